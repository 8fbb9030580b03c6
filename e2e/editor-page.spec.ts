/**
 * The editor's page as the live site serves it (out/admin/): kept out of search results
 * and of every page's links and bytes, under its own Content-Security-Policy (the site's stays as it
 * is), self-hosted (nothing from a CDN), and of no use to a visitor without the photographer's
 * token. Editing itself is e2e/editor.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { editorSignInLink } from '@/admin/site-check/editor-token';
import firebase from '@/firebase.json';
import { compileRules, headersFor } from '@/lib/hosting/host-rules';
import { parseHostingConfig } from '@/lib/hosting/hosting-config';
import { recordCspViolations } from './support/csp';
import { exportedHtml, exportedHtmlFiles } from './support/site';

const rules = compileRules(parseHostingConfig(firebase.hosting));
const siteCsp = headersFor(rules, '/about').get('content-security-policy')?.value;

test('/admin is served noindex, under its own policy, and the site’s pages keep theirs', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['content-security-policy']).toBe(headersFor(rules, '/admin').get('content-security-policy')?.value);
  expect(headers['content-security-policy']).not.toBe(siteCsp);
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  expect((await request.get('/about')).headers()['content-security-policy']).toBe(siteCsp);
});

test('no page of the site links to the editor or loads its code, and the sitemap leaves it out', () => {
  for (const file of exportedHtmlFiles()) {
    const html = readFileSync(join(process.cwd(), 'out', file), 'utf8');
    expect([file, /["'(]\/admin[/"'?#)]/.test(html)]).toEqual([file, false]);
  }
  expect(readFileSync(join(process.cwd(), 'out', 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  expect(exportedHtml('/')).not.toContain('/admin');
});

test('a visitor who opens /admin finds the sign-in, asking for the photographer’s token, with nothing from a CDN and no policy violation', async ({
  page,
  baseURL,
}) => {
  const violations = await recordCspViolations(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('blob:') && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  );
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: /Sign In Using Access Token/ })).toBeVisible();
  // A visitor has no way in but a token of the repository (none is in the page).
  await expect(page.getByRole('button', { name: /Sign In with/ })).toHaveCount(0);
  expect(await page.content()).not.toMatch(/gh[ps]_[A-Za-z0-9]{20,}|github_pat_/);
  expect(await violations()).toEqual([]);
  expect(elsewhere.filter((url) => !url.startsWith('https://www.githubstatus.com/'))).toEqual([]);
});

test('the set-up’s link opens the editor signing in with her token, and takes the token out of the address and the history', async ({
  page,
}) => {
  const token = 'github_pat_11AAAAAA0her0own0token0from0the0setup';
  const sentWith: string[] = [];
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  );
  // GitHub as far as this test needs it: who the token is; what follows the sign-in is editor.spec.ts's.
  await page.route('https://api.github.com/**', (route) => {
    sentWith.push(route.request().headers().authorization ?? '');
    return new URL(route.request().url()).pathname === '/user'
      ? route.fulfill({ json: { login: 'rita', name: 'Rita Sousa', email: null, avatar_url: '', html_url: '' } })
      : route.fulfill({ status: 404, json: { message: 'Not Found' } });
  });
  const link = editorSignInLink(test.info().project.use.baseURL!, token);
  await page.goto(link);
  await expect.poll(() => sentWith.some((header) => header.includes(token)), { intervals: [50] }).toBe(true);
  await expect.poll(() => page.url()).not.toContain('signin');
  expect(page.url()).not.toContain(encodeURIComponent(btoa(JSON.stringify({ token }))));
  // The link's entry in the history was replaced: Back goes to where she was before it (here, the blank page).
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});
