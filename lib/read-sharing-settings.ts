/** The sharing setting of a project's folder (lib/sharing-settings.ts). Build side only (it reads the file system). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARING_SETTINGS_FILE } from './going-live/content-files';
import { sharingSettingsOf, type SharingSettings } from './sharing-settings';

export function readSharingSettings(root: string = process.cwd()): SharingSettings | { problem: string } {
  const file = path.join(root, SHARING_SETTINGS_FILE);
  return sharingSettingsOf(existsSync(file) ? readFileSync(file, 'utf8') : undefined);
}
