/**
 * "Put back the previous site": which version of the site to make live again. Each press goes
 * one publish further back: the live channel's releases are read newest first; a release whose
 * version was live before is a put-back (it undid the newest publish not yet undone), any other
 * release is a publish (the same version released twice in a row is one). The target is what was live just before the newest publish not yet undone.
 */

/** A release of the live channel, newest first as the host lists them. */
export type LiveRelease = { name: string; versionName: string; releaseTime: string };

export type PutBack = { ok: true; versionName: string; reason: string } | { ok: false; reason: string };

export function versionToPutBack(releases: readonly LiveRelease[]): PutBack {
  let undone = 0;
  for (let index = 0; index < releases.length; index++) {
    const release = releases[index]!;
    // The same version released twice in a row (a re-run) changed nothing.
    if (releases[index + 1]?.versionName === release.versionName) continue;
    const isPutBack = releases.slice(index + 1).some((older) => older.versionName === release.versionName);
    if (isPutBack) {
      undone++;
      continue;
    }
    if (undone > 0) {
      undone--;
      continue;
    }
    const before = releases[index + 1];
    if (!before) break;
    const current = releases[0]!.versionName;
    if (before.versionName === current) continue;
    return {
      ok: true,
      versionName: before.versionName,
      reason: `the site as it was before the publish of ${release.releaseTime} (${release.versionName})`,
    };
  }
  return { ok: false, reason: 'there is no earlier site to put back: the live site is the oldest the host keeps' };
}
