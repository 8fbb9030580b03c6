/**
 * What Sveltia CMS 0.221.1 shows on its Editorial Workflow board for an entry after Publish, read
 * in its npm package (dist/sveltia-cms.mjs.map, src/lib/services/): it asks for the status of main's
 * newest commit every 5 s (deployments/constants.js, POLL_INTERVAL); a commit with nothing reported
 * is waited for 60 s (UNKNOWN_GRACE_DURATION), then counts as built like a ready one
 * (workflow/deploy.js, isBuildDone); after 10 minutes of asking (POLL_MAX_DURATION) it gives up and
 * lets the entries still on their way go (poll.js, deployPollTimedOut; deploy.js,
 * resetDeployingEntries). Pure: the commit's statuses in the editor's context, with their times,
 * come in.
 */
const POLL_INTERVAL_MS = 5_000;
const POLL_MAX_DURATION_MS = 10 * 60 * 1000;
const UNKNOWN_GRACE_DURATION_MS = 60 * 1000;

export type TimedStatus = { state: string; created_at: string };

/**
 * `on its way` (the entry on the board with its build state), `live` (the build counted done: a
 * success, or nothing reported after 60 s), `failed` (the board shows the failure), or `let go`
 * (asked for 10 minutes without an answer that settles it: the entry leaves the board).
 */
export type BoardShows = 'on its way' | 'live' | 'failed' | 'let go';

/** What the board shows at `at` for an entry published at `publishedAt`, as its checks of the commit found it. */
export function boardAfterPublish(statuses: readonly TimedStatus[], publishedAt: Date, at: Date): BoardShows {
  const start = publishedAt.getTime();
  for (let check = start + POLL_INTERVAL_MS; check <= at.getTime(); check += POLL_INTERVAL_MS) {
    if (check - start > POLL_MAX_DURATION_MS) return 'let go';
    const newest = statuses.filter((status) => Date.parse(status.created_at) <= check).at(-1);
    if (!newest) {
      if (check - start >= UNKNOWN_GRACE_DURATION_MS) return 'live';
      continue;
    }
    if (newest.state === 'success') return 'live';
    if (newest.state === 'failure' || newest.state === 'error') return 'failed';
  }
  return 'on its way';
}
