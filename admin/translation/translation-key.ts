/**
 * Her Google Cloud Translation key as the photos field takes it itself. The editor asks for the key
 * only in the window its own Translate button opens, and keeps it in its Settings (the account
 * menu, which is hidden while an album is open): without a key the field's Suggest was absent, with
 * nothing to say where to enter one. So the Portuguese side asks for it where she is, and keeps it in
 * this browser beside the editor's; the editor's key, when there is one, comes first.
 *
 * One key serves both: the field uses the key she entered in Translate's window (the editor's
 * Settings), and Translate uses the one she entered in the field, asking the page for it
 * (KEY_FOR_TRANSLATE, admin/vendor/editor-patch.ts) before it would ask her. The editor reads its
 * Settings once, when its page opens, and writes them back whole: a key written into them from
 * here would not be seen in this visit, and could be written over.
 */
import { keptKey } from '../google/kept-key';
import { TRANSLATION_SERVICE } from '@/admin/vendor/names';

/** Where this browser keeps the key entered in the photos field. */
export const TRANSLATION_KEY_STORAGE = 'photos-field.translation-key';

/** How a standard Google API key starts, the kind Cloud Translation takes. */
const STANDARD_KEY = /^AIza[0-9A-Za-z_-]{35}$/;

/** What the Portuguese side says about the key, in the words of its Suggest button. */
export const TRANSLATION_KEY_WORDS = {
  label: 'Your Google Cloud Translation key, for suggesting the Portuguese (starts with AIza)',
  save: 'Use this translation key',
  forget: 'Change the translation key',
  hint: 'To suggest the empty Portuguese descriptions from the English, paste the key made for the Cloud Translation API (Google Cloud console → Credentials → API key) once. It stays in this browser, and the editor’s Translate button uses it too.',
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

/** Where the editor's Translate asks the page for her key when its Settings have none (admin/vendor/editor-patch.ts). */
export const KEY_FOR_TRANSLATE = 'translationKeyOfThePhotosField';

/** Her key for the editor's Translate, by its name for the service: the field's, for Google Cloud Translation alone. */
export const keyForTranslate = (service: string): string | undefined =>
  service === TRANSLATION_SERVICE ? storedFieldTranslationKey() : undefined;
