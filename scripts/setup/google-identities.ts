/**
 * The two identities GitHub's workflows sign in to Google as, without a key (Workload Identity
 * Federation): the live one, admitted only for her repository's `main`, and the preview one,
 * admitted for any run of her repository (a draft's branch included). A Hosting role reaches
 * every site of its project and every channel of each, the live channel included, and IAM
 * conditions cannot narrow it to one site (Firebase Hosting is not among the services IAM's
 * "Resource attributes for IAM Conditions" lists). So the preview identity holds its role on the
 * previews' own project only (google-previews.ts) and nothing on her site's, and the live
 * identity may only read there, the version a Publish copies to the live site.
 */
import { finished, needFound, projectOf, read, send, type Operation, type Waiting } from './google-call';
import type { SetupContext, SetupStep } from './step';

const IAM = 'https://iam.googleapis.com/v1';
const RESOURCE_MANAGER = 'https://cloudresourcemanager.googleapis.com/v1';
const POOL = 'github';
const ISSUER = 'https://token.actions.githubusercontent.com';

type Provider = {
  attributeCondition?: string;
  attributeMapping?: Record<string, string>;
  oidc?: { issuerUri?: string };
  disabled?: boolean;
};

/** Each provider as it must be, for her repository's numeric id (which a rename keeps and a new repository does not). */
const providersFor = (repositoryId: string) =>
  [
    {
      id: 'github',
      variable: 'GCP_WORKLOAD_IDENTITY_PROVIDER',
      provider: {
        displayName: 'GitHub main',
        attributeMapping: {
          'google.subject': 'assertion.sub',
          'attribute.repository_id': 'assertion.repository_id',
          'attribute.ref': 'assertion.ref',
        },
        attributeCondition: `assertion.repository_id == '${repositoryId}' && assertion.ref == 'refs/heads/main'`,
        oidc: { issuerUri: ISSUER },
      },
    },
    {
      id: 'github-previews',
      variable: 'GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER',
      provider: {
        displayName: 'GitHub previews',
        attributeMapping: {
          'google.subject': 'assertion.sub',
          'attribute.repository_id': 'assertion.repository_id',
        },
        attributeCondition: `assertion.repository_id == '${repositoryId}'`,
        oidc: { issuerUri: ISSUER },
      },
    },
  ] as const;

const sameMapping = (a: Record<string, string> = {}, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).toSorted()) === JSON.stringify(Object.entries(b).toSorted());

export const providersStep = (waiting: Waiting): SetupStep => ({
  title: 'GitHub may sign in to Google for your repository only, without a password',
  async run(context) {
    const project = projectOf(context);
    const number = needFound(context, 'GOOGLE_PROJECT_NUMBER');
    const repositoryId = needFound(context, 'GITHUB_REPOSITORY_ID');
    const pools = `${IAM}/projects/${project}/locations/global/workloadIdentityPools`;
    const made: string[] = [];
    const pool = await read<{ state?: string }>(context, `${pools}/${POOL}`);
    // A deleted pool is kept for 30 days under its name, which no new pool may take meanwhile.
    if (pool?.state === 'DELETED') return deletedTodo(project, 'pool "github"');
    if (!pool) {
      const operation = await send<Operation>(context, 'POST', `${pools}?workloadIdentityPoolId=${POOL}`, {
        displayName: 'GitHub',
      });
      // Providers can be made only in a pool that exists.
      await finished(context, IAM, operation, waiting);
      made.push('pool “github”');
    }
    const found: Record<string, string> = {};
    for (const { id, variable, provider } of providersFor(repositoryId)) {
      const url = `${pools}/${POOL}/providers/${id}`;
      found[variable] = `projects/${number}/locations/global/workloadIdentityPools/${POOL}/providers/${id}`;
      const current = await read<Provider & { state?: string }>(context, url);
      if (current?.state === 'DELETED') return deletedTodo(project, `sign-in "${id}"`);
      if (!current) {
        await send(context, 'POST', `${pools}/${POOL}/providers?workloadIdentityPoolProviderId=${id}`, provider);
        made.push(`sign-in “${id}”`);
        continue;
      }
      const mask = [
        current.attributeCondition !== provider.attributeCondition ? 'attributeCondition' : '',
        sameMapping(current.attributeMapping, provider.attributeMapping) ? '' : 'attributeMapping',
        current.oidc?.issuerUri !== ISSUER ? 'oidc' : '',
        current.disabled === true ? 'disabled' : '',
      ].filter(Boolean);
      if (mask.length === 0) continue;
      await send(context, 'PATCH', `${url}?updateMask=${mask.join(',')}`, { ...provider, disabled: false });
      made.push(`sign-in “${id}” changed: ${mask.join(', ')}`);
    }
    return made.length > 0
      ? {
          status: 'made',
          said: `Let GitHub sign in to Google for your repository only, without a password (Workload Identity Federation: ${made.join(', ')}).`,
          found,
        }
      : { status: 'already', found };
  },
});

