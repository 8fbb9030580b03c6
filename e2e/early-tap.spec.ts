/**
 * A photo tapped before the page's scripts have run, on a slow phone: the tap never
 * leaves the page, whatever order the files arrive in, and once the scripts run the viewer opens
 * at that photo. Every script of the page (the boot script included) is held at the network until
 * the test lets it through, so the tap always comes first. On a gallery and on a story (a photo of
 * its grid and its cover), each in one language, both languages used. Albums and words come from content/.
 */
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { albumsByCategory } from '@/lib/albums';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { formatPosition, PHOTO_PARAM, photoParamValue } from '@/lib/gallery/viewer-index';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { locales, type Locale } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { coverIndexOf } from '@/lib/stories';
import { storyPages } from './support/site';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A photo to tap: where it is, which of the album it is, and which of the page's links to it. */
type Tapped = {
  name: string;
  path: string;
  album: string;
  count: number;
  index: number;
  link: (page: Page) => Locator;
};

function photosToTap(locale: Locale): Tapped[] {
  const gallery = albumsByCategory.weddings[0]!;
  const story = storyPages.find((page) => page.locale === locale)!;
  const group = albumsByCategory[story.route].find((candidate) => candidate.slug === story.album)!;
  const cover = coverIndexOf(group);
  const named = (alt: string) => (page: Page) => page.getByRole('main').getByRole('link', { name: alt, exact: true });
  return [
    {
      name: 'the second photo of the gallery’s first album',
      path: hrefFor('weddings', locale),
      album: gallery.slug,
      count: gallery.photos.length,
      index: 1,
      link: named(gallery.photos[1]!.alt[locale]),
    },
    {
      name: 'the second photo of a story’s album',
      path: story.path,
      album: group.slug,
      count: group.photos.length,
      index: 1,
      // The grid's copy comes after the cover, should the second photo be the cover.
      link: (page) => named(group.photos[1]!.alt[locale])(page).last(),
    },
    {
      name: 'a story’s cover',
      path: story.path,
      album: group.slug,
      count: group.photos.length,
      index: cover,
      link: (page) => named(group.photos[cover]!.alt[locale])(page).first(),
    },
  ];
}

/**
 * The page's address in parts, read at once (expect(page).toHaveURL would also wait for the load
 * event, which the held scripts hold back).
 */
function address(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, photo: url.searchParams.get(PHOTO_PARAM), hash: url.hash };
}

/** A 4× slower processor and a slow mobile link: 400 ms of latency, 1.6 Mbit/s down, 750 kbit/s up. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Holds every script of the page at the network until `release` is called. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/**/*.js', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

for (const locale of locales) {
  test.describe(`a photo tapped before the page runs, on a slow phone (${locale})`, () => {
    // What a tap does before the scripts run does not depend on the language: each photo is tapped
    // in one of them, the gallery's and the cover in English, the story's grid in Portuguese.
    for (const tapped of photosToTap(locale).filter((_, index) => index % 2 === (locale === 'en' ? 0 : 1))) {
      test(`${tapped.name}: the page stays, and the viewer opens at it once the page runs`, async ({ page }) => {
        test.setTimeout(120_000);
        await slowPhone(page);
        const scripts = await holdScripts(page);
        const documents: Request[] = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request);
        });

        await page.goto(tapped.path, { waitUntil: 'commit' });
        const link = tapped.link(page);
        const photo = link.getByRole('img');
        // Tapped the moment it shows, while the page is still arriving and none of its scripts has run.
        await link.scrollIntoViewIfNeeded({ timeout: 60_000 });
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            intervals: [10],
            timeout: 60_000,
          })
          .toBe(true);
        expect(scripts.held(), 'the boot script, at least, is held').toBeGreaterThan(0);
        await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(0);
        const id = await link.getAttribute('id');
        await link.tap();

        // The tap moved to the photo on the page: no other document was asked for, the address
        // only gained the photo's #fragment, and the photo shows full screen meanwhile.
        await expect
          .poll(() => address(page), { message: 'after the tap, the address is the photo on the page' })
          .toEqual({ path: tapped.path, photo: null, hash: `#${id}` });
        await expect(link).toHaveCSS('position', 'fixed');
        expect(
          documents.map((request) => request.url()),
          'the tap asked for no document (a photo file, say)',
        ).toEqual([new URL(tapped.path, page.url()).href]);

        scripts.release();
        const words = galleryMessages[locale].viewer;
        const viewer = page.getByRole('dialog', { name: words.label });
        await expect(viewer).toBeVisible({ timeout: 60_000 });
        await expect(viewer.getByText(formatPosition(words.position, tapped.index + 1, tapped.count))).toBeVisible();
        await expect
          .poll(() => address(page), { message: 'once the viewer is open, the address names the photo by ?photo=' })
          .toEqual({ path: tapped.path, photo: photoParamValue(tapped.album, tapped.index), hash: '' });
        // Back closes the viewer and stays on the page, as after a tap on a page that runs.
        await page.goBack();
        await expect(viewer).toBeHidden();
        await expect
          .poll(() => address(page), { message: 'Back returns to the page as it was before the tap' })
          .toEqual({ path: tapped.path, photo: null, hash: '' });
        expect(
          documents.map((request) => request.url()),
          'the only document asked for is the page',
        ).toEqual([new URL(tapped.path, page.url()).href]);
      });
    }
  });
}
