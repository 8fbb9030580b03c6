/**
 * The portfolio galleries, their loader and first 10 photos preloaded, and the photo viewer, in
 * English and Portuguese. Albums, counts and alt
 * texts are read from content/albums/; words from content/dictionaries/gallery.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { albumsByCategory, shownGalleries, type Album } from '@/lib/albums';
import { galleryMessages } from '@/content/dictionaries/gallery';
import type { GalleryRouteKey } from '@/content/routes';
import { LOADER_TIMEOUT_MS, PRELOADED_PHOTOS } from '@/lib/gallery/loader';
import { formatPosition, photoParamValue, PHOTO_PARAM } from '@/lib/gallery/viewer-index';
import { locales, type Locale } from '@/lib/i18n';
import { galleryShownAt, hrefFor, localizePath, storyHref } from '@/lib/routing';
import { expectOpenFullScreen, largeFileOf } from './support/lightbox';
import { CONTENT, REAL_TIME, waitForHydration } from './support/site';

const desktop = { width: 1280, height: 800 };

/** The gallery pages of a language: each gallery's page shown, and /stories (the first of them, the weddings by default). */
function galleryPages(locale: Locale): { path: string; category: GalleryRouteKey }[] {
  return [
    ...shownGalleries.map((category) => ({ path: hrefFor(category, locale), category })),
    { path: localizePath('/stories', locale), category: galleryShownAt('/stories', shownGalleries) },
  ];
}

/** The album sections of the page, in order (each a region named by its title). */
function albumRegions(page: Page): Locator {
  return page.getByRole('main').getByRole('region');
}

function albumRegion(page: Page, index: number): Locator {
  return albumRegions(page).nth(index);
}

/** The photo links of an album, in the album's order (its heading's link to the story is not one). */
function photoLinks(region: Locator): Locator {
  return region.getByRole('link').filter({ has: region.page().getByRole('img') });
}

function viewer(page: Page, locale: Locale): Locator {
  return page.getByRole('dialog', { name: galleryMessages[locale].viewer.label });
}

function loader(page: Page, locale: Locale): Locator {
  return page.getByRole('progressbar', { name: galleryMessages[locale].loader.label });
}

