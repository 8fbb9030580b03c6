import { EXPIRY_MARGIN_MS, publishPlan, type MergedDraft, type PublishFacts } from './publish-plan';

const now = new Date('2026-11-26T12:00:00Z');
const tree = 'a'.repeat(40);
const draft = (overrides: Partial<MergedDraft> = {}): MergedDraft => ({
  number: 7,
  headSha: 'c'.repeat(40),
  headTree: tree,
  previewStatus: 'success',
  channel: {
    id: 'draft-7',
    expireTime: '2026-12-20T12:00:00Z',
    versionName: 'sites/luz/versions/abc123',
  },
  ...overrides,
});
const facts = (drafts: MergedDraft[] | null, overrides: Partial<PublishFacts> = {}): PublishFacts => ({
  mergedTree: tree,
  drafts,
  now,
  ...overrides,
});

describe('publishPlan: promote what she previewed, or build', () => {
  const cases: Array<[string, PublishFacts, 'promote' | 'build', RegExp]> = [
    ['her draft merged as it was previewed', facts([draft()]), 'promote', /draft #7's.*channel draft-7/],
    [
      'a channel that never expires',
      facts([draft({ channel: { id: 'draft-7', expireTime: null, versionName: 'v' } })]),
      'promote',
      /draft-7/,
    ],
    [
      'a merge whose tree differs from the draft’s (main moved meanwhile)',
      facts([draft({ headTree: 'b'.repeat(40) })]),
      'build',
      /differs from draft #7's tree bbbbbbbbbbbb/,
    ],
    [
      'an expired channel',
      facts([draft({ channel: { id: 'draft-7', expireTime: '2026-11-20T12:00:00Z', versionName: 'v' } })]),
      'build',
      /expired/,
    ],
    [
      'a channel expiring within the margin',
      facts([
        draft({
          channel: {
            id: 'draft-7',
            expireTime: new Date(now.getTime() + EXPIRY_MARGIN_MS - 1000).toISOString(),
            versionName: 'v',
          },
        }),
      ]),
      'build',
      /expires within minutes/,
    ],
    ['a channel deleted from the host', facts([draft({ channel: null })]), 'build', /gone/],
    [
      'a channel without a release',
      facts([draft({ channel: { id: 'draft-7', expireTime: null, versionName: null } })]),
      'build',
      /no release/,
    ],
    ['a preview still deploying', facts([draft({ previewStatus: 'pending' })]), 'build', /status: pending/],
    ['a preview whose checks failed', facts([draft({ previewStatus: 'failure' })]), 'build', /status: failure/],
    ['a preview never posted', facts([draft({ previewStatus: 'missing' })]), 'build', /status: missing/],
    ['a push with no draft (a developer’s direct push)', facts([]), 'build', /no draft/],
    ['the drafts could not be looked up', facts(null), 'build', /could not be looked up/],
  ];

  test.each(cases)('%s', (_name, input, action, reason) => {
    const plan = publishPlan(input);
    expect(plan.action).toBe(action);
    expect(plan.reason).toMatch(reason);
  });

  test('promotes the channel’s own release', () => {
    expect(publishPlan(facts([draft()]))).toEqual({
      action: 'promote',
      channelId: 'draft-7',
      versionName: 'sites/luz/versions/abc123',
      draft: 7,
      reason: "the merged tree is draft #7's, whose preview deployed to channel draft-7",
    });
  });

  test('of two merged drafts, promotes the one whose tree is the merge’s, and says why the other was not', () => {
    const stale = draft({
      number: 6,
      headTree: 'b'.repeat(40),
      channel: { id: 'draft-6', expireTime: null, versionName: 'v6' },
    });
    expect(publishPlan(facts([stale, draft()]))).toMatchObject({ action: 'promote', channelId: 'draft-7' });
    expect(publishPlan(facts([stale])).reason).toMatch(/draft #6/);
  });
});
