/**
 * The order of each gallery page's albums: each kind's albums in the order the photographer chose.
 * Pure.
 */
import { galleryRoutes, type GalleryRouteKey } from '@/content/routes';
import type { Album } from './schema';

export type GalleryCategory = GalleryRouteKey;

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
