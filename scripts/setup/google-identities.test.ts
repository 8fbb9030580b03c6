/** @jest-environment node */
import {
  EARLIER_FOUND,
  googleContext,
  standInWithServicesOn,
  NO_WAIT,
  type GoogleStandIn,
} from '@/test-support/setup/google-stand-in';
import { providersStep, serviceAccountsStep } from './google-identities';
import { previewsProjectStep } from './google-previews';

const pool = 'projects/123456789012/locations/global/workloadIdentityPools/github';
const providerNames = {
  GCP_WORKLOAD_IDENTITY_PROVIDER: `${pool}/providers/github`,
  GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER: `${pool}/providers/github-previews`,
};
// README's "Settings and deploying" commands, as the oracle.
const live = {
  attributeCondition: "assertion.repository_id == '987654321' && assertion.ref == 'refs/heads/main'",
  attributeMapping: {
    'google.subject': 'assertion.sub',
    'attribute.repository_id': 'assertion.repository_id',
    'attribute.ref': 'assertion.ref',
  },
  oidc: { issuerUri: 'https://token.actions.githubusercontent.com' },
};
const preview = {
  attributeCondition: "assertion.repository_id == '987654321'",
  attributeMapping: { 'google.subject': 'assertion.sub', 'attribute.repository_id': 'assertion.repository_id' },
  oidc: { issuerUri: 'https://token.actions.githubusercontent.com' },
};

describe('the sign-in providers step', () => {
  it("makes the pool and both providers, the live one admitting only her repository's main", async () => {
    const standIn = standInWithServicesOn({ operationPolls: 1 });
    const outcome = await providersStep(NO_WAIT).run(googleContext(standIn, EARLIER_FOUND));
    expect(outcome).toMatchObject({ status: 'made', found: providerNames });
    expect(standIn.world.providers.get('github/github')).toMatchObject(live);
    expect(standIn.world.providers.get('github/github-previews')).toMatchObject(preview);
    expect(standIn.violations).toEqual([]);
  });

  it('changes nothing when both providers are as they must be', async () => {
    const standIn = standInWithServicesOn({
      pools: new Set(['github']),
      providers: new Map([
        ['github/github', live],
        ['github/github-previews', preview],
      ]),
    });
    expect(await providersStep(NO_WAIT).run(googleContext(standIn, EARLIER_FOUND))).toEqual({
      status: 'already',
      found: providerNames,
    });
    expect(standIn.writes()).toEqual([]);
  });

  it('sets back a provider that admits another repository, sending only the condition', async () => {
    const other = { ...preview, attributeCondition: "assertion.repository_id == '111'" };
    const standIn = standInWithServicesOn({
      pools: new Set(['github']),
      providers: new Map([
        ['github/github', live],
        ['github/github-previews', other],
      ]),
    });
    const outcome = await providersStep(NO_WAIT).run(googleContext(standIn, EARLIER_FOUND));
    expect(outcome).toMatchObject({
      status: 'made',
      said: expect.stringContaining('sign-in “github-previews” changed: attributeCondition') as unknown,
    });
    expect(standIn.world.providers.get('github/github-previews')).toMatchObject(preview);
    expect(standIn.writes().map((call) => new URL(call.url).searchParams.get('updateMask'))).toEqual([
      'attributeCondition',
    ]);
    expect(standIn.violations).toEqual([]);
  });

  it('asks her to restore a deleted provider, whose name Google keeps, making nothing', async () => {
    const standIn = standInWithServicesOn({
      pools: new Set(['github']),
      providers: new Map([['github/github', live]]),
      deleted: new Set(['github/github']),
    });
    expect(await providersStep(NO_WAIT).run(googleContext(standIn, EARLIER_FOUND))).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining('restore the sign-in "github"') as unknown,
    });
    expect(standIn.writes()).toEqual([]);
  });

  it("stops with a plain error when the repository's id was not found", async () => {
    const standIn = standInWithServicesOn();
    const found: Record<string, string> = { ...EARLIER_FOUND };
    delete found.GITHUB_REPOSITORY_ID;
    await expect(providersStep(NO_WAIT).run(googleContext(standIn, found))).rejects.toThrow(
      'GITHUB_REPOSITORY_ID is missing',
    );
    expect(standIn.writes()).toEqual([]);
  });
});

