/**
 * Her Google Cloud Translation key as the photos field takes it itself. The editor asks for the key
 * only in the window its own Translate button opens, and keeps it in its Settings (the account
 * menu, which is hidden while an album is open): without a key the field's Suggest was absent, with
 * nothing to say where to enter one. So the Portuguese side asks for it where she is, and keeps it in
 * this browser beside the editor's; the editor's key, when there is one, comes first. The editor
 * reads its own settings once, when its page opens, so the field does not write into them: its
 * Translate asks once more, in its own window.
 */
import { keptKey } from '../google/kept-key';

/** Where this browser keeps the key entered in the photos field. */
export const TRANSLATION_KEY_STORAGE = 'photos-field.translation-key';

/** How a standard Google API key starts, the kind Cloud Translation takes. */
const STANDARD_KEY = /^AIza[0-9A-Za-z_-]{35}$/;

/** What the Portuguese side says about the key, in the words of its Suggest button. */
export const TRANSLATION_KEY_WORDS = {
  label: 'Your Google Cloud Translation key, for suggesting the Portuguese (starts with AIza)',
  save: 'Use this translation key',
  forget: 'Change the translation key',
  hint: 'To suggest the empty Portuguese descriptions from the English, paste the key made for the Cloud Translation API (Google Cloud console → Credentials → API key) once. It stays in this browser. The editor’s own Translate button asks for it once more, in its own window.',
  empty: 'Paste the key first: nothing was saved.',
  other:
    'A Cloud Translation key starts with AIza, has 39 characters and no spaces: copy it whole from the Google Cloud console (Credentials). Nothing was saved.',
} as const;

/** What is wrong with `text` as a translation key; none when it is one to send. */
export function translationKeyProblem(text: string): string | undefined {
  const key = text.trim();
  if (key === '') return TRANSLATION_KEY_WORDS.empty;
  return STANDARD_KEY.test(key) ? undefined : TRANSLATION_KEY_WORDS.other;
}

const fieldTranslationKey = keptKey(TRANSLATION_KEY_STORAGE, translationKeyProblem);

/** The key entered in the photos field, as this browser keeps it; none when there is none. */
export const storedFieldTranslationKey = () => fieldTranslationKey.read();

/** Keeps `key` in this browser, or forgets it (none). */
export const storeFieldTranslationKey = (key: string | undefined) => fieldTranslationKey.store(key);
