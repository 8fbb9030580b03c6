import { albumsCollection } from '@/content/collections';
import { portugueseFrontMatter } from '@/lib/albums/schema';

/** The editor's name for the collection of albums. */
export const ALBUMS_COLLECTION = albumsCollection.editor.name;
/** Where the albums are in the repository, one folder each with its files and photos. */
export const ALBUMS_FOLDER = albumsCollection.folder;

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

/**
 * How the editor's own bookkeeping of a list's items is named, the last part of its key
 * ("questions.3.__sc_item_id"): it keeps it among the values, its Translate sends it too, and
 * saving drops it (admin/vendor/couplings.ts, checkBookkeepingDropped).
 */
export const EDITOR_BOOKKEEPING = '__sc_';

/**
 * Whether a text the editor's Translate writes into `keyPath` ("summary", "photos.3.description",
 * "credits.0.name") of `locale`'s side of the entry `entry` shows (admin/editor/entry-route.ts) is
 * saved: never into the editor's bookkeeping of a list's items; on an album's Portuguese side,
 * only into the fields its Portuguese file holds.
 */
export function translationSaved(entry: string | undefined, locale: string, keyPath: string): boolean {
  if (keyPath.split('.').pop()!.startsWith(EDITOR_BOOKKEEPING)) return false;
  if (locale !== 'pt' || !entry?.startsWith(`${ALBUMS_COLLECTION}/`)) return true;
  return PORTUGUESE_FIELDS.includes(keyPath.split('.')[0]!);
}
