/**
 * The site check beside the editor (/admin/check, admin/site-check/) as the built site serves it:
 * her keys and token checked with the terminal's checks, Google and GitHub answered at the HTTP
 * boundary by the stand-in `npm run check:settings`'s tests use, which holds every request and
 * answer to the services' published descriptions; her test enquiry is the go-live page's
 * (e2e/go-live.spec.ts).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { DRAFTING_ORIGIN, DRAFTING_MODEL } from '@/admin/drafting/draft-request';
import { DRAFTING_KEY_STORAGE } from '@/admin/drafting/drafting-key';
import { TRANSLATION_ENDPOINT } from '@/admin/translation/translation-request';
import { testEnv } from '@/scripts/test-env';
import { googleError, SettingsStandIn, type World } from '@/test-support/publishing/settings-services';
import firebase from '@/firebase.json';
import { compileRules, headersFor } from '@/lib/hosting/host-rules';
import { parseHostingConfig } from '@/lib/hosting/hosting-config';
import { recordCspViolations } from './support/csp';
import { REFUSALS } from './support/gemini-stand-in';
import { googleErrorBody } from './support/google-stand-in';
import { EDITOR_PREFERENCES_KEY } from '@/admin/vendor/names';

const PAGE = '/admin/check';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, accept, content-type, x-github-api-version, x-goog-api-key',
};
const TRANSLATION_KEY = `AIza${'T'.repeat(35)}`;
const GEMINI_KEY = 'AQ.gemini-key-of-hers';
const TOKEN = 'github_pat_editor_of_hers';

/** A Playwright route that answers a browser's preflight, then hands the request on. */
const withPreflight = (handle: (route: Route) => Promise<void>) => async (route: Route) => {
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  return handle(route);
};

/** The repository the build's editor commits to, as the page names it beside the token's field. */
async function repositoryOf(page: Page): Promise<string> {
  const label = await page.locator('label[for="editor-token"]').textContent();
  return /for (\S+\/\S+)$/.exec(label ?? '')![1]!;
}

/** Her Google and GitHub services, answered by the settings' stand-in at the HTTP boundary. */
async function answerHerServices(page: Page, standIn: SettingsStandIn): Promise<void> {
  const forward = (prefix: string, service: string) =>
    page.route(
      `${prefix}/**`,
      withPreflight(async (route) => {
        const url = new URL(route.request().url());
        const path = url.pathname.slice(new URL(prefix).pathname.replace(/\/$/, '').length);
        const response = await route.fetch({ url: `${standIn.url}/${service}${path}${url.search}` });
        await route.fulfill({ response, headers: { ...response.headers(), ...CORS } });
      }),
    );
  await forward(new URL(TRANSLATION_ENDPOINT).origin, 'translation');
  await forward(DRAFTING_ORIGIN, 'gemini');
  await forward('https://api.github.com', 'github');
}

/** Her keys and token where the editor keeps them in this browser. */
async function keepHerCredentials(page: Page): Promise<void> {
  await page.addInitScript(
    ({ preferences, translationKey, geminiStorage, geminiKey, token }) => {
      localStorage.setItem(preferences, JSON.stringify({ apiKeys: { google: translationKey } }));
      localStorage.setItem(geminiStorage, geminiKey);
      localStorage.setItem('sveltia-cms.user', JSON.stringify({ backendName: 'github', token }));
    },
    {
      preferences: EDITOR_PREFERENCES_KEY,
      translationKey: TRANSLATION_KEY,
      geminiStorage: DRAFTING_KEY_STORAGE,
      geminiKey: GEMINI_KEY,
      token: TOKEN,
    },
  );
}

const lines = (page: Page, heading: string) => page.getByRole('region', { name: heading }).getByRole('listitem');

test('is served noindex, under its own policy', async ({ request }) => {
  const rules = compileRules(parseHostingConfig(firebase.hosting));
  const response = await request.get(PAGE);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['content-security-policy']).toBe(
    headersFor(rules, PAGE).get('content-security-policy')?.value,
  );
});

