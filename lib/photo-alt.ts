import { albumsByCategory } from '@/content/albums';
import type { PhotoRef } from '@/content/pages/types';
import type { Localized } from './i18n';

/**
 * The alt text of a photo a page's content points at: the page's own text when it has one,
 * otherwise the description written for that photo in content/albums.ts.
 */
export function photoRefAlt(ref: PhotoRef): Localized<string> {
  const src = `${ref.category}/${ref.album}/${ref.file}`;
  const albumAlt = albumsByCategory[ref.category]
    .find((group) => group.album === ref.album)
    ?.images.find((image) => image.src === src)?.alt;
  const alt = ref.alt ?? albumAlt;
  if (!alt) {
    throw new Error(
      `No description for ${ref.file} of album ${ref.category}/${ref.album}; add it in content/albums.ts or content/pages/.`,
    );
  }
  return alt;
}
