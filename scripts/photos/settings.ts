/**
 * Encoding settings and the cache keys derived from them. Changing any value re-encodes every
 * photo on the next run, and gives every output file a new name.
 *
 * Chosen by measuring on the 2-core build machine (one lane, per photo, all widths):
 * AVIF effort 1 ≈ 0.4 s, effort 2 ≈ 1.0 s and no smaller, effort 4 ≈ 15 s (a cold run of the
 * 143 demo photos would take over half an hour). AVIF is what current browsers download; WebP
 * only serves older Safari, so it gets the cheap effort 2 (≈ 0.25 s, ~10 % larger than effort 4),
 * and the JPEG fallback plain libjpeg (mozjpeg would cost 3× the time for a rarely served file).
 * With two photos at a time a cold run stays well inside the 3-minute budget.
 */
import { createHash } from 'node:crypto';

export const SETTINGS = {
  version: 4,
  /** srcset widths in CSS-independent pixels; a photo narrower than a width skips it. */
  widths: [360, 480, 800, 1200, 1600],
  avif: { quality: 50, effort: 1, chromaSubsampling: '4:2:0' },
  webp: { quality: 74, effort: 2 },
  /** The JPEG: the <img src> of browsers without AVIF or WebP, and the photo search engines are given. */
  fallback: { longEdge: 2048, quality: 78 },
  /**
   * Painted in a photo's place until it arrives: its average colour (7 bytes in the page, where a
   * blurred preview cost ~180 bytes per photo and 9 KB of a gallery's compressed HTML).
   */
  color: { resizeTo: 1 },
} as const;

export type EncodingSettings = typeof SETTINGS;

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

/** Identifies the settings in the manifest: entries made with other settings are encoded again. */
export function settingsHashOf(settings: EncodingSettings = SETTINGS): string {
  return sha1(JSON.stringify(settings)).slice(0, 12);
}

/** The SHA-1 of a photo's bytes: an unchanged photo is never encoded again. */
export function contentHashOf(bytes: Buffer): string {
  return sha1(bytes);
}

/**
 * The fingerprint in a photo's output names (`<name>.<fingerprint>-<width>.avif`): it changes with
 * the photo or the settings, so the host can cache the files forever (firebase.json: immutable).
 */
export function outputFingerprint(contentHash: string, settingsHash: string): string {
  return sha1(contentHash + settingsHash).slice(0, 8);
}
