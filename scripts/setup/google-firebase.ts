/**
 * Firebase's side of the project: the live site (the project's default Hosting site), the Web app whose settings the site's pages carry, anonymous sign-in allowed where
 * the site answers, and her domain connected to the live site: the bare domain and `www`, the one
 * she gave showing the site and the other redirecting to it.
 */
import { finished, GoogleRefusal, projectOf, read, send, type Operation, type Waiting } from './google-call';
import { domainHosts, hostingAddress } from './site-address';
import type { SetupContext, SetupStep } from './step';

const HOSTING = 'https://firebasehosting.googleapis.com/v1beta1';
const FIREBASE = 'https://firebase.googleapis.com/v1beta1';
const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/v2';

type Site = { name?: string; type?: string };

const siteName = (site: Site) => site.name?.split('/').at(-1);

export const hostingSitesStep: SetupStep = {
  title: 'Your site exists on Firebase Hosting',
  async run(context) {
    const project = projectOf(context);
    const sites =
      (await read<{ sites?: Site[] }>(context, `${HOSTING}/projects/${project}/sites?pageSize=100`))?.sites ?? [];
    // The live site is the project's default site, which Firebase makes when Hosting is started in
    // its console: named as the project, or the project's id and five more characters when another
    // project had taken that name. When Hosting was never started, the set-up makes it.
    const live =
      siteName(sites.find((site) => site.type === 'DEFAULT_SITE') ?? {}) ??
      siteName(sites.find((site) => siteName(site) === project) ?? {});
    if (live) return { status: 'already', found: { FIREBASE_SITE: live } };
    try {
      await send(context, 'POST', `${HOSTING}/projects/${project}/sites?siteId=${project}`, {});
    } catch (error) {
      // Its name taken by another project: only the console's Get started finds it another.
      if (!(error instanceof GoogleRefusal) || error.status !== 409) throw error;
      return {
        status: 'todo',
        todo: `Open https://console.firebase.google.com/project/${project}/hosting, press "Get started" and follow it to the end (nothing needs to be installed), then run npm run setup again.`,
      };
    }
    return { status: 'made', said: `Made your site ${project}.web.app.`, found: { FIREBASE_SITE: project } };
  },
};

type WebAppConfig = {
  apiKey?: string;
  appId?: string;
  authDomain?: string;
  projectId?: string;
  measurementId?: string;
};

/** Analytics not linked, in the words both the Web app's step and Analytics' step say (said once). */
const analyticsNotLinked = (project: string) =>
  `Visits are counted with Google Analytics, which is not linked to your project yet: open https://console.firebase.google.com/project/${project}/settings/integrations, choose Google Analytics → Link (or Enable), pick or make an Analytics account, then run npm run setup again.`;

export const webAppStep = (waiting: Waiting): SetupStep => ({
  title: "The site's Firebase Web app and its settings",
  async run(context) {
    const project = projectOf(context);
    const listed = await read<{ apps?: { appId?: string; state?: string }[] }>(
      context,
      `${FIREBASE}/projects/${project}/webApps`,
    );
    let appId = listed?.apps?.find((app) => app.state === 'ACTIVE')?.appId;
    let said: string | undefined;
    if (!appId) {
      const operation = await send<Operation>(context, 'POST', `${FIREBASE}/projects/${project}/webApps`, {
        displayName: 'Website',
      });
      appId = (await finished(context, FIREBASE, operation, waiting)).response?.appId as string | undefined;
      if (!appId) throw new Error('Google made the Web app but did not say its ID: run npm run setup again.');
      said = 'Made the Web app "Website" in Firebase, whose settings the site uses for sign-in and visits.';
    }
    const config = await read<WebAppConfig>(context, `${FIREBASE}/projects/${project}/webApps/${appId}/config`);
    if (!config?.apiKey || !config.appId || !config.authDomain || !config.projectId)
      throw new Error(`Google gave no complete settings for the Web app ${appId}: run npm run setup again.`);
    const found = {
      NEXT_PUBLIC_FIREBASE_API_KEY: config.apiKey,
      NEXT_PUBLIC_FIREBASE_APP_ID: config.appId,
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: config.authDomain,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: config.projectId,
      ...(config.measurementId ? { NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: config.measurementId } : {}),
    };
    if (!config.measurementId)
      return { status: 'todo', ...(said ? { made: said } : {}), todo: analyticsNotLinked(project), found };
    return said ? { status: 'made', said, found } : { status: 'already', found };
  },
});

