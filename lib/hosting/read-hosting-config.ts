import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHostingConfig, type HostingConfig } from './hosting-config';
import { ROBOTS_FILE } from './search-engines';

/** The `hosting` section of `<projectRoot>/firebase.json`, checked. */
export function readHostingConfig(projectRoot: string): HostingConfig {
  const file = path.join(projectRoot, 'firebase.json');
  return parseHostingConfig((JSON.parse(readFileSync(file, 'utf8')) as { hosting?: unknown } | null)?.hosting);
}

/** The robots.txt of the build in a published folder, or null when it has none. */
export function readRobotsTxt(folder: string): string | null {
  try {
    return readFileSync(path.join(folder, ROBOTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
