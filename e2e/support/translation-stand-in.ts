/**
 * A local stand-in for Google Cloud Translation (Basic, v2), answering as the service does: POST
 * /language/translate/v2 with `{ q, source, target, format }` and the key in `X-goog-api-key`,
 * answered `{ data: { translations: [{ translatedText }] } }` in the same order, with the CORS
 * headers the browser needs (an HTML request's texts come back with their `&` written `&amp;`, as the
 * service writes them). The browser's requests for the real service are routed here
 * (`routeTranslationTo`); every request is kept for the test to check what was sent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { TRANSLATION_ENDPOINT } from '@/lib/admin/translation';

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

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-goog-api-key',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Starts the stand-in; `translate` gives the Portuguese of one English text (without HTML). */
export async function startTranslationStandIn(translate: (text: string) => string): Promise<TranslationStandIn> {
  const calls: TranslationCall[] = [];
  let refusal: { status: number; message: string } | undefined;
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (refusal) {
        const { status, message } = refusal;
        refusal = undefined;
        response
          .writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify({ error: { code: status, message, status: 'PERMISSION_DENIED' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TranslationCall['body'];
      const key = request.headers['x-goog-api-key'];
      calls.push({ key: Array.isArray(key) ? key[0] : key, body });
      const html = body.format === 'html';
      // Text between tags is translated; tags stay (the editor sends a story as HTML).
      const translated = body.q.map((text) =>
        html
          ? text.replace(
              /(^|>)([^<]+)(?=<|$)/g,
              (_, start: string, inner: string) =>
                `${start}${translate(inner.replace(/&amp;/g, '&')).replace(/&/g, '&amp;')}`,
            )
          : translate(text),
      );
      response
        .writeHead(200, { ...CORS, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ data: { translations: translated.map((translatedText) => ({ translatedText })) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    refuseNext: (status, message) => {
      refusal = { status, message };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends the page's requests for the real translation service to the stand-in instead. */
export async function routeTranslationTo(page: Page, standIn: TranslationStandIn): Promise<void> {
  await page.route(`${TRANSLATION_ENDPOINT}**`, async (route) => {
    const response = await route.fetch({ url: `${standIn.url}${new URL(route.request().url()).pathname}` });
    await route.fulfill({ response });
  });
}
