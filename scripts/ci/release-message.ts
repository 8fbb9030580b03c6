/**
 * The message of each release the workflows make on the live channel. The host keeps it with the
 * release, so what is live says which commit it was built from and when its publish began
 * deciding, and a put-back names the presses it answers: the next run reads them back from there.
 */

export type ReleaseMessage =
  { kind: 'publish'; sha: string; startedAt: string } | { kind: 'put-back'; presses: number[] };

/** "Publish of <commit>: <how> (started <time>)". */
export const publishMessage = (sha: string, how: string, startedAt: string): string =>
  `Publish of ${sha}: ${how} (started ${startedAt})`;

/** "Put back the previous site (press 12, 13)": one step back for each press named. */
export const putBackMessage = (presses: readonly number[]): string =>
  `Put back the previous site (press ${presses.join(', ')})`;

const PUBLISH = /^Publish of ([0-9a-f]{40}): .* \(started (\d{4}-\d\d-\d\dT[\d:.]+Z)\)$/;
const PUT_BACK = /^Put back the previous site \(press (\d+(?:, \d+)*)\)$/;

/** The release's meaning, or null for a release made by hand (the console, the firebase CLI). */
export function parseReleaseMessage(message: string): ReleaseMessage | null {
  const publish = PUBLISH.exec(message);
  if (publish) return { kind: 'publish', sha: publish[1]!, startedAt: publish[2]! };
  const putBack = PUT_BACK.exec(message);
  if (putBack) return { kind: 'put-back', presses: putBack[1]!.split(', ').map(Number) };
  return null;
}
