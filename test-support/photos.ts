import type { Album } from '@/lib/albums/schema';
import type { PhotoRef } from '@/content/pages/types';
import { toGalleryAlbum, type GalleryAlbum, type PhotoLookup } from '@/lib/gallery/album-data';
import type { PhotoGridClasses } from '@/lib/gallery/photo-grid';
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

/** The stand-in photo of an album's photo (the first shape, portrait). */
export const fakeAlbumPhoto: PhotoLookup = (album, file) => fakePhoto(`${album}/${file}`);

/**
 * An album as a gallery page hands it to the browser, with stand-in photos (in turns of shape with
 * `shapes`), at `index` among its page's albums (the second by default: not the page's first).
 */
export function fakeGalleryAlbum(
  album: Album,
  locale: Locale,
  { shapes = false, index = 1 }: { shapes?: boolean; index?: number } = {},
): GalleryAlbum {
  const places = new Map(album.photos.map((photo, place) => [photo.file, place]));
  return toGalleryAlbum(album, index, locale, (slug, file) =>
    fakePhoto(`${slug}/${file}`, shapes ? places.get(file) : 0),
  );
}

/** The alt text content/ gives a page's photo (lib/photo-alt.ts), in a language. */
export function contentAlt(ref: PhotoRef, locale: Locale): string {
  return photoRefAlt(ref)[locale];
}

/**
 * A made-up album of `count` photos, for tests that must not depend on the photographer's albums
 * (her first album may have five photos, or fifty).
 */
export function fixtureAlbum({ album = 'rita-nuno', count = 16 }: { album?: string; count?: number } = {}): Album {
  const names = { en: 'Rita & Nuno', pt: 'Rita e Nuno' };
  const photos = Array.from({ length: count }, (_, index) => ({
    file: `${String(index + 1).padStart(2, '0')}.webp`,
    // The album in each description keeps two made-up albums on one page apart.
    alt: { en: `Photo ${index + 1} of ${album}`, pt: `Fotografia ${index + 1} de ${album}` },
  }));
  return {
    slug: album,
    category: 'weddings',
    position: 1,
    month: { year: 2024, month: 6 },
    title: names,
    heading: names,
    place: { en: 'Quinta da Luz, Tavira', pt: 'Quinta da Luz, em Tavira', at: 'at', em: 'na' },
    summary: { en: 'A June wedding by the sea.', pt: 'Um casamento de junho junto ao mar.' },
    story: { en: 'They met in Lisbon.', pt: 'Conheceram-se em Lisboa.' },
    photos,
    cover: photos[0]!.file,
    credits: [],
  };
}

/** The masonry's class names as plain words, for reading its markup in tests. */
export const PLAIN_GRID_CLASSES: PhotoGridClasses = {
  item: 'item',
  photo: 'photo',
  picture: 'picture',
  img: 'img',
  break: 'break',
  break2: 'break2',
  break3: 'break3',
};

/** Four stand-in photos of an album, one of each shape, described 'Photo 0' to 'Photo 3'. */
export const fourGridPhotos = (album: string) =>
  [0, 1, 2, 3].map((index) => ({ ...fakePhoto(`weddings/${album}/0${index}.jpg`, index), alt: `Photo ${index}` }));

/** A grid's markup as elements, parsed by the browser (jsdom), inside a container of their own. */
export function parsedGrid(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}
