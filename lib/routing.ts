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

type TableEntry = { route: RouteKey; toggles: boolean; alias: boolean };

const routeByPath = new Map<string, TableEntry>([
  ...Object.entries(routes).map(
    ([key, route]) => [route.path, { route: key as RouteKey, toggles: route.toggles, alias: false }] as const,
  ),
  ...Object.entries(routeAliases).map(([path, alias]) => [path, { ...alias, alias: true }] as const),
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
 * The pages the export has beyond the route table's others: the galleries it shows (those holding
 * an album, lib/albums' shownGalleries), and the stories of their albums. The server side has them
 * all (lib/story-routes' exportedPages); a page in the browser is handed the galleries.
 */
export type SitePages = { galleries: readonly GalleryRouteKey[]; hasStory: StoryLookup };

/** Every gallery, and any album name taken for a story: where nothing says which pages exist. */
const everyPage: SitePages = { galleries: galleryRoutes, hasStory: () => true };

export const isGalleryRoute = (route: RouteKey): route is GalleryRouteKey =>
  (galleryRoutes as readonly RouteKey[]).includes(route);

/**
 * The screen a path of the table shows, given the galleries shown: a gallery not shown has no
 * page, and an alias of one (/stories, the weddings) shows the first gallery shown instead.
 */
function shownRoute({ route, alias }: TableEntry, galleries: readonly GalleryRouteKey[]): RouteKey | undefined {
  if (!isGalleryRoute(route) || galleries.includes(route)) return route;
  return alias ? galleries[0] : undefined;
}

/**
 * Maps a URL path to its screen and language, or null when no page exists there. A gallery is a
 * page only when `pages` shows it, and a story path only for an album `pages` knows; without
 * `pages`, every gallery is, and any album name is taken for a story.
 */
export function resolvePath(pathname: string, pages: SitePages = everyPage): ResolvedPath | null {
  const segments = splitSegments(pathname);
  const last = segments.at(-1);
  const locale: Locale = last === localeSuffix.pt ? 'pt' : 'en';
  const hasSuffix = last === localeSuffix.pt || last === localeSuffix.en;
  const basePath = '/' + (hasSuffix ? segments.slice(0, -1) : segments).join('/');
  const match = routeByPath.get(basePath);
  if (match) {
    const route = shownRoute(match, pages.galleries);
    return route ? { route, toggles: match.toggles, locale, basePath } : null;
  }
  const story = storyOfPath(basePath);
  return story && pages.galleries.includes(story.category) && pages.hasStory(story.category, story.album)
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

/** The English path of every route and alias of the table ('/', '/about', '/home', '/stories'), whatever it shows. */
export function englishPagePaths(): string[] {
  return [...Object.values(routes).map((route) => route.path), ...Object.keys(routeAliases)];
}

/** The routes of the table that have a page: every route but the galleries not shown. */
export function shownRoutes(galleries: readonly GalleryRouteKey[]): RouteKey[] {
  return (Object.keys(routes) as RouteKey[]).filter((route) => !isGalleryRoute(route) || galleries.includes(route));
}

/** The /en-en form of an English path ('/about' → '/about/en-en'): a page of its own that the host redirects. */
export function englishAliasOf(englishPath: string): string {
  return englishPath === '/' ? `/${localeSuffix.en}` : `${englishPath}/${localeSuffix.en}`;
}

/**
 * Every path the static export pre-renders with these galleries shown: each route and alias that
 * shows a page, in both languages, and English's /en-en forms.
 */
export function prerenderedPaths(galleries: readonly GalleryRouteKey[]): string[] {
  const shown = englishPagePaths().filter((path) => resolvePath(path, { galleries, hasStory: () => false }));
  return locales.flatMap((locale) =>
    shown.flatMap((path) => (locale === 'en' ? [path, englishAliasOf(path)] : [localizePath(path, 'pt')])),
  );
}

/** The `[category]` segment of each gallery page shown ('/stories/weddings' → 'weddings'). */
export function galleryParams(galleries: readonly GalleryRouteKey[]): { category: string }[] {
  return galleries.map((route) => ({ category: routes[route].path.split('/').at(-1)! }));
}

/** The gallery route of a `[category]` segment; generateStaticParams lists the only ones that exist. */
export function galleryRouteOf(category: string): GalleryRouteKey {
  const route = galleryRoutes.find((key) => routes[key].path === `/stories/${category}`);
  if (!route) throw new Error(`No gallery at /stories/${category}`);
  return route;
}

/** The gallery a path of the table shows among these galleries (/stories: the first shown when the weddings are not). */
export function galleryShownAt(englishPath: string, galleries: readonly GalleryRouteKey[]): GalleryRouteKey {
  const route = resolvePath(englishPath, { galleries, hasStory: () => false })?.route;
  if (!route || !isGalleryRoute(route)) throw new Error(`No gallery is shown at ${englishPath}`);
  return route;
}
