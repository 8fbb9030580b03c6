/**
 * What the Google stand-in (google-stand-in.ts) holds, and its answers for Firebase (Hosting,
 * Management, Identity Toolkit), IAM, Cloud Resource Manager's policies and API Keys, as each
 * service answers them: a change applies only the fields its update mask names, and a policy is
 * written back only with the etag it was read with.
 */
import { googleError } from '../publishing/settings-services';
import type { HostingRoute } from '../publishing/validate';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Body = Record<string, Json>;
type Policy = {
  version?: number;
  etag?: string;
  bindings?: { role: string; members: string[]; condition?: Json }[];
};

export type GoogleWorld = {
  /** The access token her `gcloud` sign-in gives. */
  token: string;
  /** The scopes that token carries: Cloud Shell's sign-in carries cloud-platform, not Analytics'. */
  scopes: string[];
  project: string;
  /** The name she gave the project in Firebase's console. */
  displayName: string;
  projectNumber: string;
  /** Her other Firebase projects, which the project lists show beside this one. */
  otherProjects: { projectId: string; displayName: string; projectNumber: string }[];
  /** She has made this project (in Firebase's console): until then the lists do not show it. */
  made: boolean;
  /** The project's default Hosting site: the project's id, unless another project had taken it. */
  defaultSite: string;
  /** A billing account is linked to the project. */
  billingEnabled: boolean;
  /** The services turned on, by their names (firebasehosting.googleapis.com). */
  enabled: Set<string>;
  sites: Set<string>;
  webApps: { appId: string; state: 'ACTIVE' | 'DELETED' }[];
  /** The Analytics stream linked to the project; none: Analytics not linked. */
  measurementId: string | null;
  /** The Analytics property and stream of the Web app, with its enhanced measurement's page changes setting. */
  analytics: { accountId: string; propertyId: string; streamId: string; pageChangesEnabled: boolean };
  /** Authentication's settings; none: Authentication never started. */
  auth: { anonymous: boolean; authorizedDomains: string[] } | null;
  pools: Set<string>;
  /** Providers by `<pool>/<provider>`, as Google keeps them. */
  providers: Map<string, Body>;
  /** Pools and providers (`<pool>/<provider>`) deleted, which Google keeps for 30 days. */
  deleted: Set<string>;
  /** Service accounts by e-mail, with the policy on each. */
  serviceAccounts: Map<string, { displayName: string; policy: Policy }>;
  projectPolicy: Policy;
  /** API keys by name, with the string Google shows for each (an auth key, `AQ.`, is bound to an account). */
  keys: Map<string, { displayName: string; restrictions: Json; keyString: string; serviceAccountEmail?: string }>;
  /** Keys of her other projects (AI Studio's own project, say), by their string: the project number of each. */
  otherKeys: Map<string, string>;
  /**
   * Whether keys:lookupKey takes an auth key (AQ.…): its documentation names standard keys only, so
   * the stand-in refuses one unless a row says Google does; the set-up must work either way.
   */
  lookupTakesAuthKeys: boolean;
  /** Her domains connected to the live site, each with the domain it redirects to, if any. */
  customDomains: Map<string, { redirectTarget?: string }>;
  /**
   * Her DNS records are as Google asks, and Google has made the domain's certificate: a connected
   * domain is served; 'ownership': only her TXT record is seen; 'records': every record is seen,
   * the certificate still being made.
   */
  dnsDone: DnsState;
  /** A host whose records are not as `dnsDone` says (she added those of one host only, say). */
  dnsDoneOf?: Record<string, DnsState>;
  /** Her project's parent; none: a project of her own account, outside any organisation. */
  parent?: ProjectParent;
  /** The projects made beside hers, by id. */
  madeProjects: Map<string, MadeProject>;
  /** Project ids other accounts hold: Google answers her 403 for each, and refuses to make it again (409). */
  takenProjectIds: Set<string>;
  /** Hosting sites of other accounts' projects: their names are taken, as a site's name is unique. */
  takenSites: Set<string>;
  /** How many more projects her account may make (Google's project quota, deleted ones counting for 30 days). */
  projectQuota: number;
  /** How many reads an operation stays not done. */
  operationPolls: number;
  operations: Map<string, { pollsLeft: number; response: Json; error?: string; code?: number }>;
  /** A refusal a method gives (by its id), or an operation ends with ('batchEnable operation'). */
  failing: Map<string, { status: number; code: string; message: string }>;
};

