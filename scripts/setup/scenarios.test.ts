/** @jest-environment node */
import { githubStandIn, githubState, type GitHubStandIn, type GitHubState } from '@/test-support/setup/github-stand-in';
import { freshWorld, googleStandIn, type GoogleStandIn, type GoogleWorld } from '@/test-support/setup/google-stand-in';
import { SettingsStandIn } from '@/test-support/publishing/settings-services';
import { DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import { onlineChecks } from '../settings/online-checks';
import { settingsProblems } from '@/admin/site-check/settings-check';
import { runSetup, signedIn, type SetupResult } from './run-setup';
import { setupSteps } from './steps';
import type { Found, SetupContext } from './step';

const DOMAIN = 'https://www.luzdosul.pt';
const HOST = 'www.luzdosul.pt';
const PROJECT = 'luz-do-sul-photo';
/** Her answers to the orchestrator's questions about EmailJS. */
const EMAILJS_ANSWERS: Found = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_her-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_abc1234',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_xyz9876',
};

// The first requests read Google's and GitHub's descriptions, which takes seconds on a shared machine.
jest.setTimeout(30_000);

let github: GitHubStandIn;
let google: GoogleStandIn;
afterEach(() => {
  expect(github.violations).toEqual([]);
  expect(google.violations).toEqual([]);
});

/** A new repository and a project Firebase's console has just made, with Analytics linked as it offers. */
const start = (change: Partial<GitHubState> = {}, world: Partial<GoogleWorld> = {}) => {
  github = githubStandIn(githubState(change));
  google = googleStandIn({ ...freshWorld(PROJECT), measurementId: 'G-LUZ0SUL12', ...world });
};

/** What the orchestrator gives the steps: both services with her sign-ins, the project as found. */
const context = (answers: Found = EMAILJS_ANSWERS): SetupContext => ({
  domain: DOMAIN,
  email: 'marta@luzdosul.pt',
  found: { GOOGLE_PROJECT: PROJECT, ...answers },
  github: signedIn(github.fetch, 'gho_her-sign-in'),
  google: signedIn(google.fetch, google.world.token),
});

const steps = () =>
  setupSteps(() => Promise.resolve(`git@github.com:${github.state.repository}.git`), { pollMs: 0, polls: 5 });
const run = (given: SetupContext = context(), only = steps()) => runSetup(only, given);
const problems = (result: SetupResult) =>
  result.lines.filter((line) => line.mark === 'problem').map((line) => line.text);
const values = (state: GitHubState) =>
  Object.fromEntries(Object.entries(state.variables).map(([name, variable]) => [name, variable.value]));
const writes = () => github.writes().length + google.writes().length;

/** What only she can do after a first run: her Gemini key, and her domain's DNS records. */
const GEMINI: unknown = expect.stringMatching(
  /^Gemini, which drafts the photos' descriptions, takes only a key of its own kind/,
);
const DNS: unknown = expect.stringMatching(
  new RegExp(
    `^(Connected ${HOST} to the live site\\. )?Google does not show the site at ${HOST} yet\\. .*\\n  Add A record: name ${HOST}, value 199\\.36\\.158\\.100\\n  Add TXT record: name ${HOST}, value hosting-site=${PROJECT}\\n`,
  ),
);
const HERS: unknown[] = [GEMINI, DNS];

/** Every variable the workflows read, with the value a first run gives it from the Google project. */
const EXPECTED_VARIABLES = {
  FIREBASE_SITE: PROJECT,
  FIREBASE_PREVIEW_SITE: `${PROJECT}-previews`,
  GCP_WORKLOAD_IDENTITY_PROVIDER:
    'projects/123456789012/locations/global/workloadIdentityPools/github/providers/github',
  GCP_SERVICE_ACCOUNT: `site-deploy@${PROJECT}.iam.gserviceaccount.com`,
  GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER:
    'projects/123456789012/locations/global/workloadIdentityPools/github/providers/github-previews',
  GCP_PREVIEW_SERVICE_ACCOUNT: `preview-deploy@${PROJECT}.iam.gserviceaccount.com`,
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaFirebaseWebKey',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:1',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: PROJECT,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-LUZ0SUL12',
  ...EMAILJS_ANSWERS,
  NEXT_PUBLIC_SITE_URL: DOMAIN,
  NEXT_PUBLIC_CONSENT_COOKIE_NAME: DEFAULT_CONSENT_COOKIE_NAME,
};

