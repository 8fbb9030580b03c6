import { albumsByCategory } from '../lib/albums';
import { galleryRoutes, routes, type RouteKey } from '../content/routes';
import { locales } from '../lib/i18n';
import { hrefFor, storyHref } from '../lib/routing';

/** What a page is held to: galleries (and story pages) and home have targets of their own. */
export type PageKind = 'home' | 'gallery' | 'page';
export type MeasuredPage = { path: string; kind: PageKind };

export function kindOfRoute(key: RouteKey): PageKind {
  if (key === 'home') return 'home';
  return (galleryRoutes as readonly RouteKey[]).includes(key) ? 'gallery' : 'page';
}

/**
 * Every page of the route table in both languages at its canonical address, then the first
 * wedding's story page in both (held to the galleries' targets).
 */
export function measuredPages(): MeasuredPage[] {
  const story = albumsByCategory.weddings[0]?.slug;
  return [
    ...(Object.keys(routes) as RouteKey[]).flatMap((key) =>
      locales.map((lang) => ({ path: hrefFor(key, lang), kind: kindOfRoute(key) })),
    ),
    ...(story ? locales.map((lang) => ({ path: storyHref('weddings', story, lang), kind: 'gallery' as const })) : []),
  ];
}
