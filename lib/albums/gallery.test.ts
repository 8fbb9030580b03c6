/** @jest-environment node */
import { albumsIn, galleryAlbum } from '@/test-support/galleries';
import { albumsOfEachKind, galleriesWithAlbums, noAlbumProblems } from './gallery';

describe('galleriesWithAlbums: the galleries the site shows', () => {
  it('are every gallery while each holds an album, in the menu’s order', () => {
    expect(galleriesWithAlbums(albumsIn('family', 'weddings', 'couples'))).toEqual(['weddings', 'couples', 'family']);
  });

  it.each([
    [['weddings'], ['weddings']],
    [
      ['couples', 'family'],
      ['couples', 'family'],
    ],
    [
      ['family', 'weddings'],
      ['weddings', 'family'],
    ],
    [['family'], ['family']],
  ] as const)('with albums in %j only, are %j', (holding, shown) => {
    expect(galleriesWithAlbums(albumsIn(...holding))).toEqual(shown);
  });

  it('are none without an album', () => {
    expect(galleriesWithAlbums(albumsIn())).toEqual([]);
  });

  it('follow the albums as read, each counted in its own gallery', () => {
    const albums = [galleryAlbum('a', 'family'), galleryAlbum('b', 'family'), galleryAlbum('c', 'weddings')];
    expect(galleriesWithAlbums(albumsOfEachKind(albums))).toEqual(['weddings', 'family']);
  });
});

describe('noAlbumProblems', () => {
  it('stops the build, in her words, when content/albums/ holds no album', () => {
    expect(noAlbumProblems({ albums: [], problems: [] })).toEqual([
      'content/albums/ holds no album: the site shows your work in its galleries. Add one in the editor (Albums → New).',
    ]);
  });

  it('says nothing with an album, or when the albums there could not be read (their own problems say why)', () => {
    expect(noAlbumProblems({ albums: [galleryAlbum('a', 'couples')], problems: [] })).toEqual([]);
    expect(noAlbumProblems({ albums: [], problems: ['Album a: the English title is missing.'] })).toEqual([]);
  });
});
