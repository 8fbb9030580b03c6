/**
 * A local stand-in for the Gemini API's generateContent (the drafting of photo descriptions,
 * admin/drafting/draft-request.ts), answering as the service does: POST
 * /v1beta/models/<model>:generateContent with the key in `x-goog-api-key`, answered with a
 * GenerateContentResponse, with the CORS headers the browser needs (a preflight first, for the key's
 * header). Every request body is checked against the API's published description before it is
 * answered, and every answer before it is sent (test-support/generative-language.ts): a request
 * the service would refuse for its shape is answered 400 INVALID_ARGUMENT, as the service does, and
 * recorded in `rejected`, so a test fails on it. Every accepted request is recorded with the copy
 * of the photo it carried, for the test to check what was sent. It can refuse as the service does
 * (a refused key 400/403, a reached limit 429, a spent prepayment 402, a retired model 404, a
 * FAILED_PRECONDITION 400), each refusal checked against the description's google.rpc.Status, and
 * cut an answer off at its output limit (MAX_TOKENS); the network being down is the route aborted
 * (`routeDraftingTo(page, standIn, { offline: true })`).
 */
import type { Page } from '@playwright/test';
import { DRAFTING_ORIGIN } from '@/admin/drafting/draft-request';
import { answerProblems, errorProblems, requestProblems } from '@/test-support/generative-language';
import { googleErrorBody, startGoogleStandIn, type GoogleRefusal } from './google-stand-in';

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
  spentPrepayment: {
    status: 402,
    code: 'RESOURCE_EXHAUSTED',
    message:
      'Your prepayment credits are depleted. Please go to AI Studio at https://ai.studio/projects to manage your project and billing.',
  },
  retiredModel: {
    status: 404,
    code: 'NOT_FOUND',
    message:
      'models/gemini-3.5-flash-lite is not found for API version v1beta, or is not supported for generateContent.',
  },
  precondition: {
    status: 400,
    code: 'FAILED_PRECONDITION',
    message: 'User location is not supported for the API use without a billing account linked.',
  },
} as const satisfies Record<string, GoogleRefusal>;

export type DraftingStandIn = {
  url: string;
  /** The requests answered with a draft, in order. */
  calls: DraftingCall[];
  /** The requests refused for their shape, with the problems found: a test expects none. */
  rejected: string[][];
  /** The next request is refused so (and is not in `calls`). */
  refuseNext: (refusal: GoogleRefusal) => void;
  /** The next answer is cut off at the output limit: half its sentence, ending MAX_TOKENS. */
  cutOffNext: () => void;
  close: () => Promise<void>;
};

const GENERATE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Starts the stand-in; `describe` gives the description of one photo from what was sent (the test
 * decides the words, by the language asked for or by the photo).
 */
export async function startDraftingStandIn(describe: (call: DraftingCall) => string): Promise<DraftingStandIn> {
  const calls: DraftingCall[] = [];
  const rejected: string[][] = [];
  let refusal: GoogleRefusal | undefined;
  let cutOff = false;
  const server = await startGoogleStandIn(({ method, path, key, body: text }) => {
    const model = GENERATE.exec(path)?.[1];
    if (method !== 'POST' || !model)
      return { status: 404, body: googleErrorBody({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }) };
    if (refusal) {
      const refused = googleErrorBody(refusal);
      const status = refusal.status;
      refusal = undefined;
      const errors = errorProblems(refused);
      if (errors.length > 0) throw new Error(`the stand-in's refusal is not the service's: ${errors.join('; ')}`);
      return { status, body: refused };
    }
    const body = parsed(text);
    const problems = requestProblems(body);
    if (problems.length > 0) {
      rejected.push(problems);
      return {
        status: 400,
        body: googleErrorBody({ status: 400, code: 'INVALID_ARGUMENT', message: problems.join('; ') }),
      };
    }
    const { systemInstruction, contents } = body as Body;
    const parts = contents.flatMap((content) => content.parts);
    const image = parts.find((part) => part.inlineData)?.inlineData;
    const call: DraftingCall = {
      key,
      model,
      instruction: (systemInstruction?.parts ?? []).map((part) => part.text ?? '').join(''),
      context: parts.map((part) => part.text ?? '').join(''),
      image: { mimeType: image?.mimeType ?? '', bytes: Buffer.from(image?.data ?? '', 'base64') },
    };
    calls.push(call);
    const sentence = describe(call);
    const ending = cutOff ? 'MAX_TOKENS' : 'STOP';
    cutOff = false;
    const draft = {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ text: ending === 'STOP' ? sentence : sentence.slice(0, sentence.length >> 1) }],
          },
          finishReason: ending,
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 1400, candidatesTokenCount: 20, totalTokenCount: 1420 },
      modelVersion: model,
      responseId: `stand-in-${calls.length}`,
    };
    const answerErrors = answerProblems(draft);
    if (answerErrors.length > 0)
      throw new Error(`the stand-in's answer is not the service's: ${answerErrors.join('; ')}`);
    return { status: 200, body: draft };
  });
  return {
    ...server,
    calls,
    rejected,
    refuseNext: (next) => {
      refusal = next;
    },
    cutOffNext: () => {
      cutOff = true;
    },
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
