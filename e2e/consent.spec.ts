/**
 * Consent, analytics and the anonymous identity, against the built static export.
 * Every request that leaves the site is recorded and intercepted at the HTTP boundary (there is
 * no internet here): gtag.js is answered with a stub so the assertions read `window.dataLayer`,
 * the identity provider with canned answers, anything else third-party is aborted.
 *
 * The e2e build sets NEXT_PUBLIC_FIREBASE_* and NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID to the test
 * values below (or others, read from the same variables).
 */
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { CONSENT_COOKIE_DAYS, CONSENT_STORAGE_KEY, DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import type { Locale } from '@/lib/i18n';
import { waitForHydration, waitForIdle } from './support/site';
import {
  analyticsCookies,
  analyticsRequests,
  answerThirdParties,
  dataLayer,
  LOOKUP,
  recordExternalRequests,
  sentEvents,
  SIGN_UP,
} from './support/third-parties';

const MEASUREMENT_ID = process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID ?? 'G-TEST123';
const API_KEY = process.env.NEXT_PUBLIC_FIREBASE_API_KEY ?? 'test-api-key';
const COOKIE_NAME = process.env.NEXT_PUBLIC_CONSENT_COOKIE_NAME || DEFAULT_CONSENT_COOKIE_NAME;

const pages: Record<Locale, string[]> = {
  en: ['/', '/about', '/stories/weddings', '/contact', '/faq', '/testimonials', '/legal-notice', '/privacy-policy'],
  pt: [
    '/pt-pt',
    '/about/pt-pt',
    '/stories/weddings/pt-pt',
    '/contact/pt-pt',
    '/faq/pt-pt',
    '/testimonials/pt-pt',
    '/legal-notice/pt-pt',
    '/privacy-policy/pt-pt',
  ],
};
const home = { en: '/', pt: '/pt-pt' } as const;
const lang = { en: 'en-en', pt: 'pt-pt' } as const;
const locales = ['en', 'pt'] as const;

type Fixtures = {
  /** Every request to another origin, in order. */
  external: Request[];
  /** Console errors and uncaught exceptions of the page. */
  problems: { consoleErrors: string[]; pageErrors: string[] };
};

const test = base.extend<Fixtures>({
  // Automatic, so no test ever reaches a real third party.
  external: [
    async ({ context, baseURL }, provide) => {
      const requests = recordExternalRequests(context, baseURL);
      await answerThirdParties(context, baseURL);
      await provide(requests);
    },
    { auto: true },
  ],
  problems: async ({ page }, provide) => {
    const found = { consoleErrors: [] as string[], pageErrors: [] as string[] };
    page.on('console', (message) => {
      if (message.type() === 'error') found.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => found.pageErrors.push(error.message));
    await provide(found);
  },
});

function banner(page: Page, locale: Locale) {
  return page.getByRole('region', { name: consentMessages[locale].banner.label });
}

function preferencesDialog(page: Page, locale: Locale) {
  return page.getByRole('dialog', { name: consentMessages[locale].dialog.title });
}

/** The persistent control (in the footer) that opens the dialog. */
function manageButton(page: Page, locale: Locale) {
  return page.getByRole('button', { name: consentMessages[locale].manage }).first();
}

/**
 * Waits until the page has done what it starts by itself: its scripts have taken over and read the
 * stored consent (where analytics would load), and its idle callbacks (the anonymous sign-in's,
 * registered at load) have run. What has not happened by then does not happen on its own.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await waitForHydration(page);
  await waitForIdle(page);
}

async function storedPreference(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
}

for (const locale of locales) {
  const text = consentMessages[locale];

  test.describe(`consent in ${locale}`, () => {
    test(`Accept grants consent, remembered ${CONSENT_COOKIE_DAYS} days in the consent cookie, logs consent_granted, then page views are sent with their fields`, async ({
      page,
      context,
      external,
    }) => {
      await page.goto(home[locale]);
      const before = Date.now() / 1000;
      await banner(page, locale).getByRole('button', { name: text.banner.accept }).click();
      await expect(banner(page, locale)).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === COOKIE_NAME);
      expect(cookie?.value).toBe('true');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      const days = ((cookie?.expires ?? 0) - before) / 86_400;
      expect(days, 'the consent cookie expires in 30 days').toBeGreaterThan(CONSENT_COOKIE_DAYS - 0.01);
      expect(days, 'the consent cookie expires in 30 days').toBeLessThan(CONSENT_COOKIE_DAYS + 0.01);

      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __gtagStubLoaded?: boolean }).__gtagStubLoaded))
        .toBe(true);
      expect(analyticsRequests(external)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

      const queue = (await dataLayer(page)) ?? [];
      expect(queue).toContainEqual([
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      ]);
      expect(queue).toContainEqual(['config', MEASUREMENT_ID, expect.objectContaining({ send_page_view: false })]);
      expect(queue).toContainEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
      ]);
      const events = await sentEvents(page);
      expect(events).toContainEqual({
        name: 'consent_granted',
        params: expect.objectContaining({ lang: lang[locale], path: home[locale] }),
      });
      // The home view is sent as soon as the visitor agrees on the home page.
      expect(events).toContainEqual({
        name: 'view_home_v2',
        params: expect.objectContaining({
          lang: lang[locale],
          path: home[locale],
          enabled: true,
          event_name: 'view_home_v2',
        }),
      });
      expect(await storedPreference(page)).toBe('{"analytics":true}');

      const views = [
        ['testimonials', 'view_testimonials_v2', 'page_view', 'testimonials_page'],
        ['legal-notice', 'legal_notice_page_view_v2', 'navigation', 'legal_notice_page'],
        ['privacy-policy', 'privacy_policy_page_view_v2', 'navigation', 'privacy_policy_page'],
      ] as const;
      for (const [section, name, category, label] of views) {
        const path = locale === 'pt' ? `/${section}/pt-pt` : `/${section}`;
        await page.goto(path);
        await expect
          .poll(async () => (await sentEvents(page)).find((event) => event.name === name)?.params)
          .toEqual({
            event_category: category,
            event_label: label,
            lang: lang[locale],
            path,
            enabled: true,
            event_name: name,
          });
        // The consent cookie is 'true' now, so each start-up also logs consent_granted.
        expect((await sentEvents(page)).map((event) => event.name)).toContain('consent_granted');
      }
    });

    test('Decline is remembered across reloads and nothing is ever sent', async ({ page, context, external }) => {
      await page.goto(home[locale]);
      await banner(page, locale).getByRole('button', { name: text.banner.decline }).click();
      await expect(banner(page, locale)).toBeHidden();
      expect(await storedPreference(page)).toBe('{"analytics":false}');

      await page.reload();
      await settle(page);
      await expect(banner(page, locale)).toBeHidden();
      await page.goto(pages[locale][5]!);
      await settle(page);
      await expect(banner(page, locale)).toBeHidden();
      expect(analyticsRequests(external)).toEqual([]);
      expect(await analyticsCookies(context)).toEqual([]);
      expect(await dataLayer(page)).toBeNull();
      const cookie = (await context.cookies()).find((c) => c.name === COOKIE_NAME);
      expect(cookie?.value).toBe('false');
    });

    test('Only Essential is remembered across reloads and nothing is sent', async ({ page, context, external }) => {
      await page.goto(home[locale]);
      await manageButton(page, locale).click();
      await preferencesDialog(page, locale).getByRole('button', { name: text.dialog.onlyEssential }).click();
      await expect(preferencesDialog(page, locale)).toBeHidden();
      await expect(banner(page, locale)).toBeHidden();

      await page.reload();
      await settle(page);
      await expect(banner(page, locale)).toBeHidden();
      expect(await storedPreference(page)).toBe('{"analytics":false}');
      expect(analyticsRequests(external)).toEqual([]);
      expect(await analyticsCookies(context)).toEqual([]);
      expect(await dataLayer(page)).toBeNull();
    });

    // Withdrawing and a corrupt stored preference are handled the same in either language: each is
    // checked in one, in turn, both used; the buttons they press are pressed in both languages by
    // the tests above (Accept, Decline, Only Essential, the footer's button).
    if (locale === 'pt') {
      test('withdrawing consent with Only Essential denies it at once and stops the events', async ({
        page,
        external,
      }) => {
        await page.goto(home[locale]);
        await banner(page, locale).getByRole('button', { name: text.banner.accept }).click();
        await manageButton(page, locale).click();
        const dialog = preferencesDialog(page, locale);
        await expect(dialog.getByRole('checkbox', { name: text.dialog.analytics })).toBeChecked();
        await dialog.getByRole('button', { name: text.dialog.onlyEssential }).click();
        const queue = (await dataLayer(page)) ?? [];
        expect(queue.at(-1)).toEqual([
          'consent',
          'update',
          expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
        ]);

        const requestsBefore = analyticsRequests(external).length;
        await page.reload();
        await settle(page);
        expect(await dataLayer(page)).toBeNull();
        expect(analyticsRequests(external)).toHaveLength(requestsBefore);
      });
    }

    test('the banner is hidden on the privacy policy', async ({ page }) => {
      await page.goto(pages[locale][7]!);
      await settle(page);
      await expect(banner(page, locale)).toBeHidden();
    });

    test('the dialog: keyboard opening, the banner hidden while it is open, Escape closes and returns focus, checkbox reset', async ({
      page,
    }) => {
      await page.goto(home[locale]);
      await expect(banner(page, locale)).toBeVisible();
      const opener = manageButton(page, locale);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = preferencesDialog(page, locale);
      await expect(dialog).toBeVisible();
      await expect(banner(page, locale), 'the banner is hidden while the dialog is open').toBeHidden();

      const essential = dialog.getByRole('checkbox', { name: text.dialog.essential });
      await expect(essential).toBeChecked();
      await expect(essential).toBeDisabled();
      const suffix = locale === 'pt' ? '/pt-pt' : '';
      await expect(dialog.getByRole('link', { name: text.privacyPolicyLink })).toHaveAttribute(
        'href',
        `/privacy-policy${suffix}`,
      );
      await expect(dialog.getByRole('link', { name: text.legalNoticeLink })).toHaveAttribute(
        'href',
        `/legal-notice${suffix}`,
      );

      const analytics = dialog.getByRole('checkbox', { name: text.dialog.analytics });
      await analytics.focus();
      await page.keyboard.press('Space');
      await expect(analytics).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(banner(page, locale), 'the banner is back once the dialog is closed').toBeVisible();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: text.dialog.analytics })).not.toBeChecked();
      await dialog.getByRole('button', { name: text.dialog.close }).click();
      await expect(dialog).toBeHidden();
      expect(await storedPreference(page)).toBeNull();
    });

    if (locale === 'en') {
      test('a corrupt stored preference is logged, removed, and the page still works', async ({ page, problems }) => {
        // Stored before the page starts, as an earlier visit would have left it.
        await page.addInitScript((key) => window.localStorage.setItem(key, '{not json'), CONSENT_STORAGE_KEY);
        await page.goto(home[locale]);
        await settle(page);
        expect(await storedPreference(page)).toBeNull();
        expect(problems.consoleErrors.some((message) => /cookie preference/i.test(message))).toBe(true);
        expect(problems.pageErrors).toEqual([]);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(banner(page, locale)).toBeVisible();
        await banner(page, locale).getByRole('button', { name: text.banner.decline }).click();
        expect(await storedPreference(page)).toBe('{"analytics":false}');
      });
    }
  });
}

test.describe('anonymous identity', () => {
  test('signs in anonymously once, after the page has loaded and the browser is idle', async ({ page, external }) => {
    let loadedAt = 0;
    page.on('load', () => {
      loadedAt = Date.now();
    });
    const signUpTimes: number[] = [];
    page.on('request', (request) => {
      if (SIGN_UP.test(request.url())) signUpTimes.push(Date.now());
    });

    const signUp = page.waitForRequest(SIGN_UP, { timeout: 15_000 });
    // The sign-in ends with the account lookup that follows the sign-up: a second one would have started by then.
    const lookup = page.waitForResponse(LOOKUP, { timeout: 15_000 });
    await page.goto('/');
    const request = await signUp;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).searchParams.get('key')).toBe(API_KEY);
    expect(request.postDataJSON()).toMatchObject({ returnSecureToken: true });
    await lookup;
    await waitForIdle(page);
    expect(signUpTimes).toHaveLength(1);
    expect(signUpTimes[0]!).toBeGreaterThanOrEqual(loadedAt);
    // Only the identity provider was contacted: no analytics without consent.
    expect(analyticsRequests(external)).toEqual([]);
  });

  test('a failed sign-in is invisible: no error on the page, none in the console', async ({ page, problems }) => {
    await page.route(SIGN_UP, (route) => route.abort('failed'));
    const failed = page.waitForEvent('requestfailed', {
      predicate: (request) => SIGN_UP.test(request.url()),
      timeout: 15_000,
    });
    await page.goto('/pt-pt');
    await failed;
    // The page learns of the failure with the browser; once it is idle again, its handling has run.
    await waitForIdle(page);
    expect(problems.pageErrors).toEqual([]);
    // The browser itself reports the refused request as "Failed to load resource"; the site adds nothing.
    expect(problems.consoleErrors.filter((message) => !/^Failed to load resource/.test(message))).toEqual([]);
    // Next's own route announcer (an empty live region) is the only alert allowed.
    await expect(page.locator('[role="alert"]:not(#__next-route-announcer__)')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
