/**
 * Byte budgets and load hygiene, deterministic: bytes, not timings.
 * Budgets live in e2e/budgets.json (KB = 1024 bytes, gzip as zlib's default level, which is what
 * the host's compression sends). The figures are read from the export in out/ and, for photos and
 * layout shift, from the served pages. `BUDGETS_VERBOSE=1` prints every measured figure.
 *
 * - First-load JS: every script the page's HTML makes a modern browser fetch (`<script src>` except
 *   `nomodule`, the scripts the boot loader lists in its `data-load`, `<link rel="preload" as="script">`, `<link rel="modulepreload">`, and the chunks named
 *   in its page-data scripts), gzipped.
 * - HTML: the page's HTML file (with its inlined CSS) plus its page data (`/_next/static/page/`:
 *   the RSC payload Next.js writes inline, moved to a file for the CSP), gzipped.
 * - CSS: the page's linked stylesheets, gzipped (the site's own CSS is inlined into the HTML).
 * - Photos before scrolling: transfer size of the image responses of a phone-sized load (390×844,
 *   2× pixels), once the page has taken over and every photo it asked for has arrived, without scrolling.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { pagesMessages } from '@/content/dictionaries/pages';
import { homePhotos } from '@/content/pages/home';
import { galleryRoutes, type GalleryRouteKey, type RouteKey } from '@/content/routes';
import { getSite } from '@/content/read';
import { albumsByCategory } from '@/lib/albums';
import type { Locale } from '@/lib/i18n';
import { isShippedDemo } from '@/test-support/demo-content';
import {
  canonicalPages,
  CONTENT,
  exportedHtml,
  isMadeFromHerContent,
  storyPages,
  waitForHydration,
  waitForIdle,
} from './support/site';
import { PAGE_DATA_URL } from '../scripts/postbuild/defer-scripts';

type Budget = { default: number; routes?: Partial<Record<RouteKey, number>> };
type Budgets = {
  firstLoadJsKB: Budget;
  cssKB: Budget;
  htmlKB: Budget;
  photosBeforeScrollKB: { home: number; gallery: number };
  headingFontKB: number;
  layoutShiftMax: number;
  herContent: { htmlBaseKB: number; htmlPerPhotoKB: number; htmlPerStoryKB: number; photosBeforeScrollKB: number };
};

const KB = 1024;
const out = join(process.cwd(), 'out');
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'e2e', 'budgets.json'), 'utf8')) as Budgets;
const verbose = !!process.env.BUDGETS_VERBOSE;
const SITE = 'http://site.invalid';
const PAGE_DATA = `${PAGE_DATA_URL}/`;

const budgetFor = (budget: Budget, route: RouteKey) => budget.routes?.[route] ?? budget.default;

/**
 * Galleries and story pages weigh what their albums weigh: their demo-measured budgets hold while
 * the shipped demo is there; with the photographer's albums they follow her content (budgets.json,
 * `herContent`), so her albums never turn a test red but bloated code still does.
 */
const shippedDemo = isShippedDemo(albumsByCategory, getSite().region);
const isContentPage = (route: RouteKey) => (galleryRoutes as readonly RouteKey[]).includes(route);

function htmlBudgetOf(route: RouteKey, album?: string, locale: Locale = 'en'): number {
  if (shippedDemo || !isContentPage(route)) return budgetFor(budgets.htmlKB, route);
  const groups = album
    ? albumsByCategory[route as GalleryRouteKey].filter((group) => group.slug === album)
    : albumsByCategory[route as GalleryRouteKey];
  const photos = groups.reduce((sum, group) => sum + group.photos.length, 0);
  const storyKB = album
    ? Buffer.byteLength(albumsByCategory[route as GalleryRouteKey].find((each) => each.slug === album)!.story[locale]) /
      KB
    : 0;
  const { htmlBaseKB, htmlPerPhotoKB, htmlPerStoryKB } = budgets.herContent;
  return htmlBaseKB + htmlPerPhotoKB * photos + htmlPerStoryKB * storyKB;
}

