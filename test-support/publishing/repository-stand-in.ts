/**
 * A stand-in for GitHub's REST API as the go-live page and the editor call it with her editor token:
 * her repository's files through the Git Data API (a branch, its commit and tree, each blob; a new
 * tree on a base tree, a commit, the branch moved), one file through the contents API, and the
 * repository's Actions variables. The repository is a real git repository, so what is committed can
 * be checked out and built; the variables are held in memory. A `fetch`-compatible function: the
 * browser's requests reach it through Playwright's routes, Node's through the function itself.
 *
 * Every request and answer is checked against GitHub's published description (validate.ts); a
 * request it does not allow is recorded in `violations` and answered 400. It models what the page
 * relies on: a fine-grained token holds only the permissions it was given (services.ts's NEEDS, per
 * operation, refused with GitHub's 403, which names in X-Accepted-GitHub-Permissions the permission
 * GitHub's documentation gives the operation); moving a branch without force is refused with a 422
 * unless the new commit descends from the branch's, and a protected branch (`protectedBranches`)
 * with the 422 GitHub answers for one; a tree entry with `sha: null` deletes that path. A read is
 * answered as GitHub answers it, `Cache-Control: private, max-age=60` with an ETag: a browser keeps
 * it for a minute unless the request says otherwise.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { knowsPermissionsOf, missingPermission } from './services';
import { fineGrainedPermission, githubAnswer, githubRoute } from './validate';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A field of a request body as text (the description already checked its type). */
const text = (value: Json | undefined): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

/** Who commits through the stand-in: her account, as her token names it. */
const HER = { name: 'Rita Sousa', email: 'rita@users.noreply.github.com' };

export const GITHUB_API = 'https://api.github.com';

/** How GitHub answers a read with a token: the browser may keep it a minute, and must ask again for another token. */
const GITHUB_READ_HEADERS = {
  'cache-control': 'private, max-age=60, s-maxage=60',
  vary: 'Accept, Authorization, Cookie, X-GitHub-OTP',
} as const;

type Answer = [status: number, value: Json | undefined, headers?: Record<string, string>];

export class RepositoryStandIn {
  /** Her tokens, each with the permissions it was given ('contents': 'write', 'variables': 'read'…). */
  readonly tokens = new Map<string, Readonly<Record<string, string>>>();
  /** The repository's Actions variables, by name. */
  readonly variables = new Map<string, string>();
  /** Requests or answers the description did not allow: a test fails when any is here. */
  readonly violations: string[] = [];
  /** Every call, with what it was answered. */
  readonly calls: { method: string; template: string; status: number }[] = [];
  /** Runs once, just before the next move of a branch is decided: another push landing first. */
  beforeNextRefUpdate: (() => void) | undefined;
  /** Answers the next call that matches with no answer at all (a network failure). */
  dropNext: RegExp | undefined;
  /** Branches protected on GitHub so that only a pull request may change them ('main'). */
  readonly protectedBranches = new Set<string>();

  constructor(
    /** The git repository that holds her repository's branches. */
    readonly origin: string,
    /** owner/name. */
    readonly repository: string,
  ) {}

  git(args: readonly string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
    return execFileSync('git', ['-C', this.origin, ...args], {
      encoding: 'utf8',
      input: options.input,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    }).trim();
  }

