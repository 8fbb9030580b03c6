import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { metaMessages } from '@/content/dictionaries/meta';
import { getSite } from '@/content/read';
import { shownGalleries } from '@/lib/albums';
import { htmlLang, locales, ogLocale, otherLocale, type Locale } from '@/lib/i18n';
import { hrefFor, resolvePath, storyHref } from '@/lib/routing';
import { addressOf, canonicalPages, CONTENT, exportedHtml, exportedHtmlFiles, storyPages } from './support/site';
import { albumTitleFacts, businessName, faqQuestions, photosOfAlbum, photosOfKind } from './support/her-content';

const absolute = (path: string) => getSite().url + (path === '/' ? '' : path);

type SitemapEntry = { loc: string; alternates: Record<string, string>; images: string[] };

/** What these checks read of the page's JSON-LD blocks, by `@type` (lib/structured-data.ts writes them). */
type JsonLdBlocks = {
  ProfessionalService: object;
  Person: object;
  BreadcrumbList: { itemListElement: unknown[] };
  FAQPage: { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
  ImageGallery: { image: { contentUrl: string }[] };
};

async function sitemapEntries(request: APIRequestContext): Promise<SitemapEntry[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: body!.match(/<loc>([^<]+)<\/loc>/)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!] as const),
    ),
    images: [...body!.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map(([, loc]) => loc!),
  }));
}

test(
  'the sitemap lists every canonical URL once, with en, pt-PT and x-default alternates, and no alias',
  CONTENT,
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = await sitemapEntries(request);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      [...canonicalPages, ...storyPages].map(({ path }) => absolute(path)).sort(),
    );
    for (const { route, locale, path } of canonicalPages) {
      const entry = entries.find((candidate) => candidate.loc === absolute(path))!;
      expect(entry.alternates, path).toEqual({
        en: absolute(hrefFor(route, 'en')),
        'pt-PT': absolute(hrefFor(route, 'pt')),
        'x-default': absolute(hrefFor(route, 'en')),
      });
      expect(locale === 'en' ? entry.alternates.en : entry.alternates['pt-PT']).toBe(entry.loc);
    }
    for (const { route, album, locale, path } of storyPages) {
      const entry = entries.find((candidate) => candidate.loc === absolute(path))!;
      expect(entry.alternates, path).toEqual({
        en: absolute(storyHref(route, album, 'en')),
        'pt-PT': absolute(storyHref(route, album, 'pt')),
        'x-default': absolute(storyHref(route, album, 'en')),
      });
      expect(locale === 'en' ? entry.alternates.en : entry.alternates['pt-PT']).toBe(entry.loc);
    }
    // No address (page, alternate or photo) leads to an alias or the error page. Checked by path
    // segment, not by text: her camera's IMG_4040.jpg is a photo, not the 404 page.
    const segments = [...xml.matchAll(/(?:<loc>|<image:loc>|href=")([^<"]+)/g)].flatMap(([, address]) =>
      new URL(address!).pathname.split('/'),
    );
    expect(segments.filter((segment) => /^(en-en|404)(\.html)?$/.test(segment))).toEqual([]);
  },
);

test(
  'the sitemap lists every photo of a gallery or story page under that page, in both languages, as its large JPEG',
  CONTENT,
  async ({ page, request }) => {
    const entries = await sitemapEntries(request);
    // Each page with the number of photos her files give it: a gallery every photo of its kind's
    // albums, a story every photo of its album (a small album of hers has few).
    const photoPages = [
      ...shownGalleries.flatMap((route) =>
        locales.map((locale) => ({ path: hrefFor(route, locale), photos: photosOfKind(route) })),
      ),
      ...storyPages
        .filter(({ route }) => route === 'couples')
        .map(({ path, album }) => ({ path, photos: photosOfAlbum(album) })),
    ];
    const withPhotos = [
      ...shownGalleries.flatMap((route) => locales.map((locale) => hrefFor(route, locale))),
      ...storyPages.map(({ path }) => path),
    ].map(absolute);
    for (const { loc, images } of entries) {
      if (!withPhotos.includes(loc)) expect(images, loc).toEqual([]);
    }
    const listed = new Set<string>();
    for (const { path, photos } of photoPages) {
      // Each photo of the masonry, as its large JPEG (the <img> fallback every browser can show),
      // as the served page has it: parsed by the browser, without loading its photos or scripts.
      const html = await (await request.get(path)).text();
      const shown = await page.evaluate(
        (markup) =>
          [
            ...new DOMParser().parseFromString(markup, 'text/html').querySelectorAll('main section a[data-photo] img'),
          ].map((image) => image.getAttribute('src')!),
        html,
      );
      expect(shown.length, path).toBe(photos);
      const images = entries.find((entry) => entry.loc === absolute(path))!.images;
      expect(images, path).toEqual(shown.map(absolute));
      for (const image of images) listed.add(image);
    }
    for (const image of listed) {
      const response = await request.head(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/jpeg');
    }
  },
);

// The tests' build is one the site may not go live with (its address is the demo's placeholder):
// whether a build of hers opens is lib/going-live's decision, tested in Jest.
test('a build not yet live keeps search engines out: robots.txt closed, and noindex on every path', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  expect(robots).not.toMatch(/^(Allow|Sitemap):/m);
  // The sitemap is still written, for the day the site goes live; a photo it names is kept out too.
  const photo = new URL((await sitemapEntries(request)).flatMap((entry) => entry.images)[0]!).pathname;
  for (const path of [
    '/',
    '/about/pt-pt',
    '/stories/weddings',
    photo,
    '/robots.txt',
    '/sitemap.xml',
    '/no-such-page',
  ]) {
    const response = await request.get(path);
    expect([path, response.headers()['x-robots-tag']]).toEqual([path, 'noindex']);
  }
  // The editor keeps its own, stricter rule.
  expect((await request.get('/admin')).headers()['x-robots-tag']).toBe('noindex, nofollow');
});

