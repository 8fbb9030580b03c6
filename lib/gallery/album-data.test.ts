/** @jest-environment node */
import { fakeAlbumPhoto, fixtureAlbum } from '@/test-support/photos';
import { toGalleryAlbum, toViewerAlbum } from './album-data';

describe('toGalleryAlbum', () => {
  const album = fixtureAlbum({ album: 'emma-james', count: 3 });

  it('reads the album in the page language, each photo with its files and its description', () => {
    const shown = toGalleryAlbum(album, 0, 'pt', fakeAlbumPhoto);
    expect(shown).toMatchObject({ id: 'emma-james', title: 'Rita e Nuno', place: 'Quinta da Luz, em Tavira' });
    expect(shown.photos.map((photo) => [photo.base, photo.alt])).toEqual([
      ['/photos/emma-james/01', 'Fotografia 1 de emma-james'],
      ['/photos/emma-james/02', 'Fotografia 2 de emma-james'],
      ['/photos/emma-james/03', 'Fotografia 3 de emma-james'],
    ]);
    expect(toViewerAlbum(shown)).toEqual({ id: shown.id, photos: shown.photos });
  });

  it('flags the first album of its page and alternates the heading side down the page', () => {
    const page = [0, 1, 2].map((index) => toGalleryAlbum(album, index, 'en', fakeAlbumPhoto));
    expect(page.map(({ first, side }) => [first, side])).toEqual([
      [true, 'left'],
      [false, 'right'],
      [false, 'left'],
    ]);
  });

  it('marks the albums of the family page', () => {
    expect(toGalleryAlbum(album, 0, 'en', fakeAlbumPhoto).family).toBe(false);
    expect(toGalleryAlbum({ ...album, category: 'family' }, 0, 'en', fakeAlbumPhoto).family).toBe(true);
  });

  it('has no place when the album gives none', () => {
    expect(toGalleryAlbum({ ...album, place: null }, 0, 'en', fakeAlbumPhoto).place).toBeNull();
  });
});
