/** @jest-environment node */
import { albumsByCategory } from '@/lib/albums';
import { photoRefAlt } from './photo-alt';

// Her last album and its last photo: neither the first album nor the first photo a search meets.
const albums = Object.values(albumsByCategory).flat();
const album = albums.at(-1)!;
const photo = album.photos.at(-1)!;

describe('photoRefAlt', () => {
  it('has more than one album and photo to tell apart', () => {
    expect(albums.length).toBeGreaterThan(1);
    expect(album.photos.length).toBeGreaterThan(1);
    expect(photo.alt).not.toEqual(album.photos[0]!.alt);
    expect(photo.alt).not.toEqual(albums[0]!.photos[0]!.alt);
  });

  it('is the description her album gives the photo', () => {
    expect(photoRefAlt({ album: album.slug, file: photo.file })).toEqual(photo.alt);
  });

  it('is the page’s own text when it has one', () => {
    const alt = { en: 'The rings on the table', pt: 'As alianças na mesa' };
    expect(photoRefAlt({ album: album.slug, file: photo.file, alt })).toEqual(alt);
  });

  it('names the photo and its album when there is no description for it', () => {
    expect(() => photoRefAlt({ album: album.slug, file: 'no-such-photo.jpg' })).toThrow(
      `No description for no-such-photo.jpg of the album ${album.slug}; add the photo to that album (content/albums/${album.slug}/)`,
    );
    expect(() => photoRefAlt({ album: 'no-such-album', file: photo.file })).toThrow(
      `No description for ${photo.file} of the album no-such-album`,
    );
  });
});
