/**
 * `npm run setup`'s GitHub steps (the contract is step.ts). The repository step runs first and
 * tells the others which repository, whose, and whether it is private; the settings steps run
 * last, once the Google steps have found the values the workflows read:
 * - every Actions variable .github/workflows/*.yml read (variables, never secrets: the site's
 *   pages carry the NEXT_PUBLIC_* ones), from what the steps found, her address and her answers;
 * - the `production` environment, which the live job runs in, limited to main where her plan
 *   allows it;
 * - the default workflow permissions: read only, since every workflow asks for what it needs;
 * - main's workflow run again when a variable changed after its latest run began, so that the
 *   site is built with them; never when nothing changed.
 * Each reads GitHub first and writes only what differs: GitHub is the record of what was done.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import yaml from 'js-yaml';
import { DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import type { SetupContext, SetupStep, StepOutcome } from './step';

const GITHUB_API = 'https://api.github.com';
const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };
/** The environment ci.yml's live job and put-back.yml run in, and the only branch that may deploy to it. */
const PRODUCTION = 'production';
const MAIN = 'main';
/** The workflow that checks and publishes main. */
const MAIN_WORKFLOW = 'ci.yml';

const todo = (words: string): StepOutcome => ({ status: 'todo', todo: words });

/** Words for an answer a step cannot act on: a refusal of the moment (a 503), told plainly. */
const unexpected = (answer: Response, what: string) =>
  new Error(`GitHub did not answer as expected (${answer.status}) ${what}: run npm run setup again in a few minutes.`);

