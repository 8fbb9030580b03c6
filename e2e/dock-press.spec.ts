/**
 * The window's bottom dock (the cookie banner, the go-to-top button) appears once the page's
 * scripts run, often under a pointer that is already pressing a link near the bottom of the
 * window. The release must still be the link's: the press's click leads where the link does, and
 * never acts on the dock (a tap must not accept cookies the visitor never chose).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { CONSENT_STORAGE_KEY, DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import { pagesMessages } from '@/content/dictionaries/pages';
import { homePage } from '@/content/pages/home';
import { getPage } from '@/content/read';
import { locales, type Locale } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { waitForHydration } from './support/site';

const COOKIE_NAME = process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME || DEFAULT_CONSENT_COOKIE_NAME;

/** The cookie banner's own script: the chunk holding its CSS module's class names. */
const isBannerChunk = (body: string) => /\bbanner:"[^"]*_banner"/.test(body) && /\bactions:"[^"]*_actions"/.test(body);

/**
 * Opens the home page with the banner's script held, and puts the family tile's link at the
 * bottom of the window, where the banner will come. `releaseBanner` lets the banner in.
 */
async function homeWithBannerHeld(page: Page, locale: Locale) {
  let releaseBanner!: () => void;
  const bannerReleased = new Promise<void>((resolve) => (releaseBanner = resolve));
  let bannerHeld = false;
  await page.route('**/_next/static/chunks/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isBannerChunk(body)) {
      bannerHeld = true;
      await bannerReleased;
    }
    await route.fulfill({ response, body });
  });

  await page.goto(hrefFor('home', locale));
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: consentMessages[locale].banner.label });
  await expect.poll(() => bannerHeld, 'the banner’s script is held').toBe(true);
  await expect(banner).toHaveCount(0);

  const link = page
    .getByRole('main')
    .getByRole('region', { name: getPage(homePage)[locale].portfolio.heading, exact: true })
    .getByRole('link', { name: pagesMessages[locale].home.portfolio.family, exact: true });
  await link.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const box = (await link.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  /** Lets the banner in and waits until it covers the pressed point. */
  const letBannerInOverPoint = async () => {
    releaseBanner();
    await expect(banner).toBeVisible();
    const covering = (await banner.boundingBox())!;
    expect(point.y, 'the banner covers the pressed point').toBeGreaterThan(covering.y);
  };
  return { banner, point, letBannerInOverPoint };
}

// The press is the same in either language: the mouse's in English, the finger's in Portuguese.
const mouseLocale: Locale = 'en';
const touchLocale: Locale = 'pt';

for (const locale of locales.filter((each) => each === mouseLocale)) {
  test(`a link pressed before the cookie banner appears over it leads to its page when released (${locale})`, async ({
    page,
  }) => {
    const { point, letBannerInOverPoint } = await homeWithBannerHeld(page, locale);

    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await letBannerInOverPoint();
    await page.mouse.up();

    await page.waitForURL(hrefFor('family', locale));
  });
}

for (const locale of locales.filter((each) => each === touchLocale)) {
  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test(`a link touched before the cookie banner appears over it never accepts cookies (${locale})`, async ({
      page,
      context,
    }) => {
      const { banner, point, letBannerInOverPoint } = await homeWithBannerHeld(page, locale);
      // One finger, held down while the banner comes (page.touchscreen.tap presses and lifts at once).
      const touch = await context.newCDPSession(page);

      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await letBannerInOverPoint();
      // The tap's click, once every listener of its dispatch has run.
      const click = await page.evaluateHandle(() => ({
        done: new Promise<void>((resolve) =>
          addEventListener('click', () => setTimeout(resolve), { capture: true, once: true }),
        ),
      }));
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await click.evaluate(({ done }) => done);

      expect(
        await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY),
        'no stored choice',
      ).toBeNull();
      expect(
        (await context.cookies()).find((cookie) => cookie.name === COOKIE_NAME),
        'no consent cookie',
      ).toBeUndefined();
      await expect(banner).toBeVisible();
      await page.waitForURL(hrefFor('family', locale));
    });
  });
}
