/** @jest-environment node */
import { createServer } from 'node:net';
import { DRAFTING_MODEL } from '@/admin/drafting/draft-request';
import { PUBLISHING_DESCRIPTION } from '@/scripts/ci/preview-status';
import { SettingsStandIn, type World } from '@/test-support/publishing/settings-services';
import {
  bodyOf,
  checklist,
  editorTokenCheck,
  geminiKeyCheck,
  newestPublishCheck,
  translationKeyCheck,
  type Fetch,
  type KeyServices,
} from './service-checks';

const REPOSITORY = 'luzdosul/site';
const world = (github: Partial<World['github']> = {}): World => ({
  googleToken: 'unused-here',
  sites: {},
  anonymous: {},
  translationKey: 'AIzaTranslationKey',
  geminiKey: 'AQ.GeminiKey',
  keysAllow: null,
  models: [`models/${DRAFTING_MODEL}`],
  github: {
    token: 'github_pat_editor',
    repository: REPOSITORY,
    push: true,
    scopes: null,
    pulls: true,
    statuses: true,
    ...github,
  },
});

let standIn: SettingsStandIn | undefined;
/** A stand-in holding `github`'s world, in place of the test's earlier one. */
async function services(github: Partial<World['github']> = {}): Promise<KeyServices> {
  if (standIn) {
    await standIn.stop();
    expect(standIn.violations).toEqual([]);
  }
  standIn = new SettingsStandIn(world(github));
  await standIn.start();
  return standIn.services();
}
afterEach(async () => {
  await standIn?.stop();
  expect(standIn?.violations ?? []).toEqual([]);
  standIn = undefined;
});

/** An address where nothing listens: the port of a server just closed. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** GitHub's repository answer as a fetcher gives it, for what the stand-in's world does not hold. */
const repositoryAnswer =
  (repository: object, headers: Record<string, string> = {}): Fetch =>
  () =>
    Promise.resolve(Response.json(repository, { headers }));

const addressOf = (input: Parameters<Fetch>[0]) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

describe('her translation and Gemini keys', () => {
  it('refuses a translation key that is not Google’s shape, asking nothing of Google', async () => {
    const refused = await translationKeyCheck('sk-not-google', { services: await services() });
    expect(refused).toEqual({
      mark: 'problem',
      text: 'Your translation key does not start with AIza: the editor ignores it. Copy the API key whole from the Google Cloud console (APIs & Services → Credentials).',
    });
    expect(standIn!.calls).toEqual([]);
  });

  it('takes a key copied with spaces around it, and sends Google the key alone', async () => {
    const given = { services: await services() };
    expect(await translationKeyCheck('  AIzaTranslationKey \n', given)).toEqual({
      mark: 'ok',
      text: 'Your translation key reaches Google Cloud Translation.',
    });
    expect(await geminiKeyCheck(' AQ.GeminiKey ', given)).toEqual({
      mark: 'ok',
      text: `Your Gemini key reaches the Gemini API, and its model ${DRAFTING_MODEL} is there.`,
    });
    expect(standIn!.calls.map((call) => call.headers['x-goog-api-key'])).toEqual([
      'AIzaTranslationKey',
      'AQ.GeminiKey',
    ]);
  });

  it('refuses a Gemini key of the wrong shape in the editor’s words, asking nothing of Google', async () => {
    const refused = await geminiKeyCheck('AIzaTranslationKey', { services: await services() });
    expect(refused.mark).toBe('problem');
    expect(refused.text).toMatch(/^Your Gemini key: \S/);
    expect(standIn!.calls).toEqual([]);
  });

  it('says a key’s service could not be reached when no answer comes, in the editor’s words for being offline', async () => {
    const nowhere = await closedAddress();
    const offline = { services: { translation: nowhere, generativeLanguage: nowhere, github: nowhere } };
    const translation = await translationKeyCheck('AIzaTranslationKey', offline);
    const gemini = await geminiKeyCheck('AQ.GeminiKey', offline);
    expect([translation.mark, gemini.mark]).toEqual(['problem', 'problem']);
    expect(translation.text).toMatch(/^Your translation key: \S/);
    expect(gemini.text).toMatch(/^Your Gemini key: \S/);
  });
});

