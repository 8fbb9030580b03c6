import {
  storedFieldTranslationKey,
  storeFieldTranslationKey,
  TRANSLATION_KEY_STORAGE,
  TRANSLATION_KEY_WORDS,
  translationKeyProblem,
} from './translation-key';

/** A standard key, as the Google Cloud console makes them for the Cloud Translation API. */
const KEY = `AIza${'x'.repeat(35)}`;

describe('the translation key entered in the photos field', () => {
  it('takes a standard key, pasted with spaces around it', () => {
    expect(translationKeyProblem(KEY)).toBeUndefined();
    expect(translationKeyProblem(`  ${KEY}\n`)).toBeUndefined();
  });

  it('refuses nothing, a Gemini key, a key cut short or cut by a space, saying why', () => {
    expect(translationKeyProblem('  ')).toBe(TRANSLATION_KEY_WORDS.empty);
    expect(translationKeyProblem(`AQ.Ab8RN6${'x'.repeat(40)}`)).toBe(TRANSLATION_KEY_WORDS.other);
    expect(translationKeyProblem(KEY.slice(0, 30))).toBe(TRANSLATION_KEY_WORDS.other);
    expect(translationKeyProblem(`${KEY.slice(0, 20)} ${KEY.slice(20)}`)).toBe(TRANSLATION_KEY_WORDS.other);
  });

  it('is kept in this browser until forgotten, and a stored key that cannot be one is none', () => {
    localStorage.clear();
    expect(storedFieldTranslationKey()).toBeUndefined();
    storeFieldTranslationKey(` ${KEY} `);
    expect(storedFieldTranslationKey()).toBe(KEY);
    storeFieldTranslationKey(undefined);
    expect(storedFieldTranslationKey()).toBeUndefined();
    localStorage.setItem(TRANSLATION_KEY_STORAGE, 'AQ.not-this-one');
    expect(storedFieldTranslationKey()).toBeUndefined();
  });
});
