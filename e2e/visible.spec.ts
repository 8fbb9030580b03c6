/**
 * What a visitor must be able to see and reach, checked by geometry in real Chromium at a phone
 * and a desktop width in both languages: nothing covers a control (hit-testing), no label is cut
 * off (scroll width), and no page scrolls sideways.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { pagesMessages } from '@/content/dictionaries/pages';
import { shellMessages } from '@/content/dictionaries/shell';
import type { RouteKey } from '@/content/routes';
import { locales } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { canonicalPages, waitForHydration } from './support/site';
import { expectSidebarEntriesToFit } from './support/sidebar';

// Only the served site: the background sign-in and analytics never leave the machine.
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
});

/** True when the element at the centre of the locator's box is the locator's element or inside it. */
async function centreIsHitTestable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** On a 390×844 phone the banner may take this much of the screen until it is answered. */
const BANNER_MAX_HEIGHT_ON_PHONE = 260;

/**
 * The banner's box and what of it cannot be seen: blocks whose text is cut sideways (`cut`) and
 * links or buttons outside the banner's width (`outside`).
 */
async function bannerGeometry(banner: Locator) {
  return banner.evaluate((section) => {
    const box = section.getBoundingClientRect();
    const blocks = [section, ...section.querySelectorAll<HTMLElement>('p, div, button')];
    const controls = [...section.querySelectorAll<HTMLElement>('a, button')];
    return {
      top: box.top,
      height: box.height,
      scrolls: section.scrollHeight > section.clientHeight,
      cut: blocks.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.outerHTML),
      outside: controls
        .filter((control) => {
          const own = control.getBoundingClientRect();
          return own.left < box.left || own.right > box.right;
        })
        .map((control) => control.textContent),
      buttons: [...section.querySelectorAll('button')].map((button) => {
        const own = button.getBoundingClientRect();
        return { top: own.top, width: own.width };
      }),
    };
  });
}

async function openAsFirstTimeVisitor(page: Page, route: RouteKey, locale: (typeof locales)[number]) {
  await page.goto(hrefFor(route, locale));
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: consentMessages[locale].banner.label });
  await expect(banner).toBeVisible();
  return banner;
}

