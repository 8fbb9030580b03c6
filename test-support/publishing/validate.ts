/**
 * Holds the stand-in to the services' published descriptions (descriptions.ts): a request whose
 * route, parameters or body the description does not allow, or an answer that does not match the
 * description's schema, throws, so the stand-in cannot drift into answering what the services
 * never would. GitHub's answers carry many required fields the workflows never read: `complete`
 * fills those from the schema around the fields the stand-in gives.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import {
  excerptFile,
  GITHUB_EXCERPT,
  GITHUB_PERMISSIONS_EXCERPT,
  GOOGLE_CLIENTS,
  HOSTING_SOURCE,
  readExcerpt,
  type GoogleClient,
  type HostingMethod,
} from './descriptions';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };
type Operation = {
  parameters?: Schema[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, Schema>;
};

const github = readExcerpt<{
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Schema>>;
}>(GITHUB_EXCERPT);
type GoogleDescription = { methods: Record<string, HostingMethod>; schemas: Record<string, Schema> };
const googleDescriptions = new Map(
  GOOGLE_CLIENTS.map((client) => [client, readExcerpt<GoogleDescription>(excerptFile(client))] as const),
);

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(github, 'github.json');
for (const [client, description] of googleDescriptions) ajv.addSchema({ schemas: description.schemas }, client.excerpt);
const compiled = new Map<string, ValidateFunction>();
const validator = (ref: string) => {
  let validate = compiled.get(ref);
  if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
  return validate;
};
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
function check(ref: string, value: unknown, what: string): void {
  const validate = validator(ref);
  if (!validate(value))
    throw new Error(`${what} does not match the published description: ${ajv.errorsText(validate.errors)}`);
}

const resolve = (schema: Schema): Schema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const [, , kind, name] = ref.split('/') as [string, string, string, string];
  return resolve(github.components[kind]![name]!);
};

/** A value of the schema: the given fields, and every required field the stand-in did not give filled in with a placeholder. */
function complete(raw: Schema, given: Json | undefined): Json {
  const schema = resolve(raw);
  if (Array.isArray(schema.allOf)) {
    return (schema.allOf as Schema[]).reduce<Json>((value, part) => {
      const filled = complete(part, given);
      return typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        typeof filled === 'object' &&
        filled !== null &&
        !Array.isArray(filled)
        ? { ...value, ...filled }
        : filled;
    }, {});
  }
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) {
    if (given === null) return null;
    const kind = Array.isArray(given)
      ? 'array'
      : given === undefined
        ? undefined
        : typeof given === 'number'
          ? undefined
          : typeof given;
    const choice = choices.find((candidate) => kind === undefined || resolve(candidate).type === kind) ?? choices[0]!;
    return complete(choice, given);
  }
  // A null the description allows stays null (`mergeable` before GitHub has worked it out).
  if ((given === undefined || given === null) && schema.nullable === true) return null;
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const value = (given ?? {}) as Record<string, Json>;
      const result: Record<string, Json> = {};
      for (const name of (schema.required ?? []) as string[])
        result[name] = complete(properties[name] ?? {}, value[name]);
      for (const [name, field] of Object.entries(value))
        result[name] = properties[name] ? complete(properties[name], field) : field;
      return result;
    }
    case 'array':
      return Array.isArray(given) ? given.map((item) => complete((schema.items ?? {}) as Schema, item)) : [];
    case 'string':
      if (given !== undefined) return given;
      if (Array.isArray(schema.enum)) return schema.enum[0]!;
      return schema.format === 'date-time'
        ? '2026-01-01T00:00:00Z'
        : schema.format === 'uri'
          ? 'https://stand-in.invalid/'
          : 'stand-in';
    case 'integer':
    case 'number':
      return given ?? 1;
    case 'boolean':
      return given ?? false;
    default:
      return given ?? null;
  }
}

type PermissionsExcerpt = {
  permissions: Record<string, { permissions: { verb: string; requestPath: string; access: 'read' | 'write' }[] }>;
};
const fineGrained = readExcerpt<PermissionsExcerpt>(GITHUB_PERMISSIONS_EXCERPT);

