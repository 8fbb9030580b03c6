import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { server as superstatic } from 'superstatic';
import { projectRoot } from './paths';

export type ServedSite = { url: string; close: () => Promise<void> };

/**
 * Serves a static folder the way the host serves the site: firebase.json's rules (clean URLs,
 * redirects, headers) with compression, so every measured site, the peers included, gets the same
 * server. The one place that knows which server that is.
 */
export async function serveSite(root: string, { port }: { port: number }): Promise<ServedSite> {
  const { hosting } = JSON.parse(readFileSync(join(projectRoot, 'firebase.json'), 'utf8')) as {
    hosting: Record<string, unknown>;
  };
  const app = superstatic({
    port,
    hostname: '127.0.0.1',
    cwd: root,
    config: { ...hosting, public: '.' },
    compression: true,
    debug: false,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(() => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
