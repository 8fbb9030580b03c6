import Cookies from 'js-cookie';
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT_COOKIE_NAME,
  consentCookieName,
  parseStoredPreference,
  readConsentCookie,
  readStoredPreference,
  removeStoredPreference,
  writeConsentCookie,
  writeStoredPreference,
} from './storage';

const originalCookieName = process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME;

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  Cookies.remove(consentCookieName(), { path: '/' });
  if (originalCookieName === undefined) delete process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME;
  else process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME = originalCookieName;
});

describe('parseStoredPreference', () => {
  it('reads { "analytics": true|false }', () => {
    expect(parseStoredPreference('{"analytics":true}')).toEqual({ kind: 'valid', analytics: true });
    expect(parseStoredPreference('{"analytics":false}')).toEqual({ kind: 'valid', analytics: false });
  });

  it('reports nothing stored as missing', () => {
    expect(parseStoredPreference(null)).toEqual({ kind: 'missing' });
  });

  it.each(['{oops', '', 'true', 'null', '{"analytics":"yes"}', '{}', '[]'])('reports %j as corrupt', (raw) => {
    expect(parseStoredPreference(raw)).toEqual({ kind: 'corrupt', raw });
  });
});

describe('local storage', () => {
  it('stores the preference as JSON under the site-specific key', () => {
    writeStoredPreference(true);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('{"analytics":true}');
    expect(CONSENT_STORAGE_KEY).toBe('luzdosul-cookies-consent');
    expect(readStoredPreference()).toEqual({ kind: 'valid', analytics: true });
    removeStoredPreference();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('treats unusable storage as nothing stored instead of throwing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readStoredPreference()).toEqual({ kind: 'missing' });
    expect(() => writeStoredPreference(true)).not.toThrow();
  });
});

/** What the code under test assigns to document.cookie, still passed on to jsdom. */
function recordCookieWrites(): string[] {
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor.set!.call(document, value);
  });
  return written;
}

describe('consent cookie', () => {
  it('is named from NEXT_PUBLIC_CONSENT_COOKIE_NAME, with a site-specific default', () => {
    delete process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME;
    expect(consentCookieName()).toBe(DEFAULT_CONSENT_COOKIE_NAME);
    expect(DEFAULT_CONSENT_COOKIE_NAME).toMatch(/luzdosul/);
    process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME = 'custom_consent';
    expect(consentCookieName()).toBe('custom_consent');
  });

  it('holds "true" or "false", read back as written, on the whole site, SameSite=Lax, not Secure on http', () => {
    const written = recordCookieWrites();
    writeConsentCookie(true);
    expect(CONSENT_COOKIE_DAYS).toBe(30);
    expect(readConsentCookie()).toBe('true');
    writeConsentCookie(false);
    expect(readConsentCookie()).toBe('false');
    expect(written[0]).toMatch(new RegExp(`^${DEFAULT_CONSENT_COOKIE_NAME}=true; `));
    expect(written[0]).toMatch(/; path=\/(;|$)/);
    expect(written[0]).toMatch(/; SameSite=Lax(;|$)/);
    expect(written[0]).not.toMatch(/Secure/); // jsdom runs on http://localhost
  });

  it('writes a cookie that expires 30 days from now', () => {
    const written = recordCookieWrites();
    const before = Date.now();
    writeConsentCookie(false);
    const expires = /expires=([^;]+)/.exec(written[0] ?? '')?.[1];
    expect(expires).toBeDefined();
    const days = (new Date(expires!).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('ignores cookie values other than "true" and "false"', () => {
    document.cookie = `${DEFAULT_CONSENT_COOKIE_NAME}=maybe; path=/`;
    expect(readConsentCookie()).toBeUndefined();
  });
});
