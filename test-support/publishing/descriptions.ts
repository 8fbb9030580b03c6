/**
 * The parts of the services' published descriptions that the workflows use, vendored next to the
 * stand-in so that its requests and answers are checked against them:
 * - GitHub's OpenAPI description, from the npm package @octokit/openapi (generated/api.github.com.json):
 *   the operations below with every component they refer to, examples left out;
 * - Firebase Hosting's REST API (v1beta1), for the settings' check Identity Toolkit's admin API
 *   (v2) and Cloud Translation (v2), and for the first-day setup Service Usage, Cloud Resource
 *   Manager, Firebase Management, IAM, API Keys, Cloud Billing and the Analytics Admin API
 *   (v1alpha), from the npm package googleapis (its generated clients
 *   build/src/apis/<api>/<version>.js and .d.ts, made from Google's discovery documents): each
 *   method's HTTP method, path and parameters, and each resource's fields as a JSON schema.
 *   googleapis has no client of the Gemini API (Generative Language): its stand-in is held to the
 *   protobuf description of @google-ai/generativelanguage instead (test-support/generative-language.ts).
 * The packages are hundreds of megabytes, so they are not installed: `npm run refresh:descriptions`
 * (refresh-descriptions.ts) packs the pinned versions with npm, writes the excerpts and records
 * where each came from in descriptions/sources.json. The unit tests read only what is committed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const GITHUB_SOURCE = { package: '@octokit/openapi', version: '23.0.2', file: 'generated/api.github.com.json' };
const GOOGLEAPIS_VERSION = '188.0.0';
const googleapisFiles = (api: string, version: string) => [
  `build/src/apis/${api}/${version}.js`,
  `build/src/apis/${api}/${version}.d.ts`,
];
export const HOSTING_SOURCE = {
  package: 'googleapis',
  version: GOOGLEAPIS_VERSION,
  files: googleapisFiles('firebasehosting', 'v1beta1'),
};

export const GITHUB_OPERATIONS = [
  ['get', '/repos/{owner}/{repo}/git/ref/{ref}'],
  ['get', '/repos/{owner}/{repo}/git/commits/{commit_sha}'],
  ['get', '/repos/{owner}/{repo}/commits/{commit_sha}/pulls'],
  ['get', '/repos/{owner}/{repo}/commits/{ref}/status'],
  ['post', '/repos/{owner}/{repo}/statuses/{sha}'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['get', '/repos/{owner}/{repo}/deployments'],
  ['post', '/repos/{owner}/{repo}/deployments'],
  ['get', '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses'],
  ['post', '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses'],
  ['get', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs'],
  // The drafts in conflict with main: each open draft's `mergeable`, which the list does not carry.
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}'],
  // The settings' check of her editor token: what it may see and do in the repository.
  ['get', '/repos/{owner}/{repo}'],
  ['get', '/repos/{owner}/{repo}/pulls'],
  // npm run setup's GitHub steps: the workflows' variables, the production environment with its
  // branch policy, the default workflow permissions, and a re-run of main's latest run.
  ['get', '/repos/{owner}/{repo}/actions/variables'],
  ['post', '/repos/{owner}/{repo}/actions/variables'],
  ['patch', '/repos/{owner}/{repo}/actions/variables/{name}'],
  ['get', '/repos/{owner}/{repo}/environments/{environment_name}'],
  ['put', '/repos/{owner}/{repo}/environments/{environment_name}'],
  ['get', '/repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies'],
  ['post', '/repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies'],
  ['get', '/repos/{owner}/{repo}/actions/permissions/workflow'],
  ['put', '/repos/{owner}/{repo}/actions/permissions/workflow'],
  ['post', '/repos/{owner}/{repo}/actions/runs/{run_id}/rerun'],
  ['post', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches'],
  // npm run setup with her token: the repositories it reaches, and the live run followed to its end.
  ['get', '/user/repos'],
  ['get', '/repos/{owner}/{repo}/actions/runs/{run_id}'],
  // The go-live page: main's files as they are (its tree and each text's blob), one commit on main
  // (a tree on main's, a commit, the branch moved without force), and her EmailJS ids' variables.
  ['get', '/repos/{owner}/{repo}/git/trees/{tree_sha}'],
  ['get', '/repos/{owner}/{repo}/git/blobs/{file_sha}'],
  ['post', '/repos/{owner}/{repo}/git/trees'],
  ['post', '/repos/{owner}/{repo}/git/commits'],
  ['patch', '/repos/{owner}/{repo}/git/refs/{ref}'],
  ['get', '/repos/{owner}/{repo}/actions/variables/{name}'],
  // The editor's Delete of an album: the pages' photos as saved on main and in her draft.
  ['get', '/repos/{owner}/{repo}/contents/{path}'],
] as const;

/** Methods of googleapis' firebasehosting v1beta1 client, by their resource path and name. */
export const HOSTING_METHODS = [
  'sites.channels.get',
  'sites.channels.create',
  'sites.channels.patch',
  // The previews of drafts published or discarded, deleted: a site holds a bounded number of channels.
  'sites.channels.list',
  'sites.channels.delete',
  'sites.channels.releases.list',
  'sites.channels.releases.create',
  'sites.versions.get',
  'sites.versions.create',
  'sites.versions.patch',
  'sites.versions.populateFiles',
  'sites.versions.clone',
  'projects.operations.get',
  // The settings' check: the site exists.
  'projects.sites.get',
  // The first-day setup: the project's default site, the preview site, and her domain (the bare
  // one and www, one redirecting to the other).
  'projects.sites.list',
  'projects.sites.create',
  'projects.sites.customDomains.get',
  'projects.sites.customDomains.create',
  'projects.sites.customDomains.patch',
] as const;

