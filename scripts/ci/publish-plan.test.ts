/** @jest-environment node */
import {
  EXPIRY_MARGIN_MS,
  publishAhead,
  publishPlan,
  settingsFingerprint,
  type MergedDraft,
  type PublishFacts,
  type RecordedPreview,
} from './publish-plan';

const now = new Date('2026-11-26T12:00:00Z');
const tree = 'a'.repeat(40);
const merged = 'm'.repeat(40);
const preview = (overrides: Partial<RecordedPreview> = {}): RecordedPreview => ({
  site: 'luz',
  versionName: 'sites/luz/versions/newer',
  versionStatus: 'FINALIZED',
  channel: {
    id: 'draft-7',
    url: 'https://luz--draft-7.web.app',
    expireTime: '2026-12-20T12:00:00Z',
    versionName: 'sites/luz/versions/newer',
  },
  untrusted: null,
  suite: 'content',
  settings: 'f1',
  ...overrides,
});
const draft = (overrides: Partial<MergedDraft> = {}): MergedDraft => ({
  number: 7,
  headSha: 'c'.repeat(40),
  headTree: tree,
  changedWorkflows: [],
  previews: [preview()],
  ...overrides,
});
const facts = (drafts: MergedDraft[] | null, overrides: Partial<PublishFacts> = {}): PublishFacts => ({
  sha: merged,
  mergedTree: tree,
  mainHead: merged,
  site: 'luz',
  settings: 'f1',
  drafts,
  now,
  ...overrides,
});