const photoBudgetOf = (kind: 'home' | 'gallery') =>
  shippedDemo || kind === 'home' ? budgets.photosBeforeScrollKB[kind] : budgets.herContent.photosBeforeScrollKB;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------------
// Reading the exported HTML

type Tag = { name: string; attributes: Record<string, string>; inHead: boolean };

function tagsOf(html: string): Tag[] {
  const headEnd = html.search(/<\/head>/i);
  return [...html.matchAll(/<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, double, single, bare] of match[2]!.matchAll(
      /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attributes[name!.toLowerCase()] = double ?? single ?? bare ?? '';
    }
    return { name: match[1]!.toLowerCase(), attributes, inHead: headEnd === -1 || match.index < headEnd };
  });
}

const urlOf = (href: string, pagePath: string) => new URL(href, SITE + pagePath);
const isSameOrigin = (url: URL) => url.origin === SITE;
const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';
const fileOf = (url: URL) => join(out, decodeURIComponent(url.pathname));
const rels = (tag: Tag) => (tag.attributes.rel ?? '').toLowerCase().split(/\s+/);

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file)!;
}

type Files = { html: string[]; js: string[]; css: string[] };

/** The same-origin files a page's HTML makes a modern browser fetch, by budget. */
function filesOfPage(path: string): Files {
  const html = exportedHtml(path);
  const scripts = new Set<string>();
  const pageData = new Set<string>();
  const css = new Set<string>();
  for (const tag of tagsOf(html)) {
    const hrefs: string[] = [];
    if (tag.name === 'script' && tag.attributes.src !== undefined && !('nomodule' in tag.attributes)) {
      hrefs.push(tag.attributes.src);
      // The boot loader (scripts/postbuild/boot-loader.ts) fetches the framework's scripts it lists.
      hrefs.push(...(tag.attributes['data-load'] ?? '').split(/\s+/).filter(Boolean));
    }
    if (tag.name === 'link' && rels(tag).includes('preload') && tag.attributes.as === 'script')
      hrefs.push(tag.attributes.href ?? '');
    if (tag.name === 'link' && rels(tag).includes('modulepreload')) hrefs.push(tag.attributes.href ?? '');
    for (const href of hrefs.filter(Boolean)) {
      const url = urlOf(href, path);
      if (isSameOrigin(url)) (url.pathname.startsWith(PAGE_DATA) ? pageData : scripts).add(fileOf(url));
    }
    if (tag.name === 'link' && rels(tag).includes('stylesheet') && tag.attributes.href) {
      const url = urlOf(tag.attributes.href, path);
      if (isSameOrigin(url)) css.add(fileOf(url));
    }
  }
  // The chunks the page data names are loaded on hydration too.
  for (const file of pageData) {
    for (const [chunk] of readFileSync(file, 'utf8').matchAll(/static\/chunks\/[\w.~-]+\.js/g))
      scripts.add(join(out, '_next', chunk));
  }
  const htmlFile = join(out, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  return { html: [htmlFile, ...pageData], js: [...scripts], css: [...css] };
}

/** A budget check's message: the page, the total, and its biggest files. */
function overBudget(path: string, what: string, files: string[], budgetKB: number): string | null {
  const sizes = files
    .map((file) => ({ file: relative(out, file), size: gzipSize(file) }))
    .sort((a, b) => b.size - a.size);
  const total = sizes.reduce((sum, { size }) => sum + size, 0);
  if (verbose) console.log(`${path}: ${what} ${kb(total)} gzipped (budget ${budgetKB} KB)`);
  if (total <= budgetKB * KB) return null;
  const biggest = sizes
    .slice(0, 5)
    .map(({ file, size }) => `${file} ${kb(size)}`)
    .join(', ');
  return `${path}: ${what} is ${kb(total)} gzipped, over its budget of ${budgetKB} KB (e2e/budgets.json). Biggest files: ${biggest}`;
}

function htmlFilesOf(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFilesOf(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

// ---------------------------------------------------------------------------------------------------
// Budgets read from the export

test.describe('byte budgets of every canonical page (gzipped, from out/)', () => {
  // A story page keeps within its gallery's budgets.
  for (const { route, path, album, locale } of [...canonicalPages, ...storyPages] as {
    route: RouteKey;
    path: string;
    album?: string;
    locale?: Locale;
  }[]) {
    // The budgets of the pages her content makes are checked again on each change of it.
    const details = isMadeFromHerContent({ route, album }) ? CONTENT : {};
    test(`${path} stays within its first-load JS, CSS and HTML budgets`, details, () => {
      const files = filesOfPage(path);
      // A page whose framework scripts or data the parser no longer finds would pass every budget.
      const chunks = files.js.filter((file) => file.includes(join('_next', 'static', 'chunks')));
      expect(chunks.length, `${path} loads no framework chunk: is out/ a Next.js export?`).toBeGreaterThan(2);
      expect(files.html.length, `${path} has no page data in ${PAGE_DATA}`).toBeGreaterThan(1);
      const problems = [
        overBudget(path, 'first-load JS', files.js, budgetFor(budgets.firstLoadJsKB, route)),
        overBudget(path, 'CSS', files.css, budgetFor(budgets.cssKB, route)),
        overBudget(path, 'HTML (with its page-data scripts)', files.html, htmlBudgetOf(route, album, locale)),
      ].filter(Boolean);
      expect(problems).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// No render-blocking third party

test('no exported page has a render-blocking third-party request or a parser-blocking script in <head>', () => {
  const problems: string[] = [];
  for (const file of htmlFilesOf(out)) {
    const page =
      '/' +
      relative(out, file)
        .replace(/\.html$/, '')
        .replace(/^index$/, '');
    for (const tag of tagsOf(readFileSync(file, 'utf8'))) {
      const { src, href, async, defer, type } = tag.attributes;
      const deferred = async !== undefined || defer !== undefined || type === 'module' || 'nomodule' in tag.attributes;
      if (tag.name === 'script' && src !== undefined) {
        const url = urlOf(src, page);
        if (!isSameOrigin(url)) problems.push(`${relative(out, file)}: third-party script ${url.href}`);
        else if (!deferred && tag.inHead)
          problems.push(`${relative(out, file)}: parser-blocking script in <head> ${url.pathname}`);
      }
      if (
        tag.name === 'link' &&
        href &&
        (rels(tag).includes('stylesheet') || rels(tag).includes('preload') || rels(tag).includes('modulepreload'))
      ) {
        const url = urlOf(href, page);
        if (isHttp(url) && !isSameOrigin(url))
          problems.push(`${relative(out, file)}: ${tag.attributes.rel} from another origin ${url.href}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------
// Fonts: the heading font is preloaded and subset

test('the heading font is the preloaded latin-subset woff2 on every canonical page', async ({ page }) => {
  await page.goto('/');
  const family = await page
    .locator('h1')
    .first()
    .evaluate((h1) =>
      getComputedStyle(h1)
        .fontFamily.split(',')[0]!
        .trim()
        .replace(/^["']|["']$/g, ''),
    );
  // The @font-face of that family, in the home page's stylesheets or its inlined <style> (next.config.ts: inlineCss).
  const styleSheets = [
    ...filesOfPage('/').css.map((file) => ({ text: readFileSync(file, 'utf8'), base: file })),
    ...[...exportedHtml('/').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => ({
      text: text!,
      base: join(out, 'index.html'),
    })),
  ];
  const sources = styleSheets.flatMap(({ text, base }) =>
    [...text.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body]) => body!)
      .filter((body) =>
        new RegExp(`font-family:\\s*["']?${family.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*;`).test(body),
      )
      .flatMap((body) =>
        [...body.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map(([, url]) =>
          url!.startsWith('/') ? join(out, url!) : join(base, '..', url!),
        ),
      ),
  );
  expect(sources, `no woff2 @font-face for the heading family "${family}"`).toHaveLength(1);
  const fontFile = sources[0]!;
  const fontPath = '/' + relative(out, fontFile).split('\\').join('/');
  expect(relative(out, fontFile), 'the heading font is the latin subset').toMatch(/latin(?!-ext)/);
  const size = statSync(fontFile).size;
  expect(size, `${fontPath} is ${kb(size)}: a latin subset is under ${budgets.headingFontKB} KB`).toBeLessThanOrEqual(
    budgets.headingFontKB * KB,
  );
  for (const { path } of canonicalPages) {
    const preloads = tagsOf(exportedHtml(path))
      .filter((tag) => tag.name === 'link' && rels(tag).includes('preload') && tag.attributes.as === 'font')
      .map((tag) => urlOf(tag.attributes.href ?? '', path).pathname);
    expect(preloads, `${path} preloads the heading font`).toContain(fontPath);
  }
});

// ---------------------------------------------------------------------------------------------------
// In the browser: photos before scrolling and layout shift

// The screen too: the project's desktop device has a 1920 px screen, and Chromium's preload scanner
// then picks srcset candidates for it before the page's viewport applies.
const phone = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

async function blockThirdParties(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL!).origin;
  await page.route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin,
    (route) => route.abort(),
  );
}

/** Counts the page's photo and font requests still on their way. */
function requestsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  const done = (request: Request) => pending.delete(request);
  page.on('request', (request) => {
    if (['image', 'font'].includes(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending.size;
}

/**
 * Waits until the page has taken over and every photo and font it asked for has arrived, and an
 * idle moment afterwards asked for nothing more (a photo mounted or laid out later, the next slide).
 */
async function untilLoaded(page: Page, inFlight: () => number) {
  await waitForHydration(page);
  for (;;) {
    await waitForIdle(page);
    if (inFlight() === 0) return;
    // Every 50 ms: the last photo arrives when it arrives, and the default's widening steps (up to
    // 1 s) would wait on past it.
    await expect.poll(inFlight, { intervals: [50], timeout: 15_000 }).toBe(0);
  }
}

test.describe('photo bytes before scrolling, on a phone', () => {
  test.use(phone);
  const photoPages = [
    ...canonicalPages.filter(({ route }) => route === 'home' || (galleryRoutes as readonly string[]).includes(route)),
    ...storyPages.filter(({ album }) => album === storyPages[0]!.album),
  ];
  for (const { route, path } of photoPages) {
    const kind = route === 'home' ? 'home' : 'gallery';
    test(
      `${path} loads at most ${photoBudgetOf(kind)} KB of photos before scrolling`,
      kind === 'gallery' ? CONTENT : {},
      async ({ page, baseURL }) => {
        await blockThirdParties(page, baseURL);
        // The slideshow fetches one more photo for each change, every 3 s: what counts is what the
        // page asked for before its first change (the first photo and the next one, made ready).
        await page.addInitScript(() => {
          new MutationObserver((records, observer) => {
            const shown = ({ target }: MutationRecord) =>
              target instanceof Element && target.matches('[data-slide]') && !target.hasAttribute('aria-hidden');
            if (!records.some(shown)) return;
            (window as unknown as { __firstSlideChange: number }).__firstSlideChange = Date.now();
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
        });
        const images: Request[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'image' && /^https?:/.test(request.url())) images.push(request);
        });
        const inFlight = requestsInFlight(page);
        await page.goto(path, { waitUntil: 'load' });
        await untilLoaded(page, inFlight);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const firstChange = await page.evaluate(
          () => (window as unknown as { __firstSlideChange?: number }).__firstSlideChange ?? Infinity,
        );
        const sizes = await Promise.all(
          images
            .filter((request) => request.timing().startTime < firstChange)
            .map(async (request) => {
              const { responseBodySize, responseHeadersSize } = await request.sizes();
              return { url: new URL(request.url()).pathname, size: responseBodySize + responseHeadersSize };
            }),
        );
        const total = sizes.reduce((sum, { size }) => sum + size, 0);
        if (verbose)
          console.log(
            `${path}: ${sizes.length} photos, ${kb(total)} before scrolling (budget ${photoBudgetOf(kind)} KB)`,
          );
        const biggest = sizes
          .sort((a, b) => b.size - a.size)
          .slice(0, 5)
          .map(({ url, size }) => `${url} ${kb(size)}`)
          .join(', ');
        expect(
          total,
          `${path}: ${kb(total)} of photos before scrolling (${sizes.length} files; biggest: ${biggest})`,
        ).toBeLessThanOrEqual(photoBudgetOf(kind) * KB);
      },
    );
  }
});

test.describe('no layout shift on load', () => {
  const shiftPages = [
    ...canonicalPages.filter(({ route }) => (['home', 'weddings', 'contact', 'faq'] as RouteKey[]).includes(route)),
    ...storyPages.filter(({ album }) => album === storyPages[0]!.album),
  ];
  for (const [form, device] of [
    ['phone', phone],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ] as const) {
    test.describe(form, () => {
      test.use(device);
      for (const { route, locale, path } of shiftPages) {
        test(`${path} does not shift while it loads${route === 'home' ? ' and the slideshow advances' : ''}`, async ({
          page,
          baseURL,
        }) => {
          await blockThirdParties(page, baseURL);
          // Fonts and photos arrive late, as on a slow phone connection: a swap to the web font or a
          // photo without reserved space would move the page.
          await page.route(/\.(woff2|avif|webp|jpe?g|png)(\?|$)/, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 800));
            await route.continue();
          });
          await page.addInitScript(() => {
            const shifts: { value: number; sources: string[] }[] = [];
            (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: { node?: Node | null }[];
              })[]) {
                if (entry.hadRecentInput) continue;
                shifts.push({
                  value: entry.value,
                  sources: (entry.sources ?? []).map(({ node }) =>
                    node instanceof Element
                      ? `${node.tagName.toLowerCase()}${node.className ? '.' + String(node.className).split(' ').join('.') : ''}`
                      : String(node?.nodeName ?? '?'),
                  ),
                });
              }
            }).observe({ type: 'layout-shift', buffered: true });
          });
          // The page's clock runs with real time, so the page loads as it would; the slideshow's 3 s
          // between changes are then skipped ahead rather than waited for.
          if (route === 'home') await page.clock.install();
          const inFlight = requestsInFlight(page);
          await page.goto(path, { waitUntil: 'load' });
          await untilLoaded(page, inFlight);
          if (route === 'home') {
            // The slideshow advances every few seconds: two slide changes must not move anything.
            const labels = pagesMessages[locale].home.slideshow;
            const count = homePhotos().slides.length;
            const slide = page.getByRole('region', { name: labels.label, exact: true }).getByRole('group');
            for (const ahead of [1, 2]) {
              const position = labels.position
                .replace('{current}', String((ahead % count) + 1))
                .replace('{total}', String(count));
              // Time is skipped only once every photo asked for has arrived, as it would have in
              // the 3 s, so each change shows a photo that is there (late ones are 800 ms late).
              await expect
                .poll(
                  async () => {
                    if (inFlight() === 0) await page.clock.fastForward(500);
                    return slide.getAttribute('aria-label');
                  },
                  { intervals: [50], timeout: 15_000 },
                )
                .toBe(position);
              await untilLoaded(page, inFlight);
            }
          }
          if (route === 'weddings') {
            // The gallery's loader is gone: the photos it waited for are in place.
            await expect(page.getByRole('progressbar', { name: galleryMessages[locale].loader.label })).toHaveCount(0);
          }
          const shifts = await page.evaluate(
            () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
          );
          const total = shifts.reduce((sum, { value }) => sum + value, 0);
          if (verbose) console.log(`${path} (${form}): layout shift ${total.toFixed(4)}`);
          expect(
            total,
            `${path} (${form}) shifted by ${total.toFixed(4)}: ${JSON.stringify(shifts)}`,
          ).toBeLessThanOrEqual(budgets.layoutShiftMax);
        });
      }
    });
  }
});
