/**
 * What a run on main does when its turn in the live site's queue comes: promote the version a
 * draft's preview deployed, build, or nothing. It decides from what main holds and what the host
 * holds at that moment, never from the event that started it:
 * - nothing when main has moved on: the run of main's newer commit publishes it (a re-run of an
 *   old run can never change the live site);
 * - promote only the version recorded against the draft's own head commit by this workflow's
 *   preview job (a run of this workflow for that commit, the draft leaving the workflows as they
 *   are), when the merged tree is that commit's tree and the host still holds the version, ready,
 *   on a channel not about to expire: the exact files that were checked and previewed;
 * - build otherwise.
 */
import { createHash } from 'node:crypto';
import type { HostingChannel, VersionStatus } from './apis';
import { publishesUnderWay } from './put-back';

/**
 * The public settings a build is made with (every NEXT_PUBLIC_* variable, baked into the pages), as
 * a fingerprint: recorded with a preview, compared when it would be promoted.
 */
export function settingsFingerprint(env: Readonly<Record<string, string | undefined>>): string {
  const settings = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((name) => [name, env[name] ?? '']);
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}

/** A preview recorded against a draft's head commit (newest first), and what the host says of it now. */
export type RecordedPreview = {
  site: string;
  versionName: string;
  versionStatus: VersionStatus;
  /** The channel the preview was deployed to, or null when the host has no such channel any more. */
  channel: HostingChannel | null;
  /** The checks the draft job ran before this preview: 'full' when its full suite passed. */
  suite: string;
  /** The fingerprint of the settings the preview was built with ('' when it names none). */
  settings: string;
  /**
   * Why the deployment cannot be shown to come from this workflow's preview job, or null when it
   * does: its payload names a run of this workflow for the draft's last commit.
   */
  untrusted: string | null;
};

/** A pull request merged into the pushed commit. */
export type MergedDraft = {
  number: number;
  headSha: string;
  /** The tree of the draft's last commit: what its previews were built from. */
  headTree: string;
  /**
   * The workflow files the draft changes. A pull request's run follows the draft's own copy of
   * them, so its deployments are not the trusted preview job's, whatever they say.
   */
  changedWorkflows: readonly string[];
  previews: RecordedPreview[];
};

export type PublishFacts = {
  /** The commit this run was started for, and its tree. */
  sha: string;
  mergedTree: string;
  /** What main holds now. */
  mainHead: string;
  /** The Hosting site this workflow deploys previews to. */
  site: string;
  /** The fingerprint of the settings a build would be made with now. */
  settings: string;
  /** Pull requests merged into the pushed commit; null when they could not be asked for. */
  drafts: readonly MergedDraft[] | null;
  now: Date;
};

export type PublishPlan =
  | {
      action: 'promote';
      versionName: string;
      draft: number;
      /** The draft's full suite passed on this very tree: main's commit is recorded as tested too. */
      tested: boolean;
      reason: string;
    }
  | { action: 'build'; reason: string }
  | { action: 'nothing'; reason: string };

/** A channel this close to its expiry is not promoted: the release could meet an expired version. */
export const EXPIRY_MARGIN_MS = 10 * 60 * 1000;

function whyNotPreview(draft: MergedDraft, preview: RecordedPreview, facts: PublishFacts): string | null {
  const { site, now } = facts;
  const name = `draft #${draft.number}'s preview ${preview.versionName}`;
  if (preview.untrusted !== null) return `${name} ${preview.untrusted}`;
  if (preview.site !== site) return `${name} was deployed to the site ${preview.site}, not ${site}`;
  if (preview.versionStatus !== 'FINALIZED') return `${name} is ${preview.versionStatus.toLowerCase()} on the host`;
  if (preview.settings !== facts.settings)
    return `${name} was built with other settings (the site's variables changed since)`;
  if (!preview.channel) return `${name}'s channel is gone from the host`;
  const { expireTime } = preview.channel;
  if (expireTime !== null && Date.parse(expireTime) - now.getTime() < EXPIRY_MARGIN_MS) {
    return `${name}'s channel ${preview.channel.id} expired (or expires within minutes) at ${expireTime}`;
  }
  return null;
}

export function publishPlan(facts: PublishFacts): PublishPlan {
  if (facts.mainHead !== facts.sha) {
    return {
      action: 'nothing',
      reason: `main has moved on to ${facts.mainHead.slice(0, 12)}, and the run of that commit publishes it`,
    };
  }
  if (facts.drafts === null) return { action: 'build', reason: 'the merged drafts could not be looked up' };
  if (facts.drafts.length === 0) return { action: 'build', reason: 'no draft was merged into this commit' };
  const reasons: string[] = [];
  for (const draft of facts.drafts) {
    if (draft.headTree !== facts.mergedTree) {
      reasons.push(
        `the merged tree ${facts.mergedTree.slice(0, 12)} differs from draft #${draft.number}'s tree ${draft.headTree.slice(0, 12)} (main moved after its preview)`,
      );
      continue;
    }
    if (draft.changedWorkflows.length > 0) {
      reasons.push(
        `draft #${draft.number} changes ${draft.changedWorkflows.join(', ')}: its previews were made by its own workflow, not this one`,
      );
      continue;
    }
    if (draft.previews.length === 0) {
      reasons.push(
        `no preview of draft #${draft.number}'s last commit ${draft.headSha.slice(0, 12)} passed its checks and deployed`,
      );
      continue;
    }
    for (const preview of draft.previews) {
      const reason = whyNotPreview(draft, preview, facts);
      if (reason === null) {
        return {
          action: 'promote',
          versionName: preview.versionName,
          draft: draft.number,
          tested: preview.suite === 'full',
          reason: `the merged tree is draft #${draft.number}'s last commit ${draft.headSha.slice(0, 12)}, whose checked preview ${preview.versionName} the host still holds`,
        };
      }
      reasons.push(reason);
    }
  }
  return { action: 'build', reason: reasons.join('; ') };
}

/**
 * Whether a run of main made before this one (`runId`) is still under way: this run's live job then
 * waits in the live site's queue behind that one's (or starts as soon as that one's is done).
 */
export function publishAhead(
  runs: readonly { id: number; created_at: string; status: string | null }[],
  runId: string,
): boolean {
  const own = runs.find((run) => String(run.id) === runId);
  return publishesUnderWay(runs).some(
    (run) => String(run.id) !== runId && (own ? Date.parse(run.created_at) < Date.parse(own.created_at) : true),
  );
}
