/** @jest-environment node */
import { changedInputs, describeChanges, reasonToBuild } from './build-inputs';

describe('what changed since the last build', () => {
  it('names the files added, changed and removed, in name order', () => {
    expect(
      changedInputs(
        { 'content/a.md': '10:1', 'content/b.md': '10:1', 'app/page.tsx': '5:1' },
        { 'content/a.md': '11:2', 'content/c.webp': '900:3', 'app/page.tsx': '5:1' },
      ),
    ).toEqual(['content/a.md', 'content/b.md', 'content/c.webp']);
    expect(changedInputs({ a: '1:1' }, { a: '1:1' })).toEqual([]);
  });

  it('says it in one line', () => {
    expect(describeChanges(['content/albums/rita-nuno/index.en.md'])).toBe('content/albums/rita-nuno/index.en.md');
    expect(describeChanges(['a', 'b', 'c'])).toBe('a and 2 other files');
    expect(describeChanges(['a', 'b'])).toBe('a and 1 other file');
  });
});

describe('npm start builds again', () => {
  const built = { 'content/albums/rita-nuno/index.en.md': '900:1', 'app/page.tsx': '5:1' };
  const state = { forced: false, hasExport: true, sameSettings: true, before: built, now: built };

  it('not when nothing changed since the last build', () => {
    expect(reasonToBuild(state)).toBeNull();
  });

  it('when the editor saved an album since, naming it', () => {
    expect(reasonToBuild({ ...state, now: { ...built, 'content/albums/rita-nuno/index.en.md': '950:2' } })).toBe(
      'content/albums/rita-nuno/index.en.md changed since the last build',
    );
  });

  it('when a photo was added since', () => {
    expect(reasonToBuild({ ...state, now: { ...built, 'content/albums/rita-nuno/IMG_1.webp': '1:3' } })).toMatch(
      /IMG_1\.webp changed/,
    );
  });

  it('when there is no export, another build left it, or it was asked for', () => {
    expect(reasonToBuild({ ...state, hasExport: false })).toBe('there is none yet');
    expect(reasonToBuild({ ...state, sameSettings: false })).toBe('the last one was made with other settings');
    expect(reasonToBuild({ ...state, before: null })).toBe('the last one does not say what it was made from');
    expect(reasonToBuild({ ...state, forced: true })).toBe('asked for (--build)');
  });
});
