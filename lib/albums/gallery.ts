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

/**
 * The galleries the site shows, in the menu's order: those holding at least one album. A gallery
 * without an album has no page, no place in the menu, no tile on the home page and no entry in
 * the sitemap; its address answers as an unknown one does.
 */
export function galleriesWithAlbums(byKind: Readonly<Record<GalleryCategory, readonly Album[]>>): GalleryCategory[] {
  return galleryRoutes.filter((gallery) => byKind[gallery].length > 0);
}

/**
 * What stops the build when content/albums/ holds no album at all (and none that could not be
 * read): the site would show no gallery, and a portfolio without one has nothing to show.
 */
export function noAlbumProblems({ albums, problems }: { albums: readonly Album[]; problems: readonly string[] }) {
  return albums.length === 0 && problems.length === 0
    ? [
        'content/albums/ holds no album: the site shows your work in its galleries. Add one in the editor (Albums → New).',
      ]
    : [];
}
