import { versionToPutBack, type LiveRelease } from './put-back';

/** Releases from a history written oldest first, as letters: 'A B C' is three publishes. */
const history = (versions: string): LiveRelease[] =>
  versions
    .split(' ')
    .map((version, index) => ({
      name: `sites/luz/channels/live/releases/${index}`,
      versionName: `sites/luz/versions/${version}`,
      releaseTime: `2026-11-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
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
  ])('%s (%s)', (_name, versions, expected) => {
    expect(target(versions) ?? null).toBe(expected);
  });

  test('says why, naming the publish it undoes', () => {
    const result = versionToPutBack(history('A B'));
    expect(result).toEqual({
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
});