  private gitBytes(args: readonly string[]): Buffer {
    return execFileSync('git', ['-C', this.origin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  }

  /**
   * A blob's bytes by its sha, none when the repository has no such blob. Kept once read: a sha
   * names its content for good, and a page reads every file of her site at once, each a git run
   * in this process.
   */
  private blob(sha: string): Buffer | undefined {
    const known = this.blobs.get(sha);
    if (known) return known;
    try {
      const bytes = this.gitBytes(['cat-file', 'blob', `${sha}^{blob}`]);
      this.blobs.set(sha, bytes);
      return bytes;
    } catch {
      return undefined;
    }
  }

  private readonly blobs = new Map<string, Buffer>();

  private exists(object: string): boolean {
    try {
      this.git(['cat-file', '-e', object]);
      return true;
    } catch {
      return false;
    }
  }

  /** The stand-in as `fetch`: requests to api.github.com only. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (this.dropNext?.test(`${request.method} ${url.pathname}`)) {
      this.dropNext = undefined;
      throw new TypeError('Failed to fetch');
    }
    const sent = await request.text();
    const body = sent ? (JSON.parse(sent) as Json) : undefined;
    const [status, value, headers = {}] = this.answer(request.method, url, request.headers, body);
    const answered = status === 204 || value === undefined ? null : JSON.stringify(value);
    const read =
      request.method === 'GET' && status === 200 && answered !== null
        ? { ...GITHUB_READ_HEADERS, etag: `W/"${createHash('sha256').update(answered).digest('hex')}"` }
        : {};
    return new Response(answered, {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...read, ...headers },
    });
  };

  private answer(method: string, url: URL, headers: Headers, body: Json | undefined): Answer {
    if (url.origin !== GITHUB_API) throw new Error(`${url.origin} is not GitHub's API`);
    let route;
    try {
      route = githubRoute(method, url.pathname, url.searchParams, body);
    } catch (error) {
      this.violations.push(error instanceof Error ? error.message : String(error));
      return [400, { message: String(error) }];
    }
    const operation = `${route.method} ${route.template.replace('/repos/{owner}/{repo}', '')}`;
    const record = (status: number) => this.calls.push({ method: route.method, template: route.template, status });
    const granted = this.tokens.get(headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
    if (!granted) {
      record(401);
      return [401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' }];
    }
    // A fine-grained token sees only the repositories it was made for.
    if (`${route.params.owner}/${route.params.repo}` !== this.repository) {
      record(404);
      return [404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }];
    }
    if (!knowsPermissionsOf(operation)) {
      this.violations.push(`${operation} is not an operation the stand-in answers`);
      return [400, { message: 'Not answered by the stand-in' }];
    }
    if (missingPermission(operation, granted)) {
      record(403);
      const wanted = fineGrainedPermission(route.method, route.template);
      return [
        403,
        { message: 'Resource not accessible by personal access token', status: '403' },
        wanted ? { 'x-accepted-github-permissions': `${wanted.permission}=${wanted.access}` } : {},
      ];
    }
    let status: number;
    let value: Json | undefined;
    try {
      [status, value] = this.respond(operation, route.params, url.searchParams, (body ?? {}) as Record<string, Json>);
    } catch (error) {
      this.violations.push(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
      return [500, { message: 'Server Error' }];
    }
    record(status);
    if (!route.operation.responses[String(status)] || value === undefined) return [status, value];
    try {
      return [status, githubAnswer(route, status, value)];
    } catch (error) {
      this.violations.push(error instanceof Error ? error.message : String(error));
      return [500, { message: 'Server Error' }];
    }
  }

  private respond(
    operation: string,
    params: Record<string, string>,
    query: URLSearchParams,
    input: Record<string, Json>,
  ): [number, Json | undefined] {
    const notFound: [number, Json] = [404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }];
    switch (operation) {
      case 'get /git/ref/{ref}': {
        if (!this.exists(`refs/${params.ref!}`)) return notFound;
        return [
          200,
          {
            ref: `refs/${params.ref!}`,
            object: { sha: this.git(['rev-parse', `refs/${params.ref!}`]), type: 'commit' },
          },
        ];
      }
      case 'get /git/commits/{commit_sha}': {
        if (!this.exists(`${params.commit_sha!}^{commit}`)) return notFound;
        return [200, this.commitJson(params.commit_sha!)];
      }
      case 'get /git/trees/{tree_sha}': {
        if (!this.exists(`${params.tree_sha!}^{tree}`)) return notFound;
        const recursive = query.has('recursive') ? ['-r', '-t'] : [];
        const tree = this.git(['ls-tree', '-l', ...recursive, params.tree_sha!])
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [meta = '', file = ''] = line.split('\t');
            const [mode = '', type = '', sha = '', size = '-'] = meta.split(/\s+/);
            return { path: file, mode, type, sha, ...(size === '-' ? {} : { size: Number(size) }) };
          });
        return [200, { sha: this.git(['rev-parse', `${params.tree_sha!}^{tree}`]), tree, truncated: false }];
      }
      case 'get /git/blobs/{file_sha}': {
        const bytes = this.blob(params.file_sha!);
        if (!bytes) return notFound;
        return [
          200,
          { sha: params.file_sha!, size: bytes.length, content: bytes.toString('base64'), encoding: 'base64' },
        ];
      }
      case 'get /contents/{path}': {
        const object = `${query.get('ref') ?? 'main'}:${params.path!}`;
        if (!this.exists(`${object}`) || this.git(['cat-file', '-t', object]) !== 'blob') return notFound;
        const bytes = this.gitBytes(['cat-file', 'blob', object]);
        return [
          200,
          {
            type: 'file',
            encoding: 'base64',
            size: bytes.length,
            name: path.posix.basename(params.path!),
            path: params.path!,
            content: bytes.toString('base64'),
            sha: this.git(['rev-parse', object]),
          },
        ];
      }
      case 'post /git/trees':
        return this.createTree(input);
      case 'post /git/commits': {
        const tree = text(input.tree);
        const parents = (input.parents ?? []) as string[];
        if (!this.exists(`${tree}^{tree}`) || parents.some((parent) => !this.exists(`${parent}^{commit}`)))
          return [422, { message: 'Tree SHA does not exist', documentation_url: 'https://docs.github.com/rest' }];
        const sha = this.git(['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-F', '-'], {
          input: text(input.message),
          env: {
            GIT_AUTHOR_NAME: HER.name,
            GIT_AUTHOR_EMAIL: HER.email,
            GIT_COMMITTER_NAME: HER.name,
            GIT_COMMITTER_EMAIL: HER.email,
          },
        });
        return [201, this.commitJson(sha)];
      }
      case 'patch /git/refs/{ref}': {
        const ref = `refs/${params.ref!}`;
        if (!this.exists(ref)) return [422, { message: 'Reference does not exist' }];
        if (this.protectedBranches.has(params.ref!.replace(/^heads\//, '')))
          return [
            422,
            {
              message: `Protected branch update failed for ${ref}.`,
              documentation_url: 'https://docs.github.com/rest/git/refs#update-a-reference',
            },
          ];
        const moving = this.beforeNextRefUpdate;
        this.beforeNextRefUpdate = undefined;
        moving?.();
        const sha = text(input.sha);
        if (!this.exists(`${sha}^{commit}`)) return [422, { message: 'Object does not exist' }];
        const current = this.git(['rev-parse', ref]);
        if (input.force !== true && !this.descends(sha, current))
          return [422, { message: 'Update is not a fast forward', documentation_url: 'https://docs.github.com/rest' }];
        this.git(['update-ref', ref, sha, current]);
        return [
          200,
          {
            ref,
            node_id: 'stand-in',
            url: `${GITHUB_API}/repos/${this.repository}/git/${ref}`,
            object: { sha, type: 'commit', url: `${GITHUB_API}/repos/${this.repository}/git/commits/${sha}` },
          },
        ];
      }
      case 'get /actions/variables/{name}': {
        const value = this.variables.get(params.name!);
        if (value === undefined) return notFound;
        return [
          200,
          { name: params.name!, value, created_at: '2026-12-01T10:00:00Z', updated_at: '2026-12-01T10:00:00Z' },
        ];
      }
      case 'post /actions/variables': {
        const name = text(input.name);
        if (this.variables.has(name)) return [409, { message: 'Already exists' }];
        this.variables.set(name, text(input.value));
        return [201, {}];
      }
      case 'patch /actions/variables/{name}': {
        if (!this.variables.has(params.name!)) return notFound;
        this.variables.set(params.name!, text(input.value));
        return [204, undefined];
      }
    }
    throw new Error(`the stand-in has no answer for ${operation}`);
  }

  /** Whether `commit` has `ancestor` among its ancestors (or is it). */
  private descends(commit: string, ancestor: string): boolean {
    try {
      this.git(['merge-base', '--is-ancestor', ancestor, commit]);
      return true;
    } catch {
      return false;
    }
  }

  private commitJson(sha: string): Json {
    const [tree = '', parents = '', message = ''] = this.git(['show', '-s', '--format=%T%n%P%n%B', sha]).split('\n');
    return {
      sha,
      url: `${GITHUB_API}/repos/${this.repository}/git/commits/${sha}`,
      html_url: `https://github.com/${this.repository}/commit/${sha}`,
      message,
      tree: { sha: tree, url: `${GITHUB_API}/repos/${this.repository}/git/trees/${tree}` },
      parents: parents
        .split(' ')
        .filter(Boolean)
        .map((parent) => ({ sha: parent, url: `${GITHUB_API}/repos/${this.repository}/git/commits/${parent}` })),
      author: { ...HER, date: '2026-12-06T10:00:00Z' },
      committer: { ...HER, date: '2026-12-06T10:00:00Z' },
    };
  }

  /** A tree: the base tree with each entry written (from its content, or its blob), or taken out where its sha is null. */
  private createTree(input: Record<string, Json>): [number, Json] {
    const base = input.base_tree === undefined ? undefined : text(input.base_tree);
    if (base !== undefined && !this.exists(`${base}^{tree}`))
      return [404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }];
    const index = path.join(mkdtempSync(path.join(os.tmpdir(), 'stand-in-index-')), 'index');
    const env = { GIT_INDEX_FILE: index };
    try {
      if (base) this.git(['read-tree', base], { env });
      for (const entry of (input.tree ?? []) as Record<string, Json>[]) {
        const file = text(entry.path);
        if ('content' in entry && 'sha' in entry && entry.sha !== null)
          return [422, { message: 'Use either tree.sha or content, not both' }];
        if (entry.sha === null) {
          this.git(['update-index', '--force-remove', '--', file], { env });
          continue;
        }
        const sha =
          typeof entry.content === 'string'
            ? this.git(['hash-object', '-w', '--stdin'], { input: entry.content })
            : text(entry.sha);
        if (!this.exists(sha)) return [422, { message: `tree.sha ${sha} wasn't found` }];
        this.git(['update-index', '--add', '--cacheinfo', `${text(entry.mode)},${sha},${file}`], { env });
      }
      const sha = this.git(['write-tree'], { env });
      return [201, { sha, url: `${GITHUB_API}/repos/${this.repository}/git/trees/${sha}`, tree: [], truncated: false }];
    } finally {
      rmSync(path.dirname(index), { recursive: true, force: true });
    }
  }
}
