import { albumsByCategory } from '../../lib/albums';
import { galleryRoutes, routes, type RouteKey } from '../../content/routes';
import type { Locale } from '../../lib/i18n';
import { hrefFor, storyHref } from '../../lib/routing';

/** What a page is, for the targets (galleries and home have their own) and for matching a peer's page to ours. */
const pageKinds = ['home', 'gallery', 'page'] as const;
export type PageKind = (typeof pageKinds)[number];

export type MeasuredPage = {
  /** A route key of content/routes.ts, or the peer's name for its page ('home', 'gallery', …). */
  key: string;
  /** Null for pages outside the route table (the empty page, a peer). */
  lang: Locale | null;
  path: string;
  kind: PageKind;
};

export function kindOfRoute(key: RouteKey): PageKind {
  if (key === 'home') return 'home';
  return (galleryRoutes as readonly RouteKey[]).includes(key) ? 'gallery' : 'page';
}

/** What --pages takes: the route keys of content/routes.ts, and `story`, the first wedding's story page. */
export type PageKey = RouteKey | 'story';
export const pageKeys: readonly PageKey[] = [...(Object.keys(routes) as RouteKey[]), 'story'];

/** The first wedding's story, measured beside the galleries (it has their targets and budgets). */
function storyPath(lang: Locale): string {
  return storyHref('weddings', albumsByCategory.weddings[0]!.album, lang);
}

/** The canonical URL of every chosen page in every chosen language, in the table's order, the story last. */
export function routeTablePages(keys: readonly PageKey[], langs: readonly Locale[]): MeasuredPage[] {
  const ordered = pageKeys.filter((key) => keys.includes(key));
  return ordered.flatMap((key) =>
    langs.map((lang) =>
      key === 'story'
        ? { key, lang, path: storyPath(lang), kind: 'gallery' as const }
        : { key, lang, path: hrefFor(key, lang), kind: kindOfRoute(key) },
    ),
  );
}

export const emptyPagePages: MeasuredPage[] = [{ key: 'page', lang: null, path: '/', kind: 'page' }];

/**
 * A site's own page list, `kind:path` items separated by commas ('home:/,gallery:/emma-james');
 * a bare path is a plain page. The kind says which of our pages the page stands beside in the report.
 */
export function parsePageList(spec: string): MeasuredPage[] {
  const items = spec
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error(`no page in '${spec}'`);
  const pages = items.map((item): MeasuredPage => {
    const separator = item.indexOf(':');
    const kind = separator === -1 ? 'page' : item.slice(0, separator);
    const path = separator === -1 ? item : item.slice(separator + 1);
    if (!isPageKind(kind)) throw new Error(`'${kind}' in '${item}' is not one of ${pageKinds.join(', ')}`);
    if (!path.startsWith('/')) throw new Error(`the path in '${item}' must start with /`);
    return { key: kind === 'page' ? path : kind, lang: null, path, kind };
  });
  const keys = pages.map((page) => page.key);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw new Error(`'${repeated}' appears twice in '${spec}'`);
  return pages;
}

function isPageKind(value: string): value is PageKind {
  return (pageKinds as readonly string[]).includes(value);
}

/** How a page is named in the report: 'weddings (pt) /stories/weddings/pt-pt'. */
export function pageLabel(page: MeasuredPage): string {
  return page.lang ? `${page.key} (${page.lang})` : page.key;
}
