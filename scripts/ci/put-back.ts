/**
 * "Put back the previous site": which version of the site to make live again. Each press goes
 * one publish further back: the live channel's releases are read newest first; a release whose
 * version was live before is a put-back (it undid the newest publish not yet undone), any other
 * release is a publish (the same version released twice in a row is one). The target is what was
 * live just before the newest publish not yet undone.
 *
 * A press is a run of the put-back workflow. Every press made since the newest publish started and
 * not yet named by a release is honoured, so a press whose run GitHub cancelled while it waited
 * behind another is not lost; a press made before the newest publish started is replaced by it.
 */
import { parseReleaseMessage, putBackMessage } from './release-message';

/** A release of the live channel, newest first as the host lists them; a release that serves no version has none. */
export type LiveRelease = { name: string; versionName: string | null; releaseTime: string; message: string };

export type PutBack = { ok: true; versionName: string; reason: string } | { ok: false; reason: string };

type Served = LiveRelease & { versionName: string };
const serving = (releases: readonly LiveRelease[]): Served[] =>
  releases.filter((release): release is Served => release.versionName !== null);

/** True when the newest release made live again a version that was live before: a put-back. */
export function isPutBack(releases: readonly LiveRelease[]): boolean {
  const [newest, ...older] = serving(releases);
  return (
    newest !== undefined &&
    older[0]?.versionName !== newest.versionName &&
    older.some((release) => release.versionName === newest.versionName)
  );
}

/**
 * Whether the host can still serve a version: only a FINALIZED one can be released again; the host
 * deletes old versions past the site's retention setting, and an earlier site it no longer holds
 * is passed over for the one before it.
 */
export type Releasable = (versionName: string) => boolean;
const everyVersion: Releasable = () => true;

export function versionToPutBack(allReleases: readonly LiveRelease[], releasable: Releasable = everyVersion): PutBack {
  const releases = serving(allReleases);
  let undone = 0;
  for (let index = 0; index < releases.length; index++) {
    const release = releases[index]!;
    // The same version released twice in a row (a re-run) changed nothing.
    if (releases[index + 1]?.versionName === release.versionName) continue;
    const wasPutBack = releases.slice(index + 1).some((older) => older.versionName === release.versionName);
    if (wasPutBack) {
      undone++;
      continue;
    }
    if (undone > 0) {
      undone--;
      continue;
    }
    const before = releases.slice(index + 1).find((older) => releasable(older.versionName));
    if (!before) break;
    const current = releases[0]!.versionName;
    if (before.versionName === current) continue;
    const skipped = before !== releases[index + 1];
    return {
      ok: true,
      versionName: before.versionName,
      reason: skipped
        ? `the newest site older than the publish of ${release.releaseTime} (${release.versionName}) that the host still holds`
        : `the site as it was before the publish of ${release.releaseTime} (${release.versionName})`,
    };
  }
  return { ok: false, reason: 'there is no earlier site to put back: the live site is the oldest the host keeps' };
}

/** When the newest publish began deciding: the time its message names, else its release's time. */
export function newestPublishStart(allReleases: readonly LiveRelease[]): string | null {
  const releases = serving(allReleases);
  for (let index = 0; index < releases.length; index++) {
    if (isPutBack(releases.slice(index))) continue;
    const release = releases[index]!;
    const parsed = parseReleaseMessage(release.message);
    return parsed?.kind === 'publish' ? parsed.startedAt : release.releaseTime;
  }
  return null;
}

export type Press = { id: number; created_at: string };

export type PutBackPlan =
  | { ok: true; versionName: string; message: string; presses: number[]; reason: string }
  | { ok: false; presses: number[]; reason: string };