for (const locale of locales) {
  const consent = consentMessages[locale];

  test.describe(`visible in ${locale}`, () => {
    // One browser page visits each page in turn, each a first visit (a new browser page costs more
    // than a visit; answering nothing, a visit leaves nothing stored for the next), and lays each
    // out at both widths: the dock is placed by the layout of the width, not by the load.
    test("'Go to top' sits above the cookie banner on home and faq at 390px and 1280px, and both stay clickable", async ({
      page,
    }) => {
      test.setTimeout(30_000 * 2);
      for (const route of ['home', 'faq'] as const) {
        await page.setViewportSize({ width: 390, height: 844 });
        const banner = await openAsFirstTimeVisitor(page, route, locale);
        for (const width of [390, 1280]) {
          await test.step(`${route} at ${width}px`, async () => {
            await page.setViewportSize({ width, height: width < 900 ? 844 : 800 });
            await page.evaluate(() => window.scrollTo(0, 900));
            const goToTop = page.getByRole('button', { name: shellMessages[locale].goToTop });
            await expect(goToTop).toBeVisible();

            const viewport = page.viewportSize()!;
            const box = (await goToTop.boundingBox())!;
            expect(box.y).toBeGreaterThanOrEqual(0);
            expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
            expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
            expect(await centreIsHitTestable(goToTop), "'Go to top' is covered").toBe(true);

            const bannerControls = banner.locator('a, button');
            expect(await bannerControls.count()).toBe(4);
            for (const control of await bannerControls.all()) {
              expect(await centreIsHitTestable(control), `${await control.textContent()} is covered`).toBe(true);
            }

            await goToTop.click();
            await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
            await expect(banner.getByRole('button', { name: consent.banner.accept })).toBeVisible();
          });
        }
      }
    });

    test('the cookie banner takes at most 260 px of a 390×844 phone, with every word and control in view', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const banner = await openAsFirstTimeVisitor(page, 'contact', locale);
      const geometry = await bannerGeometry(banner);
      expect(geometry.height).toBeLessThanOrEqual(BANNER_MAX_HEIGHT_ON_PHONE);
      expect(geometry.scrolls, 'the banner scrolls inside at 100%').toBe(false);
      expect(geometry.cut).toEqual([]);
      expect(geometry.outside).toEqual([]);
      // The two choices side by side, alike.
      const [accept, decline] = geometry.buttons;
      expect(accept!.top).toBe(decline!.top);
      expect(Math.abs(accept!.width - decline!.width)).toBeLessThanOrEqual(1);
      for (const control of await banner.locator('a, button').all()) {
        expect(await centreIsHitTestable(control), `${await control.textContent()} is covered`).toBe(true);
      }
    });

    test('at 200% zoom on a phone (195×422) the banner keeps its buttons in view and its text uncut', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 195, height: 422 });
      const banner = await openAsFirstTimeVisitor(page, 'home', locale);
      const geometry = await bannerGeometry(banner);
      expect(geometry.top).toBeGreaterThanOrEqual(0);
      expect(geometry.cut).toEqual([]);
      expect(geometry.outside).toEqual([]);
      // Both buttons can be pressed as they are; the text may need scrolling inside the banner.
      for (const name of [consent.banner.accept, consent.banner.decline]) {
        const button = banner.getByRole('button', { name, exact: true });
        expect(await centreIsHitTestable(button), `${name} is covered or out of view`).toBe(true);
      }
      for (const name of [consent.privacyPolicyLink, consent.legalNoticeLink]) {
        const link = banner.getByRole('link', { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        expect(await centreIsHitTestable(link), `${name} cannot be reached`).toBe(true);
      }
      // 'Go to top' still rides above the banner.
      await page.evaluate(() => window.scrollTo(0, 900));
      const goToTop = page.getByRole('button', { name: shellMessages[locale].goToTop });
      await expect(goToTop).toBeVisible();
      const box = (await goToTop.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual((await banner.boundingBox())!.y);
      expect(await centreIsHitTestable(goToTop)).toBe(true);
    });

    // With display: optional, a font that misses its first moments (a slow link, a browser that
    // blocks web fonts) is never swapped in: the page keeps the fallback face for good. A font held
    // back and a font blocked leave the same fallback face on screen, so the slow link stands for both.
    for (const font of ['held back', 'served'] as const) {
      test(`the header at 320 px never scrolls sideways, with the web font ${font}, on every page`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 320, height: 640 });
        if (font === 'held back') await page.route(/\.woff2$/, () => undefined);
        const burger = page.getByRole('button', { name: shellMessages[locale].nav.openMenu, exact: true });
        for (const { path } of canonicalPages.filter((entry) => entry.locale === locale)) {
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          await expect(burger).toBeVisible();
          const header = await page.evaluate(async () => {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const brand = document.querySelector('header a')!;
            const text = document.createRange();
            text.selectNodeContents(brand);
            return {
              fontLoaded: [...document.fonts].some(
                (face) => face.family.replace(/["']/g, '') === 'displayFont' && face.status === 'loaded',
              ),
              scrollWidth: document.documentElement.scrollWidth,
              // Drawn wider than its box by more than rounding: cut off at the ellipsis.
              brandCut: text.getBoundingClientRect().width - brand.getBoundingClientRect().width > 0.5,
            };
          });
          if (font !== 'served') expect(header.fontLoaded, `the web font arrived on ${path}`).toBe(false);
          expect(header.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(320);
          const box = (await burger.boundingBox())!;
          expect(box.x + box.width, `the burger ends past the screen on ${path}`).toBeLessThanOrEqual(320);
          // The fallback face (Times New Roman or Liberation Serif, sized to the web font) takes the
          // web font's room, so the brand name shows whole in either.
          expect(header.brandCut, `the brand name is cut on ${path}`).toBe(false);
        }
      });
    }

    // At 900px, the widest the sidebar opens at, e2e/shell.spec.ts checks its entries with its width.
    test('every entry of the sidebar fits inside the panel at 390px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(hrefFor('home', locale));
      await waitForHydration(page);
      await page.getByRole('button', { name: shellMessages[locale].nav.openMenu }).click();
      const sidebar = page.getByRole('dialog', { name: shellMessages[locale].nav.sidebarLabel });
      // The panel slides in: measure once it has arrived.
      await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);

      await expectSidebarEntriesToFit(sidebar);
    });

    test("the home page's process link keeps its visible label and says where it leads at 1280px and 390px", async ({
      page,
    }) => {
      const messages = pagesMessages[locale].home.process;
      const link = page
        .getByRole('main')
        .getByRole('region', { name: messages.heading, exact: true })
        .getByRole('link', { name: `${messages.link} ${messages.linkHiddenText}`, exact: true });
      // The words drawn on screen: text whose element has a real box (visually hidden text sits in a 1px box).
      const shownText = () =>
        link.evaluate((anchor) => {
          const walker = document.createTreeWalker(anchor, NodeFilter.SHOW_TEXT);
          let text = '';
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const box = node.parentElement!.getBoundingClientRect();
            if (box.width > 1 && box.height > 1) text += node.textContent;
          }
          return text.trim();
        });
      // One load, laid out again at each width: the label is the layout's, not the load's.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(hrefFor('home', locale));
      await expect(link).toHaveAttribute('href', hrefFor('photoshootProcess', locale));
      expect(await shownText(), 'the label drawn at 1280px').toBe(messages.link);
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await shownText(), 'the label drawn at 390px').toBe(messages.link);
    });
  });
}
