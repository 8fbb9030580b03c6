/**
 * A local stand-in for GitHub's REST API and Firebase Hosting's, for the scenario table
 * (scripts/ci/scenarios.test.ts): the repository is a real git repository (origin), the rest is
 * held in memory. Every request and answer is checked against the services' published
 * descriptions (validate.ts). The host keeps files by the hash of their gzipped bytes, as
 * Firebase Hosting does, so what a channel serves can be read back.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { minimatch } from 'minimatch';
import { githubAnswer, githubRoute, googleAnswer, hostingRoute } from './validate';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type Pull = {
  number: number;
  headSha: string;
  author: string;
  mergeCommit: string | null;
  /** When it was merged (Publish pressed). */
  mergedAt?: string;
  /** Closed without being merged (the editor's discard). */
  closed?: boolean;
  /** The draft's branch: draft-<number> unless given. */
  branch?: string;
};

export type RunRecord = {
  id: number;
  workflow: string;
  created_at: string;
  head_branch: string;
  head_sha: string;
  event: string;
  status: string;
  conclusion: string | null;
};

type Version = {
  name: string;
  status: string;
  files: Record<string, string>;
  config: Json;
  labels: Record<string, string>;
};
type Release = { name: string; version: string | null; message: string; releaseTime: string };
type Channel = {
  name: string;
  url: string;
  expireTime: string | null;
  releases: Release[];
  /** How many of its newest releases keep their versions; null: every one (the live channel). */
  retainedReleaseCount: number | null;
};

/**
 * The channels a site holds besides live: Firebase Hosting answers a channel made past it with a
 * 429, "channel quota reached" (50, as firebase-tools' users report it and its GitHub action caps it).
 */
const CHANNEL_QUOTA = 50;
/** The releases a new channel keeps the versions of, unless it says otherwise (the Channel resource's default). */
const DEFAULT_RETAINED_RELEASES = 10;

/** A field of a request body as text (the descriptions already checked its type). */
const text = (value: Json | undefined): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

/**
 * The permissions of GitHub's token each operation needs, as GitHub lists them for each REST
 * operation: every group must be granted, by any one of its entries; write includes read. A comment
 * on a pull request may be written with pull-requests or issues.
 */
const NEEDS: Record<string, [scope: string, level: 'read' | 'write'][][]> = {
  'get /git/ref/{ref}': [[['contents', 'read']]],
  'get /git/commits/{commit_sha}': [[['contents', 'read']]],
  'get /commits/{commit_sha}/pulls': [[['contents', 'read']], [['pull-requests', 'read']]],
  'get /commits/{ref}/status': [[['statuses', 'read']]],
  'post /statuses/{sha}': [[['statuses', 'write']]],
  'post /issues/{issue_number}/comments': [
    [
      ['pull-requests', 'write'],
      ['issues', 'write'],
    ],
  ],
  'get /deployments': [[['deployments', 'read']]],
  'post /deployments': [[['deployments', 'write']]],
  'get /deployments/{deployment_id}/statuses': [[['deployments', 'read']]],
  'post /deployments/{deployment_id}/statuses': [[['deployments', 'write']]],
  'get /actions/workflows/{workflow_id}/runs': [[['actions', 'read']]],
  'get /pulls': [[['pull-requests', 'read']]],
  'get /pulls/{pull_number}': [[['pull-requests', 'read']]],
  // The go-live page and the editor, with her fine-grained editor token.
  'get /git/trees/{tree_sha}': [[['contents', 'read']]],
  'get /git/blobs/{file_sha}': [[['contents', 'read']]],
  'get /contents/{path}': [[['contents', 'read']]],
  'post /git/trees': [[['contents', 'write']]],
  'post /git/commits': [[['contents', 'write']]],
  'patch /git/refs/{ref}': [[['contents', 'write']]],
  'get /actions/variables/{name}': [[['variables', 'read']]],
  'post /actions/variables': [[['variables', 'write']]],
  'patch /actions/variables/{name}': [[['variables', 'write']]],
};

/** Whether the stand-ins know what an operation needs of a token. */
export const knowsPermissionsOf = (route: string): boolean => route in NEEDS;

