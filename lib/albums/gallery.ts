/**
 * The albums as the gallery pages show them (each album a group of images): each kind's
 * albums in the order the photographer chose, their photos numbered across the page. Pure.
 */
import { galleryRoutes, type GalleryRouteKey } from '@/content/routes';
import type { Localized } from '@/lib/i18n';
import type { Album, Place } from './read';

export type GalleryCategory = GalleryRouteKey;

/** One photo of an album on a gallery page. */
export type GalleryImage = {
  /** Number of the photo in its gallery, in page order (the demo's weddings run 1 to 92). */
  id: number;
  /** The album's folder name (e.g. 'ana-joao'). */
  album: string;
  alt: Localized<string>;
  /** The photo's file: '<album>/<file name>', e.g. 'ana-joao/demo-03.jpg'. */
  src: string;
};

/** One album as a gallery page shows it. */
export type AlbumGroup = {
  /** The album's folder name under content/albums/. */
  album: string;
  /** Its heading on the gallery page, in each language. */
  title: Localized<string>;
  place: Place | null;
  /** In the order the photographer put them. */
  images: GalleryImage[];
  /** Layout side flag: the album's heading sits on the left (true) or the right (false). */
  left: boolean;
  /** The first album of its page. */
  first: boolean;
  /** An album of the family page. */
  family: boolean;
};

/** A gallery's order: the photographer's position (1 first), then the newest, then the folder name. */
function galleryOrder(a: Album, b: Album): number {
  return (
    a.position - b.position ||
    b.month.year * 12 + b.month.month - (a.month.year * 12 + a.month.month) ||
    a.slug.localeCompare(b.slug)
  );
}

/** Each kind's albums, in gallery order. */
export function albumsOfEachKind(albums: readonly Album[]): Record<GalleryCategory, Album[]> {
  return Object.fromEntries(
    galleryRoutes.map((category) => [
      category,
      albums.filter((album) => album.category === category).toSorted(galleryOrder),
    ]),
  ) as Record<GalleryCategory, Album[]>;
}

/** A gallery's albums (already in order) as its page shows them, the photos numbered from 1 across the page. */
export function toAlbumGroups(category: GalleryCategory, albums: readonly Album[]): AlbumGroup[] {
  let nextId = 1;
  return albums.map((album, index) => ({
    album: album.slug,
    title: album.heading,
    place: album.place,
    images: album.photos.map((photo) => ({
      id: nextId++,
      album: album.slug,
      alt: photo.alt,
      src: `${album.slug}/${photo.file}`,
    })),
    left: index % 2 === 0,
    first: index === 0,
    family: category === 'family',
  }));
}
