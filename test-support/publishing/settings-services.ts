/**
 * A local stand-in for the services `npm run check:settings` reads (scripts/settings/online-checks.ts):
 * Firebase Hosting, Identity Toolkit's admin API, Cloud Translation, the Gemini API and GitHub, each
 * under its own path (/hosting, /identitytoolkit, /translation, /gemini, /github). Every request and
 * every successful answer is checked against the services' published descriptions (validate.ts;
 * the Gemini API's through test-support/generative-language.ts), so a check cannot come to rely on
 * an answer the service never gives. What it holds is a world the tests set up: the sites, the
 * sign-in settings, the keys and the token with their grants; `refuse` makes one service answer an
 * error body as Google or GitHub sends it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorProblems, modelProblems, modelServicePath } from '../generative-language';
import { fineGrainedPermission, githubAnswer, githubRoute, googleAnswer, googleRoute } from './validate';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type SettingsService = 'hosting' | 'identitytoolkit' | 'translation' | 'gemini' | 'github';

export type World = {
  /** The Google access token the stand-in accepts. */
  googleToken: string;
  /** Hosting sites by project: `{ 'my-project': ['my-project'] }`. */
  sites: Record<string, string[]>;
  /** Each project's sign-in settings; a project without one has no Authentication set up. */
  anonymous: Record<string, boolean>;
  translationKey: string;
  geminiKey: string;
  /** The only address the keys answer from (an HTTP referrer restriction); none: any. */
  keysAllow: string | null;
  models: string[];
  github: {
    token: string;
    repository: string;
    /** Her account may write. */
    push: boolean;
    /** A classic token's scopes (`repo`); null: a fine-grained token. */
    scopes: string | null;
    pulls: boolean;
    statuses: boolean;
    /** The repository's Actions variables; null: the token may not read them (no Variables permission). */
    variables?: Record<string, string> | null;
    /** The "Deploy preview" status of the default branch's newest commit; none: no status yet. */
    newestPublish?: { state: 'pending' | 'success' | 'failure' | 'error'; description: string };
  };
};

const API_ROOT: Record<'hosting' | 'identitytoolkit' | 'translation', string> = {
  hosting: 'https://firebasehosting.googleapis.com/',
  identitytoolkit: 'https://identitytoolkit.googleapis.com/',
  translation: 'https://translation.googleapis.com/',
};

