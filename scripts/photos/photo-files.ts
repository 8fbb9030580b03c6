/** Names and sizes of photo files: which files are photos, their order, their public names. */
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export { isPhotoFile } from '../../lib/going-live/photo-names';

/** A file name as a URL-safe slug: 'IMG 0042 (edit).JPG' → 'img-0042-edit'. */
export function slugify(fileName: string): string {
  const base = path.basename(fileName, path.extname(fileName));
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'photo';
}

/**
 * The public names of an album's files, in the given order: their slugs, with -2, -3… added when
 * two files give the same slug ('a.jpg' and 'A.png').
 */
export function publicNames(files: readonly string[]): string[] {
  const used = new Set<string>();
  return files.map((file) => {
    let name = slugify(file);
    for (let n = 2; used.has(name); n++) name = `${slugify(file)}-${n}`;
    used.add(name);
    return name;
  });
}

/** The widths to encode for a photo `width` pixels wide: never larger than the photo itself. */
export function variantWidths(width: number, widths: readonly number[]): number[] {
  const fitting = widths.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1048576) return `${(bytes / 1048576).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** A folder's entries; none when the folder does not exist. */
export async function readDirSafe(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
