import { expect, test, type Locator, type Page } from '@playwright/test';
import { albumsByCategory } from '@/lib/albums';
import { consentMessages } from '@/content/dictionaries/consent';
import { contactMessages } from '@/content/dictionaries/contact';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { shellMessages } from '@/content/dictionaries/shell';
import type { Locale } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { waitForHydration } from './support/site';

/*
 * Every modal surface of the site is a native <dialog>: the one dialog component
 * (components/ui/dialog.tsx), or the photo viewer (components/gallery/viewer-view.ts), which is drawn
 * without React. The same checks, in a real browser, for each of them: it is a modal dialog with
 * its name, the page behind is inert and does not scroll, Escape closes it, and the focus goes
 * back to the control that opened it.
 */

type Surface = {
  name: string;
  /**
   * The language it is checked in. What is checked here is the dialog component's, the same in
   * either language; each surface's name in both languages is checked where its own behaviour is.
   */
  locale: Locale;
  width: number;
  /** Goes to the page and returns the control that opens the dialog. */
  prepare: (page: Page, locale: Locale) => Promise<Locator>;
  /** The accessible name the dialog must have. */
  dialogName: (locale: Locale) => string;
  /** Where the focus goes when it closes, when not back to what opened it. */
  focusAfter?: (page: Page, locale: Locale) => Locator;
};

const surfaces: Surface[] = [
  {
    name: 'the mobile menu',
    locale: 'pt',
    width: 390,
    prepare: async (page, locale) => {
      await page.goto(hrefFor('faq', locale));
      return page.getByRole('button', { name: shellMessages[locale].nav.openMenu });
    },
    dialogName: (locale) => shellMessages[locale].nav.sidebarLabel,
  },
  {
    name: 'the photo viewer',
    locale: 'en',
    width: 1280,
    prepare: async (page, locale) => {
      await page.goto(hrefFor('weddings', locale));
      // On a page that runs: a tap before then opens the viewer only once it does (early-tap.spec.ts),
      // which on a busy machine may take longer than the dialog is waited for here.
      await waitForHydration(page);
      const firstAlbum = albumsByCategory.weddings[0]!;
      return page.getByRole('link', { name: firstAlbum.photos[4]!.alt[locale], exact: true });
    },
    dialogName: (locale) => galleryMessages[locale].viewer.label,
  },
  {
    name: 'the cookie preferences',
    locale: 'pt',
    width: 1280,
    prepare: async (page, locale) => {
      await page.goto(hrefFor('testimonials', locale));
      return page.getByRole('contentinfo').getByRole('button', { name: consentMessages[locale].manage });
    },
    dialogName: (locale) => consentMessages[locale].dialog.title,
  },
  {
    name: 'the enquiry result',
    locale: 'en',
    width: 1280,
    prepare: async (page, locale) => {
      await page.route('**/api/v1.0/email/send', (route) =>
        route.fulfill({ status: 200, body: 'OK', headers: { 'Access-Control-Allow-Origin': '*' } }),
      );
      await page.goto(hrefFor('contact', locale));
      const form = contactMessages[locale];
      await page.getByLabel(form.fields.from_name.label).fill('Ana');
      await page.getByLabel(form.fields.email.label).fill('ana@example.com');
      await page.getByLabel(form.fields.desired_date.label).fill('June 2027');
      await page.getByLabel(form.fields.message.label).fill('We would love photos of our family.');
      await page.getByRole('checkbox', { name: form.services.Family }).check();
      return page.getByRole('button', { name: form.form.submit });
    },
    dialogName: (locale) => contactMessages[locale].success.heading,
    // The page went back to its top to show the result: the focus goes to the form's first field.
    focusAfter: (page, locale) => page.getByLabel(contactMessages[locale].fields.from_name.label),
  },
];

for (const surface of surfaces) {
  const { locale } = surface;
  test.describe(`${surface.name} (${locale})`, () => {
    test.use({ viewport: { width: surface.width, height: 800 } });

    test('is a named modal dialog; the page behind stays still; Escape closes it and the focus goes back', async ({
      page,
    }) => {
      const opener = await surface.prepare(page, locale);
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: surface.dialogName(locale), exact: true });
      await expect(dialog).toBeVisible();
      // Modal: in the top layer, or shown over the page and telling assistive technology it is modal.
      expect(
        await dialog.evaluate(
          (element) => element.matches('dialog:modal') || element.getAttribute('aria-modal') === 'true',
        ),
      ).toBe(true);
      // Drawn above everything the page holds over its content (the cookie banner, the go-to-top
      // button, the header): each corner of its box is its own. Read with the page behind taken out
      // of inertness for the moment (an inert element is passed over by hit-testing, wherever drawn).
      const cornersCovered = await dialog.evaluate((element) => {
        const inert = [...document.querySelectorAll('[inert]')];
        for (const each of inert) each.removeAttribute('inert');
        const box = element.getBoundingClientRect();
        const [left, top] = [Math.max(box.left, 0) + 4, Math.max(box.top, 0) + 4];
        const [right, bottom] = [Math.min(box.right, innerWidth) - 4, Math.min(box.bottom, innerHeight) - 4];
        const corners = [
          [left, top],
          [right, top],
          [left, bottom],
          [right, bottom],
        ] as const;
        const covered = corners.filter(([x, y]) => !element.contains(document.elementFromPoint(x, y))).map(String);
        for (const each of inert) each.setAttribute('inert', '');
        return covered;
      });
      expect(cornersCovered).toEqual([]);

      // Nothing behind it can be reached or scrolled (the photo viewer holds the page from the frame
      // after it shows).
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(surface.width / 2, 400);
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('PageDown');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const outside = await dialog.evaluate(
          (element) => document.activeElement !== document.body && !element.contains(document.activeElement),
        );
        expect(outside, `focus reached the page behind after Tab ${i + 1}`).toBe(false);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(surface.focusAfter?.(page, locale) ?? opener).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
        .not.toBe('hidden');
    });
  });
}
