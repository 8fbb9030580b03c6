/**
 * The marks on descriptions a service wrote, on either side of the photos field (admin/photos-field/marks.ts):
 * "Suggested from English: check it." with Keep, until she corrects or keeps each one, and what they
 * say to the editor when she saves.
 *
 * A service adds its kind of text here: its texts, where they came from, and the sides it writes
 * for. The mark, Keep and the refused save then follow by themselves.
 */
import type { ReactElement } from 'react';
import { markOf, stillToCheck, uncheckedMarks, type MarkKind } from './marks';
import type { PhotoRow, PortugueseRow } from './photo-rows';
import { brazilianForms } from '@/admin/translation/translation-request';
import type { SideLanguage, VisitStore } from '../visit/visit-store';
import { albumOf, checkedIn, hersIn, isPortugueseSide, type PhotosFieldInstance, type Side } from './field-state';

const DRAFTED = 'Drafted from the photo';
const SUGGESTED = 'Suggested from English';

/**
 * The kinds of text to check on a side of an album, with the texts of each in this visit: drafts
 * from the photos on either side (drafts.ts); on the Portuguese side, first a Portuguese written or
 * suggested before its English changed (its `rows` tell which texts those are now), then the
 * Portuguese suggested from the English.
 */
function kindsFor(
  visit: VisitStore,
  language: SideLanguage,
  album: string,
  rows: readonly { file: string; description: string }[],
): readonly MarkKind[] {
  const drafted: MarkKind = { says: DRAFTED, adjective: 'drafted', texts: visit.draftedTexts };
  if (language === 'en') return [drafted];
  const behind = visit.portugueseBehind(album);
  const englishChanged: MarkKind = {
    says: 'The English changed',
    adjective: 'Portuguese',
    texts: new Set(rows.filter((row) => behind.has(row.file)).map((row) => row.description)),
    toCheck: 'written before its English changed',
    // Saved before its English changed, it is still to check: only her Keep or correction clears it.
    clearedBy: [visit.checkedByHer.pt.of(album)],
  };
  return [englishChanged, { says: SUGGESTED, adjective: 'suggested', texts: visit.suggestedTexts }, drafted];
}

const languageOf = (field: PhotosFieldInstance): SideLanguage => (isPortugueseSide(field.props) ? 'pt' : 'en');

const kindsOf = (field: PhotosFieldInstance, rows: readonly { file: string; description: string }[]) =>
  kindsFor(field.visit, languageOf(field), albumOf(field.props), rows);

/** The descriptions of an album's side that are hers: written or kept by her, or saved. */
const hersOn = (visit: VisitStore, language: SideLanguage, album: string) => [
  visit.checkedByHer[language].of(album),
  visit.savedByHer[language].of(album),
];

/**
 * The mark on a description of an album's side, as the review view shows it from either side:
 * what it says, or none when there is nothing to check.
 */
export function markOn(
  visit: VisitStore,
  language: SideLanguage,
  album: string,
  rows: readonly { file: string; description: string }[],
  row: { file: string; description: string },
): MarkKind | undefined {
  return markOf(row, kindsFor(visit, language, album, rows), hersOn(visit, language, album));
}

/**
 * How many of `files` (the photos one run filled in) still carry the mark of drafts (`drafted`) or
 * of suggestions from English (`suggested`) on this side, as the field's rows are now.
 */
export function stillToCheckOf(
  field: PhotosFieldInstance,
  rows: readonly { file: string; description: string }[],
  files: readonly string[],
  which: 'drafted' | 'suggested',
): number {
  const kinds = kindsOf(field, rows);
  const kind = kinds.find((each) => each.adjective === which);
  return kind ? stillToCheck(rows, files, kind, kinds, hersIn(field)) : 0;
}

/**
 * Keeps a description as the service gave it. The editor is told by writing the side's rows again,
 * unchanged: it asks the field again what stops a save.
 */
export function keep(
  field: PhotosFieldInstance,
  row: PhotoRow | PortugueseRow,
  rows: readonly PhotoRow[] | readonly PortugueseRow[],
): void {
  checkedIn(field).set(row.file, row.description);
  field.setState({ kept: field.state.kept + 1 });
  field.props.onChange([...rows]);
}

/** The mark on a description a service wrote and she has not checked yet, with Keep; none otherwise. */
export function markFor(
  { h, field }: Side,
  row: PhotoRow | PortugueseRow | undefined,
  index: number,
  rows: readonly PhotoRow[] | readonly PortugueseRow[],
): ReactElement | null {
  const kind = row && markOf(row, kindsOf(field, rows), hersIn(field));
  if (!row || !kind) return null;
  const brazilian = isPortugueseSide(field.props) ? brazilianForms(row.description) : [];
  return h(
    'p',
    { className: 'photos-field__suggested' },
    brazilian.length === 0
      ? `${kind.says}: check it.`
      : `${kind.says}: check it; “${brazilian.join('”, “')}” is said in Brazil, not in Portugal.`,
    ' ',
    h(
      'button',
      {
        type: 'button',
        'aria-label': `Keep the ${kind.adjective} description of photo ${index + 1}`,
        onClick: () => keep(field, row, rows),
      },
      'Keep',
    ),
  );
}

/** What stops a save while a description a service wrote is unchecked, naming each photo. */
export function marksStoppingSave(
  field: PhotosFieldInstance,
  rows: readonly { file: string; description: string }[],
): string[] {
  const language = isPortugueseSide(field.props) ? 'Portuguese' : 'English';
  return uncheckedMarks(rows, kindsOf(field, rows), hersIn(field), language, field.visit.nameOf);
}