/** What a token lacks of what an operation needs ('' when it has it all). */
export function missingPermission(route: string, granted: Readonly<Record<string, string>>): string {
  const needs = NEEDS[route];
  if (!needs) return `an operation the stand-in knows no permission for (${route})`;
  const grants = ([scope, level]: [string, string]) =>
    granted[scope] === 'write' || (level === 'read' && granted[scope] === 'read');
  const missing = needs.find((group) => !group.some(grants));
  return missing ? missing.map(([scope, level]) => `${scope}: ${level}`).join(' or ') : '';
}

/** The live identity's token (google-github-actions/auth's, for main's runs). */
export const HOSTING_TOKEN = 'stand-in-access-token';
/** The preview identity's token: any run of her repository signs in as it. */
export const PREVIEW_TOKEN = 'stand-in-preview-access-token';

export type Identity = 'live' | 'preview';
/** The two Firebase Hosting roles, by what IAM's Firebase Hosting page lists in each. */
type HostingRole = 'roles/firebasehosting.admin' | 'roles/firebasehosting.viewer';
/**
 * A Firebase project as IAM sees it: its Hosting sites, and the role each identity holds on it (its
 * project policy, one unconditioned binding a role). A site's id is unique across projects, so a
 * request naming a site names its project.
 */
export type HostingProject = { sites: string[]; roles: Partial<Record<Identity, HostingRole>> };

/**
 * What a Hosting request needs of its caller's role on the site's project, as IAM's "Firebase
 * Hosting roles and permissions" lists them: a read needs `firebasehosting.sites.get` (Viewer and
 * Admin); a version, its files, a release or a channel made, changed or deleted needs
 * `firebasehosting.sites.update` (Admin only).
 */
const ROLE_GRANTS: Record<HostingRole, readonly string[]> = {
  'roles/firebasehosting.admin': ['firebasehosting.sites.get', 'firebasehosting.sites.update'],
  'roles/firebasehosting.viewer': ['firebasehosting.sites.get'],
};

export class StandIn {
  readonly statuses = new Map<
    string,
    { state: string; context: string; description: string; target_url: string; created_at: string }[]
  >();
  readonly deployments: {
    id: number;
    sha: string;
    environment: string;
    payload: Json;
    created_at: string;
    statuses: { state: string }[];
  }[] = [];
  readonly comments: { issue: number; body: string }[] = [];
  readonly pulls: Pull[] = [];
  runs: () => RunRecord[] = () => [];
  /** GitHub's tokens: each job's, with the permissions it declared (actions.ts gives them out). */
  readonly tokens = new Map<string, { job: string; permissions: Readonly<Record<string, string>> }>();
  /**
   * Answers a service gives instead of the real one: `left` more calls to a path `match` finds
   * (`github/repos/…`, `v1beta1/sites/…`, `upload/…`), made with `method` when one is given.
   */
  readonly faults: { match: RegExp; status: number; left: number; method?: string }[] = [];
  /** The Firebase projects by id, with their sites and the identities' roles: set by each scenario. */
  projects: Record<string, HostingProject> = {};
  /**
   * What Hosting does with `sites.versions.clone` when the source version's site is of another
   * project than the target site, which no public source states either way. Its reference names
   * both sites by their id alone (`sites/SITE_ID`, `sites/SITE_ID/versions/VERSION_ID`), a site's id
   * is unique across projects, and firebase-tools' `hosting:clone` ("clone a version from one site
   * to another") sends the clone as `projects/-/sites/…`, naming no project: so `copies`, the copy
   * made (the caller reading the source's site, as any read of it needs), is what the design counts
   * on. `refuses-request` (PERMISSION_DENIED at once) and `fails-operation` (the long-running
   * operation ends in an error) are the two ways Google could refuse it, each played by a row: the
   * promotion fails and the live job builds the merged commit instead.
   */
  cloneAcrossProjects: 'copies' | 'refuses-request' | 'fails-operation' = 'copies';
  /** The Hosting calls IAM refused: `<identity> <method> <path>`. */
  readonly refused: string[] = [];
  readonly versions = new Map<string, Version>();
  readonly channels = new Map<string, Channel>();
  readonly blobs = new Map<string, Buffer>();
  /** Long-running operations (a clone's), by name. */
  readonly operations = new Map<string, { [key: string]: Json }>();
  /** Every call, for the table's checks of which site was acted on. */
  readonly calls: {
    service: 'github' | 'hosting' | 'upload';
    method: string;
    path: string;
    /** Which Google identity's token made a Hosting call (GitHub's calls carry GitHub's token). */
    identity: 'live' | 'preview';
    /** The job whose GitHub token made a GitHub call (`ci.yml drafts`). */
    job?: string;
  }[] = [];
  private server: Server | null = null;
  private counter = 0;
  url = '';