/** Opens a gallery page and waits until its scripts have run: only then do photo clicks open the viewer. */
async function openGallery(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The alt text the viewer's large photo should have at a 0-based position of an album. */
function altAt(album: Album, index: number, locale: Locale): string {
  return album.photos[index]!.alt[locale];
}

async function expectViewerAt(page: Page, locale: Locale, album: Album, index: number) {
  const dialog = viewer(page, locale);
  const position = formatPosition(galleryMessages[locale].viewer.position, index + 1, album.photos.length);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(position);
  await expect(dialog.getByText(position, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: altAt(album, index, locale), exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]${PHOTO_PARAM}=${photoParamValue(album.slug, index)}(&|$)`));
}

for (const locale of locales) {
  const messages = galleryMessages[locale];
  const weddings = albumsByCategory.weddings;
  // The album of the brief's '3 of 25': the longest wedding album.
  const longIndex = weddings.reduce(
    (best, group, index) => (group.photos.length > weddings[best]!.photos.length ? index : best),
    0,
  );
  const long = weddings[longIndex]!;

  test.describe(`galleries in ${locale}`, () => {
    test.use({ viewport: desktop });

    for (const { path, category } of galleryPages(locale)) {
      const albums = albumsByCategory[category];

      test(
        `${path} shows the ${category} albums in order, each under its title and place with a link to its story, with its photos and their alt text; the first ${PRELOADED_PHOTOS} load eagerly and the rest lazily, each with srcset, sizes and its dimensions`,
        CONTENT,
        async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: messages.categories[category] })).toBeVisible();
          await expect(albumRegions(page)).toHaveCount(albums.length);
          for (const [index, group] of albums.entries()) {
            const region = albumRegion(page, index);
            await expect(region).toHaveAccessibleName(
              group.place ? `${group.heading[locale]} ${group.place[locale]}` : group.heading[locale],
            );
            const heading = region.getByRole('heading', { level: 2 });
            await expect(heading).toHaveText(group.heading[locale]);
            // The album's heading leads to its story.
            await expect(heading.getByRole('link')).toHaveAttribute('href', storyHref(category, group.slug, locale));
            if (group.place) await expect(region).toContainText(group.place[locale]);
            const links = photoLinks(region);
            await expect(links).toHaveCount(group.photos.length);
            const alts = await region
              .locator('img')
              .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
            expect(alts).toEqual(group.photos.map((image) => image.alt[locale]));
            for (const alt of alts) expect(alt?.trim()).toBeTruthy();
          }

          // The first row comes eager in the HTML; the rest of the first 10 once the page runs (each
          // in a task of its own after its first paint).
          await waitForHydration(page);
          await expect(page.locator('[data-preload] img[loading="lazy"]')).toHaveCount(0);
          const photos = await page
            .getByRole('main')
            .getByRole('region')
            .locator('a img')
            .evaluateAll((images) =>
              images.map((image) => ({
                loading: image.getAttribute('loading'),
                width: Number(image.getAttribute('width')),
                height: Number(image.getAttribute('height')),
                src: image.getAttribute('src'),
                sources: [
                  ...(image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : []),
                ].map((source) => ({
                  srcset: source.getAttribute('srcset') ?? '',
                  sizes: source.getAttribute('sizes') ?? '',
                })),
                ownSrcset: image.getAttribute('srcset'),
                ownSizes: image.getAttribute('sizes'),
              })),
            );
          const total = albums.reduce((sum, group) => sum + group.photos.length, 0);
          expect(photos).toHaveLength(total);
          for (const [index, photo] of photos.entries()) {
            if (index < PRELOADED_PHOTOS) expect(photo.loading, `photo ${index + 1} is eager`).not.toBe('lazy');
            else expect(photo.loading, `photo ${index + 1} is lazy`).toBe('lazy');
            expect(photo.width, `photo ${index + 1} width`).toBeGreaterThan(0);
            expect(photo.height, `photo ${index + 1} height`).toBeGreaterThan(0);
            expect(photo.src).toBeTruthy();
            // The candidates are on the <picture>'s sources (AVIF, WebP), or on the <img> itself.
            const candidates = photo.ownSrcset
              ? [{ srcset: photo.ownSrcset, sizes: photo.ownSizes ?? '' }]
              : photo.sources;
            expect(candidates.length, `photo ${index + 1} has a srcset`).toBeGreaterThan(0);
            for (const { srcset, sizes } of candidates) {
              expect(srcset.split(',').length, `photo ${index + 1} offers several widths`).toBeGreaterThan(1);
              for (const candidate of srcset.split(',')) expect(candidate.trim()).toMatch(/^\S+ \d+w$/);
              expect(sizes.trim(), `photo ${index + 1} has sizes`).toBeTruthy();
            }
          }
        },
      );
    }

    test(`clicking a photo opens a labelled modal viewer at '${formatPosition(messages.viewer.position, 3, long.photos.length)}'; buttons and arrow keys step, and wrap within the album both ways`, async ({
      page,
    }) => {
      await openGallery(page, hrefFor('weddings', locale));
      const links = photoLinks(albumRegion(page, longIndex));
      await links.nth(2).click();
      const dialog = viewer(page, locale);
      // Modal: exposed as modal, and the rest of the page turns inert (a photo link behind takes no focus).
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect
        .poll(() =>
          links.nth(3).evaluate((link: HTMLElement) => {
            link.focus();
            return document.activeElement === link;
          }),
        )
        .toBe(false);
      await expectViewerAt(page, locale, long, 2);
      if (locale === 'en') await expect(dialog).toHaveAccessibleDescription(`3 of ${long.photos.length}`);
      else await expect(dialog).toHaveAccessibleDescription(`3 de ${long.photos.length}`);

      await dialog.getByRole('button', { name: messages.viewer.next }).click();
      await expectViewerAt(page, locale, long, 3);
      await page.keyboard.press('ArrowRight');
      await expectViewerAt(page, locale, long, 4);
      await dialog.getByRole('button', { name: messages.viewer.previous }).click();
      await expectViewerAt(page, locale, long, 3);
      await page.keyboard.press('ArrowLeft');
      await expectViewerAt(page, locale, long, 2);
      await page.keyboard.press('ArrowLeft');
      await expectViewerAt(page, locale, long, 1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // From the last photo, forwards and back again, by buttons and keys: the album wraps.
      const last = long.photos.length - 1;
      await links.nth(last).click();
      await expectViewerAt(page, locale, long, last);
      await dialog.getByRole('button', { name: messages.viewer.next }).click();
      await expectViewerAt(page, locale, long, 0);
      await dialog.getByRole('button', { name: messages.viewer.previous }).click();
      await expectViewerAt(page, locale, long, last);
      await page.keyboard.press('ArrowRight');
      await expectViewerAt(page, locale, long, 0);
      await page.keyboard.press('ArrowLeft');
      await expectViewerAt(page, locale, long, last);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // From the first photo of another album, backwards: its own last photo, not the page's.
      const first = weddings[0]!;
      await photoLinks(albumRegion(page, 0)).first().click();
      await expectViewerAt(page, locale, first, 0);
      await page.keyboard.press('ArrowLeft');
      await expectViewerAt(page, locale, first, first.photos.length - 1);
      await dialog.getByRole('button', { name: messages.viewer.next }).click();
      await expectViewerAt(page, locale, first, 0);
    });

    // Behaviour the language cannot change (how the viewer closes, a swipe, a photo's address, Back
    // and Forward, the loader once the photos are in) is checked in one language, in turn, both
    // used: the viewer's words in each language are checked by the tests run in both (its position,
    // its name, and its buttons' names as Tab visits them).
    if (locale === 'en') {
      test(`Escape, a click on the overlay beside the photo and the '${messages.viewer.close}' button each close the viewer, remove the photo from the URL and return focus to the photo on show`, async ({
        page,
      }) => {
        const path = hrefFor('weddings', locale);
        await openGallery(page, path);
        const links = photoLinks(albumRegion(page, longIndex));
        const dialog = viewer(page, locale);
        const closings: [string, () => Promise<void>, number][] = [
          // After a step, the focus goes to the photo on show, not the one first opened.
          ['Escape', () => page.keyboard.press('Escape'), 3],
          ['a click on the overlay', () => dialog.click({ position: { x: 12, y: 12 } }), 2],
          [
            `the '${messages.viewer.close}' button`,
            () => dialog.getByRole('button', { name: messages.viewer.close, exact: true }).click(),
            2,
          ],
        ];
        for (const [how, close, onShow] of closings) {
          await links.nth(2).click();
          await expectViewerAt(page, locale, long, 2);
          if (onShow === 3) {
            await page.keyboard.press('ArrowRight');
            await expectViewerAt(page, locale, long, 3);
          }
          await close();
          await expect(dialog, `${how} closes the viewer`).toBeHidden();
          await expect(links.nth(onShow), `after ${how}, the focus is on the photo on show`).toBeFocused();
          await expect(page, `${how} removes the photo from the URL`).toHaveURL(path);
        }
      });
    }

    if (locale === 'en') {
      test('once the page runs, an album far below the screen is skipped whole, not photo by photo', async ({
        page,
      }) => {
        await openGallery(page, hrefFor('weddings', locale));
        // Skipped, its photo links are not restyled when the viewer opens and the page behind turns inert.
        const skipped = (region: Locator) =>
          photoLinks(region)
            .first()
            .evaluate((link) => !link.checkVisibility({ contentVisibilityAuto: true }));
        await expect.poll(() => skipped(albumRegion(page, 0))).toBe(false);
        await expect.poll(() => skipped(albumRegions(page).last())).toBe(true);
      });
    }

    test('the keyboard opens a photo, Tab and Shift+Tab stay inside the open viewer, and the page behind does not scroll until it closes', async ({
      page,
    }) => {
      await openGallery(page, hrefFor('weddings', locale));
      const link = photoLinks(albumRegion(page, longIndex)).nth(4);
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = viewer(page, locale);
      await expectViewerAt(page, locale, long, 4);
      await expect(dialog.getByRole('button', { name: messages.viewer.close, exact: true })).toBeFocused();
      // The page behind is inert: focus stays in the viewer or, past its last control, leaves for the browser's own UI.
      const inside = () =>
        dialog.evaluate(
          (element) =>
            document.activeElement === document.body ||
            (element.contains(document.activeElement) && document.activeElement !== element),
        );
      const visited = new Set<string>();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await inside(), `focus is inside after Tab ${i + 1}`).toBe(true);
        const label = await page.evaluate(() =>
          document.activeElement === document.body ? null : document.activeElement?.getAttribute('aria-label'),
        );
        if (label) visited.add(label);
      }
      expect([...visited].sort()).toEqual(
        [messages.viewer.close, messages.viewer.next, messages.viewer.previous].sort(),
      );
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside(), `focus is inside after Shift+Tab ${i + 1}`).toBe(true);
      }
      await expect(dialog).toBeVisible();

      const before = await page.evaluate(() => window.scrollY);
      // What reaches the page: a scroll would start from these events at the latest.
      await page.evaluate(() => {
        const received: string[] = [];
        (window as unknown as { __received: string[] }).__received = received;
        window.addEventListener('wheel', () => received.push('wheel'), { capture: true, passive: true });
        window.addEventListener('keydown', (event) => received.push(event.key), { capture: true });
      });
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 1500);
      await page.keyboard.press('PageDown');
      await page.keyboard.press('End');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __received: string[] }).__received))
        .toEqual(expect.arrayContaining(['wheel', 'PageDown', 'End']));
      // Two frames later a scroll, smooth or not, would have moved the page.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.scrollY), 'the page behind stays still').toBe(before);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      // Closed, the page scrolls again from where it was.
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    });

    if (locale === 'pt') {
      test.describe('on a touch screen', () => {
        test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

        test('a swipe left shows the next photo and a swipe right the previous, wrapping', async ({ page }) => {
          const group = weddings[0]!;
          await openGallery(page, hrefFor('weddings', locale));
          await photoLinks(albumRegion(page, 0)).first().tap();
          await expectViewerAt(page, locale, group, 0);
          const cdp = await page.context().newCDPSession(page);
          const swipe = async (fromX: number, toX: number) => {
            const y = 400;
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
            for (let step = 1; step <= 5; step++) {
              await cdp.send('Input.dispatchTouchEvent', {
                type: 'touchMove',
                touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }],
              });
            }
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          };
          await swipe(300, 80);
          await expectViewerAt(page, locale, group, 1);
          await swipe(80, 300);
          await expectViewerAt(page, locale, group, 0);
          await swipe(80, 300);
          await expectViewerAt(page, locale, group, group.photos.length - 1);
        });
      });
    }

    if (locale === 'pt') {
      test('the URL of an open photo opens it when loaded directly, on any gallery, and the viewer closes from there', async ({
        page,
      }) => {
        const path = hrefFor('weddings', locale);
        // The address the viewer writes for a photo (checked by expectViewerAt as it steps).
        await page.goto(`${path}?${PHOTO_PARAM}=${photoParamValue(long.slug, 3)}`);
        await expectViewerAt(page, locale, long, 3);
        await page.keyboard.press('Escape');
        await expect(viewer(page, locale)).toBeHidden();
        await expect(page).toHaveURL(path);
        await expect(photoLinks(albumRegion(page, longIndex)).nth(3)).toBeFocused();

        // Any album of any page, by its parameter.
        const family = albumsByCategory.family[1]!;
        await page.goto(
          `${hrefFor('family', locale)}?${PHOTO_PARAM}=${photoParamValue(family.slug, family.photos.length - 1)}`,
        );
        await expectViewerAt(page, locale, family, family.photos.length - 1);
      });
    }

    for (const category of locale === 'en' ? (['couples'] as const) : (['family'] as const)) {
      test(`${category}: the last photo of the last album opens and wraps to its first; Back closes the viewer and Forward reopens it`, async ({
        page,
      }) => {
        const path = hrefFor(category, locale);
        const albums = albumsByCategory[category];
        const group = albums.at(-1)!;
        await openGallery(page, path);
        await photoLinks(albumRegion(page, albums.length - 1))
          .last()
          .click();
        await expectViewerAt(page, locale, group, group.photos.length - 1);
        await page.keyboard.press('ArrowRight');
        await expectViewerAt(page, locale, group, 0);
        await page.goBack();
        await expect(viewer(page, locale)).toBeHidden();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1, name: messages.categories[category] })).toBeVisible();
        // Forward: the photo on show when the visitor left.
        await page.goForward();
        await expectViewerAt(page, locale, group, 0);
        await page.keyboard.press('Escape');
        await expect(viewer(page, locale)).toBeHidden();
        await expect(page).toHaveURL(path);
      });
    }

    test(`the loader goes away after ${LOADER_TIMEOUT_MS} ms even when no photo ever arrives`, async ({ page }) => {
      await page.route('**/photos/**', () => {});
      // The page's clock stands still from the document's start, at 0 ms: paused without
      // page.clock.install() first, because each new document replays the clock's calls, and the
      // real time between an install and a pause would count as time the page had already run.
      await page.clock.pauseAt(Date.now() + 60_000);
      // The script's 3 s run on the fake clock; the CSS fallback's 3 s (a CSS animation, on real
      // time, tested below) are held still so that they cannot decide first on a slow machine.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      // The eager photos never arrive, so the load event never comes.
      await page.goto(hrefFor('weddings', locale), { waitUntil: 'domcontentloaded' });
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      // The script's loader, whether or not the CSS fallback has hidden it on a slow machine.
      const bar = page.locator(`[role="progressbar"][aria-label="${galleryMessages[locale].loader.label}"]`);
      await expect(bar).toHaveCount(1);
      // A while passes with no photo, then the visitor presses a key: the page's scripts start at
      // once and take over while the clock stands still, so they run at exactly this moment, however
      // long they take in real time. Not at 0: a loader counting its 3 s from the scripts' start
      // rather than the page's would then stay too long and be caught below.
      const beforeScripts = 1000;
      await page.clock.runFor(beforeScripts);
      await page.keyboard.press('Shift');
      await waitForHydration(page);
      expect(await page.evaluate(() => performance.now())).toBe(beforeScripts);
      // The loader counts what has arrived on the next frame: nothing.
      const frame = 16;
      await page.clock.runFor(frame);
      await expect(bar).toHaveAttribute('aria-valuemax', /\d+/);
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
      // Still there a millisecond before the 3 s from the document's start, gone at them.
      await page.clock.runFor(LOADER_TIMEOUT_MS - 1 - beforeScripts - frame);
      await expect(bar).toHaveCount(1);
      await page.clock.runFor(1);
      await expect(bar).toHaveCount(0);
    });

    test('the loader goes away within about 3 s of real time when photos stall', REAL_TIME, async ({ page }) => {
      await page.route('**/photos/**', () => {});
      await page.goto(hrefFor('weddings', locale), { waitUntil: 'commit' });
      await expect(loader(page, locale)).toHaveCount(1);
      await expect(loader(page, locale)).toHaveCount(0, { timeout: LOADER_TIMEOUT_MS + 3000 });
      // Counted on the page's own clock, from the start of its navigation, as the visitor's wait is
      // (not from before the browser page and its request were made).
      expect(await page.evaluate(() => performance.now())).toBeLessThan(LOADER_TIMEOUT_MS + 2000);
    });

    if (locale === 'en') {
      test('the loader goes away as soon as all of the page photos have loaded, when they load fast', async ({
        page,
      }) => {
        // Tall enough that every couples photo is within the lazy-loading distance.
        await page.setViewportSize({ width: 1280, height: 4000 });
        // Time stands still in the page: only the loads can end the loader.
        await page.clock.install();
        await page.clock.pauseAt(Date.now() + 60_000);
        await page.goto(hrefFor('couples', locale));
        await expect(loader(page, locale)).toHaveCount(0, { timeout: 10_000 });
        const complete = await page
          .getByRole('main')
          .locator('a img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
          );
        expect(complete).toBe(true);
      });
    }
  });

  test.describe(`galleries without JavaScript in ${locale}`, () => {
    test.use({ javaScriptEnabled: false, viewport: desktop });

    // What a browser without JavaScript makes of a gallery (each photo shown, linking to itself,
    // its larger file served) is the same in either language: each category is checked in one of
    // them, in turn, both languages used. Each album's title and the photos' alt texts, the words
    // that differ, are read in both languages from the same served HTML by the first test above.
    const categories = shownGalleries.filter((_, index) => index % 2 === locales.indexOf(locale));
    for (const category of categories) {
      test(`${category}: every photo is visible and links to itself on the page, its larger file (never the full-size JPEG) served`, async ({
        page,
      }) => {
        // Every photo is read from the document: its own file need not have arrived.
        await page.goto(hrefFor(category, locale), { waitUntil: 'domcontentloaded' });
        const albums = albumsByCategory[category];
        await expect(albumRegions(page)).toHaveCount(albums.length);
        const files: string[] = [];
        const ids: string[] = [];
        for (const [index, group] of albums.entries()) {
          const region = albumRegion(page, index);
          await expect(region).toHaveAccessibleName(
            group.place ? `${group.heading[locale]} ${group.place[locale]}` : group.heading[locale],
          );
          const links = photoLinks(region);
          await expect(links).toHaveCount(group.photos.length);
          // Each link's photo, its address and its larger file, read in one go.
          const photos = await links.evaluateAll((elements) =>
            elements.map((element) => {
              const img = element.querySelector('img')!;
              const box = img.getBoundingClientRect();
              return {
                alt: img.getAttribute('alt'),
                visible: box.width > 0 && box.height > 0 && img.checkVisibility({ visibilityProperty: true }),
                id: element.id,
                href: element.getAttribute('href'),
                full: getComputedStyle(element).getPropertyValue('--full').trim(),
              };
            }),
          );
          expect(photos.map(({ alt }) => alt)).toEqual(group.photos.map((photo) => photo.alt[locale]));
          for (const { alt, visible, id, href, full } of photos) {
            expect(visible, `${alt} is visible`).toBe(true);
            // A fragment of the page itself: following it can never load anything.
            expect(id, `${alt} has an id`).toBeTruthy();
            expect(href, `${alt} links to itself`).toBe(`#${id}`);
            // Its --full (components/gallery/lightbox.module.css), as a path: '/photos/…-1200.webp'.
            const file = /^url\("?([^")]+)"?\)$/.exec(full)?.[1];
            expect(file, `--full of ${id}`).toMatch(/^\/photos\/.+-\d+\.webp$/);
            expect(Number(/-(\d+)\.webp$/.exec(file!)![1])).toBeLessThanOrEqual(1200);
            ids.push(id);
            files.push(file!);
          }
        }
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(files).size).toBe(files.length);
        // Asked in parallel, head only: what the host answers for each file (its body is the file in out/).
        const responses = await Promise.all(files.map((file) => page.request.head(file)));
        for (const [index, response] of responses.entries()) {
          expect(response.status(), files[index]).toBe(200);
          expect(response.headers()['content-type'], files[index]).toMatch(/^image\//);
        }
        // The first photo has arrived and shows.
        await expect
          .poll(() =>
            photoLinks(albumRegion(page, 0))
              .first()
              .locator('img')
              .evaluate((image: HTMLImageElement) => image.naturalWidth),
          )
          .toBeGreaterThan(0);
      });
    }

    // In one language: the Portuguese close link is followed on a story's cover, without
    // JavaScript on a phone, in e2e/story-cover.spec.ts.
    if (locale === 'en') {
      test.describe('on a phone', () => {
        test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

        test('a tapped photo opens full screen on the page, its larger file fetched only then; its close link and Back close it', async ({
          page,
        }) => {
          const path = hrefFor('weddings', locale);
          const group = weddings[0]!;
          const documents: string[] = [];
          const photos: string[] = [];
          page.on('request', (request) => {
            if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
            if (request.resourceType() === 'image') photos.push(new URL(request.url()).pathname);
          });
          await page.goto(path);
          const link = photoLinks(albumRegion(page, 0)).nth(1);
          const id = (await link.getAttribute('id'))!;
          const large = await largeFileOf(link);
          await expect(link).toHaveCSS('position', 'static');
          expect(photos, 'the larger file waits until the photo is opened').not.toContain(large);

          const served = page.waitForResponse((response) => new URL(response.url()).pathname === large);
          await link.tap();
          expect((await served).status()).toBe(200);
          await expectOpenFullScreen(link);
          await expect(link.getByRole('img', { name: group.photos[1]!.alt[locale], exact: true })).toBeVisible();
          expect(new URL(page.url()).pathname).toBe(path);
          expect(new URL(page.url()).hash).toBe(`#${id}`);
          expect(documents, 'the tap asked for no other document').toHaveLength(1);

          const close = page.getByRole('link', { name: messages.viewer.close, exact: true });
          await expect(close).toHaveCount(1);
          await close.tap();
          await expect(link).toHaveCSS('position', 'static');
          await expect(close).toBeHidden();
          expect(new URL(page.url()).hash).toBe(`#album-${group.slug}`);

          await link.tap();
          await expectOpenFullScreen(link);
          await page.goBack();
          await expect(link).toHaveCSS('position', 'static');
          expect(new URL(page.url()).pathname).toBe(path);
          expect(documents, 'nothing left the page').toHaveLength(1);
        });
      });
    }
  });
}