/** What the presses not yet honoured ask for: one publish further back for each. */
export function putBackPlan(
  releases: readonly LiveRelease[],
  presses: readonly Press[],
  releasable: Releasable = everyVersion,
): PutBackPlan {
  const since = newestPublishStart(releases);
  const honoured = new Set(
    releases.flatMap((release) => {
      const parsed = parseReleaseMessage(release.message);
      return parsed?.kind === 'put-back' ? parsed.presses : [];
    }),
  );
  const waiting = presses
    .filter((press) => !honoured.has(press.id) && (since === null || Date.parse(press.created_at) >= Date.parse(since)))
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id)
    .map((press) => press.id);
  if (waiting.length === 0) {
    return {
      ok: false,
      presses: [],
      reason: 'every press of Put back has been answered, or a newer publish replaced it',
    };
  }
  let history = [...releases];
  let last: PutBack | null = null;
  for (const [count, press] of waiting.entries()) {
    const step = versionToPutBack(history, releasable);
    if (!step.ok) {
      if (last?.ok) break;
      return { ok: false, presses: waiting, reason: step.reason };
    }
    last = step;
    history = [
      { name: `press-${press}`, versionName: step.versionName, releaseTime: `press ${count}`, message: '' },
      ...history,
    ];
  }
  const target = last as Extract<PutBack, { ok: true }>;
  return {
    ok: true,
    versionName: target.versionName,
    message: putBackMessage(waiting),
    presses: waiting,
    reason: target.reason,
  };
}

/**
 * The plan, asking the host about its target: a version the host no longer holds ready (not
 * FINALIZED: deleted past the site's retention) cannot be released, so it is passed over and the
 * plan made again without it. Only the versions a plan names are asked about, each once.
 */
export async function heldPutBackPlan(
  releases: readonly LiveRelease[],
  presses: readonly Press[],
  statusOf: (versionName: string) => Promise<string>,
  log: (line: string) => void,
): Promise<PutBackPlan> {
  const gone = new Set<string>();
  for (;;) {
    const plan = putBackPlan(releases, presses, (versionName) => !gone.has(versionName));
    if (!plan.ok) return plan;
    // Each round passes one more version over, so the rounds end; a plan naming one already passed over would not.
    if (gone.has(plan.versionName)) throw new Error(`${plan.versionName} was passed over, yet planned again`);
    const status = await statusOf(plan.versionName);
    if (status === 'FINALIZED') return plan;
    log(`${plan.versionName} is ${status.toLowerCase()} on the host: passed over.`);
    gone.add(plan.versionName);
  }
}

/**
 * The statuses GitHub gives a run that has not finished: waiting for a runner (queued, requested),
 * behind its concurrency group (pending), behind an environment (waiting), or running.
 */
const UNDER_WAY = ['queued', 'requested', 'pending', 'waiting', 'in_progress'] as const;

/**
 * The runs of main that can still change the live site. Put back waits until there are none and
 * only then reads what is live: it never waits inside the live site's queue, where GitHub keeps
 * one run waiting and cancels an older waiting one, a Publish among them.
 */
export function publishesUnderWay<Run extends { status: string | null }>(runs: readonly Run[]): Run[] {
  return runs.filter((run) => (UNDER_WAY as readonly (string | null)[]).includes(run.status));
}

/**
 * What Put back waits for before it reads what is live: the runs of main still under way, and
 * whether main's newest commit has no run yet. GitHub makes a push's run a moment after the push, so
 * a Publish pressed just before Put back may have none yet; waiting for it lets Put back undo it.
 */
export function putBackWaitsFor<Run extends { status: string | null; head_sha: string }>(
  runs: readonly Run[],
  mainHead: string,
): { underWay: Run[]; headHasNoRun: boolean } {
  return { underWay: publishesUnderWay(runs), headHasNoRun: !runs.some((run) => run.head_sha === mainHead) };
}

/** Whether a publish of this commit of main ever reached the live site (its release names the commit). */
export function publishedCommit(releases: readonly LiveRelease[], sha: string): boolean {
  return releases.some((release) => {
    const parsed = parseReleaseMessage(release.message);
    return parsed?.kind === 'publish' && parsed.sha === sha;
  });
}
