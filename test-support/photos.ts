import type { AlbumGroup, GalleryImage } from '@/content/albums';
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

/** A stand-in photo whose file names say which photo it is ('/photos/weddings/ana-joao/demo-03'). */
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

/** An album of content/albums.ts as the gallery page hands it to the browser, with stand-in photos. */
export function fakeGalleryAlbum(group: AlbumGroup, locale: Locale, shapes = false): GalleryAlbum {
  return toGalleryAlbum(group, locale, (image, index) => fakePhoto(image.src, shapes ? index : 0));
}

/** The alt text content/ gives a page's photo (lib/photo-alt.ts), in a language. */
export function contentAlt(ref: PhotoRef, locale: Locale): string {
  return photoRefAlt(ref)[locale];
}
