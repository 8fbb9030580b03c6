/** @jest-environment node */
import {
  heldPutBackPlan,
  isPutBack,
  newestPublishStart,
  publishedCommit,
  publishesUnderWay,
  putBackPlan,
  putBackWaitsFor,
  versionToPutBack,
  type LiveRelease,
} from './put-back';
import { publishMessage, putBackMessage } from './release-message';

/** Releases from a history written oldest first, as letters: 'A B C' is three publishes. */
const history = (versions: string): LiveRelease[] =>
  versions
    .split(' ')
    .map((version, index) => ({
      name: `sites/luz/channels/live/releases/${index}`,
      versionName: version === '-' ? null : `sites/luz/versions/${version}`,
      releaseTime: `2026-11-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
      message: '',
    }))
    .reverse();

const target = (versions: string) => {
  const result = versionToPutBack(history(versions));
  return result.ok ? result.versionName.split('/').at(-1) : null;
};

describe('versionToPutBack: which site the button puts back', () => {
  test.each([
    ['after three publishes, the second', 'A B C', 'B'],
    ['pressed again, one publish further back', 'A B C B', 'A'],
    ['pressed a third time, nothing older', 'A B C B A', null],
    ['a publish after a put-back: what was live before it', 'A B C B D', 'B'],
    ['then pressed twice: before D, then before B was published', 'A B C B D B', 'A'],
    ['the first site ever published: nothing older', 'A', null],
    ['the same version released twice in a row (a re-run) counts once', 'A B B', 'A'],
    ['a release that serves no version (the site disabled) is passed over', 'A B - C', 'B'],
    ['the site disabled after its first publish: nothing older', 'A -', null],
  ])('%s (%s)', (_name, versions, expected) => {
    expect(target(versions) ?? null).toBe(expected);
  });

  describe('a version the host no longer holds ready (not FINALIZED) is passed over', () => {
    const held =
      (...gone: string[]) =>
      (versionName: string) =>
        !gone.map((version) => `sites/luz/versions/${version}`).includes(versionName);
    const skipping = (versions: string, ...gone: string[]) => {
      const result = versionToPutBack(history(versions), held(...gone));
      return result.ok ? result.versionName.split('/').at(-1) : null;
    };

    test.each([
      ['the site before the newest publish deleted: the one before it', 'A B C', ['B'], 'A'],
      ['every earlier site deleted: nothing to put back', 'A B C', ['A', 'B'], null],
      ['pressed again after a skip: nothing older is held', 'A B C A', ['B'], null],
      ['a deleted site further back changes nothing', 'A B C', ['A'], 'B'],
    ])('%s (%s without %j)', (_name, versions, gone, expected) => {
      expect(skipping(versions, ...gone) ?? null).toBe(expected);
    });

    test('says that it went further back, and why', () => {
      expect(versionToPutBack(history('A B C'), held('B'))).toEqual({
        ok: true,
        versionName: 'sites/luz/versions/A',
        reason:
          'the newest site older than the publish of 2026-11-03T10:00:00Z (sites/luz/versions/C) that the host still holds',
      });
    });

    test('putBackPlan passes the same versions over', () => {
      const plan = putBackPlan(history('A B C'), [{ id: 1, created_at: '2026-11-04T10:00:00Z' }], held('B'));
      expect(plan).toMatchObject({ ok: true, versionName: 'sites/luz/versions/A' });
    });

    test('heldPutBackPlan asks the host, and passes over each version it no longer holds ready', async () => {
      const statuses: Record<string, string> = { C: 'FINALIZED', B: 'DELETED', A: 'EXPIRED' };
      const asked: string[] = [];
      const lines: string[] = [];
      const statusOf = (versionName: string) => {
        const version = versionName.split('/').at(-1)!;
        asked.push(version);
        return Promise.resolve(statuses[version] ?? 'MISSING');
      };
      const presses = [{ id: 1, created_at: '2026-11-05T10:00:00Z' }];
      const plan = await heldPutBackPlan(history('A B C'), presses, statusOf, (line) => lines.push(line));
      expect(plan.ok).toBe(false);
      expect(asked).toEqual(['B', 'A']);
      expect(lines).toEqual([
        'sites/luz/versions/B is deleted on the host: passed over.',
        'sites/luz/versions/A is expired on the host: passed over.',
      ]);
      statuses.A = 'FINALIZED';
      const answered = await heldPutBackPlan(history('A B C'), presses, statusOf, () => {});
      expect(answered).toMatchObject({ ok: true, versionName: 'sites/luz/versions/A' });
    });
  });

  test('says why, naming the publish it undoes', () => {
    expect(versionToPutBack(history('A B'))).toEqual({
      ok: true,
      versionName: 'sites/luz/versions/A',
      reason: 'the site as it was before the publish of 2026-11-02T10:00:00Z (sites/luz/versions/B)',
    });
  });

  test('refuses with a reason when there is nothing to put back', () => {
    const result = versionToPutBack([]);
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(/no earlier site/);
  });

  test('isPutBack: the newest release brought back a version that was live before', () => {
    expect(isPutBack(history('A B C B'))).toBe(true);
    expect(isPutBack(history('A B C'))).toBe(false);
    expect(isPutBack(history('A B B'))).toBe(false);
  });
});

describe('putBackPlan: every press answered once, none lost, none after a newer publish', () => {
  const sha = '1'.repeat(40);
  const published = (versions: string, startedAt = '2026-11-03T09:00:00Z'): LiveRelease[] => {
    const releases = history(versions);
    releases[0] = { ...releases[0]!, message: publishMessage(sha, 'built from main', startedAt) };
    return releases;
  };
  const press = (id: number, at: string) => ({ id, created_at: at });

  test('a press made while the publish was deploying undoes that publish', () => {
    const plan = putBackPlan(published('A B C'), [press(11, '2026-11-03T09:05:00Z')]);
    expect(plan).toMatchObject({ ok: true, versionName: 'sites/luz/versions/B', message: putBackMessage([11]) });
  });

  test('two presses, the first cancelled by GitHub while it waited: two publishes back, in one release', () => {
    const plan = putBackPlan(published('A B C'), [
      press(11, '2026-11-03T09:05:00Z'),
      press(12, '2026-11-03T09:06:00Z'),
    ]);
    expect(plan).toMatchObject({ ok: true, versionName: 'sites/luz/versions/A', presses: [11, 12] });
  });

  test('a press already answered is not answered again (a re-run of its run changes nothing)', () => {
    const releases = published('A B C');
    const answered: LiveRelease = {
      name: 'r',
      versionName: 'sites/luz/versions/B',
      releaseTime: '2026-11-04T10:00:00Z',
      message: putBackMessage([11]),
    };
    expect(putBackPlan([answered, ...releases], [press(11, '2026-11-03T09:05:00Z')]).ok).toBe(false);
    const second = putBackPlan(
      [answered, ...releases],
      [press(11, '2026-11-03T09:05:00Z'), press(12, '2026-11-04T11:00:00Z')],
    );
    expect(second).toMatchObject({ ok: true, versionName: 'sites/luz/versions/A', presses: [12] });
  });

  test('a press made before the newest publish began is replaced by that publish', () => {
    const plan = putBackPlan(published('A B C', '2026-11-03T09:00:00Z'), [press(11, '2026-11-03T08:59:00Z')]);
    expect(plan.ok).toBe(false);
    expect(plan.reason).toMatch(/newer publish replaced it/);
  });

  test('a press made at the very instant the newest publish began undoes that publish', () => {
    const plan = putBackPlan(published('A B C', '2026-11-03T09:00:00Z'), [press(11, '2026-11-03T09:00:00Z')]);
    expect(plan).toMatchObject({ ok: true, versionName: 'sites/luz/versions/B', presses: [11] });
  });

  test('more presses than earlier sites: as far back as the host keeps', () => {
    const plan = putBackPlan(published('A B'), [press(1, '2026-11-03T10:00:00Z'), press(2, '2026-11-03T10:01:00Z')]);
    expect(plan).toMatchObject({ ok: true, versionName: 'sites/luz/versions/A' });
  });

  test('newestPublishStart reads the start from the publish’s message, past put-backs', () => {
    const releases = published('A B C', '2026-11-03T09:00:00Z');
    const putBack: LiveRelease = {
      name: 'r',
      versionName: 'sites/luz/versions/B',
      releaseTime: '2026-11-05T10:00:00Z',
      message: putBackMessage([3]),
    };
    expect(newestPublishStart([putBack, ...releases])).toBe('2026-11-03T09:00:00Z');
    expect(newestPublishStart(history('A B'))).toBe('2026-11-02T10:00:00Z');
  });
});

describe('Put back waits for the publishes of main, outside their queue', () => {
  test('a run queued, pending behind another, waiting for its environment or running is under way', () => {
    const runs = ['queued', 'pending', 'waiting', 'requested', 'in_progress', 'completed', null].map((status, id) => ({
      id,
      status,
    }));
    expect(publishesUnderWay(runs).map((run) => run.status)).toEqual([
      'queued',
      'pending',
      'waiting',
      'requested',
      'in_progress',
    ]);
  });

  test('Put back waits for main’s runs under way, and for the run of main’s newest commit while GitHub has made none', () => {
    const [head, older] = ['h'.repeat(40), 'o'.repeat(40)];
    const run = (head_sha: string, status: string) => ({ head_sha, status });
    expect(putBackWaitsFor([run(older, 'completed')], head)).toEqual({ underWay: [], headHasNoRun: true });
    expect(putBackWaitsFor([run(head, 'queued'), run(older, 'completed')], head)).toEqual({
      underWay: [run(head, 'queued')],
      headHasNoRun: false,
    });
    expect(putBackWaitsFor([run(head, 'completed')], head)).toEqual({ underWay: [], headHasNoRun: false });
  });

  test('publishedCommit: only a publish release naming the commit counts', () => {
    const sha = 'a'.repeat(40);
    const releases: LiveRelease[] = [
      { name: 'r2', versionName: 'v2', releaseTime: '2026-11-02T10:00:00Z', message: putBackMessage([5]) },
      {
        name: 'r1',
        versionName: 'v1',
        releaseTime: '2026-11-01T10:00:00Z',
        message: publishMessage('b'.repeat(40), 'built from main', '2026-11-01T09:59:00Z'),
      },
    ];
    expect(publishedCommit(releases, sha)).toBe(false);
    expect(publishedCommit(releases, 'b'.repeat(40))).toBe(true);
  });
});

describe('Put back on a live channel with little or nothing on it', () => {
  const versionless: LiveRelease = { name: 'r', versionName: null, releaseTime: '2026-11-01T10:00:00Z', message: '' };

  test.each([
    ['no release at all', []],
    ['only releases that serve no version', [versionless]],
    ['a single publish', history('A')],
  ])('with %s, the newest release is not a put-back', (_name, releases) => {
    expect(isPutBack(releases)).toBe(false);
  });

  test.each([
    ['no release at all', []],
    ['only releases that serve no version', [versionless]],
  ])('with %s, no publish has begun', (_name, releases) => {
    expect(newestPublishStart(releases)).toBeNull();
  });

  test('a press on a site never published is told there is nothing earlier, not that it was answered', () => {
    expect(putBackPlan([], [{ id: 1, created_at: '2026-11-05T10:00:00Z' }])).toEqual({
      ok: false,
      presses: [1],
      reason: 'there is no earlier site to put back: the live site is the oldest the host keeps',
    });
  });

  test('with every press answered, the plan names no press', () => {
    const answered: LiveRelease = {
      name: 'r',
      versionName: 'sites/luz/versions/A',
      releaseTime: '2026-11-04T10:00:00Z',
      message: putBackMessage([11]),
    };
    expect(putBackPlan([answered, ...history('A B')], [{ id: 11, created_at: '2026-11-05T10:00:00Z' }])).toEqual({
      ok: false,
      presses: [],
      reason: 'every press of Put back has been answered, or a newer publish replaced it',
    });
  });
});

describe('the presses a put-back names', () => {
  test.each([
    [
      'as GitHub lists runs, newest first',
      [
        { id: 13, created_at: '2026-11-05T10:02:00Z' },
        { id: 12, created_at: '2026-11-05T10:01:00Z' },
        { id: 11, created_at: '2026-11-05T10:00:00Z' },
      ],
    ],
    [
      'made in the same second, listed out of order',
      [
        { id: 12, created_at: '2026-11-05T10:00:00Z' },
        { id: 13, created_at: '2026-11-05T10:00:00Z' },
        { id: 11, created_at: '2026-11-05T10:00:00Z' },
      ],
    ],
  ])('are named oldest first, then by number, whatever the order they come in (%s)', (_name, presses) => {
    const plan = putBackPlan(history('A B C D'), presses);
    expect(plan).toMatchObject({ ok: true, presses: [11, 12, 13], message: putBackMessage([11, 12, 13]) });
  });
});

describe('publishedCommit, among releases made by hand', () => {
  test('a release whose message is not a publish’s never counts as a publish of the commit', () => {
    const sha = 'a'.repeat(40);
    const releases: LiveRelease[] = [
      { name: 'r3', versionName: 'v3', releaseTime: '2026-11-03T10:00:00Z', message: 'deployed by hand' },
      { name: 'r2', versionName: 'v2', releaseTime: '2026-11-02T10:00:00Z', message: putBackMessage([5]) },
      { name: 'r1', versionName: 'v1', releaseTime: '2026-11-01T10:00:00Z', message: '' },
    ];
    expect(publishedCommit(releases, sha)).toBe(false);
  });
});
