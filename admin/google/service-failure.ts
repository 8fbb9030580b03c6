/**
 * Why a Google service the editor calls with her key did not do what was asked, told truly: the
 * translation (Google Cloud Translation: the editor's Translate and the photos field's
 * suggestions) and the descriptions drafted from the photos (the Gemini API) fail the same few
 * ways, and each way has its own words and its own thing to check. Pure: it reads the HTTP status
 * and the error body Google answers with (`{ error: { code, message, status, details | errors } }`),
 * or the browser's own failure when no answer came.
 */

/** What went wrong, as she can act on it. */
export type FailureCause =
  /** No answer at all: the request never reached Google (no network, the connection dropped). */
  | 'offline'
  /** Google answered that the key may not do this: invalid, API not enabled, no billing, address not allowed. */
  | 'refused-key'
  /** Google answered that a limit is reached: requests per minute or per day, or the project's quota. */
  | 'limit'
  /** Google answered that the project's prepaid credit is used up: nothing works until she adds credit. */
  | 'no-credit'
  /** Google answered that what was asked for does not exist (404): the model was retired or renamed. */
  | 'not-found'
  /** Google answered that the project cannot use the service as it is (400 FAILED_PRECONDITION): billing, country. */
  | 'precondition'
  /** Google refused the request as a whole for another reason of its own (a 4xx other than one photo's). */
  | 'refused'
  /** Anything else: a server error, an answer that is not what the service answers. */
  | 'other';

/** The Google service a failure came from. */
export type GoogleService = 'translation' | 'drafting';

/** A refusal or failure Google answered with: its HTTP status, its message and its machine-readable reasons. */
export class ServiceFailure extends Error {
  constructor(
    readonly status: number | undefined,
    serviceMessage: string,
    /** Google's own words for the kind of failure: `status` (RESOURCE_EXHAUSTED) and each detail's `reason`. */
    readonly reasons: readonly string[] = [],
  ) {
    super(serviceMessage);
  }
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The failure an HTTP answer that is not OK stands for, from its status and body: Google's error
 * body, in the shape both services answer with (the Gemini API puts reasons in `details`,
 * Translation v2 in `errors` too).
 */
export function failureOfAnswer(status: number, body: unknown): ServiceFailure {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  const listed = [error?.details, error?.errors].flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  const reasons = [
    textOf(error?.status),
    ...listed.map((each) => textOf((each as { reason?: unknown } | null)?.reason)),
  ].filter((reason): reason is string => reason !== undefined);
  return new ServiceFailure(status, textOf(error?.message) ?? '', reasons);
}

const LIMIT_REASONS = /RESOURCE_EXHAUSTED|RATE_LIMIT|QUOTA|LimitExceeded/i;
const KEY_REASONS = /API_KEY|SERVICE_DISABLED|BILLING|ACCESS_TOKEN_TYPE_UNSUPPORTED/i;
/**
 * A spent prepayment: the Gemini API answers it with 402, and has answered the same words with 429
 * RESOURCE_EXHAUSTED, which waiting never cures.
 */
const NO_CREDIT = /prepayment credit/i;

/**
 * What went wrong, from what was thrown: a `ServiceFailure` is Google's answer; a `TypeError` is
 * the browser's word for a request that got no answer (fetch rejects with it when the network is
 * down or the connection drops); anything else (an answer that could not be read) is `other`.
 */
export function failureCause(failure: unknown): FailureCause {
  if (!(failure instanceof ServiceFailure)) return failure instanceof TypeError ? 'offline' : 'other';
  const { status, reasons, message } = failure;
  // A spent prepayment before a limit: it comes as 429 RESOURCE_EXHAUSTED too, and waiting never ends it.
  if (status === 402 || NO_CREDIT.test(message)) return 'no-credit';
  // A limit next: Translation v2 answers a daily limit with 403, which would read as a refusal.
  if (status === 429 || reasons.some((reason) => LIMIT_REASONS.test(reason))) return 'limit';
  if (status === 401 || status === 403) return 'refused-key';
  if (status === 404) return 'not-found';
  if (status === 400) {
    // 400 is also a malformed request; it is the key's fault only when Google says so.
    if (reasons.some((reason) => KEY_REASONS.test(reason)) || /API key/i.test(message)) return 'refused-key';
    if (reasons.includes('FAILED_PRECONDITION')) return 'precondition';
    // INVALID_ARGUMENT may be one photo's ("Unable to process input image."): the others may go through.
    return 'other';
  }
  // Any other refusal (409, 413…) is of the request as such: the same request for the next photo meets it too.
  if (status !== undefined && status >= 400 && status < 500 && status !== 408) return 'refused';
  return 'other';
}

const API: Record<GoogleService, string> = {
  translation: 'the Cloud Translation API',
  drafting: 'the Gemini API (called Generative Language API in the console)',
};
const WORK: Record<GoogleService, string> = { translation: 'translations', drafting: 'drafts from the photos' };
/** Where she manages what each service charges: the Gemini API's billing is in AI Studio, Translation's in the console. */
const BILLING: Record<GoogleService, string> = {
  translation: 'in the Google Cloud console (Billing)',
  drafting: 'in Google AI Studio (Billing)',
};

/**
 * Whether what is said of a failure is still true: "this computer seems to be offline" is not once
 * Google has answered a request since, or the browser says it is online again; every other cause
 * is Google's answer about her key, her limit or her photo, which no other answer undoes.
 */
export const failureStillTrue = (failure: unknown, reachedSince: boolean): boolean =>
  !(reachedSince && failureCause(failure) === 'offline');

/**
 * What she is told, and what to check, for a failure of `service`: one sentence for the cause and
 * one for what to do. The caller adds what happened to her texts ("Nothing was changed.").
 */
export function failureNotice(failure: unknown, service: GoogleService): string {
  const said = failure instanceof ServiceFailure && failure.message ? ` (Google said: “${failure.message}”)` : '';
  switch (failureCause(failure)) {
    case 'offline':
      return 'Google could not be reached: this computer seems to be offline. Check the internet connection, then try again.';
    case 'refused-key':
      return `Google refused the key${said}. In the Google Cloud console, check that ${API[service]} is enabled in the key’s project, that billing is set up, and that the key allows that API and this site’s address.`;
    case 'limit':
      return `Google’s limit for ${WORK[service]} is reached for now${said}. Wait a few minutes, then try again; if it happens every time, raise the quota in the Google Cloud console.`;
    case 'no-credit':
      return `Your ${service === 'drafting' ? 'Gemini' : 'Google'} prepayment is used up${said}: add credit ${BILLING[service]}, then try again. Waiting does not help.`;
    case 'not-found':
      return `Google no longer offers what the editor asks it for${said}: the model or service it names has been retired. Trying again does not help: ask your developer to update the editor.`;
    case 'precondition':
      return `Google refused to serve the key’s project as it is${said}. Set up billing for that project ${BILLING[service]} (the free tier is not offered in every country), then try again.`;
    case 'refused':
      return `Google refused the request${said}. Trying again does not help: ask your developer to look at what Google said.`;
    case 'other':
      return `Google did not answer as expected${said}. Try again in a moment.`;
  }
}
