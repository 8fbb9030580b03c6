import type { AlbumGroup, GalleryImage } from '@/lib/albums/gallery';
import type { PhotoRef } from '@/content/pages/types';
import { toGalleryAlbum, type GalleryAlbum } from '@/lib/gallery/album-data';
import { photoRefAlt } from '@/lib/photo-alt';
import type { Locale } from '@/lib/i18n';
import type { Photo } from '@/lib/photo-files';

/** Portrait, landscape and square, in turn: the masonry has shapes to balance. */
const SHAPES = [
  [2000, 3000],
  [3000, 2000],
  [2400, 2400],
] as const;

/** A stand-in photo whose file names say which photo it is ('/photos/ana-joao/demo-03'). */
export function fakePhoto(src: string, shape = 0): Photo {
  const [width, height] = SHAPES[shape % SHAPES.length]!;
  return {
    base: `/photos/${src.replace(/\.[a-z]+$/, '')}`,
    width,
    height,
    widths: [480, 800],
    jpegWidth: 2048,
    color: '#a58b6f',
  };
}

/** The stand-in photo of an album image (the first shape, portrait). */
export const fakeImagePhoto = (image: GalleryImage): Photo => fakePhoto(image.src);

/** An album as the gallery page hands it to the browser, with stand-in photos. */
export function fakeGalleryAlbum(group: AlbumGroup, locale: Locale, shapes = false): GalleryAlbum {
  return toGalleryAlbum(group, locale, (image, index) => fakePhoto(image.src, shapes ? index : 0));
}

/** The alt text content/ gives a page's photo (lib/photo-alt.ts), in a language. */
export function contentAlt(ref: PhotoRef, locale: Locale): string {
  return photoRefAlt(ref)[locale];
}

/**
 * A made-up album of `count` photos, for tests that must not depend on the photographer's albums
 * (her first album may have five photos, or fifty).
 */
export function fixtureGroup({
  album = 'rita-nuno',
  count = 16,
  first = false,
}: { album?: string; count?: number; first?: boolean } = {}): AlbumGroup {
  return {
    album,
    title: { en: 'Rita & Nuno', pt: 'Rita e Nuno' },
    place: { en: 'Quinta da Luz, Tavira', pt: 'Quinta da Luz, em Tavira', at: 'at', em: 'na' },
    images: Array.from({ length: count }, (_, index) => {
      const file = `${String(index + 1).padStart(2, '0')}.webp`;
      return {
        id: index + 1,
        album,
        // The album in each description keeps two made-up albums on one page apart.
        alt: { en: `Photo ${index + 1} of ${album}`, pt: `Fotografia ${index + 1} de ${album}` },
        src: `${album}/${file}`,
      };
    }),
    left: true,
    first,
    family: false,
  };
}
