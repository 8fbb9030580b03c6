/**
 * The photos as the site serves them, read at build time from the manifest that
 * scripts/photos/build-photos.ts writes (`npm run photos`). Server-only: it reads the file system, so
 * only server components and build-time code may import it; client components receive `Photo`
 * objects as props.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Photo } from './photo-files';
import type { ManifestPhoto, PhotoManifest } from './photo-manifest';

export type { Photo } from './photo-files';

export const MANIFEST_FILE = path.join('.cache', 'photos', 'manifest.json');
const RUN_PHOTOS = 'Run `npm run photos` to build the photos first.';

/**
 * The compact photo of a manifest entry. Every file must follow the `<base>-<width>.<format>`
 * naming (scripts/build-photos writes them so); anything else is a build error, not a broken image.
 */
export function toPhoto(entry: ManifestPhoto): Photo {
  const base = entry.fallback.src.replace(/-\d+\.jpg$/, '');
  const widths = [...new Set(entry.variants.map((variant) => variant.width))].toSorted((a, b) => a - b);
  const expected = widths.flatMap((width) => (['avif', 'webp'] as const).map((format) => `${base}-${width}.${format}`));
  const actual = entry.variants.map((variant) => variant.src);
  if (!entry.fallback.src.endsWith(`-${entry.fallback.width}.jpg`) || expected.some((file) => !actual.includes(file))) {
    throw new Error(`The files of ${entry.file} do not follow the '<name>-<width>.<format>' naming. ${RUN_PHOTOS}`);
  }
  return {
    base: encodeURI(base),
    width: entry.width,
    height: entry.height,
    widths,
    jpegWidth: entry.fallback.width,
    color: entry.color,
  };
}

/** The manifest's entries of one album folder, in name order; throws a message naming the folder when absent. */
function folderEntries(manifest: PhotoManifest, album: string): ManifestPhoto[] {
  const entries = manifest.albums[album];
  if (!entries || entries.length === 0) {
    throw new Error(
      `No photos for the album "${album}": add them to content/albums/${album}/, then ${RUN_PHOTOS.charAt(0).toLowerCase()}${RUN_PHOTOS.slice(1)}`,
    );
  }
  return entries;
}

/** The photos of one album folder, in name order; throws a message naming the folder when absent. */
export function albumPhotosFrom(manifest: PhotoManifest, album: string): Photo[] {
  return folderEntries(manifest, album).map(toPhoto);
}

/** The photo `file` of an album folder; throws a message naming the album and the file when there is none. */
export function photoFrom(manifest: PhotoManifest, album: string, file: string): Photo {
  const entry = folderEntries(manifest, album).find((candidate) => candidate.file === file);
  if (!entry) {
    throw new Error(
      `Album ${album}: there is no photo "${file}" in content/albums/${album}/. Fix the file name or add the photo.`,
    );
  }
  return toPhoto(entry);
}

let cache: { path: string; mtimeMs: number; manifest: PhotoManifest } | null = null;

/** Reads the manifest, again only when the file changed (a dev server sees new photos). */
export function readManifest(root: string = process.cwd()): PhotoManifest {
  const file = path.join(root, MANIFEST_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    throw new Error(`The photo manifest ${MANIFEST_FILE} is missing. ${RUN_PHOTOS}`);
  }
  if (cache && cache.path === file && cache.mtimeMs === mtimeMs) return cache.manifest;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as PhotoManifest;
  if (!manifest || typeof manifest.albums !== 'object') {
    throw new Error(`The photo manifest ${MANIFEST_FILE} is not valid. ${RUN_PHOTOS}`);
  }
  cache = { path: file, mtimeMs, manifest };
  return manifest;
}

/** The photo `file` of the album folder content/albums/<album>/. */
export function getPhoto(album: string, file: string): Photo {
  return photoFrom(readManifest(), album, file);
}