/** A call to the repository's part of GitHub's API; null when the repository step found none. */
function repositoryCall(context: Pick<SetupContext, 'found' | 'github'>) {
  const repository = context.found.GITHUB_REPOSITORY;
  if (!repository) return null;
  return (method: string, route: string, body?: unknown) =>
    context.github(`${GITHUB_API}/repos/${repository}${route}`, {
      method,
      headers: body === undefined ? HEADERS : { ...HEADERS, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

const NO_REPOSITORY = todo('Not done: the GitHub repository is not known (see the first line).');

/** A refusal of a setting only the repository's admins may change. */
const notAdmin = (context: SetupContext, what: string) =>
  todo(
    `Your GitHub account may not change ${what} of ${context.found.GITHUB_REPOSITORY}: only its admins may. Ask its owner to give you the Admin role (Settings → Collaborators), or to run npm run setup.`,
  );

// ---------------------------------------------------------------------------------------------
// The repository

/** owner/name of a GitHub remote's address (https or ssh), or undefined for any other host. */
export function repositoryOfRemote(url: string): string | undefined {
  return /github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];
}

const gitOrigin = async (): Promise<string | undefined> => {
  try {
    const { stdout } = await promisify(execFile)('git', ['remote', 'get-url', 'origin']);
    return stdout.trim();
  } catch {
    return undefined;
  }
};

/** The repository step, reading the folder's remote through `origin`. */
export const repositoryStep = (origin: () => Promise<string | undefined> = gitOrigin): SetupStep => ({
  title: 'This folder’s GitHub repository is known.',
  async run(context) {
    const remote = await origin();
    const repository = remote === undefined ? undefined : repositoryOfRemote(remote);
    if (!repository)
      return todo(
        `This folder has no GitHub repository as its origin${remote ? ` (it is ${remote})` : ''}: make one on github.com (New repository, Private), then run git remote add origin https://github.com/OWNER/NAME.git and git push -u origin main.`,
      );
    const answer = await context.github(`${GITHUB_API}/repos/${repository}`, { headers: HEADERS });
    if (answer.status === 403 || answer.status === 404)
      return todo(
        `GitHub shows your account no repository ${repository}: check the address (git remote get-url origin), and sign in with gh as an account that has it (gh auth status).`,
      );
    if (!answer.ok) throw unexpected(answer, `about the repository ${repository}`);
    const repo = (await answer.json()) as { id: number; full_name: string; private: boolean; owner: { type: string } };
    return {
      status: 'already',
      found: {
        GITHUB_REPOSITORY: repo.full_name,
        GITHUB_REPOSITORY_ID: String(repo.id),
        GITHUB_OWNER_TYPE: repo.owner.type === 'Organization' ? 'Organization' : 'User',
        GITHUB_PRIVATE: String(repo.private),
      },
    };
  },
});

export const githubRepositoryStep: SetupStep = repositoryStep();

// ---------------------------------------------------------------------------------------------
// The workflows' variables

type Variable = {
  name: string;
  /** Its value, when the steps or her answers give one. */
  value(context: SetupContext): string | undefined;
  /** What to do when no value is given and GitHub has none; none: it may stay unset. */
  missing?: string;
};

const fromFound = (name: string, missing?: string): Variable => ({
  name,
  value: (context) => context.found[name]?.trim() || undefined,
  missing,
});

const GOOGLE_MISSING = (name: string) =>
  `${name} is not known: the Google steps above did not find it. Run npm run setup again once they pass.`;

/** What the Google steps find (step.ts names them): Hosting, the two identities and the web app. */
const GOOGLE_VARIABLES: readonly Variable[] = [
  ...[
    'FIREBASE_SITE',
    'FIREBASE_PREVIEW_SITE',
    'GCP_WORKLOAD_IDENTITY_PROVIDER',
    'GCP_SERVICE_ACCOUNT',
    'GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER',
    'GCP_PREVIEW_SERVICE_ACCOUNT',
    'NEXT_PUBLIC_FIREBASE_API_KEY',
    'NEXT_PUBLIC_FIREBASE_APP_ID',
    'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
    'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  ].map((name) => fromFound(name, GOOGLE_MISSING(name))),
  // Only when Analytics is linked to the Firebase project: without it the site counts nothing.
  fromFound('NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID'),
];

const SITE_VARIABLES: readonly Variable[] = [
  {
    name: 'NEXT_PUBLIC_SITE_URL',
    // The address as the site writes it into its links: without a trailing slash.
    value: (context) => context.domain.trim().replace(/\/+$/, '') || undefined,
    missing: 'The site’s address is not known: run npm run setup again and give it (https://www.…).',
  },
  // The name the site falls back to: the consent cookie keeps it whatever the variable says.
  { name: 'NEXT_PUBLIC_CONSENT_COOKIE_NAME', value: () => DEFAULT_CONSENT_COOKIE_NAME },
];

/** EmailJS has no API that shows them: she copies each from its dashboard, and the orchestrator asks. */
export const EMAILJS_VARIABLES: readonly Variable[] = [
  fromFound(
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: in EmailJS’s dashboard, Account → General → API keys → Public Key.',
  ),
  fromFound(
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID: in EmailJS’s dashboard, Email Services → your service → Service ID (service_…).',
  ),
  fromFound(
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: in EmailJS’s dashboard, Email Templates → your template → Settings → Template ID (template_…).',
  ),
];

/** Every variable the steps set, by name. */
export const SETUP_VARIABLES: readonly string[] = [...GOOGLE_VARIABLES, ...SITE_VARIABLES, ...EMAILJS_VARIABLES].map(
  (variable) => variable.name,
);

type RepositoryCall = NonNullable<ReturnType<typeof repositoryCall>>;

/** Every variable of the repository, with when it last changed; null when GitHub refused to show them. */
async function repositoryVariables(
  call: RepositoryCall,
): Promise<Map<string, { value: string; updated_at: string }> | null> {
  const variables = new Map<string, { value: string; updated_at: string }>();
  // GitHub gives at most 30 a page.
  for (let page = 1; ; page++) {
    const answer = await call('GET', `/actions/variables?per_page=30&page=${page}`);
    if (answer.status === 403 || answer.status === 404) return null;
    if (!answer.ok) throw unexpected(answer, 'when asked for the repository’s variables');
    const body = (await answer.json()) as {
      total_count: number;
      variables: { name: string; value: string; updated_at: string }[];
    };
    for (const { name, value, updated_at } of body.variables) variables.set(name, { value, updated_at });
    if (body.variables.length === 0 || variables.size >= body.total_count) return variables;
  }
}

/** The repository's variables by name, as the orchestrator reads them before asking her; null when refused. */
export async function githubVariables(
  github: SetupContext['github'],
  repository: string,
): Promise<Record<string, string> | null> {
  const call = repositoryCall({ found: { GITHUB_REPOSITORY: repository }, github })!;
  const variables = await repositoryVariables(call);
  return variables && Object.fromEntries([...variables].map(([name, { value }]) => [name, value]));
}

function variablesStep(title: string, variables: readonly Variable[]): SetupStep {
  return {
    title,
    async run(context) {
      const call = repositoryCall(context);
      if (!call) return NO_REPOSITORY;
      const current = await repositoryVariables(call);
      if (!current) return notAdmin(context, 'the variables');
      const added: string[] = [];
      const changed: string[] = [];
      const missing: string[] = [];
      for (const variable of variables) {
        const value = variable.value(context);
        const now = current.get(variable.name)?.value;
        if (value === undefined) {
          if (now === undefined && variable.missing) missing.push(variable.missing);
          continue;
        }
        if (value === now) continue;
        const answer =
          now === undefined
            ? await call('POST', '/actions/variables', { name: variable.name, value })
            : await call('PATCH', `/actions/variables/${variable.name}`, { name: variable.name, value });
        if (answer.status === 403 || answer.status === 404) return notAdmin(context, 'the variables');
        if (!answer.ok) throw unexpected(answer, `when ${variable.name} was saved`);
        (now === undefined ? added : changed).push(variable.name);
      }
      const said = [
        added.length > 0 ? `Set the GitHub variables ${added.join(', ')}.` : '',
        changed.length > 0 ? `Changed ${changed.join(', ')} to what the services say now.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (missing.length > 0) return todo(`${said ? `${said} ` : ''}Still missing: ${missing.join(' ')}`);
      return said ? { status: 'made', said } : { status: 'already' };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The production environment

type BranchPolicy = { protected_branches: boolean; custom_branch_policies: boolean } | null;

/** What her plan gives in the environment's place, true only once the Google steps made the live identity. */
function planWithoutEnvironments(context: SetupContext): StepOutcome {
  // The paid plan that would allow it: Pro for a person's account, Team for an organisation's.
  const paid = context.found.GITHUB_OWNER_TYPE === 'Organization' ? 'GitHub Team' : 'GitHub Pro';
  const limit = `GitHub Free gives a private repository no environments, so “${PRODUCTION}” cannot be limited to ${MAIN} (${paid} can).`;
  const instead = `In its place, Google lets the live site’s identity in only for this repository (id ${context.found.GITHUB_REPOSITORY_ID}) and its ${MAIN} branch, so a draft cannot publish the site.`;
  return context.found.GCP_WORKLOAD_IDENTITY_PROVIDER
    ? { status: 'already', said: `${limit} ${instead}` }
    : todo(`${limit} ${instead} The Google steps above have not made that identity yet: run npm run setup again.`);
}

const environmentStep: SetupStep = {
  title: `The “${PRODUCTION}” environment publishes only from ${MAIN}.`,
  async run(context) {
    const call = repositoryCall(context);
    if (!call) return NO_REPOSITORY;
    const route = `/environments/${PRODUCTION}`;
    const read = await call('GET', route);
    if (read.status !== 200 && read.status !== 404) throw unexpected(read, `about the “${PRODUCTION}” environment`);
    const policy =
      read.status === 200
        ? ((await read.json()) as { deployment_branch_policy?: BranchPolicy }).deployment_branch_policy
        : undefined;
    const made: string[] = [];
    if (policy?.custom_branch_policies !== true || policy.protected_branches !== false) {
      // Selected branches only: protected branches and a list of names are one or the other.
      const put = await call('PUT', route, {
        deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
      });
      // GitHub Free cannot configure environments for a private repository: GitHub refuses with
      // the one refusal its description gives, a 422.
      if (put.status === 422 && context.found.GITHUB_PRIVATE === 'true') return planWithoutEnvironments(context);
      if (put.status === 403 || put.status === 404) return notAdmin(context, 'the environments');
      if (!put.ok) throw unexpected(put, `when the “${PRODUCTION}” environment was saved`);
      made.push(
        read.status === 404 ? `Made the “${PRODUCTION}” environment` : `Limited “${PRODUCTION}” to chosen branches`,
      );
    }
    const list = await call('GET', `${route}/deployment-branch-policies?per_page=100`);
    if (!list.ok) throw unexpected(list, `about the branches of “${PRODUCTION}”`);
    const { branch_policies } = (await list.json()) as { branch_policies: { name?: string; type?: string }[] };
    if (!branch_policies.some((each) => each.name === MAIN && each.type !== 'tag')) {
      const post = await call('POST', `${route}/deployment-branch-policies`, { name: MAIN, type: 'branch' });
      if (post.status === 403) return notAdmin(context, 'the environments');
      // 303: the same name is there already.
      if (!post.ok && post.status !== 303) throw unexpected(post, `when ${MAIN} was allowed into “${PRODUCTION}”`);
      made.push(`allowed only ${MAIN} to publish in it`);
    }
    return made.length > 0 ? { status: 'made', said: `${made.join(', and ')}.` } : { status: 'already' };
  },
};

// ---------------------------------------------------------------------------------------------
// The workflows' default permissions

export type Workflow = { file: string; text: string };

export const readWorkflows = (root: string = process.cwd()): Workflow[] => {
  const folder = path.join(root, '.github', 'workflows');
  return readdirSync(folder)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));
};

/**
 * The default permissions GitHub's token needs: read only when every workflow (or else every job
 * of it) says what it asks for, since a `permissions:` key replaces the default; write otherwise.
 */
export function neededDefaultPermissions(workflows: readonly Workflow[]): 'read' | 'write' {
  const declares = ({ text }: Workflow) => {
    const workflow = yaml.load(text) as { permissions?: unknown; jobs?: Record<string, { permissions?: unknown }> };
    return (
      workflow.permissions !== undefined ||
      Object.values(workflow.jobs ?? {}).every((job) => job.permissions !== undefined)
    );
  };
  return workflows.every(declares) ? 'read' : 'write';
}

const permissionsStep = (workflows: readonly Workflow[] = readWorkflows()): SetupStep => {
  const wanted = neededDefaultPermissions(workflows);
  return {
    title: `The workflows’ default permissions are ${wanted === 'read' ? 'read only: each job asks for what it needs' : 'read and write'}.`,
    async run(context) {
      const call = repositoryCall(context);
      if (!call) return NO_REPOSITORY;
      const read = await call('GET', '/actions/permissions/workflow');
      if (read.status === 403 || read.status === 404) return notAdmin(context, 'the workflows’ permissions');
      if (!read.ok) throw unexpected(read, 'about the workflows’ permissions');
      const now = (await read.json()) as {
        default_workflow_permissions: string;
        can_approve_pull_request_reviews: boolean;
      };
      // No workflow approves a pull request: the drafts are merged by her, when she presses Publish.
      if (now.default_workflow_permissions === wanted && !now.can_approve_pull_request_reviews)
        return { status: 'already' };
      const put = await call('PUT', '/actions/permissions/workflow', {
        default_workflow_permissions: wanted,
        can_approve_pull_request_reviews: false,
      });
      if (put.status === 409) {
        const owner = context.found.GITHUB_REPOSITORY?.split('/')[0];
        return todo(
          `The organisation ${owner} decides its repositories’ workflow permissions: ask an owner of ${owner} to choose “Read repository contents and packages permissions” and to untick “Allow GitHub Actions to create and approve pull requests” in the organisation’s Settings → Actions → General → Workflow permissions.`,
        );
      }
      if (put.status === 403 || put.status === 404) return notAdmin(context, 'the workflows’ permissions');
      if (!put.ok) throw unexpected(put, 'when the workflows’ permissions were saved');
      return {
        status: 'made',
        said: `Set the workflows’ default permissions to ${wanted === 'read' ? 'read only (each job asks for what it needs)' : 'read and write'}.`,
      };
    },
  };
};

// ---------------------------------------------------------------------------------------------
// main's workflow, run again

/** Whether a workflow can be started by hand (its `on:` has workflow_dispatch). */
export function startsByHand(workflow: Workflow): boolean {
  const on = (yaml.load(workflow.text) as { on?: unknown }).on;
  if (typeof on === 'string') return on === 'workflow_dispatch';
  if (Array.isArray(on)) return on.includes('workflow_dispatch');
  return typeof on === 'object' && on !== null && 'workflow_dispatch' in on;
}

const mainWorkflow = (workflows: readonly Workflow[]) => workflows.find((each) => each.file === MAIN_WORKFLOW);

export const runAgainStep = (workflows: readonly Workflow[] = readWorkflows()): SetupStep => {
  const workflow = mainWorkflow(workflows);
  const byHand = workflow !== undefined && startsByHand(workflow);
  return {
    title: `${MAIN}’s latest run was built with these settings.`,
    async run(context) {
      const call = repositoryCall(context);
      if (!call) return NO_REPOSITORY;
      const variables = await repositoryVariables(call);
      if (!variables) return notAdmin(context, 'the variables');
      const unset = SETUP_VARIABLES.filter(
        (name) => name !== 'NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID' && !variables.has(name),
      );
      if (unset.length > 0)
        return todo(
          `The site is not built again until every variable above is set (${unset.join(', ')} not yet): then run npm run setup again.`,
        );
      // GitHub keeps when each variable last changed; a run that began after every change used them all.
      const lastChange = Math.max(
        ...SETUP_VARIABLES.map((name) => Date.parse(variables.get(name)?.updated_at ?? '1970-01-01T00:00:00Z')),
      );
      const runs = await call('GET', `/actions/workflows/${MAIN_WORKFLOW}/runs?branch=${MAIN}&per_page=1`);
      if (runs.status === 404)
        return todo(`GitHub has no workflow ${MAIN_WORKFLOW} in this repository yet: push this folder (git push).`);
      if (!runs.ok) throw unexpected(runs, `about ${MAIN}’s runs`);
      const [latest] = (
        (await runs.json()) as {
          workflow_runs: { id: number; status: string | null; created_at: string; run_started_at?: string }[];
        }
      ).workflow_runs;
      if (latest && Date.parse(latest.run_started_at ?? latest.created_at) >= lastChange) return { status: 'already' };
      if (!latest && !byHand)
        return { status: 'already', said: `${MAIN} has not run yet: its first run will use these settings.` };
      if (latest && latest.status !== 'completed' && !byHand)
        return todo(
          `${MAIN}’s run under way began before the settings changed: once it ends (Actions tab), run npm run setup again to run it with them.`,
        );
      const answer = byHand
        ? await call('POST', `/actions/workflows/${MAIN_WORKFLOW}/dispatches`, { ref: MAIN })
        : await call('POST', `/actions/runs/${latest!.id}/rerun`, {});
      if (answer.status === 403)
        return todo(
          `Your GitHub sign-in may not start workflows: run gh auth refresh --scopes workflow, then npm run setup again.`,
        );
      if (!answer.ok) throw unexpected(answer, `when ${MAIN}’s workflow was started again`);
      return {
        status: 'made',
        said: `Started ${MAIN}’s workflow again, so that the site is built and published with the settings above.`,
      };
    },
  };
};

/** The settings steps, run after the Google steps have found what the variables hold. */
export function githubSettingSteps(workflows: readonly Workflow[] = readWorkflows()): readonly SetupStep[] {
  return [
    variablesStep('GitHub’s variables for Firebase and Google’s sign-in are set.', GOOGLE_VARIABLES),
    variablesStep('GitHub’s variables for the site’s address and its consent cookie are set.', SITE_VARIABLES),
    variablesStep('GitHub’s variables for the enquiry form (EmailJS) are set.', EMAILJS_VARIABLES),
    environmentStep,
    permissionsStep(workflows),
    runAgainStep(workflows),
  ];
}
