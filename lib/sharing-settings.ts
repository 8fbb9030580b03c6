/**
 * Which photo stands for the whole site when its address is shared (content/settings/sharing.yml,
 * a setting the photographer changes in the editor): the cover of the album it names. Chosen on
 * purpose, never whichever album happens to come first. Pure: the build reads the file
 * (read-sharing-settings.ts), the go-live page beside the editor has it from GitHub.
 */
import yaml from 'js-yaml';
import { z } from 'zod';

export const SHARING_SETTINGS_FILE = 'content/settings/sharing.yml';

const sharingSettings = z.object({ album: z.string().trim().min(1) }).strict();

export type SharingSettings = z.infer<typeof sharingSettings>;

/** The sharing setting of the file's text (undefined: no file), or a message saying what to fix in the photographer's words. */
export function sharingSettingsOf(source: string | undefined): SharingSettings | { problem: string } {
  if (source === undefined) {
    return {
      problem: `${SHARING_SETTINGS_FILE} is missing: choose the album whose cover stands for the site (Settings → Sharing image).`,
    };
  }
  let data: unknown;
  try {
    data = yaml.load(source);
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
