/** @jest-environment node */
import type { PagePhotoChoices } from '@/content/page-photo-choices';
import { missingPagePhotos, photoUses, placesInAlbum } from './page-photo-uses';

const choices: PagePhotoChoices = {
  slideshow: ['rita-nuno/IMG_1002.webp', 'sea-family/IMG_7.webp', 'rita-nuno/IMG_1003.webp'],
  portfolio: { weddings: 'rita-nuno/IMG_1002.webp', couples: 'sea-family/IMG_7.webp', family: 'sea-family/IMG_8.webp' },
  portrait: 'rita-nuno/IMG_1004.webp',
};
const albums = [
  { slug: 'rita-nuno', title: 'Rita & Nuno', files: ['IMG_1002.webp', 'IMG_1003.webp', 'IMG_1004.webp'] },
  { slug: 'sea-family', title: 'The Sea family', files: ['IMG_7.webp', 'IMG_8.webp'] },
];
const WHERE = 'Settings → Photos on your pages';

describe('the photos her pages show', () => {
  it('finds nothing missing when every photo is in its album', () => {
    expect(missingPagePhotos(photoUses(choices), albums)).toEqual([]);
  });

  it('names the file, the page and the photo an album no longer holds', () => {
    const without = albums.map((album) =>
      album.slug === 'rita-nuno' ? { ...album, files: album.files.filter((file) => file !== 'IMG_1003.webp') } : album,
    );
    expect(missingPagePhotos(photoUses(choices), without)).toEqual([
      `content/settings/page-photos.yml: the home page’s slideshow (slide 3) shows IMG_1003.webp, which is no longer in the album “Rita & Nuno” (rita-nuno): choose another photo (${WHERE}), or put the photo back in the album.`,
    ]);
  });

  it('names every place a removed album’s photos fill', () => {
    const messages = missingPagePhotos(
      photoUses(choices),
      albums.filter((album) => album.slug !== 'sea-family'),
    );
    expect(messages).toEqual([
      expect.stringContaining(
        'the home page’s slideshow (slide 2) shows IMG_7.webp of the album sea-family, which no longer exists',
      ),
      expect.stringContaining(
        'the home page’s Couples tile shows IMG_7.webp of the album sea-family, which no longer exists',
      ),
      expect.stringContaining(
        'the home page’s Families tile shows IMG_8.webp of the album sea-family, which no longer exists',
      ),
    ]);
  });

  it('names no place for a tile left empty', () => {
    const someTiles = { ...choices, portfolio: { family: 'sea-family/IMG_8.webp' } };
    expect(photoUses(someTiles).map(({ place }) => place)).toEqual([
      'the home page’s slideshow (slide 1)',
      'the home page’s slideshow (slide 2)',
      'the home page’s slideshow (slide 3)',
      'the home page’s Families tile',
      'the about page’s photo',
    ]);
    expect(placesInAlbum(photoUses(someTiles), 'rita-nuno').get('IMG_1002.webp')).toEqual([
      'the home page’s slideshow (slide 1)',
    ]);
  });

  it('lists the places each photo of one album fills, for the editor to refuse removing it', () => {
    expect(placesInAlbum(photoUses(choices), 'rita-nuno')).toEqual(
      new Map([
        ['IMG_1002.webp', ['the home page’s slideshow (slide 1)', 'the home page’s Weddings tile']],
        ['IMG_1003.webp', ['the home page’s slideshow (slide 3)']],
        ['IMG_1004.webp', ['the about page’s photo']],
      ]),
    );
  });
});
