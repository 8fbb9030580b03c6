import type { StorageProvider } from '@emailjs/browser';
import { toTemplateParams, type ContactValues } from './fields';

/**
 * Sends an enquiry through the EmailJS browser SDK (spec §7): POST {origin}/api/v1.0/email/send
 * with lib_version, user_id (the public key), service_id, template_id and template_params.
 * The SDK is loaded only when an enquiry is sent, so it is not part of the page's first load.
 * Never throws: every way the send can fail becomes a `{ ok: false }` result.
 */

export type EmailJsConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the API lives. Unset in production (the SDK's own https://api.emailjs.com); the local inbox on this computer. */
  origin: string | undefined;
};

/**
 * Build-time configuration. Each variable is written out as `process.env.NAME` so Next.js can
 * inline it into the static export; a dynamic lookup would be empty in the browser.
 */
export function readEmailJsConfig(): EmailJsConfig {
  return {
    publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
    templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
    origin: resolveOrigin(process.env.NEXT_PUBLIC_EMAILJS_ORIGIN),
  };
}

/** 'same-origin' sends to the site's own server (the local inbox of `npm start`), whatever its port. */
function resolveOrigin(setting: string | undefined): string | undefined {
  const origin = setting?.trim().replace(/\/+$/, '');
  if (!origin) return undefined;
  if (origin === 'same-origin') return typeof window === 'undefined' ? undefined : window.location.origin;
  return origin;
}

export type SendFailureReason =
  | 'configuration' // a public key, service ID or template ID is missing
  | 'network' // no answer: offline, DNS, CORS, connection reset (the SDK's status 0)
  | 'timeout' // no answer within SEND_TIMEOUT_MS
  | 'rate-limited' // 429: this browser's throttle or the service's own limit
  | 'headless' // 451: the SDK's headless-browser block
  | 'blocked' // 403: the SDK's block list or the service refusing the key/origin
  | 'rejected' // any other HTTP status from the service
  | 'unexpected'; // anything else (the SDK failed to load, a bug)

export type SendResult =
  | { ok: true; status: number; text: string }
  | { ok: false; reason: SendFailureReason; status: number; text: string };

/** The SDK's throttle (its `limitRate` option): one send per browser within this many milliseconds. */
export const SEND_THROTTLE_MS = 5000;
/** The throttle's key in storage, shared by both languages' contact pages. */
export const SEND_THROTTLE_ID = 'contact-enquiry-throttle';
/** After this long without an answer the visitor is told it failed (their text is still in the form). */
export const SEND_TIMEOUT_MS = 30_000;

// Where localStorage is refused the throttle still works for the life of the page.
const memoryStorage = new Map<string, string>();

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A storage provider for the SDK's throttle that never throws (where localStorage is refused it
 * keeps the time in memory) and tells whether this send claimed the throttle slot, so a send that
 * failed can give the slot back and 'Try again' works at once.
 */
function createThrottleStorage() {
  let claimed = false;
  const provider: StorageProvider = {
    get: async (key) => {
      try {
        const storage = browserStorage();
        if (storage) return storage.getItem(key);
      } catch {
        // refused: use memory
      }
      return memoryStorage.get(key) ?? null;
    },
    set: async (key, value) => {
      claimed = true;
      try {
        const storage = browserStorage();
        if (storage) return storage.setItem(key, value);
      } catch {
        // refused: use memory
      }
      memoryStorage.set(key, value);
    },
    remove: async (key) => {
      memoryStorage.delete(key);
      try {
        browserStorage()?.removeItem(key);
      } catch {
        // nothing stored there
      }
    },
  };
  return { provider, claimed: () => claimed };
}

function failureFromStatus(status: number, text: string): SendResult {
  const reason: SendFailureReason =
    status === 0
      ? 'network'
      : status === 429
        ? 'rate-limited'
        : status === 451
          ? 'headless'
          : status === 403
            ? 'blocked'
            : 'rejected';
  return { ok: false, reason, status, text };
}

/** Turns whatever the SDK threw into a failure result. */
export function toFailure(error: unknown): SendResult {
  // The SDK rejects with EmailJSResponseStatus { status, text } for HTTP errors and its own checks.
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : '';
    return failureFromStatus(error.status, text);
  }
  // Its parameter checks throw plain strings ('The public key is required…').
  if (typeof error === 'string') return { ok: false, reason: 'configuration', status: 0, text: error };
  // fetch rejects with a TypeError when there is no answer at all (4.4.1 does not wrap it).
  if (error instanceof TypeError) return { ok: false, reason: 'network', status: 0, text: 'Network Error' };
  return { ok: false, reason: 'unexpected', status: 0, text: error instanceof Error ? error.message : String(error) };
}

/** The names of the missing configuration variables (empty when all are set). */
export function missingConfiguration(config: EmailJsConfig): string[] {
  const missing: string[] = [];
  if (!config.publicKey) missing.push('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY');
  if (!config.serviceId) missing.push('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  if (!config.templateId) missing.push('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID');
  return missing;
}

function timeout(ms: number): { promise: Promise<SendResult>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'timeout', status: 0, text: 'Timeout' }), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

function storageRefused(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * Loads the SDK on first use. @emailjs/browser 4.4.1 reads `localStorage` as its module loads;
 * where the browser refuses storage (cookies blocked) that read throws and the SDK would never
 * load, losing the enquiry. So while it loads, the refusing property is hidden: the SDK then sees
 * no storage, and the throttle uses the storage provider given to send().
 */
async function importSdk(): Promise<typeof import('@emailjs/browser')> {
  if (typeof window === 'undefined' || !storageRefused()) return import('@emailjs/browser');
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => undefined });
  try {
    return await import('@emailjs/browser');
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
}

async function sendWithSdk(values: ContactValues, config: EmailJsConfig): Promise<SendResult> {
  const throttle = createThrottleStorage();
  try {
    const emailjs = await importSdk();
    // The SDK reads `origin` only from init(), not from send()'s options; with none it uses its default.
    emailjs.init({ publicKey: config.publicKey, origin: config.origin });
    const response = await emailjs.send(config.serviceId, config.templateId, toTemplateParams(values), {
      publicKey: config.publicKey,
      limitRate: { id: SEND_THROTTLE_ID, throttle: SEND_THROTTLE_MS },
      storageProvider: throttle.provider,
    });
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    // This send never reached the photographer: free the throttle so 'Try again' is not refused.
    if (throttle.claimed()) await throttle.provider.remove(SEND_THROTTLE_ID);
    return toFailure(error);
  }
}

/** Sends one enquiry. Resolves to `{ ok: true }` only when the service accepted it. */
export async function sendEnquiry(
  values: ContactValues,
  config: EmailJsConfig = readEmailJsConfig(),
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const missing = missingConfiguration(config);
  const result: SendResult =
    missing.length > 0
      ? { ok: false, reason: 'configuration', status: 0, text: `Missing ${missing.join(', ')}` }
      : await (async () => {
          const limit = timeout(timeoutMs);
          try {
            return await Promise.race([sendWithSdk(values, config), limit.promise]);
          } finally {
            limit.cancel();
          }
        })();
  if (!result.ok) console.error(`The enquiry was not sent (${result.reason}, ${result.status}): ${result.text}`);
  return result;
}
