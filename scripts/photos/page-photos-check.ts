/**
 * The check of the pages' photos (content/settings/page-photos.yml) against her albums: the file's
 * shape, then each photo a page shows that its album no longer holds, or whose album is gone,
 * naming the file, the page and the photo. Run before every build (content-errors.ts) and by
 * `npm run test:content`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PAGE_PHOTOS_FILE } from '@/content/page-photo-choices';
import { readDataFile } from '@/content/read';
import type { Album } from '@/lib/albums/schema';
import { missingPagePhotos, photoUses } from '@/lib/page-photo-uses';
import { ALBUMS_DIR } from '@/lib/albums/read';

/**
 * Every problem of the pages' photos. `albums` are the albums that could be read; a photo of an
 * album whose folder is there but could not be read is not named again (the album's own problems
 * are). `required` names a missing file; the check before the build leaves that to the pages.
 */
export function pagePhotoErrors(projectRoot: string, albums: readonly Album[], required = true): string[] {
  if (!required && !existsSync(path.join(projectRoot, PAGE_PHOTOS_FILE))) return [];
  const { data: choices, problems } = readDataFile('pagePhotos', projectRoot);
  if (!choices) return problems;
  const readable = new Set(albums.map((album) => album.slug));
  const uses = photoUses(choices).filter(({ photo }) => {
    const album = photo.slice(0, photo.indexOf('/'));
    return readable.has(album) || !existsSync(path.join(projectRoot, ALBUMS_DIR, album));
  });
  return missingPagePhotos(
    uses,
    albums.map((album) => ({
      slug: album.slug,
      title: album.title.en,
      files: album.photos.map((photo) => photo.file),
    })),
  );
}
