/** @jest-environment node */
import { missingPhotos, unlistedPhotos } from './albums';

const listed = [{ category: 'weddings' as const, slug: 'rita-nuno', files: ['01.webp', '02.webp', '03.webp'] }];

describe('missingPhotos', () => {
  it('says nothing when every photo the album shows is in its folder', () => {
    expect(missingPhotos(listed, { 'rita-nuno': ['01.webp', '02.webp', '03.webp', 'old.webp'] })).toEqual([]);
  });

  it('names the album, the photo and the folder when the folder lacks a photo the album shows', () => {
    expect(missingPhotos(listed, { 'rita-nuno': ['01.webp', '03.webp'] })).toEqual([
      'Album rita-nuno: it shows the photo 02.webp, but content/albums/rita-nuno/ has no such file (content/albums/rita-nuno/index.en.md). Add the photo again in the editor, or remove it from the album.',
    ]);
  });

  it('names every photo of an album whose folder is gone', () => {
    expect(missingPhotos(listed, {})).toHaveLength(3);
  });
});

describe('unlistedPhotos', () => {
  it('names a photo of a folder that its album does not show (removed in the editor), to delete if unneeded', () => {
    expect(unlistedPhotos(listed, { 'rita-nuno': ['01.webp', '02.webp', '03.webp', '04.webp'] })).toEqual([
      'content/albums/rita-nuno/04.webp: the album does not show this photo; delete the file if it is not needed.',
    ]);
  });
});
