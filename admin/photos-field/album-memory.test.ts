/** @jest-environment node */
import { AlbumMemory } from './album-memory';
import { portugueseRowsFor } from './photo-rows';
import { Marks, markOf } from './marks';

describe('AlbumMemory', () => {
  const photo = { file: 'IMG_0001.webp', description: 'The first dance' };

  it('gives album B’s IMG_0001 neither album A’s set-aside Portuguese nor its mark', () => {
    const setAside = new AlbumMemory<string>();
    setAside.of('ana-rui').set(photo.file, 'A primeira dança');
    const marks = new Marks();
    marks.wrote('ana-rui', 'pt', photo.file, 'A primeira dança', 'suggested');

    // Album B's photo, removed and restored before its Portuguese was written: nothing of A's comes back.
    expect(portugueseRowsFor([photo], [], setAside.of('sofia-rui'))).toEqual([{ file: photo.file, description: '' }]);
    // A's suggestion marks A's photo only.
    const row = { file: photo.file, description: 'A primeira dança' };
    expect(markOf(row, marks.of('ana-rui', 'pt'))).toBe('suggested');
    expect(markOf(row, marks.of('sofia-rui', 'pt'))).toBeUndefined();
  });

  it('remembers an album’s photos across its two sides and visits of the field', () => {
    const memory = new AlbumMemory<string>();
    memory.of('ana-rui').set(photo.file, 'A primeira dança');
    expect(memory.of('ana-rui').get(photo.file)).toBe('A primeira dança');
    expect(memory.of('sofia-rui').size).toBe(0);
  });
});
