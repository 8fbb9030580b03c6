/**
 * The content pages (home, about, photoshoot process, FAQ, testimonials, legal notice, privacy
 * policy) against the built static export, in both languages. Expected words come from the
 * dictionaries and content/ files, never from copies typed here.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { pagesMessages } from '@/content/dictionaries/pages';
import { faqPage } from '@/content/pages/faq';
import { homePage, homePhotos } from '@/content/pages/home';
import { legalNotice } from '@/content/pages/legal-notice';
import { photoshootProcessPage } from '@/content/pages/photoshoot-process';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { getTestimonials } from '@/content/read';
import { shownGalleries } from '@/lib/albums';
import { getPage, getSite } from '@/content/read';
import type { InlinePiece, NumberedSection } from '@/content/types';
import { htmlLang, locales, type Locale } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { decodeEntities, REAL_TIME, runClockUntilHydrated } from './support/site';

const slideCount = homePhotos().slides.length;

/** Headings that read "N. …": the numbered sections and questions. */
function numberedHeadings(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { name: /^\d+\.\s/ });
}

async function expectNumberedHeadings(page: Page, titles: string[]) {
  const headings = numberedHeadings(page);
  await expect(headings).toHaveCount(titles.length);
  await expect(headings).toHaveText(titles.map((title, index) => `${index + 1}. ${title}`));
}

