import { createHash } from 'node:crypto';
import type { Album } from '@/lib/albums/schema';

/**
 * The fingerprint of the demo content the project ships (the albums of content/albums/ and the
 * region of content/settings/site.yml, as demoFingerprint reads them). Change it only when you change the demo on
 * purpose: the skipped test's name says what content/ gives now.
 */
const SHIPPED_DEMO_FINGERPRINT = '01823e65b0e56314';

/** What the demo's fingerprint reads of an album. */
export type FingerprintedAlbum = Pick<Album, 'slug' | 'heading' | 'place' | 'photos'>;

/**
 * A fingerprint of what the demo's checks read: each album's folder, title and place, and
 * its photo files, in page order, and the site's region. Any album added, removed, reordered,
 * renamed, retitled, trimmed or given a photo of its own changes it.
 */
export function demoFingerprint(
  albums: Readonly<Record<string, readonly FingerprintedAlbum[]>>,
  region: string,
): string {
  const listing = Object.entries(albums).map(([category, albumsOfPage]) => [
    category,
    albumsOfPage.map((album) => [album.slug, album.heading, album.place, album.photos.map((photo) => photo.file)]),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([listing, region]))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Whether content/ is exactly the demo the project ships. The demo's exact counts (six
 * wedding albums of 16, 25, 9, 19, 11 and 12 photos, 143 in all…) are checked only then, so the
 * photographer's own albums, or a demo album trimmed, removed or reordered, never turn a test red.
 */
export function isShippedDemo(
  albums: Readonly<Record<string, readonly FingerprintedAlbum[]>>,
  region: string,
): boolean {
  return demoFingerprint(albums, region) === SHIPPED_DEMO_FINGERPRINT;
}

/** The fingerprint of the shipped FAQ and photoshoot process (their English questions and step titles, in order). */
const SHIPPED_PAGES_FINGERPRINT = '8fd04f3114fd3bb0';

/**
 * Whether the FAQ and the photoshoot process are the demo's: its counts (10 questions, 3 steps,
 * planning first) are checked only then, so her own questions and steps never turn a test red.
 */
export function isShippedPages(questions: readonly string[], steps: readonly string[]): boolean {
  return (
    createHash('sha256')
      .update(JSON.stringify([questions, steps]))
      .digest('hex')
      .slice(0, 16) === SHIPPED_PAGES_FINGERPRINT
  );
}
