import { portugueseFrontMatter } from '@/lib/albums/schema';

/** The editor's name for the collection of albums. */
export const ALBUMS_COLLECTION = 'albums';
/** Where the albums are in the repository, one folder each with its files and photos. */
export const ALBUMS_FOLDER = 'content/albums';

/** The fields an album's Portuguese file holds: those of its front matter, and the story (`body`). */
const PORTUGUESE_FIELDS: readonly string[] = [...Object.keys(portugueseFrontMatter.shape), 'body'];

/**
 * The fields of an album's Portuguese side that index.pt.md must not hold. The editor's Translate
 * for a whole side also fills in, on the Portuguese side, the fields written only in English (the
 * month, the place, the credits): saved there, they would make a file the build refuses.
 */
export function strayPortugueseFields(data: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(data).filter((field) => !PORTUGUESE_FIELDS.includes(field));
}
