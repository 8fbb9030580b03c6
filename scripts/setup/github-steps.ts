/**
 * `npm run setup`'s GitHub settings steps (the contract is step.ts), run last, once the repository
 * step (github-repository.ts) and the Google steps have found the values the workflows read:
 * - every Actions variable .github/workflows/*.yml read but the EmailJS ids (which the editor's
 *   go-live page saves), from what the steps found and her address;
 * - the `production` environment, which the live job runs in, limited to main where her plan
 *   allows it;
 * - the default workflow permissions: read only, since every workflow asks for what it needs;
 * - main's workflow run again when a variable changed after its latest run began, so that the
 *   site is built and published with them; never when nothing changed.
 * Each reads GitHub first and writes only what differs: GitHub is the record of what was done.
 */
import { readWorkflows, type Workflow } from './github-call';
import { environmentStep, permissionsStep } from './github-environment';
import { runAgainStep } from './github-run-again';
import { variablesStep } from './github-variables';
import type { SetupStep } from './step';

/** The settings steps, run after the Google steps have found what the variables hold. */
export function githubSettingSteps(workflows: readonly Workflow[] = readWorkflows()): readonly SetupStep[] {
  return [variablesStep, environmentStep, permissionsStep(workflows), runAgainStep(workflows)];
}