describe('the deploying accounts step', () => {
  const site = 'serviceAccount:site-deploy@rita-photo.iam.gserviceaccount.com';
  const previewAccount = 'serviceAccount:preview-deploy@rita-photo.iam.gserviceaccount.com';
  const accounts = {
    GCP_SERVICE_ACCOUNT: 'site-deploy@rita-photo.iam.gserviceaccount.com',
    GCP_PREVIEW_SERVICE_ACCOUNT: 'preview-deploy@rita-photo.iam.gserviceaccount.com',
  };
  const owner = { role: 'roles/owner', members: ['user:rita@example.pt'] };
  /** Her site's project: the live account's role, and nothing of the preview account's. */
  const onHers = [owner, { role: 'roles/firebasehosting.admin', members: [site] }];
  /** The previews' project: the preview account deploys, the live account reads what it promotes. */
  const onPreviews = [
    owner,
    { role: 'roles/firebasehosting.admin', members: [previewAccount] },
    { role: 'roles/firebasehosting.viewer', members: [site] },
  ];

  /** The stand-in after the previews project step, with what it found. */
  async function withPreviewsProject(change: Parameters<typeof standInWithServicesOn>[0] = {}) {
    const standIn = standInWithServicesOn(change);
    const outcome = await previewsProjectStep(NO_WAIT).run(googleContext(standIn, EARLIER_FOUND));
    return { standIn, found: { ...EARLIER_FOUND, ...outcome.found } };
  }
  const previewsPolicy = (standIn: GoogleStandIn) => standIn.world.madeProjects.get('rita-photo-previews')!.policy;

  it('makes both accounts and their sign-ins; the preview account’s role is on the previews project only', async () => {
    const { standIn, found } = await withPreviewsProject();
    expect(await serviceAccountsStep.run(googleContext(standIn, found))).toMatchObject({
      status: 'made',
      found: accounts,
    });
    const { projectPolicy, serviceAccounts } = standIn.world;
    expect(projectPolicy.bindings).toEqual(onHers);
    expect(previewsPolicy(standIn).bindings).toEqual(onPreviews);
    expect(serviceAccounts.get(accounts.GCP_SERVICE_ACCOUNT)?.policy.bindings).toEqual([
      {
        role: 'roles/iam.workloadIdentityUser',
        members: [`principalSet://iam.googleapis.com/${pool}/attribute.ref/refs/heads/main`],
      },
    ]);
    expect(serviceAccounts.get(accounts.GCP_PREVIEW_SERVICE_ACCOUNT)?.policy.bindings).toEqual([
      {
        role: 'roles/iam.workloadIdentityUser',
        members: [`principalSet://iam.googleapis.com/${pool}/attribute.repository_id/987654321`],
      },
    ]);
    expect(standIn.violations).toEqual([]);
  });

  it('changes nothing on a second run', async () => {
    const { standIn, found } = await withPreviewsProject();
    await serviceAccountsStep.run(googleContext(standIn, found));
    const before = standIn.writes().length;
    expect(await serviceAccountsStep.run(googleContext(standIn, found))).toEqual({
      status: 'already',
      found: accounts,
    });
    expect(standIn.writes()).toHaveLength(before);
  });

  it('takes away every role of the preview account’s on her site’s project, an earlier set-up’s conditional one too', async () => {
    const { standIn, found } = await withPreviewsProject();
    await serviceAccountsStep.run(googleContext(standIn, found));
    const { projectPolicy } = standIn.world;
    const someoneElses = {
      role: 'roles/viewer',
      members: ['user:ana@example.pt'],
      condition: { title: 'until-2027', expression: 'request.time < timestamp("2027-01-01T00:00:00Z")' },
    };
    projectPolicy.bindings = [
      owner,
      { role: 'roles/firebasehosting.admin', members: [site, previewAccount] },
      {
        role: 'roles/firebasehosting.admin',
        members: [previewAccount],
        condition: { title: 'previews-only', expression: 'resource.name.endsWith("/sites/rita-photo-previews")' },
      },
      someoneElses,
    ];
    expect(await serviceAccountsStep.run(googleContext(standIn, found))).toEqual({
      status: 'made',
      said: 'Took away the preview account’s role on your site’s project rita-photo: drafts’ previews reach rita-photo-previews only.',
      found: accounts,
    });
    expect(projectPolicy.bindings).toEqual([...onHers, someoneElses]);
    expect(projectPolicy.version).toBe(3);
    expect(standIn.violations).toEqual([]);
  });

  it('takes the preview account’s role on her project away even when the previews project is not there yet', async () => {
    const standIn = standInWithServicesOn();
    standIn.world.projectPolicy.bindings = [owner, { role: 'roles/firebasehosting.admin', members: [previewAccount] }];
    expect(await serviceAccountsStep.run(googleContext(standIn, EARLIER_FOUND))).toEqual({
      status: 'later',
      said: 'GitHub may publish your site from your main branch only, and the preview account no longer has a role on rita-photo; drafts’ previews wait for their own Google project (the line about it above says what to do).',
      found: accounts,
    });
    expect(standIn.world.projectPolicy.bindings).toEqual(onHers);
  });

  it("stops with Google's words when someone else changed the policy meanwhile", async () => {
    const { standIn, found } = await withPreviewsProject({
      failing: new Map([
        ['projects.setIamPolicy', { status: 409, code: 'ABORTED', message: 'There were concurrent policy changes.' }],
      ]),
    });
    await expect(serviceAccountsStep.run(googleContext(standIn, found))).rejects.toThrow('concurrent policy changes');
  });
});
