/**
 * "Tested" is a recorded fact: when the full suite passes on main, the workflow posts a commit
 * status on that exact commit. A change needs only the content checks when every file changed
 * since the newest commit of main carrying that status is content the editor writes; a commit
 * whose run failed or was cancelled carries none, so its code stays in the next run's diff.
 */
import { suiteFor, type ChangedFile, type SuiteDecision } from '../../lib/going-live/change-set';

/** The commit status the full suite posts on the commit of main it passed on. */
export const TESTED_CONTEXT = 'Full suite';
export const TESTED_DESCRIPTION = 'The full suite passed on this commit';

/** How far back along main the search goes; beyond it, the full suite runs (and records itself again). */
export const TESTED_SEARCH_LIMIT = 100;

/** The first of `candidates` (newest first) that carries the record, or null. */
export async function newestTested(
  candidates: readonly string[],
  isTested: (sha: string) => Promise<boolean>,
): Promise<string | null> {
  for (const sha of candidates.slice(0, TESTED_SEARCH_LIMIT)) {
    if (await isTested(sha)) return sha;
  }
  return null;
}

/** The suite a commit needs, from the newest tested commit below it and the files changed since. */
export function suiteSinceTested(tested: string | null, changes: readonly ChangedFile[] | null): SuiteDecision {
  if (tested === null) {
    return {
      suite: 'full',
      reason: `no commit of main among the last ${TESTED_SEARCH_LIMIT} below this one passed the full suite`,
    };
  }
  if (changes !== null && changes.length === 0) {
    return { suite: 'content', reason: `this tree is the one that passed the full suite at ${tested.slice(0, 12)}` };
  }
  const decision = suiteFor(changes);
  return {
    ...decision,
    reason: `since ${tested.slice(0, 12)}, the newest commit that passed the full suite, ${decision.reason}`,
  };
}
