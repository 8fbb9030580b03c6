/**
 * What a push to main does: promote the draft's preview to the live site, or check, build and
 * deploy. Promotion serves the exact files she previewed, in seconds; it is chosen only when
 * nothing can differ from what was checked: the merged commit's tree is the tree the preview was
 * built from, that preview deployed and passed its checks, and its channel still holds it.
 */

/** A pull request merged into the pushed commit, and what is known of its preview. */
export type MergedDraft = {
  number: number;
  headSha: string;
  /** The tree of the draft's last commit: what its preview was built from. */
  headTree: string;
  /** The "Deploy preview" status of that commit (posted only after the checks passed and the deploy succeeded). */
  previewStatus: 'success' | 'pending' | 'failure' | 'error' | 'missing';
  /** The draft's preview channel on the host, or null when the host has none (deleted or never made). */
  channel: { id: string; expireTime: string | null; versionName: string | null } | null;
};

export type PublishFacts = {
  /** The tree of the pushed commit. */
  mergedTree: string;
  /** Pull requests merged into the pushed commit; null when they could not be asked for. */
  drafts: readonly MergedDraft[] | null;
  now: Date;
};

export type PublishPlan =
  | { action: 'promote'; channelId: string; versionName: string; draft: number; reason: string }
  | { action: 'build'; reason: string };

/** A channel this close to its expiry is not promoted: the copy could meet an expired channel. */
export const EXPIRY_MARGIN_MS = 10 * 60 * 1000;

function whyNot(draft: MergedDraft, { mergedTree, now }: PublishFacts): string | null {
  const name = `draft #${draft.number}`;
  if (draft.headTree !== mergedTree) {
    return `the merged tree ${mergedTree.slice(0, 12)} differs from ${name}'s tree ${draft.headTree.slice(0, 12)} (main moved after its preview)`;
  }
  if (draft.previewStatus !== 'success') {
    return `${name}'s preview of ${draft.headSha.slice(0, 12)} did not deploy (status: ${draft.previewStatus})`;
  }
  if (!draft.channel) return `${name}'s preview channel is gone from the host`;
  if (!draft.channel.versionName) return `${name}'s preview channel holds no release`;
  const { expireTime } = draft.channel;
  if (expireTime !== null && Date.parse(expireTime) - now.getTime() < EXPIRY_MARGIN_MS) {
    return `${name}'s preview channel ${draft.channel.id} expired (or expires within minutes) at ${expireTime}`;
  }
  return null;
}

export function publishPlan(facts: PublishFacts): PublishPlan {
  if (facts.drafts === null) return { action: 'build', reason: 'the merged drafts could not be looked up' };
  if (facts.drafts.length === 0) return { action: 'build', reason: 'no draft was merged into this commit' };
  const reasons: string[] = [];
  for (const draft of facts.drafts) {
    const reason = whyNot(draft, facts);
    if (reason === null) {
      const channel = draft.channel!;
      return {
        action: 'promote',
        channelId: channel.id,
        versionName: channel.versionName!,
        draft: draft.number,
        reason: `the merged tree is draft #${draft.number}'s, whose preview deployed to channel ${channel.id}`,
      };
    }
    reasons.push(reason);
  }
  return { action: 'build', reason: reasons.join('; ') };
}
