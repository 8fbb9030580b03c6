/** @jest-environment node */
import { githubStandIn, githubState, type GitHubStandIn, type GitHubState } from '@/test-support/setup/github-stand-in';
import { DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import { runSetup, signedIn, type SetupResult } from './run-setup';
import { setupSteps } from './steps';
import type { Found, SetupContext } from './step';

const DOMAIN = 'https://www.luzdosul.pt';
const PROVIDER = 'projects/123456789012/locations/global/workloadIdentityPools/github/providers/github';

/** What the Google steps find, as they would add it to `found` (their stand-in joins at merge). */
const GOOGLE_FOUND: Found = {
  GOOGLE_PROJECT: 'luz-do-sul-photo',
  FIREBASE_SITE: 'luz-do-sul-photo',
  FIREBASE_PREVIEW_SITE: 'luz-do-sul-previews',
  GCP_WORKLOAD_IDENTITY_PROVIDER: PROVIDER,
  GCP_SERVICE_ACCOUNT: 'site-deploy@luz-do-sul-photo.iam.gserviceaccount.com',
  GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER: `${PROVIDER}-previews`,
  GCP_PREVIEW_SERVICE_ACCOUNT: 'preview-deploy@luz-do-sul-photo.iam.gserviceaccount.com',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaWebAppKey',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:abcdef0123456789',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'luz-do-sul-photo.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'luz-do-sul-photo',
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-ABCDE12345',
};
/** Her answers to the orchestrator's questions about EmailJS. */
const EMAILJS_ANSWERS: Found = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_her-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_abc1234',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_xyz9876',
};

let github: GitHubStandIn;
afterEach(() => expect(github.violations).toEqual([]));

const start = (change: Partial<GitHubState> = {}) => (github = githubStandIn(githubState(change)));

const context = (found: Found = { ...GOOGLE_FOUND, ...EMAILJS_ANSWERS }): SetupContext => ({
  domain: DOMAIN,
  email: 'marta@luzdosul.pt',
  found,
  github: signedIn(github.fetch, 'gho_her-sign-in'),
  google: () => Promise.reject(new Error('the GitHub scenarios make no call to Google')),
});

const steps = () => setupSteps(() => Promise.resolve(`git@github.com:${github.state.repository}.git`));
const run = (given: SetupContext = context(), only = steps()) => runSetup(only, given);
const problems = (result: SetupResult) =>
  result.lines.filter((line) => line.mark === 'problem').map((line) => line.text);
const values = (state: GitHubState) =>
  Object.fromEntries(Object.entries(state.variables).map(([name, variable]) => [name, variable.value]));

/** Every variable the workflows read, with the value a first run gives it. */
const EXPECTED_VARIABLES = {
  ...Object.fromEntries(Object.entries(GOOGLE_FOUND).filter(([name]) => name !== 'GOOGLE_PROJECT')),
  ...EMAILJS_ANSWERS,
  NEXT_PUBLIC_SITE_URL: DOMAIN,
  NEXT_PUBLIC_CONSENT_COOKIE_NAME: DEFAULT_CONSENT_COOKIE_NAME,
};