/** The `<section>` of numbered section `n` (1-based). */
function numberedSection(page: Page, n: number): Locator {
  return page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${n}\\.\\s`) }) });
}

function pieces(sections: NumberedSection[]): InlinePiece[] {
  return sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])].flat());
}

/** Fails with the names of the first pair that is out of document order. */
async function expectDocumentOrder(page: Page, items: [string, Locator][]) {
  const handles = await Promise.all(items.map(([, locator]) => locator.elementHandle()));
  const firstWrong = await page.evaluate(
    (elements) =>
      elements.findIndex(
        (element, index) =>
          index > 0 && !(elements[index - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    handles,
  );
  expect(firstWrong === -1 ? 'in order' : `${items[firstWrong - 1]![0]} is not before ${items[firstWrong]![0]}`).toBe(
    'in order',
  );
}

/** No request leaves the site (there is no internet here, and none is needed). */
async function blockThirdParties(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  await page.route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin,
    (route) => route.abort(),
  );
}

// ---------------------------------------------------------------------------------------------
// Slideshow helpers: the page clock is installed and paused before the page loads, so no photo
// moves unless the test runs the clock.

/** Lets React render and run its effects (the scheduler runs on MessageChannel, which the fake clock leaves alone). */
async function flushRendering(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * The home page with its clock paused, on its first photo, once the slideshow counts 3 s to its
 * next advance from a moment the test knows: now. It starts counting when the next photo is ready
 * and the page has settled; the slides stop announcing themselves (aria-live off) from then on.
 *
 * The clock runs only while the pointer rests on the slideshow, which holds it, so no step of the
 * clock can move a photo, however late the slideshow becomes ready (its first advance can fall due
 * at once when the next photo is late, and a step of the clock could carry it there unseen). With
 * the clock standing still the pointer leaves to see whether it counts: once the pointer has
 * rested on it, it counts a full 3 s from when the pointer leaves.
 */
async function openHomeWithPausedClock(page: Page, locale: Locale, { counting = true } = {}): Promise<Locator> {
  // Paused well ahead of the install time, so the pause never lands in the clock's past (it runs
  // on about:blank, where no timer waits; the page then loads with time standing still).
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto(hrefFor('home', locale));
  await runClockUntilHydrated(page);
  const slideshow = page.getByRole('region', { name: pagesMessages[locale].home.slideshow.label, exact: true });
  // Once the hydrated page has painted (a frame and a task of the clock), the slideshow mounts the
  // next photo (hidden) so it loads ahead; the pointer rests on it meanwhile, so no photo moves.
  const slides = slideshow.locator('[role="group"]');
  await slideshow.hover();
  for (let elapsed = 0; (await slides.count()) < Math.min(2, slideCount); elapsed += 16) {
    if (elapsed > 2000) throw new Error('The slideshow never mounted its next photo.');
    await page.clock.runFor(16);
  }
  await leaveSlideshow(page, locale);
  if (counting) {
    const counts = slideshow.locator('[aria-live="off"]');
    for (let step = 0; ; step += 1) {
      if (step > 200) throw new Error('The slideshow never started counting to its first advance.');
      await slideshow.hover();
      await flushRendering(page);
      if (step > 0) {
        await page.clock.runFor(100);
        await flushRendering(page);
      }
      await leaveSlideshow(page, locale);
      if ((await counts.count()) > 0) break;
    }
    await expectSlide(page, slideshow, locale, 1);
  }
  return slideshow;
}

function slidePosition(locale: Locale, current: number): string {
  return pagesMessages[locale].home.slideshow.position
    .replace('{current}', String(current))
    .replace('{total}', String(slideCount));
}

/** The visible photo is the only slide group exposed to assistive technology. */
async function expectSlide(page: Page, slideshow: Locator, locale: Locale, current: number) {
  await expect(slideshow.getByRole('group')).toHaveAccessibleName(slidePosition(locale, current));
  await flushRendering(page);
}

/** Runs the page clock, then checks the slide did not move. */
async function expectNoAdvance(page: Page, slideshow: Locator, locale: Locale, current: number, ms: number) {
  await page.clock.runFor(ms);
  await flushRendering(page);
  await expect(slideshow.getByRole('group')).toHaveAccessibleName(slidePosition(locale, current));
}

/** Takes the pointer and keyboard focus out of the slideshow (onto the about card). */
async function leaveSlideshow(page: Page, locale: Locale) {
  await page
    .getByRole('region', { name: getPage(homePage)[locale].about.title })
    .getByRole('heading')
    .hover();
  await page.getByRole('link', { name: pagesMessages[locale].home.about.link, exact: true }).focus();
  await flushRendering(page);
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g))
    result[name!.toLowerCase()] = decodeEntities(value ?? '');
  return result;
}

// ---------------------------------------------------------------------------------------------

for (const locale of locales) {
  const messages = pagesMessages[locale];
  const homeText = getPage(homePage)[locale];

  test.describe(`pages in ${locale}`, () => {
    test.describe('home', () => {
      test('shows its sections in their fixed order, with the about card, packs and Instagram handle', async ({
        page,
      }) => {
        await page.goto(hrefFor('home', locale));
        const main = page.getByRole('main');
        const slideshow = main.getByRole('region', { name: messages.home.slideshow.label, exact: true });
        const about = main.getByRole('region', { name: homeText.about.title, exact: true });
        const adventure = main.getByRole('region', { name: messages.home.adventure.heading, exact: true });
        const process = main.getByRole('region', { name: messages.home.process.heading, exact: true });
        const portfolio = main.getByRole('region', { name: homeText.portfolio.heading, exact: true });
        const stay = main.getByRole('region', { name: messages.home.stayConnected.heading, exact: true });

        const subtitle = about.getByText(messages.home.about.subtitle, { exact: true });
        const quote = about.getByRole('blockquote');
        await expect(subtitle).toBeVisible();
        await expect(quote).toBeVisible();
        await expect(quote).toHaveText(homeText.about.quote);
        await expect(quote.getByText(homeText.about.quote)).toHaveCSS('font-style', 'italic');

        await expect(adventure.getByRole('heading', { level: 2 })).toHaveText(messages.home.adventure.heading);
        for (const label of [
          messages.home.adventure.bestSeller,
          messages.home.adventure.upTo50,
          messages.home.adventure.over150,
        ]) {
          await expect(adventure.getByText(label, { exact: true })).toBeVisible();
        }
        await expect(process.getByRole('heading', { level: 2 })).toHaveText(messages.home.process.heading);
        const handle = stay.getByRole('link', { name: messages.home.stayConnected.linkLabel, exact: true });
        await expect(handle).toHaveText(getSite().instagram.handle);
        await expect(handle).toHaveAttribute('href', getSite().instagram.url);

        await expectDocumentOrder(page, [
          ['slideshow', slideshow],
          ['about card', about],
          ['subtitle', subtitle],
          ['quote', quote],
          ['adventure', adventure],
          ['work process', process],
          ...shownGalleries.map(
            (route) =>
              [`${route} tile`, portfolio.getByRole('link', { name: messages.home.portfolio[route], exact: true })] as [
                string,
                Locator,
              ],
          ),
          ['stay connected', stay],
        ]);
        // The slideshow is the first section of the page.
        expect(await main.locator('section').first().getAttribute('aria-roledescription')).toBe('carousel');
      });

      const homeLinks = [
        { name: messages.home.about.link, region: homeText.about.title, route: 'about' },
        {
          name: `${messages.home.process.link} ${messages.home.process.linkHiddenText}`,
          region: messages.home.process.heading,
          route: 'photoshootProcess',
        },
        ...shownGalleries.map((route) => ({
          name: messages.home.portfolio[route],
          region: homeText.portfolio.heading,
          route,
        })),
      ] as const;

      // One load of home: each link's address is read there, and the process link (whose name is
      // partly visually hidden) is followed. The tiles are followed in e2e/navigation.spec.ts, and
      // every page's language is checked in e2e/every-page.spec.ts.
      test(`its links lead to ${homeLinks.map((link) => hrefFor(link.route, locale)).join(', ')}`, async ({ page }) => {
        await page.goto(hrefFor('home', locale));
        const anchorOf = (link: (typeof homeLinks)[number]) =>
          page
            .getByRole('main')
            .getByRole('region', { name: link.region, exact: true })
            .getByRole('link', { name: link.name, exact: true });
        for (const link of homeLinks) {
          await expect(anchorOf(link), `'${link.name}'`).toHaveAttribute('href', hrefFor(link.route, locale));
        }
        const followed = homeLinks[1];
        await Promise.all([
          page.waitForURL(hrefFor(followed.route, locale), { waitUntil: 'load' }),
          anchorOf(followed).click(),
        ]);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
      });
    });

    test.describe('home slideshow', () => {
      const labels = messages.home.slideshow;

      test('the first photo is in the served HTML with a high fetch priority', async ({ page, request }) => {
        const response = await request.get(hrefFor('home', locale));
        expect(response.status()).toBe(200);
        const html = await response.text();
        const start = html.search(/<section\b[^>]*aria-roledescription="carousel"/);
        expect(start).toBeGreaterThan(-1);
        const section = html.slice(start, html.indexOf('</section>', start));
        expect(section).not.toMatch(/<noscript/i);
        const img = section.match(/<img\b[^>]*>/i)?.[0];
        expect(img, 'an <img> inside the slideshow of the served HTML').toBeDefined();
        const served = attributes(img!);
        expect(served.fetchpriority).toBe('high');
        expect(served.loading).not.toBe('lazy');
        expect((await request.get(served.src!)).status()).toBe(200);

        // It is the photo the page shows first.
        await page.goto(hrefFor('home', locale));
        const firstSlide = page
          .getByRole('region', { name: labels.label, exact: true })
          .getByRole('group', { name: slidePosition(locale, 1) });
        await expect(firstSlide.getByRole('img')).toHaveAttribute('alt', served.alt!);
        expect(served.alt!.length).toBeGreaterThan(10);
      });

      test('advances every 3000 ms and wraps from the last photo to the first', async ({ page }) => {
        const slideshow = await openHomeWithPausedClock(page, locale);
        await expectSlide(page, slideshow, locale, 1);
        await expectNoAdvance(page, slideshow, locale, 1, 2999);
        await page.clock.runFor(1);
        await expectSlide(page, slideshow, locale, 2);
        for (let current = 3; current <= slideCount; current += 1) {
          await page.clock.runFor(3000);
          await expectSlide(page, slideshow, locale, current);
        }
        await page.clock.runFor(3000);
        await expectSlide(page, slideshow, locale, 1);
      });

      test(
        'first changes 3 s after its first photo is on screen, then every 3 s (real time)',
        REAL_TIME,
        async ({ page, baseURL }) => {
          await blockThirdParties(page, baseURL);
          // From the page's own clock: when the first slide's photo was painted (its largest
          // contentful paint) and when another slide became the visible one.
          await page.addInitScript(() => {
            const times = { shown: [] as number[], changes: [] as number[] };
            (window as unknown as { __slideTimes: typeof times }).__slideTimes = times;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
                if (entry.element?.closest('[data-slide="0"]')) times.shown.push(entry.startTime);
              }
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new MutationObserver((records) => {
              const now = performance.now();
              for (const { target } of records) {
                if (
                  target instanceof Element &&
                  target.matches('[data-slide]') &&
                  !target.hasAttribute('aria-hidden')
                ) {
                  times.changes.push(now);
                  return;
                }
              }
            }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
          });
          await page.goto(hrefFor('home', locale));
          const times = () =>
            page.evaluate(
              () => (window as unknown as { __slideTimes: { shown: number[]; changes: number[] } }).__slideTimes,
            );
          await expect.poll(async () => (await times()).changes.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
          const { shown, changes } = await times();
          expect(shown, 'the first slide’s photo was the largest paint').not.toHaveLength(0);
          const firstChange = changes[0]! - shown.at(-1)!;
          expect(firstChange, `first change ${Math.round(firstChange)} ms after the photo`).toBeGreaterThanOrEqual(
            2800,
          );
          expect(firstChange, `first change ${Math.round(firstChange)} ms after the photo`).toBeLessThanOrEqual(3600);
          const interval = changes[1]! - changes[0]!;
          expect(interval, `${Math.round(interval)} ms between the first two changes`).toBeGreaterThanOrEqual(2950);
          expect(interval, `${Math.round(interval)} ms between the first two changes`).toBeLessThanOrEqual(3500);
        },
      );

      test('Next wraps from the last photo to the first, Previous from the first to the last', async ({ page }) => {
        const slideshow = await openHomeWithPausedClock(page, locale);
        const previous = slideshow.getByRole('button', { name: labels.previous, exact: true });
        const next = slideshow.getByRole('button', { name: labels.next, exact: true });
        await previous.click();
        await expectSlide(page, slideshow, locale, slideCount);
        await next.click();
        await expectSlide(page, slideshow, locale, 1);
        for (let current = 2; current <= slideCount; current += 1) {
          await next.click();
          await expectSlide(page, slideshow, locale, current);
        }
        await next.click();
        await expectSlide(page, slideshow, locale, 1);
      });

      // What the slideshow does on a pointer, on focus and for reduced motion does not depend on the
      // language: each is checked in one, in turn, both used. The words they use are checked in both
      // languages by the tests above and below (its position as it advances, Next and Previous, Pause
      // and Play).
      if (locale === 'en') {
        test('pauses while hovered and resumes when the pointer leaves', async ({ page }) => {
          const slideshow = await openHomeWithPausedClock(page, locale);
          await slideshow.hover();
          await expectNoAdvance(page, slideshow, locale, 1, 6000);
          await leaveSlideshow(page, locale);
          await page.clock.runFor(3000);
          await expectSlide(page, slideshow, locale, 2);
        });
      }

      if (locale === 'pt') {
        test('pauses while it holds keyboard focus and resumes when focus leaves', async ({ page }) => {
          const slideshow = await openHomeWithPausedClock(page, locale);
          await slideshow.getByRole('button', { name: labels.next, exact: true }).focus();
          await expectNoAdvance(page, slideshow, locale, 1, 6000);
          await slideshow.getByRole('button', { name: labels.previous, exact: true }).focus();
          await expectNoAdvance(page, slideshow, locale, 1, 6000);
          await page.getByRole('link', { name: messages.home.about.link, exact: true }).focus();
          await flushRendering(page);
          await page.clock.runFor(3000);
          await expectSlide(page, slideshow, locale, 2);
        });
      }

      test('the visible pause/play button stops and restarts auto-advance and says what it does', async ({ page }) => {
        const slideshow = await openHomeWithPausedClock(page, locale);
        const pause = slideshow.getByRole('button', { name: labels.pause, exact: true });
        const play = slideshow.getByRole('button', { name: labels.play, exact: true });
        await expect(pause).toBeVisible();
        await expect(play).toHaveCount(0);
        await pause.click();
        await expect(play).toBeVisible();
        await expect(pause).toHaveCount(0);
        await leaveSlideshow(page, locale);
        await expectNoAdvance(page, slideshow, locale, 1, 6000);

        await play.click();
        await expect(pause).toBeVisible();
        await expect(play).toHaveCount(0);
        await leaveSlideshow(page, locale);
        await page.clock.runFor(3000);
        await expectSlide(page, slideshow, locale, 2);
      });

      if (locale === 'en') {
        test('does not auto-advance when the visitor prefers reduced motion', async ({ page }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          const slideshow = await openHomeWithPausedClock(page, locale, { counting: false });
          await expect(slideshow.getByRole('button', { name: labels.play, exact: true })).toBeVisible();
          await expectNoAdvance(page, slideshow, locale, 1, 9000);
          // The arrows still work.
          await slideshow.getByRole('button', { name: labels.next, exact: true }).click();
          await expectSlide(page, slideshow, locale, 2);
        });
      }
    });

    test.describe('text pages', () => {
      test('FAQ: her numbered questions, then a link to contact', async ({ page }) => {
        await page.goto(hrefFor('faq', locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.faq.heading);
        await expectNumberedHeadings(
          page,
          getPage(faqPage)[locale].map((item) => item.question),
        );
        const contact = page.getByRole('main').getByRole('link', { name: messages.faq.contactLink, exact: true });
        // Following it is checked in e2e/navigation.spec.ts (the text links change the page in place).
        await expect(contact).toHaveAttribute('href', hrefFor('contact', locale));
      });

      test('testimonials: heading, the kind-words line, every quoted message with its caption, separated by dividers', async ({
        page,
      }) => {
        await page.goto(hrefFor('testimonials', locale));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(messages.testimonials.heading);
        await expect(main.getByText(messages.testimonials.intro, { exact: true })).toBeVisible();

        // The demo has 8 (content/pages/content.test.ts); the photographer adds and removes them.
        const count = getTestimonials().length;
        const figures = main.locator('figure');
        await expect(figures).toHaveCount(count);
        await expect(main.getByRole('blockquote')).toHaveCount(count);
        for (let index = 0; index < count; index += 1) {
          const figure = figures.nth(index);
          const testimonial = getTestimonials()[index]!;
          await expect(figure.getByRole('blockquote')).toHaveCount(1);
          await expect(figure.getByRole('blockquote')).toContainText(testimonial.message[0]!);
          const caption = figure.locator('figcaption');
          await expect(caption).toContainText(testimonial.couple);
          await expect(caption).toContainText(testimonial.venue);
          // A message in the other language says so, for screen readers.
          if (testimonial.lang === locale) await expect(figure.getByRole('blockquote')).not.toHaveAttribute('lang');
          else await expect(figure.getByRole('blockquote')).toHaveAttribute('lang', htmlLang[testimonial.lang]);
        }
        // figure, hr, figure, hr, … figure: a divider between each two testimonials.
        const sequence = await main
          .locator('figure, hr')
          .evaluateAll((elements) => elements.map((element) => element.tagName.toLowerCase()));
        expect(sequence).toEqual(
          Array.from({ length: 2 * count - 1 }, (_, index) => (index % 2 === 0 ? 'figure' : 'hr')),
        );
        await expect(main.locator('hr')).toHaveCount(count - 1);
      });

      test('legal notice: six numbered sections, a mailto: e-mail and a link to the privacy policy in the same language', async ({
        page,
      }) => {
        await page.goto(hrefFor('legalNotice', locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.legalNotice.heading);
        await expectNumberedHeadings(
          page,
          legalNotice()[locale].sections.map((section) => section.title),
        );
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: getSite().email, exact: true }).first()).toHaveAttribute(
          'href',
          `mailto:${getSite().email}`,
        );
        const privacyPiece = pieces(legalNotice()[locale].sections).find(
          (piece): piece is { text: string; route: 'privacyPolicy' } =>
            typeof piece !== 'string' && 'route' in piece && piece.route === 'privacyPolicy',
        );
        expect(privacyPiece).toBeDefined();
        const privacy = main.getByRole('link', { name: privacyPiece!.text, exact: true });
        await expect(privacy).toHaveAttribute('href', hrefFor('privacyPolicy', locale));
        await privacy.click();
        await expect(page).toHaveURL(hrefFor('privacyPolicy', locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.privacyPolicy.heading);
      });

      test('privacy policy: eleven numbered sections; the buttons in sections 6 and 11 open the cookie preferences dialog; section 11 links to the cookie help pages of Chrome, Firefox, Safari and Edge', async ({
        page,
      }) => {
        await page.goto(hrefFor('privacyPolicy', locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.privacyPolicy.heading);
        await expectNumberedHeadings(
          page,
          privacyPolicy()[locale].sections.map((section) => section.title),
        );

        const dialog = page.getByRole('dialog', { name: consentMessages[locale].dialog.title });
        for (const n of [6, 11]) {
          const section = numberedSection(page, n);
          await expect(section).toHaveCount(1);
          const button = section.getByRole('button');
          await expect(button, `the button of section ${n}`).toHaveCount(1);
          await expect(dialog).toBeHidden();
          await button.click();
          await expect(dialog, `the dialog opened from section ${n}`).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }

        const section = numberedSection(page, 11);
        const browsers = [
          ['Chrome', /^https:\/\/support\.google\.com\/chrome\//],
          ['Firefox', /^https:\/\/support\.mozilla\.org\/.*cookie/],
          ['Safari', /^https:\/\/support\.apple\.com\/.*safari/],
          ['Edge', /^https:\/\/support\.microsoft\.com\/.*microsoft-edge/],
        ] as const;
        for (const [browser, href] of browsers) {
          const link = section.getByRole('link', { name: new RegExp(`\\b${browser}\\b`) });
          await expect(link, browser).toHaveCount(1);
          await expect(link, browser).toHaveAttribute('href', href);
        }
      });

      test('photoshoot process: her numbered steps, then her button', async ({ page }) => {
        await page.goto(hrefFor('photoshootProcess', locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          getPage(photoshootProcessPage)[locale].heading,
        );
        const steps = getPage(photoshootProcessPage)[locale].sections;
        await expectNumberedHeadings(
          page,
          steps.map((step) => step.title),
        );
        const contact = page
          .getByRole('main')
          .getByRole('link', { name: getPage(photoshootProcessPage)[locale].link.text, exact: true });
        await expect(contact).toHaveAttribute(
          'href',
          hrefFor(getPage(photoshootProcessPage)[locale].link.route, locale),
        );
      });

      test('about: a photo with alt text and a get-in-touch link to contact', async ({ page }) => {
        await page.goto(hrefFor('about', locale));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(messages.about.heading);
        const photo = main.getByRole('img');
        await expect(photo).toHaveCount(1);
        await expect(photo).toBeVisible();
        await expect(photo).toHaveAttribute('alt', /\S.{9,}/);
        expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const contact = main.getByRole('link', { name: messages.about.link, exact: true });
        await expect(contact).toHaveAttribute('href', hrefFor('contact', locale));
        await contact.click();
        await expect(page).toHaveURL(hrefFor('contact', locale));
      });
    });
  });
}
