/**
 * The translation service's requests from the editor's page, for European Portuguese
 * (admin/translation/translation-request.ts). The editor's own Translate button asks Google for
 * `pt`, its name for the Portuguese side, which Google translates into Brazilian Portuguese: its
 * requests leave for `pt-PT` instead, and the plain texts it sends beside the story (as HTML) come
 * back as plain text. What Translate writes is noted in the visit's store
 * (admin/visit/visit-store.ts), field by field and photo by photo: marked until she checks it.
 *
 * When a request of the editor's Translate fails, the editor only says "Translation failed." for
 * five seconds, whatever the cause: the true cause (no network, a refused key, a reached limit) is
 * told beside it (admin/editor/editor-notice.ts) until she closes it or a translation succeeds.
 * The photos field tells its own requests' failures itself (`suggestPortuguese`). Every answer
 * from Google, and the browser's return online, is noted: an "offline" said before is then untrue.
 *
 * The editor's Translate can also be set to Google Gemini, which it asks for "Portuguese" alone
 * (often Brazilian). The policy lets the page reach Gemini for the drafting from the photos, so
 * such a request is stopped here instead, and she is told to choose Google Cloud Translation.
 */
import { DRAFTING_ORIGIN } from '@/admin/drafting/draft-request';
import { PHOTOS_FIELD_NAME } from '@/admin/photos-field/photo-limits';
import { failureOfAnswer } from '@/admin/google/service-failure';
import {
  europeanRequestBody,
  GEMINI_TRANSLATE_NOTICE,
  plainTextAnswer,
  storedTranslationKey,
  TRANSLATION_ENDPOINT,
  translatedTexts,
  translateFailureNotice,
  translationRequest,
} from './translation-request';
import { hideEditorNotice, showEditorNotice } from '../editor/editor-notice';
import {
  SIDE_LANGUAGES,
  TRANSLATED_EVENT,
  translatedDescriptionTexts,
  translatedFieldTexts,
} from './translated-fields';
import { storedFieldTranslationKey } from './translation-key';
import type { VisitStore } from '../visit/visit-store';
import { EDITOR_PREFERENCES_KEY } from '@/admin/vendor/names';

/**
 * Her Google key, where the editor keeps it, else as she entered it in the photos field
 * (admin/translation/translation-key.ts); none when she has entered neither (or storage is
 * refused). The photos field shows its Suggest button once there is one.
 */
export const storedGoogleKey = (): string | undefined => storedEditorKey() ?? storedFieldTranslationKey();

/** Her Google key where the editor keeps it (its Settings); none when she has not entered one there. */
export function storedEditorKey(): string | undefined {
  try {
    return storedTranslationKey(localStorage.getItem(EDITOR_PREFERENCES_KEY));
  } catch {
    // Storage refused (a private window's policy, say): as without a key.
    return undefined;
  }
}

/**
 * Tells the visit's listeners each time the editor stores its preferences (her key among them:
 * entered in the window Translate opens, or changed in Settings), so that the photos field offers
 * its buttons at once rather than at its next redraw.
 */
function watchEditorPreferences(visit: VisitStore): void {
  const storageSetItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!.value as (
    this: Storage,
    name: string,
    value: string,
  ) => void;
  Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
    storageSetItem.call(this, name, value);
    if (name === EDITOR_PREFERENCES_KEY) visit.preferencesStored.tell();
  };
}

/**
 * The European Portuguese of English descriptions, in order, for the photos field; a failure is
 * thrown as Google answered it (admin/google/service-failure.ts), for the field to tell.
 */
export async function suggestPortuguese(
  visit: Pick<VisitStore, 'fieldRequests'>,
  key: string,
  english: readonly string[],
): Promise<string[]> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-goog-api-key': key },
    body: JSON.stringify(translationRequest(english)),
  };
  visit.fieldRequests.add(init);
  const response = await fetch(TRANSLATION_ENDPOINT, init);
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOfAnswer(response.status, answer);
  return translatedTexts(answer, english.length).map((text) => text.trim());
}

const abandoned = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Notes the names, summary and story the editor's Translate writes into either pane, and the
 * photo descriptions, as the bundle tells them (admin/vendor/editor-patch.ts): marked
 * until she checks them.
 */
function noteTranslatedFields(visit: VisitStore): void {
  window.addEventListener(TRANSLATED_EVENT, (event) => {
    const { detail } = event as CustomEvent<unknown>;
    for (const language of SIDE_LANGUAGES) {
      for (const [key, text] of translatedFieldTexts(detail, language)) visit.noteTranslated(language, key, text);
      visit.noteTranslatedDescriptions(language, translatedDescriptionTexts(detail, PHOTOS_FIELD_NAME, language));
    }
    visit.sidesChanged.tell();
  });
}

/** Sends the page's requests to the translation service as above; any other request is left alone. */
export function installEuropeanTranslation(visit: VisitStore): void {
  watchEditorPreferences(visit);
  noteTranslatedFields(visit);
  const fetchOfThePage = window.fetch.bind(window);
  // Any answer from Google, even a refusal, means this computer reaches it.
  const answered = (response: Response) => {
    visit.noteReached();
    return response;
  };
  window.addEventListener('online', () => visit.noteReached());
  window.fetch = async (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (address.startsWith(`${DRAFTING_ORIGIN}/`)) {
      if (init && visit.fieldRequests.has(init)) return fetchOfThePage(input, init).then(answered);
      showEditorNotice(GEMINI_TRANSLATE_NOTICE);
      throw new TypeError('Translation with Gemini is not used by this site');
    }
    if (input !== TRANSLATION_ENDPOINT || typeof init?.body !== 'string') return fetchOfThePage(input, init);
    const editorsOwn = !visit.fieldRequests.has(init);
    const body = europeanRequestBody(init.body);
    let response: Response;
    try {
      response = answered(await fetchOfThePage(input, { ...init, body }));
    } catch (error) {
      if (editorsOwn && !abandoned(error)) showEditorNotice(translateFailureNotice(error));
      throw error;
    }
    if (!response.ok) {
      if (editorsOwn) {
        const answer: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        showEditorNotice(translateFailureNotice(failureOfAnswer(response.status, answer)));
      }
      return response;
    }
    if (editorsOwn) hideEditorNotice();
    const answer = plainTextAnswer(body, await response.json());
    return new Response(JSON.stringify(answer), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
