/**
 * The go-live page beside the editor (/admin/go-live, admin/go-live/) as the built site serves it,
 * driven by visible labels, with GitHub answered at the HTTP boundary by a stand-in for its Git Data
 * API and Actions variables over a real git repository, held to GitHub's published description
 * (test-support/publishing/repository-stand-in.ts), and EmailJS as in e2e/contact.spec.ts: what
 * stops her site from going live, each with where she fixes it; Take the demo away as one commit
 * on main, after which check:live, run on a checkout of that commit, finds no demo; the test
 * enquiry through the contact form's real sender, then her confirmation saving the ids and
 * recording it; a refusal of GitHub's told in her words, with what she typed kept.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { site } from '@/content/site';
import firebase from '@/firebase.json';
import { emptyValues, toTemplateParams } from '@/lib/contact/fields';
import { ENQUIRY_TEST_FILE, enquiryTestOf } from '@/lib/going-live/enquiry-test';
import { compileRules, headersFor } from '@/lib/hosting/host-rules';
import { parseHostingConfig } from '@/lib/hosting/hosting-config';
import { liveCheckOutput } from '@/scripts/ci/check-live-output';
import { testEnv } from '@/scripts/test-env';
import {
  checkoutOfMain,
  commitAll,
  filesOnMain,
  herAlbumFiles,
  herRepository,
  ONE_ALBUM_PER_GALLERY,
  textOnMain,
  writeFiles,
} from '@/test-support/her-repository';
import { GITHUB_API, RepositoryStandIn } from '@/test-support/publishing/repository-stand-in';
import { recordCspViolations } from './support/csp';

const PAGE = '/admin/go-live';
const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
const TOKEN = 'github_pat_editor_of_hers';
const HER_SITE = 'https://ritasousa.pt';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH',
  'access-control-allow-headers': 'authorization, accept, content-type, x-github-api-version',
};
const projectRoot = path.join(__dirname, '..');

/** A Playwright route that answers a browser's preflight, then hands the request on. */
const withPreflight = (handle: (route: Route) => Promise<void>) => async (route: Route) => {
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  return handle(route);
};

const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  folders.push(made);
  return made;
};
let standIn: RepositoryStandIn | undefined;
test.afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  expect(standIn?.violations ?? []).toEqual([]);
  standIn = undefined;
});

/** The repository the build's editor commits to, as the page names it beside the token's field. */
async function repositoryOf(page: Page): Promise<string> {
  const html = await (await page.request.get(PAGE)).text();
  return /for (\S+\/\S+)<\/label>/.exec(html)![1]!;
}

/**
 * Opens the page signed in to the editor with her token (unless `signedIn` is false), GitHub
 * answered by a stand-in over her repository (made by `make` in the empty folder it is given),
 * her token holding `permissions`.
 */
async function openWithHerRepository(
  page: Page,
  make: (origin: string) => string,
  {
    permissions = { contents: 'write', variables: 'write' },
    signedIn = true,
  }: { permissions?: Record<string, string>; signedIn?: boolean } = {},
): Promise<RepositoryStandIn> {
  const answering = new RepositoryStandIn(make(folder('her-repository')), await repositoryOf(page));
  standIn = answering;
  answering.tokens.set(TOKEN, permissions);
  if (signedIn)
    await page.addInitScript((token) => {
      localStorage.setItem('sveltia-cms.user', JSON.stringify({ backendName: 'github', token }));
    }, TOKEN);
  await page.route(
    `${GITHUB_API}/**`,
    withPreflight(async (route) => {
      const request = route.request();
      const answer = await answering.fetch(request.url(), {
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.postData() ?? undefined,
      });
      await route.fulfill({
        status: answer.status,
        body: await answer.text(),
        headers: { ...CORS, 'content-type': 'application/json' },
      });
    }),
  );
  await page.goto(PAGE);
  return answering;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const lines = (page: Page, name: string) => region(page, name).getByRole('listitem');

test('is served noindex, under its own policy, which alone reaches GitHub and EmailJS and nothing else', async ({
  request,
}) => {
  const rules = compileRules(parseHostingConfig(firebase.hosting));
  const response = await request.get(PAGE);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['content-security-policy']).toBe(
    headersFor(rules, PAGE).get('content-security-policy')?.value,
  );
  expect(response.headers()['content-security-policy']).toContain(
    "connect-src 'self' https://api.github.com https://api.emailjs.com;",
  );
});

