/**
 * The cover leads every story page: on the first screen of every story, in both
 * languages, on a phone (390×844) and a desktop (1280×900), with and without JavaScript, and with
 * the cookie banner showing where it shows (it needs JavaScript). Checked by geometry: the photo's
 * box meets the screen above the banner, it has arrived, and what is drawn at the middle of its
 * visible part is the photo. It is fetched first (the page's only high-priority photo, its largest
 * paint) and opens as the album's photo it is. Stories and covers come from content/; a story may
 * start with a paragraph, a heading or a photo.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { albumsByCategory } from '@/lib/albums';
import { consentMessages } from '@/content/dictionaries/consent';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { formatPosition, PHOTO_PARAM, photoParamValue } from '@/lib/gallery/viewer-index';
import { locales, type Locale } from '@/lib/i18n';
import { coverIndexOf } from '@/lib/stories';
import { expectOpenFullScreen, largeFileOf } from './support/lightbox';
import { CONTENT, visitedStoryPages, waitForHydration } from './support/site';

/** Each story page of a language with its album, and its cover's place and description. */
function storiesWithCovers(locale: Locale) {
  return visitedStoryPages
    .filter((page) => page.locale === locale)
    .map(({ route, album, path }) => {
      const group = albumsByCategory[route].find((candidate) => candidate.slug === album)!;
      const index = coverIndexOf(group);
      return { path, group, index, alt: group.photos[index]!.alt[locale] };
    });
}

/**
 * The story's first block, whatever she starts it with (a paragraph, a heading, a photo): the first
 * element after the header that holds the page's names.
 */
const storyStart = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .locator('xpath=ancestor::header[1]/following-sibling::*[1]/*[1]');

/** The cover: the first of the page's links to the cover photo (its copy in the grid comes after). */
const coverLink = (page: Page, alt: string) =>
  page.getByRole('main').getByRole('link', { name: alt, exact: true }).first();

/**
 * What of the photo shows on the first screen, above the banner if there is one: its visible
 * part's size, whether it has arrived, and whether the middle of that part hit-tests to the photo.
 */
