import { albumsByCategory } from '@/content/albums';
import type { PhotoRef } from '@/content/pages/types';
import type { Locale } from '@/lib/i18n';
import { getPhoto, type Photo } from '@/lib/photos';

export type ResolvedPhoto = { photo: Photo; alt: string };

/**
 * The photo a page's content points at, with its alt text in the page's language: the page's own
 * text when it has one, otherwise the description written for that photo in content/albums.ts.
 * Server-only (reads the image manifest through lib/photos).
 */
export function resolvePhotoRef(ref: PhotoRef, locale: Locale): ResolvedPhoto {
  const albumAlt = albumsByCategory[ref.category]
    .find((group) => group.album === ref.album)
    ?.images[ref.position - 1]?.alt;
  const alt = ref.alt ?? albumAlt;
  if (!alt) {
    throw new Error(`No alt text for photo ${ref.position} of album '${ref.album}' (${ref.category}); add it in content/albums.ts or content/pages/.`);
  }
  return { photo: getPhoto(ref.category, ref.album, ref.position - 1), alt: alt[locale] };
}
