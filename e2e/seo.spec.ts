import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { metaMessages } from '@/content/dictionaries/meta';
import { galleryRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { htmlLang, locales, ogLocale, otherLocale, type Locale } from '@/lib/i18n';
import { hrefFor, resolvePath, storyHref } from '@/lib/routing';
import {
  addressOf,
  batchesOf,
  canonicalPages,
  CONTENT,
  exportedHtml,
  exportedHtmlFiles,
  storyPages,
} from './support/site';
import { albumTitleFacts, businessName, faqQuestions, photosOfAlbum, photosOfKind } from './support/her-content';

const absolute = (path: string) => site.url + (path === '/' ? '' : path);

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
      ...galleryRoutes.flatMap((route) =>
        locales.map((locale) => ({ path: hrefFor(route, locale), photos: photosOfKind(route) })),
      ),
      ...storyPages
        .filter(({ route }) => route === 'couples')
        .map(({ path, album }) => ({ path, photos: photosOfAlbum(album) })),
    ];
    const withPhotos = [
      ...galleryRoutes.flatMap((route) => locales.map((locale) => hrefFor(route, locale))),
      ...storyPages.map(({ path }) => path),
    ].map(absolute);
    for (const { loc, images } of entries) {
      if (!withPhotos.includes(loc)) expect(images, loc).toEqual([]);
    }
    const listed = new Set<string>();
    for (const { path, photos } of photoPages) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Each photo of the masonry, as its large JPEG (the <img> fallback every browser can show).
      const shown = await page
        .locator('main section a[data-photo] img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
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

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-agent: \*\s+Allow: \//);
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
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
    for (const file of exportedHtmlFiles()) {
      await page.setContent(readFileSync(join(process.cwd(), 'out', file), 'utf8'), { waitUntil: 'commit' });
      const { route, locale, story } = resolvePath(addressOf(file)) ?? {
        route: 'home',
        locale: file.includes('pt-pt') ? 'pt' : 'en',
        story: undefined,
      };
      const storyPage = story
        ? storyPages.find((candidate) => candidate.album === story && candidate.locale === locale)
        : undefined;
      await expect(page, file).toHaveTitle(
        storyPage ? expectedStoryTitle(storyPage.album, locale) : `${metaMessages[locale][route].title} | ${site.name}`,
      );
      await expect(page.locator('link[rel="canonical"]'), file).toHaveCount(1);
      await expect(page.locator('link[rel="manifest"]'), file).toHaveAttribute('href', '/manifest.webmanifest');
      const icons = [
        ['icon', '/favicon.ico'],
        ['icon', '/icon.svg'],
        ['apple-touch-icon', '/apple-icon.png'],
      ];
      for (const [rel, href] of icons) {
        await expect(page.locator(`link[rel="${rel}"][href^="${href}"]`), file).toHaveCount(1);
      }
    }
  },
);

test.describe(
  'every page: title, description, canonical, hreflang, Open Graph, Twitter card and JSON-LD',
  CONTENT,
  () => {
    // One browser page reads four exported files in turn (a new browser page costs more than a file).
    const batches = batchesOf(canonicalPages, 4);
    for (const batch of batches) {
      test(batch.map(({ path }) => path).join(', '), async ({ page }) => {
        test.setTimeout(30_000 * batch.length);
        for (const { route, locale, path } of batch)
          await test.step(path, async () => {
            // The exported file as search engines read it, without running its scripts.
            await page.setContent(exportedHtml(path), { waitUntil: 'commit' });
            const meta = metaMessages[locale][route];
            await expect(page).toHaveTitle(`${meta.title} | ${site.name}`);
            const head = page.locator('head');
            const content = (selector: string) => head.locator(selector).getAttribute('content');
            expect(await content('meta[name="description"]')).toBe(meta.description);
            expect(meta.description.length).toBeGreaterThanOrEqual(50);
            expect(meta.description.length).toBeLessThanOrEqual(160);
            expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(absolute(path));
            for (const [lang, target] of [
              ['en', 'en'],
              ['pt-PT', 'pt'],
              ['x-default', 'en'],
            ] as const) {
              expect(await head.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')).toBe(
                absolute(hrefFor(route, target)),
              );
            }
            expect(await content('meta[property="og:title"]')).toBe(`${meta.title} | ${site.name}`);
            expect(await content('meta[property="og:description"]')).toBe(meta.description);
            expect(await content('meta[property="og:url"]')).toBe(absolute(path));
            expect(await content('meta[property="og:locale"]')).toBe(ogLocale[locale]);
            expect(await content('meta[property="og:locale:alternate"]')).toBe(ogLocale[otherLocale(locale)]);
            expect(await content('meta[property="og:image"]')).toBe(`${site.url}/og-image.jpg`);
            expect(await content('meta[property="og:image:width"]')).toBe('1200');
            expect(await content('meta[property="og:image:height"]')).toBe('630');
            expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
            await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);

            const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
              (text) => JSON.parse(text) as { '@type': string },
            );
            const byType = <T extends keyof JsonLdBlocks>(type: T) =>
              blocks.find((block) => block['@type'] === type) as JsonLdBlocks[T] | undefined;
            const business = byType('ProfessionalService');
            expect(business).toMatchObject({
              '@context': 'https://schema.org',
              name: site.name,
              email: site.email,
              areaServed: { name: 'Algarve' },
            });
            expect(byType('Person')).toMatchObject({
              name: site.photographer,
              sameAs: [site.instagram.url, site.facebook.url],
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
                creditText: site.photographer,
                copyrightNotice: expect.stringContaining(site.photographer),
              });
              for (const image of gallery.image) {
                expect(image).toMatchObject({ '@type': 'ImageObject', caption: expect.stringMatching(/\w{3}/) });
                expect(image.contentUrl).toMatch(/^https?:\/\//);
              }
            }
          });
      });
    }
  },
);
