import { expect, test, type Page } from '@playwright/test';
import { routeAliases, routes } from '@/content/routes';
import { testEnv } from '@/scripts/test-env';
import { allPagePaths, exportedHtml } from './support/site';

/*
 * The expected language and canonical address of each page come from its address, by the rules
 * below, not from lib/routing.ts, which the pages use to write them.
 */
const SITE = testEnv.NEXT_PUBLIC_SITE_URL;

/** A few pages' canonical addresses, written out by hand; the rule below must agree with them. */
const handWritten: Record<string, string> = {
  '/': SITE,
  '/en-en': SITE,
  '/pt-pt': `${SITE}/pt-pt`,
  '/about': `${SITE}/about`,
  '/about/en-en': `${SITE}/about`,
  '/about/pt-pt': `${SITE}/about/pt-pt`,
  '/home': SITE,
  '/home/pt-pt': `${SITE}/pt-pt`,
  '/stories': `${SITE}/stories/weddings`,
  '/stories/pt-pt': `${SITE}/stories/weddings/pt-pt`,
  '/stories/photoshoot-process/en-en': `${SITE}/stories/photoshoot-process`,
  '/stories/weddings/pt-pt': `${SITE}/stories/weddings/pt-pt`,
};

/** A page's address without its language suffix, and its language: /pt-pt is Portuguese, /en-en and none English. */
function splitLanguage(path: string): { english: string; portuguese: boolean } {
  const suffix = /(?:^|\/)(pt-pt|en-en)$/.exec(path);
  return { english: suffix ? path.slice(0, suffix.index) || '/' : path, portuguese: suffix?.[1] === 'pt-pt' };
}

/**
 * The rule: a page's canonical address is the site's address and the page's own, without an
 * /en-en suffix; an alias of the route table (/home, /stories) is the page it shows, in its language.
 */
function canonicalOf(path: string): string {
  const { english, portuguese } = splitLanguage(path);
  const alias = routeAliases[english as keyof typeof routeAliases];
  const page = alias ? routes[alias.route].path : english;
  const address = portuguese ? `${page === '/' ? '' : page}/pt-pt` : page;
  return SITE + (address === '/' ? '' : address);
}

test('the rule for canonical addresses gives the ones written out by hand', () => {
  expect(Object.keys(handWritten).filter((path) => !allPagePaths.includes(path))).toEqual([]);
  expect(Object.fromEntries(Object.keys(handWritten).map((path) => [path, canonicalOf(path)]))).toEqual(handWritten);
});

test.describe('every route form is pre-rendered with the right language and canonical', () => {
  for (const path of allPagePaths) {
    test(`${path}`, async ({ request }) => {
      const { english, portuguese } = splitLanguage(path);
      const lang = portuguese ? 'pt-PT' : 'en';
      // The exported file itself (what any static host serves), without JavaScript.
      const html = exportedHtml(path);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<link rel="canonical" href="${canonicalOf(path)}"/>`);
      expect(html).toContain(`hrefLang="x-default"`);
      expect(html).toMatch(/<h1[^>]*>/);
      // Served with the production host's rules: /en-en aliases redirect permanently to the English URL.
      const response = await request.get(path, { maxRedirects: 0 });
      if (path.endsWith('/en-en')) {
        expect(response.status()).toBe(301);
        expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(english);
      } else {
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(`<html lang="${lang}"`);
      }
    });
  }
});

// One browser page reads the home screen, then visits each unknown path in turn (a new browser
// page per path would cost more than the visits).
async function homeScreen(page: Page, home: string) {
  await page.goto(home);
  return { heading: (await page.getByRole('heading', { level: 1 }).textContent())!, title: await page.title() };
}

test('unknown paths show the home screen with status 404, marked noindex', async ({ page }) => {
  const home = await homeScreen(page, '/');
  for (const path of ['/does-not-exist', '/stories/nothing-here', '/about/fr-fr', '/some/deep/unknown/path']) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
      expect(await page.title()).toBe(home.title);
    });
  }
});

test('unknown paths that contain pt-pt show the Portuguese home screen, marked noindex', async ({ page }) => {
  const home = await homeScreen(page, '/pt-pt');
  for (const path of ['/no-such-page/pt-pt', '/stories/nothing-here/pt-pt', '/pt-pt/unknown']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
      expect(await page.title()).toBe(home.title);
      // Served from one file at every such address: the address itself still decides the toggle.
      await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute('href', '/home/en-en');
    });
  }
});
