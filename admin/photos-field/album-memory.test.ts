/** @jest-environment node */
import { AlbumMemory } from './album-memory';
import { portugueseRowsFor } from './photo-rows';
import { markOf } from './marks';

describe('AlbumMemory', () => {
  const photo = { file: 'IMG_0001.webp', description: 'The first dance' };

  it('gives album B’s IMG_0001 neither album A’s set-aside Portuguese nor its kept mark', () => {
    const setAside = new AlbumMemory<string>();
    const checked = new AlbumMemory<string>();
    setAside.of('ana-rui').set(photo.file, 'A primeira dança');
    checked.of('ana-rui').set(photo.file, 'A primeira dança');

    // Album B's photo, removed and restored before its Portuguese was written: nothing of A's comes back.
    expect(portugueseRowsFor([photo], [], setAside.of('sofia-rui'))).toEqual([{ file: photo.file, description: '' }]);
    // The same suggestion for B's photo is B's to check.
    const suggested = { says: 'Suggested from English', adjective: 'suggested', texts: new Set(['A primeira dança']) };
    const row = { file: photo.file, description: 'A primeira dança' };
    expect(markOf(row, [suggested], [checked.of('sofia-rui')])).toBe(suggested);
    expect(markOf(row, [suggested], [checked.of('ana-rui')])).toBeUndefined();
  });

  it('remembers an album’s photos across its two sides and visits of the field', () => {
    const memory = new AlbumMemory<string>();
    memory.of('ana-rui').set(photo.file, 'A primeira dança');
    expect(memory.of('ana-rui').get(photo.file)).toBe('A primeira dança');
    expect(memory.of('sofia-rui').size).toBe(0);
  });
});
