/**
 * The photos field's state: what each side of the field holds (the editor keeps it in the entry),
 * what the field remembers while she edits (adding, notices, removed photos) and what the two
 * sides share in a visit.
 */
import type { CustomFieldControlProps } from '@sveltia/cms';
import { portugueseRowsFor, rowsOf, sameFiles, type PhotoRow, type RemovedPhoto } from '@/lib/admin/photo-rows';
import type { Instance } from './editor-react';

export type FieldState = {
  /** While photos are being added: how many are done, of how many. */
  adding: { done: number; total: number } | null;
  notice: string;
  /** The photos removed in this visit, last removed last, to restore until she saves. */
  removed: RemovedPhoto[];
  /** The published thumbnails of the saved photos ('<album>/<file>' → URL). */
  published: Record<string, string>;
  /** How many photos the editor's asset API has given so far: a new one draws the field again. */
  pictures: number;
  /** While the Portuguese descriptions are being suggested. */
  suggesting: boolean;
  /** How many suggestions she has kept as they are: each draws the field again. */
  kept: number;
};

/** The field as its parts see it: its props from the editor, and its own state. */
export type PhotosFieldInstance = Instance<FieldState>;

export const initialState = (pictures: number): FieldState => ({
  adding: null,
  notice: '',
  removed: [],
  published: {},
  pictures,
  suggesting: false,
  kept: 0,
});

/*
 * What the two sides share while she edits: the camera's file names of the photos added in this
 * visit (by the value the editor gave them), and the Portuguese descriptions of removed photos, so
 * a restored photo gets both its descriptions back.
 */
const cameraNames = new Map<string, string>();
export const setAsidePortuguese = new Map<string, string>();
/** The Portuguese descriptions she wrote or kept as suggested, by file: never marked as unchecked suggestions. */
export const checkedByHer = new Map<string, string>();

/** Notes the camera's name of a photo added in this visit, under the value the editor gave it. */
export const noteCameraName = (file: string, cameraName: string) => cameraNames.set(file, cameraName);

/** The photo's name as she knows it: the camera's file name while it is new, then its stored name. */
export const nameOf = (file: string) => cameraNames.get(file) ?? file;

/** Whether this is the Portuguese side of the field: its entry then holds the English side as the other language. */
export const isPortugueseSide = (props: CustomFieldControlProps) =>
  props.entry?.getIn(['i18n', 'en', 'data']) !== undefined;

/**
 * The photos as this side holds them now. The editor keeps a list value as separate entries, one
 * per item and field, and hands the control back only an empty list; the entry's own data is whole.
 */
export function rowsIn(props: CustomFieldControlProps): PhotoRow[] {
  const name = String(props.field.get('name'));
  return rowsOf(props.entry?.getIn(['data', name]) ?? props.value);
}

/** The English side's photos, seen from the Portuguese side. */
export function englishRowsIn(props: CustomFieldControlProps): PhotoRow[] {
  return rowsOf(props.entry?.getIn(['i18n', 'en', 'data', String(props.field.get('name'))]));
}

/** The Portuguese rows for the English photos as the entry holds both now. */
export const portugueseRowsIn = (props: CustomFieldControlProps) =>
  portugueseRowsFor(englishRowsIn(props), rowsIn(props), setAsidePortuguese);

/**
 * The Portuguese side follows the English photos (added, removed, moved), keeping each Portuguese
 * description with its file; a removed photo's description is set aside for its restoring.
 */
export function followEnglish(props: CustomFieldControlProps): void {
  if (!isPortugueseSide(props)) return;
  const english = englishRowsIn(props);
  const portuguese = rowsIn(props);
  const next = portugueseRowsFor(english, portuguese, setAsidePortuguese);
  if (sameFiles(next, portuguese)) return;
  for (const row of portuguese) {
    if (row.description && !english.some((photo) => photo.file === row.file)) {
      setAsidePortuguese.set(row.file, row.description);
    }
  }
  props.onChange(next);
}
