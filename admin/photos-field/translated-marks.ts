/**
 * The marks on an album's names, summary and story as the editor's Translate wrote them, in either
 * pane (admin/translation/translated-fields.ts): "Translated by machine: check it." with Keep, under
 * each such field, until she corrects or keeps it; what stops the save meanwhile. Those fields are
 * the editor's own, so the photos field's side of the same language, drawn in the same pane
 * whenever any of its values changes (admin/vendor/editor-patch.ts), places the marks under them.
 */
import {
  ALBUM_TRANSLATED_FIELDS,
  fieldsToCheck,
  TRANSLATED_FIELDS,
  translatedFieldsStoppingSave,
  type TranslatedField,
} from '../translation/translated-fields';
import { showTranslatedMark } from '../translation/page-marks';
import { fieldSelector, LOCALE_PANE } from '../vendor/names';
import { albumOf, isPortugueseSide, portugueseRowsIn, rowsIn, type PhotosFieldInstance } from './field-state';
import type { SideLanguage } from '../visit/visit-store';

const languageOf = (field: PhotosFieldInstance): SideLanguage => (isPortugueseSide(field.props) ? 'pt' : 'en');

/** The side's values as the entry holds them now: the entry each side is given holds its language's as its data. */
function sideValues(field: PhotosFieldInstance): Record<string, unknown> {
  const data: unknown = field.props.entry?.get('data');
  const plain =
    typeof data === 'object' && data !== null && 'toJS' in data && typeof data.toJS === 'function'
      ? (data.toJS as () => unknown)()
      : {};
  return typeof plain === 'object' && plain !== null ? (plain as Record<string, unknown>) : {};
}

/** The fields of this side still as Translate wrote them, and not hers. */
function translatedFieldsIn(field: PhotosFieldInstance): TranslatedField[] {
  const { visit } = field;
  const album = albumOf(field.props);
  const language = languageOf(field);
  return fieldsToCheck(ALBUM_TRANSLATED_FIELDS, sideValues(field), visit.translatedFields[language], [
    visit.fieldsCheckedByHer[language].of(album),
    visit.fieldsSavedByHer[language].of(album),
  ]);
}

/** What stops a save of this side while such a field is unchecked. */
export const translatedFieldsStopping = (field: PhotosFieldInstance): string[] =>
  translatedFieldsStoppingSave(translatedFieldsIn(field), languageOf(field));

/**
 * Keeps a field as Translate wrote it. The editor is told by writing the side's photos again,
 * unchanged, as Keep on a description does: it asks the field again what stops a save.
 */
function keepField(field: PhotosFieldInstance, key: TranslatedField): void {
  const value = sideValues(field)[key];
  if (typeof value !== 'string') return;
  field.visit.fieldsCheckedByHer[languageOf(field)].of(albumOf(field.props)).set(key, value);
  field.setState({ kept: field.state.kept + 1 });
  field.props.onChange(sideRows(field));
}

/** The pane the field is drawn in, which holds the side's other fields: the editor marks it with its language. */
const paneOf = (field: PhotosFieldInstance): Element | undefined =>
  document.getElementById(field.props.forID)?.closest(LOCALE_PANE) ?? undefined;

/** The side's rows, as the field writes them. */
const sideRows = (field: PhotosFieldInstance) =>
  isPortugueseSide(field.props) ? [...portugueseRowsIn(field)] : rowsIn(field.props);

/**
 * The editor asks the photos field what stops a save only once the field has written its list in
 * this visit: a saved album reopened holds the list as its items alone, and a save of its names,
 * summary or story Translate filled would go through unasked. When a field becomes marked, the side
 * writes its rows again, unchanged, as Keep does; a mark taken away writes nothing.
 */
function askAgainWhenMarked(field: PhotosFieldInstance, marked: readonly TranslatedField[]): void {
  const before = field.translatedAsked ?? [];
  field.translatedAsked = [...marked];
  if (marked.some((key) => !before.includes(key))) field.props.onChange(sideRows(field));
}

/** Places each mark under its field, and takes away those no longer true (all of them: `on` false). */
export function placeTranslatedMarks(field: PhotosFieldInstance, on: boolean): void {
  const marked = on ? translatedFieldsIn(field) : [];
  askAgainWhenMarked(field, marked);
  const pane = paneOf(field);
  if (!pane) return;
  for (const key of ALBUM_TRANSLATED_FIELDS) {
    const section = pane.querySelector(fieldSelector(key));
    if (section) showTranslatedMark(section, marked.includes(key), TRANSLATED_FIELDS[key], () => keepField(field, key));
  }
}