type AuthConfig = { signIn?: { anonymous?: { enabled?: boolean } }; authorizedDomains?: string[] };

/** The hosts the site's pages run on: its Hosting address always, and her domain when she gave one. */
const siteHosts = (context: SetupContext) =>
  [
    ...(context.found.FIREBASE_SITE ? [new URL(hostingAddress(context.found.FIREBASE_SITE)).hostname] : []),
    ...(context.domain ? [domainHosts(context.domain)[0]] : []),
  ] as const;

export const signInStep: SetupStep = {
  title: 'Anonymous sign-in is on, and your site may use it',
  async run(context) {
    const project = projectOf(context);
    const url = `${IDENTITY_TOOLKIT}/projects/${project}/config`;
    const config = await read<AuthConfig>(context, url);
    if (!config)
      return {
        status: 'todo',
        // Google's API starts Authentication (identityPlatform:initializeAuth) only on a project with
        // billing, which her first day has not; the console's Get started needs none.
        todo: `Open https://console.firebase.google.com/project/${project}/authentication and press "Get started" (the set-up cannot start it for you: Google lets a program do it only on a project with billing), then run npm run setup again.`,
      };
    const domains = config.authorizedDomains ?? [];
    const missing = siteHosts(context).filter((host) => !domains.includes(host));
    // Only what differs is sent, so a setting changed by hand elsewhere in the config is kept.
    const mask: string[] = [];
    const change: AuthConfig = {};
    if (config.signIn?.anonymous?.enabled !== true) {
      mask.push('signIn.anonymous.enabled');
      change.signIn = { anonymous: { enabled: true } };
    }
    if (missing.length > 0) {
      mask.push('authorizedDomains');
      change.authorizedDomains = [...domains, ...missing];
    }
    if (mask.length === 0) return { status: 'already' };
    await send(context, 'PATCH', `${url}?updateMask=${mask.join(',')}`, change);
    const said = [
      change.signIn ? 'Turned on anonymous sign-in' : '',
      missing.length > 0 ? `allowed ${missing.join(' and ')} to sign in` : '',
    ].filter(Boolean);
    return { status: 'made', said: `${said.join(' and ')}.`.replace(/^a/, 'A') };
  },
};

type DnsRecord = { domainName?: string; type?: string; rdata?: string; requiredAction?: string };
type CustomDomain = {
  hostState?: string;
  ownershipState?: string;
  cert?: { state?: string };
  redirectTarget?: string;
  requiredDnsUpdates?: { desired?: { records?: DnsRecord[] }[] };
};

/** The DNS changes Google asks for, one per line, as her domain's registrar names them. */
const dnsLines = (domain: CustomDomain) =>
  (domain.requiredDnsUpdates?.desired ?? [])
    .flatMap((set) => set.records ?? [])
    .filter((record) => record.requiredAction === 'ADD' || record.requiredAction === 'REMOVE')
    .map(
      (record) =>
        `  ${record.requiredAction === 'ADD' ? 'Add' : 'Remove'} ${record.type} record: name ${record.domainName}, value ${record.rdata}`,
    );

/** The certificate states in which Hosting answers the domain over https. */
const SERVING_CERTIFICATES = new Set(['CERT_ACTIVE', 'CERT_EXPIRING_SOON']);

/**
 * Hosting serves the site at the domain: it points at Hosting (HOST_ACTIVE), Hosting holds it
 * (OWNERSHIP_ACTIVE), and its certificate answers https. Until then a visitor sent to the domain
 * finds nothing, or a browser's warning.
 */
export const servesDomain = (domain: CustomDomain) =>
  domain.hostState === 'HOST_ACTIVE' &&
  domain.ownershipState === 'OWNERSHIP_ACTIVE' &&
  SERVING_CERTIFICATES.has(domain.cert?.state ?? '');

