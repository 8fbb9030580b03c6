/**
 * The check that stops `npm run photos` (and so every build) while content/albums/ has something
 * to fix: a field missing or mistyped in either language, a photo without a description, an empty
 * story, no cover, a photo the album shows but its folder lacks, a folder name that cannot be an
 * address, a photo a page shows (content/settings/page-photos.yml) that its album no longer holds,
 * no album at all.
 * One message per thing to fix, each naming the album or the page, the file and the language.
 */
import { noAlbumProblems } from '@/lib/albums/gallery';
import { readAlbums } from '@/lib/albums/read';
import { listedAlbums, missingPhotos } from './albums';
import { pagePhotoErrors } from './page-photos-check';

type ContentCheck = {
  projectRoot: string;
  /** The photo files found in each album folder of content/albums/. */
  found: Readonly<Record<string, readonly string[]>>;
};

/** Every problem of content/albums/, one message each (none when the site can be built). */
export function contentErrors({ projectRoot, found }: ContentCheck): string[] {
  const { albums, problems } = readAlbums(projectRoot);
  return [
    ...problems,
    ...noAlbumProblems({ albums, problems }),
    ...missingPhotos(listedAlbums(albums), found),
    ...pagePhotoErrors(projectRoot, albums, false),
  ];
}

/** Stops with every message of contentErrors, when there is any. */
export function assertContent(check: ContentCheck): void {
  const errors = contentErrors(check);
  if (errors.length > 0) {
    throw new Error(
      `The site cannot be built until content/albums/ (or the pages’ photos) is fixed:\n  ${errors.join('\n  ')}`,
    );
  }
}
