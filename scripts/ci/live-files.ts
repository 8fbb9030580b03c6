/**
 * Her content as the going-live checks read it (lib/going-live/): the content's text files that
 * could still hold the demo (content/…, .yml and .md), by their path from the project, and the
 * files of each album's folder. What `npm run check:live` and `npm run own-work`
 * read, and what the live job's sparse checkout holds. Needs no installed package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { albumFolderListing, isContentText, type ContentFiles } from '../../lib/going-live/demo';

export function liveContentFiles(projectRoot: string): ContentFiles {
  const all = readdirSync(path.join(projectRoot, 'content'), { recursive: true, encoding: 'utf8' }).map((file) =>
    path.join('content', file).split(path.sep).join('/'),
  );
  const texts = new Map(
    all.filter(isContentText).map((file) => [file, readFileSync(path.join(projectRoot, file), 'utf8')] as const),
  );
  return { texts, albumFolders: albumFolderListing(all) };
}
