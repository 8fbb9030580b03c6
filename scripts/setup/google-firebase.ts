/**
 * Firebase's side of the project: the two Hosting sites, the Web app whose settings the site's
 * pages carry, anonymous sign-in with her domain allowed, and her domain connected to the live site.
 */
import { finished, projectOf, read, send, type Operation, type Waiting } from './google-call';
import type { SetupStep } from './step';

const HOSTING = 'https://firebasehosting.googleapis.com/v1beta1';
const FIREBASE = 'https://firebase.googleapis.com/v1beta1';
const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/v2';

/** The site drafts' previews are deployed to: apart from the live site, so no preview can reach it. */
export const previewSiteOf = (project: string) => `${project}-previews`;

export const hostingSitesStep: SetupStep = {
  title: 'The live site and the previews site exist on Firebase Hosting',
  async run(context) {
    const project = projectOf(context);
    const preview = previewSiteOf(project);
    // The live site is the project's default site, which Firebase makes when Hosting is started.
    const live = await read(context, `${HOSTING}/projects/${project}/sites/${project}`);
    if (!live)
      return {
        status: 'todo',
        todo: `Open https://console.firebase.google.com/project/${project}/hosting, press "Get started" and follow it to the end (nothing needs to be installed), then run npm run setup again.`,
      };
    const found = { FIREBASE_SITE: project, FIREBASE_PREVIEW_SITE: preview };
    if (await read(context, `${HOSTING}/projects/${project}/sites/${preview}`)) return { status: 'already', found };
    await send(context, 'POST', `${HOSTING}/projects/${project}/sites?siteId=${preview}`, {});
    return {
      status: 'made',
      said: `Made the site ${preview}.web.app, where each draft's preview is shown.`,
      found,
    };
  },
};

type WebAppConfig = {
  apiKey?: string;
  appId?: string;
  authDomain?: string;
  projectId?: string;
  measurementId?: string;
};

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
      if (!appId) throw new Error('Google made the Web app but did not say its ID.');
      said = 'Made the Web app "Website" in Firebase, whose settings the site uses for sign-in and visits.';
    }
    const config = await read<WebAppConfig>(context, `${FIREBASE}/projects/${project}/webApps/${appId}/config`);
    if (!config?.apiKey || !config.appId || !config.authDomain || !config.projectId)
      throw new Error(`Google gave no complete settings for the Web app ${appId}.`);
    const found = {
      NEXT_PUBLIC_FIREBASE_API_KEY: config.apiKey,
      NEXT_PUBLIC_FIREBASE_APP_ID: config.appId,
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: config.authDomain,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: config.projectId,
      ...(config.measurementId ? { NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: config.measurementId } : {}),
    };
    if (!config.measurementId)
      return {
        status: 'todo',
        todo: `${said ? `${said} ` : ''}Visits are counted with Google Analytics, which is not linked yet: open https://console.firebase.google.com/project/${project}/settings/integrations, choose Google Analytics → Link (or Enable), pick or make an Analytics account, then run npm run setup again.`,
        found,
      };
    return said ? { status: 'made', said, found } : { status: 'already', found };
  },
});

type AuthConfig = { signIn?: { anonymous?: { enabled?: boolean } }; authorizedDomains?: string[] };

export const signInStep: SetupStep = {
  title: 'Anonymous sign-in is on, and your domain may use it',
  async run(context) {
    const project = projectOf(context);
    const host = new URL(context.domain).hostname;
    const url = `${IDENTITY_TOOLKIT}/projects/${project}/config`;
    const config = await read<AuthConfig>(context, url);
    if (!config)
      return {
        status: 'todo',
        todo: `Open https://console.firebase.google.com/project/${project}/authentication, press "Get started", then run npm run setup again.`,
      };
    const domains = config.authorizedDomains ?? [];
    // Only what differs is sent, so a setting changed by hand elsewhere in the config is kept.
    const mask: string[] = [];
    const change: AuthConfig = {};
    if (config.signIn?.anonymous?.enabled !== true) {
      mask.push('signIn.anonymous.enabled');
      change.signIn = { anonymous: { enabled: true } };
    }
    if (!domains.includes(host)) {
      mask.push('authorizedDomains');
      change.authorizedDomains = [...domains, host];
    }
    if (mask.length === 0) return { status: 'already' };
    await send(context, 'PATCH', `${url}?updateMask=${mask.join(',')}`, change);
    const said = [
      change.signIn ? 'Turned on anonymous sign-in' : '',
      change.authorizedDomains ? `allowed ${host} to sign in` : '',
    ].filter(Boolean);
    return { status: 'made', said: `${said.join(' and ')}.`.replace(/^a/, 'A') };
  },
};

type DnsRecord = { domainName?: string; type?: string; rdata?: string; requiredAction?: string };
type CustomDomain = {
  hostState?: string;
  ownershipState?: string;
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

export const customDomainStep: SetupStep = {
  title: 'Your domain shows the live site',
  async run(context) {
    const project = projectOf(context);
    const site = context.found.FIREBASE_SITE ?? project;
    const host = new URL(context.domain).hostname;
    const url = `${HOSTING}/projects/${project}/sites/${site}/customDomains/${host}`;
    let domain = await read<CustomDomain>(context, url);
    let said = '';
    if (!domain) {
      await send(
        context,
        'POST',
        `${HOSTING}/projects/${project}/sites/${site}/customDomains?customDomainId=${host}`,
        {},
      );
      domain = await read<CustomDomain>(context, url);
      if (!domain) throw new Error(`Google did not keep the domain ${host}.`);
      said = `Connected ${host} to the live site. `;
    }
    if (domain.hostState === 'HOST_ACTIVE' && domain.ownershipState === 'OWNERSHIP_ACTIVE')
      return said ? { status: 'made', said } : { status: 'already' };
    const lines = dnsLines(domain);
    return {
      status: 'todo',
      todo: `${said}Google does not show the site at ${host} yet. ${
        lines.length > 0
          ? `Where your domain's DNS is kept (your domain's registrar), make these changes:\n${lines.join('\n')}\n`
          : 'Google is still checking your DNS. '
      }Changes take up to a day to be seen; run npm run setup again to check.`,
    };
  },
};
