/**
 * Which photo stands for the whole site when its address is shared (content/settings/sharing.yml,
 * a setting the photographer changes in the editor): the cover of the album it names. Chosen on
 * purpose, never whichever album happens to come first. Pure: the build reads the file
 * (read-sharing-settings.ts), the go-live page beside the editor has it from GitHub.
 */
import { z } from 'zod';
import { parseDataFile } from '@/content/data-file';
import { SHARING_SETTINGS_FILE, SHARING_SETTINGS_WHERE } from './going-live/content-files';

const sharingSettings = z
  .object({
    album: z.string().trim().min(1).meta({ title: 'Album', rule: 'the album whose cover stands for the site' }),
  })
  .strict();

export type SharingSettings = z.infer<typeof sharingSettings>;

/** The sharing setting of the file's text (undefined: no file), or a message saying what to fix in the photographer's words. */
export function sharingSettingsOf(source: string | undefined): SharingSettings | { problem: string } {
  if (source === undefined) {
    return {
      problem: `${SHARING_SETTINGS_FILE} is missing: choose the album whose cover stands for the site (${SHARING_SETTINGS_WHERE}).`,
    };
  }
  const { data, problems } = parseDataFile(source, sharingSettings, {
    file: SHARING_SETTINGS_FILE,
    where: `(${SHARING_SETTINGS_WHERE})`,
    unknownKey: 'a setting',
    whole: 'name the album whose cover stands for the site',
  });
  return data ?? { problem: problems.join(' ') };
}
