/** @jest-environment node */
import { createServer } from 'node:net';
import type { CheckLine } from '@/admin/site-check/service-checks';
import { settingsProblems } from '@/admin/site-check/settings-check';
import { SettingsStandIn, type World } from '@/test-support/publishing/settings-services';
import { settingsRead, type SettingsPlaces } from './settings-read';

const REPOSITORY = 'luzdosul/site';
const TOKEN = 'github_pat_editor';
const FILE = '/home/rita/site/.env.local';

/** Her site's variables as the set-up saves them: more than one page of GitHub's 30. */
const herVariables = (): Record<string, string> => ({
  NEXT_PUBLIC_SITE_URL: 'https://www.luzdosul.pt',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'luz-do-sul-photo',
  ...Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`OTHER_${index}`, String(index)])),
});

const world = (variables: Record<string, string> | null = herVariables()): World => ({
  googleToken: 'unused-here',
  sites: {},
  anonymous: {},
  translationKey: 'unused',
  geminiKey: 'unused',
  keysAllow: null,
  models: [],
  github: { token: TOKEN, repository: REPOSITORY, push: true, scopes: null, pulls: true, statuses: true, variables },
});

let standIn: SettingsStandIn;
const start = async (variables?: Record<string, string> | null) => {
  standIn = new SettingsStandIn(world(variables));
  await standIn.start();
};
afterEach(async () => {
  await standIn?.stop();
  expect(standIn?.violations ?? []).toEqual([]);
});

const marked = (lines: CheckLine[]) => lines.map((line) => [line.mark, line.text]);

const places = (change: Partial<SettingsPlaces> = {}): SettingsPlaces => ({
  env: { GITHUB_EDITOR_TOKEN: TOKEN },
  file: { path: FILE, values: null },
  offline: false,
  repository: REPOSITORY,
  github: standIn.services().github,
  ...change,
});

describe('the settings check:settings reads', () => {
  it('on her computer with her token: the GitHub variables of her repository, every page of them', async () => {
    await start();
    const read = await settingsRead(places({ file: { path: FILE, values: { NEXT_PUBLIC_SITE_URL: 'http://old' } } }));
    expect(read.source).toEqual({ kind: 'github' });
    expect(read.settings).toMatchObject({ ...herVariables(), GITHUB_EDITOR_TOKEN: TOKEN });
    expect(read.lines).toEqual([
      {
        mark: 'ok',
        text: `Read your site’s settings from the GitHub variables of ${REPOSITORY}, as the live site is built with them.`,
      },
    ]);
  });

  it('offline, or without her token: this computer’s file, named in the problems, and no GitHub secret blamed', async () => {
    await start();
    for (const change of [{ offline: true }, { env: {} }]) {
      const read = await settingsRead(places(change));
      expect(read).toMatchObject({ source: { kind: 'file', file: FILE, exists: false }, lines: [] });
      const [none] = settingsProblems(read.settings, {}, read.source);
      expect(none).toBe(
        `None of the site’s settings is set on this computer: ${FILE} does not exist, so the site built here uses the demo’s stand-ins. Your site’s own settings are GitHub variables, which npm run setup saves: to check those, give your editor token on the same line, GITHUB_EDITOR_TOKEN=github_pat_… npm run check:settings.`,
      );
      expect(none).not.toMatch(/secret/i);
    }
  });

  it('in GitHub’s workflow: the environment it passes, as the build reads it', async () => {
    await start();
    const env = { GITHUB_ACTIONS: 'true', NEXT_PUBLIC_SITE_URL: 'https://www.luzdosul.pt', GITHUB_EDITOR_TOKEN: TOKEN };
    expect(await settingsRead(places({ env }))).toEqual({ settings: env, source: { kind: 'github' }, lines: [] });
  });

  it('a token without Variables: told which permission to give, and the file checked instead', async () => {
    await start(null);
    const read = await settingsRead(places());
    expect(read.source).toEqual({ kind: 'file', file: FILE, exists: false });
    expect(marked(read.lines)).toEqual([
      [
        'problem',
        expect.stringContaining(
          `Your editor token may not read the GitHub variables of ${REPOSITORY}: on https://github.com/settings/personal-access-tokens open the token, under Repository permissions set Variables: Read-only`,
        ),
      ],
    ]);
  });

  it('a token GitHub no longer takes, and GitHub out of reach: said, and the file checked instead', async () => {
    await start();
    const refused = await settingsRead(places({ env: { GITHUB_EDITOR_TOKEN: 'github_pat_expired' } }));
    expect(marked(refused.lines)).toEqual([
      ['problem', expect.stringMatching(/^GitHub does not accept your editor token/)],
    ]);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const away = await settingsRead(places({ github: `http://127.0.0.1:${port}` }));
    expect(marked(away.lines)).toEqual([
      ['unchecked', expect.stringMatching(/GitHub could not be reached from this computer/)],
    ]);
    expect(away.source.kind).toBe('file');
  });
});
