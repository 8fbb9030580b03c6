/**
 * Which photo stands for the whole site when its address is shared (content/settings/sharing.yml,
 * a setting the photographer changes in the editor): the cover of the album it names. Chosen on
 * purpose, never whichever album happens to come first. Build side only (it reads the file system).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';

export const SHARING_SETTINGS_FILE = path.join('content', 'settings', 'sharing.yml');

const sharingSettings = z.object({ album: z.string().trim().min(1) }).strict();

export type SharingSettings = z.infer<typeof sharingSettings>;

/** The sharing setting, or a message saying what to fix in the photographer's words. */
export function readSharingSettings(root: string = process.cwd()): SharingSettings | { problem: string } {
  const file = path.join(root, SHARING_SETTINGS_FILE);
  if (!existsSync(file)) {
    return {
      problem: `${SHARING_SETTINGS_FILE} is missing: choose the album whose cover stands for the site (Settings → Sharing image).`,
    };
  }
  let data: unknown;
  try {
    data = yaml.load(readFileSync(file, 'utf8'));
  } catch (error) {
    return {
      problem: `${SHARING_SETTINGS_FILE} cannot be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}.`,
    };
  }
  const parsed = sharingSettings.safeParse(data);
  return parsed.success
    ? parsed.data
    : {
        problem: `${SHARING_SETTINGS_FILE}: "album" should name the album whose cover stands for the site (Settings → Sharing image).`,
      };
}
