/**
 * The photos of an album as the editor's photos field edits them (admin/photos-field/).
 * The English side holds the photos in her order, which one is the cover and each English
 * description; the Portuguese side holds each photo's Portuguese description beside its file name
 * (lib/albums/schema.ts). Pure: what adding, moving, removing, restoring and describing do, and what
 * stops her from saving, in her words, by the schema's own rules.
 */
import type { z } from 'zod';
import { photoEntry, type PhotoEntry, type portuguesePhotoEntry } from '@/lib/albums/schema';

export type PhotoRow = PhotoEntry;
export type PortugueseRow = z.infer<typeof portuguesePhotoEntry>;
/**
 * A photo she removed in this visit, with its descriptions, its place, and the photo that followed
 * it (none when it was the last), until she saves.
 */
export type RemovedPhoto = { row: PhotoRow; index: number; before?: string };

/** A line of the list she sees: a photo (its place from 0), or a removed photo shown where it was. */
export type ListedPhoto = { photo: PhotoRow; index: number } | { removed: RemovedPhoto };

/** A description the build accepts (the schema's rule: not empty, not only spaces). */
export const isDescribed = (text: string | undefined): boolean => photoEntry.shape.description.safeParse(text).success;

/** The field's value as the editor hands it over (a list, an Immutable list, or nothing yet) as rows. */
export function rowsOf(value: unknown): PhotoRow[] {
  const list: unknown =
    typeof value === 'object' && value !== null && 'toJS' in value && typeof value.toJS === 'function'
      ? (value.toJS as () => unknown)()
      : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { file, description, cover } = item as Record<string, unknown>;
    if (typeof file !== 'string' || file === '') return [];
    return [
      { file, description: typeof description === 'string' ? description : '', ...(cover === true ? { cover } : {}) },
    ];
  });
}

/** The rows with new photos added at the end. None becomes the cover by itself: she chooses it. */
export function addPhotos(
  rows: readonly PhotoRow[],
  added: readonly { file: string; description?: string }[],
): PhotoRow[] {
  return [...rows, ...added.map(({ file, description = '' }) => ({ file, description }))];
}

/** The rows with the photo at `index` moved one place up (-1) or down (+1), within the list. */
export function movePhoto(rows: readonly PhotoRow[], index: number, by: -1 | 1): PhotoRow[] {
  return movePhotoTo(rows, index, index + by);
}

/** The rows with the photo at `from` moved to the place `to` (both from 0), the others keeping their order. */
export function movePhotoTo(rows: readonly PhotoRow[], from: number, to: number): PhotoRow[] {
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length || from === to) return [...rows];
  const next = rows.filter((_, index) => index !== from);
  next.splice(to, 0, rows[from]!);
  return next;
}

/** The place (from 0) a position she typed ("Move to position…") stands for, or none when it is not one of the list's. */
export function positionTyped(typed: string, count: number): number | undefined {
  const position = Number(typed.trim());
  return Number.isInteger(position) && position >= 1 && position <= count ? position - 1 : undefined;
}

/**
 * The rows without the photo at `index`, and what to keep to restore it. A removed cover leaves the
 * album without one: no other photo becomes the cover by itself.
 */
export function removePhoto(rows: readonly PhotoRow[], index: number): { rows: PhotoRow[]; removed?: RemovedPhoto } {
  const row = rows[index];
  if (!row) return { rows: [...rows] };
  const before = rows[index + 1]?.file;
  return {
    rows: rows.filter((_, position) => position !== index),
    removed: { row, index, ...(before === undefined ? {} : { before }) },
  };
}

const fileOf = (line: ListedPhoto) => ('photo' in line ? line.photo.file : line.removed.row.file);

/**
 * The list she sees: the photos, each removed one shown in its place, before the photo that
 * followed it (itself perhaps removed), or where it was when that photo is gone from the list.
 */
export function listedPhotos(rows: readonly PhotoRow[], removed: readonly RemovedPhoto[]): ListedPhoto[] {
  const listed: ListedPhoto[] = rows.map((photo, index) => ({ photo, index }));
  for (const each of [...removed].reverse()) {
    if (rows.some((row) => row.file === each.row.file)) continue;
    const follower = each.before === undefined ? -1 : listed.findIndex((line) => fileOf(line) === each.before);
    listed.splice(follower === -1 ? Math.min(each.index, listed.length) : follower, 0, { removed: each });
  }
  return listed;
}

/**
 * The rows with a removed photo back where its line stands in the list (`removed`: all the photos
 * removed and not restored); it is the cover again if it was and none was chosen since.
 */
export function restorePhoto(
  rows: readonly PhotoRow[],
  photo: RemovedPhoto,
  removed: readonly RemovedPhoto[] = [photo],
): PhotoRow[] {
  if (rows.some((each) => each.file === photo.row.file)) return [...rows];
  const listed = listedPhotos(rows, removed.includes(photo) ? removed : [...removed, photo]);
  const line = listed.findIndex((each) => 'removed' in each && each.removed === photo);
  const index = listed.slice(0, line).filter((each) => 'photo' in each).length;
  const { cover, ...rest } = photo.row;
  const back = cover && !rows.some((each) => each.cover) ? photo.row : rest;
  return [...rows.slice(0, index), back, ...rows.slice(index)];
}