const deletedTodo = (project: string, what: string) =>
  ({
    status: 'todo',
    todo: `The ${what} was deleted and Google keeps its name for 30 days. Open https://console.cloud.google.com/iam-admin/workload-identity-pools?project=${project}, show the deleted ones, restore the ${what}, then run npm run setup again.`,
  }) as const;

type Binding = { role?: string; members?: string[]; condition?: { title?: string; expression?: string } };
type Policy = { version?: number; etag?: string; bindings?: Binding[] };
type PolicyChange = (policy: Policy) => Policy | null;

/** The policy with `member` holding `role` whatever the conditions (a binding without one); null when it already does. */
const granting =
  (role: string, member: string): PolicyChange =>
  (policy) => {
    const bindings = policy.bindings ?? [];
    const target = bindings.find((binding) => binding.role === role && !binding.condition);
    if (target?.members?.includes(member)) return null;
    const kept = bindings.map((binding) =>
      binding === target ? { ...binding, members: [...(binding.members ?? []), member] } : binding,
    );
    return withVersion(policy, target ? kept : [...kept, { role, members: [member] }]);
  };

/** The policy with `member` in no binding at all, under any role or condition; null when it is in none. */
const removing =
  (member: string): PolicyChange =>
  (policy) => {
    const bindings = policy.bindings ?? [];
    if (!bindings.some((binding) => binding.members?.includes(member))) return null;
    const kept = bindings
      .map((binding) => ({ ...binding, members: binding.members?.filter((other) => other !== member) }))
      .filter((binding) => (binding.members ?? []).length > 0);
    return withVersion(policy, kept);
  };

// Conditions need policy version 3: written as version 1, someone else's conditional binding would be dropped.
const withVersion = (policy: Policy, bindings: Binding[]): Policy => ({ ...policy, version: 3, bindings });

/** Every change in turn, as one write; null when none changes anything. */
const together =
  (...changes: PolicyChange[]): PolicyChange =>
  (policy) => {
    let changed: Policy | null = null;
    for (const change of changes) changed = change(changed ?? policy) ?? changed;
    return changed;
  };

const account = (name: string, project: string) => `${name}@${project}.iam.gserviceaccount.com`;

/**
 * Reads a policy, changes it, and writes it back with the etag read, so no one else's change is
 * lost. The policy as it was read when it changed; null when it already was so.
 */
async function changePolicy(
  context: SetupContext,
  readUrl: string,
  writeUrl: string,
  readBody: unknown,
  change: PolicyChange,
): Promise<Policy | null> {
  const policy = await send<Policy>(context, 'POST', readUrl, readBody);
  const changed = change(policy);
  if (!changed) return null;
  await send(context, 'POST', writeUrl, { policy: changed });
  return policy;
}

const HOSTING_ADMIN = 'roles/firebasehosting.admin';
const HOSTING_VIEWER = 'roles/firebasehosting.viewer';

