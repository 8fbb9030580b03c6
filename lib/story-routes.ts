/**
 * The story pages, one per album of content/albums/: their static params and paths, and each
 * story's neighbours; with them, every page the export writes. Server and test side only (it reads
 * the album list).
 */
import { albumsByCategory, shownGalleries, type Album } from './albums';
import type { GalleryRouteKey } from '@/content/routes';
import { locales } from './i18n';
import {
  englishAliasOf,
  galleryParams,
  galleryRouteOf,
  prerenderedPaths,
  storyHref,
  type SitePages,
  type StoryLookup,
} from './routing';

/** The `[category]` and `[album]` segments of every story page. */
export function storyParams(): { category: string; album: string }[] {
  return galleryParams(shownGalleries).flatMap(({ category }) =>
    albumsByCategory[galleryRouteOf(category)].map((album) => ({ category, album: album.slug })),
  );
}

/** Every story page the export writes: each album in both languages, and English's /en-en form. */
export function storyPaths(): string[] {
  return shownGalleries.flatMap((category) =>
    albumsByCategory[category].flatMap((album) =>
      locales.flatMap((locale) => {
        const href = storyHref(category, album.slug, locale);
        return locale === 'en' ? [href, englishAliasOf(href)] : [href];
      }),
    ),
  );
}

/** The Portuguese not-found screen (app/(pt)/pt-pt/404): not a route of the table, firebase.json's rewrites show it. */
const PORTUGUESE_NOT_FOUND_PAGE = '/pt-pt/404';

/** Every page path the export writes (404.html, from app/global-not-found.tsx, aside). */
export function exportedPagePaths(): string[] {
  return [...prerenderedPaths(shownGalleries), ...storyPaths(), PORTUGUESE_NOT_FOUND_PAGE];
}

/** The albums whose stories come before and after an album's in its gallery's order (none past either end). */
export function storyNeighbours(category: GalleryRouteKey, album: string): { previous?: string; next?: string } {
  const folders = albumsByCategory[category].map((album) => album.slug);
  const index = folders.indexOf(album);
  return index < 0 ? {} : { previous: folders[index - 1], next: folders[index + 1] };
}

/** The album behind a story page; there is a page for every album, so any other is a mistake. */
export function albumOf(category: GalleryRouteKey, slug: string): Album {
  const album = albumsByCategory[category].find((candidate) => candidate.slug === slug);
  if (!album) throw new Error(`There is no album ${slug} among the ${category} of content/albums/.`);
  return album;
}

/** Whether an album of content/albums/ has its story in a gallery (for resolvePath on the server side). */
export const hasStory: StoryLookup = (category, album) =>
  albumsByCategory[category].some((candidate) => candidate.slug === album);

/** The galleries and stories the export has pages for, for resolvePath on the server side. */
export const exportedPages: SitePages = { galleries: shownGalleries, hasStory };
