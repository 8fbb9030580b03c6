import { expect, test, type Page } from '@playwright/test';
import { shellMessages } from '@/content/dictionaries/shell';
import { getSite } from '@/content/read';
import { locales, type Locale } from '@/lib/i18n';
import { languageToggleHref } from '@/lib/language-toggle';
import { menuLabel } from '@/lib/navigation';
import { hrefFor } from '@/lib/routing';
import { allPagePaths, batchesOf, canonicalPages, storyPages } from './support/site';
import { expectSidebarEntriesToFit } from './support/sidebar';

const navLinks = [
  ['home', 'home'],
  ['about', 'about'],
  ['stories', 'weddings'],
  ['faq', 'faq'],
  ['testimonials', 'testimonials'],
  ['contact', 'contact'],
] as const;

function mainNav(page: Page, locale: Locale) {
  return page.getByRole('navigation', { name: shellMessages[locale].nav.label }).first();
}

for (const locale of locales) {
  const labels = shellMessages[locale].nav;

  test.describe(`shell in ${locale}`, () => {
    test('the desktop navbar shows the fixed labels with language-suffixed links at 901px', async ({ page }) => {
      await page.setViewportSize({ width: 901, height: 800 });
      await page.goto(hrefFor('about', locale));
      const nav = mainNav(page, locale);
      await expect(nav).toBeVisible();
      await expect(page.getByRole('button', { name: labels.openMenu })).toBeHidden();
      for (const [label, route] of navLinks) {
        const link = nav.getByRole('link', { name: menuLabel(label, locale), exact: true });
        await expect(link).toHaveAttribute('href', hrefFor(route, locale));
      }
    });

    // The submenu's hover and focus, 'Go to top' and the scroll on a route change do not depend on
    // the language: each is checked in one, in turn, both used. Their words are checked in both:
    // the INFO button's as e2e/navigation.spec.ts opens it, 'Go to top' in e2e/visible.spec.ts, the
    // footer's contact link here and in e2e/navigation.spec.ts.
    if (locale === 'pt') {
      test('the info submenu opens on hover and on keyboard focus', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(hrefFor('about', locale));
        const nav = mainNav(page, locale);
        const faq = nav.getByRole('link', { name: menuLabel('faq', locale), exact: true });
        const submenu = faq.locator('xpath=ancestor::ul[1]');
        await expect(submenu).toHaveCSS('opacity', '0');
        await nav.getByRole('button', { name: labels.info }).hover();
        await expect(submenu).toHaveCSS('opacity', '1');
        await page.mouse.move(0, 700);
        await expect(submenu).toHaveCSS('opacity', '0');
        await faq.focus();
        await expect(submenu).toHaveCSS('opacity', '1');
        await expect(nav.getByRole('link', { name: menuLabel('testimonials', locale), exact: true })).toBeVisible();
      });
    }

    test('at 900px a burger button opens a 230px sidebar with the same links, each entry fitting inside it, and Escape closes it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 900, height: 800 });
      await page.goto(hrefFor('faq', locale));
      await expect(mainNav(page, locale)).toBeHidden();
      const burger = page.getByRole('button', { name: /menu/i });
      await expect(burger).toHaveAccessibleName(labels.openMenu);
      await burger.click();
      const sidebar = page.getByRole('dialog', { name: labels.sidebarLabel });
      await expect(sidebar).toBeVisible();
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(230);
      // The panel slides in: measure once it has arrived.
      await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
      for (const [label, route] of navLinks) {
        await expect(sidebar.getByRole('link', { name: menuLabel(label, locale), exact: true })).toHaveAttribute(
          'href',
          hrefFor(route, locale),
        );
      }
      await expectSidebarEntriesToFit(sidebar);
      // Focus kept inside is the dialog's own (e2e/dialogs.spec.ts checks the menu's).
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(burger).toBeFocused();
    });

    test('the footer has the two social links, the copyright, home and contact links', async ({ page }) => {
      await page.goto(hrefFor('faq', locale));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: /instagram/i })).toHaveAttribute('href', getSite().instagram.url);
      await expect(footer.getByRole('link', { name: /facebook/i })).toHaveAttribute('href', getSite().facebook.url);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${getSite().name}`);
      await expect(footer.getByRole('link', { name: shellMessages[locale].footer.home })).toHaveAttribute(
        'href',
        hrefFor('home', locale),
      );
      await expect(footer.getByRole('link', { name: shellMessages[locale].footer.contact })).toHaveAttribute(
        'href',
        hrefFor('contact', locale),
      );
    });

    test('every internal link of a page keeps its language', async ({ page }) => {
      await page.goto(hrefFor('testimonials', locale));
      const hrefs = await page
        .locator('a[href^="/"]:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) {
        if (href.startsWith('/photos/') || href === '/#main') continue;
        expect(href.endsWith('/pt-pt')).toBe(locale === 'pt');
      }
    });

    if (locale === 'en') {
      test("'Go to top' appears past 300px of scroll and glides back up", async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 600 });
        await page.goto(hrefFor('privacyPolicy', locale));
        await page.evaluate(() => {
          document.body.style.minHeight = '4000px';
        });
        const button = page.getByRole('button', { name: shellMessages[locale].goToTop });
        await page.evaluate(() => window.scrollTo(0, 300));
        await expect(button).toBeHidden();
        await page.evaluate(() => window.scrollTo(0, 301));
        await expect(button).toBeVisible();
        await button.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(button).toBeHidden();
      });
    }

    if (locale === 'pt') {
      test('the page scrolls to the top on a route change', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 600 });
        // As slow as a cheap phone, so the cookie banner arrives after the scroll, under the pointer.
        const devTools = await page.context().newCDPSession(page);
        await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(hrefFor('faq', locale));
        // The page is lengthened above its footer, as a long page is: the footer must not move when the banner arrives.
        await page.evaluate(() => {
          document.getElementById('main')!.style.minHeight = '4000px';
          window.scrollTo(0, 2500);
        });
        await page.getByRole('contentinfo').getByRole('link', { name: shellMessages[locale].footer.contact }).click();
        await expect(page).toHaveURL(hrefFor('contact', locale));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });
    }
  });
}

test.describe('language toggle', () => {
  // The toggle's address and language on every canonical and story page are checked in
  // every-page.spec.ts; here it is followed from every other pre-rendered address (the /home and
  // /stories aliases) and from one page of each kind in each language.
  const sweptPaths = new Set([...canonicalPages, ...storyPages].map(({ path }) => path));
  const followed = [
    ...allPagePaths.filter((path) => !sweptPaths.has(path) && !/(^|\/)en-en$/.test(path)),
    ...locales.flatMap((locale) => [
      hrefFor('home', locale),
      hrefFor('about', locale),
      hrefFor('weddings', locale),
      storyPages.find((story) => story.locale === locale)!.path,
    ]),
  ];
  // One browser page follows the toggle from four addresses in turn (a new browser page costs more than a visit).
  const batches = batchesOf(followed, 4);
  for (const batch of batches) {
    test(`from ${batch.join(', ')}`, async ({ page }) => {
      test.setTimeout(30_000 * batch.length);
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const path of batch)
        await test.step(`from ${path}`, async () => {
          // The toggle's address is awaited below; the page's photos are not needed.
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          const locale: Locale = path.endsWith('pt-pt') ? 'pt' : 'en';
          const toggle = page.getByRole('link', { name: shellMessages[locale].languageToggle.label });
          await expect(toggle).toHaveAttribute('href', languageToggleHref(path));
          await expect(toggle).toHaveAttribute('hreflang', locale === 'en' ? 'pt-PT' : 'en');
          await toggle.click();
          // The production host redirects an /en-en alias to its English URL.
          await expect(page).toHaveURL(languageToggleHref(path).replace(/\/?en-en$/, '') || '/');
          await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'pt-PT' : 'en');
        });
    });
  }

  test('on an /en-en alias file served as is, the toggle goes to the Portuguese section', async ({ page }) => {
    // The production host redirects aliases; a plain static host serves the alias file itself.
    await page.route('**/about/en-en', async (route) => {
      const { exportedHtml } = await import('./support/site');
      await route.fulfill({ contentType: 'text/html', body: exportedHtml('/about/en-en') });
    });
    await page.goto('/about/en-en');
    await expect(page.getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/about/pt-pt');
  });

  test('on an unknown path the toggle follows the fallback rules', async ({ page }) => {
    await page.goto('/unknown-page');
    await expect(page.getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/home/pt-pt');
    // Deeper than the host's /en-en redirect rules, so the 404 page answers it.
    await page.goto('/some/unknown/page/en-en');
    await expect(page.getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/');
  });
});