export const serviceAccountsStep: SetupStep = {
  title: 'GitHub may publish your site from your main branch only, and drafts’ previews apart',
  async run(context) {
    const project = projectOf(context);
    const number = needFound(context, 'GOOGLE_PROJECT_NUMBER');
    const repositoryId = needFound(context, 'GITHUB_REPOSITORY_ID');
    const pool = `principalSet://iam.googleapis.com/projects/${number}/locations/global/workloadIdentityPools/${POOL}`;
    const accounts = [
      // Only the live site's workflow runs on main.
      { name: 'site-deploy', displayName: 'Deploys the live site', principal: `${pool}/attribute.ref/refs/heads/main` },
      {
        name: 'preview-deploy',
        displayName: "Deploys drafts' previews",
        principal: `${pool}/attribute.repository_id/${repositoryId}`,
      },
    ] as const;
    // The accounts made or given a role on this run.
    const made = new Set<string>();
    for (const { name, displayName, principal } of accounts) {
      const email = account(name, project);
      const url = `${IAM}/projects/${project}/serviceAccounts/${email}`;
      if (!(await read(context, url))) {
        await send(context, 'POST', `${IAM}/projects/${project}/serviceAccounts`, {
          accountId: name,
          serviceAccount: { displayName },
        });
        made.add(name);
      }
      const granted = await changePolicy(
        context,
        `${url}:getIamPolicy`,
        `${url}:setIamPolicy`,
        undefined,
        granting('roles/iam.workloadIdentityUser', principal),
      );
      if (granted) made.add(name);
    }
    const live = `serviceAccount:${account('site-deploy', project)}`;
    const preview = `serviceAccount:${account('preview-deploy', project)}`;
    const onProject = (id: string, change: PolicyChange) =>
      changePolicy(
        context,
        `${RESOURCE_MANAGER}/projects/${id}:getIamPolicy`,
        `${RESOURCE_MANAGER}/projects/${id}:setIamPolicy`,
        { options: { requestedPolicyVersion: 3 } },
        change,
      );
    // Her site's project: the live account releases there; the preview account holds nothing there,
    // whatever an earlier set-up gave it (a role under a condition naming a previews site). Taken
    // away first, so that it goes even when the previews' project is not ready yet.
    const grantLive = granting(HOSTING_ADMIN, live);
    const noPreview = removing(preview);
    const before = await onProject(project, together(grantLive, noPreview));
    if (before && grantLive(before)) made.add('site-deploy');
    const takenAway = before !== null && noPreview(before) !== null;
    const found = {
      GCP_SERVICE_ACCOUNT: account('site-deploy', project),
      GCP_PREVIEW_SERVICE_ACCOUNT: account('preview-deploy', project),
    };
    const previews = context.found.FIREBASE_PREVIEW_PROJECT;
    // Its own line above says what she does for it; the live site does not wait for previews.
    if (!previews)
      return {
        status: 'later',
        said: `GitHub may publish your site from your main branch only${takenAway ? `, and the preview account no longer has a role on ${project}` : ''}; drafts’ previews wait for their own Google project (the line about it above says what to do).`,
        found,
      };
    // The previews' project: the preview account deploys there; the live account reads there the
    // version a Publish copies to the live site.
    if (await onProject(previews, together(granting(HOSTING_ADMIN, preview), granting(HOSTING_VIEWER, live))))
      made.add('preview-deploy');
    const said = [
      made.size > 0
        ? `Let GitHub publish your site, from your main branch only, and each draft’s preview on the project ${previews} (service accounts ${[...made].join(' and ')}).`
        : '',
      takenAway
        ? `Took away the preview account’s role on your site’s project ${project}: drafts’ previews reach ${previews} only.`
        : '',
    ].filter(Boolean);
    return said.length > 0 ? { status: 'made', said: said.join(' '), found } : { status: 'already', found };
  },
};
