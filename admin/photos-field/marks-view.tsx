/**
 * The marks on descriptions a service wrote, on either side of the photos field (admin/photos-field/marks.ts):
 * "Suggested from English: check it." with Keep, until she corrects or keeps each one, and what they
 * say to the editor when she saves.
 *
 * A machine that writes into a box says so here (`noteMachineTexts`), and her Keep and her typing
 * say she checked it (`noteChecked`): the mark, Keep and the refused save then follow by themselves.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import {
  MARK_WORDS,
  markOf,
  stillToCheck,
  uncheckedMarks,
  type MachineKind,
  type MarkKind,
  type SideMarks,
} from './marks';
import type { PhotoRow, PortugueseRow } from './photo-rows';
import { brazilianForms } from '@/admin/translation/translation-request';
import type { SideLanguage, VisitStore } from '../visit/visit-store';
import { albumOf, isPortugueseSide, type PhotosFieldInstance, type Side } from './field-state';

/** What decides the marks of an album's side now (admin/photos-field/marks.ts). */
const marksOn = (visit: VisitStore, language: SideLanguage, album: string): SideMarks =>
  visit.marks.of(album, language, language === 'pt' ? visit.portugueseBehind(album) : undefined);

const languageOf = (field: PhotosFieldInstance): SideLanguage => (isPortugueseSide(field.props) ? 'pt' : 'en');

const marksOfField = (field: PhotosFieldInstance) => marksOn(field.visit, languageOf(field), albumOf(field.props));

/** The mark on a description of an album's side, as the review view shows it from either side; none when there is nothing to check. */
export const markOn = (
  visit: VisitStore,
  language: SideLanguage,
  album: string,
  row: { file: string; description: string },
): MarkKind | undefined => markOf(row, marksOn(visit, language, album));

/** Notes that a machine wrote these texts into this side's boxes, by photo: each is marked until she checks it. */
export function noteMachineTexts(
  field: PhotosFieldInstance,
  texts: ReadonlyMap<string, string>,
  kind: MachineKind,
): void {
  for (const [file, text] of texts) field.visit.marks.wrote(albumOf(field.props), languageOf(field), file, text, kind);
}

/** Notes that she checked this photo's box on this side, as it now holds `text`: kept it, or wrote in it. */
const noteChecked = (field: PhotosFieldInstance, file: string, text: string) =>
  field.visit.marks.checked(albumOf(field.props), languageOf(field), file, text);

/**
 * How many of `files` (the photos one run filled in) still carry the mark of `kind` on this side,
 * as the field's rows are now.
 */
export const stillToCheckOf = (
  field: PhotosFieldInstance,
  rows: readonly { file: string; description: string }[],
  files: readonly string[],
  kind: MachineKind,
): number => stillToCheck(rows, files, kind, marksOfField(field));

/**
 * Keeps a description as it is. The editor is told by writing the side's rows again, unchanged: it
 * asks the field again what stops a save.
 */
export function keep(
  field: PhotosFieldInstance,
  row: PhotoRow | PortugueseRow,
  rows: readonly PhotoRow[] | readonly PortugueseRow[],
): void {
  noteChecked(field, row.file, row.description);
  field.setState({ kept: field.state.kept + 1 });
  field.props.onChange([...rows]);
}

/** The mark on a description she has still to check, with Keep; none otherwise. */
export function markFor(
  { h, field }: Side,
  row: PhotoRow | PortugueseRow | undefined,
  index: number,
  rows: readonly PhotoRow[] | readonly PortugueseRow[],
): ReactElement | null {
  const kind = row && markOf(row, marksOfField(field));
  if (!row || !kind) return null;
  const words = MARK_WORDS[kind];
  const brazilian = isPortugueseSide(field.props) ? brazilianForms(row.description) : [];
  return (
    <p className="photos-field__suggested">
      {brazilian.length === 0
        ? `${words.says}: check it.`
        : `${words.says}: check it; “${brazilian.join('”, “')}” is said in Brazil, not in Portugal.`}{' '}
      <button
        type="button"
        aria-label={`Keep the ${words.adjective} description of photo ${index + 1}`}
        onClick={() => keep(field, row, rows)}
      >
        Keep
      </button>
    </p>
  );
}

/** What stops a save while a description is still to check, naming each photo. */
export function marksStoppingSave(
  field: PhotosFieldInstance,
  rows: readonly { file: string; description: string }[],
): string[] {
  const language = isPortugueseSide(field.props) ? 'Portuguese' : 'English';
  return uncheckedMarks(rows, marksOfField(field), language, field.visit.nameOf);
}
