/** @jest-environment node */
import { albumsByCategory } from '@/content/albums';
import { albumErrors, listedAlbums, unusedFolders } from './albums';

describe('listedAlbums', () => {
  it('lists every album of content/albums.ts with the file names it describes, in page order', () => {
    const listed = listedAlbums();
    const groups = Object.values(albumsByCategory).flat();
    expect(listed).toHaveLength(groups.length);
    for (const [index, { album, files }] of listed.entries()) {
      expect(album).toBe(groups[index]!.album);
      expect(files).toEqual(groups[index]!.images.map((image) => image.src.split('/').at(-1)));
    }
  });
});

describe('albumErrors', () => {
  const listed = [{ category: 'weddings', album: 'rita-nuno', files: ['01.jpg', '02.jpg', '03.jpg'] }];

  it('says nothing when every photo has its description and every description its photo', () => {
    expect(albumErrors(listed, { 'weddings/rita-nuno': ['01.jpg', '02.jpg', '03.jpg'] })).toEqual([]);
  });

  it('names the album and the photo that has no description (a photo inserted in the middle)', () => {
    const errors = albumErrors(listed, { 'weddings/rita-nuno': ['01.jpg', '01b.jpg', '02.jpg', '03.jpg'] });
    expect(errors).toEqual([
      expect.stringMatching(/^Album weddings\/rita-nuno: the photo 01b\.jpg has no description/),
    ]);
    expect(errors[0]).toContain("'01b.jpg': { en: '…', pt: '…' }");
  });

  it('names the album and the file of a description whose photo is not in the folder', () => {
    const errors = albumErrors(listed, { 'weddings/rita-nuno': ['01.jpg', '03.jpg'] });
    expect(errors).toEqual([
      expect.stringMatching(
        /^Album weddings\/rita-nuno: content\/albums\.ts describes 02\.jpg, but content\/photos\/weddings\/rita-nuno\/ has no such photo/,
      ),
    ]);
  });

  it('reports both when a photo was removed and another added', () => {
    const errors = albumErrors(listed, { 'weddings/rita-nuno': ['01.jpg', '03.jpg', '04.jpg'] });
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/04\.jpg has no description/);
    expect(errors.join('\n')).toMatch(/describes 02\.jpg/);
  });
});

describe('unusedFolders', () => {
  it('names folders no album uses', () => {
    const listed = [{ category: 'weddings', album: 'a', files: [] }];
    expect(unusedFolders(listed, { 'weddings/a': [], 'weddings/c': ['x.jpg'] })).toEqual([
      expect.stringMatching(/^weddings\/c: this folder is not an album/),
    ]);
  });
});
