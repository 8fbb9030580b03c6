import { draftOfChannel, previewChannelOf, previewChannelVerdicts, type DraftState } from './preview-channels';

const MERGE_7 = '7'.repeat(40);
const MERGE_9 = '9'.repeat(40);

describe('the drafts’ preview channels', () => {
  test('a draft’s channel is named by its number, and only such a channel names a draft', () => {
    expect(previewChannelOf(12)).toBe('draft-12');
    expect(draftOfChannel('draft-12')).toBe(12);
    expect(['live', 'draft-', 'draft-1a', 'preview-3'].map(draftOfChannel)).toEqual([null, null, null, null]);
    // Another channel that merely ends like a draft's is never taken for one (its channel would be deleted).
    expect(['old-draft-3', 'x-draft-12'].map(draftOfChannel)).toEqual([null, null]);
  });

  test('a channel goes when its draft is discarded, or once its merge is published; an open draft’s stays', () => {
    const drafts = new Map<number, DraftState>([
      [6, { state: 'open', mergeCommit: null }],
      [7, { state: 'closed', mergeCommit: MERGE_7 }],
      [8, { state: 'closed', mergeCommit: null }],
      [9, { state: 'closed', mergeCommit: MERGE_9 }],
      [10, null],
    ]);
    const published = (sha: string) => sha === MERGE_7;
    const verdicts = previewChannelVerdicts(
      ['live', 'draft-6', 'draft-7', 'draft-8', 'draft-9', 'draft-10', 'draft-11'],
      drafts,
      published,
    );
    expect(
      verdicts.map(({ channel, remove, reason }) => `${channel}: ${remove ? 'delete' : 'keep'}, ${reason}`),
    ).toEqual([
      'draft-6: keep, the draft is open',
      `draft-7: delete, the draft was published (${MERGE_7.slice(0, 12)})`,
      'draft-8: delete, the draft was discarded',
      // Merged by a later push, whose run may still promote its preview.
      `draft-9: keep, the draft's merge ${MERGE_9.slice(0, 12)} is not published yet`,
      'draft-10: keep, GitHub has no such pull request',
      'draft-11: keep, not looked up',
    ]);
  });

  test('where no publish is known, a merged draft’s channel stays', () => {
    const drafts = new Map<number, DraftState>([[7, { state: 'closed', mergeCommit: MERGE_7 }]]);
    expect(previewChannelVerdicts(['draft-7'], drafts, () => false)).toEqual([
      {
        channel: 'draft-7',
        draft: 7,
        remove: false,
        reason: `the draft's merge ${MERGE_7.slice(0, 12)} is not published yet`,
      },
    ]);
  });
});
