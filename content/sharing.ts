/**
 * Which photo stands for the whole site when its address is shared (content/settings/sharing.yml,
 * a setting the photographer changes in the editor): the cover of the album it names. Chosen on
 * purpose, never whichever album happens to come first. Pure: the build reads the file
 * (content/read.ts), the go-live page beside the editor has it from GitHub.
 */
import { z } from 'zod';
import { dataCollections } from './collections';
import { readCollectionText } from './data-file';

/** The one statement of what content/settings/sharing.yml holds. */
export const sharingSettings = z
  .object({
    album: z.string().trim().min(1).meta({ title: 'Album', rule: 'the album whose cover stands for the site' }),
  })
  .strict();

export type SharingSettings = z.infer<typeof sharingSettings>;

/** The sharing setting of the file's text (undefined: no file), or a message saying what to fix in the photographer's words. */
export function sharingSettingsOf(source: string | undefined): SharingSettings | { problem: string } {
  const { data, problems } = readCollectionText(dataCollections.sharing, sharingSettings, source);
  return data ?? { problem: problems.join(' ') };
}
