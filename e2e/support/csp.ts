/** Content-Security-Policy violations a page reports, and the moment a page has done all it starts by itself. */
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './site';
import { SIGN_UP } from './third-parties';

/**
 * Whether the document on show has sent its anonymous sign-up request: the last thing a page
 * starts by itself (when the browser is idle after load), so by then every script it loads and
 * every request it makes has been tried, and any of them the policy refused has been reported.
 */
export function watchSignUp(page: Page): () => boolean {
  let sent = false;
  page.on('load', () => (sent = false));
  page.on('request', (request) => {
    if (SIGN_UP.test(request.url())) sent = true;
  });
  return () => sent;
}

/** Waits until the page has done everything it starts by itself, or the policy has refused something. */
export async function settle(page: Page, signUpSent: () => boolean, violations: () => Promise<string[]>) {
  await waitForHydration(page);
  // Looked at every 50 ms: the default's widening steps (up to 1 s) would make every page wait up
  // to a second past the moment, on each of the many pages checked in turn.
  await expect
    .poll(async () => signUpSent() || (await violations()).length > 0, { intervals: [50], timeout: 15_000 })
    .toBe(true);
}

/** Records Content-Security-Policy violations the browser reports on a page. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}
