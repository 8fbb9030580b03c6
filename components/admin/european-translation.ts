/**
 * The translation service's requests from the editor's page, for European Portuguese, and what it
 * suggested in this visit (lib/admin/translation.ts). The editor's own Translate button asks
 * Google for `pt`, its name for the Portuguese side, which Google translates into Brazilian
 * Portuguese: its requests leave for `pt-PT` instead, and the plain texts it sends beside the story
 * (as HTML) come back as plain text. Every text the service gives is noted, whichever button asked
 * for it: a photo description still exactly as suggested is marked in the photos field until she
 * corrects it or keeps it, even when the editor's Translate filled it in.
 */
import { europeanRequestBody, plainTextAnswer, TRANSLATION_ENDPOINT, translatedTexts } from '@/lib/admin/translation';

/** The texts the service suggested in this visit. */
export const suggestedTexts = new Set<string>();

function noteSuggestions(answer: unknown): void {
  const count = (answer as { data?: { translations?: unknown[] } } | null)?.data?.translations?.length ?? 0;
  try {
    for (const text of translatedTexts(answer, count)) suggestedTexts.add(text).add(text.trim());
  } catch {
    // An answer without texts suggests nothing.
  }
}

/** Sends the page's requests to the translation service as above; any other request is left alone. */
export function installEuropeanTranslation(): void {
  const fetchOfThePage = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (input !== TRANSLATION_ENDPOINT || typeof init?.body !== 'string') return fetchOfThePage(input, init);
    const body = europeanRequestBody(init.body);
    const response = await fetchOfThePage(input, { ...init, body });
    if (!response.ok) return response;
    const answer = plainTextAnswer(body, await response.json());
    noteSuggestions(answer);
    return new Response(JSON.stringify(answer), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
