import { expect, test } from '@playwright/test';
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

test.describe('unknown paths', () => {
  for (const path of ['/does-not-exist', '/stories/nothing-here', '/about/fr-fr', '/some/deep/unknown/path']) {
    test(`${path} shows the home screen with status 404, marked noindex`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const heading = page.getByRole('heading', { level: 1 });
      const home = await page.context().newPage();
      await home.goto('/');
      await expect(heading).toHaveText((await home.getByRole('heading', { level: 1 }).textContent())!);
      expect(await page.title()).toBe(await home.title());
    });
  }
});

test.describe('unknown paths that contain pt-pt', () => {
  for (const path of ['/no-such-page/pt-pt', '/stories/nothing-here/pt-pt', '/pt-pt/unknown']) {
    test(`${path} shows the Portuguese home screen, marked noindex`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const heading = page.getByRole('heading', { level: 1 });
      const home = await page.context().newPage();
      await home.goto('/pt-pt');
      await expect(heading).toHaveText((await home.getByRole('heading', { level: 1 }).textContent())!);
      expect(await page.title()).toBe(await home.title());
      // Served from one file at every such address: the address itself still decides the toggle.
      await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute('href', '/home/en-en');
    });
  }
});
