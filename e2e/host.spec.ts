import { expect, test, type Page } from '@playwright/test';
import { canonicalPages } from './support/site';

/** Records Content-Security-Policy violations the browser reports on a page. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...consoleViolations, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('pages carry the security and caching headers of firebase.json', async ({ request }) => {
  const response = await request.get('/about');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(?![^;]*unsafe-inline)/);
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);

  const html = await response.text();
  const script = html.match(/<script[^>]*src="(\/_next\/static\/[^"]+\.js)"/)![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the exported HTML has no inline script left (JSON-LD data aside)', async ({ request }) => {
  for (const { path } of canonicalPages) {
    const html = await (await request.get(path)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes!.includes('application/ld+json'));
    expect(inline.map(([tag]) => tag.slice(0, 80)), path).toEqual([]);
  }
});

test.describe('no Content-Security-Policy violation', () => {
  for (const { path } of canonicalPages) {
    test(`on ${path}, with the page hydrated`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: the client-side language toggle and consent banner are interactive.
      await expect(page.locator('body')).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }
});
