/** @jest-environment node */
import { createServer } from 'node:net';
import { googleError, SettingsStandIn, type World } from '@/test-support/publishing/settings-services';
import { checklist, type CheckLine } from '@/admin/site-check/service-checks';
import { onlineChecks, settingsResult, type Services } from './online-checks';
import { DRAFTING_MODEL } from '@/admin/drafting/draft-request';

const PROJECT = 'luz-do-sul-photo';
const SITE_URL = 'https://www.luzdosul.pt';
const world = (): World => ({
  googleToken: 'ya29.signed-in',
  sites: { [PROJECT]: [PROJECT] },
  anonymous: { [PROJECT]: true },
  translationKey: 'AIzaTranslationKey',
  geminiKey: 'AQ.GeminiKey',
  keysAllow: `${SITE_URL}/`,
  models: [`models/${DRAFTING_MODEL}`],
  github: {
    token: 'github_pat_editor',
    repository: 'luzdosul/site',
    push: true,
    scopes: null,
    pulls: true,
    statuses: true,
  },
});

/** Her settings with every credential given, as she would run the check. */
const settings = (): Record<string, string> => ({
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: PROJECT,
  NEXT_PUBLIC_SITE_URL: SITE_URL,
  GOOGLE_OAUTH_ACCESS_TOKEN: 'ya29.signed-in',
  GOOGLE_TRANSLATION_KEY: 'AIzaTranslationKey',
  GEMINI_API_KEY: 'AQ.GeminiKey',
  GITHUB_EDITOR_TOKEN: 'github_pat_editor',
  ADMIN_REPOSITORY: 'luzdosul/site',
});

let standIn: SettingsStandIn;
beforeEach(async () => {
  standIn = new SettingsStandIn(world());
  await standIn.start();
});
afterEach(async () => {
  await standIn.stop();
  expect(standIn.violations).toEqual([]);
});

const run = (given: Record<string, string | undefined> = settings(), services: Services = standIn.services()) =>
  onlineChecks(given, services);
const texts = (lines: CheckLine[], mark: CheckLine['mark']) =>
  lines.filter((line) => line.mark === mark).map((line) => line.text);
const line = (lines: CheckLine[], start: string) => lines.find((each) => each.text.startsWith(start));

