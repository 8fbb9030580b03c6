/** @jest-environment node */
import { githubStandIn, githubState, type GitHubStandIn, type GitHubState } from '@/test-support/setup/github-stand-in';
import { freshWorld, googleStandIn, type GoogleStandIn, type GoogleWorld } from '@/test-support/setup/google-stand-in';
import { scriptedIo, type Answer } from '@/test-support/setup/scripted-io';
import { SettingsStandIn } from '@/test-support/publishing/settings-services';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import { onlineChecks } from '../settings/online-checks';
import { editorSignInLink } from '@/admin/site-check/editor-token';
import { settingsProblems } from '@/admin/site-check/settings-check';
import { HELP, setupCommand } from './command';
import { EMAILJS_VARIABLES } from './github-variables';
import { runSetup, signedIn, type SetupResult } from './run-setup';
import type { SavedAnswers } from './saved-answers';
import { setupSteps } from './steps';
import type { Found, SetupContext } from './step';

const DOMAIN = 'https://www.luzdosul.pt';
const HOST = 'www.luzdosul.pt';
const BARE = 'luzdosul.pt';
const PROJECT = 'luz-do-sul-photo';
/** Her GitHub token, as GitHub's page makes it (github_pat_…). */
const HER_TOKEN = 'github_pat_11ABCDEFG0her0own0token';
/** A sign-in that carries Analytics' scopes (her own computer's, say): the Admin API then takes the change. */
const ANALYTICS_SCOPES = [
  'https://www.googleapis.com/auth/cloud-platform',
  'https://www.googleapis.com/auth/analytics.edit',
];

// The first requests read Google's and GitHub's descriptions, which takes seconds on a shared machine.
jest.setTimeout(30_000);

let github: GitHubStandIn;
let google: GoogleStandIn;
afterEach(() => {
  expect(github.violations).toEqual([]);
  expect(google.violations).toEqual([]);
});

/**
 * A new repository made from the template and a project Firebase's console has just made, with
 * Analytics linked as it offers; the sign-in may change Analytics (the Cloud Shell's may not: the
 * terminal's scenarios below).
 */
const start = (change: Partial<GitHubState> = {}, world: Partial<GoogleWorld> = {}) => {
  github = githubStandIn(githubState({ token: HER_TOKEN, ...change }));
  google = googleStandIn({
    ...freshWorld(PROJECT),
    displayName: 'Luz do Sul',
    measurementId: 'G-LUZ0SUL12',
    scopes: ANALYTICS_SCOPES,
    ...world,
  });
};

/** What the orchestrator gives the steps once her answers are in: both sign-ins, her repository and project. */
const context = (found: Found = {}): SetupContext => ({
  domain: DOMAIN,
  found: { GOOGLE_PROJECT: PROJECT, GITHUB_REPOSITORY: github.state.repository, ...found },
  github: signedIn(github.fetch, HER_TOKEN),
  google: signedIn(google.fetch, google.world.token),
});

const steps = () => setupSteps({ waiting: { pollMs: 0, polls: 5 } });
const run = (given: SetupContext = context(), only = steps()) => runSetup(only, given);
const problems = (result: SetupResult) =>
  result.lines.filter((line) => line.mark === 'problem').map((line) => line.text);
const values = (state: GitHubState) =>
  Object.fromEntries(Object.entries(state.variables).map(([name, variable]) => [name, variable.value]));
const writes = () => github.writes().length + google.writes().length;