describe('her editor token', () => {
  it('a fine-grained token granted all it needs: its drafts and statuses read, its writing told as not checked', async () => {
    const lines = await editorTokenCheck(' github_pat_editor ', REPOSITORY, { services: await services() });
    expect(lines.map((line) => line.mark)).toEqual(['ok', 'ok', 'unchecked']);
    expect(lines[0]!.text).toBe(`Your editor token reaches ${REPOSITORY} and its drafts (pull requests).`);
    expect(lines[1]!.text).toBe('Your editor token reads the previews’ statuses.');
    expect(lines[2]!.text).toMatch(/^Whether your editor token may write is not checked .*Read and write\.$/);
    expect(standIn!.calls.map((call) => call.path)).toEqual([
      `/repos/${REPOSITORY}`,
      `/repos/${REPOSITORY}/pulls`,
      `/repos/${REPOSITORY}/commits/main/status`,
    ]);
  });

  it('names each grant a fine-grained token lacks, on its own line, and goes on to the next', async () => {
    const noDrafts = await editorTokenCheck('github_pat_editor', REPOSITORY, {
      services: await services({ pulls: false }),
    });
    expect(noDrafts.map((line) => line.mark)).toEqual(['problem', 'ok', 'unchecked']);
    expect(noDrafts[0]!.text).toMatch(
      /^Your editor token may not read the drafts of luzdosul\/site: set Pull requests/,
    );
    const noStatuses = await editorTokenCheck('github_pat_editor', REPOSITORY, {
      services: await services({ statuses: false }),
    });
    expect(noStatuses.map((line) => line.mark)).toEqual(['ok', 'problem', 'unchecked']);
    expect(noStatuses[1]!.text).toMatch(/^Your editor token may not read commit statuses: .*Set Commit statuses/);
  });

  it('an account that may only read the repository: told it could save nothing, and nothing more asked', async () => {
    const lines = await editorTokenCheck('github_pat_editor', REPOSITORY, {
      services: await services({ push: false }),
    });
    expect(lines).toEqual([
      {
        mark: 'problem',
        text: `Your GitHub account may only read ${REPOSITORY}: the editor could save nothing. Ask the repository’s owner to give you Write access (Settings → Collaborators).`,
      },
    ]);
    expect(standIn!.calls).toHaveLength(1);
  });

  it('a token GitHub does not know, and one that cannot see the repository, each told what to do', async () => {
    const given = { services: await services() };
    const unknown = await editorTokenCheck('github_pat_other', REPOSITORY, given);
    expect(unknown.map((line) => line.mark)).toEqual(['problem']);
    expect(unknown[0]!.text).toMatch(/^GitHub does not accept your editor token: it has expired/);
    const elsewhere = await editorTokenCheck('github_pat_editor', 'luzdosul/elsewhere', given);
    expect(elsewhere.map((line) => line.mark)).toEqual(['problem']);
    expect(elsewhere[0]!.text).toMatch(
      /^Your editor token cannot see the repository luzdosul\/elsewhere: when making it/,
    );
  });

  it('an answer GitHub should not give: its status, and to try later', async () => {
    const given = { services: await services() };
    standIn!.refuse('github', 500, { message: 'Server Error' });
    expect(await editorTokenCheck('github_pat_editor', REPOSITORY, given)).toEqual([
      { mark: 'problem', text: 'GitHub did not answer as expected (500): run the check again later.' },
    ]);
  });

  it('a classic token may change the repository with the repo scope, or public_repo on a public one only', async () => {
    const classic = await editorTokenCheck('github_pat_editor', REPOSITORY, {
      services: await services({ scopes: 'read:org, repo' }),
    });
    expect(classic).toEqual([{ mark: 'ok', text: `Your editor token (a classic token) may change ${REPOSITORY}.` }]);
    const publicRepository = { private: false, default_branch: 'main', permissions: { push: true } };
    const onPublic = await editorTokenCheck('ghp_classic', REPOSITORY, {
      fetcher: repositoryAnswer(publicRepository, { 'x-oauth-scopes': 'public_repo' }),
    });
    expect(onPublic.map((line) => line.mark)).toEqual(['ok']);
    const onPrivate = await editorTokenCheck('ghp_classic', REPOSITORY, {
      fetcher: repositoryAnswer({ ...publicRepository, private: true }, { 'x-oauth-scopes': 'public_repo' }),
    });
    expect(onPrivate).toEqual([
      {
        mark: 'problem',
        text: 'Your editor token is a classic token without the repo scope: the editor could save nothing. Make a fine-grained token as your guide’s “Signing in” says.',
      },
    ]);
  });

  it('reads the statuses of the repository’s own default branch, its name written for an address', async () => {
    const asked: string[] = [];
    const fetcher: Fetch = (input) => {
      asked.push(addressOf(input));
      return Promise.resolve(
        addressOf(input).endsWith(REPOSITORY)
          ? Response.json({ private: true, default_branch: 'release/2027', permissions: { push: true } })
          : Response.json({}),
      );
    };
    await editorTokenCheck('github_pat_editor', REPOSITORY, {
      services: { translation: 'https://unused', generativeLanguage: 'https://unused', github: 'https://gh' },
      fetcher,
    });
    expect(asked.at(-1)).toBe(`https://gh/repos/${REPOSITORY}/commits/release%2F2027/status?per_page=1`);
  });

  it('GitHub out of reach: told once, with the network’s own code, and nothing more asked', async () => {
    const nowhere = await closedAddress();
    const lines = await editorTokenCheck('github_pat_editor', REPOSITORY, {
      services: { translation: nowhere, generativeLanguage: nowhere, github: nowhere },
    });
    expect(lines).toEqual([
      {
        mark: 'problem',
        text: 'GitHub could not be reached (ECONNREFUSED): check this computer’s internet connection, then run the check again.',
      },
    ]);
  });

  it('GitHub lost after the repository’s answer: the lines so far, then why it stopped', async () => {
    let calls = 0;
    const fetcher: Fetch = () => {
      calls += 1;
      if (calls === 1)
        return Promise.resolve(Response.json({ private: true, default_branch: 'main', permissions: { push: true } }));
      if (calls === 2) return Promise.resolve(Response.json([]));
      return Promise.reject(new TypeError('fetch failed'));
    };
    const lines = await editorTokenCheck('github_pat_editor', REPOSITORY, { fetcher });
    expect(lines.map((line) => line.mark)).toEqual(['ok', 'problem']);
    expect(lines[1]!.text).toBe(
      'GitHub could not be reached: check this computer’s internet connection, then run the check again.',
    );
  });
});

