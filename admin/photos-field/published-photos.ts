/**
 * The saved photos as the site publishes them, listed for the photos field with the editor
 * (admin/build/build-admin.ts; the local editor lists the album's photos themselves): for each, its
 * thumbnail, for the field's list, and a copy large enough to draft from, so that a saved photo the
 * editor has not read from the repository is still sent at the size the drafting's notice promises,
 * never as its thumbnail. Pure.
 */
import type { ManifestVariant } from '@/lib/photo-manifest';
import { DRAFT_LONG_SIDE } from '../drafting/draft-request';

/** A saved photo's published files: the smallest, and one with a long side of at least the drafted copy's. */
export type PublishedPhoto = { thumbnail: string; large: string };

/** The published photos of every album, by '<album>/<file>'. */
export type PublishedPhotos = Readonly<Record<string, PublishedPhoto>>;

/** The list's name, in the editor's folder. */
export const PUBLISHED_PHOTOS_FILE = 'published-photos.json';

/** A photo's key in the list. */
export const publishedKey = (album: string, file: string) => `${album}/${file}`;

/**
 * A photo's thumbnail (its smallest WebP) and its copy to draft from: the smallest WebP whose long
 * side is at least `longSide`, else the largest there is (a photo smaller than that is sent whole).
 */
export function publishedPhoto(
  variants: readonly ManifestVariant[],
  longSide: number = DRAFT_LONG_SIDE,
): PublishedPhoto | undefined {
  const webp = variants.filter((variant) => variant.format === 'webp').toSorted((a, b) => a.width - b.width);
  const [smallest, largest] = [webp[0], webp.at(-1)];
  if (!smallest || !largest) return undefined;
  const large = webp.find((variant) => Math.max(variant.width, variant.height) >= longSide) ?? largest;
  return { thumbnail: smallest.src, large: large.src };
}
