import type { BrowserContext, Page, Request } from '@playwright/test';

/*
 * The third parties of the site answered at the HTTP boundary (there is no internet here): a
 * stand-in for gtag.js that leaves the dataLayer queue for the test to read, the identity
 * provider's anonymous sign-up and lookup, and nothing else (aborted).
 */

export const SIGN_UP = /identitytoolkit\.googleapis\.com\/v1\/accounts:signUp/;
export const LOOKUP = /identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/;

function isExternal(url: URL, baseURL: string | undefined): boolean {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin !== new URL(baseURL ?? 'http://localhost').origin
  );
}

export async function answerThirdParties(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.route(
    (url) => isExternal(url, baseURL),
    async (route) => {
      const url = route.request().url();
      if (/googletagmanager\.com\/gtag\/js/.test(url)) {
        return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagStubLoaded = true;' });
      }
      if (SIGN_UP.test(url)) {
        return route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            kind: 'identitytoolkit#SignupNewUserResponse',
            idToken: 'test-id-token',
            refreshToken: 'test-refresh-token',
            expiresIn: '3600',
            localId: 'anonymous-test-user',
          }),
        });
      }
      if (LOOKUP.test(url)) {
        return route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ users: [{ localId: 'anonymous-test-user', createdAt: '0', lastLoginAt: '0' }] }),
        });
      }
      return route.abort();
    },
  );
}

/** Every request to another origin, recorded in order. */
export function recordExternalRequests(context: BrowserContext, baseURL: string | undefined): Request[] {
  const requests: Request[] = [];
  context.on('request', (request) => {
    if (isExternal(new URL(request.url()), baseURL)) requests.push(request);
  });
  return requests;
}

/** The gtag queue as plain arrays (each entry is an `arguments` object), or null before gtag ran. */
export async function dataLayer(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => {
    const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return queue ? Array.from(queue, (entry) => Array.from(entry)) : null;
  });
}

/** The events the page queued for gtag, as name and parameters. */
export async function sentEvents(page: Page): Promise<{ name: unknown; params: Record<string, unknown> }[]> {
  return ((await dataLayer(page)) ?? [])
    .filter((entry) => entry[0] === 'event')
    .map((entry) => ({ name: entry[1], params: entry[2] as Record<string, unknown> }));
}

const ANALYTICS_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|app-measurement\.com|firebaseinstallations\.googleapis\.com|firebaselogging-pa\.googleapis\.com)$/;
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl|__utm|FPID|FPLC)/;

/** The requests to analytics hosts among the recorded ones. */
export function analyticsRequests(external: Request[]): string[] {
  return external.map((request) => request.url()).filter((url) => ANALYTICS_HOST.test(new URL(url).hostname));
}

/** The names of the context's analytics cookies. */
export async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => ANALYTICS_COOKIE.test(name));
}
