/**
 * The drafts' channels on the preview site, `draft-<number>`, and when each goes. Firebase Hosting
 * holds a bounded number of channels a site, and each keeps its versions in the project's storage,
 * so a draft's channel is deleted once nothing can use it: when the draft is discarded (its pull
 * request closed without merging), or once its merge is published, and not before, since Publish
 * promotes the version its channel serves. Pure: what GitHub says of each draft comes in.
 */

/** The channel of a draft's previews. */
export const previewChannelOf = (pull: number | string) => `draft-${pull}`;

/** The draft a channel is the previews of, or null for any other channel (live). */
export function draftOfChannel(channelId: string): number | null {
  const found = /^draft-(\d+)$/.exec(channelId);
  return found ? Number(found[1]) : null;
}

/** A draft as GitHub has it, or null when GitHub has no pull request of that number. */
export type DraftState = { state: 'open' | 'closed'; mergeCommit: string | null } | null;

export type ChannelVerdict = { channel: string; draft: number; remove: boolean; reason: string };

/**
 * What to do with each draft's channel. `published` says whether a commit is in what this run
 * published (always false where no publish is known: a merged draft's channel then stays).
 */
export function previewChannelVerdicts(
  channelIds: readonly string[],
  drafts: ReadonlyMap<number, DraftState>,
  published: (sha: string) => boolean,
): ChannelVerdict[] {
  return channelIds.flatMap((channel) => {
    const draft = draftOfChannel(channel);
    if (draft === null) return [];
    const state = drafts.get(draft);
    const verdict = (remove: boolean, reason: string) => [{ channel, draft, remove, reason }];
    if (state === undefined) return verdict(false, 'not looked up');
    if (state === null) return verdict(false, 'GitHub has no such pull request');
    if (state.state === 'open') return verdict(false, 'the draft is open');
    if (state.mergeCommit === null) return verdict(true, 'the draft was discarded');
    return published(state.mergeCommit)
      ? verdict(true, `the draft was published (${state.mergeCommit.slice(0, 12)})`)
      : verdict(false, `the draft's merge ${state.mergeCommit.slice(0, 12)} is not published yet`);
  });
}
