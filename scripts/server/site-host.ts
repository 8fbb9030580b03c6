/**
 * The site's own server, as `npm start` and the end-to-end tests run it: the
 * project's firebase.json rules over its published folder (out/), with the local inbox when asked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHostingConfig, type HostingConfig } from '@/lib/hosting/hosting-config';
import { startStaticHost, type StaticHost, type StaticHostOptions } from './static-host';

export type SiteHostOptions = Omit<StaticHostOptions, 'root' | 'config'> & {
  projectRoot: string;
  /** Serve another folder with the same rules (tests); by default firebase.json's `public`. */
  publicDir?: string;
};

/** The `hosting` section of `<projectRoot>/firebase.json`. */
export function readHostingConfig(projectRoot: string): HostingConfig {
  const file = path.join(projectRoot, 'firebase.json');
  return parseHostingConfig((JSON.parse(readFileSync(file, 'utf8')) as { hosting?: unknown } | null)?.hosting);
}

export function publicDirOf(projectRoot: string): string {
  return path.join(projectRoot, readHostingConfig(projectRoot).public);
}

export function startSiteHost({ projectRoot, publicDir, ...options }: SiteHostOptions): Promise<StaticHost> {
  const config = readHostingConfig(projectRoot);
  return startStaticHost({ ...options, root: publicDir ?? path.join(projectRoot, config.public), config });
}
