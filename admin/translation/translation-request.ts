/**
 * The Portuguese suggested from the English, through Google Cloud Translation (Basic, v2): the
 * service the editor's own Translate button calls for the names, summary and story, and the photos
 * field calls for the photo descriptions, with the same key. The key is hers: the editor asks for it
 * the first time she presses Translate and keeps it in her browser's storage, like her token.
 *
 * The site's Portuguese is European. Google's bare `pt` is Brazilian Portuguese, and the editor
 * names the Portuguese side `pt` (its files are index.pt.md), so every request is sent with the
 * `pt-PT` target. A short check then points out a few forms that are Brazilian, not European, in
 * what came back, for her to correct.
 */
import { fromXml } from '../photos-field/caption';
import { isDescribed, type PhotoRow, type PortugueseRow } from '../photos-field/photo-rows';
import { failureNotice } from '../google/service-failure';
import { TRANSLATION_SERVICE } from '@/admin/vendor/names';

export const TRANSLATION_ENDPOINT = 'https://translation.googleapis.com/language/translate/v2';

/** Google's code for European Portuguese (`pt` alone means Brazilian). */
const EUROPEAN_PORTUGUESE = 'pt-PT';

/**
 * The key she entered in the editor for Google Cloud Translation, from the editor's stored
 * preferences; none when she has not entered one or has chosen another service there.
 */
export function storedTranslationKey(preferences: string | null): string | undefined {
  if (!preferences) return undefined;
  try {
    const parsed = JSON.parse(preferences) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { apiKeys, defaultTranslationService = TRANSLATION_SERVICE } = parsed as Record<string, unknown>;
    if (defaultTranslationService !== TRANSLATION_SERVICE || typeof apiKeys !== 'object' || !apiKeys) return undefined;
    const key = (apiKeys as Record<string, unknown>)[TRANSLATION_SERVICE];
    return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
  } catch {
    return undefined;
  }
}

type TranslationRequest = { q: string[]; source: string; target: string; format: 'text' | 'html' };

/** The request body for English texts to European Portuguese, as plain text (no HTML codes back). */
export function translationRequest(texts: readonly string[]): TranslationRequest {
  return { q: [...texts], source: 'en', target: EUROPEAN_PORTUGUESE, format: 'text' };
}

/** An HTML element in a text: the editor sends a story as HTML, which must come back as HTML. */
const HTML_ELEMENT = /<[a-z][^>]*>/i;

/**
 * A target in Portuguese, whichever variety: the editor asks for `pt` (its name for the side), and
 * a version that named the variety itself (`pt-BR`, `pt_BR`) must not slip past the rewrite below.
 */
const PORTUGUESE_TARGET = /^pt(?:[-_][a-z]{2,4})?$/i;

/** The editor's own request body, for European Portuguese: its Portuguese target becomes `pt-PT`. Anything else is left as it is. */
export function europeanRequestBody(body: string): string {
  const request = parsed(body);
  if (typeof request !== 'object' || request === null) return body;
  const { target } = request as { target?: unknown };
  if (typeof target !== 'string' || !PORTUGUESE_TARGET.test(target)) return body;
  return JSON.stringify({ ...request, target: EUROPEAN_PORTUGUESE });
}

/**
 * The service's answer to a request sent as HTML (the editor sends names, summary and story
 * together, the story as HTML), with the texts that were plain given back as plain text: "Rita &
 * Nuno" comes back as "Rita &amp; Nuno" otherwise, and would be saved so.
 */
