/**
 * `npm run setup`'s steps, in the order they run: the GitHub repository first (the Google steps
 * bind the live identity to its id), then Google's, then GitHub's settings, which take the values
 * the Google steps found. The one list the orchestrator and the scenarios run.
 */
import type { Workflow } from './github-call';
import { repositoryStep } from './github-repository';
import { githubSettingSteps } from './github-steps';
import type { Confirm } from './google-analytics';
import type { Waiting } from './google-call';
import { googleSteps } from './google-steps';
import type { SetupStep } from './step';

/**
 * The steps; `waiting` is how long Google's changes are waited for, `confirm` asks her whether she
 * did what only she can do at a vendor's page (none: the step stays a ✗), and `workflows` stand in
 * for the folder's (the scenarios give their own).
 */
export function setupSteps(
  options: { waiting?: Waiting; confirm?: Confirm; workflows?: readonly Workflow[] } = {},
): readonly SetupStep[] {
  return [repositoryStep, ...googleSteps(options.waiting, options.confirm), ...githubSettingSteps(options.workflows)];
}