/** Google's error body for a status, as its JSON mapping of google.rpc.Status gives it. */
export const googleError = (code: number, status: string, message: string, reason?: string): Json => ({
  error: {
    code,
    message,
    status,
    ...(reason
      ? {
          details: [
            { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com', metadata: {} },
          ],
        }
      : {}),
  },
});

export class SettingsStandIn {
  /** Requests or answers the descriptions did not allow: a test fails when any is here. */
  readonly violations: string[] = [];
  readonly calls: { service: string; method: string; path: string; headers: Record<string, string> }[] = [];
  /** An answer one service gives to every request, in place of the world's. */
  readonly refusals = new Map<SettingsService, { status: number; body: Json }>();
  private server: Server | null = null;
  url = '';

  constructor(readonly world: World) {}

  refuse(service: SettingsService, status: number, body: Json): void {
    this.refusals.set(service, { status, body });
  }

  /** Where each service answers, as the checks take them. */
  services() {
    return {
      hosting: `${this.url}/hosting/v1beta1`,
      identityToolkit: `${this.url}/identitytoolkit/v2`,
      translation: `${this.url}/translation/language/translate/v2`,
      generativeLanguage: `${this.url}/gemini/v1beta`,
      github: `${this.url}/github`,
    };
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const send = (status: number, value: Json, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(value));
      };
      try {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const [, service, ...rest] = url.pathname.split('/');
        const pathname = `/${rest.join('/')}`;
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        this.calls.push({ service: service ?? '', method: request.method ?? '', path: pathname, headers });
        const [status, value, extra] = this.answer(
          service as SettingsService,
          request.method ?? 'GET',
          pathname,
          url.searchParams,
          headers,
        );
        return send(status, value, extra);
      } catch (error) {
        // A request outside the description fails the test, not only the request.
        this.violations.push(error instanceof Error ? error.message : String(error));
        return send(400, { message: String(error) });
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(
    service: SettingsService,
    method: string,
    pathname: string,
    query: URLSearchParams,
    headers: Record<string, string>,
  ): [number, Json, Record<string, string>?] {
    const { world } = this;
    if (service === 'github') return this.github(method, pathname, query, headers);
    if (service === 'gemini') {
      const { verb, pattern } = modelServicePath('GetModel');
      const name = pattern.exec(pathname)?.groups?.name;
      if (method !== verb || !name) throw new Error(`${method} ${pathname} is not the Gemini API's models.get`);
      if ([...query.keys()].length > 0) throw new Error('models.get takes no query parameters');
      const refused = this.keyRefusal(service, world.geminiKey, headers);
      if (refused) return refused;
      if (!world.models.includes(name))
        return this.googleError(404, 'NOT_FOUND', `models/${name} is not found for API version v1beta`);
      const model = {
        name,
        baseModelId: name.replace(/^models\//, ''),
        version: '001',
        displayName: name,
        supportedGenerationMethods: ['generateContent'],
      };
      const problems = modelProblems(model);
      if (problems.length > 0) throw new Error(`the stand-in's model: ${problems.join('; ')}`);
      return [200, model];
    }
    const route = googleRoute(API_ROOT[service], method, pathname, query, undefined);
    if (service === 'translation') {
      const refused = this.keyRefusal(service, world.translationKey, headers);
      if (refused) return refused;
      const languages = { languages: [{ language: 'pt', name: 'Portuguese' }] };
      // Translation v2 wraps each answer in `data` (its discovery document's dataWrapper feature,
      // which the generated client leaves out): the description's schema is what is inside.
      return [200, { data: googleAnswer(route, languages) }];
    }
    if (headers.authorization !== `Bearer ${world.googleToken}`)
      return [401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.')];
    const refusal = this.refusals.get(service);
    if (refusal) return [refusal.status, refusal.body];
    if (route.id === 'projects.sites.get') {
      const [, project, , site] = route.params.name!.split('/');
      if (!world.sites[project!]?.includes(site!))
        return [404, googleError(404, 'NOT_FOUND', `Requested entity was not found.`)];
      return [
        200,
        googleAnswer(route, {
          name: `projects/${project}/sites/${site}`,
          defaultUrl: `https://${site}.web.app`,
          type: 'DEFAULT_SITE',
        }),
      ];
    }
    if (route.id === 'projects.getConfig') {
      const project = route.params.name!.split('/')[1]!;
      if (headers['x-goog-user-project'] !== project)
        return [403, googleError(403, 'PERMISSION_DENIED', 'The API requires a quota project.', 'SERVICE_DISABLED')];
      const enabled = world.anonymous[project];
      if (enabled === undefined) return [404, googleError(404, 'NOT_FOUND', 'CONFIGURATION_NOT_FOUND')];
      return [
        200,
        googleAnswer(route, {
          name: `projects/${project}/config`,
          signIn: { anonymous: { enabled }, email: { enabled: false } },
        }),
      ];
    }
    throw new Error(`the stand-in has no answer for ${route.id}`);
  }

  private googleError(status: number, code: string, message: string, reason?: string): [number, Json] {
    const body = googleError(status, code, message, reason);
    const problems = errorProblems(body);
    if (problems.length > 0) throw new Error(`the stand-in's error: ${problems.join('; ')}`);
    return [status, body];
  }

  /** A key's refusal, as Google answers one: unknown, from an address it does not allow, or a refusal set up. */
  private keyRefusal(service: SettingsService, key: string, headers: Record<string, string>): [number, Json] | null {
    if (headers['x-goog-api-key'] !== key)
      return this.googleError(
        400,
        'INVALID_ARGUMENT',
        'API key not valid. Please pass a valid API key.',
        'API_KEY_INVALID',
      );
    if (this.world.keysAllow !== null && !(headers.referer ?? '').startsWith(this.world.keysAllow))
      return this.googleError(
        403,
        'PERMISSION_DENIED',
        `Requests from referer ${headers.referer ?? '<empty>'} are blocked.`,
        'API_KEY_HTTP_REFERRER_BLOCKED',
      );
    const refusal = this.refusals.get(service);
    if (refusal) {
      if (service === 'gemini') {
        const problems = errorProblems(refusal.body);
        if (problems.length > 0) throw new Error(`the stand-in's error: ${problems.join('; ')}`);
      }
      return [refusal.status, refusal.body];
    }
    return null;
  }

  private github(
    method: string,
    pathname: string,
    query: URLSearchParams,
    headers: Record<string, string>,
  ): [number, Json, Record<string, string>?] {
    const { github } = this.world;
    const route = githubRoute(method, pathname, query, undefined);
    if (headers.authorization !== `Bearer ${github.token}`) return [401, { message: 'Bad credentials' }];
    const refusal = this.refusals.get('github');
    if (refusal) return [refusal.status, refusal.body];
    if (`${route.params.owner}/${route.params.repo}` !== github.repository) return [404, { message: 'Not Found' }];
    const scopes: Record<string, string> = github.scopes === null ? {} : { 'x-oauth-scopes': github.scopes };
    // GitHub refuses any operation with this 403 when a fine-grained token lacks its permission,
    // though the description lists a 403 for only some operations.
    const forbidden: [number, Json, Record<string, string>] = [
      403,
      { message: 'Resource not accessible by personal access token', status: '403' },
      scopes,
    ];
    switch (route.template) {
      case '/repos/{owner}/{repo}': {
        const [owner, name] = github.repository.split('/');
        return [
          200,
          githubAnswer(route, 200, {
            name: name!,
            full_name: github.repository,
            owner: { login: owner! },
            private: true,
            default_branch: 'main',
            permissions: { admin: false, maintain: false, push: github.push, triage: true, pull: true },
          }),
          scopes,
        ];
      }
      case '/repos/{owner}/{repo}/pulls':
        return github.pulls ? [200, githubAnswer(route, 200, []), scopes] : forbidden;
      case '/repos/{owner}/{repo}/actions/variables': {
        if (!github.variables) {
          // GitHub names the permission the operation needs, as its fine-grained permissions page lists it.
          const wanted = fineGrainedPermission(route.method, route.template)!;
          return [
            forbidden[0],
            forbidden[1],
            { ...scopes, 'x-accepted-github-permissions': `${wanted.permission}=${wanted.access}` },
          ];
        }
        const perPage = Number(query.get('per_page') ?? 10);
        const page = Number(query.get('page') ?? 1);
        const all = Object.entries(github.variables).map(([name, value]) => ({
          name,
          value,
          created_at: '2026-12-01T10:00:00Z',
          updated_at: '2026-12-01T10:00:00Z',
        }));
        return [
          200,
          githubAnswer(route, 200, {
            total_count: all.length,
            variables: all.slice((page - 1) * perPage, page * perPage),
          }),
          scopes,
        ];
      }
      case '/repos/{owner}/{repo}/commits/{ref}/status':
        return github.statuses
          ? [
              200,
              githubAnswer(route, 200, {
                sha: route.params.ref!,
                statuses: github.newestPublish ? [{ context: 'Deploy preview', ...github.newestPublish }] : [],
              }),
              scopes,
            ]
          : forbidden;
    }
    throw new Error(`the stand-in has no answer for ${method} ${route.template}`);
  }
}