describe('publishPlan: promote the checked preview, build, or nothing', () => {
  const cases: Array<[string, PublishFacts, 'promote' | 'build' | 'nothing', RegExp]> = [
    ['the draft merged as it was previewed', facts([draft()]), 'promote', /draft #7's last commit cccccccccccc/],
    [
      'a channel that never expires',
      facts([
        draft({ previews: [preview({ channel: { id: 'draft-7', url: '', expireTime: null, versionName: 'v' } })] }),
      ]),
      'promote',
      /still holds/,
    ],
    [
      'main has moved on since this run was started',
      facts([draft()], { mainHead: 'n'.repeat(40) }),
      'nothing',
      /moved on to nnnnnnnnnnnn/,
    ],
    [
      'a merge whose tree differs from the draft’s (main moved meanwhile)',
      facts([draft({ headTree: 'b'.repeat(40) })]),
      'build',
      /differs from draft #7's tree bbbbbbbbbbbb/,
    ],
    [
      'an expired channel',
      facts([
        draft({
          previews: [
            preview({ channel: { id: 'draft-7', url: '', expireTime: '2026-11-20T12:00:00Z', versionName: 'v' } }),
          ],
        }),
      ]),
      'build',
      /expired/,
    ],
    [
      'a channel expiring within the margin',
      facts([
        draft({
          previews: [
            preview({
              channel: {
                id: 'draft-7',
                url: '',
                expireTime: new Date(now.getTime() + EXPIRY_MARGIN_MS - 1000).toISOString(),
                versionName: 'v',
              },
            }),
          ],
        }),
      ]),
      'build',
      /expires within minutes/,
    ],
    ['a channel deleted from the host', facts([draft({ previews: [preview({ channel: null })] })]), 'build', /gone/],
    [
      'a deployment no run of this workflow for the draft made',
      facts([draft({ previews: [preview({ untrusted: 'names no run of ci.yml for this commit' })] })]),
      'build',
      /names no run of ci\.yml/,
    ],
    [
      'a preview built with other settings (a variable changed since)',
      facts([draft()], { settings: 'f2' }),
      'build',
      /was built with other settings/,
    ],
    [
      'a draft that changes the workflows',
      facts([draft({ changedWorkflows: ['.github/workflows/ci.yml'] })]),
      'build',
      /changes \.github\/workflows\/ci\.yml: its previews were made by its own workflow/,
    ],
    [
      'a version the host deleted',
      facts([draft({ previews: [preview({ versionStatus: 'DELETED' })] })]),
      'build',
      /is deleted on the host/,
    ],
    [
      'a version the host no longer has',
      facts([draft({ previews: [preview({ versionStatus: 'MISSING' })] })]),
      'build',
      /is missing/,
    ],
    [
      'a preview deployed to another site',
      facts([draft({ previews: [preview({ site: 'other' })] })]),
      'build',
      /site other, not luz/,
    ],
    [
      'no preview recorded for the draft’s last commit',
      facts([draft({ previews: [] })]),
      'build',
      /no preview of draft #7's last commit/,
    ],
    ['a push with no draft (a developer’s direct push)', facts([]), 'build', /no draft/],
    ['the drafts could not be looked up', facts(null), 'build', /could not be looked up/],
  ];

  test.each(cases)('%s', (_name, input, action, reason) => {
    const plan = publishPlan(input);
    expect(plan.action).toBe(action);
    expect(plan.reason).toMatch(reason);
  });

  test('promotes the version recorded against the draft’s head commit, not what its channel holds now', () => {
    const rerun = preview({
      channel: { id: 'draft-7', url: '', expireTime: null, versionName: 'sites/luz/versions/older-rerun' },
    });
    expect(publishPlan(facts([draft({ previews: [rerun] })]))).toMatchObject({
      action: 'promote',
      versionName: 'sites/luz/versions/newer',
      draft: 7,
    });
  });

  test('of two previews of the same commit, the newest the host still holds', () => {
    const gone = preview({ versionName: 'sites/luz/versions/newest', versionStatus: 'EXPIRED' });
    expect(publishPlan(facts([draft({ previews: [gone, preview()] })]))).toMatchObject({
      versionName: 'sites/luz/versions/newer',
    });
  });

  test('of two merged drafts, promotes the one whose tree is the merge’s, and says why the other was not', () => {
    const stale = draft({ number: 6, headTree: 'b'.repeat(40) });
    expect(publishPlan(facts([stale, draft()]))).toMatchObject({ action: 'promote', draft: 7 });
    expect(publishPlan(facts([stale])).reason).toMatch(/draft #6/);
  });
});

describe('settingsFingerprint', () => {
  test('follows every NEXT_PUBLIC_ setting, and nothing else', () => {
    const base = { NEXT_PUBLIC_SITE_URL: 'https://luz.example', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'luz', HOME: '/a' };
    expect(settingsFingerprint({ ...base, HOME: '/b' })).toBe(settingsFingerprint(base));
    expect(settingsFingerprint({ ...base, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'luz-2' })).not.toBe(
      settingsFingerprint(base),
    );
  });
});

describe('a Publish behind another', () => {
  const run = (id: number, minute: number, status: string) => ({
    id,
    created_at: `2026-12-01T10:${String(minute).padStart(2, '0')}:00Z`,
    status,
  });

  test('publishAhead: a run of main made before this one and still under way, never this run nor a later one', () => {
    expect(publishAhead([run(2, 5, 'in_progress'), run(1, 1, 'in_progress')], '2')).toBe(true);
    expect(publishAhead([run(2, 5, 'in_progress'), run(1, 1, 'queued')], '2')).toBe(true);
    expect(publishAhead([run(2, 5, 'in_progress'), run(1, 1, 'completed')], '2')).toBe(false);
    expect(publishAhead([run(3, 9, 'queued'), run(2, 5, 'in_progress')], '2')).toBe(false);
    // This run not listed yet: any other run under way is ahead of it.
    expect(publishAhead([run(1, 1, 'in_progress')], '2')).toBe(true);
  });
});

describe('publishPlan at its edges', () => {
  const expiringIn = (ms: number) =>
    preview({
      channel: { id: 'draft-7', url: '', expireTime: new Date(now.getTime() + ms).toISOString(), versionName: 'v' },
    });

  test.each([
    ['a channel expiring exactly at the margin is promoted', EXPIRY_MARGIN_MS, 'promote'],
    ['a channel expiring a second inside the margin is built anew', EXPIRY_MARGIN_MS - 1000, 'build'],
  ])('%s', (_name, ms, action) => {
    expect(publishPlan(facts([draft({ previews: [expiringIn(ms)] })])).action).toBe(action);
  });

  test.each([
    ['full', true],
    ['content', false],
    ['', false],
  ])('a preview whose draft job ran the %j suite makes main’s commit tested: %s', (suite, tested) => {
    expect(publishPlan(facts([draft({ previews: [preview({ suite })] })]))).toMatchObject({
      action: 'promote',
      tested,
    });
  });

  test('says which commit, tree and version it speaks of, by their first 12 characters', () => {
    expect(publishPlan(facts([draft()], { mainHead: 'n'.repeat(40) })).reason).toBe(
      'main has moved on to nnnnnnnnnnnn, and the run of that commit publishes it',
    );
    expect(publishPlan(facts([draft()])).reason).toBe(
      "the merged tree is draft #7's last commit cccccccccccc, whose checked preview sites/luz/versions/newer the host still holds",
    );
    expect(publishPlan(facts([draft({ headTree: 'b'.repeat(40) })])).reason).toBe(
      "the merged tree aaaaaaaaaaaa differs from draft #7's tree bbbbbbbbbbbb (main moved after its preview)",
    );
    expect(publishPlan(facts([draft({ previews: [] })])).reason).toBe(
      "no preview of draft #7's last commit cccccccccccc passed its checks and deployed",
    );
  });

  test('a build gives every reason a preview was passed over, naming each, one after the other', () => {
    const workflows = draft({
      number: 5,
      changedWorkflows: ['.github/workflows/ci.yml', '.github/workflows/put-back.yml'],
    });
    const other = draft({ previews: [preview({ site: 'other' }), preview({ versionName: 'v2', channel: null })] });
    expect(publishPlan(facts([workflows, other]))).toEqual({
      action: 'build',
      reason: [
        'draft #5 changes .github/workflows/ci.yml, .github/workflows/put-back.yml: its previews were made by its own workflow, not this one',
        "draft #7's preview sites/luz/versions/newer was deployed to the site other, not luz",
        "draft #7's preview v2's channel is gone from the host",
      ].join('; '),
    });
  });
});

describe('settingsFingerprint, whatever the order', () => {
  test('the same settings listed in another order have the same fingerprint', () => {
    expect(settingsFingerprint({ NEXT_PUBLIC_B: '2', NEXT_PUBLIC_A: '1' })).toBe(
      settingsFingerprint({ NEXT_PUBLIC_A: '1', NEXT_PUBLIC_B: '2' }),
    );
  });
});

describe('a Publish behind another, made in the same second', () => {
  test('a run made at the same moment as this one is not ahead of it', () => {
    const run = (id: number) => ({ id, created_at: '2026-12-01T10:05:00Z', status: 'in_progress' });
    expect(publishAhead([run(2), run(1)], '2')).toBe(false);
  });
});