/**
 * The repository permission a fine-grained token needs for a route (`get`, '/repos/{owner}/{repo}/…'),
 * as GitHub's documentation lists it; null for a route it lists under none of the excerpt's
 * permissions (reading the repository itself needs only Metadata, which every token has).
 */
export function fineGrainedPermission(
  method: string,
  template: string,
): { permission: string; access: 'read' | 'write' } | null {
  for (const [permission, { permissions }] of Object.entries(fineGrained.permissions)) {
    const entry = permissions.find((each) => each.verb === method.toLowerCase() && each.requestPath === template);
    if (entry) return { permission, access: entry.access };
  }
  return null;
}

export type GitHubRoute = { template: string; method: string; params: Record<string, string>; operation: Operation };

const templates = Object.keys(github.paths).map((template) => ({
  template,
  // A git ref ('heads/main') and a file's path ('content/testimonials.yml') keep their slashes, as GitHub takes them.
  pattern: new RegExp(
    `^${template.replace(/\{[^}]+\}/g, (name) => `(?<${name.slice(1, -1)}>${name === '{ref}' || name === '{path}' ? '.+' : '[^/]+'})`)}$`,
  ),
}));

/** The operation a request is for, its path parameters checked; throws for a route the description does not have. */
export function githubRoute(
  method: string,
  pathname: string,
  query: URLSearchParams,
  body: Json | undefined,
): GitHubRoute {
  const lower = method.toLowerCase();
  for (const { template, pattern } of templates) {
    const found = pattern.exec(pathname);
    const operation = github.paths[template]![lower];
    if (!found || !operation) continue;
    const params = Object.fromEntries(
      Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
    );
    const declared = (operation.parameters ?? []).map(resolve);
    for (const name of query.keys()) {
      if (!declared.some((parameter) => parameter.in === 'query' && parameter.name === name)) {
        throw new Error(`${method} ${template}: the description has no query parameter ${name}`);
      }
    }
    const schema = operation.requestBody?.content['application/json'].schema;
    if (schema)
      check(
        `github.json#/${pointer('paths', template, lower, 'requestBody', 'content', 'application/json', 'schema')}`,
        body,
        `the body of ${method} ${template}`,
      );
    else if (body !== undefined) throw new Error(`${method} ${template} takes no body`);
    return { template, method: lower, params, operation };
  }
  throw new Error(
    `${method} ${pathname} is not an operation of GitHub's description (or not one the stand-in was given)`,
  );
}

/** The answer to a GitHub request, completed from the description and checked against it. */
export function githubAnswer(route: GitHubRoute, status: number, given: Json): Json {
  const response = resolve(route.operation.responses[String(status)] ?? {});
  const content = (response.content as Record<string, { schema: Schema }> | undefined)?.['application/json'];
  if (!route.operation.responses[String(status)])
    throw new Error(`${route.method.toUpperCase()} ${route.template} never answers ${status}`);
  if (!content) return given;
  const value = complete(content.schema, given);
  const base = route.operation.responses[String(status)]!.$ref
    ? `github.json#/${pointer('components', 'responses', (route.operation.responses[String(status)]!.$ref as string).split('/').at(-1)!, 'content', 'application/json', 'schema')}`
    : `github.json#/${pointer('paths', route.template, route.method, 'responses', String(status), 'content', 'application/json', 'schema')}`;
  check(base, value, `the answer to ${route.method.toUpperCase()} ${route.template}`);
  return value;
}

export type HostingRoute = { id: string; method: HostingMethod; params: Record<string, string>; client: GoogleClient };

const nameOf = (parts: string[]) => parts.map((part) => `${part}/[^/:]+`).join('/');
// A singleton (getConfig, getAnalyticsDetails, updateEnhancedMeasurementSettings) is named below its
// parent when the method's path is its name alone: projects/<id>/config.
const singleton = (id: string, method: HostingMethod) => {
  const part = /\.(?:get|update)([A-Z]\w*)$/.exec(id)?.[1];
  return part && method.path.endsWith('{+name}') ? `/${part[0]!.toLowerCase()}${part.slice(1)}` : '';
};

