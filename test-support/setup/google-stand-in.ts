/**
 * A stand-in for the Google services `npm run setup` changes (scripts/setup/google-steps.ts): one
 * project whose state the tests set up and read back. Its `fetch` takes every request a step makes
 * through `context.google`; each request and each successful answer is checked against the
 * services' published descriptions (test-support/publishing/validate.ts), so a request with a
 * method, path, parameter or body field the description does not have is refused and recorded in
 * `violations`, and a test fails on it. As Google does, it refuses a call to a service that is not
 * turned on, a call without her sign-in or without the project to bill (only the lists of her
 * projects, made before any project is chosen, are billed to the sign-in's own), a call to the
 * Analytics Admin API with a sign-in that lacks Analytics' scopes (Cloud Shell's carries
 * cloud-platform only: ACCESS_TOKEN_SCOPE_INSUFFICIENT), and a policy written back with an etag
 * that is no longer the policy's.
 */
import type { Found, SetupContext } from '../../scripts/setup/step';
import { googleError } from '../publishing/settings-services';
import { googleAnswer, googleRoute, type HostingRoute } from '../publishing/validate';
import {
  answerBillingAndAnalytics,
  answerFirebase,
  answerIdentities,
  type GoogleWorld,
  type ProjectParent,
} from './google-stand-in-answers';