/** Both services as a run leaves them, without their bookkeeping (operations, etags, GitHub's clock). */
const endState = () => {
  const { world } = google;
  return {
    github: {
      variables: values(github.state),
      environments: github.state.environments,
      workflowPermissions: github.state.workflowPermissions,
      attempts: github.state.runs.map((each) => each.run_attempt),
    },
    google: {
      enabled: [...world.enabled].toSorted(),
      sites: [...world.sites].toSorted(),
      webApps: world.webApps,
      auth: world.auth,
      pools: [...world.pools],
      providers: Object.fromEntries(world.providers),
      serviceAccounts: Object.fromEntries(
        [...world.serviceAccounts].map(([email, held]) => [email, held.policy.bindings]),
      ),
      projectBindings: world.projectPolicy.bindings,
      keys: Object.fromEntries([...world.keys].map(([name, key]) => [name, key.restrictions])),
      customDomains: [...world.customDomains],
    },
  };
};

/** The end state of a first run that nothing broke, on services started as `start` starts them. */
async function firstRunEndState(change: Partial<GitHubState> = {}) {
  start(change);
  await run();
  return endState();
}

/** The online checks of npm run check:settings, over a stand-in holding what the Google project now holds. */
async function checkOnline(settings: Record<string, string>) {
  const { world } = google;
  const services = new SettingsStandIn({
    googleToken: world.token,
    sites: { [world.project]: [...world.sites] },
    anonymous: world.auth ? { [world.project]: world.auth.anonymous } : {},
    translationKey: 'none given',
    geminiKey: 'none given',
    keysAllow: null,
    models: [],
    github: {
      token: 'none given',
      repository: github.state.repository,
      push: true,
      scopes: null,
      pulls: true,
      statuses: true,
    },
  });
  await services.start();
  try {
    const lines = await onlineChecks(
      { ...settings, GOOGLE_OAUTH_ACCESS_TOKEN: world.token },
      services.services(),
      fetch,
    );
    expect(services.violations).toEqual([]);
    return lines;
  } finally {
    await services.stop();
  }
}