/**
 * Her domain connected to the live site, both hosts (the one she gave showing the site, the other
 * redirecting to it), and the one place that decides the site's address (found as SITE_ADDRESS,
 * which NEXT_PUBLIC_SITE_URL takes): her domain once Hosting serves it, its Hosting address until
 * then, so the site never names an address that does not answer yet.
 */
export const customDomainStep: SetupStep = {
  title: 'Your domain shows the live site',
  async run(context) {
    const project = projectOf(context);
    const site = context.found.FIREBASE_SITE;
    if (!site) return { status: 'todo', todo: 'Not done: the live site is not known yet (see above).' };
    const hosting = hostingAddress(site);
    if (!context.domain)
      return {
        status: 'later',
        said: `Your site is at ${hosting}, kept out of search engines. When you have your own domain, run npm run setup -- --change and give it: the set-up connects it and lists what to add where you bought it.`,
        found: { SITE_ADDRESS: hosting },
      };
    const [canonical, redirecting] = domainHosts(context.domain);
    const domains = `${HOSTING}/projects/${project}/sites/${site}/customDomains`;
    const made: string[] = [];
    // What Google still waits for, host by host: her DNS records, or its own certificate.
    const waiting: string[] = [];
    let recordsToAdd = false;
    let served = false;
    // The one she gave first: a redirect may point only to a domain the site already has.
    for (const [host, redirectTarget] of [
      [canonical, undefined],
      [redirecting, canonical],
    ] as const) {
      let domain = await read<CustomDomain>(context, `${domains}/${host}`);
      if (!domain) {
        await send(context, 'POST', `${domains}?customDomainId=${host}`, redirectTarget ? { redirectTarget } : {});
        made.push(
          redirectTarget
            ? `Connected ${host}, which sends visitors on to ${canonical}.`
            : `Connected ${host} to your site.`,
        );
      } else if ((domain.redirectTarget || undefined) !== redirectTarget) {
        await send(context, 'PATCH', `${domains}/${host}?updateMask=redirectTarget`, {
          redirectTarget: redirectTarget ?? '',
        });
        made.push(
          redirectTarget ? `${host} now sends visitors on to ${canonical}.` : `${host} now shows the site itself.`,
        );
      }
      domain = await read<CustomDomain>(context, `${domains}/${host}`);
      if (!domain) throw new Error(`Google did not keep the domain ${host}: run npm run setup again.`);
      if (servesDomain(domain)) {
        if (host === canonical) served = true;
        continue;
      }
      const records = dnsLines(domain);
      recordsToAdd ||= records.length > 0;
      waiting.push(
        records.length > 0
          ? `For ${host}, where your domain's DNS is kept (where you bought it):\n${records.join('\n')}`
          : domain.hostState === 'HOST_ACTIVE' && domain.ownershipState === 'OWNERSHIP_ACTIVE'
            ? `Google sees the DNS records of ${host} and is making its certificate, for https (${domain.cert?.state ?? 'none yet'}).`
            : `Google is still checking the DNS of ${host}.`,
      );
    }
    const found = { SITE_ADDRESS: served ? context.domain : hosting };
    const said = made.length > 0 ? made.join(' ') : undefined;
    if (waiting.length === 0)
      return said
        ? { status: 'made', said: `${said} Both show your site.`, found }
        : {
            status: 'already',
            said: `${canonical} shows the live site, and ${redirecting} sends visitors to it.`,
            found,
          };
    const where = served
      ? `Your site is at ${context.domain} already; run npm run setup again once the rest is done, to check.`
      : recordsToAdd
        ? `Your site stays at ${hosting} until Google sees your domain's DNS records; run npm run setup again after adding them: it then moves the site to your domain.`
        : `Your site stays at ${hosting} until then; run npm run setup again later: it then moves the site to your domain.`;
    return {
      status: 'todo',
      ...(said ? { made: said } : {}),
      todo: `${recordsToAdd ? "Add your domain's DNS records: Google does not see them yet. " : ''}${waiting.join('\n')}\n${where} Google takes up to a day to see a change.`,
      found,
    };
  },
};