export type { GoogleWorld } from './google-stand-in-answers';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A fresh project as her first day leaves it (the guide's steps 4 and 5): made in Firebase's
 * console with Analytics, Hosting and Authentication started, no billing (Translate and drafting
 * come later), nothing else set up.
 */
export function freshWorld(project = 'rita-photo'): GoogleWorld {
  return {
    token: 'her-gcloud-token',
    scopes: [CLOUD_PLATFORM],
    project,
    displayName: 'Rita Photo',
    projectNumber: '123456789012',
    otherProjects: [],
    made: true,
    defaultSite: project,
    billingEnabled: false,
    enabled: new Set(['serviceusage.googleapis.com']),
    sites: new Set([project]),
    webApps: [],
    measurementId: null,
    analytics: { accountId: '301234567', propertyId: '412345678', streamId: '9876543210', pageChangesEnabled: true },
    auth: { anonymous: false, authorizedDomains: ['localhost', `${project}.firebaseapp.com`] },
    pools: new Set(),
    providers: new Map(),
    deleted: new Set(),
    serviceAccounts: new Map(),
    projectPolicy: { version: 1, etag: 'BwX1', bindings: [{ role: 'roles/owner', members: ['user:rita@example.pt'] }] },
    keys: new Map(),
    otherKeys: new Map(),
    lookupTakesAuthKeys: false,
    customDomains: new Map(),
    dnsDone: false,
    madeProjects: new Map(),
    takenProjectIds: new Set(),
    takenSites: new Set(),
    projectQuota: 10,
    operationPolls: 0,
    operations: new Map(),
    failing: new Map(),
  };
}

export type GoogleStandIn = ReturnType<typeof googleStandIn>;

const CLOUD_PLATFORM = 'https://www.googleapis.com/auth/cloud-platform';
/** What the Analytics Admin API takes: its own scopes, which cloud-platform does not include. */
const ANALYTICS_SCOPES = [
  'https://www.googleapis.com/auth/analytics.edit',
  'https://www.googleapis.com/auth/analytics.readonly',
];
/** The lists of her projects: asked before a project is chosen, so billed to the sign-in's own project. */
const UNBILLED = new Set([
  'firebase.googleapis.com projects.list',
  'cloudresourcemanager.googleapis.com projects.list',
]);

/** The stand-in over `world`; `google` is a `fetch` with her sign-in, as the orchestrator gives the steps. */
export function googleStandIn(world: GoogleWorld = freshWorld()) {
  const violations: string[] = [];
  const calls: { method: string; url: string; id: string }[] = [];

  const respond = (status: number, value: Json) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

  // As fetch is: an answer to come, though the stand-in has it at once.
  function fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    return Promise.resolve(answerRequest(input, init));
  }

  function answerRequest(input: string | URL | Request, init: RequestInit): Response {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const text = typeof init.body === 'string' ? init.body : undefined;
    let route: HostingRoute;
    try {
      const body = text === undefined ? undefined : (JSON.parse(text) as Json);
      route = googleRoute(`${url.origin}/`, method, url.pathname, url.searchParams, body);
      calls.push({ method, url: url.href, id: route.id });
      if (headers.get('authorization') !== `Bearer ${world.token}`)
        return respond(401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
      const service = url.hostname;
      if (
        service === 'analyticsadmin.googleapis.com' &&
        !world.scopes.some((scope) => ANALYTICS_SCOPES.includes(scope))
      )
        return respond(
          403,
          googleError(
            403,
            'PERMISSION_DENIED',
            'Request had insufficient authentication scopes.',
            'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          ),
        );
      const unbilled = UNBILLED.has(`${service} ${route.id}`);
      const billedTo = headers.get('x-goog-user-project');
      if (!unbilled && billedTo !== world.project)
        return respond(
          403,
          googleError(403, 'PERMISSION_DENIED', 'The API requires a quota project.', 'SERVICE_DISABLED'),
        );
      if (!unbilled && !world.enabled.has(service))
        return respond(
          403,
          googleError(
            403,
            'PERMISSION_DENIED',
            `${service} has not been used in project ${world.project}.`,
            'SERVICE_DISABLED',
          ),
        );
      const failure = world.failing.get(`${service} ${route.id}`) ?? world.failing.get(route.id);
      if (failure) return respond(failure.status, googleError(failure.status, failure.code, failure.message));
      const [status, value] = answer(route, url, (body ?? {}) as Record<string, Json>);
      return respond(status, status < 400 ? googleAnswer(route, value) : value);
    } catch (error) {
      // A request outside the description fails the test, not only the request.
      violations.push(error instanceof Error ? error.message : String(error));
      return respond(400, googleError(400, 'INVALID_ARGUMENT', String(error)));
    }
  }

  /** A long-running operation, done after `world.operationPolls` reads; its result is made at once. */
  function operation(kind: string, response: Json, error?: string, under = '', code = 9): [number, Json] {
    const name = `${under}operations/${kind}.${world.operations.size + 1}`;
    world.operations.set(name, { pollsLeft: world.operationPolls, response, error, code });
    return [200, operationState(name)];
  }

  function operationState(name: string): Json {
    const held = world.operations.get(name)!;
    if (held.pollsLeft > 0) return { name, done: false };
    return held.error
      ? { name, done: true, error: { code: held.code ?? 9, message: held.error } }
      : { name, done: true, response: held.response };
  }

  function answer(route: HostingRoute, url: URL, body: Record<string, Json>): [number, Json] {
    const notFound = (): [number, Json] => [404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.')];
    const project = world.project;
    switch (`${url.hostname} ${route.id}`) {
      case 'serviceusage.googleapis.com services.get': {
        const id = route.params.name!.split('/').at(-1)!;
        return [
          200,
          {
            name: `projects/${world.projectNumber}/services/${id}`,
            state: world.enabled.has(id) ? 'ENABLED' : 'DISABLED',
          },
        ];
      }
      case 'serviceusage.googleapis.com services.batchEnable': {
        const ids = body.serviceIds as string[];
        const billed = ids.filter((id) => id === 'translate.googleapis.com');
        const refused =
          world.failing.get('batchEnable operation') ??
          (billed.length > 0 && !world.billingEnabled
            ? {
                status: 400,
                code: 'FAILED_PRECONDITION',
                message: `Billing must be enabled for activation of service(s) '${billed.join(',')}' to proceed.`,
              }
            : undefined);
        if (!refused) ids.forEach((id) => world.enabled.add(id));
        return operation(
          'batchEnable',
          { '@type': 'type.googleapis.com/google.api.serviceusage.v1.BatchEnableServicesResponse' },
          refused?.message,
        );
      }
      case 'serviceusage.googleapis.com operations.get':
      case 'firebase.googleapis.com operations.get':
      case 'apikeys.googleapis.com operations.get':
      case 'iam.googleapis.com projects.locations.workloadIdentityPools.operations.get':
      case 'cloudresourcemanager.googleapis.com operations.get': {
        const name = route.params.name!;
        if (!world.operations.has(name)) return notFound();
        const held = world.operations.get(name)!;
        if (held.pollsLeft > 0) held.pollsLeft -= 1;
        return [200, operationState(name)];
      }
      case 'cloudresourcemanager.googleapis.com projects.list':
        return [
          200,
          {
            projects: [
              ...(world.made
                ? [{ projectId: project, name: world.displayName, projectNumber: world.projectNumber }]
                : []),
              ...world.otherProjects.map(({ projectId, displayName, projectNumber }) => ({
                projectId,
                name: displayName,
                projectNumber,
              })),
              ...[...world.madeProjects].map(([projectId, made]) => ({
                projectId,
                name: made.name,
                projectNumber: made.number,
              })),
            ].map((each) => ({ ...each, lifecycleState: 'ACTIVE' })),
          },
        ];
      case 'cloudresourcemanager.googleapis.com projects.get': {
        const id = route.params.projectId!;
        const made = world.madeProjects.get(id);
        // Google answers 403 alike for a project that does not exist and one that is not hers.
        if (id !== project && !made)
          return [403, googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission')];
        return [
          200,
          made
            ? {
                projectId: id,
                projectNumber: made.number,
                lifecycleState: made.lifecycleState,
                name: made.name,
                ...(made.parent ? { parent: made.parent } : {}),
              }
            : {
                projectId: project,
                projectNumber: world.projectNumber,
                lifecycleState: 'ACTIVE',
                name: project,
                ...(world.parent ? { parent: world.parent } : {}),
              },
        ];
      }
      case 'cloudresourcemanager.googleapis.com projects.create': {
        const id = typeof body.projectId === 'string' ? body.projectId : '';
        // Resource Manager's rules for a project ID: 6 to 30 lowercase letters, digits or hyphens,
        // starting with a letter and not ending with a hyphen.
        if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(id))
          return [400, googleError(400, 'INVALID_ARGUMENT', `Project id ${id} is not valid.`)];
        if (id === project || world.madeProjects.has(id) || world.takenProjectIds.has(id))
          return [409, googleError(409, 'ALREADY_EXISTS', 'Requested entity already exists')];
        if (world.projectQuota <= 0)
          return operation(
            'cp',
            {},
            'The project cannot be created because you have exceeded your allotted project quota.',
            '',
            8,
          );
        world.projectQuota -= 1;
        const parent = body.parent as ProjectParent | undefined;
        const number = `9${String(world.madeProjects.size + 1).padStart(11, '0')}`;
        world.madeProjects.set(id, {
          name: typeof body.name === 'string' ? body.name : id,
          number,
          ...(parent ? { parent } : {}),
          lifecycleState: 'ACTIVE',
          firebase: false,
          sites: new Set(),
          policy: { version: 1, etag: 'BwP1', bindings: [{ role: 'roles/owner', members: ['user:rita@example.pt'] }] },
        });
        return operation('cp', {
          '@type': 'type.googleapis.com/google.cloudresourcemanager.v1.Project',
          projectId: id,
          projectNumber: number,
          lifecycleState: 'ACTIVE',
        });
      }
    }
    return (
      answerFirebase(world, route, url, body, operation) ??
      answerIdentities(world, route, url, body, operation) ??
      answerBillingAndAnalytics(world, route, url, body) ??
      (() => {
        throw new Error(`the stand-in has no answer for ${route.id}`);
      })()
    );
  }

  /** Requests that changed something (a policy's read is a POST that changes nothing). */
  const writes = () => calls.filter((call) => call.method !== 'GET' && !call.id.endsWith('getIamPolicy'));

  const google = (url: string, init: RequestInit = {}) =>
    fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${world.token}` },
    });

  return { world, fetch, google, violations, calls, writes };
}

/** Her domain in the tests. */
const HER_DOMAIN = 'https://www.ritaphoto.pt';

/** A step's context over the stand-in, with what the earlier steps found; GitHub is not called. */
export function googleContext(standIn: GoogleStandIn, found: Found = {}): SetupContext {
  return {
    domain: HER_DOMAIN,
    found: { GOOGLE_PROJECT: standIn.world.project, ...found },
    google: standIn.google,
    github: () => Promise.reject(new Error('a Google step called GitHub')),
  };
}

/** What the GitHub repository step and the project step find, for the steps that need them. */
export const EARLIER_FOUND = {
  GITHUB_REPOSITORY: 'rita/site',
  GITHUB_REPOSITORY_ID: '987654321',
  GITHUB_OWNER_TYPE: 'User',
  GITHUB_PRIVATE: 'true',
  GOOGLE_PROJECT_NUMBER: '123456789012',
};

/** Every service turned on, as after the first step. */
export const ALL_SERVICES = [
  'serviceusage.googleapis.com',
  'firebasehosting.googleapis.com',
  'identitytoolkit.googleapis.com',
  'iam.googleapis.com',
  'iamcredentials.googleapis.com',
  'sts.googleapis.com',
  'firebase.googleapis.com',
  'apikeys.googleapis.com',
  'translate.googleapis.com',
  'generativelanguage.googleapis.com',
  'cloudresourcemanager.googleapis.com',
  'cloudbilling.googleapis.com',
  'analyticsadmin.googleapis.com',
];

/** The stand-in as each step finds it after the first: every service on (Translation too: billing on), with `change` on top. */
export const standInWithServicesOn = (change: Partial<GoogleWorld> = {}) =>
  googleStandIn({ ...freshWorld(), enabled: new Set(ALL_SERVICES), billingEnabled: true, ...change });

/** Long-running operations polled without waiting, as the steps' tests need. */
export const NO_WAIT = { pollMs: 0, polls: 5 };