/** A Google API whose generated client (googleapis) the excerpt is taken from, and the methods taken. */
export type GoogleClient = {
  /** The excerpt's file name in descriptions/. */
  excerpt: string;
  source: { package: string; version: string; files: string[] };
  rootUrl: string;
  methods: readonly string[];
};

/** Every Google API a stand-in answers for, Firebase Hosting first. */
export const GOOGLE_CLIENTS: readonly GoogleClient[] = [
  {
    excerpt: 'firebase-hosting-v1beta1.json',
    source: HOSTING_SOURCE,
    rootUrl: 'https://firebasehosting.googleapis.com/',
    methods: HOSTING_METHODS,
  },
  {
    // The project's sign-in settings (anonymous sign-in among them), read with a Google sign-in.
    excerpt: 'identitytoolkit-v2.json',
    source: { package: 'googleapis', version: GOOGLEAPIS_VERSION, files: googleapisFiles('identitytoolkit', 'v2') },
    rootUrl: 'https://identitytoolkit.googleapis.com/',
    methods: [
      'projects.getConfig',
      // The first-day setup turns anonymous sign-in on and adds her domain.
      'projects.updateConfig',
    ],
  },
  {
    // The languages Cloud Translation offers: the lightest read a translation key may make.
    excerpt: 'translate-v2.json',
    source: { package: 'googleapis', version: GOOGLEAPIS_VERSION, files: googleapisFiles('translate', 'v2') },
    rootUrl: 'https://translation.googleapis.com/',
    methods: ['languages.list'],
  },
  // The first-day setup (scripts/setup/google-steps.ts): the APIs, the project, the Web app, the
  // identities GitHub's workflows sign in as, and her browser key.
  {
    excerpt: 'serviceusage-v1.json',
    source: { package: 'googleapis', version: GOOGLEAPIS_VERSION, files: googleapisFiles('serviceusage', 'v1') },
    rootUrl: 'https://serviceusage.googleapis.com/',
    methods: ['services.get', 'services.batchEnable', 'operations.get'],
  },
  {
    excerpt: 'cloudresourcemanager-v1.json',
    source: {
      package: 'googleapis',
      version: GOOGLEAPIS_VERSION,
      files: googleapisFiles('cloudresourcemanager', 'v1'),
    },
    rootUrl: 'https://cloudresourcemanager.googleapis.com/',
    // projects.list: her projects to choose from when Firebase's own list is refused; projects.create
    // and its operation: the previews' own project.
    methods: [
      'projects.get',
      'projects.list',
      'projects.create',
      'projects.getIamPolicy',
      'projects.setIamPolicy',
      'operations.get',
    ],
  },
  {
    excerpt: 'firebase-v1beta1.json',
    source: { package: 'googleapis', version: GOOGLEAPIS_VERSION, files: googleapisFiles('firebase', 'v1beta1') },
    rootUrl: 'https://firebase.googleapis.com/',
    methods: [
      // Her Firebase projects, by name, to choose from; the previews' project made a Firebase one; and
      // the Analytics stream of the Web app.
      'projects.list',
      'projects.get',
      'projects.addFirebase',
      'projects.getAnalyticsDetails',
      'projects.webApps.list',
      'projects.webApps.create',
      'projects.webApps.getConfig',
      'operations.get',
    ],
  },
  {
    excerpt: 'iam-v1.json',
    source: { package: 'googleapis', version: GOOGLEAPIS_VERSION, files: googleapisFiles('iam', 'v1') },
    rootUrl: 'https://iam.googleapis.com/',
    methods: [
      'projects.locations.workloadIdentityPools.get',
      'projects.locations.workloadIdentityPools.create',
      'projects.locations.workloadIdentityPools.providers.get',
      'projects.locations.workloadIdentityPools.providers.create',
      'projects.locations.workloadIdentityPools.providers.patch',
      'projects.serviceAccounts.get',
      'projects.serviceAccounts.create',
      'projects.serviceAccounts.getIamPolicy',
      'projects.serviceAccounts.setIamPolicy',
      // A new pool is waited for before its providers are made in it.
      'projects.locations.workloadIdentityPools.operations.get',
    ],
  },
  {
    excerpt: 'apikeys-v2.json',
    source: { package: 'googleapis', version: GOOGLEAPIS_VERSION, files: googleapisFiles('apikeys', 'v2') },
    rootUrl: 'https://apikeys.googleapis.com/',
    methods: [
      'projects.locations.keys.list',
      'projects.locations.keys.create',
      'projects.locations.keys.patch',
      'projects.locations.keys.getKeyString',
      'operations.get',
      // Which project a key belongs to (the Web app's key, her translation key).
      'keys.lookupKey',
    ],
  },
  {
    // Whether her project has billing: Cloud Translation and Gemini's paid tier need it.
    excerpt: 'cloudbilling-v1.json',
    source: { package: 'googleapis', version: GOOGLEAPIS_VERSION, files: googleapisFiles('cloudbilling', 'v1') },
    rootUrl: 'https://cloudbilling.googleapis.com/',
    methods: ['projects.getBillingInfo'],
  },
  {
    // GA4's enhanced measurement: its page views on browser history changes, which the site sends itself.
    excerpt: 'analyticsadmin-v1alpha.json',
    source: {
      package: 'googleapis',
      version: GOOGLEAPIS_VERSION,
      files: googleapisFiles('analyticsadmin', 'v1alpha'),
    },
    rootUrl: 'https://analyticsadmin.googleapis.com/',
    methods: [
      'properties.dataStreams.getEnhancedMeasurementSettings',
      'properties.dataStreams.updateEnhancedMeasurementSettings',
    ],
  },
];