test('sends her to the go-live page for her test enquiry', async ({ page }) => {
  await page.goto(PAGE);
  await page
    .getByRole('region', { name: 'Your contact form' })
    .getByRole('link', { name: 'send it from the go-live page' })
    .click();
  await expect(page).toHaveURL(/\/admin\/go-live#contact-form$/);
  await expect(page.getByRole('heading', { name: 'Your contact form' })).toBeVisible();
});

test.describe('her keys and token', () => {
  let standIn: SettingsStandIn;
  const world = (repository: string): World => ({
    googleToken: 'unused-here',
    sites: {},
    anonymous: {},
    translationKey: TRANSLATION_KEY,
    geminiKey: GEMINI_KEY,
    keysAllow: null,
    models: [`models/${DRAFTING_MODEL}`],
    github: { token: TOKEN, repository, push: true, scopes: null, pulls: true, statuses: true },
  });

  test.afterEach(async () => {
    await standIn?.stop();
    expect(standIn?.violations ?? []).toEqual([]);
  });

  test('checks what the editor keeps in this browser, sends each only to its own service, and passes them', async ({
    page,
    baseURL,
  }) => {
    const violations = await recordCspViolations(page);
    await keepHerCredentials(page);
    // The repository is the build's: read it from the page before the stand-in is set up.
    standIn = new SettingsStandIn(world('pending/pending'));
    await standIn.start();
    await answerHerServices(page, standIn);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL!).origin) elsewhere.push(url.origin);
    });
    await page.goto(PAGE);
    const repository = await repositoryOf(page);
    standIn.world.github.repository = repository;
    await page.getByRole('button', { name: 'Check my keys and token' }).click();
    await expect(lines(page, 'Your keys and token')).toHaveText([
      'Done: Your translation key reaches Google Cloud Translation.',
      `Done: Your Gemini key reaches the Gemini API, and its model ${DRAFTING_MODEL} is there.`,
      `Done: Your editor token reaches ${repository} and its drafts (pull requests).`,
      'Done: Your editor token reads the previews’ statuses.',
      /^Not checked: Whether your editor token may write is not checked/,
    ]);
    await expect(page.getByText('Filled in from what the editor keeps in this browser')).toBeVisible();
    // Each credential went to its own service, and nowhere else.
    for (const call of standIn.calls) {
      if (call.service === 'translation') expect(call.headers['x-goog-api-key']).toBe(TRANSLATION_KEY);
      if (call.service === 'gemini') expect(call.headers['x-goog-api-key']).toBe(GEMINI_KEY);
      if (call.service === 'github') expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
    expect([...new Set(elsewhere)].sort()).toEqual(
      [new URL(TRANSLATION_ENDPOINT).origin, DRAFTING_ORIGIN, 'https://api.github.com'].sort(),
    );
    expect(await violations()).toEqual([]);
  });

  test('tells a refused key and a token without statuses in the editor’s words', async ({ page }) => {
    await keepHerCredentials(page);
    standIn = new SettingsStandIn(world('pending/pending'));
    await standIn.start();
    // A key limited to other addresses, and one Google does not know, as Google refuses them.
    const { status, message } = REFUSALS.blockedAddress;
    standIn.refuse('translation', status, googleErrorBody(REFUSALS.blockedAddress));
    standIn.refuse('gemini', 400, googleError(400, 'INVALID_ARGUMENT', REFUSALS.invalidKey.message, 'API_KEY_INVALID'));
    await answerHerServices(page, standIn);
    await page.goto(PAGE);
    standIn.world.github.repository = await repositoryOf(page);
    standIn.world.github.statuses = false;
    await page.getByRole('button', { name: 'Check my keys and token' }).click();
    const shown = lines(page, 'Your keys and token');
    await expect(shown.nth(0)).toHaveText(
      `To do: Your translation key: Google refused the key (Google said: “${message}”). In the Google Cloud console, check that the Cloud Translation API is enabled in the key’s project, that billing is set up, and that the key allows that API and this site’s address.`,
    );
    await expect(shown.nth(1)).toContainText(
      `To do: Your Gemini key: Google refused the key (Google said: “${REFUSALS.invalidKey.message}”)`,
    );
    await expect(shown.nth(3)).toContainText('To do: Your editor token may not read commit statuses');
  });

  test('says “not checked” for each credential the editor does not keep, and asks for it', async ({ page }) => {
    await page.goto(PAGE);
    await expect(lines(page, 'Your keys and token')).toHaveText([
      /^Not checked: Your translation key is not checked: none is kept in this browser/,
      /^Not checked: Your Gemini key is not checked/,
      /^Not checked: Your editor token is not checked/,
    ]);
    // Her token, when she pastes it, is not shown on her screen; her password manager, where her guide
    // tells her to keep it, may fill it in (browsers ignore autocomplete="off" on a password field).
    const token = page.getByLabel(/^Your editor token \(GitHub/);
    await expect(token).toHaveAttribute('type', 'password');
    await expect(token).toHaveAttribute('autocomplete', 'current-password');
    await expect(lines(page, 'Checked on your computer')).toHaveText([
      /^Not checked: The Firebase Hosting site is not checked here: .*npm run check:settings$/,
      /^Not checked: Anonymous sign-in is not checked here: .*npm run check:settings$/,
    ]);
  });
});

test('shows the settings the site was built with, and fits a phone and a desktop', async ({ page }, testInfo) => {
  await page.goto(PAGE);
  // The test build's address is .env.example's own: named as a placeholder, with where to set hers.
  await expect(lines(page, 'The settings the site was built with').first()).toContainText(
    `The site address (NEXT_PUBLIC_SITE_URL) is still .env.example’s placeholder “${testEnv.NEXT_PUBLIC_SITE_URL}”`,
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect([width, overflow]).toEqual([width, 0]);
    await page.screenshot({ path: testInfo.outputPath(`site-check-${width}.png`), fullPage: true });
  }
});