type DnsState = boolean | 'ownership' | 'records';

/** Where a project sits in Resource Manager: an organisation's or a folder's; none, her own account's. */
export type ProjectParent = { type: 'organization' | 'folder'; id: string };

/** A project the set-up made beside hers (the previews' project), as Google keeps it. */
type MadeProject = {
  name: string;
  number: string;
  parent?: ProjectParent;
  lifecycleState: 'ACTIVE' | 'DELETE_REQUESTED';
  /** Firebase is added to it (projects.addFirebase), which makes its default Hosting site. */
  firebase: boolean;
  sites: Set<string>;
  defaultSite?: string;
  policy: Policy;
};
type Answer = [number, Json];
type MakeOperation = (kind: string, response: Json, error?: string, under?: string, code?: number) => Answer;

const notFound = (): Answer => [404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.')];
const masked = (url: URL) => (url.searchParams.get('updateMask') ?? '').split(',').filter(Boolean);

/** The Hosting sites of a project of hers (her own, or one the set-up made), by its id; null: none she may read. */
function hostingOf(world: GoogleWorld, id: string): { sites: Set<string>; defaultSite?: string } | null {
  if (id === world.project) return world;
  const made = world.madeProjects.get(id);
  return made?.firebase ? made : null;
}

/** Whether a site's name is taken anywhere: a Hosting site's name is unique across every project. */
const siteTaken = (world: GoogleWorld, site: string) =>
  world.sites.has(site) ||
  world.takenSites.has(site) ||
  [...world.madeProjects.values()].some((made) => made.sites.has(site));

const denied = (): Answer => [403, googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission')];

export function answerFirebase(
  world: GoogleWorld,
  route: HostingRoute,
  url: URL,
  body: Body,
  operation: MakeOperation,
): Answer | null {
  const { project } = world;
  // The project a Hosting or Firebase call names (`projects/<id>/…`).
  const named = (route.params.parent ?? route.params.name ?? route.params.project ?? '').split('/')[1] ?? '';
  switch (`${url.hostname} ${route.id}`) {
    case 'firebasehosting.googleapis.com projects.sites.get': {
      const site = route.params.name!.split('/').at(-1)!;
      const hosting = hostingOf(world, named);
      if (!hosting?.sites.has(site)) return notFound();
      return [200, { name: `projects/${named}/sites/${site}`, defaultUrl: `https://${site}.web.app` }];
    }
    case 'firebasehosting.googleapis.com projects.sites.list': {
      const hosting = hostingOf(world, named);
      if (!hosting) return denied();
      return [
        200,
        {
          sites: [...hosting.sites].map((site) => ({
            name: `projects/${named}/sites/${site}`,
            defaultUrl: `https://${site}.web.app`,
            type: site === hosting.defaultSite ? 'DEFAULT_SITE' : 'USER_SITE',
          })),
        },
      ];
    }
    case 'firebasehosting.googleapis.com projects.sites.create': {
      const site = url.searchParams.get('siteId')!;
      const hosting = hostingOf(world, named);
      if (!hosting) return denied();
      if (siteTaken(world, site)) return [409, googleError(409, 'ALREADY_EXISTS', `Site ${site} already exists.`)];
      hosting.sites.add(site);
      return [
        200,
        { name: `projects/${named}/sites/${site}`, defaultUrl: `https://${site}.web.app`, type: 'USER_SITE' },
      ];
    }
    case 'firebase.googleapis.com projects.get': {
      const made = world.madeProjects.get(named);
      if (named !== project && !made) return denied();
      // A Google project Firebase was never added to is not a Firebase project.
      if (made && !made.firebase) return notFound();
      const hostingSite = made ? made.defaultSite : world.defaultSite;
      return [
        200,
        {
          name: `projects/${named}`,
          projectId: named,
          projectNumber: made ? made.number : world.projectNumber,
          displayName: made ? made.name : world.displayName,
          state: 'ACTIVE',
          ...(hostingSite ? { resources: { hostingSite } } : {}),
        },
      ];
    }
    case 'firebase.googleapis.com projects.addFirebase': {
      const made = world.madeProjects.get(named);
      if (!made) return named === project ? [409, googleError(409, 'ALREADY_EXISTS', 'Already Firebase.')] : denied();
      if (made.firebase) return [409, googleError(409, 'ALREADY_EXISTS', `Firebase is already added to ${named}.`)];
      made.firebase = true;
      // Its default Hosting site takes the project's id, or the id and five more characters when
      // that name is taken.
      const site = siteTaken(world, named) ? `${named}-a1b2c` : named;
      made.sites.add(site);
      made.defaultSite = site;
      return operation('addFirebase', {
        '@type': 'type.googleapis.com/google.firebase.service.v1beta1.FirebaseProject',
        name: `projects/${named}`,
        projectId: named,
      });
    }
    case 'firebasehosting.googleapis.com projects.sites.customDomains.get': {
      const host = route.params.name!.split('/').at(-1)!;
      const held = world.customDomains.get(host);
      if (!held) return notFound();
      const dns = world.dnsDoneOf?.[host] ?? world.dnsDone;
      const active = dns === true || dns === 'records';
      const owned = dns !== false;
      return [
        200,
        {
          name: route.params.name!,
          ...(held.redirectTarget ? { redirectTarget: held.redirectTarget } : {}),
          hostState: active ? 'HOST_ACTIVE' : 'HOST_UNHOSTED',
          ownershipState: owned ? 'OWNERSHIP_ACTIVE' : 'OWNERSHIP_MISSING',
          // Spark's only kind; made once Google sees the records, then propagated.
          cert: {
            type: 'GROUPED',
            state: dns === true ? 'CERT_ACTIVE' : dns === 'records' ? 'CERT_PROPAGATING' : 'CERT_PREPARING',
          },
          requiredDnsUpdates: {
            desired: [
              {
                domainName: host,
                records: [
                  { domainName: host, type: 'A', rdata: '199.36.158.100', requiredAction: active ? 'NONE' : 'ADD' },
                  {
                    domainName: host,
                    type: 'TXT',
                    rdata: `hosting-site=${project}`,
                    requiredAction: owned ? 'NONE' : 'ADD',
                  },
                ],
              },
            ],
          },
        },
      ];
    }
    case 'firebasehosting.googleapis.com projects.sites.customDomains.create': {
      const host = url.searchParams.get('customDomainId')!;
      if (world.customDomains.has(host))
        return [409, googleError(409, 'ALREADY_EXISTS', `The domain ${host} is already connected.`)];
      const redirectTarget = typeof body.redirectTarget === 'string' ? body.redirectTarget : undefined;
      // Hosting redirects only to a domain of the same site.
      if (redirectTarget && !world.customDomains.has(redirectTarget))
        return [400, googleError(400, 'FAILED_PRECONDITION', `${redirectTarget} is not a domain of this site.`)];
      world.customDomains.set(host, redirectTarget ? { redirectTarget } : {});
      return operation('customDomain', { name: `${route.params.parent}/customDomains/${host}` });
    }
    case 'firebasehosting.googleapis.com projects.sites.customDomains.patch': {
      const host = route.params.name!.split('/').at(-1)!;
      const held = world.customDomains.get(host);
      if (!held) return notFound();
      for (const field of masked(url)) {
        if (field !== 'redirectTarget')
          throw new Error(`customDomains.patch: the stand-in changes only redirectTarget`);
        const target = typeof body.redirectTarget === 'string' && body.redirectTarget ? body.redirectTarget : undefined;
        if (target && !world.customDomains.has(target))
          return [400, googleError(400, 'FAILED_PRECONDITION', `${target} is not a domain of this site.`)];
        held.redirectTarget = target;
      }
      return operation('customDomain', { name: route.params.name! });
    }
    case 'firebase.googleapis.com projects.list':
      return [
        200,
        {
          results: [
            ...(world.made
              ? [{ projectId: project, displayName: world.displayName, projectNumber: world.projectNumber }]
              : []),
            ...world.otherProjects,
            ...[...world.madeProjects]
              .filter(([, made]) => made.firebase)
              .map(([projectId, made]) => ({ projectId, displayName: made.name, projectNumber: made.number })),
          ].map((each) => ({ ...each, name: `projects/${each.projectId}`, state: 'ACTIVE' })),
        },
      ];
    case 'firebase.googleapis.com projects.getAnalyticsDetails': {
      if (!world.measurementId) return notFound();
      const { accountId, propertyId, streamId } = world.analytics;
      return [
        200,
        {
          analyticsProperty: { id: propertyId, displayName: world.displayName, analyticsAccountId: accountId },
          streamMappings: world.webApps
            .filter((app) => app.state === 'ACTIVE')
            .map((app) => ({
              app: `projects/${project}/webApps/${app.appId}`,
              streamId,
              measurementId: world.measurementId,
            })),
        },
      ];
    }
    case 'firebase.googleapis.com projects.webApps.list':
      return [
        200,
        { apps: world.webApps.map((app) => ({ ...app, name: `projects/${project}/webApps/${app.appId}` })) },
      ];
    case 'firebase.googleapis.com projects.webApps.create': {
      const appId = `1:${world.projectNumber}:web:${world.webApps.length + 1}`;
      world.webApps.push({ appId, state: 'ACTIVE' });
      // Firebase makes the Web app's browser key with it, in the project.
      const keyName = `projects/${project}/locations/global/keys/firebase-browser-key`;
      if (!world.keys.has(keyName))
        world.keys.set(keyName, {
          displayName: 'Browser key (auto created by Firebase)',
          restrictions: {},
          keyString: FIREBASE_WEB_KEY,
        });
      return operation('webApp', {
        name: `projects/${project}/webApps/${appId}`,
        appId,
        displayName: body.displayName ?? null,
      });
    }
    case 'firebase.googleapis.com projects.webApps.getConfig': {
      const appId = route.params.name!.split('/').at(-2)!;
      if (!world.webApps.some((app) => app.appId === appId)) return notFound();
      return [
        200,
        {
          apiKey: FIREBASE_WEB_KEY,
          appId,
          authDomain: `${project}.firebaseapp.com`,
          projectId: project,
          ...(world.measurementId ? { measurementId: world.measurementId } : {}),
        },
      ];
    }
    case 'identitytoolkit.googleapis.com projects.getConfig':
    case 'identitytoolkit.googleapis.com projects.updateConfig': {
      if (!world.auth) return [404, googleError(404, 'NOT_FOUND', 'CONFIGURATION_NOT_FOUND')];
      if (route.id === 'projects.updateConfig') {
        for (const field of masked(url)) {
          if (field === 'signIn.anonymous.enabled') {
            const anonymous = (body.signIn as Body | undefined)?.anonymous as Body | undefined;
            world.auth.anonymous = anonymous?.enabled === true;
          } else if (field === 'authorizedDomains') world.auth.authorizedDomains = body.authorizedDomains as string[];
          else throw new Error(`updateConfig: the stand-in was not given the field ${field}`);
        }
      }
      return [
        200,
        {
          name: `projects/${project}/config`,
          signIn: { anonymous: { enabled: world.auth.anonymous } },
          authorizedDomains: world.auth.authorizedDomains,
        },
      ];
    }
    case 'apikeys.googleapis.com projects.locations.keys.list':
      return [
        200,
        {
          keys: [...world.keys].map(([name, key]) => ({
            name,
            displayName: key.displayName,
            restrictions: key.restrictions,
            ...(key.serviceAccountEmail ? { serviceAccountEmail: key.serviceAccountEmail } : {}),
          })),
        },
      ];
    case 'apikeys.googleapis.com keys.lookupKey': {
      const keyString = url.searchParams.get('keyString') ?? '';
      // Whether lookupKey takes an auth key (AQ.…) is not documented: refused unless the world says
      // otherwise, so the steps must tell its project another way too.
      if (keyString.startsWith('AQ.') && !world.lookupTakesAuthKeys)
        return [400, googleError(400, 'INVALID_ARGUMENT', 'The API key string is not a valid standard API key.')];
      const own = [...world.keys].find(([, key]) => key.keyString === keyString);
      const number = own ? world.projectNumber : world.otherKeys.get(keyString);
      if (!number) return [404, googleError(404, 'NOT_FOUND', 'The API key was not found.')];
      const parent = `projects/${number}/locations/global`;
      return [200, { parent, name: `${parent}/keys/${own ? own[0].split('/').at(-1)! : 'other'}` }];
    }
    case 'apikeys.googleapis.com projects.locations.keys.create': {
      const name = `${route.params.parent}/keys/${url.searchParams.get('keyId')}`;
      const key = {
        displayName: typeof body.displayName === 'string' ? body.displayName : '',
        restrictions: body.restrictions ?? {},
        keyString: `AIzaTranslate${world.keys.size}`,
      };
      world.keys.set(name, key);
      return operation('key', { name, displayName: key.displayName, restrictions: key.restrictions });
    }
    case 'apikeys.googleapis.com projects.locations.keys.patch': {
      const key = world.keys.get(route.params.name!);
      if (!key) return notFound();
      if (masked(url).join() !== 'restrictions') throw new Error('keys.patch: the stand-in changes only restrictions');
      key.restrictions = body.restrictions ?? {};
      return operation('key', { name: route.params.name!, restrictions: key.restrictions });
    }
    case 'apikeys.googleapis.com projects.locations.keys.getKeyString': {
      const key = world.keys.get(route.params.name!);
      return key ? [200, { keyString: key.keyString }] : notFound();
    }
  }
  return null;
}

function writePolicy(held: Policy, body: Body): Answer {
  const policy = body.policy as Policy;
  if (policy.etag !== held.etag)
    return [
      409,
      googleError(409, 'ABORTED', 'There were concurrent policy changes. Please retry the whole read-modify-write.'),
    ];
  if (policy.bindings?.some((binding) => binding.condition) && policy.version !== 3)
    return [400, googleError(400, 'INVALID_ARGUMENT', 'A policy with conditions must be version 3.')];
  held.version = policy.version;
  held.bindings = policy.bindings;
  held.etag = `${held.etag}+`;
  return [200, held];
}

/** The Web app's browser key, which Firebase makes with the app. */
const FIREBASE_WEB_KEY = 'AIzaFirebaseWebKey';

/** Cloud Billing and the Analytics Admin API, as each answers them. */
export function answerBillingAndAnalytics(
  world: GoogleWorld,
  route: HostingRoute,
  url: URL,
  body: Body,
): Answer | null {
  const { project } = world;
  switch (`${url.hostname} ${route.id}`) {
    case 'cloudbilling.googleapis.com projects.getBillingInfo':
      if (route.params.name !== `projects/${project}`)
        return [403, googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission')];
      return [
        200,
        {
          name: `projects/${project}/billingInfo`,
          projectId: project,
          billingEnabled: world.billingEnabled,
          billingAccountName: world.billingEnabled ? 'billingAccounts/0X0X0X-0X0X0X-0X0X0X' : '',
        },
      ];
    case 'analyticsadmin.googleapis.com properties.dataStreams.getEnhancedMeasurementSettings':
    case 'analyticsadmin.googleapis.com properties.dataStreams.updateEnhancedMeasurementSettings': {
      const { propertyId, streamId } = world.analytics;
      const name = `properties/${propertyId}/dataStreams/${streamId}/enhancedMeasurementSettings`;
      if (!world.measurementId || route.params.name !== name) return notFound();
      if (route.id.startsWith('properties.dataStreams.update')) {
        for (const field of masked(url)) {
          if (field !== 'pageChangesEnabled' && field !== 'page_changes_enabled')
            throw new Error(`updateEnhancedMeasurementSettings: the stand-in changes only page changes, not ${field}`);
          world.analytics.pageChangesEnabled = body.pageChangesEnabled === true;
        }
      }
      // Proto JSON leaves out a false value.
      return [
        200,
        {
          name,
          streamEnabled: true,
          scrollsEnabled: true,
          outboundClicksEnabled: true,
          ...(world.analytics.pageChangesEnabled ? { pageChangesEnabled: true } : {}),
        },
      ];
    }
  }
  return null;
}

export function answerIdentities(
  world: GoogleWorld,
  route: HostingRoute,
  url: URL,
  body: Body,
  operation: MakeOperation,
): Answer | null {
  const { project } = world;
  const pool = route.params.name?.split('/workloadIdentityPools/')[1];
  switch (`${url.hostname} ${route.id}`) {
    case 'iam.googleapis.com projects.locations.workloadIdentityPools.get':
      if (!world.pools.has(pool!)) return notFound();
      return [200, { name: route.params.name!, state: world.deleted.has(pool!) ? 'DELETED' : 'ACTIVE' }];
    case 'iam.googleapis.com projects.locations.workloadIdentityPools.create': {
      const id = url.searchParams.get('workloadIdentityPoolId')!;
      world.pools.add(id);
      return operation('pool', {}, undefined, `${route.params.parent}/workloadIdentityPools/${id}/`);
    }
    case 'iam.googleapis.com projects.locations.workloadIdentityPools.providers.get': {
      const provider = world.providers.get(pool!.replace('/providers/', '/'));
      const state = world.deleted.has(pool!.replace('/providers/', '/')) ? 'DELETED' : 'ACTIVE';
      return provider ? [200, { ...provider, name: route.params.name!, state }] : notFound();
    }
    case 'iam.googleapis.com projects.locations.workloadIdentityPools.providers.create': {
      const parentPool = route.params.parent!.split('/').at(-1)!;
      if (!world.pools.has(parentPool)) return notFound();
      // A pool still being made takes no provider yet.
      const making = [...world.operations].some(
        ([name, held]) => name.startsWith(`${route.params.parent}/operations/`) && held.pollsLeft > 0,
      );
      if (making) return [400, googleError(400, 'FAILED_PRECONDITION', `The pool ${parentPool} is being created.`)];
      world.providers.set(`${parentPool}/${url.searchParams.get('workloadIdentityPoolProviderId')}`, body);
      return operation('provider', {});
    }
    case 'iam.googleapis.com projects.locations.workloadIdentityPools.providers.patch': {
      const key = pool!.replace('/providers/', '/');
      const provider = world.providers.get(key);
      if (!provider) return notFound();
      world.providers.set(key, {
        ...provider,
        ...Object.fromEntries(masked(url).map((field) => [field, body[field] ?? null])),
      });
      return operation('provider', {});
    }
    case 'iam.googleapis.com projects.serviceAccounts.get': {
      const email = route.params.name!.split('/').at(-1)!;
      const held = world.serviceAccounts.get(email);
      return held ? [200, { name: route.params.name!, email, displayName: held.displayName }] : notFound();
    }
    case 'iam.googleapis.com projects.serviceAccounts.create': {
      const email = `${body.accountId as string}@${project}.iam.gserviceaccount.com`;
      if (world.serviceAccounts.has(email)) return [409, googleError(409, 'ALREADY_EXISTS', `${email} exists.`)];
      const displayName = ((body.serviceAccount as Body | undefined)?.displayName as string | undefined) ?? '';
      world.serviceAccounts.set(email, { displayName, policy: { version: 1, etag: 'ACAB', bindings: [] } });
      return [200, { name: `projects/${project}/serviceAccounts/${email}`, email, displayName }];
    }
    case 'iam.googleapis.com projects.serviceAccounts.getIamPolicy':
    case 'iam.googleapis.com projects.serviceAccounts.setIamPolicy': {
      const held = world.serviceAccounts.get(route.params.resource!.split('/').at(-1)!);
      if (!held) return notFound();
      return route.id.endsWith('getIamPolicy') ? [200, held.policy] : writePolicy(held.policy, body);
    }
    case 'cloudresourcemanager.googleapis.com projects.getIamPolicy':
    case 'cloudresourcemanager.googleapis.com projects.setIamPolicy': {
      const resource = route.params.resource!;
      const held = resource === project ? world.projectPolicy : world.madeProjects.get(resource)?.policy;
      if (!held) return [403, googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission')];
      return route.id.endsWith('getIamPolicy') ? [200, held] : writePolicy(held, body);
    }
  }
  return null;
}