/** The words of the page's list of what stops going live. */
const blockersOf = (page: Page) => lines(page, 'Search engines');

/** Runs check:live, as the live job does, on a checkout of main's tree with her site's address: its exit code and words. */
function checkLiveOnMain(origin: string): { status: number | null; output: string } {
  const checkout = checkoutOfMain(origin, folder('main-checkout'));
  const run = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(checkout, 'scripts', 'ci', 'check-live.ts')],
    { cwd: checkout, encoding: 'utf8', env: { ...process.env, NEXT_PUBLIC_SITE_URL: HER_SITE } },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test.describe('what stops going live', () => {
  test('lists each thing with where she fixes it: an album of the demo with her photo, with its link into the editor', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await openWithHerRepository(page, (origin) => {
      herRepository({ origin, albums: ONE_ALBUM_PER_GALLERY, hers: true });
      // A photo of hers added to a demo album: the album stays, for her to take its painted photos out.
      writeFiles(origin, { 'content/albums/emma-james/IMG_2001.webp': 'a photo of hers' });
      commitAll(origin, 'Add a photo');
      return origin;
    });
    await expect(region(page, 'Search engines').getByRole('status')).toHaveText(
      /^Your site is not open to search engines yet: \d+ things stop it\.$/,
    );
    const mixed = blockersOf(page).filter({ hasText: 'The album “Emma & James” (content/albums/emma-james)' });
    await expect(mixed).toContainText(
      'holds photos of yours beside 25 painted demo photos: remove them: change it in the editor (Albums → “Emma & James”).',
    );
    await expect(mixed.getByRole('link', { name: 'Open Albums → “Emma & James” in the editor' })).toHaveAttribute(
      'href',
      '/admin/#/collections/albums/entries/emma-james/index',
    );
    const demo = blockersOf(page).filter({
      hasText: 'The demo album “Ana & João” (content/albums/ana-joao) is still there',
    });
    await demo.getByRole('link', { name: 'Go to Take the demo away' }).click();
    await expect(page).toHaveURL(/#take-the-demo-away$/);
    await expect(
      blockersOf(page)
        .filter({ hasText: 'No test enquiry is confirmed yet' })
        .getByRole('link', { name: 'Go to Your contact form' }),
    ).toHaveAttribute('href', '#contact-form');
    expect(await violations()).toEqual([]);
  });

  test('asks for her token when she is not signed in to the editor here, and reads her site with the one she pastes', async ({
    page,
  }) => {
    await openWithHerRepository(page, (origin) => herRepository({ origin }), { signedIn: false });
    await expect(
      page.getByText('You are not signed in to the editor in this browser: paste your editor token.'),
    ).toBeVisible();
    await expect(region(page, 'Search engines').getByRole('status')).toHaveText(
      'Paste your editor token below to read your site.',
    );
    await page.getByRole('textbox', { name: /^Your editor token/ }).fill(TOKEN);
    await page.getByRole('button', { name: 'Read my site with this token' }).click();
    await expect(region(page, 'Search engines').getByRole('status')).toHaveText(
      /^Your site is not open to search engines yet/,
    );
  });
});

