/**
 * The marks on an album's names, summary and story as the editor's Translate wrote them, in either
 * pane (admin/translation/translated-fields.ts): "Translated by machine: check it." with Keep, under
 * each such field, until she corrects or keeps it. Those fields are the editor's own, so the photos
 * field's side of the same language, drawn in the same pane whenever any of its values changes
 * (admin/vendor/editor-patch.ts), places the marks under them; the editor's check of each field
 * refuses the save meanwhile, under that field (admin/translation/page-marks.ts).
 */
import {
  ALBUM_TRANSLATED_FIELDS,
  fieldsToCheck,
  TRANSLATED_FIELDS,
  type TranslatedField,
} from '../translation/translated-fields';
import { showTranslatedMark } from '../translation/page-marks';
import { fieldSelector, LOCALE_PANE } from '../vendor/names';
import { albumOf, isPortugueseSide, type PhotosFieldInstance } from './field-state';
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

/**
 * Keeps a field as Translate wrote it: its mark goes, and the editor checks the field again, so
 * that the message of a save refused for it goes too.
 */
function keepField(field: PhotosFieldInstance, key: TranslatedField): void {
  const value = sideValues(field)[key];
  if (typeof value !== 'string') return;
  const language = languageOf(field);
  const album = albumOf(field.props);
  field.visit.fieldsCheckedByHer[language].of(album).set(key, value);
  field.visit.fieldChecks[language].of(album).get(key)?.();
  field.setState({ kept: field.state.kept + 1 });
}

/** The pane the field is drawn in, which holds the side's other fields: the editor marks it with its language. */
const paneOf = (field: PhotosFieldInstance): Element | undefined =>
  document.getElementById(field.props.forID)?.closest(LOCALE_PANE) ?? undefined;

/** Places each mark under its field, and takes away those no longer true (all of them: `on` false). */
export function placeTranslatedMarks(field: PhotosFieldInstance, on: boolean): void {
  const marked = on ? translatedFieldsIn(field) : [];
  const pane = paneOf(field);
  if (!pane) return;
  for (const key of ALBUM_TRANSLATED_FIELDS) {
    const section = pane.querySelector(fieldSelector(key));
    if (section) showTranslatedMark(section, marked.includes(key), TRANSLATED_FIELDS[key], () => keepField(field, key));
  }
}
