/**
 * The photos of an album as the editor's photos field edits them (components/admin/photos-field.ts):
 * each with both descriptions, one of them the cover. Pure: what adding, moving, removing and
 * describing do, and what stops her from saving, in her words.
 */
import type { PhotoEntry } from '@/lib/albums/schema';

export type PhotoRow = PhotoEntry;
export type Language = 'en' | 'pt';

const languageNames: Record<Language, string> = { en: 'English', pt: 'Portuguese' };

/** The field's value as the editor hands it over (a list, an Immutable list, or nothing yet) as rows. */
export function rowsOf(value: unknown): PhotoRow[] {
  const list: unknown =
    typeof value === 'object' && value !== null && 'toJS' in value && typeof value.toJS === 'function'
      ? (value.toJS as () => unknown)()
      : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { file, en, pt, cover } = item as Record<string, unknown>;
    if (typeof file !== 'string' || file === '') return [];
    return [
      {
        file,
        en: typeof en === 'string' ? en : '',
        pt: typeof pt === 'string' ? pt : '',
        ...(cover === true ? { cover } : {}),
      },
    ];
  });
}

/** The rows with new photos added at the end; the first photo of an album without a cover becomes it. */
export function addPhotos(rows: readonly PhotoRow[], added: readonly { file: string; en?: string }[]): PhotoRow[] {
  const next: PhotoRow[] = [...rows, ...added.map(({ file, en = '' }) => ({ file, en, pt: '' }))];
  return next.some((row) => row.cover) ? next : next.map((row, index) => (index === 0 ? { ...row, cover: true } : row));
}

/** The rows with the photo at `index` moved one place up (-1) or down (+1), within the list. */
export function movePhoto(rows: readonly PhotoRow[], index: number, by: -1 | 1): PhotoRow[] {
  const target = index + by;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The rows without the photo at `index`; a removed cover passes to the first photo left. */
export function removePhoto(rows: readonly PhotoRow[], index: number): PhotoRow[] {
  const removed = rows[index];
  const next = rows.filter((_, position) => position !== index);
  return removed?.cover && next.length > 0 ? setCover(next, 0) : next;
}

/** The rows with the photo at `index` as the only cover. */
export function setCover(rows: readonly PhotoRow[], index: number): PhotoRow[] {
  return rows.map(({ file, en, pt }, position) =>
    position === index ? { file, en, pt, cover: true } : { file, en, pt },
  );
}

/** The rows with one description changed. */
export function describePhoto(rows: readonly PhotoRow[], index: number, language: Language, text: string): PhotoRow[] {
  return rows.map((row, position) => (position === index ? { ...row, [language]: text } : row));
}

/** What stops her from saving, one sentence each: no photo, a description missing, no cover. */
export function photoProblems(rows: readonly PhotoRow[], nameOf: (file: string) => string = (file) => file): string[] {
  if (rows.length === 0) return ['Add the album’s photos.'];
  const missing = rows.flatMap((row, index) =>
    (['en', 'pt'] as const)
      .filter((language) => row[language].trim() === '')
      .map((language) => `Photo ${index + 1} (${nameOf(row.file)}) has no ${languageNames[language]} description.`),
  );
  const covers = rows.filter((row) => row.cover).length;
  return [...missing, ...(covers === 1 ? [] : ['Choose one photo as the cover.'])];
}
