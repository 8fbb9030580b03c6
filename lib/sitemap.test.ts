import { albumsByCategory } from '@/content/albums';
import { routes, type RouteKey } from '@/content/routes';
import { fakeImagePhoto } from '@/test-support/photos';
import { jpegFile } from './photo-files';
import { hrefFor, prerenderedPaths } from './routing';
import { sitemapEntries } from './sitemap';

const siteUrl = 'https://photos.example';
const entries = sitemapEntries({ siteUrl, photoOf: fakeImagePhoto });
const routeKeys = Object.keys(routes) as RouteKey[];
const absolute = (path: string) => siteUrl + (path === '/' ? '' : path);
const entryOf = (route: RouteKey, locale: 'en' | 'pt') =>
  entries.find((entry) => entry.loc === absolute(hrefFor(route, locale)))!;

describe('sitemapEntries', () => {
  it('lists every route of the table once in each language, at its canonical URL, and nothing else', () => {
    expect(entries).toHaveLength(routeKeys.length * 2);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      routeKeys.flatMap((route) => [absolute(hrefFor(route, 'en')), absolute(hrefFor(route, 'pt'))]).sort(),
    );
  });

  it('leaves out the aliases and /en-en forms that point search engines to the canonical URLs', () => {
    const canonical = new Set(routeKeys.flatMap((route) => [hrefFor(route, 'en'), hrefFor(route, 'pt')]));
    const aliases = prerenderedPaths().filter((path) => !canonical.has(path));
    expect(aliases).toContain('/home');
    expect(aliases).toContain('/about/en-en');
    for (const alias of aliases) expect(entries.map((entry) => entry.loc)).not.toContain(absolute(alias));
  });

  it.each(routeKeys)('gives %s the en, pt-PT and x-default (English) alternates, in both languages', (route) => {
    for (const locale of ['en', 'pt'] as const) {
      expect(entryOf(route, locale).alternateRefs).toEqual([
        { hreflang: 'en', href: absolute(hrefFor(route, 'en')), hrefIsAbsolute: true },
        { hreflang: 'pt-PT', href: absolute(hrefFor(route, 'pt')), hrefIsAbsolute: true },
        { hreflang: 'x-default', href: absolute(hrefFor(route, 'en')), hrefIsAbsolute: true },
      ]);
    }
  });

  it.each(['weddings', 'couples', 'family'] as const)(
    'lists every photo of the %s albums on its page, in both languages, as its large JPEG at an absolute URL',
    (category) => {
      const expected = albumsByCategory[category].flatMap((album) =>
        album.images.map((image) => absolute(jpegFile(fakeImagePhoto(image)))),
      );
      expect(expected.length).toBeGreaterThan(0);
      for (const locale of ['en', 'pt'] as const) {
        expect(entryOf(category, locale).images?.map((image) => image.loc.href)).toEqual(expected);
      }
    },
  );

  it('lists photos only on the gallery pages', () => {
    const withImages = entries.filter((entry) => entry.images?.length).map((entry) => entry.loc);
    expect(withImages.sort()).toEqual(
      (['weddings', 'couples', 'family'] as const)
        .flatMap((route) => [absolute(hrefFor(route, 'en')), absolute(hrefFor(route, 'pt'))])
        .sort(),
    );
  });

  it('ranks the home page first in both languages', () => {
    expect(entryOf('home', 'en').priority).toBe(1);
    expect(entryOf('home', 'pt').priority).toBe(1);
    expect(entryOf('faq', 'pt').priority).toBeLessThan(1);
  });

  it('dates every entry when asked to, and none otherwise', () => {
    expect(entries.every((entry) => entry.lastmod === undefined)).toBe(true);
    const dated = sitemapEntries({ siteUrl, photoOf: fakeImagePhoto, lastmod: '2026-01-02T03:04:05.000Z' });
    expect(dated.every((entry) => entry.lastmod === '2026-01-02T03:04:05.000Z')).toBe(true);
  });
});
