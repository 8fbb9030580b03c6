/**
 * The Portuguese descriptions suggested from the English, on the Portuguese side of the photos
 * field: the button that asks the translation service for the empty ones, once she has entered her
 * key, in the editor (whose Translate button asks for it) or in the field itself
 * (admin/translation/translation-key.ts; the requests are admin/translation/translation-request.ts). Each
 * suggestion is then marked until she corrects it or keeps it (marks-view.tsx).
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import type { PhotoRow, PortugueseRow } from './photo-rows';
import { photosToSuggest, suggestionFailureNotice, withSuggestions } from '@/admin/translation/translation-request';
import { storedEditorKey, suggestPortuguese } from '../translation/european-translation';
import { storeFieldTranslationKey, TRANSLATION_KEY_WORDS, translationKeyProblem } from '../translation/translation-key';
import { portugueseRowsIn, type Side } from './field-state';
import { forgetKeyButton, keyEntry } from './key-entry';
import { noteMachineTexts } from './marks-view';

/** Fills in the empty Portuguese descriptions with what the service suggests, and says how many. */
async function suggest({ field }: Side, key: string, english: PhotoRow[], toSuggest: number[]): Promise<void> {
  field.setState({ suggesting: true, notice: { text: '' } });
  try {
    const texts = await suggestPortuguese(
      field.visit,
      key,
      toSuggest.map((place) => english[place]!.description),
    );
    const suggestions = new Map(toSuggest.map((place, order) => [english[place]!.file, texts[order]!]));
    // The rows as they are now: she may have typed while the suggestions were on their way.
    const next = withSuggestions(portugueseRowsIn(field), suggestions);
    const filled = next.filter((row) => suggestions.get(row.file) === row.description).map((row) => row.file);
    noteMachineTexts(field, new Map(filled.map((file) => [file, suggestions.get(file)!])), 'suggested');
    field.setState({ suggesting: false, notice: { suggested: filled } });
    field.props.onChange(next);
  } catch (error) {
    field.setState({
      suggesting: false,
      notice: { text: suggestionFailureNotice(error), failure: { cause: error, reached: field.visit.reached } },
    });
  }
}

/** Where she enters her translation key while there is none. */
const translationKeyEntry = (side: Side) =>
  keyEntry(side, {
    name: 'translation-key',
    words: TRANSLATION_KEY_WORDS,
    problem: translationKeyProblem,
    store: storeFieldTranslationKey,
  });

/**
 * The button that suggests the empty descriptions, with a way to change the key she entered here;
 * where to enter her key while there is none (nothing offered, nothing sent); nothing when no
 * description is left to fill.
 */
export function suggestButton(
  side: Side,
  english: PhotoRow[],
  portuguese: PortugueseRow[],
  key: string | undefined,
): ReactElement | null {
  const toSuggest = photosToSuggest(english, portuguese);
  if (toSuggest.length === 0) return null;
  if (!key) return translationKeyEntry(side);
  const { h, field } = side;
  return (
    <span className="photos-field__drafting">
      <button
        type="button"
        className="photos-field__suggest"
        disabled={field.state.suggesting}
        onClick={() => void suggest(side, key, english, toSuggest)}
      >
        {toSuggest.length === 1
          ? 'Suggest the empty description from English'
          : `Suggest the ${toSuggest.length} empty descriptions from English`}
      </button>
      {/* Only the key entered here: the editor's own is changed in its Settings. */}
      {storedEditorKey() === undefined
        ? forgetKeyButton(side, TRANSLATION_KEY_WORDS.forget, () => storeFieldTranslationKey(undefined))
        : null}
    </span>
  );
}
