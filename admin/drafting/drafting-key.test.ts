import {
  DRAFTING_KEY_STORAGE,
  DRAFTING_KEY_WORDS,
  draftingKeyProblem,
  storedDraftingKey,
  storeDraftingKey,
} from './drafting-key';

/** An auth key as Google AI Studio makes them for Gemini: `AQ.` and the rest. */
const AUTH_KEY = `AQ.Ab8RN6${'x'.repeat(40)}`;
/** A standard key, the kind the editor's own key field and Cloud Translation take. */
const STANDARD_KEY = `AIza${'x'.repeat(35)}`;

describe('draftingKeyProblem', () => {
  it('takes the auth key Google issues for Gemini, pasted with spaces around it', () => {
    expect(draftingKeyProblem(AUTH_KEY, 'en')).toBeUndefined();
    expect(draftingKeyProblem(`  ${AUTH_KEY}\n`, 'pt')).toBeUndefined();
  });

  it('refuses a standard AIza key with the reason and where to make the right one, in the side’s language', () => {
    expect(draftingKeyProblem(STANDARD_KEY, 'en')).toBe(
      'This key starts with AIza: a standard key, which Gemini refuses since September 2026. Make a key in Google AI Studio (API keys → Create API key): it starts with AQ. Nothing was saved.',
    );
    expect(draftingKeyProblem(STANDARD_KEY, 'pt')).toBe(
      'Esta chave começa por AIza: é uma chave normal, que o Gemini recusa desde setembro de 2026. Crie uma chave no Google AI Studio (API keys → Create API key): começa por AQ. Nada foi guardado.',
    );
  });

  it('refuses nothing, a bare prefix, a key cut by a space or anything else', () => {
    expect(draftingKeyProblem('   ', 'en')).toBe(DRAFTING_KEY_WORDS.en.empty);
    for (const text of ['AQ.', 'AQ.Ab8 RN6xx', 'sk-abc', 'aq.Ab8RN6xx'])
      expect(draftingKeyProblem(text, 'en')).toBe(DRAFTING_KEY_WORDS.en.other);
  });

  it('has every word in both languages', () => {
    expect(Object.keys(DRAFTING_KEY_WORDS.pt)).toEqual(Object.keys(DRAFTING_KEY_WORDS.en));
    for (const [name, english] of Object.entries(DRAFTING_KEY_WORDS.en))
      expect([name, DRAFTING_KEY_WORDS.pt[name as keyof typeof DRAFTING_KEY_WORDS.pt]]).not.toEqual([name, english]);
  });
});

describe('the stored key', () => {
  afterEach(() => localStorage.clear());

  it('is kept in this browser and forgotten on request', () => {
    expect(storedDraftingKey()).toBeUndefined();
    storeDraftingKey(` ${AUTH_KEY} `);
    expect(localStorage.getItem(DRAFTING_KEY_STORAGE)).toBe(AUTH_KEY);
    expect(storedDraftingKey()).toBe(AUTH_KEY);
    storeDraftingKey(undefined);
    expect(storedDraftingKey()).toBeUndefined();
  });

  it('is never a key Gemini refuses, whatever was stored', () => {
    localStorage.setItem(DRAFTING_KEY_STORAGE, STANDARD_KEY);
    expect(storedDraftingKey()).toBeUndefined();
  });
});
