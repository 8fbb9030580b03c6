/**
 * The albums of content/albums/, read and checked once when the site is built: each gallery's
 * albums in order. Server and build side only (it reads the file system); the browser gets only
 * what a page hands it.
 */
import { albumsOfEachKind, galleriesWithAlbums, type GalleryCategory } from './gallery';
import { readAlbums } from './read';
import type { Album } from './schema';

export type { Album, Place } from './schema';
export type { GalleryCategory } from './gallery';

function loadAlbums(): Album[] {
  const { albums, problems } = readAlbums();
  if (problems.length > 0) {
    throw new Error(`The site cannot be built until content/albums/ is fixed:\n  ${problems.join('\n  ')}`);
  }
  return albums;
}

/** Each gallery's albums (content/albums/), in the photographer's order: the order its page shows them in. */
export const albumsByCategory: Record<GalleryCategory, Album[]> = albumsOfEachKind(loadAlbums());

/**
 * The galleries the site shows, those holding an album (galleriesWithAlbums), in the menu's order:
 * the menu, the home page's tiles, the sitemap, the language toggle and the pages the export writes
 * all follow it.
 */
export const shownGalleries: readonly GalleryCategory[] = galleriesWithAlbums(albumsByCategory);
