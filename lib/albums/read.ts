/**
 * Reads the albums (content/albums/<album>/index.en.md and index.pt.md, as the editor writes them)
 * from a project's folder and checks them as parse.ts does. Server and build side only (it reads
 * the file system).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Album } from './schema';
import { ALBUMS_DIR, albumFoldersOf, parseAlbums } from './parse';

export { ALBUMS_DIR };

/** A file's text, or undefined when it is not there. */
const textOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** Every album of content/albums/, and every problem that stops the build, one message each. */
export function readAlbums(root: string = process.cwd()): { albums: Album[]; problems: string[] } {
  const dir = path.join(root, ALBUMS_DIR);
  const listing = existsSync(dir)
    ? Object.fromEntries(
        readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => [entry.name, readdirSync(path.join(dir, entry.name))]),
      )
    : {};
  return parseAlbums(
    albumFoldersOf(listing).map((slug) => ({
      slug,
      en: textOf(path.join(dir, slug, 'index.en.md')),
      pt: textOf(path.join(dir, slug, 'index.pt.md')),
    })),
  );
}