describe('the online checks of the settings', () => {
  it('pass every service of a good set, and leave unchecked only what has no read', async () => {
    const lines = await run();
    expect(texts(lines, 'problem')).toEqual([]);
    expect(texts(lines, 'ok')).toEqual([
      `The Firebase Hosting site “${PROJECT}” is in the project “${PROJECT}”.`,
      'Anonymous sign-in is on.',
      'Your translation key reaches Google Cloud Translation.',
      `Your Gemini key reaches the Gemini API, and its model ${DRAFTING_MODEL} is there.`,
      'Your editor token reaches luzdosul/site and its drafts (pull requests).',
      'Your editor token reads the previews’ statuses.',
    ]);
    expect(texts(lines, 'unchecked').map((text) => text.split(':')[0])).toEqual([
      'The EmailJS template is not checked',
      'Whether your editor token may write is not checked (GitHub shows it only when a save is refused)',
    ]);
  });

  it('makes only reads', async () => {
    await run();
    expect(standIn.calls.map((call) => call.method)).toEqual(standIn.calls.map(() => 'GET'));
  });

  it('says "not checked" for each credential not given, never ✓, and calls no service', async () => {
    const lines = await run({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: PROJECT, NEXT_PUBLIC_SITE_URL: SITE_URL });
    expect(texts(lines, 'ok')).toEqual([]);
    expect(texts(lines, 'problem')).toEqual([]);
    expect(texts(lines, 'unchecked')).toEqual([
      'The Firebase Hosting site is not checked: sign in to Google first: GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) npm run check:settings.',
      'Anonymous sign-in is not checked: sign in to Google first: GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) npm run check:settings.',
      expect.stringMatching(/^The EmailJS template is not checked: EmailJS offers no read-only way/),
      'Your translation key is not checked: it stays in your browser. To check it, run GOOGLE_TRANSLATION_KEY=AIza… npm run check:settings',
      'Your Gemini key is not checked: it stays in your browser. To check it, run GEMINI_API_KEY=AQ.… npm run check:settings',
      'Your editor token is not checked: it stays in your browser. To check it, run GITHUB_EDITOR_TOKEN=github_pat_… npm run check:settings',
    ]);
    expect(standIn.calls).toEqual([]);
  });

  it('takes the workflow’s Google sign-in (HOSTING_TOKEN) as the deploy does', async () => {
    const { GOOGLE_OAUTH_ACCESS_TOKEN, ...rest } = settings();
    const lines = await run({ ...rest, HOSTING_TOKEN: GOOGLE_OAUTH_ACCESS_TOKEN });
    expect(line(lines, 'The Firebase Hosting site')?.mark).toBe('ok');
  });

  it('sends her keys from the site’s address, which a key restricted to it requires', async () => {
    await run();
    const keyed = standIn.calls.filter((call) => call.service === 'translation' || call.service === 'gemini');
    expect(keyed.map((call) => call.headers.referer)).toEqual([`${SITE_URL}/admin/`, `${SITE_URL}/admin/`]);
  });

  type Case = [string, (standIn: SettingsStandIn) => void, Record<string, string>, string, string[]];
  const cases: Case[] = [
    [
      'a site the project does not have',
      () => {},
      { FIREBASE_SITE: 'luz-do-sul-old' },
      `The Firebase project “${PROJECT}” has no Hosting site`,
      [`The Firebase project “${PROJECT}” has no Hosting site “luz-do-sul-old”`, 'FIREBASE_SITE'],
    ],
    [
      'a project the sign-in may not see',
      (stand) =>
        stand.refuse('hosting', 403, googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission')),
      {},
      'Google refused to show the Hosting site',
      ['Firebase Hosting Admin', 'NEXT_PUBLIC_FIREBASE_PROJECT_ID'],
    ],
    [
      'an expired sign-in',
      () => {},
      { GOOGLE_OAUTH_ACCESS_TOKEN: 'ya29.an-hour-old' },
      'Google did not accept the sign-in',
      ['Sign in again'],
    ],
    [
      'anonymous sign-in off',
      (stand) => (stand.world.anonymous[PROJECT] = false),
      {},
      'Anonymous sign-in is off',
      ['Authentication → Sign-in method → Add new provider → Anonymous'],
    ],
    [
      'Authentication never set up',
      (stand) => delete stand.world.anonymous[PROJECT],
      {},
      `Authentication is not set up in the Firebase project “${PROJECT}”`,
      ['Get started'],
    ],
    [
      'a translation key Google does not know',
      () => {},
      { GOOGLE_TRANSLATION_KEY: 'AIzaRevoked' },
      'Your translation key: Google refused the key (Google said: “API key not valid. Please pass a valid API key.”)',
      ['the Cloud Translation API is enabled'],
    ],
    [
      'keys used without the site’s address',
      () => {},
      { NEXT_PUBLIC_SITE_URL: '' },
      'Your translation key: Google refused the key (Google said: “Requests from referer <empty> are blocked.”)',
      ['this site’s address'],
    ],
    [
      'the translation limit reached',
      (stand) =>
        stand.refuse(
          'translation',
          403,
          googleError(403, 'PERMISSION_DENIED', 'Daily Limit Exceeded', 'dailyLimitExceeded'),
        ),
      {},
      'Your translation key: Google’s limit for translations is reached for now',
      ['Wait a few minutes'],
    ],
    [
      'a key that is not a translation key',
      () => {},
      { GOOGLE_TRANSLATION_KEY: 'AQ.GeminiKey' },
      'Your translation key does not start with AIza',
      [],
    ],
    [
      'the drafting model retired',
      (stand) => (stand.world.models = ['models/gemini-2.5-flash']),
      {},
      'Your Gemini key: Google no longer offers what the editor asks it for',
      ['ask your developer to update the editor'],
    ],
    [
      'the Gemini prepayment used up',
      (stand) =>
        stand.refuse(
          'gemini',
          429,
          googleError(429, 'RESOURCE_EXHAUSTED', 'Your prepayment credits are depleted. Please go to AI Studio…'),
        ),
      {},
      'Your Gemini key: Your Gemini prepayment is used up',
      ['in Google AI Studio (Billing)'],
    ],
    [
      'the Gemini limit reached',
      (stand) => stand.refuse('gemini', 429, googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for metric')),
      {},
      'Your Gemini key: Google’s limit for drafts from the photos is reached for now',
      [],
    ],
    [
      'a Gemini project Google will not serve',
      (stand) =>
        stand.refuse(
          'gemini',
          400,
          googleError(400, 'FAILED_PRECONDITION', 'User location is not supported for the API use.'),
        ),
      {},
      'Your Gemini key: Google refused to serve the key’s project as it is',
      ['Set up billing'],
    ],
    [
      'a standard key given as the Gemini key',
      () => {},
      { GEMINI_API_KEY: 'AIzaTranslationKey' },
      'Your Gemini key: This key starts with AIza',
      [],
    ],
    [
      'an expired editor token',
      () => {},
      { GITHUB_EDITOR_TOKEN: 'github_pat_expired' },
      'GitHub does not accept your editor token',
      ['Signing in'],
    ],
    [
      'a token for another repository',
      () => {},
      { ADMIN_REPOSITORY: 'luzdosul/other' },
      'Your editor token cannot see the repository luzdosul/other',
      ['Only select repositories'],
    ],
    [
      'an account that may only read',
      (stand) => (stand.world.github.push = false),
      {},
      'Your GitHub account may only read luzdosul/site',
      ['Write access'],
    ],
    [
      'a token without Pull requests',
      (stand) => (stand.world.github.pulls = false),
      {},
      'Your editor token may not read the drafts of luzdosul/site',
      ['Pull requests to Read and write'],
    ],
    [
      'a token without Commit statuses',
      (stand) => (stand.world.github.statuses = false),
      {},
      'Your editor token may not read commit statuses',
      ['Commit statuses to Read-only'],
    ],
    [
      'a classic token without the repo scope',
      (stand) => (stand.world.github.scopes = 'read:user, gist'),
      {},
      'Your editor token is a classic token without the repo scope',
      [],
    ],
  ];

  it.each(cases)('names %s, with what to do', async (_, arrange, changed, start, words) => {
    arrange(standIn);
    const lines = await run({ ...settings(), ...changed });
    const found = line(lines, start);
    expect(found).toMatchObject({ mark: 'problem' });
    for (const phrase of words) expect(found!.text).toContain(phrase);
  });

  it('tells a classic token with the repo scope it may change the repository', async () => {
    standIn.world.github.scopes = 'repo, read:user';
    const lines = await run();
    expect(line(lines, 'Your editor token')).toEqual({
      mark: 'ok',
      text: 'Your editor token (a classic token) may change luzdosul/site.',
    });
  });

  it('names a service it could not reach, without stopping', async () => {
    // A port nothing listens on: taken, then given back.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const nowhere = `http://127.0.0.1:${closed}`;
    const lines = await run(settings(), {
      hosting: nowhere,
      identityToolkit: nowhere,
      translation: nowhere,
      generativeLanguage: nowhere,
      github: nowhere,
    });
    expect(texts(lines, 'ok')).toEqual([]);
    expect(texts(lines, 'problem')).toEqual([
      'Firebase Hosting could not be reached (ECONNREFUSED): check this computer’s internet connection, then run the check again.',
      'Firebase Authentication could not be reached (ECONNREFUSED): check this computer’s internet connection, then run the check again.',
      'Your translation key: Google could not be reached: this computer seems to be offline. Check the internet connection, then try again.',
      'Your Gemini key: Google could not be reached: this computer seems to be offline. Check the internet connection, then try again.',
      'GitHub could not be reached (ECONNREFUSED): check this computer’s internet connection, then run the check again.',
    ]);
  });
});

describe('the checklist and the result the workflow reads', () => {
  const lines: CheckLine[] = [
    { mark: 'ok', text: 'Anonymous sign-in is on.' },
    { mark: 'unchecked', text: 'The EmailJS template is not checked.' },
    { mark: 'problem', text: 'Your Gemini key: first.' },
    { mark: 'problem', text: 'Your editor token: second.' },
  ];

  it('marks each line ✓, – or ✗', () => {
    expect(checklist(lines)).toBe(
      [
        '  ✓ Anonymous sign-in is on.',
        '  – The EmailJS template is not checked.',
        '  ✗ Your Gemini key: first.',
        '  ✗ Your editor token: second.',
      ].join('\n'),
    );
  });

  it('hands the draft every ✗ in order, and no line that was not checked', () => {
    expect(settingsResult(lines)).toEqual({
      ok: false,
      stage: 'the settings',
      problems: ['Your Gemini key: first.', 'Your editor token: second.'],
    });
    expect(settingsResult(lines.slice(0, 2))).toEqual({ ok: true, stage: 'the settings', problems: [] });
  });
});