  constructor(
    readonly origin: string,
    readonly repository: string,
    readonly now: () => Date,
  ) {}

  private git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.origin, encoding: 'utf8' }).trim();
  }

  /**
   * Goes on from a copy of another stand-in's state (before start()): what GitHub and the host held
   * when the other's repository was copied to this one's origin. Its server, address and origin stay
   * this one's own.
   */
  adopt(from: StandIn): void {
    const own = new Set(['server', 'url', 'origin', 'repository', 'now', 'runs']);
    const self = this as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(from))
      if (!own.has(key) && typeof value !== 'function') self[key] = structuredClone(value);
    // structuredClone gives a Buffer back as a plain Uint8Array.
    self.blobs = new Map([...from.blobs].map(([hash, bytes]) => [hash, Buffer.from(bytes)]));
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const send = (status: number, value: Json | undefined) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(value === undefined ? '' : JSON.stringify(value));
        };
        try {
          const url = new URL(request.url ?? '/', 'http://stand-in');
          const body = Buffer.concat(chunks);
          const [, service, ...rest] = url.pathname.split('/');
          const pathname = `/${rest.join('/')}`;
          this.calls.push({
            service: service as 'github',
            method: request.method ?? '',
            path: `${pathname}${url.search}`,
            identity: request.headers.authorization === `Bearer ${PREVIEW_TOKEN}` ? 'preview' : 'live',
          });
          // A fault the scenario asked for: the service failing for a moment (a 5xx with Retry-After)
          // for the next calls that match.
          const fault = this.faults.find(
            (candidate) =>
              candidate.left > 0 &&
              candidate.match.test(`${service}${pathname}`) &&
              (candidate.method === undefined || candidate.method === request.method),
          );
          if (fault) {
            fault.left--;
            response.writeHead(fault.status, { 'content-type': 'application/json', 'retry-after': '1' });
            return response.end(
              JSON.stringify(
                service === 'github'
                  ? { message: 'Server Error' }
                  : { error: { code: fault.status, status: 'UNAVAILABLE' } },
              ),
            );
          }
          if (service === 'github') {
            const granted = this.tokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
            if (!granted) return send(401, { message: 'Bad credentials' });
            this.calls.at(-1)!.job = granted.job;
            const json = body.length ? (JSON.parse(body.toString()) as Json) : undefined;
            const route = githubRoute(request.method ?? 'GET', pathname, url.searchParams, json);
            // A job's token holds only the permissions the job declared: GitHub refuses the rest.
            const missing = missingPermission(
              `${route.method} ${route.template.replace('/repos/{owner}/{repo}', '')}`,
              granted.permissions,
            );
            if (missing) {
              this.violations.push(`${granted.job} called ${request.method ?? ''} ${pathname} without ${missing}`);
              return send(403, { message: 'Resource not accessible by integration' });
            }
            const [status, value] = this.github(route.template, route.method, route.params, url.searchParams, json);
            return send(status, status === 404 ? value : githubAnswer(route, status, value));
          }
          const token = request.headers.authorization;
          if (token !== `Bearer ${HOSTING_TOKEN}` && token !== `Bearer ${PREVIEW_TOKEN}`)
            return send(401, { error: { code: 401 } });
          const identity: Identity = token === `Bearer ${PREVIEW_TOKEN}` ? 'preview' : 'live';
          const needs = request.method === 'GET' ? 'firebasehosting.sites.get' : 'firebasehosting.sites.update';
          const site = /^(?:\/v1beta1)?\/sites\/([^/:]+)/.exec(pathname)?.[1];
          const json = body.length && service !== 'upload' ? (JSON.parse(body.toString()) as Json) : undefined;
          // A clone reads its source version: the caller needs to read the source's site too.
          const source = /^sites\/([^/]+)\//.exec(
            text((json as { sourceVersion?: Json } | undefined)?.sourceVersion),
          )?.[1];
          const denied = [
            ...(site ? [[site, needs] as const] : []),
            ...(source ? [[source, 'firebasehosting.sites.get'] as const] : []),
          ].find(([each, permission]) => !this.permits(identity, each, permission));
          const acrossProjects =
            site !== undefined && source !== undefined && this.projectOf(site) !== this.projectOf(source);
          if (acrossProjects && this.cloneAcrossProjects === 'refuses-request') {
            this.refused.push(`${identity} ${request.method ?? ''} ${pathname} (from another project)`);
            return send(403, {
              error: {
                code: 403,
                status: 'PERMISSION_DENIED',
                message: `The caller does not have permission to clone a version of site ${source} into site ${site}.`,
              },
            });
          }
          if (denied) {
            this.refused.push(`${identity} ${request.method ?? ''} ${pathname}`);
            return send(403, {
              error: {
                code: 403,
                status: 'PERMISSION_DENIED',
                message: `The caller does not have permission ${denied[1]} on site ${denied[0]}.`,
              },
            });
          }
          if (service === 'upload') {
            const [, version, hash] = /^\/(.+)\/files\/([0-9a-f]{64})$/.exec(pathname) ?? [];
            const held = this.versions.get(version ?? '');
            if (!held || !Object.values(held.files).includes(hash ?? ''))
              return send(400, { error: { message: 'unexpected hash' } });
            this.blobs.set(hash!, body);
            return send(200, undefined);
          }
          const route = hostingRoute(request.method ?? 'GET', pathname, url.searchParams, json);
          const [status, value] = this.hosting(route.id, route.params, url.searchParams, json);
          return send(status, status === 200 ? googleAnswer(route, value) : value);
        } catch (error) {
          // A request outside the description fails the scenario, not only the request.
          this.violations.push(error instanceof Error ? error.message : String(error));
          return send(400, { message: String(error) });
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The project whose sites include `site`. */
  private projectOf(site: string): string | undefined {
    return Object.entries(this.projects).find(([, each]) => each.sites.includes(site))?.[0];
  }

  /** Whether `identity`'s role on the project holding `site` carries `permission` (IAM's check). */
  private permits(identity: Identity, site: string, permission: string): boolean {
    const project = Object.values(this.projects).find((each) => each.sites.includes(site));
    const role = project?.roles[identity];
    return role !== undefined && ROLE_GRANTS[role].includes(permission);
  }

  /**
   * What GitHub has worked out of each draft's `mergeable`, by its last commit and main's: a draft
   * asked about for a pair it has not worked out yet answers null (GitHub starts its background job
   * then), and the answer from the next request on.
   */
  private readonly mergeable = new Map<string, boolean>();

  /** Whether a draft's last commit merges into main's without a conflict, as git's merge does. */
  mergesCleanly(pull: Pull): boolean {
    try {
      this.git('merge-tree', '--write-tree', '--no-messages', 'refs/heads/main', pull.headSha);
      return true;
    } catch {
      return false;
    }
  }

  private pullJson(pull: Pull, detail: boolean): Json {
    const main = this.git('rev-parse', 'refs/heads/main');
    const key = `${pull.headSha} ${main}`;
    let mergeable: boolean | null = null;
    const open = pull.mergeCommit === null && !pull.closed;
    if (detail && open) {
      if (this.mergeable.has(key)) mergeable = this.mergeable.get(key)!;
      else this.mergeable.set(key, this.mergesCleanly(pull));
    }
    return {
      number: pull.number,
      state: open ? 'open' : 'closed',
      html_url: `https://github.com/${this.repository}/pull/${pull.number}`,
      merged_at: pull.mergeCommit ? (pull.mergedAt ?? null) : null,
      merge_commit_sha: pull.mergeCommit,
      head: {
        sha: pull.headSha,
        ref: pull.branch ?? `draft-${pull.number}`,
        repo: { full_name: this.repository },
      },
      base: { sha: main, ref: 'main' },
      user: { login: pull.author },
      ...(detail ? { mergeable } : {}),
    };
  }

  /** Requests or answers the descriptions did not allow: a scenario fails when any is here. */
  readonly violations: string[] = [];

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private time = () => this.now().toISOString();

  private github(
    template: string,
    method: string,
    params: Record<string, string>,
    query: URLSearchParams,
    body: Json | undefined,
  ): [number, Json] {
    const input = (body ?? {}) as Record<string, Json>;
    const route = `${method} ${template.replace('/repos/{owner}/{repo}', '')}`;
    if (`${params.owner}/${params.repo}` !== this.repository) return [404, { message: 'Not Found' }];
    switch (route) {
      case 'get /git/ref/{ref}': {
        const sha = this.git('rev-parse', `refs/${params.ref!}`);
        return [200, { ref: `refs/${params.ref!}`, object: { sha, type: 'commit' } }];
      }
      case 'get /pulls':
        return [
          200,
          this.pulls
            .filter(
              (pull) =>
                (query.get('state') ?? 'open') === 'all' ||
                (pull.mergeCommit === null && !pull.closed) === ((query.get('state') ?? 'open') === 'open'),
            )
            .filter(() => !query.get('base') || query.get('base') === 'main')
            .map((pull) => this.pullJson(pull, false)),
        ];
      case 'get /pulls/{pull_number}': {
        const pull = this.pulls.find((candidate) => candidate.number === Number(params.pull_number));
        return pull ? [200, this.pullJson(pull, true)] : [404, { message: 'Not Found' }];
      }
      case 'get /git/commits/{commit_sha}':
        return [200, { sha: params.commit_sha!, tree: { sha: this.git('rev-parse', `${params.commit_sha!}^{tree}`) } }];
      case 'get /commits/{commit_sha}/pulls':
        return [
          200,
          this.pulls
            .filter((pull) => pull.mergeCommit === params.commit_sha || pull.headSha === params.commit_sha)
            .map((pull) => ({
              number: pull.number,
              merged_at: pull.mergeCommit ? (pull.mergedAt ?? null) : null,
              head: { sha: pull.headSha },
              user: { login: pull.author },
            })),
        ];
      case 'get /commits/{ref}/status': {
        const newest = new Map<string, Json>();
        for (const status of [...(this.statuses.get(params.ref!) ?? [])].reverse())
          if (!newest.has(status.context)) newest.set(status.context, status);
        return [200, { sha: params.ref!, statuses: [...newest.values()] }];
      }
      case 'post /statuses/{sha}': {
        const status = {
          state: text(input.state),
          context: text(input.context),
          description: text(input.description),
          target_url: text(input.target_url),
          created_at: this.time(),
        };
        this.statuses.set(params.sha!, [...(this.statuses.get(params.sha!) ?? []), status]);
        return [201, status];
      }
      case 'post /issues/{issue_number}/comments':
        this.comments.push({ issue: Number(params.issue_number), body: text(input.body) });
        return [201, { body: text(input.body) }];
      case 'post /deployments': {
        const deployment = {
          id: ++this.counter,
          sha: this.git('rev-parse', text(input.ref)),
          environment: text(input.environment),
          payload: input.payload ?? {},
          created_at: this.time(),
          statuses: [],
        };
        this.deployments.push(deployment);
        return [
          201,
          {
            id: deployment.id,
            sha: deployment.sha,
            ref: text(input.ref),
            environment: deployment.environment,
            payload: deployment.payload,
            created_at: deployment.created_at,
          },
        ];
      }
      case 'get /deployments':
        return [
          200,
          this.deployments
            .filter(
              (deployment) =>
                (!query.get('sha') || deployment.sha === query.get('sha')) &&
                (!query.get('environment') || deployment.environment === query.get('environment')),
            )
            .reverse()
            .map(({ id, sha, environment, payload, created_at }) => ({ id, sha, environment, payload, created_at })),
        ];
      case 'post /deployments/{deployment_id}/statuses': {
        const deployment = this.deployments.find((candidate) => candidate.id === Number(params.deployment_id));
        if (!deployment) return [404, { message: 'Not Found' }];
        deployment.statuses.push({ state: text(input.state) });
        return [201, { state: text(input.state), environment_url: text(input.environment_url ?? '') }];
      }
      case 'get /deployments/{deployment_id}/statuses': {
        const deployment = this.deployments.find((candidate) => candidate.id === Number(params.deployment_id));
        if (!deployment) return [404, { message: 'Not Found' }];
        return [200, [...deployment.statuses].reverse()];
      }
      case 'get /actions/workflows/{workflow_id}/runs': {
        const since = Date.parse((query.get('created') ?? '>=1970-01-01').replace('>=', ''));
        // GitHub's status filter takes a status or a conclusion.
        const runs = this.runs().filter(
          (run) =>
            run.workflow === params.workflow_id &&
            Date.parse(run.created_at) >= since &&
            [
              ['branch', run.head_branch],
              ['event', run.event],
              ['head_sha', run.head_sha],
            ].every(([name, value]) => !query.get(name!) || query.get(name!) === value) &&
            (!query.get('status') || query.get('status') === run.status || query.get('status') === run.conclusion),
        );
        const size = Number(query.get('per_page') ?? 30);
        const start = (Number(query.get('page') ?? 1) - 1) * size;
        return [
          200,
          {
            total_count: runs.length,
            workflow_runs: runs
              .slice(start, start + size)
              .map(({ id, created_at, status, conclusion, head_sha, head_branch, event }) => ({
                id,
                created_at,
                status,
                conclusion,
                head_sha,
                head_branch,
                event,
              })),
          },
        ];
      }
    }
    throw new Error(`the stand-in has no answer for ${route}`);
  }

  private hosting(
    id: string,
    params: Record<string, string>,
    query: URLSearchParams,
    body: Json | undefined,
  ): [number, Json] {
    const input = (body ?? {}) as Record<string, Json>;
    const notFound: [number, Json] = [404, { error: { code: 404, status: 'NOT_FOUND' } }];
    this.expire();
    switch (id) {
      case 'sites.channels.get': {
        const channel = this.channels.get(params.name!);
        return channel ? [200, this.channelJson(channel)] : notFound;
      }
      case 'sites.channels.create': {
        const name = `${params.parent!}/channels/${query.get('channelId')!}`;
        const held = [...this.channels.keys()].filter(
          (other) => other.startsWith(`${params.parent!}/channels/`) && !other.endsWith('/channels/live'),
        );
        if (held.length >= CHANNEL_QUOTA)
          return [
            429,
            {
              error: {
                code: 429,
                message: `Couldn't create channel on \`${params.parent!}\`: channel quota reached.`,
                status: 'RESOURCE_EXHAUSTED',
              },
            },
          ];
        const channel: Channel = {
          name,
          url: `https://${name.split('/')[1]}--${query.get('channelId')}.web.app`,
          expireTime: this.expiry(input.ttl),
          releases: [],
          retainedReleaseCount:
            typeof input.retainedReleaseCount === 'number' ? input.retainedReleaseCount : DEFAULT_RETAINED_RELEASES,
        };
        this.channels.set(name, channel);
        return [200, this.channelJson(channel)];
      }
      case 'sites.channels.patch': {
        const channel = this.channels.get(params.name!);
        if (!channel) return notFound;
        const fields = (query.get('updateMask') ?? '').split(',');
        if (fields.includes('ttl')) channel.expireTime = this.expiry(input.ttl);
        if (fields.includes('retainedReleaseCount') && typeof input.retainedReleaseCount === 'number') {
          channel.retainedReleaseCount = input.retainedReleaseCount;
          this.dropUnretained(channel);
        }
        return [200, this.channelJson(channel)];
      }
      case 'sites.channels.list': {
        const all = [...this.channels.values()].filter((channel) =>
          channel.name.startsWith(`${params.parent!}/channels/`),
        );
        const start = Number(query.get('pageToken') ?? 0);
        const size = Number(query.get('pageSize') ?? 25);
        return [
          200,
          {
            channels: all.slice(start, start + size).map((channel) => this.channelJson(channel)),
            ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}),
          },
        ];
      }
      case 'sites.channels.delete': {
        const channel = this.channels.get(params.name!);
        if (!channel) return notFound;
        if (params.name!.endsWith('/channels/live'))
          return [
            400,
            { error: { code: 400, message: 'The live channel cannot be deleted.', status: 'FAILED_PRECONDITION' } },
          ];
        this.removeChannel(channel, 'DELETED');
        return [200, {}];
      }
      case 'sites.channels.releases.list': {
        const channel = this.channels.get(params.parent!);
        if (!channel) return notFound;
        const newestFirst = [...channel.releases].reverse();
        const start = Number(query.get('pageToken') ?? 0);
        const size = Number(query.get('pageSize') ?? 100);
        const page = newestFirst.slice(start, start + size).map((release) => this.releaseJson(release));
        return [
          200,
          { releases: page, ...(start + size < newestFirst.length ? { nextPageToken: String(start + size) } : {}) },
        ];
      }
      case 'sites.channels.releases.create': {
        const channel = this.channels.get(params.parent!);
        const version = this.versions.get(query.get('versionName') ?? '');
        if (!channel) return notFound;
        if (!version || version.status !== 'FINALIZED')
          return [400, { error: { code: 400, status: 'FAILED_PRECONDITION', message: 'version not finalized' } }];
        const release: Release = {
          name: `${channel.name}/releases/${++this.counter}`,
          version: version.name,
          message: text(input.message ?? ''),
          releaseTime: this.time(),
        };
        channel.releases.push(release);
        this.dropUnretained(channel);
        return [200, this.releaseJson(release)];
      }
      case 'sites.versions.get': {
        const version = this.versions.get(params.name!);
        return version ? [200, { name: version.name, status: version.status }] : notFound;
      }
      case 'sites.versions.create': {
        const version: Version = {
          name: `${params.parent!}/versions/v${++this.counter}`,
          status: 'CREATED',
          files: {},
          config: input.config ?? {},
          labels: (input.labels ?? {}) as Record<string, string>,
        };
        this.versions.set(version.name, version);
        return [200, { name: version.name, status: version.status, config: version.config, labels: version.labels }];
      }
      case 'sites.versions.populateFiles': {
        const version = this.versions.get(params.parent!);
        if (!version) return notFound;
        Object.assign(version.files, (input.files ?? {}) as Record<string, string>);
        const required = [...new Set(Object.values((input.files ?? {}) as Record<string, string>))].filter(
          (hash) => !this.blobs.has(hash),
        );
        return [200, { uploadRequiredHashes: required, uploadUrl: `${this.url}/upload/${version.name}/files` }];
      }
      case 'sites.versions.clone': {
        // A long-running operation, done at once here: the version copied to the target site, finalized.
        const source = this.versions.get(text(input.sourceVersion));
        const operation = `projects/stand-in/operations/${++this.counter}`;
        const sourceSite = /^sites\/([^/]+)\//.exec(text(input.sourceVersion))?.[1] ?? '';
        const targetSite = params.parent!.replace(/^sites\//, '');
        if (
          this.cloneAcrossProjects === 'fails-operation' &&
          this.projectOf(sourceSite) !== this.projectOf(targetSite)
        ) {
          this.operations.set(operation, {
            name: operation,
            done: true,
            error: { code: 9, message: `${text(input.sourceVersion)} cannot be cloned into ${params.parent!}` },
          });
        } else if (!source || source.status !== 'FINALIZED') {
          this.operations.set(operation, {
            name: operation,
            done: true,
            error: { code: 9, message: `${text(input.sourceVersion)} is not finalized` },
          });
        } else {
          const version: Version = {
            ...source,
            name: `${params.parent!}/versions/v${++this.counter}`,
            status: input.finalize === true ? 'FINALIZED' : 'CREATED',
            files: { ...source.files },
          };
          this.versions.set(version.name, version);
          this.operations.set(operation, {
            name: operation,
            done: true,
            response: {
              '@type': 'type.googleapis.com/google.firebase.hosting.v1beta1.Version',
              name: version.name,
              status: version.status,
            },
          });
        }
        return [200, { name: operation, done: false }];
      }
      case 'projects.operations.get': {
        const operation = this.operations.get(params.name!);
        return operation ? [200, operation] : notFound;
      }
      case 'sites.versions.patch': {
        const version = this.versions.get(params.name!);
        if (!version) return notFound;
        const missing = Object.values(version.files).filter((hash) => !this.blobs.has(hash));
        if (missing.length > 0) return [400, { error: { code: 400, message: `${missing.length} files not uploaded` } }];
        version.status = text(input.status);
        return [200, { name: version.name, status: version.status }];
      }
    }
    throw new Error(`the stand-in has no answer for ${id}`);
  }

  private expiry(ttl: Json | undefined): string {
    const seconds = Number(text(ttl ?? '0s').replace(/s$/, ''));
    return new Date(this.now().getTime() + seconds * 1000).toISOString();
  }

  /** A channel past its expiry is deleted with the versions only it held, as the host does. */
  expire(): void {
    for (const channel of [...this.channels.values()])
      if (channel.expireTime !== null && Date.parse(channel.expireTime) <= this.now().getTime())
        this.removeChannel(channel, 'EXPIRED');
  }

  /** The releases of a channel whose versions it keeps: its newest retainedReleaseCount. */
  private retained(channel: Channel): Release[] {
    return channel.retainedReleaseCount === null
      ? channel.releases
      : channel.releases.slice(-channel.retainedReleaseCount);
  }

  /** Whether any channel keeps a version (among its retained releases). */
  private kept(versionName: string): boolean {
    return [...this.channels.values()].some((channel) =>
      this.retained(channel).some((release) => release.version === versionName),
    );
  }

  /** The versions a channel no longer keeps, deleted unless another channel keeps them. */
  private dropUnretained(channel: Channel): void {
    const retained = new Set(this.retained(channel));
    for (const release of channel.releases.filter((candidate) => !retained.has(candidate))) {
      const version = release.version ? this.versions.get(release.version) : undefined;
      if (version?.status === 'FINALIZED' && !this.kept(version.name)) version.status = 'DELETED';
    }
  }

  /** A channel gone (deleted, or expired), with the versions only it kept. */
  private removeChannel(channel: Channel, status: 'DELETED' | 'EXPIRED'): void {
    this.channels.delete(channel.name);
    for (const release of channel.releases) {
      const version = release.version ? this.versions.get(release.version) : undefined;
      if (version && !this.kept(version.name)) version.status = status;
    }
  }

  private channelJson(channel: Channel): Json {
    const release = channel.releases.at(-1);
    return {
      name: channel.name,
      url: channel.url,
      expireTime: channel.expireTime,
      ...(channel.retainedReleaseCount === null ? {} : { retainedReleaseCount: channel.retainedReleaseCount }),
      ...(release ? { release: this.releaseJson(release) } : {}),
    };
  }

  private releaseJson(release: Release): Json {
    return {
      name: release.name,
      message: release.message,
      releaseTime: release.releaseTime,
      ...(release.version ? { version: { name: release.version } } : {}),
    };
  }

  /** A release that serves no version, as when the site is disabled. */
  disable(site: string): void {
    this.channels.get(`sites/${site}/channels/live`)?.releases.push({
      name: `sites/${site}/channels/live/releases/${++this.counter}`,
      version: null,
      message: 'disabled',
      releaseTime: this.time(),
    });
  }

  ensureLiveChannel(site: string): void {
    const name = `sites/${site}/channels/live`;
    if (!this.channels.has(name))
      this.channels.set(name, {
        name,
        url: `https://${site}.web.app`,
        expireTime: null,
        releases: [],
        retainedReleaseCount: null,
      });
  }

  /** The text of a file a channel serves now, or null. */
  served(site: string, channel: string, file: string): string | null {
    const release = this.channels.get(`sites/${site}/channels/${channel}`)?.releases.at(-1);
    const hash = release?.version ? this.versions.get(release.version)?.files[file] : undefined;
    const blob = hash ? this.blobs.get(hash) : undefined;
    return blob ? gunzipSync(blob).toString() : null;
  }

  /**
   * The headers a channel's version gives a path (by lower-case name), from the serving configuration it was made with:
   * every rule whose glob matches, in order, a later value of a header replacing an earlier one (the
   * globs matched with minimatch, the Firebase emulator's matcher).
   */
  servedHeaders(site: string, channel: string, pathname: string): Record<string, string> {
    const release = this.channels.get(`sites/${site}/channels/${channel}`)?.releases.at(-1);
    type Rules = { headers?: { glob: string; headers: Record<string, string> }[] };
    const config = release?.version ? (this.versions.get(release.version)?.config as Rules | undefined) : undefined;
    const rules = config?.headers ?? [];
    const headers: Record<string, string> = {};
    for (const rule of rules.filter(({ glob }) => minimatch(pathname, glob)))
      for (const [key, value] of Object.entries(rule.headers)) headers[key.toLowerCase()] = value;
    return headers;
  }

  liveReleases(site: string): Release[] {
    return [...(this.channels.get(`sites/${site}/channels/live`)?.releases ?? [])];
  }
}
