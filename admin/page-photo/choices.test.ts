/** @jest-environment node */
import { pagePhotosRemoved, pickableAlbums, placesShowingAlbum } from './choices';

const uses = [
  { place: 'the home page’s slideshow (slide 1)', photo: 'rita-nuno/IMG_1002.webp' },
  { place: 'the home page’s Weddings tile', photo: 'rita-nuno/IMG_1002.webp' },
  { place: 'the about page’s photo', photo: 'sea-family/IMG_7.webp' },
];

describe('the pages’ photo picker', () => {
  it('offers her albums by title, each photo in the album’s order with its thumbnail, then albums saved since', () => {
    const albums = pickableAlbums(
      [
        { slug: 'sea-family', title: 'The Sea family', files: ['IMG_8.webp', 'IMG_7.webp'] },
        { slug: 'rita-nuno', title: 'Rita & Nuno', files: ['IMG_1002.webp'] },
      ],
      {
        'sea-family/IMG_7.webp': { thumbnail: '/t/7.webp', large: '/l/7.webp' },
        'rita-nuno/IMG_1002.webp': { thumbnail: '/t/1002.webp', large: '/l/1002.webp' },
        'ana-rui/B.webp': { thumbnail: '/t/b.webp', large: '/l/b.webp' },
        'ana-rui/A.webp': { thumbnail: '/t/a.webp', large: '/l/a.webp' },
      },
    );
    expect(albums).toEqual([
      {
        slug: 'ana-rui',
        title: 'ana-rui',
        photos: [
          { file: 'A.webp', thumbnail: '/t/a.webp' },
          { file: 'B.webp', thumbnail: '/t/b.webp' },
        ],
      },
      { slug: 'rita-nuno', title: 'Rita & Nuno', photos: [{ file: 'IMG_1002.webp', thumbnail: '/t/1002.webp' }] },
      {
        slug: 'sea-family',
        title: 'The Sea family',
        photos: [
          { file: 'IMG_8.webp', thumbnail: undefined },
          { file: 'IMG_7.webp', thumbnail: '/t/7.webp' },
        ],
      },
    ]);
  });

  it('names an album saved since by its title, when the editor’s host lists it', () => {
    const published = { 'beatriz-duarte/A.webp': { thumbnail: '/t/a.webp', large: '/l/a.webp' } };
    expect(pickableAlbums([], published, { 'beatriz-duarte': 'Beatriz & Duarte' })).toEqual([
      { slug: 'beatriz-duarte', title: 'Beatriz & Duarte', photos: [{ file: 'A.webp', thumbnail: '/t/a.webp' }] },
    ]);
  });
});

describe('the album’s photos field', () => {
  it('refuses removing a photo a page shows, naming every place it fills', () => {
    expect(pagePhotosRemoved(uses, 'rita-nuno', ['IMG_1003.webp'])).toEqual([
      'IMG_1002.webp is on the home page’s slideshow (slide 1) and on the home page’s Weddings tile: choose another photo there first (Settings → Photos on your pages), then remove it here.',
    ]);
  });

  it('lets every other photo go, and says nothing of another album’s', () => {
    expect(pagePhotosRemoved(uses, 'rita-nuno', ['IMG_1002.webp'])).toEqual([]);
    expect(pagePhotosRemoved(uses, 'ines-tiago', [])).toEqual([]);
  });
});

describe('deleting an album', () => {
  it('is refused for every place of her pages that shows one of its photos, naming the place and the photo', () => {
    expect(placesShowingAlbum(uses, 'rita-nuno')).toEqual([
      {
        place: 'The home page’s slideshow (slide 1)',
        message:
          'It shows IMG_1002.webp of this album. Choose another photo there first (Settings → Photos on your pages), then delete the album.',
      },
      {
        place: 'The home page’s Weddings tile',
        message:
          'It shows IMG_1002.webp of this album. Choose another photo there first (Settings → Photos on your pages), then delete the album.',
      },
    ]);
    expect(placesShowingAlbum(uses, 'sea-family').map(({ place }) => place)).toEqual(['The about page’s photo']);
  });

  it('is let through for an album no page shows', () => {
    expect(placesShowingAlbum(uses, 'ines-tiago')).toEqual([]);
  });
});