async function firstScreenView(photo: Locator, banner: Locator | null) {
  const bannerTop = banner ? (await banner.boundingBox())!.y : null;
  return photo.evaluate((img: HTMLImageElement, bannerTop) => {
    const box = img.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const top = Math.max(box.top, header, 0);
    const bottom = Math.min(box.bottom, bannerTop ?? window.innerHeight, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return {
      visibleWidth: Math.max(0, right - left),
      visibleHeight: Math.max(0, bottom - top),
      arrived: img.complete && img.naturalWidth > 0,
      hitsThePhoto: hit !== null && (hit === img || img.closest('a')!.contains(hit)),
      scrollY: window.scrollY,
    };
  }, bannerTop);
}

/**
 * The photo's width on screen, and the width its `sizes` gives for this window, as the browser
 * reads it: a probe image of 1 pixel described as 1w takes the width `sizes` names.
 */
async function shownAndAskedWidths(photo: Locator): Promise<{ shown: number; asked: number }> {
  return photo.evaluate(async (img: HTMLImageElement) => {
    const sizes = img.parentElement!.querySelector('source')!.getAttribute('sizes')!;
    const probe = new Image();
    probe.sizes = sizes;
    probe.srcset = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw== 1w';
    await probe.decode();
    return { shown: img.getBoundingClientRect().width, asked: probe.naturalWidth };
  });
}

for (const locale of locales) {
  const allStories = storiesWithCovers(locale);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    for (const javaScriptEnabled of [true, false]) {
      const how = javaScriptEnabled ? 'with the cookie banner showing' : 'without JavaScript';
      // Every story shares one layout, the same without JavaScript: each of her covers is checked
      // with the banner showing, and the first story without JavaScript stands for the rest.
      const stories = javaScriptEnabled ? allStories : allStories.slice(0, 1);
      test.describe(`story covers at ${viewport.width}×${viewport.height} in ${locale}, ${how}`, () => {
        test.use({ viewport, javaScriptEnabled, hasTouch: viewport.width < 900, isMobile: viewport.width < 900 });

        // On a phone the first story's cover is also opened, on the page the loop has loaded: with
        // JavaScript in the viewer (after checking it is the largest paint), without it full screen.
        const firstOpens = viewport.width < 900;
        const opening = !firstOpens
          ? ''
          : javaScriptEnabled
            ? '; the first’s cover is its largest paint and opens in the viewer at its place in the album'
            : '; a tap opens it full screen on the page, its larger file fetched then; its close link leads back to the story';
        test(
          `${javaScriptEnabled ? 'every story page' : 'a story page'} shows its cover on the first screen, whole enough to see, above the banner${opening}`,
          javaScriptEnabled ? CONTENT : {},
          async ({ page }) => {
            test.setTimeout(15_000 * Math.max(1, stories.length) + (firstOpens ? 15_000 : 0));
            await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
            for (const [position, { path, group, index, alt }] of stories.entries()) {
              await test.step(path, async () => {
                await page.goto(path);
                let banner: Locator | null = null;
                if (javaScriptEnabled) {
                  await waitForHydration(page);
                  banner = page.getByRole('region', { name: consentMessages[locale].banner.label });
                  await expect(banner).toBeVisible();
                }
                const link = coverLink(page, alt);
                await expect(link).toHaveAttribute('data-photo', photoParamValue(group.slug, index));
                const photo = link.getByRole('img', { name: alt, exact: true });
                // Every 50 ms: the default's widening steps (up to 1 s) would wait on past the
                // photo's arrival, on each story in turn.
                await expect
                  .poll(async () => (await firstScreenView(photo, banner)).arrived, { intervals: [50] })
                  .toBe(true);
                const view = await firstScreenView(photo, banner);
                expect(view.scrollY).toBe(0);
                expect(view.visibleHeight, 'the cover’s height on the first screen').toBeGreaterThanOrEqual(200);
                expect(view.visibleWidth, 'the cover’s width on the first screen').toBeGreaterThanOrEqual(
                  Math.min(300, viewport.width * 0.75),
                );
                expect(view.hitsThePhoto, 'nothing covers the middle of the cover').toBe(true);

                // Fetched at the width it is shown: its `sizes` says the width the layout gives it.
                const widths = await shownAndAskedWidths(photo);
                expect(
                  Math.abs(widths.asked - widths.shown),
                  `the cover is ${widths.shown}px wide, its sizes say ${widths.asked}px`,
                ).toBeLessThanOrEqual(Math.max(16, widths.shown * 0.02));

                // Fetched first: the page's one high-priority photo is the cover.
                const priority = page.locator('img[fetchpriority="high"]');
                await expect(priority).toHaveCount(1);
                await expect(priority).toHaveAttribute('alt', alt);

                if (viewport.width >= 900) {
                  // On a wide screen the story starts beside its cover: its first block is on the first screen too.
                  const start = (await storyStart(page).boundingBox())!;
                  const bottom = banner ? (await banner.boundingBox())!.y : viewport.height;
                  expect(start.y + 24, 'the story’s first block is on the first screen').toBeLessThanOrEqual(bottom);
                }

                if (firstOpens && position === 0 && javaScriptEnabled) {
                  // Read before the tap: a page stops reporting its largest paint at the first input.
                  const largest = await page.evaluate(
                    () =>
                      new Promise<string | null>((resolve) => {
                        new PerformanceObserver((list) => {
                          const last = list.getEntries().at(-1) as
                            (PerformanceEntry & { element: Element | null }) | undefined;
                          resolve(last?.element?.getAttribute('alt') ?? null);
                        }).observe({ type: 'largest-contentful-paint', buffered: true });
                      }),
                  );
                  expect(largest, 'the page’s largest paint').toBe(alt);

                  await link.tap();
                  const words = galleryMessages[locale].viewer;
                  const viewer = page.getByRole('dialog', { name: words.label });
                  await expect(viewer).toBeVisible();
                  await expect(
                    viewer.getByText(formatPosition(words.position, index + 1, group.photos.length)),
                  ).toBeVisible();
                  await expect
                    .poll(() => new URL(page.url()).searchParams.get(PHOTO_PARAM))
                    .toBe(photoParamValue(group.slug, index));
                } else if (firstOpens && position === 0) {
                  const large = await largeFileOf(link);
                  const served = page.waitForResponse((response) => new URL(response.url()).pathname === large);
                  await link.tap();
                  expect((await served).status(), 'the larger file').toBe(200);
                  await expectOpenFullScreen(link);
                  expect(new URL(page.url()).pathname).toBe(path);
                  expect(new URL(page.url()).hash).toBe(`#${await link.getAttribute('id')}`);
                  await page.getByRole('link', { name: galleryMessages[locale].viewer.close, exact: true }).tap();
                  await expect(link).toHaveCSS('position', 'static');
                  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
                }
              });
            }
          },
        );
      });
    }
  }
}
