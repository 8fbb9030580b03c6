/**
 * The two identities GitHub's workflows sign in to Google as, without a key (Workload Identity
 * Federation): the live one, admitted only for her repository's `main`, and the preview one,
 * admitted for any run of her repository, meant to deploy to the previews site only. A Hosting
 * role reaches every channel of a site, the live channel included, so the preview identity's role
 * carries a condition naming the previews site.
 *
 * That condition is NOT proven to bind: it reads `resource.name`, and IAM's "Resource attributes
 * for IAM Conditions" says "Resource attributes are available for the Google Cloud services and
 * resource types that are listed on this page. Other services and resource types do not recognize
 * resource attributes."; Firebase Hosting (firebasehosting.googleapis.com) is not listed. What the
 * role grants on the real Google is therefore unknown (possibly nothing, possibly the live site
 * too). Scoped by construction would be previews on a Firebase project of their own, where the
 * preview identity holds its role and the live identity none (README, "What is not proven").
 */
import { finished, needFound, projectOf, read, send, type Operation, type Waiting } from './google-call';
import { previewSiteOf } from './google-firebase';
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

/** A binding's condition, compared by its expression only (the title is a label). */
const sameCondition = (a: Binding['condition'], b: Binding['condition']) => a?.expression === b?.expression;

/**
 * The policy with `member` holding `role` under `condition` (none: always), and, when `exclusive`,
 * without it holding `role` under any other condition. Null when it already is so.
 */
function withBinding(
  policy: Policy,
  role: string,
  member: string,
  condition?: Binding['condition'],
  exclusive = false,
): Policy | null {
  const bindings = policy.bindings ?? [];
  const has = bindings.some(
    (binding) =>
      binding.role === role && sameCondition(binding.condition, condition) && binding.members?.includes(member),
  );
  const elsewhere = (binding: Binding) =>
    exclusive && binding.role === role && !sameCondition(binding.condition, condition);
  const stray = bindings.some((binding) => elsewhere(binding) && binding.members?.includes(member));
  if (has && !stray) return null;
  const kept = bindings
    .map((binding) =>
      elsewhere(binding) ? { ...binding, members: binding.members?.filter((other) => other !== member) } : binding,
    )
    .filter((binding) => (binding.members ?? []).length > 0);
  const target = kept.find((binding) => binding.role === role && sameCondition(binding.condition, condition));
  if (target && !target.members?.includes(member)) target.members = [...(target.members ?? []), member];
  if (!target) kept.push({ role, members: [member], ...(condition ? { condition } : {}) });
  // Conditions need policy version 3; a version 1 policy would drop them.
  return { ...policy, version: 3, bindings: kept };
}

const account = (name: string, project: string) => `${name}@${project}.iam.gserviceaccount.com`;

/** Reads a policy, changes it, and writes it back with the etag read, so no one else's change is lost. */
async function changePolicy(
  context: SetupContext,
  readUrl: string,
  writeUrl: string,
  readBody: unknown,
  change: (policy: Policy) => Policy | null,
): Promise<boolean> {
  const policy = await send<Policy>(context, 'POST', readUrl, readBody);
  const changed = change(policy);
  if (!changed) return false;
  await send(context, 'POST', writeUrl, { policy: changed });
  return true;
}

export const serviceAccountsStep: SetupStep = {
  title: 'GitHub may publish your site from your main branch only, and drafts’ previews apart',
  async run(context) {
    const project = projectOf(context);
    const number = needFound(context, 'GOOGLE_PROJECT_NUMBER');
    const repositoryId = needFound(context, 'GITHUB_REPOSITORY_ID');
    const pool = `principalSet://iam.googleapis.com/projects/${number}/locations/global/workloadIdentityPools/${POOL}`;
    const accounts = [
      {
        name: 'site-deploy',
        displayName: 'Deploys the live site',
        principal: `${pool}/attribute.ref/refs/heads/main`,
        // Only the live site's workflow runs on main.
        condition: undefined,
      },
      {
        name: 'preview-deploy',
        displayName: "Deploys drafts' previews",
        principal: `${pool}/attribute.repository_id/${repositoryId}`,
        condition: {
          title: 'previews-only',
          expression: `resource.name.endsWith("/sites/${previewSiteOf(project)}")`,
        },
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
      const granted = await changePolicy(context, `${url}:getIamPolicy`, `${url}:setIamPolicy`, undefined, (policy) =>
        withBinding(policy, 'roles/iam.workloadIdentityUser', principal),
      );
      if (granted) made.add(name);
    }
    const projectPolicy = `${RESOURCE_MANAGER}/projects/${project}`;
    for (const { name, condition } of accounts) {
      const member = `serviceAccount:${account(name, project)}`;
      const granted = await changePolicy(
        context,
        `${projectPolicy}:getIamPolicy`,
        `${projectPolicy}:setIamPolicy`,
        { options: { requestedPolicyVersion: 3 } },
        // The preview account's role is meant for the previews site only (unproven, above): any
        // unconditioned grant of it is taken away.
        (policy) => withBinding(policy, 'roles/firebasehosting.admin', member, condition, condition !== undefined),
      );
      if (granted) made.add(name);
    }
    const found = {
      GCP_SERVICE_ACCOUNT: account('site-deploy', project),
      GCP_PREVIEW_SERVICE_ACCOUNT: account('preview-deploy', project),
    };
    return made.size > 0
      ? {
          status: 'made',
          said: `Let GitHub publish your site, from your main branch only, and each draft’s preview on the previews site (service accounts ${[...made].join(' and ')}).`,
          found,
        }
      : { status: 'already', found };
  },
};