function exactPattern(id: string, method: HostingMethod): RegExp {
  // {+name} and {+parent} take a resource name with its slashes: sites/<site>/channels/<id>…
  const resources = id.split('.').slice(0, -1);
  const leaf = resources.at(-1)!;
  const name = `${nameOf(resources)}${singleton(id, method)}`;
  const parent = method.path.includes(`{+parent}/${leaf}`) ? nameOf(resources.slice(0, -1)) : nameOf(resources);
  return new RegExp(
    `^/${method.path.replace('{+name}', `(?<name>${name})`).replace('{+parent}', `(?<parent>${parent})`)}$`,
  );
}

function loosePattern(id: string, method: HostingMethod): RegExp {
  const leaf = id.split('.').at(-2)!;
  const source = method.path
    .replace(/\{\+(\w+)\}(?=[/:])/g, '(?<$1>[^/:]+(?:/[^/:]+)*?)')
    // A Firebase app's id has colons (1:<number>:web:<hex>): an id may, a collection's name may not.
    .replace(/\{\+(\w+)\}$/, `(?<$1>(?:[^/:]+/[^/]+/)*${leaf}/[^/]+${singleton(id, method)})`)
    .replace(/\{(\w+)\}/g, '(?<$1>[^/:]+)');
  return new RegExp(`^/${source}$`);
}

/**
 * The method of a Google API (one of GOOGLE_CLIENTS, by its rootUrl) a request is for (its path
 * below the API's root), with its parameters and body checked.
 */
export function googleRoute(
  rootUrl: string,
  httpMethod: string,
  pathname: string,
  query: URLSearchParams,
  body: Json | undefined,
): HostingRoute {
  const client = GOOGLE_CLIENTS.find((candidate) => candidate.rootUrl === rootUrl);
  const description = client && googleDescriptions.get(client);
  if (!client || !description) throw new Error(`${rootUrl} is not an API of the vendored descriptions`);
  // The resource names each method's own resources give first; then, for the APIs whose names do
  // not follow their resources (a service under projects/<number>, a parent named {+name}, a plain
  // {projectId}), any resource name where the path takes one, and one ending in the method's own
  // resource where it ends the path.
  const candidates = Object.entries(description.methods).filter(([, method]) => method.httpMethod === httpMethod);
  const matches = [
    ...candidates.map(([id, method]) => [id, method, exactPattern(id, method)] as const),
    ...candidates.map(([id, method]) => [id, method, loosePattern(id, method)] as const),
  ];
  for (const [id, method, pattern] of matches) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    for (const [name, value] of query.entries()) {
      const type = method.queryParams[name];
      if (!type) throw new Error(`${id}: the description has no query parameter ${name}`);
      if (type === 'number' && !/^\d+$/.test(value)) throw new Error(`${id}: ${name} must be a number, not ${value}`);
    }
    if (method.request) check(`${client.excerpt}#/schemas/${method.request}`, body ?? {}, `the body of ${id}`);
    else if (body !== undefined) throw new Error(`${id} takes no body`);
    return { id, method, params: found.groups ?? {}, client };
  }
  throw new Error(
    `${httpMethod} ${pathname} is not a method of ${rootUrl}'s description (or not one the stand-in was given)`,
  );
}

const hostingClient = GOOGLE_CLIENTS.find((client) => client.source === HOSTING_SOURCE)!;

/** The Hosting method a request is for (its path below /v1beta1), with its parameters and body checked. */
export const hostingRoute = (httpMethod: string, pathname: string, query: URLSearchParams, body: Json | undefined) =>
  googleRoute(hostingClient.rootUrl, httpMethod, pathname, query, body);

/** The answer to a Google API's request, checked against the description. */
export function googleAnswer(route: HostingRoute, value: Json): Json {
  check(`${route.client.excerpt}#/schemas/${route.method.response}`, value, `the answer to ${route.id}`);
  return value;
}
