/**
 * Every canonical page and every story, in both languages, loaded once and checked for everything
 * that holds on any page: what it loads and sends before consent, its Content-Security-Policy,
 * its language, its language toggle, accessibility (axe-core, WCAG 2.2 AA) at desktop and phone
 * widths, and no sideways scroll on a phone. One load per page keeps the suite fast; each check
 * is soft, so a failing page reports every problem it has at once.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { shellMessages } from '@/content/dictionaries/shell';
import { galleryRoutes, type GalleryRouteKey, type RouteKey } from '@/content/routes';
import { albumsByCategory, shownGalleries } from '@/lib/albums';
import { htmlLang, otherLocale } from '@/lib/i18n';
import { languageToggleHref } from '@/lib/language-toggle';
import { recordCspViolations, settle, watchSignUp } from './support/csp';
import { languageOnlyStrings, phrasePattern, visibleTextInPageLanguage } from './support/page-language';
import { batchesOf, canonicalPages, CONTENT, isMadeFromHerContent, visitedStoryPages } from './support/site';
import { albumWords } from './support/her-content';
import {
  analyticsCookies,
  analyticsRequests,
  answerThirdParties,
  dataLayer,
  recordExternalRequests,
} from './support/third-parties';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page) {
  // Only violations are read: axe still runs every rule, but skips describing the thousands of
  // nodes that pass (a third of its time on a gallery page).
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}

const firstStory = (locale: string) => visitedStoryPages.find((story) => story.locale === locale)?.path;

const photoCount = (route: GalleryRouteKey) =>
  albumsByCategory[route].reduce((sum, group) => sum + group.photos.length, 0);
/** The gallery with the fewest photos: axe's time grows with the photos on a page. */
const smallestGallery = shownGalleries.reduce((smallest, route) =>
  photoCount(route) < photoCount(smallest) ? route : smallest,
);
const isGallery = (route: RouteKey) => (galleryRoutes as readonly RouteKey[]).includes(route);

const pages = [
  ...canonicalPages.map((entry) => ({ ...entry, kind: 'page' as const })),
  ...visitedStoryPages.map((entry) => ({ ...entry, kind: 'story' as const })),
];

type Entry = (typeof pages)[number];

/**
 * One visit: everything that holds on any page, checked softly so that a page reports every
 * problem it has at once. The page is the batch's, already answering the third parties.
 */
async function checkPage(page: Page, external: Request[], { path, locale, kind, route }: Entry) {
  const context = page.context();
  // Stories share one layout: each is checked at phone width, the first of each language at desktop
  // width too. So do the galleries (one screen, every album laid out alike): each at phone width,
  // the one with the fewest photos at desktop width too.
  const desktopAxe = kind === 'story' ? path === firstStory(locale) : !isGallery(route) || route === smallestGallery;
  external.length = 0;
  page.removeAllListeners('console');
  const violations = await recordCspViolations(page);
  const signUpSent = watchSignUp(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(path, { waitUntil: 'load' });
  expect
    .soft(
      external.map((request) => `${request.resourceType()} ${request.url()}`),
      'requests to another origin before the load event',
    )
    .toEqual([]);

  // Hydrated, and the last thing the page starts by itself (the anonymous sign-in when idle) is sent.
  await settle(page, signUpSent, violations);
  expect.soft(await violations(), 'Content-Security-Policy violations').toEqual([]);
  expect.soft(analyticsRequests(external), 'analytics requests before consent').toEqual([]);
  expect.soft(await analyticsCookies(context), 'analytics cookies before consent').toEqual([]);
  expect.soft(await dataLayer(page), 'the gtag queue before consent').toBeNull();
  await expect.soft(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

  await expect.soft(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
  const toggle = page.getByRole('link', { name: shellMessages[locale].languageToggle.label });
  await expect.soft(toggle).toHaveAttribute('href', languageToggleHref(path));
  await expect.soft(toggle).toHaveAttribute('hreflang', htmlLang[otherLocale(locale)]);

  if (kind === 'page') {
    const text = await visibleTextInPageLanguage(page);
    expect.soft(text.length).toBeGreaterThan(200);
    // The check itself works: the page does show strings that exist only in its own language.
    const own = languageOnlyStrings(locale).filter((candidate) => phrasePattern(candidate).test(text));
    expect.soft(own.length).toBeGreaterThan(3);
    // Her albums' names and places are shown as she wrote them: only the site's own words must be
    // in the page's language ('Família Costa' may head an album on the English page).
    const siteWords = albumWords(locale).reduce(
      (rest, words) => rest.replace(new RegExp(phrasePattern(words).source, 'giu'), ' '),
      text,
    );
    const foreign = languageOnlyStrings(otherLocale(locale)).filter((candidate) =>
      phrasePattern(candidate).test(siteWords),
    );
    expect.soft(foreign, `${otherLocale(locale)} strings shown on ${path}`).toEqual([]);
  }

  if (desktopAxe) expect.soft(await axeViolations(page), 'axe at 1280px').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect.soft(await axeViolations(page), 'axe at 390px').toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, 'sideways scroll at 390px').toBeLessThanOrEqual(0);
}

/**
 * Pages in batches of this many, each batch visited in turn by one browser page: on a small
 * machine a new browser page costs more than the visit itself, and the checks here need no
 * isolation between visits (none gives consent or stores anything). Batches run side by side.
 */
const BATCH = 4;
// The pages her content makes (galleries, stories, testimonials) in batches of their own, tagged:
// `npm run test:content` checks them again on each change of her content.
const batches = [
  ...batchesOf(pages.filter(isMadeFromHerContent), BATCH).map((batch) => ({ batch, details: CONTENT })),
  ...batchesOf(
    pages.filter((entry) => !isMadeFromHerContent(entry)),
    BATCH,
  ).map((batch) => ({ batch, details: {} })),
];

for (const { batch, details } of batches) {
  test(
    `${batch.map(({ path }) => path).join(', ')}: nothing sent before consent, no CSP violation, one language, its toggle, accessible, no sideways scroll`,
    details,
    async ({ page, context, baseURL }) => {
      test.setTimeout(30_000 * batch.length);
      const external = recordExternalRequests(context, baseURL);
      await answerThirdParties(context, baseURL);
      for (const entry of batch) await test.step(entry.path, () => checkPage(page, external, entry));
    },
  );
}
