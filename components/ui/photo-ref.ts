import type { PhotoRef } from '@/content/pages/types';
import type { Locale } from '@/lib/i18n';
import { photoRefAlt } from '@/lib/photo-alt';
import { getPhoto, type Photo } from '@/lib/photos';

/** A photo with its alt text in one language, as a photo of an album has it. */
export type ResolvedPhoto = { photo: Photo; alt: string };

/**
 * The photo a page's content points at, with its alt text in the page's language.
 * Server-only (reads the image manifest through lib/photos).
 */
export function resolvePhotoRef(ref: PhotoRef, locale: Locale): ResolvedPhoto {
  return { photo: getPhoto(ref.album, ref.file), alt: photoRefAlt(ref)[locale] };
}