const descriptionsFolder = path.join(__dirname, 'descriptions');
export const GITHUB_EXCERPT = path.join(descriptionsFolder, 'github-openapi.json');
/**
 * The permission a fine-grained token needs for each GitHub route the stand-ins answer, as GitHub's
 * documentation lists it (github/docs, src/github-apps/data/fpt-2022-11-28/
 * fine-grained-pat-permissions.json, at the commit its `source` names): the entries copied as
 * they are, grouped under their permission. No npm package publishes that list, so it is not
 * refreshed by `npm run refresh:descriptions`; descriptions.test.ts holds it to the routes of the
 * GitHub excerpt.
 */
export const GITHUB_PERMISSIONS_EXCERPT = path.join(descriptionsFolder, 'github-fine-grained-permissions.json');
export const HOSTING_EXCERPT = path.join(descriptionsFolder, 'firebase-hosting-v1beta1.json');
export const excerptFile = (client: GoogleClient) => path.join(descriptionsFolder, client.excerpt);
/** Where each excerpt came from: the package, its version and tarball, the files taken, the excerpt written. */
export const SOURCES_RECORD = path.join(descriptionsFolder, 'sources.json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const withoutExamples = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'examples' && key !== 'example')
      .map(([key, child]) => [key, withoutExamples(child)]),
  );
};

