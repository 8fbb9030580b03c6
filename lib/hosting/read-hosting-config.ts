import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHostingConfig, type HostingConfig } from './hosting-config';

/** The `hosting` section of `<projectRoot>/firebase.json`, checked. */
export function readHostingConfig(projectRoot: string): HostingConfig {
  const file = path.join(projectRoot, 'firebase.json');
  return parseHostingConfig((JSON.parse(readFileSync(file, 'utf8')) as { hosting?: unknown } | null)?.hosting);
}
