import { albumsByCategory } from '@/lib/albums';
import type { PhotoRef } from '@/content/pages/types';
import type { Localized } from './i18n';

/**
 * The alt text of a photo a page's content points at: the page's own text when it has one,
 * otherwise the description written for that photo in its album.
 */
export function photoRefAlt(ref: PhotoRef): Localized<string> {
  const albumAlt = Object.values(albumsByCategory)
    .flat()
    .find((album) => album.slug === ref.album)
    ?.photos.find((photo) => photo.file === ref.file)?.alt;
  const alt = ref.alt ?? albumAlt;
  if (!alt) {
    throw new Error(
      `No description for ${ref.file} of the album ${ref.album}; add the photo to that album (content/albums/${ref.album}/) or give it an alt text in content/pages/.`,
    );
  }
  return alt;
}
