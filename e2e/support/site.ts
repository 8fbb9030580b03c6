import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes, type RouteKey } from '@/content/routes';
import { locales, type Locale } from '@/lib/i18n';
import { hrefFor, prerenderedPaths } from '@/lib/routing';

export const routeKeys = Object.keys(routes) as RouteKey[];

/** Every canonical URL path of the site: each route in each language. */
export const canonicalPages: { route: RouteKey; locale: Locale; path: string }[] = locales.flatMap((locale) =>
  routeKeys.map((route) => ({ route, locale, path: hrefFor(route, locale) })),
);

/** Every pre-rendered page path (canonical, aliases, /en-en forms). */
export const allPagePaths: string[] = prerenderedPaths();

/** The exported HTML file of a page path, as the static host stores it. */
export function exportedHtml(path: string): string {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return readFileSync(join(process.cwd(), 'out', file), 'utf8');
}
