/**
 * A stand-in for GitHub's REST API as `npm run setup`'s GitHub steps call it: a `fetch`-compatible
 * function over a state the tests set up and read. Every request and every answer GitHub describes
 * is checked against its published description (test-support/publishing/validate.ts); a request
 * the description does not allow is recorded in `violations` (a test fails when any is there) and
 * answered 400. It models what differs between her accounts: a repository owned by an
 * organisation that decides its repositories' workflow permissions (a 409, as documented), a
 * private repository on GitHub Free (environments refused with the description's one refusal, a
 * 422), and a token whose account is not an admin (GitHub's 403, which the description lists for
 * few operations). `failNext` makes the next matching write answer a 503, as GitHub does when busy.
 *
 * Her token is a fine-grained one: it reaches the repositories chosen when it was made (a repository
 * it does not reach answers 404, as a private one does to a stranger), and each request needs the
 * permission GitHub's documentation gives its route (fineGrainedPermission); without it GitHub
 * answers 403 with the permission it wanted in X-Accepted-GitHub-Permissions.
 */
import { fineGrainedPermission, githubAnswer, githubRoute } from '@/test-support/publishing/validate';
import { TOKEN_PERMISSIONS } from '@/admin/site-check/editor-token';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type GitHubState = {
  /** The token her sign-in gives; any other is answered 401. */
  token: string;
  repository: string;
  id: number;
  ownerType: 'User' | 'Organization';
  private: boolean;
  /** GitHub Free cannot configure environments for a private repository. */
  plan: 'free' | 'pro' | 'team';
  /** Her account is an admin of the repository. */
  admin: boolean;
  /** An organisation whose setting the repository cannot change (its workflow permissions). */
  organisationLocksPermissions: boolean;
  variables: Record<string, { value: string; updated_at: string }>;
  environments: Record<
    string,
    { protected_branches: boolean; custom_branch_policies: boolean; policies: { name: string; type: string }[] }
  >;
  workflowPermissions: { default_workflow_permissions: 'read' | 'write'; can_approve_pull_request_reviews: boolean };
  /** main's runs of ci.yml, newest first. */
  runs: { id: number; status: string; run_started_at: string; run_attempt: number; conclusion?: string }[];
  /** Runs started by a dispatch. */
  dispatches: number;
  /** How a run started again ends, one step further after each time it is read: queued, in progress, then this. */
  runEnds: 'success' | 'failure';
  /** The repositories her token was given besides hers (her other ones, say), by full name. */
  otherRepositories: string[];
  /** Her token reaches her repository (it was chosen under Repository access). */
  reachesRepository: boolean;
  /** The permissions her token was given, by GitHub's names: read, or write (which includes read). */
  tokenPermissions: Record<string, 'read' | 'write'>;
};

export const githubState = (change: Partial<GitHubState> = {}): GitHubState => ({
  token: 'gho_her-sign-in',
  repository: 'marta/site',
  id: 812345678,
  ownerType: 'User',
  private: false,
  plan: 'free',
  admin: true,
  organisationLocksPermissions: false,
  variables: {},
  environments: {},
  workflowPermissions: { default_workflow_permissions: 'write', can_approve_pull_request_reviews: false },
  runs: [{ id: 4001, status: 'completed', run_started_at: '2026-11-01T10:00:00Z', run_attempt: 1 }],
  dispatches: 0,
  runEnds: 'success',
  otherRepositories: [],
  reachesRepository: true,
  // The token as the pre-filled link makes it.
  tokenPermissions: Object.fromEntries(TOKEN_PERMISSIONS.map((permission) => [permission.name, permission.access])),
  ...change,
});

type GitHubCall = { method: string; template: string; status: number };

