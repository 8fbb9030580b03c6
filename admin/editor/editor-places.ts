/**
 * Where her content is in the editor: the names admin/editor/cms-config.ts gives its collections
 * and entries, and the address that opens each. Sveltia CMS routes in the address's hash,
 * `#/collections/<collection>/entries/<entry>` (and `#/collections/<collection>/new` for a new
 * entry), where <entry> is, in a folder collection, the
 * entry's path below the folder without its language and extension (an album's `{{slug}}/index`
 * gives `rita-nuno/index`); in a files collection, the file's name; and for a singleton, its name
 * in the collection `_singletons`. Pure: the go-live page links each of its items here.
 */
import type { EditorPlace } from '@/lib/going-live/readiness';
import { albumsCollection, dataCollections, pagesCollection } from '@/content/collections';

const ALBUMS_COLLECTION = albumsCollection.editor.name;
/** Where she changes her settings: the editor's Settings, the file's entry. */
export const SETTINGS_COLLECTION = dataCollections.settings.editor.name;
export const SITE_SETTINGS_ENTRY = dataCollections.settings.editor.entry.name;
export const PAGE_PHOTOS_ENTRY = dataCollections.pagePhotos.editor.entry.name;
/** Where she changes the pages' words: the editor's Pages, an entry per page. */
export const PAGES_COLLECTION = pagesCollection.editor.name;
/** Her testimonials: a singleton, one file. */
const TESTIMONIALS_SINGLETON = dataCollections.testimonials.editor.name;
/** Where an album's files are below the albums' folder, by its slug (the editor's `path`). */
export const ALBUM_ENTRY_PATH = '{{slug}}/index';

/** The editor's page. */
const EDITOR = '/admin/';
/** The collection the editor keeps its singletons in. */
const SINGLETONS = '_singletons';

const entryAddress = (collection: string, entry: string) =>
  `${EDITOR}#/collections/${encodeURIComponent(collection)}/entries/${entry.split('/').map(encodeURIComponent).join('/')}`;

/** The address of the editor showing this place. */
export function editorAddress(place: EditorPlace): string {
  switch (place.collection) {
    case 'albums':
      return 'new' in place
        ? `${EDITOR}#/collections/${encodeURIComponent(ALBUMS_COLLECTION)}/new`
        : entryAddress(ALBUMS_COLLECTION, ALBUM_ENTRY_PATH.replace('{{slug}}', place.album));
    case 'settings':
      return entryAddress(SETTINGS_COLLECTION, place.entry === 'site' ? SITE_SETTINGS_ENTRY : PAGE_PHOTOS_ENTRY);
    case 'pages':
      // A page's entry is named as its files are, without the language: content/pages/faq.en.yml is "faq".
      return entryAddress(PAGES_COLLECTION, /^content\/pages\/([a-z0-9-]+)\./.exec(place.file)?.[1] ?? place.file);
    case 'testimonials':
      return entryAddress(SINGLETONS, TESTIMONIALS_SINGLETON);
  }
}
