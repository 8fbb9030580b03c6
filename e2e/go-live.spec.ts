/**
 * The go-live page beside the editor (/admin/go-live, admin/go-live/) as the built site serves it,
 * driven by visible labels, with GitHub answered at the HTTP boundary by a stand-in for its Git Data
 * API and Actions variables over a real git repository, held to GitHub's published description
 * (test-support/publishing/repository-stand-in.ts), and EmailJS as in e2e/contact.spec.ts: what
 * stops her site from going live, each with where she fixes it; Take the demo away as one commit
 * on main, after which check:live, run on a checkout of that commit, finds no demo; the test
 * enquiry through the contact form's real sender, then her confirmation saving the ids and
 * recording it; a refusal of GitHub's told in her words, with what she typed kept. GitHub's answers
 * carry its headers (Cache-Control, and the CORS list of what a page may read), and the page's
 * requests pass a browser's HTTP cache (test-support/browser-http-cache.ts), put back in the page
 * since Playwright turns the browser's own off while it routes requests.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import firebase from '@/firebase.json';
import { emailJsIdsOf } from '@/lib/contact/emailjs-settings';
import { emptyValues, toTemplateParams } from '@/lib/contact/fields';
import { ENQUIRY_TEST_FILE, enquiryTestOf } from '@/lib/going-live/enquiry-test';
import { whenInWords } from '@/admin/go-live/go-live';
import { compileRules, headersFor } from '@/lib/hosting/host-rules';
import { parseHostingConfig } from '@/lib/hosting/hosting-config';
import { liveCheckOutput } from '@/scripts/ci/check-live-output';
import { testEnv } from '@/scripts/test-env';
import { withHttpCache } from '@/test-support/browser-http-cache';
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
import { HER_SETTINGS_YAML } from '@/test-support/her-settings';
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
/**
 * The headers GitHub lets a page read (its answers' Access-Control-Expose-Headers, as one of them
 * carried it): X-Accepted-GitHub-Permissions is not among them.
 */
const GITHUB_EXPOSED = {
  'access-control-expose-headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
};
/** The ids of the site as built for the tests: her confirmation stands for it only through these. */
const BUILT_IDS = emailJsIdsOf(testEnv);
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
  return /for <span class="repository">(\S+\/\S+)<\/span><\/label>/.exec(html)![1]!;
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
  await page.addInitScript(`window.fetch = (${withHttpCache.toString()})(window.fetch.bind(window));`);
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
        headers: { ...Object.fromEntries(answer.headers), ...CORS, ...GITHUB_EXPOSED },
      });
    }),
  );
  await page.goto(PAGE);
  if (signedIn) await firstReadDone(page);
  return answering;
}

/**
 * Presses Take the demo away and waits until the page is done with it: the commit, then her site
 * read again, all while the button says what it is doing and takes no second press; then it is
 * its own again.
 */
async function takeTheDemoAway(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Take the demo away' });
  await button.click();
  await expect(button).toBeEnabled({ timeout: 30_000 });
}

/**
 * Waits for the page's first reading of her whole site, which is each of her files a git run in
 * this process: on a busy computer longer than a check's usual wait. Done, failed or not, the
 * page then offers to read again, and takes the press once what it read is shown.
 */