/** The operations with every component they refer to, transitively. */
export function githubExcerpt(document: {
  openapi: string;
  info: Json;
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, Json>>;
}) {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [method, route] of GITHUB_OPERATIONS) {
    const operation = document.paths[route]?.[method];
    if (operation === undefined) throw new Error(`${method.toUpperCase()} ${route} is not in the description`);
    (paths[route] ??= {})[method] = withoutExamples(operation);
  }
  const components: Record<string, Record<string, Json>> = {};
  const visit = (value: Json) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const ref = value.$ref;
    if (typeof ref === 'string') {
      const [, , kind, name] = ref.split('/') as [string, string, string, string];
      if (components[kind]?.[name] === undefined) {
        const component = document.components[kind]?.[name];
        if (component === undefined) throw new Error(`${ref} is not in the description`);
        (components[kind] ??= {})[name] = withoutExamples(component);
        visit(components[kind][name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(paths);
  const sorted = Object.fromEntries(
    Object.keys(components)
      .sort()
      .map((kind) => [
        kind,
        Object.fromEntries(
          Object.keys(components[kind]!)
            .sort()
            .map((name) => [name, components[kind]![name]!]),
        ),
      ]),
  );
  return { source: GITHUB_SOURCE, openapi: document.openapi, info: document.info, paths, components: sorted };
}

export type HostingMethod = {
  httpMethod: string;
  /** The path below the API's root, with {+name} parameters as the client fills them in. */
  path: string;
  pathParams: string[];
  queryParams: Record<string, 'string' | 'number' | 'boolean'>;
  request: string | null;
  response: string;
};

/** A TypeScript type of the generated client as a JSON schema (nullable fields allow null). */
function typeSchema(node: ts.TypeNode): Json {
  if (ts.isUnionTypeNode(node)) {
    const parts = node.types.filter(
      (part) => !(ts.isLiteralTypeNode(part) && part.literal.kind === ts.SyntaxKind.NullKeyword),
    );
    const schema = parts.length === 1 ? typeSchema(parts[0]!) : { anyOf: parts.map(typeSchema) };
    return parts.length < node.types.length ? { anyOf: [schema, { type: 'null' }] } : schema;
  }
  if (ts.isArrayTypeNode(node)) return { type: 'array', items: typeSchema(node.elementType) };
  // Array<{ [key: string]: any }> (a Status's details) is an array, not a schema of the client's.
  if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Array' && node.typeArguments?.length === 1)
    return { type: 'array', items: typeSchema(node.typeArguments[0]!) };
  if (ts.isTypeReferenceNode(node)) return { $ref: `#/schemas/${node.typeName.getText().replace(/^Schema\$/, '')}` };
  if (ts.isTypeLiteralNode(node)) {
    const index = node.members.find(ts.isIndexSignatureDeclaration);
    if (!index) throw new Error(`unexpected type ${node.getText()}`);
    return { type: 'object', additionalProperties: typeSchema(index.type) };
  }
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { type: 'string' };
    case ts.SyntaxKind.NumberKeyword:
      return { type: 'number' };
    case ts.SyntaxKind.BooleanKeyword:
      return { type: 'boolean' };
    case ts.SyntaxKind.AnyKeyword:
      return {};
  }
  throw new Error(`unexpected type ${node.getText()}`);
}

export function googleClientExcerpt(client: GoogleClient, js: string, dts: string) {
  const source = ts.createSourceFile('v1beta1.d.ts', dts, ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const methods: Record<string, HostingMethod> = {};
  const needed = new Set<string>();
  for (const id of client.methods) {
    const parts = id.split('.');
    const method = parts.pop()!;
    // The client names a resource in one word, its first letter capitalised: Customdomains, Webapps.
    const resource = `Resource$${parts.map((part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase()).join('$')}`;
    const classText = js.slice(js.indexOf(`class ${resource} {`)).split(/\n    class Resource\$/)[0]!;
    const body =
      classText
        .slice(classText.indexOf(`\n        ${method}(paramsOrCallback`))
        .split(/\n        \w+\(paramsOrCallback/)[1] ?? '';
    const url = /url: \(rootUrl \+ '\/([^']+)'\)/.exec(body)?.[1];
    const httpMethod = /method: '(\w+)'/.exec(body)?.[1];
    const pathParams = /pathParams: \[([^\]]*)\]/.exec(body)?.[1];
    if (!url || !httpMethod || pathParams === undefined) throw new Error(`${id} is not in the client`);
    const classDeclaration = dts.slice(dts.indexOf(`class ${resource} {`));
    const escaped = resource.replace(/\$/g, '\\$');
    const response = new RegExp(
      `\\b${method}\\(params: Params\\$${escaped}\\$\\w+, options: MethodOptions \\| BodyResponseCallback<Schema\\$(\\w+)>`,
    ).exec(classDeclaration)?.[1];
    const params = interfaces.get(`Params$${resource}$${method[0]!.toUpperCase()}${method.slice(1).toLowerCase()}`);
    if (!response || !params) throw new Error(`${id}'s types are not in the client`);
    const path = pathParams
      .split(',')
      .map((name) => name.trim().replace(/'/g, ''))
      .filter(Boolean);
    const queryParams: HostingMethod['queryParams'] = {};
    let request: string | null = null;
    for (const member of params.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      // A dotted parameter ('options.requestedPolicyVersion') is quoted in the client: its name is inside.
      const name = member.name.getText().replace(/^'(.*)'$/, '$1');
      if (name === 'requestBody') request = member.type.getText().replace(/^Schema\$/, '');
      else if (!path.includes(name)) {
        const type = member.type.getText();
        queryParams[name] = type === 'number' ? 'number' : type === 'boolean' ? 'boolean' : 'string';
      }
    }
    methods[id] = { httpMethod, path: url, pathParams: path, queryParams, request, response };
    needed.add(response);
    if (request) needed.add(request);
  }
  const schemas: Record<string, Json> = {};
  const addSchema = (name: string) => {
    if (schemas[name] !== undefined) return;
    const declaration = interfaces.get(`Schema$${name}`);
    if (!declaration) throw new Error(`Schema$${name} is not in the client`);
    const properties: Record<string, Json> = {};
    schemas[name] = { type: 'object', additionalProperties: false, properties };
    for (const member of declaration.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      properties[member.name.getText()] = typeSchema(member.type);
      for (const ref of member.type.getText().matchAll(/Schema\$(\w+)/g)) addSchema(ref[1]!);
    }
  };
  [...needed].forEach(addSchema);
  const sortedSchemas = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]!]),
  );
  return {
    source: client.source,
    rootUrl: client.rootUrl,
    methods,
    schemas: sortedSchemas,
  };
}

export const asText = (value: unknown) => JSON.stringify(value, null, 1) + '\n';

/** What the refresh recorded of each excerpt (descriptions/sources.json), by the excerpt's file name. */
export type SourcesRecord = Record<
  string,
  {
    package: string;
    version: string;
    /** The package's tarball as the registry publishes it (`npm view <package>@<version> dist.integrity`). */
    integrity: string;
    /** Each file taken from the package, with its SHA-256. */
    files: Record<string, string>;
    /** The SHA-256 of the excerpt as written. */
    excerpt: string;
  }
>;

export const readExcerpt = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
