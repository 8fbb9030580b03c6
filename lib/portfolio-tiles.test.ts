/** @jest-environment node */
import { albumsIn, galleryAlbum } from '@/test-support/galleries';
import { portfolioTiles } from './portfolio-tiles';

const chosen = {
  weddings: { album: 'rita-nuno', file: '03.webp' },
  couples: { album: 'joana-rui', file: '01.webp' },
  family: { album: 'rita-nuno', file: '01.webp' },
};

describe('the home page’s portfolio tiles', () => {
  it('are one per gallery holding an album, in the menu’s order, each with the photo chosen for it', () => {
    expect(portfolioTiles(albumsIn('weddings', 'couples', 'family'), chosen)).toEqual([
      { gallery: 'weddings', photo: chosen.weddings },
      { gallery: 'couples', photo: chosen.couples },
      { gallery: 'family', photo: chosen.family },
    ]);
  });

  it('leave out a gallery without an album, even with a photo chosen for it', () => {
    expect(portfolioTiles(albumsIn('weddings'), chosen)).toEqual([{ gallery: 'weddings', photo: chosen.weddings }]);
    expect(portfolioTiles(albumsIn('couples', 'family'), chosen).map((tile) => tile.gallery)).toEqual([
      'couples',
      'family',
    ]);
  });

  it('show, on a tile left empty, the cover of its gallery’s first album', () => {
    const albums = albumsIn('weddings', 'family');
    albums.family = [galleryAlbum('sousa-family', 'family'), ...albums.family];
    expect(portfolioTiles(albums, { weddings: chosen.weddings })).toEqual([
      { gallery: 'weddings', photo: chosen.weddings },
      { gallery: 'family', photo: { album: 'sousa-family', file: '02.webp' } },
    ]);
  });
});
