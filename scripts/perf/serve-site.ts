import { readHostingConfig, type HostingConfig } from '../server/hosting-config';
import { startStaticHost } from '../server/static-host';
import { projectRoot } from './paths';

export type ServedSite = { url: string; close: () => Promise<void> };

/**
 * The host's rules without the site's Content-Security-Policy: it is written for this site's
 * scripts (moved out of the HTML after the build) and would block the inline scripts of a page
 * built otherwise (a peer), which would then never run at all.
 */
function withoutContentSecurityPolicy(config: HostingConfig): HostingConfig {
  return {
    ...config,
    headers: config.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.filter(({ key }) => key.toLowerCase() !== 'content-security-policy'),
    })),
  };
}

/**
 * Serves a static folder the way the host serves the site: firebase.json's rules (clean URLs,
 * redirects, headers) with compression, through the same server as `npm start`; with the site's
 * Content-Security-Policy for builds of this site, without it for other sites.
 */
export async function serveSite(
  root: string,
  { port, withPolicy }: { port: number; withPolicy: boolean },
): Promise<ServedSite> {
  const config = readHostingConfig(projectRoot);
  const host = await startStaticHost({
    root,
    port,
    quiet: true,
    config: withPolicy ? config : withoutContentSecurityPolicy(config),
  });
  return { url: host.url, close: host.close };
}
