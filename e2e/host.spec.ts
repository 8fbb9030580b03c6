import { expect, test } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { contactMessages } from '@/content/dictionaries/contact';
import { canonicalPages } from './support/site';
import { recordCspViolations, settle, watchSignUp } from './support/csp';

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
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes!.includes('application/ld+json'),
    );
    expect(
      inline.map(([tag]) => tag.slice(0, 80)),
      path,
    ).toEqual([]);
  }
});

test.describe('no Content-Security-Policy violation in the interactive flows', () => {
  test('with analytics consent given and the anonymous sign-in made', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        const url = route.request().url();
        if (url.includes('googletagmanager.com/gtag/js'))
          return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagStub = true;' });
        if (url.includes('identitytoolkit.googleapis.com'))
          return route.fulfill({
            contentType: 'application/json',
            body: '{"idToken":"t","refreshToken":"r","expiresIn":"3600","localId":"u"}',
          });
        return route.fulfill({ status: 204, body: '' });
      },
    );
    const violations = await recordCspViolations(page);
    const signUpSent = watchSignUp(page);
    const gtagLoaded = () => page.evaluate(() => (window as unknown as { __gtagStub?: boolean }).__gtagStub);
    await page.goto('/');
    await page.getByRole('button', { name: consentMessages.en.banner.accept }).click();
    await expect.poll(gtagLoaded).toBe(true);
    await page.goto('/testimonials/pt-pt');
    await expect.poll(gtagLoaded).toBe(true);
    await settle(page, signUpSent, violations);
    expect(await violations()).toEqual([]);
  });

  test('with an enquiry sent', async ({ page }) => {
    const t = contactMessages.en;
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, body: 'OK', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    const violations = await recordCspViolations(page);
    await page.goto('/contact');
    await page.getByRole('button', { name: consentMessages.en.banner.decline }).click();
    await page.getByRole('textbox', { name: new RegExp(`^${t.fields.from_name.label}`) }).fill('Ana Silva');
    await page.getByRole('textbox', { name: new RegExp(`^${t.fields.email.label}`) }).fill('ana@example.pt');
    await page.getByRole('checkbox', { name: t.services.Family, exact: true }).check();
    await page.getByRole('textbox', { name: new RegExp(`^${t.fields.desired_date.label}`) }).fill('June 2027');
    await page.getByRole('textbox', { name: new RegExp(`^${t.fields.message.label}`) }).fill('Hello!');
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(page.getByRole('dialog', { name: t.success.heading })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
