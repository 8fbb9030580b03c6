/**
 * `npm run setup`'s steps, in the order they run: the GitHub repository first (the Google steps
 * bind the live identity to its id), then Google's, then GitHub's settings, which take the values
 * the Google steps found. The one list the orchestrator and the scenarios run.
 */
import { githubRepositoryStep, repositoryStep } from './github-repository';
import { githubSettingSteps } from './github-steps';
import type { Waiting } from './google-call';
import { googleSteps } from './google-steps';
import type { SetupStep } from './step';

/**
 * The steps; `origin` stands in for the folder's git remote and `waiting` for how long Google's
 * changes are waited for (the scenarios give their own).
 */
export function setupSteps(origin?: () => Promise<string | undefined>, waiting?: Waiting): readonly SetupStep[] {
  return [origin ? repositoryStep(origin) : githubRepositoryStep, ...googleSteps(waiting), ...githubSettingSteps()];
}
