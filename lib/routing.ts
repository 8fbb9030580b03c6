import { galleryRoutes, routeAliases, routes, type GalleryRouteKey, type RouteKey } from '@/content/routes';
import { localeSuffix, locales, type Locale } from './i18n';

export type ResolvedPath = {
  /** The screen; for a story page, its gallery (with `story` set). */
  route: RouteKey;
  /** The album folder of a story page (/stories/weddings/ana-joao → 'ana-joao'). */
  story?: string;
  locale: Locale;
  /** The path without its language suffix, in the form the visitor used ('/home', '/stories', '/about'). */
  basePath: string;
  /** Whether the language toggle keeps the visitor on this section. */
  toggles: boolean;
};

const routeByPath = new Map<string, { route: RouteKey; toggles: boolean }>([
  ...Object.entries(routes).map(
    ([key, route]) => [route.path, { route: key as RouteKey, toggles: route.toggles }] as const,
  ),
  ...Object.entries(routeAliases),
]);

function splitSegments(pathname: string): string[] {
  return pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

/**
 * Whether a gallery has a story page for an album. The album list (content/albums/) stays on
 * the server side (lib/story-routes' hasStory); a page in the browser knows only its own story
 * (the language toggle asks the page's `[album]` segment).
 */
export type StoryLookup = (category: GalleryRouteKey, album: string) => boolean;

/**
 * Maps a URL path to its screen and language, or null when no page exists there. A story path
 * is a page only for an album `hasStory` knows; without it, any album name is taken for one
 * (next dev's proxy, where Next.js itself answers an unknown album).
 */
export function resolvePath(pathname: string, hasStory: StoryLookup = () => true): ResolvedPath | null {
  const segments = splitSegments(pathname);
  const last = segments.at(-1);
  const locale: Locale = last === localeSuffix.pt ? 'pt' : 'en';
  const hasSuffix = last === localeSuffix.pt || last === localeSuffix.en;
  const basePath = '/' + (hasSuffix ? segments.slice(0, -1) : segments).join('/');
  const match = routeByPath.get(basePath);
  if (match) return { ...match, locale, basePath };
  const story = storyOfPath(basePath);
  return story && hasStory(story.category, story.album)
    ? { route: story.category, story: story.album, toggles: true, locale, basePath }
    : null;
}

/**
 * A story page's gallery and album, from the shape of its path ('/stories/weddings/ana-joao'). The
 * export has a page only for the albums of content/albums/; this module stays free of them so
 * the browser never loads the album list.
 */
function storyOfPath(basePath: string): { category: GalleryRouteKey; album: string } | null {
  const cut = basePath.lastIndexOf('/');
  const category = galleryRoutes.find((key) => routes[key].path === basePath.slice(0, cut));
  const album = basePath.slice(cut + 1);
  return category && /^[a-z0-9][a-z0-9-]*$/.test(album) ? { category, album } : null;
}

/** The address of an album's story page in a language ('/stories/weddings/ana-joao/pt-pt'). */
export function storyHref(category: GalleryRouteKey, album: string, locale: Locale): string {
  return localizePath(`${routes[category].path}/${album}`, locale);
}

/** Adds the language suffix of `locale` to an English path ('/about' → '/about/pt-pt'). */
export function localizePath(englishPath: string, locale: Locale): string {
  if (locale === 'en') return englishPath;
  return englishPath === '/' ? `/${localeSuffix.pt}` : `${englishPath}/${localeSuffix.pt}`;
}

/** The canonical URL path of a route in a language: English has no suffix. */
export function hrefFor(route: RouteKey, locale: Locale): string {
  return localizePath(routes[route].path, locale);
}

/** The English path of every route and alias of the table ('/', '/about', '/home', '/stories'). */
export function englishPagePaths(): string[] {
  return [...Object.values(routes).map((route) => route.path), ...Object.keys(routeAliases)];
}

/** The /en-en form of an English path ('/about' → '/about/en-en'): a page of its own that the host redirects. */
export function englishAliasOf(englishPath: string): string {
  return englishPath === '/' ? `/${localeSuffix.en}` : `${englishPath}/${localeSuffix.en}`;
}

/** Every path the static export pre-renders: each route and alias in both languages, and English's /en-en forms. */
export function prerenderedPaths(): string[] {
  return locales.flatMap((locale) =>
    englishPagePaths().flatMap((path) => (locale === 'en' ? [path, englishAliasOf(path)] : [localizePath(path, 'pt')])),
  );
}

/** The `[category]` segment of each gallery page ('/stories/weddings' → 'weddings'). */
export function galleryParams(): { category: string }[] {
  return galleryRoutes.map((route) => ({ category: routes[route].path.split('/').at(-1)! }));
}

/** The gallery route of a `[category]` segment; generateStaticParams lists the only ones that exist. */
export function galleryRouteOf(category: string): GalleryRouteKey {
  const route = galleryRoutes.find((key) => routes[key].path === `/stories/${category}`);
  if (!route) throw new Error(`No gallery at /stories/${category}`);
  return route;
}
