/**
 * The albums of content/albums/, read and checked once when the site is built: each gallery's
 * albums in order, and every album by its folder name. Server and build side only (it reads the
 * file system); the browser gets only what a page hands it.
 */
import { galleryRoutes } from '@/content/routes';
import { albumsOfEachKind, toAlbumGroups, type AlbumGroup, type GalleryCategory } from './gallery';
import { readAlbums, type Album } from './read';

export type { Album, Place } from './read';
export type { AlbumGroup, GalleryCategory, GalleryImage } from './gallery';

function loadAlbums(): Album[] {
  const { albums, problems } = readAlbums();
  if (problems.length > 0) {
    throw new Error(`The site cannot be built until content/albums/ is fixed:\n  ${problems.join('\n  ')}`);
  }
  return albums;
}

/** Each gallery's albums (content/albums/), in the photographer's order. */
export const albumsOfKind: Record<GalleryCategory, Album[]> = albumsOfEachKind(loadAlbums());

/** Every album of each gallery page as the page shows it, in display order. */
export const albumsByCategory: Record<GalleryCategory, AlbumGroup[]> = Object.fromEntries(
  galleryRoutes.map((category) => [category, toAlbumGroups(category, albumsOfKind[category])]),
) as Record<GalleryCategory, AlbumGroup[]>;
