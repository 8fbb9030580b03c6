import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join, sep } from 'node:path';
import { albumsByCategory, shownGalleries } from '@/lib/albums';
import { galleryRoutes, type GalleryRouteKey, type RouteKey } from '@/content/routes';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { locales, type Locale } from '@/lib/i18n';
import { hrefFor, prerenderedPaths, shownRoutes, storyHref } from '@/lib/routing';
import { storyPaths } from '@/lib/story-routes';

/** The routes with a page: all but a gallery without an album (lib/albums' shownGalleries). */
const routeKeys = shownRoutes(shownGalleries);

/** Every canonical URL path of the site: each route with a page, in each language. */
export const canonicalPages: { route: RouteKey; locale: Locale; path: string }[] = locales.flatMap((locale) =>
  routeKeys.map((route) => ({ route, locale, path: hrefFor(route, locale) })),
);

/** Every story page at its canonical URL, in each language. Its budgets are its gallery's. */
export const storyPages: { route: GalleryRouteKey; album: string; locale: Locale; path: string }[] = locales.flatMap(
  (locale) =>
    shownGalleries.flatMap((route) =>
      albumsByCategory[route].map((group) => ({
        route,
        album: group.slug,
        locale,
        path: storyHref(route, group.slug, locale),
      })),
    ),
);

/**
 * The albums whose story pages a browser visits: those a draft changed (CONTENT_ALBUMS, comma
 * separated, set by `npm run test:content -- --since <commit>`), or every album. The checks that
 * read files or the sitemap still read every page.
 */
const visitedAlbums =
  process.env.CONTENT_ALBUMS === undefined ? null : new Set(process.env.CONTENT_ALBUMS.split(',').filter(Boolean));
export const isVisitedAlbum = (album: string) => visitedAlbums === null || visitedAlbums.has(album);
export const visitedStoryPages = storyPages.filter(({ album }) => isVisitedAlbum(album));

/** Every pre-rendered page path (canonical, aliases, /en-en forms). */
export const allPagePaths: string[] = [...prerenderedPaths(shownGalleries), ...storyPaths()];

/**
 * Every HTML file of the export (relative to out/, '/'-separated): canonical pages, aliases and
 * not-found pages; the editor's page (admin/, e2e/editor-page.spec.ts) is not a page of the site.
 */
export function exportedHtmlFiles(): string[] {
  const out = join(process.cwd(), 'out');
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next') && !file.startsWith('admin'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/** The address an exported file is at: `about/en-en.html` at /about/en-en, `index.html` at /. */
export const addressOf = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

/** The exported HTML file of a page path, as the static host stores it. */
export function exportedHtml(path: string): string {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return readFileSync(join(process.cwd(), 'out', file), 'utf8');
}

/**
 * A test that times the page against the wall clock (3 s of real time): it runs after the others,
 * with only its like beside it (playwright.config.ts), so that a machine busy with the rest of the
 * suite cannot make it late.
 */
export const REAL_TIME = { tag: '@real-time' };

/**
 * A test of what the photographer's content makes of the site (albums, testimonials, settings):
 * `npm run test:content` runs only these, on a draft that changes nothing else.
 */
export const CONTENT = { tag: '@content' };

/** The pages her content makes: the galleries, the stories and the testimonials. */
export const isMadeFromHerContent = ({ route, album }: { route: RouteKey; album?: string }) =>
  album !== undefined || route === 'testimonials' || (galleryRoutes as readonly string[]).includes(route);

/**
 * Items in runs of `size`, for tests where one browser page visits several addresses in turn: on
 * a small machine a new browser page costs more than a visit.
 */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

const HYDRATED = `html[${HYDRATED_ATTRIBUTE}]`;

/** Waits until the page's scripts have taken over (before that, links and photos act as plain links). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
}

/**
 * With page.clock installed and paused, the boot loader (a frame and a timer after the first
 * paint, or a deadline when its first photos do not come) waits on the page's fake clock: this
 * runs the clock until the boot loader has started the page's scripts, then a millisecond at a time
 * while they load and take over (in real time).
 */
export async function runClockUntilHydrated(page: Page): Promise<void> {
  const started = page.locator('script[src^="/_next/static/page/"]');
  let elapsed = 0;
  while ((await page.locator(HYDRATED).count()) === 0) {
    if (elapsed > 10_000) throw new Error('The page did not hydrate within 10 s of its fake clock.');
    // Few steps before the scripts start (CSS animations keep real time meanwhile), fine ones after.
    const step = (await started.count()) === 0 ? 100 : 1;
    await page.clock.runFor(step);
    elapsed += step;
  }
}

/**
 * Resolves once the page has had an idle moment: whatever was queued before (renders and effects,
 * the handling of an event that has come in, idle callbacks registered earlier) has run by then.
 * Needs the page's real clock (or a page.clock that is running).
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Text of HTML with its character references decoded (`&amp;` last, so `&amp;quot;` stays `&quot;`). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