/** The rows with the photo at `index` as the only cover. */
export function setCover(rows: readonly PhotoRow[], index: number): PhotoRow[] {
  return rows.map(({ file, description }, position) =>
    position === index ? { file, description, cover: true } : { file, description },
  );
}

/** The rows with one description changed: a description is one line, so a line break in it (pasted) becomes a space. */
export function describePhoto<Row extends PortugueseRow>(rows: readonly Row[], index: number, text: string): Row[] {
  const description = text.replace(/\r\n?|\n/g, ' ');
  return rows.map((row, position) => (position === index ? { ...row, description } : row));
}

/**
 * The Portuguese rows for the English photos, in their order, each with the Portuguese description
 * written for its file (here, or before the photo was removed and restored: `setAside`); '' when none.
 */
export function portugueseRowsFor(
  english: readonly PhotoRow[],
  portuguese: readonly PortugueseRow[],
  setAside: ReadonlyMap<string, string> = new Map(),
): PortugueseRow[] {
  const written = new Map(portuguese.map((row) => [row.file, row.description]));
  return english.map(({ file }) => ({ file, description: written.get(file) ?? setAside.get(file) ?? '' }));
}

/** Whether two lists name the same files in the same order. */
export const sameFiles = (a: readonly { file: string }[], b: readonly { file: string }[]): boolean =>
  a.length === b.length && a.every((row, index) => row.file === b[index]?.file);

/** The rows with a description, in order, as one text to compare. */
const describedOf = (rows: readonly PortugueseRow[]): string =>
  JSON.stringify(rows.filter((row) => row.description !== '').map((row) => [row.file, row.description]));

/**
 * What the Portuguese side must write for its rows to follow the English photos (`next`, from
 * portugueseRowsFor), or none when nothing would be saved otherwise: a Portuguese description moved,
 * restored or given to a new photo, or a row of a photo the English no longer has. A row that would
 * only be added empty is not written by following: the editor counts any new value as a change to
 * save, so merely opening the Portuguese side would otherwise leave the entry with changes she did
 * not make. It is written with the others when she writes a Portuguese description.
 */
export function portugueseToFollow(
  english: readonly { file: string }[],
  portuguese: readonly PortugueseRow[],
  next: readonly PortugueseRow[],
): PortugueseRow[] | undefined {
  const files = new Set(english.map((row) => row.file));
  const stale = portuguese.some((row) => !files.has(row.file));
  return stale || describedOf(next) !== describedOf(portuguese) ? [...next] : undefined;
}

/** Her name for a photo's file: the file's name without its extension (IMG_4122.jpg and IMG_4122.webp are IMG_4122). */
export const photoName = (file: string): string => file.replace(/\.[^./]*$/, '');

/** A photo as the field's messages name it: its number (from 1) and her name for it, "Photo 24, IMG_4122". */
export const photoCalled = (index: number, name: string): string => `Photo ${index + 1}, ${photoName(name)}`;

/** What stops her from saving the English side, one sentence each: no photo, a description missing, no cover. */
export function englishProblems(
  rows: readonly PhotoRow[],
  nameOf: (file: string) => string = (file) => file,
): string[] {
  if (rows.length === 0) return ['Add the album’s photos.'];
  const missing = rows.flatMap((row, index) =>
    isDescribed(row.description) ? [] : [`${photoCalled(index, nameOf(row.file))}, has no English description.`],
  );
  const covers = rows.filter((row) => row.cover).length;
  const cover =
    covers === 1
      ? []
      : [covers === 0 ? 'Choose the cover: no photo is the cover.' : 'Choose one cover: several photos are marked.'];
  return [...missing, ...cover];
}

/** What stops her from saving the Portuguese side: each photo without its Portuguese description. */
export function portugueseProblems(
  english: readonly PhotoRow[],
  portuguese: readonly PortugueseRow[],
  nameOf: (file: string) => string = (file) => file,
): string[] {
  const written = new Map(portuguese.map((row) => [row.file, row.description]));
  return english.flatMap((row, index) =>
    isDescribed(written.get(row.file))
      ? []
      : [`${photoCalled(index, nameOf(row.file))}, has no Portuguese description.`],
  );
}

/** What the field says once photos are added: how many, and only "of how many" when some could not be. */
export function addedNotice(added: number, chosen: number): string {
  if (added === chosen) return added === 1 ? '1 photo added.' : `${added} photos added.`;
  return `${added} of ${chosen} photos added.`;
}

/** The photos still without a description, said as she reads it: "photo 6", "photos 18, 19 and 20". */
export function stillToDescribe(numbers: readonly number[]): string {
  if (numbers.length === 0) return '';
  if (numbers.length === 1) return `photo ${numbers[0]}`;
  return `photos ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}