/** What only she can do after a first run: her domain's DNS records, for both its hosts. */
const DNS: unknown = expect.stringMatching(
  new RegExp(
    `^Add your domain's DNS records: Google does not see them yet\\. For ${HOST}, .*:\\n  Add A record: name ${HOST}, value 199\\.36\\.158\\.100\\n  Add TXT record: name ${HOST}, value hosting-site=${PROJECT}\\nFor ${BARE}, .*\\n  Add A record: name ${BARE}, value 199\\.36\\.158\\.100\\n`,
  ),
);
const HERS: unknown[] = [DNS];

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
  // Her domain's DNS records are not seen yet: the site stays at its Hosting address.
  NEXT_PUBLIC_SITE_URL: `https://${PROJECT}.web.app`,
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
      madeProjects: Object.fromEntries(
        [...world.madeProjects].map(([id, made]) => [
          id,
          { firebase: made.firebase, sites: [...made.sites], bindings: made.policy.bindings },
        ]),
      ),
      keys: Object.fromEntries([...world.keys].map(([name, key]) => [name, key.restrictions])),
      customDomains: Object.fromEntries(world.customDomains),
      analytics: world.analytics,
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
      authorizedDomains: ['localhost', `${PROJECT}.firebaseapp.com`, `${PROJECT}.web.app`, HOST],
    });
    // Analytics counts each page view once: the site sends its own.
    expect(google.world.analytics.pageChangesEnabled).toBe(false);
    // Both hosts of her domain, the one she gave showing the site and the other redirecting to it.
    expect(Object.fromEntries(google.world.customDomains)).toEqual({ [HOST]: {}, [BARE]: { redirectTarget: HOST } });

    // What check:settings reads is what GitHub now holds: its shapes pass (the EmailJS ids, which the
    // editor's go-live page saves, are not given yet, and the site is built without them); its
    // online reads pass.
    expect(EMAILJS_VARIABLES.filter((name) => values(github.state)[name] !== undefined)).toEqual([]);
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

  it('keeps the site at its Hosting address until Google serves her domain, and says so', async () => {
    start();
    const first = await run();
    expect(github.state.variables.NEXT_PUBLIC_SITE_URL?.value).toBe(`https://${PROJECT}.web.app`);
    expect(problems(first)).toEqual([
      expect.stringMatching(
        /\nYour site stays at https:\/\/luz-do-sul-photo\.web\.app until Google sees your domain's DNS records; run npm run setup again after adding them: it then moves the site to your domain\. Google takes up to a day to see a change\.$/,
      ),
    ]);
    // Her records seen, the certificate not made yet: still not served, nothing built again.
    github.state.runs[0]!.status = 'completed';
    google.world.dnsDone = 'records';
    const seen = await run();
    expect(github.state.variables.NEXT_PUBLIC_SITE_URL?.value).toBe(`https://${PROJECT}.web.app`);
    expect(github.state.runs[0]!.run_attempt).toBe(2);
    expect(problems(seen)).toEqual([expect.stringContaining('is making its certificate, for https')]);
  });

  it('once Google serves her domain, moves the site to it and publishes it there', async () => {
    start();
    await run();
    github.state.runs[0]!.status = 'completed';
    google.world.dnsDone = true;
    const moved = await run();
    expect(problems(moved)).toEqual([]);
    expect(github.state.variables.NEXT_PUBLIC_SITE_URL?.value).toBe(DOMAIN);
    expect(moved.lines).toEqual(
      expect.arrayContaining([
        { mark: 'ok', text: `${HOST} shows the live site, and ${BARE} sends visitors to it.` },
        { mark: 'ok', text: `Your site’s address is now ${DOMAIN} (NEXT_PUBLIC_SITE_URL).` },
        { mark: 'ok', text: 'Started publishing your site with these settings (main’s workflow, ci.yml).' },
      ]),
    );
    expect(github.state.runs[0]!.run_attempt).toBe(3);
    github.state.runs[0]!.status = 'completed';
    expect((await run()).summary).toBe('Nothing to change: everything was already so.');
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
      'GitHub may publish your site from your main branch only, and drafts’ previews apart: not done. Google did not answer (Identity and Access Management is busy or down for a moment): run npm run setup again in a few minutes; it picks up where it stopped.',
      DNS,
      expect.stringMatching(
        /Still missing: GCP_SERVICE_ACCOUNT is not known.* GCP_PREVIEW_SERVICE_ACCOUNT is not known/,
      ),
      expect.stringMatching(/^Your site is not published again until every setting above is saved/),
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
        /^Your site’s settings are saved on GitHub: not done\. GitHub did not answer as expected \(503\)/,
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
      text: 'Only your main branch can publish your site: Google lets in only this repository’s main, so a draft cannot (repository id 812345678; GitHub Free gives a private repository no “production” environment, GitHub Pro would limit it too).',
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
      expect.stringMatching(/^Your site is not yet limited to your main branch: .* which they have not yet/),
    );
  });

  it('in a private repository of an organisation on GitHub Free, names the plan an organisation would need', async () => {
    start({ repository: 'luzdosul/site', ownerType: 'Organization', private: true, plan: 'free' });
    const result = await run();
    const line = result.lines.find((each) => each.text.startsWith('Only your main branch'));
    expect(line?.mark).toBe('ok');
    expect(line?.text).toMatch(/GitHub Free gives a private repository no “production” environment, GitHub Team would/);
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

  it('stops at a token GitHub refuses, before calling Google', async () => {
    start({ token: 'github_pat_made0again' });
    const result = await run();
    expect(result.stopped).toBe(true);
    expect(result.lines).toEqual([
      {
        mark: 'problem',
        text: 'GitHub did not accept your token (it may have expired, or been deleted): run npm run setup again, and paste a new one when it asks.',
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
      'Google did not accept your sign-in (it may have expired): run gcloud auth login (in Cloud Shell, closing and opening it again does the same), then npm run setup again.',
    ]);
    expect(github.writes()).toEqual([]);
  });

  it('without a domain yet, puts the site at its Hosting address, built and published, with nothing left', async () => {
    start();
    const result = await run({ ...context(), domain: undefined });
    expect(problems(result)).toEqual([]);
    expect(github.state.variables.NEXT_PUBLIC_SITE_URL?.value).toBe(`https://${PROJECT}.web.app`);
    expect(result.lines).toContainEqual({
      mark: 'unchecked',
      text: expect.stringMatching(
        new RegExp(`^Your site is at https://${PROJECT}\\.web\\.app, kept out of search engines\\.`),
      ) as unknown,
    });
    expect(google.world.customDomains.size).toBe(0);
    expect(github.state.runs[0]!.run_attempt).toBe(2);
  });

  it('replaces the values of another Google project that GitHub held, and says which project they were of', async () => {
    start({
      variables: {
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: { value: 'ai-studio-default', updated_at: '2026-11-01T00:00:00Z' },
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: {
          value: 'ai-studio-default.firebaseapp.com',
          updated_at: '2026-11-01T00:00:00Z',
        },
      },
    });
    const result = await run();
    expect(result.lines).toContainEqual({
      mark: 'ok',
      text: expect.stringContaining(
        `Changed 2 of your site’s settings to what Google says now (NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, NEXT_PUBLIC_FIREBASE_PROJECT_ID; they were of another Google project, ai-studio-default, and are now of ${PROJECT}).`,
      ) as unknown,
    });
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
  });

  it('without Analytics linked, asks her to link it, and sets every other variable', async () => {
    start({}, { measurementId: null });
    const result = await run();
    expect(problems(result)).toEqual([
      expect.stringMatching(
        /^Visits are counted with Google Analytics, which is not linked to your project yet: open https:\/\/console\.firebase\.google\.com\/project\/luz-do-sul-photo\/settings\/integrations/,
      ),
      ...HERS,
    ]);
    // What was made is a ✓ of its own, not put beside her ✗.
    expect(result.lines).toContainEqual({
      mark: 'ok',
      text: 'Made the Web app "Website" in Firebase, whose settings the site uses for sign-in and visits.',
    });
    expect(values(github.state)).toEqual(
      Object.fromEntries(
        Object.entries(EXPECTED_VARIABLES).filter(([name]) => name !== 'NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID'),
      ),
    );
  });

  it('on an install whose previews shared her project, takes the preview identity’s role there away and moves the previews to their own project', async () => {
    start();
    await run();
    github.state.runs[0]!.status = 'completed';
    // As an earlier set-up left it: the previews site in her own project, and the preview account's
    // Hosting role there under a condition naming that site, which IAM may not apply to Hosting.
    const { world } = google;
    world.madeProjects.clear();
    world.sites.add(`${PROJECT}-previews`);
    const preview = `serviceAccount:preview-deploy@${PROJECT}.iam.gserviceaccount.com`;
    const live = `serviceAccount:site-deploy@${PROJECT}.iam.gserviceaccount.com`;
    world.projectPolicy.bindings = [
      { role: 'roles/owner', members: ['user:rita@example.pt'] },
      { role: 'roles/firebasehosting.admin', members: [live] },
      {
        role: 'roles/firebasehosting.admin',
        members: [preview],
        condition: { title: 'previews-only', expression: `resource.name.endsWith("/sites/${PROJECT}-previews")` },
      },
    ];
    const result = await run();
    expect(result.lines).toEqual(
      expect.arrayContaining([
        {
          mark: 'ok',
          text: `Made the Google project ${PROJECT}-previews, where each draft's preview is shown, apart from your site. Added Firebase to ${PROJECT}-previews.`,
        },
        {
          mark: 'ok',
          text: `Let GitHub publish your site, from your main branch only, and each draft’s preview on the project ${PROJECT}-previews (service accounts preview-deploy). Took away the preview account’s role on your site’s project ${PROJECT}: drafts’ previews reach ${PROJECT}-previews only.`,
        },
      ]),
    );
    // Her project: nothing of the preview account's. The previews' project: its role, and the live
    // account's reading there.
    expect(world.projectPolicy.bindings?.filter((binding) => binding.members.includes(preview))).toEqual([]);
    expect(world.madeProjects.get(`${PROJECT}-previews`)?.policy.bindings).toEqual([
      { role: 'roles/owner', members: ['user:rita@example.pt'] },
      { role: 'roles/firebasehosting.admin', members: [preview] },
      { role: 'roles/firebasehosting.viewer', members: [live] },
    ]);
    // The old previews site keeps its name, so the new one is the name Firebase gave instead; the
    // workflows deploy there from the next run, which the set-up starts.
    expect(github.state.variables.FIREBASE_PREVIEW_SITE?.value).toBe(`${PROJECT}-previews-a1b2c`);
    expect(result.lines).toContainEqual({
      mark: 'ok',
      text: 'Started publishing your site with these settings (main’s workflow, ci.yml).',
    });
    const after = endState();
    expect((await run()).changed).toBe(false);
    expect(endState()).toEqual(after);
  });

  it('when her account may make no more projects, says so in her words, and sets up the live site all the same', async () => {
    start({}, { projectQuota: 0 });
    const result = await run();
    expect(problems(result)).toEqual([
      expect.stringMatching(/^Google lets your account make only so many projects, and the set-up needs one more/),
      ...HERS,
      'Still missing: FIREBASE_PREVIEW_SITE is not known: the Google steps above did not find it. Run npm run setup again once they pass.',
      'Your site is not published again until every setting above is saved (FIREBASE_PREVIEW_SITE not yet): then run npm run setup again.',
    ]);
    expect(result.lines).toContainEqual({
      mark: 'unchecked',
      text: 'GitHub may publish your site from your main branch only; drafts’ previews wait for their own Google project (the line about it above says what to do).',
    });
    expect(values(github.state)).toEqual(
      Object.fromEntries(Object.entries(EXPECTED_VARIABLES).filter(([name]) => name !== 'FIREBASE_PREVIEW_SITE')),
    );
    // Once she has freed a project, the next run makes the previews' project and finishes.
    google.world.projectQuota = 1;
    github.state.runs[0]!.status = 'completed';
    expect(problems(await run())).toEqual(HERS);
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
  });

  it('changes a variable Google now gives another value, and builds main again', async () => {
    start();
    await run();
    // She linked another Analytics property.
    google.world.measurementId = 'G-NEW0STREAM';
    // While main's run again is under way, it is not started a second time.
    expect(problems(await run())).toEqual([
      ...HERS,
      'A publish under way began before these settings changed: once it ends (your repository’s Actions tab), run npm run setup again to publish with them.',
    ]);
    github.state.runs[0]!.status = 'completed';
    const result = await run();
    expect(result.lines).toContainEqual({
      mark: 'ok',
      text: 'Started publishing your site with these settings (main’s workflow, ci.yml).',
    });
    expect(github.state.variables.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID?.value).toBe('G-NEW0STREAM');
    expect(github.state.runs[0]!.run_attempt).toBe(3);
  });
});

/** Her Gemini key, made in AI Studio once her project was imported there; and one AI Studio made in its own project. */
const HER_GEMINI_KEY = 'AQ.Ab8RN6Jher0own0gemini0key';
const OTHER_GEMINI_KEY = 'AQ.Ab8RN6Jin0ai0studios0project';
const CLOUD_SHELL_SCOPES = ['https://www.googleapis.com/auth/cloud-platform'];
const STREAM_PAGE = 'https://analytics.google.com/analytics/web/#/a301234567p412345678/admin/streams/table/9876543210';

/** As in Cloud Shell: a sign-in without Analytics' scopes, her Gemini key in her project, AI Studio's own project beside it. */
const startInCloudShell = (change: Partial<GitHubState> = {}, world: Partial<GoogleWorld> = {}) =>
  start(change, {
    scopes: CLOUD_SHELL_SCOPES,
    otherProjects: [{ projectId: 'gen-lang-client-0123', displayName: 'Gemini API', projectNumber: '555000555' }],
    keys: new Map([
      [
        `projects/${PROJECT}/locations/global/keys/gemini`,
        {
          displayName: 'Gemini API Key',
          restrictions: {},
          keyString: HER_GEMINI_KEY,
          serviceAccountEmail: `gemini@${PROJECT}.iam.gserviceaccount.com`,
        },
      ],
    ]),
    otherKeys: new Map([[OTHER_GEMINI_KEY, '555000555']]),
    ...world,
  });

/** `npm run setup` in her terminal, answering as given; what it printed and asked, its exit code, what it kept. */
async function terminal(answers: Answer[], saved: SavedAnswers = {}, args: string[] = []) {
  const session = scriptedIo(github, google, answers, saved);
  const code = await setupCommand(args, session.io, {
    waiting: { pollMs: 0, polls: 5 },
    following: { pollMs: 0, polls: 5 },
  });
  return { ...session, code, text: session.printed.join('\n') };
}

/** Her first day's answers: her token, her repository and her project confirmed, her domain, Analytics done by hand, no Gemini key yet. */
const FIRST_DAY: Answer[] = [HER_TOKEN, '', '1', 'www.luzdosul.pt', 'y', ''];
const GEMINI_QUESTION =
  'Your Gemini key, for drafted descriptions, if you have made it (it starts with AQ.; press Enter to skip; it is not shown): [not shown]';
const EDITOR_LINK_WORDS = `Your editor: https://${PROJECT}.web.app/admin. This link opens it signed in with your token; it holds your token and stays in the history of the browser you open it in, so open it on your own computer only:`;

describe('npm run setup in her terminal', () => {
  it('answers --help offline and changes nothing: no call, no question, no file', async () => {
    const refuse = () => {
      throw new Error('--help made a call');
    };
    const printed: string[] = [];
    const code = await setupCommand(['--help'], {
      print: (line) => printed.push(line),
      ask: refuse,
      fetch: refuse,
      googleToken: refuse,
      saved: { read: refuse, write: refuse },
      sleep: refuse,
    });
    expect(code).toBe(0);
    expect(printed).toEqual([HELP]);
    // GitHub and Google were never reached either.
    github = githubStandIn(githubState());
    google = googleStandIn();
  });

  it('takes her first day to her site and editor online, every answer checked, and follows the publish', async () => {
    startInCloudShell();
    const first = await terminal([...FIRST_DAY]);
    expect(first.asked).toEqual([
      'Paste your GitHub token (it starts with github_pat_; it is not shown): [not shown]',
      'Your site’s repository is marta/site. Is this it? (Y/n)',
      'Which is your site’s? (1–2)',
      'Your own domain, if you have one (for example www.luzdosul.pt; press Enter if not yet):',
      'Done? (Y, or n for later)',
      GEMINI_QUESTION,
    ]);
    // Her projects, by the names she gave them: AI Studio's own and hers.
    expect(first.printed).toEqual(
      expect.arrayContaining(['  1. Luz do Sul (luz-do-sul-photo)', '  2. Gemini API (gen-lang-client-0123)']),
    );
    // Cloud Shell's sign-in may not change Analytics: she is sent to her stream's page.
    expect(first.text).toContain(`Open ${STREAM_PAGE} (your site's web stream in Google Analytics)`);
    // Each line in her words, the technical part in brackets.
    expect(first.printed).toEqual(
      expect.arrayContaining([
        `  ✓ Made the Google project ${PROJECT}-previews, where each draft's preview is shown, apart from your site. Added Firebase to ${PROJECT}-previews.`,
        `  ✓ Let GitHub publish your site, from your main branch only, and each draft’s preview on the project ${PROJECT}-previews (service accounts site-deploy and preview-deploy).`,
        '  ✓ Saved your site’s settings on GitHub (13 of them).',
        '  ✓ Started publishing your site with these settings (main’s workflow, ci.yml).',
      ]),
    );
    // Connecting her domain is a ✓ of its own; the ✗ is for the records only she can add.
    expect(first.printed).toContain(
      `  ✓ Connected ${HOST} to your site. Connected ${BARE}, which sends visitors on to ${HOST}.`,
    );
    expect(first.printed).toContainEqual(
      expect.stringMatching(/^ {2}✗ Add your domain's DNS records: Google does not see them yet\. For www/),
    );
    expect(first.printed.filter((line) => /^ {2}✗/.test(line))).toHaveLength(1);
    // The site stays at its Hosting address until Google serves her domain.
    expect(first.text).toContain(
      `Your site: https://${PROJECT}.web.app (kept out of search engines until you go live); it moves to ${DOMAIN} once Google sees your domain's DNS records and npm run setup runs again`,
    );
    // Her editor, with the link that opens it signed in with the token she gave, and where to open it.
    expect(first.printed).toContain(EDITOR_LINK_WORDS);
    expect(first.printed).toContain(`  ${editorSignInLink(`https://${PROJECT}.web.app`, HER_TOKEN)}`);
    expect(first.text).toContain(`  ✓ Published: your site is online at https://${PROJECT}.web.app`);
    // Only her domain's DNS records are left: not finished.
    expect(first.code).toBe(1);
    expect(values(github.state)).toEqual(EXPECTED_VARIABLES);
    expect(first.kept.answers).toEqual({
      githubToken: HER_TOKEN,
      repository: 'marta/site',
      project: { id: PROJECT, name: 'Luz do Sul' },
      domain: DOMAIN,
      analyticsOffByHand: '412345678/9876543210',
    });
  });

  it('on her first day, without billing, says in one – line that Translate waits for it, and asks nothing about it', async () => {
    startInCloudShell();
    expect(google.world.billingEnabled).toBe(false);
    const first = await terminal([...FIRST_DAY]);
    expect(first.printed.filter((line) => /translat/i.test(line))).toEqual([
      `  – The editor’s Translate waits for billing on your project: when you want it, link a billing account at https://console.cloud.google.com/billing/linkedaccount?project=${PROJECT}, then run npm run setup again (translating a wedding costs nothing within 500,000 characters a month). Your site and everything else work without it.`,
    ]);
    expect(first.asked.filter((question) => /billing|translat/i.test(question))).toEqual([]);
    expect(google.world.enabled.has('translate.googleapis.com')).toBe(false);
    // No key is made that would not work yet.
    expect([...google.world.keys.keys()]).not.toContain(`projects/${PROJECT}/locations/global/keys/editor-translation`);
  });

  it('asks nothing on a second run, shows what it kept, prints no link holding her token, and changes nothing', async () => {
    startInCloudShell();
    const first = await terminal([...FIRST_DAY]);
    const written = writes();
    const again = await terminal([], first.kept.answers);
    expect(again.asked).toEqual([]);
    expect(again.printed).toEqual(
      expect.arrayContaining([
        'Your GitHub token: the one you gave before (npm run setup -- --change to give another).',
        'Your site’s repository: marta/site (as before).',
        'Your Google project: Luz do Sul (luz-do-sul-photo), as before.',
        'Your domain: www.luzdosul.pt (as before).',
        // What she said she did, which this sign-in cannot read back: a –, never a ✓.
        '  – You said you switched off Google Analytics’ page views on browser history changes: noted, not checked (this sign-in may not read Analytics).',
        'Nothing to change: what is left is yours to do, as each ✗ above says.',
        // The Gemini key is not asked again: one line says how to give it.
        '  – No Gemini key yet, for drafted descriptions: to give it, run npm run setup -- --change (it asks every question again; the Gemini key is the last).',
        `Your editor: https://${PROJECT}.web.app/admin`,
      ]),
    );
    expect(again.printed.filter((line) => /^ {2}✓ .*Analytics/.test(line))).toEqual([]);
    expect(again.text).not.toContain('#/signin/');
    expect(again.text).not.toContain(EDITOR_LINK_WORDS);
    expect(writes()).toBe(written);
  });

  it('tells her GitHub did not answer during the questions, in her words, and stops', async () => {
    startInCloudShell();
    github.failNext('get', '/user/repos');
    const run = await terminal([HER_TOKEN]);
    expect(run.printed.at(-1)).toBe(
      '\n  ✗ GitHub did not answer (503, when asked which repositories your token reaches): run npm run setup again.',
    );
    expect(run.code).toBe(1);
    expect(run.kept.answers).toEqual({});
  });

  it('tells her Google did not answer during the questions, in her words, and stops', async () => {
    startInCloudShell();
    google.world.failing.set('firebase.googleapis.com projects.list', {
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The service is currently unavailable.',
    });
    const run = await terminal([HER_TOKEN, '']);
    expect(run.printed.at(-1)).toBe(
      '\n  ✗ Google did not answer (503, when asked for your Firebase projects): run npm run setup again.',
    );
    expect(run.code).toBe(1);
  });

  it('tells her when no answer reaches this computer at all, naming the service, and stops', async () => {
    startInCloudShell();
    const session = scriptedIo(github, google, [HER_TOKEN, '']);
    const offline: typeof fetch = (input, init) =>
      new URL(input instanceof Request ? input.url : input).hostname === 'api.github.com'
        ? session.io.fetch(input, init)
        : Promise.reject(new TypeError('fetch failed'));
    const code = await setupCommand([], { ...session.io, fetch: offline });
    expect(session.printed.at(-1)).toBe(
      '\n  ✗ Google did not answer (fetch failed: no answer reached this computer; check its internet connection): run npm run setup again.',
    );
    expect(code).toBe(1);
  });

  it('without Authentication started in Firebase’s console, says where to start it and why, and sets up the rest', async () => {
    startInCloudShell({}, { auth: null });
    const run = await terminal([HER_TOKEN, '', '1', '', 'y', '']);
    expect(run.printed).toContain(
      `  ✗ Open https://console.firebase.google.com/project/${PROJECT}/authentication and press "Get started" (the set-up cannot start it for you: Google lets a program do it only on a project with billing), then run npm run setup again.`,
    );
    expect(values(github.state)).toMatchObject({ NEXT_PUBLIC_SITE_URL: `https://${PROJECT}.web.app` });
    expect(run.code).toBe(1);
  });

  it('is told in her guide’s step 6 in the screen’s own words, in the screen’s order', async () => {
    startInCloudShell();
    const first = await terminal([...FIRST_DAY]);
    const again = await terminal([], first.kept.answers);
    const guide = readFileSync(path.resolve(__dirname, '../../docs/photographer-guide.md'), 'utf8');
    const step = guide.slice(guide.indexOf('6. **The set-up**'), guide.indexOf('\n7. **'));
    // Each “…” of the step as a reader sees it: one line, without an ellipsis standing for the rest.
    const quoted = [...step.matchAll(/“([^”]+)”/g)].map(([, words]) => words!.replace(/\s+/g, ' ').replace(/ ?…$/, ''));
    const screen = [...first.screen, ...again.screen].join('\n');
    let from = 0;
    const outOfOrder = quoted.filter((words) => {
      const at = screen.indexOf(words, from);
      if (at < 0) return true;
      from = at + words.length;
      return false;
    });
    expect(outOfOrder).toEqual([]);
    // Every question of her first day is named there by its first words.
    const unnamed = first.asked.filter((question) => !quoted.some((words) => question.startsWith(words)));
    expect(unnamed).toEqual([]);
  });

  it('asks again when she says the project shown is not hers, once she has made hers', async () => {
    startInCloudShell({}, { made: false });
    const made = { does: () => (google.world.made = true), then: '' };
    const run = await terminal([HER_TOKEN, '', 'n', made, '1', '', 'y', '']);
    expect(run.asked.filter((question) => question.includes('Google project') || question.includes('Which'))).toEqual([
      'Your Google project is Gemini API (gen-lang-client-0123). Is this it? (Y/n)',
      'Which is your site’s? (1–2)',
    ]);
    expect(run.text).toContain('Your site needs a Firebase project of its own: on https://console.firebase.google.com');
    expect(run.kept.answers.project).toEqual({ id: PROJECT, name: 'Luz do Sul' });
  });

  it('tells her a Gemini key of AI Studio’s own project is not of hers, and asks again', async () => {
    startInCloudShell({}, { billingEnabled: true });
    const run = await terminal([HER_TOKEN, '', '1', '', 'y', OTHER_GEMINI_KEY, HER_GEMINI_KEY]);
    expect(run.text).toContain(
      '  ✗ This key is not of your project Luz do Sul (luz-do-sul-photo): AI Studio made it in another project',
    );
    expect(run.text).toContain('Dashboard → Projects → Import projects, search for “Luz do Sul” (luz-do-sul-photo)');
    expect(run.text).toContain('  ✓ Your Gemini key is of Luz do Sul, which has billing.');
  });

  it('tells her a project without billing cannot keep her photos out of Gemini’s training, and what billing is for', async () => {
    startInCloudShell({}, { billingEnabled: false });
    const run = await terminal([HER_TOKEN, '', '1', '', 'y', HER_GEMINI_KEY, '']);
    expect(run.text).toContain(
      '  ✗ This key is of Luz do Sul, but the project has no billing: Gemini would run on its free tier, where Google may use what is sent (your photos)',
    );
    expect(run.text).toContain('  – The editor’s Translate waits for billing on your project:');
    expect(run.text).toContain('  – Drafted descriptions need a Gemini key of your project.');
    expect(run.kept.answers.geminiKeyProject).toBeUndefined();
    expect(google.world.enabled.has('translate.googleapis.com')).toBe(false);
    // Without a domain and with nothing of hers left, it ends well: billing is for later.
    expect(run.code).toBe(0);
  });

  it('tells her where to switch off Analytics’ history page views when Google refuses the sign-in’s scope, until she says she did', async () => {
    startInCloudShell();
    const later = await terminal([HER_TOKEN, '', '1', '', 'n', '']);
    expect(later.printed).toContainEqual(
      `  ✗ Google does not let this sign-in change Google Analytics. Open ${STREAM_PAGE} (your site's web stream in Google Analytics), press the gear (⚙) beside Enhanced measurement, under Page views press Show advanced settings, switch off “Page changes based on browser history events”, and press Save. Until then each move within your site is counted twice. Then run npm run setup again.`,
    );
    expect(later.code).toBe(1);
    expect(google.world.analytics.pageChangesEnabled).toBe(true);
    // Asked again on the next run: nothing she answered was taken as done.
    const done = await terminal(['', 'y'], later.kept.answers);
    expect(done.asked).toEqual([
      'Your own domain, if you have one (for example www.luzdosul.pt; press Enter if not yet):',
      'Done? (Y, or n for later)',
    ]);
    expect(done.kept.answers.analyticsOffByHand).toBe('412345678/9876543210');
    expect(done.code).toBe(0);
  });

  it('connects the bare domain she gave and www, www redirecting to it, and builds the site for the bare one', async () => {
    startInCloudShell();
    // Her records were in before her first run: Google serves the domain at once.
    google.world.dnsDone = true;
    await terminal([HER_TOKEN, '', '1', 'luzdosul.pt', 'y', '']);
    expect(Object.fromEntries(google.world.customDomains)).toEqual({
      [BARE]: {},
      [HOST]: { redirectTarget: BARE },
    });
    expect(github.state.variables.NEXT_PUBLIC_SITE_URL?.value).toBe(`https://${BARE}`);
  });

  it('asks every question again with --change, and sets up the new answers', async () => {
    startInCloudShell({}, { billingEnabled: true });
    const first = await terminal([...FIRST_DAY]);
    const changed = await terminal([HER_TOKEN, '', '1', 'www.luzdosul.com', HER_GEMINI_KEY], first.kept.answers, [
      '--change',
    ]);
    expect(changed.asked).toEqual([
      'Paste your GitHub token (it starts with github_pat_; it is not shown): [not shown]',
      'Your site’s repository is marta/site. Is this it? (Y/n)',
      'Which is your site’s? (1–2)',
      'Your own domain, if you have one (for example www.luzdosul.pt; press Enter if not yet):',
      'Your Gemini key, for drafted descriptions, if you have made it (it starts with AQ.; press Enter to skip; it is not shown): [not shown]',
    ]);
    // Until Google sees the new domain's records, the site stays where it answers.
    expect(github.state.variables.NEXT_PUBLIC_SITE_URL?.value).toBe(`https://${PROJECT}.web.app`);
    expect([...google.world.customDomains.keys()]).toEqual([HOST, BARE, 'www.luzdosul.com', 'luzdosul.com']);
    expect(changed.kept.answers.domain).toBe('https://www.luzdosul.com');
    expect(changed.text).toContain('  ✓ Your Gemini key is of Luz do Sul, which has billing.');
    // She gave her token again: the link that signs her in is printed again.
    expect(changed.printed).toContain(EDITOR_LINK_WORDS);
  });

  it('names each permission her token lacks as its page does, and goes on once she has given it', async () => {
    startInCloudShell({
      tokenPermissions: { contents: 'write', pull_requests: 'write', statuses: 'read', actions: 'write' },
    });
    const updated = {
      does: () => Object.assign(github.state.tokenPermissions, { actions_variables: 'write', administration: 'write' }),
      then: '',
    };
    const run = await terminal([HER_TOKEN, '', updated, '1', '', 'y', '']);
    expect(run.text).toContain(
      '  ✗ Your token may not yet do all the set-up and your editor need in marta/site: on https://github.com/settings/personal-access-tokens open the token and, under Repository permissions, set Variables: Read and write, Administration: Read and write; press Update (the token stays the same).',
    );
    expect(values(github.state)).toMatchObject({ NEXT_PUBLIC_SITE_URL: `https://${PROJECT}.web.app` });
  });

  it('tells her to make her repository from the template when her token reaches none of hers', async () => {
    startInCloudShell({ reachesRepository: false });
    const chosen = { does: () => (github.state.reachesRepository = true), then: '' };
    const run = await terminal([HER_TOKEN, chosen, '', '1', '', 'y', '']);
    expect(run.text).toContain(
      '  ✗ Your token reaches no repository of yours. Make your repository first: on https://github.com/replace-with-template-owner/algarve-storyteller-photography press “Use this template”',
    );
    expect(run.kept.answers.repository).toBe('marta/site');
  });

  it('says the publish failed, and where GitHub says why', async () => {
    startInCloudShell({ runEnds: 'failure' });
    const run = await terminal([HER_TOKEN, '', '1', '', 'y', '']);
    expect(run.text).toContain(
      '  ✗ The publish did not finish: GitHub says why, in plain words, beside the newest commit at https://github.com/marta/site (the red ✗)',
    );
    expect(run.code).toBe(1);
  });
});
