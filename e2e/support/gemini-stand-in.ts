/**
 * A local stand-in for the Gemini API's generateContent (the drafting of photo descriptions,
 * lib/admin/drafting.ts), answering as the service does: POST
 * /v1beta/models/<model>:generateContent with the key in `x-goog-api-key`, answered with a
 * GenerateContentResponse, with the CORS headers the browser needs (a preflight first, for the key's
 * header). Every request body is checked against the API's published description before it is
 * answered, and every answer before it is sent (test-support/generative-language.ts): a request
 * the service would refuse for its shape is answered 400 INVALID_ARGUMENT, as the service does, and
 * recorded in `rejected`, so a test fails on it. Every accepted request is recorded with the copy
 * of the photo it carried, for the test to check what was sent. It can refuse as the service does
 * (a refused key 400/403, a reached limit 429); the network being down is the route aborted
 * (`routeDraftingTo(page, standIn, { offline: true })`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DRAFTING_ORIGIN } from '@/lib/admin/drafting';
import { answerProblems, requestProblems } from '@/test-support/generative-language';

type Part = { text?: string; inlineData?: { mimeType: string; data: string } };
type Body = { systemInstruction?: { parts: Part[] }; contents: { parts: Part[] }[] };

export type DraftingCall = {
  key: string | undefined;
  model: string;
  /** Our instruction (system instruction) and the album's context, as sent. */
  instruction: string;
  context: string;
  /** The photo's copy as sent: its type and its bytes. */
  image: { mimeType: string; bytes: Buffer };
};

/** A refusal as Google gives it: its HTTP status, its status name, its words and its reason. */
type Refusal = { status: number; code: string; message: string; reason?: string };

/** The service's refusals a test asks for. */
export const REFUSALS = {
  invalidKey: {
    status: 400,
    code: 'INVALID_ARGUMENT',
    message: 'API key not valid. Please pass a valid API key.',
    reason: 'API_KEY_INVALID',
  },
  blockedAddress: {
    status: 403,
    code: 'PERMISSION_DENIED',
    message: 'Requests from referer http://localhost/ are blocked.',
    reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
  },
  limit: {
    status: 429,
    code: 'RESOURCE_EXHAUSTED',
    message: 'You exceeded your current quota, please check your plan and billing details.',
  },
} as const satisfies Record<string, Refusal>;

export type DraftingStandIn = {
  url: string;
  /** The requests answered with a draft, in order. */
  calls: DraftingCall[];
  /** The requests refused for their shape, with the problems found: a test expects none. */
  rejected: string[][];
  /** The next request is refused so (and is not in `calls`). */
  refuseNext: (refusal: Refusal) => void;
  close: () => Promise<void>;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-goog-api-key',
  'access-control-allow-methods': 'POST, OPTIONS',
};
const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };
const GENERATE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

/** Google's error body (the shape both of its services answer with). */
const errorBody = ({ status, code, message, reason }: Refusal) => ({
  error: {
    code: status,
    message,
    status: code,
    ...(reason
      ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' }] }
      : {}),
  },
});

/**
 * Starts the stand-in; `describe` gives the description of one photo from what was sent (the test
 * decides the words, by the language asked for or by the photo).
 */
export async function startDraftingStandIn(describe: (call: DraftingCall) => string): Promise<DraftingStandIn> {
  const calls: DraftingCall[] = [];
  const rejected: string[][] = [];
  let refusal: Refusal | undefined;
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) =>
        response.writeHead(status, { ...CORS, ...JSON_TYPE }).end(JSON.stringify(body));
      const model = GENERATE.exec(new URL(request.url ?? '/', 'http://stand-in').pathname)?.[1];
      if (request.method !== 'POST' || !model) {
        answer(404, errorBody({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }));
        return;
      }
      if (refusal) {
        answer(refusal.status, errorBody(refusal));
        refusal = undefined;
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const problems = requestProblems(body);
      if (problems.length > 0) {
        rejected.push(problems);
        answer(400, errorBody({ status: 400, code: 'INVALID_ARGUMENT', message: problems.join('; ') }));
        return;
      }
      const { systemInstruction, contents } = body as Body;
      const parts = contents.flatMap((content) => content.parts);
      const image = parts.find((part) => part.inlineData)?.inlineData;
      const key = request.headers['x-goog-api-key'];
      const call: DraftingCall = {
        key: Array.isArray(key) ? key[0] : key,
        model,
        instruction: (systemInstruction?.parts ?? []).map((part) => part.text ?? '').join(''),
        context: parts.map((part) => part.text ?? '').join(''),
        image: { mimeType: image?.mimeType ?? '', bytes: Buffer.from(image?.data ?? '', 'base64') },
      };
      calls.push(call);
      const text = describe(call);
      const draft = {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 1400, candidatesTokenCount: 20, totalTokenCount: 1420 },
        modelVersion: model,
        responseId: `stand-in-${calls.length}`,
      };
      const answerErrors = answerProblems(draft);
      if (answerErrors.length > 0)
        throw new Error(`the stand-in's answer is not the service's: ${answerErrors.join('; ')}`);
      answer(200, draft);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    rejected,
    refuseNext: (next) => {
      refusal = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends the page's requests for the Gemini API to the stand-in; with `offline`, every one fails as
 * with no network (the browser's request errors, no answer at all).
 */
export async function routeDraftingTo(
  page: Page,
  standIn: DraftingStandIn,
  { offline = false }: { offline?: boolean } = {},
): Promise<void> {
  await page.route(`${DRAFTING_ORIGIN}/**`, async (route) => {
    if (offline) {
      await route.abort('internetdisconnected');
      return;
    }
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${standIn.url}${url.pathname}` });
    await route.fulfill({ response });
  });
}
