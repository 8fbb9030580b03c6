/**
 * The check that stops `npm run photos` (and so every build) while content/ has something to fix:
 * a photo without a description, a description without its photo, an empty description, a folder
 * name that cannot be an address, a story missing a language or a field, a cover that is not in
 * the album's folder. One message per thing to fix, each naming the album and the file.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { albumsByCategory, type AlbumGroup } from '@/content/albums';
import type { GalleryRouteKey } from '@/content/routes';
import { STORIES_DIR, storyErrors } from '@/lib/stories';
import { albumEntryErrors, albumErrors, listedAlbums } from './albums';

type ContentCheck = {
  projectRoot: string;
  /** The photo files found in each 'category/album' folder of content/photos/. */
  found: Readonly<Record<string, readonly string[]>>;
  /** The albums of content/albums.ts (tests pass their own). */
  albums?: Readonly<Record<GalleryRouteKey, readonly AlbumGroup[]>>;
};

/** Every problem of content/, one message each (none when the site can be built). */
export function contentErrors({ projectRoot, found, albums = albumsByCategory }: ContentCheck): string[] {
  const storyFilesOf = (category: string) => {
    try {
      return readdirSync(path.join(projectRoot, STORIES_DIR, category)).filter((file) => !file.startsWith('.'));
    } catch {
      return [];
    }
  };
  return [
    ...albumEntryErrors(albums),
    ...albumErrors(listedAlbums(albums), found),
    ...storyErrors(projectRoot, albums, storyFilesOf),
  ];
}

/** Stops with every message of contentErrors, when there is any. */
export function assertContent(check: ContentCheck): void {
  const errors = contentErrors(check);
  if (errors.length > 0) {
    throw new Error(`The site cannot be built until content/ is fixed:\n  ${errors.join('\n  ')}`);
  }
}