export function githubStandIn(state: GitHubState) {
  const violations: string[] = [];
  const calls: GitHubCall[] = [];
  const failures: { method: string; template: string; skip: number }[] = [];
  // GitHub's clock: each write happens a second after the one before.
  let clock = Date.parse('2026-11-28T09:00:00Z');
  const now = () => new Date((clock += 1000)).toISOString().replace(/\.\d{3}Z$/, 'Z');

  function answer(method: string, url: URL, headers: Headers, body: Json | undefined): [number, Json | undefined] {
    if (url.origin !== 'https://api.github.com') throw new Error(`${url.origin} is not GitHub's API`);
    const route = githubRoute(method, url.pathname, url.searchParams, body);
    const record = (status: number) => calls.push({ method: route.method, template: route.template, status });
    if (headers.get('authorization') !== `Bearer ${state.token}`) {
      record(401);
      return [401, { message: 'Bad credentials' }];
    }
    const refused = tokenRefusal(route.method, route.template, route.params);
    if (refused) {
      record(refused[0]);
      return refused;
    }
    const failure = failures.findIndex((each) => each.method === route.method && each.template === route.template);
    if (failure >= 0 && failures[failure]!.skip-- === 0) {
      failures.splice(failure, 1);
      record(503);
      return [503, { message: 'Service Unavailable' }];
    }
    const [status, value] = respond(route.template, route.method, route.params, url.searchParams, body);
    record(status);
    // Refusals the description does not list (GitHub's 403 for a missing right) are sent as GitHub sends them.
    return [status, route.operation.responses[String(status)] ? githubAnswer(route, status, value ?? null) : value];
  }

  const notAdmin: [number, Json] = [403, { message: 'Must have admin rights to Repository.', status: '403' }];

  /** The permission her token lacks for a route, as GitHub refuses it; null when the token may. */
  const refusedHeaders = new WeakMap<object, string>();
  function tokenRefusal(method: string, template: string, params: Record<string, string>): [number, Json] | null {
    if (!template.startsWith('/repos/')) return null;
    if (`${params.owner}/${params.repo}` === state.repository && !state.reachesRepository)
      return [404, { message: 'Not Found', status: '404' }];
    const needed = fineGrainedPermission(method, template);
    // Metadata (reading the repository itself) is given to every fine-grained token.
    if (!needed) return null;
    const given = state.tokenPermissions[needed.permission];
    if (given === 'write' || given === needed.access) return null;
    const body: Json = { message: 'Resource not accessible by personal access token', status: '403' };
    refusedHeaders.set(body, `${needed.permission}=${needed.access}`);
    return [403, body];
  }

  function respond(
    template: string,
    method: string,
    params: Record<string, string>,
    query: URLSearchParams,
    body: Json | undefined,
  ): [number, Json | undefined] {
    if (template.startsWith('/repos/') && `${params.owner}/${params.repo}` !== state.repository)
      return [404, { message: 'Not Found' }];
    const given = (body ?? {}) as Record<string, Json>;
    const key = `${method} ${template}`;
    switch (key) {
      case 'get /user/repos': {
        const reached = [...(state.reachesRepository ? [state.repository] : []), ...state.otherRepositories];
        return [
          200,
          reached.map((fullName, index) => {
            const [owner, name] = fullName.split('/') as [string, string];
            const hers = fullName === state.repository;
            return {
              id: hers ? state.id : 700 + index,
              name,
              full_name: fullName,
              private: hers ? state.private : false,
              owner: { login: owner, type: hers ? state.ownerType : 'User' },
              default_branch: 'main',
            };
          }),
        ];
      }
      case 'get /repos/{owner}/{repo}': {
        const [owner, name] = state.repository.split('/') as [string, string];
        return [
          200,
          {
            id: state.id,
            name,
            full_name: state.repository,
            private: state.private,
            owner: { login: owner, type: state.ownerType },
            default_branch: 'main',
            permissions: { admin: state.admin, maintain: state.admin, push: true, triage: true, pull: true },
          },
        ];
      }
      // What her token's check reads: main's commit, the drafts, main's statuses (none of them changes).
      case 'get /repos/{owner}/{repo}/git/ref/{ref}':
        return [
          200,
          {
            ref: `refs/${params.ref}`,
            object: { type: 'commit', sha: 'a'.repeat(40), url: 'https://api.github.com/' },
          },
        ];
      case 'get /repos/{owner}/{repo}/pulls':
        return [200, []];
      case 'get /repos/{owner}/{repo}/commits/{ref}/status':
        return [200, { state: 'success', sha: 'a'.repeat(40), total_count: 0, statuses: [] }];
      case 'get /repos/{owner}/{repo}/actions/variables': {
        const perPage = Number(query.get('per_page') ?? 10);
        const page = Number(query.get('page') ?? 1);
        const all = Object.entries(state.variables).map(([name, variable]) => ({
          name,
          value: variable.value,
          created_at: variable.updated_at,
          updated_at: variable.updated_at,
        }));
        return [200, { total_count: all.length, variables: all.slice((page - 1) * perPage, page * perPage) }];
      }
      case 'post /repos/{owner}/{repo}/actions/variables': {
        const name = given.name as string;
        if (state.variables[name]) return [409, { message: 'Already exists' }];
        state.variables[name] = { value: given.value as string, updated_at: now() };
        return [201, {}];
      }
      case 'patch /repos/{owner}/{repo}/actions/variables/{name}': {
        const variable = state.variables[params.name!];
        if (!variable) return [404, { message: 'Not Found' }];
        state.variables[params.name!] = { value: (given.value as string) ?? variable.value, updated_at: now() };
        return [204, undefined];
      }
      case 'get /repos/{owner}/{repo}/environments/{environment_name}': {
        const environment = state.environments[params.environment_name!];
        // A private repository on GitHub Free has no environments to show.
        if (!environment || (state.private && state.plan === 'free')) return [404, { message: 'Not Found' }];
        return [
          200,
          {
            id: 1,
            node_id: 'EN_1',
            name: params.environment_name!,
            url: 'https://api.github.com/',
            html_url: 'https://github.com/',
            created_at: '2026-11-01T00:00:00Z',
            updated_at: '2026-11-01T00:00:00Z',
            deployment_branch_policy: {
              protected_branches: environment.protected_branches,
              custom_branch_policies: environment.custom_branch_policies,
            },
          },
        ];
      }
      case 'put /repos/{owner}/{repo}/environments/{environment_name}': {
        if (!state.admin) return notAdmin;
        if (state.private && state.plan === 'free')
          return [422, { message: 'Failed to create the environment.', documentation_url: 'https://docs.github.com/' }];
        const policy = (given.deployment_branch_policy ?? null) as {
          protected_branches: boolean;
          custom_branch_policies: boolean;
        } | null;
        if (policy && policy.protected_branches === policy.custom_branch_policies)
          return [422, { message: 'Only one of protected_branches and custom_branch_policies may be true.' }];
        const name = params.environment_name!;
        state.environments[name] = {
          protected_branches: policy?.protected_branches ?? false,
          custom_branch_policies: policy?.custom_branch_policies ?? false,
          policies: state.environments[name]?.policies ?? [],
        };
        return respond('/repos/{owner}/{repo}/environments/{environment_name}', 'get', params, query, undefined);
      }
      case 'get /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies': {
        const environment = state.environments[params.environment_name!];
        if (!environment) return [404, { message: 'Not Found' }];
        const policies = environment.policies.map((policy, index) => ({
          id: index + 1,
          node_id: `P_${index}`,
          ...policy,
        }));
        return [200, { total_count: policies.length, branch_policies: policies }];
      }
      case 'post /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies': {
        if (!state.admin) return notAdmin;
        const environment = state.environments[params.environment_name!];
        if (!environment?.custom_branch_policies) return [404, undefined];
        const name = given.name as string;
        const type = (given.type as string | undefined) ?? 'branch';
        if (environment.policies.some((policy) => policy.name === name && policy.type === type))
          return [303, undefined];
        environment.policies.push({ name, type });
        return [200, { id: environment.policies.length, node_id: 'P', name, type }];
      }
      case 'get /repos/{owner}/{repo}/actions/permissions/workflow':
        return [200, { ...state.workflowPermissions }];
      case 'put /repos/{owner}/{repo}/actions/permissions/workflow': {
        if (!state.admin) return notAdmin;
        if (state.ownerType === 'Organization' && state.organisationLocksPermissions) return [409, undefined];
        state.workflowPermissions = {
          default_workflow_permissions:
            (given.default_workflow_permissions as 'read' | 'write' | undefined) ??
            state.workflowPermissions.default_workflow_permissions,
          can_approve_pull_request_reviews:
            (given.can_approve_pull_request_reviews as boolean | undefined) ??
            state.workflowPermissions.can_approve_pull_request_reviews,
        };
        return [204, undefined];
      }
      case 'get /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs': {
        if (params.workflow_id !== 'ci.yml') return [404, { message: 'Not Found' }];
        if (query.get('branch') !== 'main') throw new Error('the stand-in holds only main’s runs');
        const perPage = Number(query.get('per_page') ?? 30);
        const runs = state.runs.slice(0, perPage).map((run) => runAnswer(run, state.repository));
        return [200, { total_count: state.runs.length, workflow_runs: runs }];
      }
      case 'post /repos/{owner}/{repo}/actions/runs/{run_id}/rerun': {
        const run = state.runs.find((each) => String(each.id) === params.run_id);
        if (!run) return [404, { message: 'Not Found' }];
        if (run.status !== 'completed') return [403, { message: 'This workflow is already running' }];
        Object.assign(run, {
          status: 'queued',
          conclusion: undefined,
          run_started_at: now(),
          run_attempt: run.run_attempt + 1,
        });
        return [201, {}];
      }
      case 'get /repos/{owner}/{repo}/actions/runs/{run_id}': {
        const run = state.runs.find((each) => String(each.id) === params.run_id);
        if (!run) return [404, { message: 'Not Found' }];
        // Read as it is; the next read finds it one step further.
        const shown = runAnswer(run, state.repository);
        if (run.status === 'queued') run.status = 'in_progress';
        else if (run.status === 'in_progress') Object.assign(run, { status: 'completed', conclusion: state.runEnds });
        return [200, shown];
      }
      case 'post /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches': {
        state.dispatches += 1;
        state.runs.unshift({ id: 5000 + state.dispatches, status: 'queued', run_started_at: now(), run_attempt: 1 });
        return [204, undefined];
      }
    }
    throw new Error(`the stand-in has no answer for ${key}`);
  }

  const fetcher = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    try {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Json) : undefined;
      const [status, value] = answer(method, url, headers, body);
      const hasBody = value !== undefined && status !== 204 && status !== 303;
      const wanted = typeof value === 'object' && value !== null ? refusedHeaders.get(value) : undefined;
      return Promise.resolve(
        new Response(hasBody ? JSON.stringify(value) : null, {
          status,
          headers: {
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
            ...(wanted ? { 'x-accepted-github-permissions': wanted } : {}),
          },
        }),
      );
    } catch (error) {
      // A request outside the description fails the test, not only the request.
      violations.push(error instanceof Error ? error.message : String(error));
      return Promise.resolve(new Response(JSON.stringify({ message: String(error) }), { status: 400 }));
    }
  };

  return {
    fetch: fetcher,
    state,
    calls,
    violations,
    /**
     * A `method template` request (e.g. 'post', '/repos/{owner}/{repo}/actions/variables') answers
     * 503: the next one, or the one after `skip` others.
     */
    failNext(method: string, template: string, skip = 0) {
      failures.push({ method, template, skip });
    },
    /** The calls that would change something on GitHub. */
    writes: () => calls.filter((call) => call.method !== 'get'),
  };
}

export type GitHubStandIn = ReturnType<typeof githubStandIn>;

/** A run as GitHub lists and shows it. */
const runAnswer = (run: GitHubState['runs'][number], repository: string) => ({
  id: run.id,
  head_branch: 'main',
  event: 'push',
  status: run.status,
  conclusion: run.status === 'completed' ? (run.conclusion ?? 'success') : null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: run.run_started_at,
  run_started_at: run.run_started_at,
  run_attempt: run.run_attempt,
  html_url: `https://github.com/${repository}/actions/runs/${run.id}`,
  pull_requests: [],
});
