import type { StorageProvider } from '@emailjs/browser';
import { safeStorage } from '@/lib/safe-storage';
import { toTemplateParams, type ContactValues } from './fields';

/**
 * Sends an enquiry through the EmailJS browser SDK, which builds the request
 * (POST {origin}/api/v1.0/email/send with lib_version, user_id, service_id, template_id and
 * template_params), checks its configuration and throttles repeated sends. This module only
 * adds what the SDK does not do: loading it on first use (it is not part of the page's first
 * load), a storage for its throttle that never throws, giving the throttle back when a send
 * failed, and one result type instead of its three kinds of rejection.
 *
 * There is no time limit: the SDK calls fetch without an AbortSignal, so a timer could only stop
 * waiting, not stop the request; the visitor would be told it failed while it may still arrive,
 * and 'Try again' would send it twice. A connection that dies ends as a network error (status 0).
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

/** Status and text as the service (or the SDK: 451, 403, 429) gave them; status 0 when there was no answer. */
export type SendResult = { ok: boolean; status: number; text: string };

/** The SDK's throttle (its `limitRate` option): one send per browser within this many milliseconds. */
const SEND_THROTTLE_MS = 5000;
/** The throttle's key in storage, shared by both languages' contact pages. */
export const SEND_THROTTLE_ID = 'contact-enquiry-throttle';

/**
 * The SDK's default storage calls localStorage directly, so a full storage would make the send
 * itself fail; this one only loses the throttle then. The SDK wants promises: safeStorage answers at
 * once and never throws, so they are already settled.
 */
const throttleStorage: StorageProvider = {
  get: (key) => Promise.resolve(safeStorage.get(key)),
  set: (key, value) => {
    safeStorage.set(key, value);
    return Promise.resolve();
  },
  remove: (key) => {
    safeStorage.remove(key);
    return Promise.resolve();
  },
};

/**
 * @emailjs/browser 4.4.1 reads `localStorage` as its module loads, to make its default storage.
 * Where the browser refuses storage (all cookies blocked) that read throws and the SDK would never
 * load; there it loads with storage hidden for that moment (it uses `throttleStorage` anyway).
 */
async function importSdk() {
  if (safeStorage.available()) return import('@emailjs/browser');
  const refused = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
  try {
    return await import('@emailjs/browser');
  } finally {
    if (refused) Object.defineProperty(window, 'localStorage', refused);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
}

/** Turns whatever the SDK rejected with into a result (its status, or 0 with 'Network Error'). */
export function toFailure(error: unknown): SendResult {
  // EmailJSResponseStatus { status, text }: an HTTP error, or the SDK's own 451 / 403 / 429.
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : '';
    return { ok: false, status: error.status, text };
  }
  // Its configuration checks throw plain strings ('The public key is required…').
  if (typeof error === 'string') return { ok: false, status: 0, text: error };
  // fetch rejects with a TypeError when no answer came at all; 4.4.1 passes that on unwrapped.
  if (error instanceof TypeError) return { ok: false, status: 0, text: 'Network Error' };
  return { ok: false, status: 0, text: error instanceof Error ? error.message : String(error) };
}

/** Sends one enquiry. Never throws; `ok` only when the service accepted it. */
export async function sendEnquiry(
  values: ContactValues,
  config: EmailJsConfig = readEmailJsConfig(),
): Promise<SendResult> {
  const throttleBefore = safeStorage.get(SEND_THROTTLE_ID);
  try {
    const emailjs = await importSdk();
    // send() ignores an origin in its own options; only init() sets it (none: the SDK's default).
    emailjs.init({
      publicKey: config.publicKey,
      origin: config.origin,
      limitRate: { id: SEND_THROTTLE_ID, throttle: SEND_THROTTLE_MS },
      storageProvider: throttleStorage,
    });
    const response = await emailjs.send(config.serviceId, config.templateId, toTemplateParams(values));
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    // The SDK takes its throttle slot before it sends. This enquiry never arrived: give the
    // slot back so 'Try again' is not refused.
    if (safeStorage.get(SEND_THROTTLE_ID) !== throttleBefore) safeStorage.remove(SEND_THROTTLE_ID);
    const failure = toFailure(error);
    console.error(`The enquiry was not sent (${failure.status}): ${failure.text}`);
    return failure;
  }
}