test.describe('Take the demo away', () => {
  test('commits once on main, the list is read again, and check:live on that commit finds no demo', async ({
    page,
  }) => {
    const repository = await openWithHerRepository(page, (origin) =>
      herRepository({ origin, albums: ONE_ALBUM_PER_GALLERY, hers: true, confirmed: true }),
    );
    const before = repository.git(['rev-parse', 'main']);
    expect(checkLiveOnMain(repository.origin).status).toBe(1);
    await expect(blockersOf(page).filter({ hasText: 'The demo album “Emma & James”' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Take the demo away' }).click();

    const done = lines(page, 'Take the demo away');
    await expect(done.first()).toHaveText(/^Done: Removed the 11 demo albums: /);
    const sha = repository.git(['rev-parse', 'main']);
    await expect(done.getByRole('link', { name: 'See the change on GitHub' })).toHaveAttribute(
      'href',
      `https://github.com/${repository.repository}/commit/${sha}`,
    );
    // One commit on main, on the main she had.
    expect(repository.git(['rev-list', '--count', `${before}..main`])).toBe('1');
    expect(repository.git(['log', '-1', '--format=%s', 'main'])).toBe('Take the demo away');
    expect(filesOnMain(repository.origin).filter((file) => file.startsWith('content/albums/emma-james/'))).toEqual([]);
    // Read again: of the demo, nothing is left; the address is the set-up's (this build has the placeholder).
    await expect(blockersOf(page)).toHaveText([/^To do: The site’s own address is the demo’s placeholder/]);
    const live = checkLiveOnMain(repository.origin);
    // Nothing left: check:live's own words for an empty list, and its exit code 0.
    expect(live).toEqual({ status: 0, output: `${liveCheckOutput([], { notice: false }).stdout.join('\n')}\n` });
  });

  test('refuses with the plan’s own reason when the result would not build, and changes nothing', async ({ page }) => {
    const repository = await openWithHerRepository(page, (origin) => {
      herRepository({ origin, albums: ONE_ALBUM_PER_GALLERY, hers: true });
      const portuguese = herAlbumFiles(ONE_ALBUM_PER_GALLERY[0]!)['content/albums/rita-nuno/index.pt.md']!;
      writeFiles(origin, {
        'content/albums/rita-nuno/index.pt.md': portuguese.replace(
          'description: A segunda fotografia',
          'description: ""',
        ),
      });
      commitAll(origin, 'A description left out');
      return origin;
    });
    const before = repository.git(['rev-parse', 'main']);
    await expect(page.getByRole('button', { name: 'Take the demo away' })).toBeEnabled();
    await page.getByRole('button', { name: 'Take the demo away' }).click();
    await expect(lines(page, 'Take the demo away')).toHaveText([
      /^To do: Album rita-nuno: the photo IMG_rita-nuno-2\.webp has no Portuguese description/,
      /^To do: Fix it first \(the site cannot be built until then\).* Nothing was changed\.$/,
    ]);
    expect(repository.git(['rev-parse', 'main'])).toBe(before);
  });
});

/** Answers the SDK's send with `reply`, recording each request. */
async function answerEmailJs(page: Page, reply: { status: number; body: string }): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(
    SEND_URL,
    withPreflight(async (route) => {
      requests.push(route.request());
      return route.fulfill({
        status: reply.status,
        body: reply.body,
        contentType: 'text/plain',
        headers: { 'access-control-allow-origin': '*' },
      });
    }),
  );
  return requests;
}

test.describe('her contact form', () => {
  test('the test enquiry goes through the site’s sender with every field filled; her confirmation saves the ids she typed, then records it', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const sent = await answerEmailJs(page, { status: 200, body: 'OK' });
    const repository = await openWithHerRepository(page, (origin) => herRepository({ origin }));
    const form = region(page, 'Your contact form');
    // Prefilled with the ids the site was built with; she changes the service.
    await expect(form.getByLabel(/^Your EmailJS public key/)).toHaveValue(testEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY);
    await form.getByLabel(/^Your EmailJS service id/).fill('service_rita');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    await expect(form.getByRole('listitem').first()).toHaveText(`Done: Sent: check your inbox (${site.email}).`);

    const body = sent[0]!.postDataJSON() as {
      user_id: string;
      service_id: string;
      template_id: string;
      template_params: Record<string, string>;
    };
    expect([body.user_id, body.service_id, body.template_id]).toEqual([
      testEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      'service_rita',
      testEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    ]);
    // Every variable the form's builder gives the template, each filled in.
    expect(Object.keys(body.template_params).sort()).toEqual(Object.keys(toTemplateParams(emptyValues())).sort());
    expect(Object.entries(body.template_params).filter(([, value]) => value.trim() === '')).toEqual([]);
    expect(body.template_params.from_name).toMatch(/\bTEST\b/);

    await expect(form.getByRole('heading', { name: '3. Did it arrive with every field filled in?' })).toBeFocused();
    const before = repository.git(['rev-parse', 'main']);
    await form.getByRole('button', { name: 'It arrived, every field filled in' }).click();
    await expect(form.getByRole('link', { name: 'See the change on GitHub' })).toBeVisible();
    await expect(lines(page, 'Your contact form')).toContainText([
      'Done: Saved your EmailJS ids as your site’s settings on GitHub (NEXT_PUBLIC_EMAILJS_SERVICE_ID).',
      'Done: Recorded on GitHub that your test enquiry arrived: your site is built again with these ids in a few minutes.',
    ]);
    // Only the id she changed became a variable; then the record was committed, after it.
    expect(Object.fromEntries(repository.variables)).toEqual({ NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_rita' });
    const order = repository.calls.map((call) => `${call.method} ${call.template.split('/').slice(4).join('/')}`);
    expect(order.indexOf('post actions/variables')).toBeLessThan(order.indexOf('patch git/refs/{ref}'));
    expect(repository.git(['rev-list', '--count', `${before}..main`])).toBe('1');
    expect(
      enquiryTestOf(new Map([[ENQUIRY_TEST_FILE, textOnMain(repository.origin, ENQUIRY_TEST_FILE)]])),
    ).toMatchObject({
      service: 'service_rita',
      template: testEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    });
    await expect(blockersOf(page).filter({ hasText: 'No test enquiry is confirmed yet' })).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test('a token without Variables is told which permission to add, nothing is recorded, and what she typed stays', async ({
    page,
  }) => {
    await answerEmailJs(page, { status: 200, body: 'OK' });
    const repository = await openWithHerRepository(page, (origin) => herRepository({ origin }), {
      permissions: { contents: 'write' },
    });
    const form = region(page, 'Your contact form');
    await form.getByLabel(/^Your EmailJS template id/).fill('template_rita');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    const before = repository.git(['rev-parse', 'main']);
    await form.getByRole('button', { name: 'It arrived, every field filled in' }).click();
    await expect(form.getByRole('listitem').last()).toHaveText(
      /^To do: Your editor token may not save the settings your site is built with \(its Actions variables\) \(GitHub said: “Resource not accessible by personal access token”\): set Variables to Read and write on github\.com: .* → Edit, save the token, then try again\.$/,
    );
    await expect(form.getByLabel(/^Your EmailJS template id/)).toHaveValue('template_rita');
    await expect(form.getByRole('button', { name: 'It arrived, every field filled in' })).toBeVisible();
    expect(repository.git(['rev-parse', 'main'])).toBe(before);
    expect(repository.variables.size).toBe(0);
  });

  test('a send EmailJS refuses is told in its own words, with where in EmailJS to look', async ({ page }) => {
    await answerEmailJs(page, {
      status: 400,
      body: 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
    });
    await openWithHerRepository(page, (origin) => herRepository({ origin }));
    const form = region(page, 'Your contact form');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    const line = form.getByRole('listitem').first();
    await expect(line).toContainText(
      'EmailJS said: “The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account”, status 400',
    );
    await expect(line).toContainText('In EmailJS, open Account → API keys: copy your public key into its field above');
    await expect(form.getByRole('button', { name: 'It arrived, every field filled in' })).toBeHidden();
  });

  test('“Something is missing” says what to check in the template, which is one block to copy', async ({ page }) => {
    await answerEmailJs(page, { status: 200, body: 'OK' });
    await openWithHerRepository(page, (origin) => herRepository({ origin }));
    const form = region(page, 'Your contact form');
    const block = form.getByRole('region', { name: '1. Your EmailJS template' }).or(form.locator('#template-block'));
    await expect(block).toContainText(`To Email:\n${site.email}`);
    await expect(block).toContainText('Reply To:\n{{email}}');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    await form.getByRole('button', { name: 'Something is missing' }).click();
    await expect(form.getByText(/A field that arrived empty, or showing \{\{…\}\}/)).toBeVisible();
    await expect(
      form.getByText('A reply went to you instead of the visitor: the template’s Reply To must be {{email}}.'),
    ).toBeVisible();
  });
});

test('fits a phone and a desktop, and passes axe’s checks with its confirmation open', async ({ page }, testInfo) => {
  await answerEmailJs(page, { status: 200, body: 'OK' });
  await openWithHerRepository(page, (origin) => herRepository({ origin, albums: ONE_ALBUM_PER_GALLERY, hers: true }));
  await expect(region(page, 'Search engines').getByRole('status')).toHaveText(/^Your site is not open/);
  await page.getByRole('button', { name: 'Send a test enquiry' }).click();
  await page.getByRole('button', { name: 'Something is missing' }).click();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual(
    [],
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect([width, overflow]).toEqual([width, 0]);
    await page.screenshot({ path: testInfo.outputPath(`go-live-${width}.png`), fullPage: true });
  }
});
