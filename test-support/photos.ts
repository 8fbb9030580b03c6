import { albumsByCategory, type AlbumGroup, type GalleryImage } from '@/content/albums';
import type { PhotoRef } from '@/content/pages/types';
import type { GalleryAlbum } from '@/lib/gallery/album-data';
import type { Locale } from '@/lib/i18n';
import type { Photo } from '@/lib/photo-files';

/** Portrait, landscape and square, in turn: the masonry has shapes to balance. */
const SHAPES = [
  [2000, 3000],
  [3000, 2000],
  [2400, 2400],
] as const;

/** A stand-in photo whose file names say which photo it is ('/photos/weddings/ana-joao-3'). */
export function fakePhoto(src: string, shape = 0): Photo {
  const [width, height] = SHAPES[shape % SHAPES.length]!;
  return { base: `/photos/${src.replace('#', '-')}`, width, height, widths: [480, 800], jpegWidth: 2048, color: '#a58b6f' };
}

/** The stand-in photo of an album image (the first shape, portrait). */
export const fakeImagePhoto = (image: GalleryImage): Photo => fakePhoto(image.src);

/** An album of content/albums.ts as the gallery page hands it to the browser, with stand-in photos. */
export function fakeGalleryAlbum(group: AlbumGroup, locale: Locale, shapes = false): GalleryAlbum {
  return {
    id: group.album,
    title: group.title,
    place: group.place?.[locale] ?? null,
    side: group.left ? 'left' : 'right',
    first: group.first,
    family: group.family,
    photos: group.images.map((image, index) => ({ ...fakePhoto(image.src, shapes ? index : 0), alt: image.alt[locale] })),
  };
}

/** The alt text content/ gives a page's photo: its own, else that of its album photo in content/albums.ts. */
export function contentAlt(ref: PhotoRef, locale: Locale): string {
  const alt = ref.alt ?? albumsByCategory[ref.category].find((group) => group.album === ref.album)?.images[ref.position - 1]?.alt;
  if (!alt) throw new Error(`content/ has no alt text for photo ${ref.position} of ${ref.category}/${ref.album}`);
  return alt[locale];
}
