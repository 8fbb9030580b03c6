/**
 * A local stand-in for Google Cloud Translation (Basic, v2), answering as the service does: POST
 * /language/translate/v2 with `{ q, source, target, format }` and the key in `X-goog-api-key`,
 * answered `{ data: { translations: [{ translatedText }] } }` in the same order, with the CORS
 * headers the browser needs (an HTML request's texts come back with their `&` written `&amp;`, as the
 * service writes them). The browser's requests for the real service are routed here
 * (`routeTranslationTo`); every request is kept for the test to check what was sent.
 */
import type { Page } from '@playwright/test';
import { TRANSLATION_ENDPOINT } from '@/admin/translation/translation-request';
import { googleErrorBody, startGoogleStandIn } from './google-stand-in';

type TranslationCall = {
  key: string | undefined;
  body: { q: string[]; source: string; target: string; format: string };
};

export type TranslationStandIn = {
  url: string;
  /** The requests answered with translations, in order. */
  calls: TranslationCall[];
  /** The next request is refused with this status and message, as the service refuses (and is not in `calls`). */
  refuseNext: (status: number, message: string) => void;
  close: () => Promise<void>;
};

/** Starts the stand-in; `translate` gives the Portuguese of one English text (without HTML). */
export async function startTranslationStandIn(translate: (text: string) => string): Promise<TranslationStandIn> {
  const calls: TranslationCall[] = [];
  let refusal: { status: number; message: string } | undefined;
  const server = await startGoogleStandIn(({ key, body: text }) => {
    if (refusal) {
      const { status, message } = refusal;
      refusal = undefined;
      return { status, body: googleErrorBody({ status, code: 'PERMISSION_DENIED', message }) };
    }
    const body = JSON.parse(text) as TranslationCall['body'];
    calls.push({ key, body });
    const html = body.format === 'html';
    // Text between tags is translated; tags stay (the editor sends a story as HTML), and so does
    // the white space alone between them, as the service gives it back.
    const translated = body.q.map((each) =>
      html
        ? each.replace(/(^|>)([^<]+)(?=<|$)/g, (_, start: string, inner: string) =>
            inner.trim() === ''
              ? `${start}${inner}`
              : `${start}${translate(inner.replace(/&amp;/g, '&')).replace(/&/g, '&amp;')}`,
          )
        : translate(each),
    );
    return { status: 200, body: { data: { translations: translated.map((translatedText) => ({ translatedText })) } } };
  });
  return {
    ...server,
    calls,
    refuseNext: (status, message) => {
      refusal = { status, message };
    },
  };
}

/** Sends the page's requests for the real translation service to the stand-in instead. */
export async function routeTranslationTo(page: Page, standIn: TranslationStandIn): Promise<void> {
  await page.route(`${TRANSLATION_ENDPOINT}**`, async (route) => {
    const response = await route.fetch({ url: `${standIn.url}${new URL(route.request().url()).pathname}` });
    await route.fulfill({ response });
  });
}
