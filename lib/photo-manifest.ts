/**
 * The photo manifest's shape: what scripts/photos/build-photos.ts writes to .cache/photos/ for
 * every photo of every album (its size, average colour and encoded files), and lib/photos.ts reads.
 * Types only, so that the browser-safe lib/photo-files.ts can derive a page's Photo from them.
 */

export type PhotoFormat = 'avif' | 'webp';

export type ManifestVariant = { format: PhotoFormat; src: string; width: number; height: number; bytes: number };

export type ManifestPhoto = {
  file: string;
  name: string;
  width: number;
  height: number;
  /** The average colour ('#a58b6f'). */
  color: string;
  fallback: { src: string; width: number; height: number; bytes: number };
  variants: ManifestVariant[];
};

export type PhotoManifest = { version: number; albums: Record<string, ManifestPhoto[]> };