describe('what is live', () => {
  const check = async (newestPublish?: World['github']['newestPublish'], token = 'github_pat_editor') =>
    newestPublishCheck(token, REPOSITORY, { services: await services(newestPublish ? { newestPublish } : {}) });

  it('a Publish still waiting after the editor stopped asking: not live yet, with what it waits for', async () => {
    expect(await check({ state: 'pending', description: PUBLISHING_DESCRIPTION.queued })).toEqual({
      mark: 'unchecked',
      text: `Your newest Publish is not live yet. ${PUBLISHING_DESCRIPTION.queued}`,
    });
  });

  it('a Publish live: GitHub’s words, ticked; one that failed: not on the live site, with what to do', async () => {
    const live = 'Published at https://www.luzdosul.pt: the site shows this version, open to search engines.';
    expect(await check({ state: 'success', description: live })).toEqual({ mark: 'ok', text: live });
    const failed = 'Not published: Firebase Hosting did not take the site. Publish again.';
    expect(await check({ state: 'failure', description: failed })).toEqual({
      mark: 'problem',
      text: `Your newest Publish is not on the live site. ${failed}`,
    });
  });

  it('reads the newest commit of the default branch, and says so when nothing is told yet or the token cannot read it', async () => {
    expect((await check()).text).toBe('GitHub has no word yet on your newest Publish: check again in a minute.');
    expect(standIn!.calls.map((call) => call.path)).toContain(`/repos/${REPOSITORY}/commits/main/status`);
    expect((await check(undefined, 'github_pat_other')).text).toMatch(/^What is live is not checked/);
  });

  it('a Publish GitHub marked live without words: said in the check’s own', async () => {
    const given = { services: await services({ newestPublish: { state: 'success', description: '' } }) };
    expect(await newestPublishCheck('github_pat_editor', REPOSITORY, given)).toEqual({
      mark: 'ok',
      text: 'The live site shows your newest Publish.',
    });
  });

  it('GitHub out of reach, or the statuses not readable: never a tick', async () => {
    const nowhere = await closedAddress();
    const offline = await newestPublishCheck('github_pat_editor', REPOSITORY, {
      services: { translation: nowhere, generativeLanguage: nowhere, github: nowhere },
    });
    expect(offline.mark).toBe('problem');
    expect(offline.text).toMatch(/^GitHub could not be reached \(ECONNREFUSED\)/);
    const unreadable = await newestPublishCheck('github_pat_editor', REPOSITORY, {
      services: await services({ statuses: false }),
    });
    expect(unreadable).toEqual({
      mark: 'unchecked',
      text: 'What is live is not checked: your editor token cannot read it (see its lines above).',
    });
  });
});

describe('the answers and the list', () => {
  it('an answer that is not JSON has no body, and is not an error', async () => {
    expect(await bodyOf(new Response('<html>Bad gateway</html>', { status: 502 }))).toBeNull();
    expect(await bodyOf(Response.json({ a: 1 }))).toEqual({ a: 1 });
  });

  it('shows each line with its mark, indented, one per line', () => {
    expect(
      checklist([
        { mark: 'ok', text: 'one' },
        { mark: 'problem', text: 'two' },
        { mark: 'unchecked', text: 'three' },
      ]),
    ).toBe('  ✓ one\n  ✗ two\n  – three');
  });
});