async function firstReadDone(page: Page): Promise<void> {
  const readAgain = page.getByRole('button', { name: 'Read my site again' });
  await expect(readAgain).toBeVisible({ timeout: 30_000 });
  await expect(readAgain).toBeEnabled();
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
  // The workflow installs the packages before check:live (npm ci); the checkout shares this project's.
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(checkout, 'node_modules'));
  const run = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(checkout, 'scripts', 'ci', 'check-live.ts')],
    { cwd: checkout, encoding: 'utf8', env: { ...process.env, NEXT_PUBLIC_SITE_URL: HER_SITE } },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test.describe('what stops going live', () => {
  test('lists each thing in her words with where she fixes it; what Take the demo away removes is gathered under its button', async ({
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
    await expect(mixed).toHaveText(
      'To do: The album “Emma & James” (content/albums/emma-james) still shows 25 painted demo photos beside yours Take them out in the editor (Albums → “Emma & James”)',
    );
    await expect(
      mixed.getByRole('link', { name: 'Take them out in the editor (Albums → “Emma & James”)' }),
    ).toHaveAttribute('href', '/admin/#/collections/albums/entries/emma-james/index');
    // Her words, not the terminal's: no command, and not this very page.
    for (const text of await blockersOf(page).allTextContents()) expect(text).not.toMatch(/npm run|\/admin\/go-live/);
    // The demo's albums and the rest Take the demo away removes: one line, one link, their list under its button.
    const demo = blockersOf(page).filter({ hasText: 'which Take the demo away removes' });
    await expect(demo).toHaveText(
      /^To do: (\d+) things of the demo are still there, which Take the demo away removes Go to Take the demo away$/,
    );
    const count = /(\d+) things/.exec((await demo.textContent())!)![1];
    await expect(blockersOf(page).getByRole('link', { name: 'Go to Take the demo away' })).toHaveCount(1);
    await demo.getByRole('link', { name: 'Go to Take the demo away' }).click();
    await expect(page).toHaveURL(/#take-the-demo-away$/);
    const takeAway = region(page, 'Take the demo away');
    await expect(takeAway.getByText(`Take the demo away removes these ${count} things:`)).toBeVisible();
    await expect(takeAway.getByRole('listitem')).toHaveCount(Number(count));
    await expect(
      takeAway
        .getByRole('listitem')
        .filter({ hasText: 'The demo album “Ana & João” (content/albums/ana-joao) is still there' }),
    ).toHaveCount(1);
    await expect(
      blockersOf(page)
        .filter({ hasText: 'No test enquiry is confirmed yet' })
        .getByRole('link', { name: 'Go to Your contact form' }),
    ).toHaveAttribute('href', '#contact-form');
    await blockersOf(page)
      .filter({ hasText: 'The site’s own address is the demo’s placeholder' })
      .getByRole('link', { name: 'Go to Your domain' })
      .click();
    await expect(region(page, 'Your domain')).toContainText(
      'run it again in Cloud Shell (npm run setup), which gives the site your domain once Google sees its DNS records',
    );
    expect(await violations()).toEqual([]);
  });

  test('Read my site again takes no press while her site is being read, then shows what it read', async ({ page }) => {
    const repository = await openWithHerRepository(page, (origin) => herRepository({ origin }));
    const readAgain = page.getByRole('button', { name: 'Read my site again' });
    await expect(readAgain).toBeEnabled();
    const branchReads = () =>
      repository.calls.filter((call) => call.method === 'get' && call.template.endsWith('/git/ref/{ref}')).length;
    const readsBefore = branchReads();
    // GitHub's answer held until the test lets it go: the read is still running meanwhile.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${GITHUB_API}/**/git/ref/**`, async (route) => {
      await held;
      await route.fallback();
    });
    writeFiles(
      repository.origin,
      Object.assign({}, ...ONE_ALBUM_PER_GALLERY.map(herAlbumFiles)) as Record<string, string>,
    );
    commitAll(repository.origin, 'Her albums');
    await readAgain.click();
    await expect(region(page, 'Search engines').getByRole('status')).toHaveText('Reading your site…');
    await expect(readAgain).toBeDisabled();
    answer();
    await expect(readAgain).toBeEnabled({ timeout: 30_000 });
    expect(branchReads()).toBe(readsBefore + 1);
    await expect(blockersOf(page).filter({ hasText: 'You have no album of your own yet' })).toHaveCount(0);
  });

  test('asks for her token when she is not signed in to the editor here, and reads her site with the one she pastes', async ({
    page,
  }) => {
    await openWithHerRepository(page, (origin) => herRepository({ origin, hers: true }), { signedIn: false });
    await expect(
      page.getByText('You are not signed in to the editor in this browser: paste your editor token.'),
    ).toBeVisible();
    await expect(region(page, 'Search engines').getByRole('status')).toHaveText(
      'Paste your editor token below to read your site.',
    );
    // Nothing of her contact form can be done before: it needs her e-mail, and saves on GitHub.
    const form = region(page, 'Your contact form');
    await expect(form).toContainText('Paste your editor token above first');
    await expect(form.getByRole('button', { name: 'Send a test enquiry' })).toBeHidden();
    await expect(form.getByRole('button', { name: 'It arrived, every field filled in' })).toBeHidden();
    const token = page.getByLabel(/^Your editor token \(GitHub/);
    await expect(token).toHaveAttribute('type', 'password');
    await expect(token).toHaveAttribute('autocomplete', 'current-password');
    await token.fill(TOKEN);
    await page.getByRole('button', { name: 'Read my site with this token' }).click();
    await firstReadDone(page);
    await expect(region(page, 'Search engines').getByRole('status')).toHaveText(
      /^Your site is not open to search engines yet/,
    );
    await expect(form.getByRole('button', { name: 'Send a test enquiry' })).toBeVisible();
  });
});

test.describe('Take the demo away', () => {
  test('commits once on main, the list is read again, and check:live on that commit finds no demo', async ({
    page,
  }) => {
    // Her site read twice, and check:live run twice on a checkout: half a minute on a busy computer.
    test.setTimeout(90_000);
    const repository = await openWithHerRepository(page, (origin) =>
      herRepository({ origin, albums: ONE_ALBUM_PER_GALLERY, hers: true, confirmed: BUILT_IDS }),
    );
    const before = repository.git(['rev-parse', 'main']);
    // The page's reads are answered in this process, which check:live's synchronous run would hold up: read first.
    await expect(
      region(page, 'Take the demo away').getByText(/^Take the demo away removes these \d+ things:$/),
    ).toBeVisible();
    // Refused for the demo, in its own words (a crash would exit 1 too).
    const refused = checkLiveOnMain(repository.origin);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/^The site is not open to search engines yet \(\d+ to do\):$/m);

    await takeTheDemoAway(page);

    const done = region(page, 'Take the demo away').getByRole('list').last().getByRole('listitem');
    await expect(done.first()).toHaveText(/^Done: Removed the 11 demo albums: /);
    await expect(done).toContainText([/^Done: Took out the demo’s \d+ old web addresses, which led to its albums\.$/]);
    const sha = repository.git(['rev-parse', 'main']);
    // The change holds the route table and firebase.json: main checks the whole site before publishing it.
    await expect(done.last()).toHaveText(
      'Done: Saved on GitHub in one change; your site is published again with it in about 20 minutes (GitHub checks the whole site first). See the change on GitHub',
    );
    await expect(done.getByRole('link', { name: 'See the change on GitHub' })).toHaveAttribute(
      'href',
      `https://github.com/${repository.repository}/commit/${sha}`,
    );
    // One commit on main, on the main she had.
    expect(repository.git(['rev-list', '--count', `${before}..main`])).toBe('1');
    expect(repository.git(['log', '-1', '--format=%s', 'main'])).toBe('Take the demo away');
    expect(filesOnMain(repository.origin).filter((file) => file.startsWith('content/albums/emma-james/'))).toEqual([]);
    expect(repository.git(['diff', '--name-only', before, 'main']).split('\n')).toEqual(
      expect.arrayContaining(['content/routes.ts', 'firebase.json']),
    );
    // Read again, past the minute GitHub lets a browser keep a read: of the demo, nothing is left;
    // the address is the set-up's (this build has the placeholder).
    await expect(blockersOf(page)).toHaveText([/^To do: The site’s own address is the demo’s placeholder/]);
    await expect(region(page, 'Take the demo away').getByText(/removes these/)).toBeHidden();
    const live = checkLiveOnMain(repository.origin);
    // Nothing left: check:live's own words for an empty list, and its exit code 0.
    expect(live).toEqual({ status: 0, output: `${liveCheckOutput([], { notice: false }).stdout.join('\n')}\n` });
  });

  test('says it keeps the demo’s testimonials while she has none of her own', async ({ page }) => {
    await openWithHerRepository(page, (origin) => {
      herRepository({ origin, albums: ONE_ALBUM_PER_GALLERY });
      writeFiles(origin, { 'content/settings/site.yml': HER_SETTINGS_YAML });
      commitAll(origin, 'Her details');
      return origin;
    });
    await takeTheDemoAway(page);
    await expect(region(page, 'Take the demo away').getByRole('list').last()).toContainText(
      'Kept the demo’s 8 testimonials: you have none of your own yet, and your Testimonials page cannot be empty. They go once you add one of yours (Testimonials, in the editor) and take the demo away again.',
    );
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
    await takeTheDemoAway(page);
    const takeAway = region(page, 'Take the demo away');
    await expect(takeAway.getByRole('list').last().getByRole('listitem')).toHaveText([
      /^To do: Album rita-nuno: the photo IMG_rita-nuno-2\.webp has no Portuguese description/,
      'To do: Fix it first (the site cannot be built until then), then take the demo away again.',
    ]);
    // A fact, not a thing to do: said without a mark.
    await expect(takeAway.getByText('Nothing was changed.', { exact: true })).toBeVisible();
    await expect(takeAway.getByRole('listitem').filter({ hasText: 'Nothing was changed' })).toHaveCount(0);
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
  test('the test enquiry goes through the site’s sender with every field filled; her confirmation saves the ids it was sent with, then records it', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const sent = await answerEmailJs(page, { status: 200, body: 'OK' });
    const repository = await openWithHerRepository(page, (origin) => herRepository({ origin, hers: true }));
    const form = region(page, 'Your contact form');
    // Prefilled with the ids the site was built with; she changes the service.
    await expect(form.getByLabel(/^Your EmailJS public key/)).toHaveValue(testEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY);
    await form.getByLabel(/^Your EmailJS service id/).fill('service_rita');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    await expect(form.getByRole('listitem').first()).toHaveText('Done: Sent: check your inbox (ola@ritasousa.pt).');

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
    // Every variable the form's builder gives the template, each filled in, to her e-mail.
    expect(Object.keys(body.template_params).sort()).toEqual(Object.keys(toTemplateParams(emptyValues())).sort());
    expect(Object.entries(body.template_params).filter(([, value]) => value.trim() === '')).toEqual([]);
    expect(body.template_params.from_name).toMatch(/\bTEST\b/);
    expect(body.template_params.email).toBe('ola@ritasousa.pt');

    const arrived = form.getByRole('button', { name: 'It arrived, every field filled in' });
    await expect(form.getByRole('heading', { name: '3. Did it arrive with every field filled in?' })).toBeFocused();
    // An id changed after sending: the test no longer stands for it, and she sends it again.
    await form.getByLabel(/^Your EmailJS service id/).fill('service_rita_2');
    await expect(arrived).toBeHidden();
    await expect(form.getByRole('listitem').first()).toHaveText(
      'Not checked: Changed since the test enquiry was sent: send it again, then say whether it arrived.',
    );
    await form.getByLabel(/^Your EmailJS service id/).fill('service_rita');
    await expect(arrived).toBeVisible();

    const before = repository.git(['rev-parse', 'main']);
    await arrived.click();
    await expect(form.getByRole('link', { name: 'See the change on GitHub' })).toBeVisible();
    await expect(lines(page, 'Your contact form')).toContainText([
      'Done: Saved your EmailJS ids as your site’s settings on GitHub (NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID).',
      'Done: Recorded on GitHub that your test enquiry arrived: your site is published again with these ids in about 5 minutes.',
    ]);
    // The ids it was sent with became the variables; then the record was committed, after them.
    expect(Object.fromEntries(repository.variables)).toEqual({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: body.user_id,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: body.service_id,
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: body.template_id,
    });
    const order = repository.calls.map((call) => `${call.method} ${call.template.split('/').slice(4).join('/')}`);
    expect(order.indexOf('post actions/variables')).toBeLessThan(order.indexOf('patch git/refs/{ref}'));
    expect(repository.git(['rev-list', '--count', `${before}..main`])).toBe('1');
    const record = enquiryTestOf(new Map([[ENQUIRY_TEST_FILE, textOnMain(repository.origin, ENQUIRY_TEST_FILE)]]))!;
    expect(record).toMatchObject({
      email: 'ola@ritasousa.pt',
      publicKey: body.user_id,
      serviceId: body.service_id,
      templateId: body.template_id,
    });
    // Read again: the section says what the record holds, and that the site is built with it from the next publish.
    const confirmed = form.getByRole('listitem').filter({ hasText: 'Your test enquiry was confirmed on' });
    await expect(confirmed).toHaveText(
      `Done: Your test enquiry was confirmed on ${whenInWords(record.confirmedAt)}: it reached ola@ritasousa.pt, through your public key ${body.user_id}, service id service_rita and template id ${body.template_id}.`,
    );
    await expect(
      form.getByText(
        'Your site is built with another service id: the ids your test went through are already saved on GitHub; used from the next publish.',
      ),
    ).toBeVisible();
    await expect(blockersOf(page).filter({ hasText: 'No test enquiry is confirmed yet' })).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test('while her e-mail is the demo’s: no template and no test, and where to put hers', async ({ page }) => {
    await openWithHerRepository(page, (origin) => herRepository({ origin }));
    const form = region(page, 'Your contact form');
    await expect(form).toContainText(
      'Your e-mail in Settings → Your details and prices is still the demo’s, hello@luzdosul.example: put yours there and publish it first.',
    );
    await expect(
      form.getByRole('link', { name: 'Open Settings → Your details and prices in the editor' }),
    ).toHaveAttribute('href', '/admin/#/collections/settings/entries/site');
    await expect(form.getByRole('heading', { name: '1. Your EmailJS template' })).toBeHidden();
    await expect(form.getByRole('button', { name: 'Send a test enquiry' })).toBeHidden();
  });

  test('a token without Variables is told which permission to add, nothing is recorded, and what she typed stays', async ({
    page,
  }) => {
    await answerEmailJs(page, { status: 200, body: 'OK' });
    const repository = await openWithHerRepository(page, (origin) => herRepository({ origin, hers: true }), {
      permissions: { contents: 'write' },
    });
    const form = region(page, 'Your contact form');
    await form.getByLabel(/^Your EmailJS template id/).fill('template_rita');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    const before = repository.git(['rev-parse', 'main']);
    await form.getByRole('button', { name: 'It arrived, every field filled in' }).click();
    await expect(form.getByRole('listitem').last()).toHaveText(
      /^To do: Your editor token may not save the settings your site is built with \(its Actions variables\) \(GitHub said: “Resource not accessible by personal access token”\): set Variables: Read and write on github\.com: .* → Edit, save the token, then try again\.$/,
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
    await openWithHerRepository(page, (origin) => herRepository({ origin, hers: true }));
    const form = region(page, 'Your contact form');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    const line = form.getByRole('listitem').first();
    await expect(line).toContainText(
      'EmailJS said: “The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account”, status 400',
    );
    await expect(line).toContainText('In EmailJS, open Account → API keys: copy your public key into its field above');
    await expect(form.getByRole('button', { name: 'It arrived, every field filled in' })).toBeHidden();
  });

  test('gives her template field by field, each with its own copy button, and says what to check when something is missing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await answerEmailJs(page, { status: 200, body: 'OK' });
    await openWithHerRepository(page, (origin) => herRepository({ origin, hers: true }));
    const form = region(page, 'Your contact form');
    const copies = form.getByRole('button', { name: /^Copy / });
    // In the order EmailJS's template editor shows its fields.
    await expect(copies).toHaveText([
      'Copy Subject',
      'Copy Content',
      'Copy To Email',
      'Copy From Name',
      'Copy Reply To',
    ]);
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await expect(field('To Email')).toHaveText('ola@ritasousa.pt');
    await expect(field('Reply To')).toHaveText('{{email}}');
    await form.getByRole('button', { name: 'Copy Content' }).click();
    await expect(form.getByText('Copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field('Content').textContent());
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    await form.getByRole('button', { name: 'Something is missing' }).click();
    await expect(form.getByText(/A field that arrived empty, or showing \{\{…\}\}/)).toBeVisible();
    await expect(
      form.getByText('A reply went to you instead of the visitor: the template’s Reply To must be {{email}}.'),
    ).toBeVisible();
  });
});

/** Whether no line of the page's text is wider than the page, and the repository's name sits on one line. */
async function fits(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect([width, overflow]).toEqual([width, 0]);
  const repositoryLines = await page
    .locator('.repository')
    .evaluateAll((names) => names.map((name) => name.getClientRects().length));
  expect(repositoryLines.every((count) => count === 1)).toBe(true);
}

test('fits a phone and a desktop in each of its states, and passes axe’s checks with its confirmation open', async ({
  page,
}, testInfo) => {
  // Six states, each looked at at two widths, and her site read four times.
  test.setTimeout(120_000);
  await answerEmailJs(page, { status: 200, body: 'OK' });
  const repository = await openWithHerRepository(page, (origin) => herRepository({ origin }));
  const readAgain = async (change: Record<string, string>, message: string) => {
    writeFiles(repository.origin, change);
    commitAll(repository.origin, message);
    const button = page.getByRole('button', { name: 'Read my site again' });
    await button.click();
    // Her whole site read again: on a busy computer longer than a check's usual wait.
    await expect(button).toBeEnabled({ timeout: 30_000 });
  };
  const shoot = async (state: string) => {
    for (const width of [390, 1280]) {
      await fits(page, width);
      await page.screenshot({ path: testInfo.outputPath(`go-live-${state}-${width}.png`), fullPage: true });
    }
  };
  await expect(region(page, 'Search engines').getByRole('status')).toHaveText(/^Your site is not open/);
  await shoot('0-demo');
  // Her albums, published; her e-mail is still the demo's.
  await readAgain(
    Object.assign({}, ...ONE_ALBUM_PER_GALLERY.map(herAlbumFiles)) as Record<string, string>,
    'Her albums',
  );
  await expect(blockersOf(page).filter({ hasText: 'You have no album of your own yet' })).toHaveCount(0);
  await shoot('1-demo-email');
  // She puts her e-mail in her settings and publishes it.
  await readAgain({ 'content/settings/site.yml': HER_SETTINGS_YAML }, 'Update settings “site”');
  await expect(page.getByRole('button', { name: 'Send a test enquiry' })).toBeVisible();
  await shoot('2-her-email');
  await page.getByRole('button', { name: 'Send a test enquiry' }).click();
  await page.getByRole('button', { name: 'Something is missing' }).click();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual(
    [],
  );
  await shoot('3-test-sent');
  await page.getByRole('button', { name: 'It arrived, every field filled in' }).click();
  await expect(page.getByText(/Your test enquiry was confirmed on/)).toBeVisible();
  await shoot('4-confirmed');
  await takeTheDemoAway(page);
  await expect(page.getByRole('link', { name: 'See the change on GitHub' }).first()).toBeVisible();
  await expect(blockersOf(page).filter({ hasText: 'which Take the demo away removes' })).toHaveCount(0);
  await shoot('5-demo-taken-away');
});
