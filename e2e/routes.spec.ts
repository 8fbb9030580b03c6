import { expect, test, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { htmlLang } from '@/lib/i18n';
import { canonicalPathOf, resolvePath } from '@/lib/routing';
import { allPagePaths, exportedHtml } from './support/site';

test.describe('every route form is pre-rendered with the right language and canonical', () => {
  for (const path of allPagePaths) {
    test(`${path}`, async ({ request }) => {
      const resolved = resolvePath(path)!;
      const canonicalPath = canonicalPathOf(resolved);
      const canonical = site.url + (canonicalPath === '/' ? '' : canonicalPath);
      // The exported file itself (what any static host serves), without JavaScript.
      const html = exportedHtml(path);
      expect(html).toContain(`<html lang="${htmlLang[resolved.locale]}"`);
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`hrefLang="x-default"`);
      expect(html).toMatch(/<h1[^>]*>/);
      // Served with the production host's rules: /en-en aliases redirect permanently to the English URL.
      const response = await request.get(path, { maxRedirects: 0 });
      if (path.endsWith('/en-en')) {
        expect(response.status()).toBe(301);
        expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(resolved.basePath);
      } else {
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(`<html lang="${htmlLang[resolved.locale]}"`);
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