describe('npm run setup on GitHub', () => {
  it('takes a new repository to every ✓ on a first run, and builds main again with it', async () => {
    start();
    const result = await run();
    expect(problems(result)).toEqual([]);
    expect(result.summary).toBe('Done: everything above is set up.');
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(github.state.environments.production).toEqual({
      protected_branches: false,
      custom_branch_policies: true,
      policies: [{ name: 'main', type: 'branch' }],
    });
    expect(github.state.workflowPermissions).toEqual({
      default_workflow_permissions: 'read',
      can_approve_pull_request_reviews: false,
    });
    expect(github.state.runs[0]!.run_attempt).toBe(2);
    expect(result.found).toMatchObject({
      GITHUB_REPOSITORY: 'marta/site',
      GITHUB_REPOSITORY_ID: '812345678',
      GITHUB_OWNER_TYPE: 'User',
      GITHUB_PRIVATE: 'false',
    });
  });

  it('changes nothing on a second run, makes no write request, and says so', async () => {
    start();
    await run();
    const before = structuredClone(github.state);
    const writes = github.writes().length;
    const again = await run();
    expect(github.writes().length).toBe(writes);
    expect(github.state).toEqual(before);
    expect(again.lines.every((line) => line.mark === 'ok')).toBe(true);
    expect(again.summary).toBe('Nothing to change: everything was already so.');
  });

  it('resumes a run that GitHub broke off with a 503 when run again, building main once all is set', async () => {
    start();
    // The fourth new variable is refused, as GitHub refuses when busy.
    github.failNext('post', '/repos/{owner}/{repo}/actions/variables', 3);
    const broken = await run();
    expect(problems(broken)[0]).toMatch(
      /^GitHub’s variables for Firebase and Google’s sign-in are set: not done\. GitHub did not answer as expected \(503\)/,
    );
    // The steps that do not need those variables went on; main is not built with half of them.
    expect(github.state.environments.production?.policies).toEqual([{ name: 'main', type: 'branch' }]);
    expect(github.state.workflowPermissions.default_workflow_permissions).toBe('read');
    expect(github.state.runs[0]!.run_attempt).toBe(1);
    expect(broken.summary).toMatch(/^Not finished/);

    const resumed = await run();
    expect(problems(resumed)).toEqual([]);
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(github.state.runs[0]!.run_attempt).toBe(2);
    expect((await run()).summary).toBe('Nothing to change: everything was already so.');
  });

  it('resumes a run whose process stopped halfway, doing only what was left', async () => {
    start();
    const all = steps();
    await run(context(), all.slice(0, 3));
    const settled = Object.keys(github.state.variables);
    const resumed = await run();
    expect(problems(resumed)).toEqual([]);
    expect(resumed.lines.map((line) => line.text).slice(0, 3)).toEqual(all.slice(0, 3).map((step) => step.title));
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(settled.length).toBeGreaterThan(0);
  });

  it('in a repository of an organisation that decides the workflow permissions, asks its owner', async () => {
    start({
      repository: 'luzdosul/site',
      ownerType: 'Organization',
      organisationLocksPermissions: true,
    });
    const result = await run();
    expect(result.found.GITHUB_OWNER_TYPE).toBe('Organization');
    expect(problems(result)).toEqual([
      expect.stringMatching(
        /^The organisation luzdosul decides its repositories’ workflow permissions: ask an owner of luzdosul .*Settings → Actions → General → Workflow permissions\.$/,
      ),
    ]);
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(github.state.environments.production?.policies).toEqual([{ name: 'main', type: 'branch' }]);
  });

  it('in an organisation already read only, has nothing to ask', async () => {
    start({
      repository: 'luzdosul/site',
      ownerType: 'Organization',
      organisationLocksPermissions: true,
      workflowPermissions: { default_workflow_permissions: 'read', can_approve_pull_request_reviews: false },
    });
    expect(problems(await run())).toEqual([]);
  });

  it('in a private repository on GitHub Free, says what stands in for the environment, and a re-run changes nothing', async () => {
    start({ private: true, plan: 'free' });
    const result = await run();
    expect(problems(result)).toEqual([]);
    const line = result.lines.find((each) => each.text.startsWith('GitHub Free'));
    expect(line).toEqual({
      mark: 'ok',
      text: 'GitHub Free gives a private repository no environments, so “production” cannot be limited to main (GitHub Pro can). In its place, Google lets the live site’s identity in only for this repository (id 812345678) and its main branch, so a draft cannot publish the site.',
    });
    expect(github.state.environments).toEqual({});

    const writes = github.writes().length;
    const again = await run();
    expect(again.summary).toBe('Nothing to change: everything was already so.');
    // The one write tried is the environment's, which GitHub refuses: that refusal is how the plan is known.
    expect(github.writes().slice(writes)).toEqual([
      { method: 'put', template: '/repos/{owner}/{repo}/environments/{environment_name}', status: 422 },
    ]);
  });

  it('in a private repository on GitHub Free, is a ✗ while the live identity is not made', async () => {
    start({ private: true, plan: 'free' });
    const withoutIdentity = Object.fromEntries(
      Object.entries({ ...GOOGLE_FOUND, ...EMAILJS_ANSWERS }).filter(
        ([name]) => name !== 'GCP_WORKLOAD_IDENTITY_PROVIDER',
      ),
    );
    const result = await run(context(withoutIdentity));
    expect(problems(result)).toContainEqual(
      expect.stringMatching(/^GitHub Free gives .* The Google steps above have not made that identity yet/),
    );
  });

  it('in a private repository of an organisation on GitHub Free, names the plan an organisation would need', async () => {
    start({ repository: 'luzdosul/site', ownerType: 'Organization', private: true, plan: 'free' });
    const result = await run();
    const line = result.lines.find((each) => each.text.startsWith('GitHub Free'));
    expect(line?.mark).toBe('ok');
    expect(line?.text).toMatch(/^GitHub Free gives a private repository no environments, .* \(GitHub Team can\)\./);
  });

  it('in a private repository on GitHub Pro, limits the environment to main', async () => {
    start({ private: true, plan: 'pro' });
    expect(problems(await run())).toEqual([]);
    expect(github.state.environments.production?.policies).toEqual([{ name: 'main', type: 'branch' }]);
  });

  it('with an account that is not an admin, sets the variables and names what only an admin may change', async () => {
    start({ admin: false });
    const result = await run();
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(github.state.environments).toEqual({});
    expect(problems(result)).toEqual([
      'Your GitHub account may not change the environments of marta/site: only its admins may. Ask its owner to give you the Admin role (Settings → Collaborators), or to run npm run setup.',
      'Your GitHub account may not change the workflows’ permissions of marta/site: only its admins may. Ask its owner to give you the Admin role (Settings → Collaborators), or to run npm run setup.',
    ]);
  });

  it('stops at a sign-in GitHub refuses, saying how to sign in again', async () => {
    start({ token: 'gho_another' });
    const result = await run();
    expect(result.stopped).toBe(true);
    expect(result.lines).toEqual([
      {
        mark: 'problem',
        text: 'GitHub did not accept your sign-in (it may have expired): run gh auth login, then npm run setup again.',
      },
    ]);
    expect(github.calls).toHaveLength(1);
  });

  it('names where in EmailJS each id is when she gave none, and builds nothing until they are set', async () => {
    start();
    const result = await run(context(GOOGLE_FOUND));
    expect(problems(result)).toEqual([
      'Still missing: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: in EmailJS’s dashboard, Account → General → API keys → Public Key. NEXT_PUBLIC_EMAILJS_SERVICE_ID: in EmailJS’s dashboard, Email Services → your service → Service ID (service_…). NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: in EmailJS’s dashboard, Email Templates → your template → Settings → Template ID (template_…).',
      expect.stringMatching(/^The site is not built again until every variable above is set/),
    ]);
    expect(github.state.runs[0]!.run_attempt).toBe(1);
  });

  it('changes a variable the services now give another value, and builds main again', async () => {
    start();
    await run();
    const changed = context({ ...GOOGLE_FOUND, ...EMAILJS_ANSWERS, FIREBASE_SITE: 'luz-do-sul-live' });
    // While main's run again is under way, it is not started a second time.
    expect(problems(await run(changed))).toEqual([
      'main’s run under way began before the settings changed: once it ends (Actions tab), run npm run setup again to run it with them.',
    ]);
    github.state.runs[0]!.status = 'completed';
    const result = await run(changed);
    expect(result.lines.filter((line) => line.mark === 'ok' && /^(Changed|Started)/.test(line.text))).toEqual([
      {
        mark: 'ok',
        text: 'Started main’s workflow again, so that the site is built and published with the settings above.',
      },
    ]);
    expect(github.state.variables.FIREBASE_SITE?.value).toBe('luz-do-sul-live');
    expect(github.state.runs[0]!.run_attempt).toBe(3);
  });
});
