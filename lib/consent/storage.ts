import { readCookie } from '@/lib/cookies';
import { safeStorage } from '@/lib/safe-storage';

/** The local-storage key of the consent preference: a cookies-consent name of this site's own. */
export const CONSENT_STORAGE_KEY = 'luzdosul-cookies-consent';

/** Used when NEXT_PUBLIC_CONSENT_COOKIE_NAME is not set at build time. */
export const DEFAULT_CONSENT_COOKIE_NAME = 'luzdosul_cookies_consent';

/** How long the consent cookie lasts, in days. */
export const CONSENT_COOKIE_DAYS = 30;

export type StoredPreference =
  { kind: 'missing' } | { kind: 'valid'; analytics: boolean } | { kind: 'corrupt'; raw: string };

/** The consent cookie's value as found at start: only 'true' and 'false' mean anything. */
export type ConsentCookieValue = 'true' | 'false' | undefined;

/** Read at call time so tests can change it; Next inlines the literal expression at build time. */
export function consentCookieName(): string {
  return process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME || DEFAULT_CONSENT_COOKIE_NAME;
}

/** Anything that is not exactly `{ "analytics": <boolean> }` counts as corrupt, not just invalid JSON. */
export function parseStoredPreference(raw: string | null): StoredPreference {
  if (raw === null) return { kind: 'missing' };
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { analytics?: unknown }).analytics === 'boolean'
    ) {
      return { kind: 'valid', analytics: (value as { analytics: boolean }).analytics };
    }
  } catch {
    // falls through to 'corrupt'
  }
  return { kind: 'corrupt', raw };
}

/* Storage that is refused or full reads as nothing stored: consent must never break the page. */

export function readStoredPreference(): StoredPreference {
  return parseStoredPreference(safeStorage.get(CONSENT_STORAGE_KEY));
}

/** Where the browser refuses storage the choice still applies for this page. */
export function writeStoredPreference(analytics: boolean): void {
  safeStorage.set(CONSENT_STORAGE_KEY, JSON.stringify({ analytics }));
}

export function removeStoredPreference(): void {
  safeStorage.remove(CONSENT_STORAGE_KEY);
}

export function readConsentCookie(): ConsentCookieValue {
  const value = readCookie(consentCookieName());
  return value === 'true' || value === 'false' ? value : undefined;
}

/** Written at once, in the click that made the choice (a visitor may leave right after). */
export function writeConsentCookie(analytics: boolean): void {
  const expires = new Date(Date.now() + CONSENT_COOKIE_DAYS * 86_400_000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(consentCookieName())}=${analytics}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