test('the icons and the web manifest are served', async ({ request }) => {
  for (const path of [
    '/favicon.ico',
    '/icon.svg',
    '/apple-icon.png',
    '/icon-192.png',
    '/icon-512.png',
    '/og-image.jpg',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: unknown[] };
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
});

/** The session's kind before its place, in each language: 'wedding at Quinta da Luz, Tavira'. */
const kindWords: Record<Locale, Record<string, string>> = {
  en: { weddings: 'wedding', couples: 'couple session', family: 'family session' },
  pt: { weddings: 'casamento', couples: 'sessão de casal', family: 'sessão de família' },
};

/**
 * A story page's full title, written out from her album's files rather than by the site's own
 * function: its names, then the kind with the album's word before the place (`at` in English,
 * `em` in Portuguese) when it has a place, then her business name.
 */
function expectedStoryTitle(album: string, locale: Locale): string {
  const { names, kind, place } = albumTitleFacts(album, locale);
  const own = place
    ? `${names} — ${kindWords[locale][kind]} ${locale === 'en' ? place.at : place.em} ${place[locale]}`
    : names;
  return `${own} | ${businessName()}`;
}

test(
  'every exported file has one canonical URL, its full title, the site icons and the web manifest',
  CONTENT,
  async ({ page }) => {
    // The site-wide part comes from the root layouts (lib/metadata.ts siteMetadata, the icon files in
    // app/), the rest from the page; the not-found pages show the home screen.
    // Each file as search engines read it: parsed by the browser without running its scripts, all
    // in one round trip (a page load per file costs more than the checks).
    const files = exportedHtmlFiles();
    const heads = await page.evaluate(
      (documents) =>
        documents.map((markup) => {
          const head = new DOMParser().parseFromString(markup, 'text/html');
          const hrefs = (selector: string) =>
            [...head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
          return {
            title: head.title,
            canonicals: hrefs('link[rel="canonical"]').length,
            manifests: hrefs('link[rel="manifest"]'),
            icons: [
              ['icon', '/favicon.ico'],
              ['icon', '/icon.svg'],
              ['apple-touch-icon', '/apple-icon.png'],
            ].map(([rel, href]) => ({ rel, href, count: hrefs(`link[rel="${rel}"][href^="${href}"]`).length })),
          };
        }),
      files.map((file) => readFileSync(join(process.cwd(), 'out', file), 'utf8')),
    );
    for (const [n, file] of files.entries()) {
      const head = heads[n]!;
      const { route, locale, story } = resolvePath(addressOf(file)) ?? {
        route: 'home',
        locale: file.includes('pt-pt') ? 'pt' : 'en',
        story: undefined,
      };
      const storyPage = story
        ? storyPages.find((candidate) => candidate.album === story && candidate.locale === locale)
        : undefined;
      expect(head.title, `${file}: title`).toBe(
        storyPage
          ? expectedStoryTitle(storyPage.album, locale)
          : `${metaMessages[locale][route].title} | ${getSite().name}`,
      );
      expect(head.canonicals, `${file}: canonical links`).toBe(1);
      expect(head.manifests, `${file}: manifest links`).toEqual(['/manifest.webmanifest']);
      for (const { rel, href, count } of head.icons) expect(count, `${file}: ${rel} ${href}`).toBe(1);
    }
  },
);

/** What a page's head says, each selector's matches in order (one is expected of each). */
type Head = { title: string; lang: string | null; values: Record<string, (string | null)[]>; jsonLd: string[] };

/** The head's selectors these checks read, with the attribute read of each. */
const headValues: Record<string, string> = {
  'meta[name="description"]': 'content',
  'link[rel="canonical"]': 'href',
  'link[rel="alternate"][hreflang="en"]': 'href',
  'link[rel="alternate"][hreflang="pt-PT"]': 'href',
  'link[rel="alternate"][hreflang="x-default"]': 'href',
  'meta[property="og:title"]': 'content',
  'meta[property="og:description"]': 'content',
  'meta[property="og:url"]': 'content',
  'meta[property="og:locale"]': 'content',
  'meta[property="og:locale:alternate"]': 'content',
  'meta[property="og:image"]': 'content',
  'meta[property="og:image:width"]': 'content',
  'meta[property="og:image:height"]': 'content',
  'meta[name="twitter:card"]': 'content',
};

test(
  'every page: title, description, canonical, hreflang, Open Graph, Twitter card and JSON-LD',
  CONTENT,
  async ({ page }) => {
    // The exported files as search engines read them: parsed by the browser without running their
    // scripts, all in one round trip (a page load per file costs more than the checks).
    const heads: Head[] = await page.evaluate(
      ({ documents, selectors }) =>
        documents.map((markup) => {
          const parsed = new DOMParser().parseFromString(markup, 'text/html');
          return {
            title: parsed.title,
            lang: parsed.documentElement.getAttribute('lang'),
            values: Object.fromEntries(
              Object.entries(selectors).map(([selector, attribute]) => [
                selector,
                [...parsed.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute)),
              ]),
            ),
            jsonLd: [...parsed.querySelectorAll('script[type="application/ld+json"]')].map(
              (script) => script.textContent ?? '',
            ),
          };
        }),
      { documents: canonicalPages.map(({ path }) => exportedHtml(path)), selectors: headValues },
    );
    for (const [n, { route, locale, path }] of canonicalPages.entries())
      await test.step(path, () => {
        const head = heads[n]!;
        const value = (selector: string) => head.values[selector];
        const meta = metaMessages[locale][route];
        expect(head.title, 'title').toBe(`${meta.title} | ${getSite().name}`);
        expect(value('meta[name="description"]'), 'description').toEqual([meta.description]);
        expect(meta.description.length).toBeGreaterThanOrEqual(50);
        expect(meta.description.length).toBeLessThanOrEqual(160);
        expect(value('link[rel="canonical"]'), 'canonical').toEqual([absolute(path)]);
        for (const [lang, target] of [
          ['en', 'en'],
          ['pt-PT', 'pt'],
          ['x-default', 'en'],
        ] as const) {
          expect(value(`link[rel="alternate"][hreflang="${lang}"]`), `alternate ${lang}`).toEqual([
            absolute(hrefFor(route, target)),
          ]);
        }
        expect(value('meta[property="og:title"]'), 'og:title').toEqual([`${meta.title} | ${getSite().name}`]);
        expect(value('meta[property="og:description"]'), 'og:description').toEqual([meta.description]);
        expect(value('meta[property="og:url"]'), 'og:url').toEqual([absolute(path)]);
        expect(value('meta[property="og:locale"]'), 'og:locale').toEqual([ogLocale[locale]]);
        expect(value('meta[property="og:locale:alternate"]'), 'og:locale:alternate').toEqual([
          ogLocale[otherLocale(locale)],
        ]);
        expect(value('meta[property="og:image"]'), 'og:image').toEqual([`${getSite().url}/og-image.jpg`]);
        expect(value('meta[property="og:image:width"]'), 'og:image:width').toEqual(['1200']);
        expect(value('meta[property="og:image:height"]'), 'og:image:height').toEqual(['630']);
        expect(value('meta[name="twitter:card"]'), 'twitter:card').toEqual(['summary_large_image']);
        expect(head.lang, '<html lang>').toBe(htmlLang[locale]);

        const blocks = head.jsonLd.map((text) => JSON.parse(text) as { '@type': string });
        const byType = <T extends keyof JsonLdBlocks>(type: T) =>
          blocks.find((block) => block['@type'] === type) as JsonLdBlocks[T] | undefined;
        const business = byType('ProfessionalService');
        expect(business).toMatchObject({
          '@context': 'https://schema.org',
          name: getSite().name,
          email: getSite().email,
          areaServed: { name: 'Algarve' },
        });
        expect(byType('Person')).toMatchObject({
          name: getSite().photographer,
          sameAs: [getSite().instagram.url, getSite().facebook.url],
        });
        const breadcrumbs = byType('BreadcrumbList');
        if (route === 'home') {
          expect(breadcrumbs).toBeUndefined();
        } else {
          expect(breadcrumbs!.itemListElement.at(-1)).toMatchObject({ name: meta.title, item: absolute(path) });
          expect(breadcrumbs!.itemListElement[0]).toMatchObject({
            position: 1,
            item: absolute(hrefFor('home', locale)),
          });
        }
        if (route === 'faq') {
          const faq = byType('FAQPage')!;
          expect(faq.mainEntity).toHaveLength(faqQuestions(locale));
          for (const question of faq.mainEntity) {
            expect(question).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
            expect(question.name.length).toBeGreaterThan(5);
            expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
          }
        }
        if (route === 'weddings' || route === 'couples' || route === 'family') {
          const gallery = byType('ImageGallery')!;
          expect(gallery.image).toHaveLength(photosOfKind(route));
          // Author and copyright once for the gallery; each photo its file and its description.
          expect(gallery).toMatchObject({
            creditText: getSite().photographer,
            copyrightNotice: expect.stringContaining(getSite().photographer),
          });
          for (const image of gallery.image) {
            expect(image).toMatchObject({ '@type': 'ImageObject', caption: expect.stringMatching(/\w{3}/) });
            expect(image.contentUrl).toMatch(/^https?:\/\//);
          }
        }
      });
  },
);
