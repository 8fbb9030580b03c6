/**
 * Her key for drafting, apart from the translation key. Since September 2026 the Gemini API refuses
 * Google's standard API keys (`AIza…`, the only kind the editor's own key field takes, and the kind
 * Cloud Translation is called with) and takes auth keys, bound to a service account and made in
 * Google AI Studio, which start with `AQ.`; they are sent in the same `x-goog-api-key` header. So
 * the photos field asks for this key itself and keeps it in this browser, as the editor keeps her
 * token and translation key.
 */
import { keptKey } from '../google/kept-key';

/** Where this browser keeps it. */
export const DRAFTING_KEY_STORAGE = 'photos-field.gemini-key';

/** How an auth key for the Gemini API starts. */
const AUTH_KEY_PREFIX = 'AQ.';
/** How a standard Google API key starts: the kind the Gemini API no longer takes. */
const STANDARD_KEY_PREFIX = 'AIza';

/** What the field says about the key, in English on either side as the editor's own words are. */
export const DRAFTING_KEY_WORDS = {
  label: 'Your Gemini key, for drafting (starts with AQ.)',
  save: 'Use this Gemini key',
  forget: 'Change the Gemini key',
  hint: 'To draft the empty descriptions from the photos, make a key in Google AI Studio (API keys → Create API key), in a project with billing and a prepayment (Billing), and paste it here once. It is not the translation key: Gemini no longer takes keys that start with AIza. It stays in this browser.',
  empty: 'Paste the key first: nothing was saved.',
  standard:
    'This key starts with AIza: a standard key, which Gemini refuses since September 2026. Make a key in Google AI Studio (API keys → Create API key): it starts with AQ. Nothing was saved.',
  other:
    'A Gemini key starts with AQ. and has no spaces: copy it whole from Google AI Studio (API keys). Nothing was saved.',
} as const;

/** What is wrong with `text` as a key for drafting; none when it is one to send. */
export function draftingKeyProblem(text: string): string | undefined {
  const key = text.trim();
  if (key === '') return DRAFTING_KEY_WORDS.empty;
  if (key.startsWith(STANDARD_KEY_PREFIX)) return DRAFTING_KEY_WORDS.standard;
  if (!key.startsWith(AUTH_KEY_PREFIX) || key.length === AUTH_KEY_PREFIX.length || /\s/.test(key))
    return DRAFTING_KEY_WORDS.other;
  return undefined;
}

const draftingKey = keptKey(DRAFTING_KEY_STORAGE, draftingKeyProblem);

/** Her key for drafting, as this browser keeps it; none when she has not saved one. */
export const storedDraftingKey = () => draftingKey.read();

/** Keeps `key` in this browser, or forgets it (none). */
export const storeDraftingKey = (key: string | undefined) => draftingKey.store(key);
