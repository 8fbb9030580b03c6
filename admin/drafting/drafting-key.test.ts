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
    expect(draftingKeyProblem(AUTH_KEY)).toBeUndefined();
    expect(draftingKeyProblem(`  ${AUTH_KEY}\n`)).toBeUndefined();
  });

  it('refuses a standard AIza key with the reason and where to make the right one', () => {
    expect(draftingKeyProblem(STANDARD_KEY)).toBe(
      'This key starts with AIza: a standard key, which Gemini refuses since September 2026. Make a key in Google AI Studio (API keys → Create API key): it starts with AQ. Nothing was saved.',
    );
  });

  it('refuses nothing, a bare prefix, a key cut by a space or anything else', () => {
    expect(draftingKeyProblem('   ')).toBe(DRAFTING_KEY_WORDS.empty);
    for (const text of ['AQ.', 'AQ.Ab8 RN6xx', 'sk-abc', 'aq.Ab8RN6xx'])
      expect(draftingKeyProblem(text)).toBe(DRAFTING_KEY_WORDS.other);
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
