import { startSiteHost } from '../server/site-host';
import { projectRoot } from './paths';

export type ServedSite = { url: string; close: () => Promise<void> };

/**
 * Serves a static folder the way the host serves the site: firebase.json's rules (clean URLs,
 * redirects, headers) with compression, through the same server as `npm start`, so every measured
 * site, the peers included, gets the same server. The one place that knows which server that is.
 */
export async function serveSite(root: string, { port }: { port: number }): Promise<ServedSite> {
  const host = await startSiteHost({ projectRoot, publicDir: root, port, quiet: true });
  return { url: host.url, close: host.close };
}
