/**
 * Her albums' titles, by folder, for the pages' photo picker: an album saved since the editor was
 * built (on her computer, `npm run admin` lists the working tree's photos at once) is known to it
 * only by its folder, and is offered by its title ("Beatriz & Duarte"), never as "beatriz-duarte".
 * The local editor lists them from the working tree (admin/local/local-editor.ts); elsewhere the
 * albums the editor was built with carry their titles, and the list is empty.
 */
import { splitFrontMatter } from '@/lib/albums/front-matter';

/** Each album's English title, by its folder. */
export type AlbumTitles = Readonly<Record<string, string>>;

/** The list's name, in the editor's folder. */
export const ALBUM_TITLES_FILE = 'album-titles.json';

/** An album's English title from its English file's text, when it has one. */
export function titleOf(englishFile: string): string | undefined {
  try {
    const { title } = (splitFrontMatter(englishFile).data ?? {}) as { title?: unknown };
    return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The titles the editor's host lists, none when it lists none. */
export function readAlbumTitles(): Promise<AlbumTitles> {
  return fetch(`/admin/${ALBUM_TITLES_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<AlbumTitles>) : {}))
    .catch(() => ({}));
}