export function plainTextAnswer(requestBody: string, answer: unknown): unknown {
  const request = parsed(requestBody) as Partial<TranslationRequest> | null;
  const translations = (answer as { data?: { translations?: unknown } } | null)?.data?.translations;
  if (request?.format !== 'html' || !Array.isArray(request.q) || !Array.isArray(translations)) return answer;
  const texts = request.q;
  return {
    ...(answer as object),
    data: {
      translations: translations.map((each: unknown, index) => {
        const text = (each as { translatedText?: unknown } | null)?.translatedText;
        return typeof text === 'string' && !HTML_ELEMENT.test(String(texts[index]))
          ? { ...(each as object), translatedText: fromXml(text) }
          : each;
      }),
    },
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The translated texts from the service's answer, in order; an error naming what is wrong otherwise. */
export function translatedTexts(answer: unknown, count: number): string[] {
  const translations = (answer as { data?: { translations?: unknown } } | null)?.data?.translations;
  if (!Array.isArray(translations) || translations.length !== count) {
    throw new Error(
      `the service answered with ${Array.isArray(translations) ? translations.length : 'no'} texts for ${count}`,
    );
  }
  return translations.map((each: unknown) => {
    const text = (each as { translatedText?: unknown } | null)?.translatedText;
    if (typeof text !== 'string') throw new Error('the service answered without a text');
    return text;
  });
}

/*
 * Forms that give a text away as Brazilian: the gerund after "estar" (European Portuguese says
 * "está a sorrir", not "está sorrindo"), and words or spellings used in Brazil only.
 */
const BRAZILIAN_GERUND =
  /(?<!\p{L})(?:estou|está|estão|estava|estavam|estamos|ficou|ficaram)\s+\p{L}+(?:ando|endo|indo)(?!\p{L})/iu;
const BRAZILIAN_WORDS =
  /(?<!\p{L})(?:ônibus|trem|equipe|celular|café da manhã|banheiro|xícara|bebê|fenômeno|gênero|tênis|Antônio|garçom|sorvete|cardápio)(?!\p{L})/iu;

/** Brazilian forms in a suggested Portuguese text (none found: empty), to point out to her. */
export function brazilianForms(text: string): string[] {
  return [text.match(BRAZILIAN_GERUND)?.[0], text.match(BRAZILIAN_WORDS)?.[0]].filter(
    (found): found is string => found !== undefined,
  );
}

/** The places (from 0) of the photos a suggestion may fill: Portuguese description empty, English one written. */
export function photosToSuggest(english: readonly PhotoRow[], portuguese: readonly PortugueseRow[]): number[] {
  return english.flatMap((row, index) =>
    isDescribed(row.description) && !isDescribed(portuguese[index]?.description) ? [index] : [],
  );
}

/**
 * The rows with the suggested descriptions in, each by its photo's file, and only where the
 * description is still empty: what she wrote, even while the suggestions (or the drafts from the
 * photos) were on their way, stays.
 */
export function withSuggestions<Row extends PortugueseRow>(
  rows: readonly Row[],
  suggestions: ReadonlyMap<string, string>,
): Row[] {
  return rows.map((row) => {
    const suggestion = suggestions.get(row.file);
    return suggestion !== undefined && !isDescribed(row.description) ? { ...row, description: suggestion } : row;
  });
}

/**
 * What the photos field says of the descriptions it suggested in one go, as the field is now: how
 * many of them she has still to check, counting down to nothing (then it says nothing).
 */
export function suggestionsToCheck(toCheck: number, suggested: number): string {
  if (toCheck <= 0 || suggested <= 0) return '';
  return `${Math.min(toCheck, suggested)} of ${suggested} ${suggested === 1 ? 'suggestion' : 'suggestions'} from English still to check: correct each one, or press Keep.`;
}

/** A refusal or failure of the translation service (admin/google/service-failure.ts). */
export { ServiceFailure as TranslationFailure } from '../google/service-failure';

/** What the photos field tells her when nothing could be suggested, and what to do about it. */
export const suggestionFailureNotice = (failure: unknown): string =>
  `${failureNotice(failure, 'translation')} Nothing was changed.`;

/**
 * What she is told beside the editor's own "Translation failed." when its Translate button failed:
 * the true cause and what to check. The editor changes nothing when a translation fails.
 */
export const translateFailureNotice = (failure: unknown): string =>
  `Translate from English did not work. ${failureNotice(failure, 'translation')} Nothing was changed.`;

/**
 * What she is told when the editor's Translate is set to Google Gemini: the editor asks it for
 * "Portuguese" alone, which is often Brazilian, so the site does not use it for translation.
 */
export const GEMINI_TRANSLATE_NOTICE =
  'Translate is set to Google Gemini, which the editor asks for “Portuguese” alone (often Brazilian), so this site does not use it for translating. Nothing was changed. Choose Google Cloud Translation instead: in the window that asks for the key, or in Settings → Internationalization.';
