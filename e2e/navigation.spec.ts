import { expect, test, type Page } from '@playwright/test';
import { albumsByCategory } from '@/lib/albums';
import { consentMessages } from '@/content/dictionaries/consent';
import { contactMessages } from '@/content/dictionaries/contact';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { metaMessages } from '@/content/dictionaries/meta';
import { pagesMessages } from '@/content/dictionaries/pages';
import { homePhotos } from '@/content/pages/home';
import { shellMessages } from '@/content/dictionaries/shell';
import type { RouteKey } from '@/content/routes';
import { getSite } from '@/content/read';
import { htmlLang, locales, localeSuffix, type Locale } from '@/lib/i18n';
import { menuLabel, type NavLabelKey } from '@/lib/navigation';
import { hrefFor } from '@/lib/routing';
import { canonicalPages, decodeEntities, waitForHydration } from './support/site';
import { answerThirdParties, recordExternalRequests, sentEvents, SIGN_UP } from './support/third-parties';

/*
 * Navigation that stays in the page: internal links change the page without loading
 * a new document, which keeps one anonymous session per visit, and every change of page behaves
 * as visitors and assistive technology expect: at the top, its title announced, the focus in it.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await answerThirdParties(context, baseURL);
});

/** Marks the document: a full load of another page would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { documentMark: 'the same document' }));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { documentMark?: string }).documentMark === 'the same document');
}

async function open(page: Page, route: RouteKey, locale: Locale) {
  await page.goto(hrefFor(route, locale));
  await waitForHydration(page);
  await markDocument(page);
}

/** The page of `route` is on show, in place, at its top, with its own title, canonical URL and language, and the focus in it. */
async function expectArrivedInPlace(page: Page, route: RouteKey, locale: Locale) {
  const path = hrefFor(route, locale);
  await expect(page).toHaveURL(path);
  await expect(page).toHaveTitle(`${metaMessages[locale][route].title} | ${getSite().name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    getSite().url + (path === '/' ? '' : path),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main')).toBeFocused();
  expect(await sameDocument(page), 'no new document was loaded').toBe(true);
}

/** Follows a link of the desktop navbar; FAQ and testimonials are in the INFO submenu, opened with its button. */
async function followNav(page: Page, locale: Locale, label: NavLabelKey) {
  const nav = shellMessages[locale].nav;
  const navigation = page.getByRole('navigation', { name: nav.label });
  const link = navigation.getByRole('link', { name: menuLabel(label, locale), exact: true });
  // The pointer leaves the menu it used last (a hover submenu stays open under it).
  await page.mouse.move(1, 600);
  const group = navigation.getByRole('button', { name: nav.info, exact: true });
  if (label === 'faq' || label === 'testimonials') {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  await link.click();
}

/**
 * The links of served HTML to this site's pages, as a browser without JavaScript finds them: each
 * `<a>` whose href starts with '/' and that names no other language (hreflang marks the language
 * toggle). Scripts are left out: the text in them is data, not links.
 */
function internalLinks(html: string): string[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  return [...markup.matchAll(/<a\s([^>]*)>/gi)].flatMap(([, attributes]) => {
    const href = /(?:^|\s)href="([^"]*)"/.exec(attributes!)?.[1];
    return href !== undefined && href.startsWith('/') && !/(?:^|\s)hreflang=/.test(attributes!)
      ? [decodeEntities(href)]
      : [];
  });
}

async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}

for (const locale of locales) {
  const nav = shellMessages[locale].nav;

  test.describe(`navigation in ${locale}`, () => {
    test('the navbar, the footer, the home tiles and the text links change the page in place, at its top, in one anonymous session', async ({
      page,
      context,
      baseURL,
    }) => {
      // Seven pages in one visit: a test's time for each two.
      test.setTimeout(30_000 * 4);
      await page.setViewportSize({ width: 1280, height: 800 });
      const external = recordExternalRequests(context, baseURL);
      const signUps = () => external.filter((request) => SIGN_UP.test(request.url()));
      const firstSignUp = page.waitForRequest(SIGN_UP);
      await open(page, 'faq', locale);
      await firstSignUp;
      await scrollToFooter(page);
      await followNav(page, locale, 'about');
      await expectArrivedInPlace(page, 'about', locale);

      await scrollToFooter(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: shellMessages[locale].footer.contact, exact: true })
        .click();
      await expectArrivedInPlace(page, 'contact', locale);

      await page.getByRole('banner').getByRole('link', { name: getSite().name }).click();
      await expectArrivedInPlace(page, 'home', locale);

      await page
        .getByRole('main')
        .getByRole('link', { name: pagesMessages[locale].home.portfolio.family, exact: true })
        .click();
      await expectArrivedInPlace(page, 'family', locale);

      await followNav(page, locale, 'faq');
      await expectArrivedInPlace(page, 'faq', locale);
      // The FAQ's own link to the contact page, in the text of an answer or its closing line.
      await page
        .getByRole('main')
        .getByRole('link', { name: pagesMessages[locale].faq.contactLink, exact: true })
        .click();
      await expectArrivedInPlace(page, 'contact', locale);

      // A sign-in would be scheduled for the browser's next idle moments: let two of them pass.
      for (let i = 0; i < 2; i += 1)
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      expect(signUps(), 'anonymous sign-ups in a visit of seven pages').toHaveLength(1);
    });

    test('a link of the mobile menu changes the page in place and closes the menu', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, 'home', locale);
      await page.getByRole('button', { name: nav.openMenu }).click();
      await page
        .getByRole('dialog', { name: nav.sidebarLabel })
        .getByRole('link', { name: menuLabel('photoshootProcess', locale), exact: true })
        .click();
      await expectArrivedInPlace(page, 'photoshootProcess', locale);
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('page views: none before consent; after it, GA4’s page_view and the page’s own event once per view, with lang and path', async ({
      page,
    }) => {
      await open(page, 'faq', locale);
      await followNav(page, locale, 'testimonials');
      await expectArrivedInPlace(page, 'testimonials', locale);
      expect(await sentEvents(page)).toEqual([]);

      // Consent on the testimonials page: its view is sent then, once.
      await page
        .getByRole('region', { name: consentMessages[locale].banner.label })
        .getByRole('button', { name: consentMessages[locale].banner.accept })
        .click();
      // Views only: not the consent event, nor the Core Web Vitals measured since (e2e/web-vitals.spec.ts).
      const views = async () =>
        (await sentEvents(page)).filter((event) => event.name === 'page_view' || String(event.name).endsWith('_v2'));
      const lang = localeSuffix[locale];
      await expect.poll(views).toEqual([
        { name: 'page_view', params: expect.objectContaining({ lang, path: hrefFor('testimonials', locale) }) },
        {
          name: 'view_testimonials_v2',
          params: expect.objectContaining({
            lang,
            path: hrefFor('testimonials', locale),
            event_label: 'testimonials_page',
          }),
        },
      ]);

      const visit: [RouteKey & NavLabelKey, string | null][] = [
        ['home', 'view_home_v2'],
        ['about', null],
        ['testimonials', 'view_testimonials_v2'],
      ];
      let expected = await views();
      for (const [route, event] of visit) {
        await followNav(page, locale, route);
        await expectArrivedInPlace(page, route, locale);
        const path = hrefFor(route, locale);
        expected = [
          ...expected,
          {
            name: 'page_view',
            params: expect.objectContaining({
              lang,
              path,
              page_title: `${metaMessages[locale][route].title} | ${getSite().name}`,
            }),
          },
          ...(event ? [{ name: event, params: expect.objectContaining({ lang, path }) }] : []),
        ];
        await expect.poll(views).toEqual(expected);
      }
    });

    // The slideshow, gallery and viewer reached in place, and a draft kept across pages, work the
    // same in either language: each is checked in one, in turn, both used. The words they use are
    // checked in both languages where their own behaviour is (e2e/pages.spec.ts,
    // e2e/gallery.spec.ts, e2e/contact.spec.ts).
    if (locale === 'en') {
      test('the slideshow, the gallery, its loader and its viewer work after arriving in place; Back closes the viewer, then returns home', async ({
        page,
      }) => {
        // Two tests' worth of pages: the slideshow's and the gallery's.
        test.setTimeout(30_000 * 2);
        await open(page, 'faq', locale);
        await followNav(page, locale, 'home');
        await expectArrivedInPlace(page, 'home', locale);
        const labels = pagesMessages[locale].home.slideshow;
        const slideshow = page.getByRole('region', { name: labels.label, exact: true });
        const position = (current: number) =>
          labels.position.replace('{current}', String(current)).replace('{total}', String(homePhotos().slides.length));
        await expect(slideshow.getByRole('group'), 'the slideshow on arrival').toHaveAccessibleName(position(1));
        await slideshow.getByRole('button', { name: labels.next, exact: true }).click();
        await expect(slideshow.getByRole('group'), 'the slideshow after Next').toHaveAccessibleName(position(2));

        await page
          .getByRole('main')
          .getByRole('link', { name: pagesMessages[locale].home.portfolio.weddings, exact: true })
          .click();
        await expectArrivedInPlace(page, 'weddings', locale);
        // The loader counts from this arrival (3 s), not from when the document was loaded.
        await expect(page.getByRole('progressbar', { name: galleryMessages[locale].loader.label })).toHaveCount(0, {
          timeout: 4000,
        });

        const album = albumsByCategory.weddings[1]!;
        await page.getByRole('link', { name: album.photos[2]!.alt[locale], exact: true }).click();
        const viewer = page.getByRole('dialog', { name: galleryMessages[locale].viewer.label });
        await expect(viewer).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`\\?photo=${album.slug}-3$`));
        await page.goBack();
        await expect(viewer).toBeHidden();
        await expect(page).toHaveURL(hrefFor('weddings', locale));
        await page.goBack();
        await expect(page).toHaveURL(hrefFor('home', locale));
        expect(await sameDocument(page)).toBe(true);
      });
    }

    if (locale === 'pt') {
      test('a half-typed enquiry is still there after visiting another page in place', async ({ page }) => {
        const form = contactMessages[locale];
        await open(page, 'contact', locale);
        await page.getByLabel(form.fields.from_name.label).fill('Ana Sousa');
        await page.getByLabel(form.fields.message.label).fill('We are getting married in June.');
        await followNav(page, locale, 'faq');
        await expectArrivedInPlace(page, 'faq', locale);
        await followNav(page, locale, 'contact');
        await expectArrivedInPlace(page, 'contact', locale);
        await expect(page.getByLabel(form.fields.from_name.label)).toHaveValue('Ana Sousa');
        await expect(page.getByLabel(form.fields.message.label)).toHaveValue('We are getting married in June.');
      });
    }
  });

  test.describe(`without JavaScript, in ${locale}`, () => {
    // What a browser without JavaScript follows is the served HTML's links: read without a browser.
    test('every page of the language is reached by following links from the home page', async ({ request }) => {
      const wanted = canonicalPages.filter((entry) => entry.locale === locale).map((entry) => entry.path);
      const seen = new Set<string>();
      const queue = [hrefFor('home', locale)];
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        for (const href of internalLinks(await response.text())) {
          const target = href.split(/[?#]/)[0]!;
          if (wanted.includes(target) && !seen.has(target)) queue.push(target);
        }
      }
      expect([...seen].sort()).toEqual([...wanted].sort());
    });
  });
}