describe('npm run setup on Google and GitHub', () => {
  it('takes a new project and a new repository to a ✓ for all but what is hers, and a green check:settings', async () => {
    start();
    const result = await run();
    expect(problems(result)).toEqual(HERS);
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
    // main is built again once, with every variable.
    expect(github.state.runs[0]!.run_attempt).toBe(2);
    expect(google.world.auth).toEqual({
      anonymous: true,
      authorizedDomains: ['localhost', `${PROJECT}.firebaseapp.com`, HOST],
    });

    // What check:settings reads is what GitHub now holds: its shapes pass, and so do its online reads.
    expect(settingsProblems(values(github.state))).toEqual([]);
    const online = await checkOnline(values(github.state));
    expect(online.filter((line) => line.mark !== 'unchecked')).toEqual([
      { mark: 'ok', text: `The Firebase Hosting site “${PROJECT}” is in the project “${PROJECT}”.` },
      { mark: 'ok', text: 'Anonymous sign-in is on.' },
    ]);
  });

  it('changes nothing on a second run, makes no write request to either service, and says so', async () => {
    start();
    const first = await run();
    const before = endState();
    const written = writes();
    const again = await run();
    expect(writes()).toBe(written);
    expect(endState()).toEqual(before);
    expect(again.changed).toBe(false);
    expect(problems(again)).toEqual(HERS);
    expect(again.summary).toBe('Nothing to change: what is left is yours to do, as each ✗ above says.');
    expect(again.found).toEqual(first.found);
  });

  it('once her DNS records are in, says her domain shows the site and only her Gemini key is left', async () => {
    start();
    await run();
    google.world.dnsDone = true;
    const again = await run();
    expect(problems(again)).toEqual([GEMINI]);
    expect(again.lines).toContainEqual({ mark: 'ok', text: 'Your domain shows the live site' });
  });

  it('resumes a run that Google broke off with a 503 halfway to the same end as a run not broken', async () => {
    const unbroken = await firstRunEndState();
    start();
    // The deploying accounts are refused, as Google refuses when busy: the steps before them are done.
    google.world.failing.set('projects.serviceAccounts.create', {
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The service is currently unavailable.',
    });
    const broken = await run();
    expect(problems(broken)).toEqual([
      expect.stringMatching(
        /^The live and preview deploying accounts exist, with their roles and nothing more: not done\. Google refused .*serviceAccounts: The service is currently unavailable\.$/,
      ),
      GEMINI,
      DNS,
      expect.stringMatching(
        /Still missing: GCP_SERVICE_ACCOUNT is not known.* GCP_PREVIEW_SERVICE_ACCOUNT is not known/,
      ),
      expect.stringMatching(/^The site is not built again until every variable above is set/),
    ]);
    expect(broken.summary).toMatch(/^Not finished/);
    // main is not built with half of the settings.
    expect(github.state.runs[0]!.run_attempt).toBe(1);

    google.world.failing.clear();
    const resumed = await run();
    expect(problems(resumed)).toEqual(HERS);
    expect(endState()).toEqual(unbroken);
  });

  it('resumes a run whose process stopped halfway, doing only what was left', async () => {
    const unbroken = await firstRunEndState();
    start();
    const all = steps();
    await run(context(), all.slice(0, 6));
    const resumed = await run();
    expect(problems(resumed)).toEqual(HERS);
    expect(resumed.lines.slice(0, 3).map((line) => line.mark)).toEqual(['ok', 'ok', 'ok']);
    expect(resumed.lines[1]?.text).toBe('The Google services the site uses are turned on');
    expect(endState()).toEqual(unbroken);
  });

  it('resumes a run that GitHub broke off with a 503, building main once all is set', async () => {
    start();
    // The fourth new variable is refused, as GitHub refuses when busy.
    github.failNext('post', '/repos/{owner}/{repo}/actions/variables', 3);
    const broken = await run();
    expect(problems(broken)).toContainEqual(
      expect.stringMatching(
        /^GitHub’s variables for Firebase and Google’s sign-in are set: not done\. GitHub did not answer as expected \(503\)/,
      ),
    );
    expect(github.state.environments.production?.policies).toEqual([{ name: 'main', type: 'branch' }]);
    expect(github.state.runs[0]!.run_attempt).toBe(1);
    const resumed = await run();
    expect(problems(resumed)).toEqual(HERS);
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(github.state.runs[0]!.run_attempt).toBe(2);
  });

  it('in a repository owned by an organisation, sets up the same, binding Google to its id', async () => {
    start({ repository: 'luzdosul/site', ownerType: 'Organization', id: 912345678 });
    const result = await run();
    expect(result.found.GITHUB_OWNER_TYPE).toBe('Organization');
    expect(problems(result)).toEqual(HERS);
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(google.world.providers.get('github/github')?.attributeCondition).toBe(
      "assertion.repository_id == '912345678' && assertion.ref == 'refs/heads/main'",
    );
  });

  it('in a repository of an organisation that decides the workflow permissions, asks its owner', async () => {
    start({ repository: 'luzdosul/site', ownerType: 'Organization', organisationLocksPermissions: true });
    const result = await run();
    expect(problems(result)).toEqual([
      ...HERS,
      expect.stringMatching(
        /^The organisation luzdosul decides its repositories’ workflow permissions: ask an owner of luzdosul .*Settings → Actions → General → Workflow permissions\.$/,
      ),
    ]);
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
  });

  it('in a private repository on GitHub Free, says what stands in for the environment, and it is so on Google', async () => {
    start({ private: true, plan: 'free' });
    const result = await run();
    expect(problems(result)).toEqual(HERS);
    expect(result.lines).toContainEqual({
      mark: 'ok',
      text: 'GitHub Free gives a private repository no environments, so “production” cannot be limited to main (GitHub Pro can). In its place, Google lets the live site’s identity in only for this repository (id 812345678) and its main branch, so a draft cannot publish the site.',
    });
    expect(github.state.environments).toEqual({});
    // What she is told: the live sign-in admits only this repository's id on main, and only what
    // comes in through it may act as the live site's deploying account.
    const pool =
      'principalSet://iam.googleapis.com/projects/123456789012/locations/global/workloadIdentityPools/github';
    expect(google.world.providers.get('github/github')?.attributeCondition).toBe(
      "assertion.repository_id == '812345678' && assertion.ref == 'refs/heads/main'",
    );
    expect(google.world.providers.get('github/github-previews')?.attributeMapping).not.toHaveProperty('attribute.ref');
    expect(google.world.serviceAccounts.get(`site-deploy@${PROJECT}.iam.gserviceaccount.com`)?.policy.bindings).toEqual(
      [{ role: 'roles/iam.workloadIdentityUser', members: [`${pool}/attribute.ref/refs/heads/main`] }],
    );

    const written = writes();
    const githubWritten = github.writes().length;
    const again = await run();
    expect(again.summary).toBe('Nothing to change: what is left is yours to do, as each ✗ above says.');
    // The one write tried is the environment's, which GitHub refuses: that refusal is how the plan is known.
    expect(writes()).toBe(written + 1);
    expect(github.writes().slice(githubWritten)).toEqual([
      { method: 'put', template: '/repos/{owner}/{repo}/environments/{environment_name}', status: 422 },
    ]);
  });

  it('in a private repository on GitHub Free, is a ✗ while Google has not made the live identity', async () => {
    start({ private: true, plan: 'free' });
    google.world.failing.set('projects.locations.workloadIdentityPools.create', {
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The service is currently unavailable.',
    });
    const result = await run();
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
    expect(problems(await run())).toEqual(HERS);
    expect(github.state.environments.production?.policies).toEqual([{ name: 'main', type: 'branch' }]);
  });

  it('with an account that is not an admin, sets the variables and names what only an admin may change', async () => {
    start({ admin: false });
    const result = await run();
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(github.state.environments).toEqual({});
    expect(problems(result)).toEqual([
      ...HERS,
      'Your GitHub account may not change the environments of marta/site: only its admins may. Ask its owner to give you the Admin role (Settings → Collaborators), or to run npm run setup.',
      'Your GitHub account may not change the workflows’ permissions of marta/site: only its admins may. Ask its owner to give you the Admin role (Settings → Collaborators), or to run npm run setup.',
    ]);
  });

  it('stops at a sign-in GitHub refuses, before calling Google', async () => {
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
    expect(google.calls).toHaveLength(0);
  });

  it('stops at a sign-in Google refuses, before changing anything on GitHub', async () => {
    start({}, { token: 'another-gcloud-token' });
    const result = await run({ ...context(), google: signedIn(google.fetch, 'her-expired-token') });
    expect(result.stopped).toBe(true);
    expect(problems(result)).toEqual([
      'Google did not accept your sign-in (it may have expired): run gcloud auth login, then npm run setup again.',
    ]);
    expect(github.writes()).toEqual([]);
  });

  it('names where in EmailJS each id is when she gave none, and builds nothing until they are set', async () => {
    start();
    const result = await run(context({}));
    expect(problems(result)).toEqual([
      ...HERS,
      'Still missing: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: in EmailJS’s dashboard, Account → General → API keys → Public Key. NEXT_PUBLIC_EMAILJS_SERVICE_ID: in EmailJS’s dashboard, Email Services → your service → Service ID (service_…). NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: in EmailJS’s dashboard, Email Templates → your template → Settings → Template ID (template_…).',
      expect.stringMatching(/^The site is not built again until every variable above is set/),
    ]);
    expect(github.state.runs[0]!.run_attempt).toBe(1);
  });

  it('without Analytics linked, asks her to link it, and sets every other variable', async () => {
    start({}, { measurementId: null });
    const result = await run();
    expect(problems(result)).toEqual([
      expect.stringMatching(
        /^Made the Web app "Website" in Firebase, .* Google Analytics, which is not linked yet: open https:\/\/console\.firebase\.google\.com\/project\/luz-do-sul-photo\/settings\/integrations/,
      ),
      ...HERS,
    ]);
    expect(values(github.state)).toEqual(
      Object.fromEntries(
        Object.entries(EXPECTED_VARIABLES).filter(([name]) => name !== 'NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID'),
      ),
    );
  });

  it('changes a variable Google now gives another value, and builds main again', async () => {
    start();
    await run();
    // She linked another Analytics property.
    google.world.measurementId = 'G-NEW0STREAM';
    // While main's run again is under way, it is not started a second time.
    expect(problems(await run())).toEqual([
      ...HERS,
      'main’s run under way began before the settings changed: once it ends (Actions tab), run npm run setup again to run it with them.',
    ]);
    github.state.runs[0]!.status = 'completed';
    const result = await run();
    expect(result.lines).toContainEqual({
      mark: 'ok',
      text: 'Started main’s workflow again, so that the site is built and published with the settings above.',
    });
    expect(github.state.variables.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID?.value).toBe('G-NEW0STREAM');
    expect(github.state.runs[0]!.run_attempt).toBe(3);
  });
});
