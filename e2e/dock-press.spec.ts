/**
 * The window's bottom dock (the cookie banner, the go-to-top button) appears once the page's
 * scripts run, often under a pointer that is already pressing a link near the bottom of the
 * window. The release must still be the link's: the press's click leads where the link does.
 */
import { expect, test, type Route } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { pagesMessages } from '@/content/dictionaries/pages';
import { home } from '@/content/pages/home';
import { locales } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { waitForHydration } from './support/site';

/** The cookie banner's own script: the chunk holding its CSS module's class names. */
const isBannerChunk = (body: string) => /\bbanner:"[^"]*_banner"/.test(body) && /\bactions:"[^"]*_actions"/.test(body);

for (const locale of locales) {
  test(`a link pressed before the cookie banner appears over it leads to its page when released (${locale})`, async ({
    page,
  }) => {
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

    // The family tile's link at the bottom of the window, where the banner will come.
    const link = page
      .getByRole('main')
      .getByRole('region', { name: home[locale].portfolio.heading, exact: true })
      .getByRole('link', { name: pagesMessages[locale].home.portfolio.family, exact: true });
    await link.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const box = (await link.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    releaseBanner();
    await expect(banner).toBeVisible();
    const covering = (await banner.boundingBox())!;
    expect(point.y, 'the banner covers the pressed point').toBeGreaterThan(covering.y);
    await page.mouse.up();

    await page.waitForURL(hrefFor('family', locale));
  });
}
