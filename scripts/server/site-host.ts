/**
 * The site's own server, as `npm start` and the end-to-end tests run it: the
 * project's firebase.json rules over its published folder (out/), with the local inbox when asked.
 */
import path from 'node:path';
import { readHostingConfig } from '@/lib/hosting/read-hosting-config';
import { startStaticHost, type StaticHost, type StaticHostOptions } from './static-host';

export type SiteHostOptions = Omit<StaticHostOptions, 'root' | 'config'> & {
  projectRoot: string;
  /** Serve another folder with the same rules (tests); by default firebase.json's `public`. */
  publicDir?: string;
};

export function publicDirOf(projectRoot: string): string {
  return path.join(projectRoot, readHostingConfig(projectRoot).public);
}

export function startSiteHost({ projectRoot, publicDir, ...options }: SiteHostOptions): Promise<StaticHost> {
  const config = readHostingConfig(projectRoot);
  return startStaticHost({ ...options, root: publicDir ?? path.join(projectRoot, config.public), config });
}
