/**
 * The albums as the photo pipeline needs them (each folder's listed photos and its kind, for the
 * demo photos' colours), and how the album folders compare with them, in messages the
 * photographer can act on.
 */
import path from 'node:path';
import type { Album } from '@/lib/albums';
import { ALBUMS_DIR } from '@/lib/albums/read';

/** An album as the pipeline needs it: its kind, its folder and its photos' file names in order. */
export type ListedAlbum = Pick<Album, 'category' | 'slug'> & { files: string[] };

/** Each album with the file names of the photos it lists, in its order. */
export function listedAlbums(albums: readonly Album[]): ListedAlbum[] {
  return albums.map((album) => ({
    category: album.category,
    slug: album.slug,
    files: album.photos.map((photo) => photo.file),
  }));
}

/**
 * What stops the build: a photo an album lists that its folder does not have. `found` lists the
 * photo files of each album folder. Each message names the album and the file to fix.
 */
export function missingPhotos(
  listed: readonly ListedAlbum[],
  found: Readonly<Record<string, readonly string[]>>,
): string[] {
  return listed.flatMap(({ slug: album, files }) => {
    const inFolder = new Set(found[album] ?? []);
    const folder = path.join(ALBUMS_DIR, album);
    return files
      .filter((file) => !inFolder.has(file))
      .map(
        (file) =>
          `Album ${album}: it shows the photo ${file}, but ${folder}/ has no such file (${path.join(folder, 'index.en.md')}). Add the photo again in the editor, or remove it from the album.`,
      );
  });
}

/**
 * Photos of an album folder that the album does not show (removed in the editor, say): a warning,
 * since the site is right without them, but they still take room in the repository.
 */
export function unlistedPhotos(
  listed: readonly ListedAlbum[],
  found: Readonly<Record<string, readonly string[]>>,
): string[] {
  const shown = new Map(listed.map(({ slug, files }) => [slug, new Set(files)]));
  return Object.entries(found).flatMap(([album, files]) =>
    files
      .filter((file) => !shown.get(album)?.has(file))
      .map(
        (file) =>
          `${path.join(ALBUMS_DIR, album, file)}: the album does not show this photo; delete the file if it is not needed.`,
      ),
  );
}
