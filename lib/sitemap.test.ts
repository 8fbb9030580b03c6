import { albumsByCategory, shownGalleries } from '@/lib/albums';
import { routes, type RouteKey } from '@/content/routes';
import { fakeAlbumPhoto, fixtureAlbum } from '@/test-support/photos';
import { jpegFile } from './photo-files';
import { hrefFor, prerenderedPaths, storyHref } from './routing';
import { storyPaths } from './story-routes';
import { sitemapEntries } from './sitemap';

const siteUrl = 'https://photos.example';
// Built in each test, not once for the file: Stryker runs a mutant only against the tests that reach it.
const everyEntry = () => sitemapEntries({ siteUrl, photoOf: fakeAlbumPhoto });
const routeKeys = Object.keys(routes) as RouteKey[];
const absolute = (path: string) => siteUrl + (path === '/' ? '' : path);
const entryOf = (route: RouteKey, locale: 'en' | 'pt') =>
  everyEntry().find((entry) => entry.loc === absolute(hrefFor(route, locale)))!;

describe('sitemapEntries', () => {
  it('lists every route of the table and every story once in each language, at its canonical URL, and nothing else', () => {
    const entries = everyEntry();
    const stories = storyPaths().filter((path) => !path.endsWith('/en-en'));
    expect(entries).toHaveLength(routeKeys.length * 2 + stories.length);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      [
        ...routeKeys.flatMap((route) => [absolute(hrefFor(route, 'en')), absolute(hrefFor(route, 'pt'))]),
        ...stories.map(absolute),
      ].sort(),
    );
  });

  it.each(['weddings', 'couples', 'family'] as const)(
    'gives every %s story its alternates and an image entry for each of its photos, in both languages',
    (category) => {
      const entries = everyEntry();
      for (const album of albumsByCategory[category]) {
        for (const locale of ['en', 'pt'] as const) {
          const entry = entries.find(
            (candidate) => candidate.loc === absolute(storyHref(category, album.slug, locale)),
          )!;
          expect(entry.alternateRefs).toEqual([
            { hreflang: 'en', href: absolute(storyHref(category, album.slug, 'en')), hrefIsAbsolute: true },
            { hreflang: 'pt-PT', href: absolute(storyHref(category, album.slug, 'pt')), hrefIsAbsolute: true },
            { hreflang: 'x-default', href: absolute(storyHref(category, album.slug, 'en')), hrefIsAbsolute: true },
          ]);
          expect(entry.images?.map((image) => image.loc.href)).toEqual(
            album.photos.map((photo) => absolute(jpegFile(fakeAlbumPhoto(album.slug, photo.file)))),
          );
        }
      }
    },
  );

  it('leaves out the aliases and /en-en forms that point search engines to the canonical URLs', () => {
    const canonical = new Set(routeKeys.flatMap((route) => [hrefFor(route, 'en'), hrefFor(route, 'pt')]));
    const aliases = prerenderedPaths(shownGalleries).filter((path) => !canonical.has(path));
    expect(aliases).toContain('/home');
    expect(aliases).toContain('/about/en-en');
    const entries = everyEntry();
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
        album.photos.map((photo) => absolute(jpegFile(fakeAlbumPhoto(album.slug, photo.file)))),
      );
      expect(expected.length).toBeGreaterThan(0);
      for (const locale of ['en', 'pt'] as const) {
        expect(entryOf(category, locale).images?.map((image) => image.loc.href)).toEqual(expected);
      }
    },
  );

  it('lists photos only on the gallery and story pages', () => {
    const stories = new Set(storyPaths().map(absolute));
    const withImages = everyEntry()
      .filter((entry) => entry.images?.length && !stories.has(entry.loc))
      .map((entry) => entry.loc);
    expect(withImages.sort()).toEqual(
      (['weddings', 'couples', 'family'] as const)
        .flatMap((route) => [absolute(hrefFor(route, 'en')), absolute(hrefFor(route, 'pt'))])
        .sort(),
    );
  });

  describe('with one gallery holding an album', () => {
    const wedding = fixtureAlbum({ album: 'rita-nuno' });
    const oneGallery = () =>
      sitemapEntries({ siteUrl, photoOf: fakeAlbumPhoto, albums: { weddings: [wedding], couples: [], family: [] } });

    it('leaves the galleries without one out, in both languages', () => {
      const locs = oneGallery().map((entry) => entry.loc);
      for (const gone of ['/stories/couples', '/stories/couples/pt-pt', '/stories/family', '/stories/family/pt-pt'])
        expect(locs).not.toContain(absolute(gone));
      const shown = routeKeys.filter((route) => route !== 'couples' && route !== 'family');
      expect(locs.sort()).toEqual(
        [
          ...shown.flatMap((route) => [absolute(hrefFor(route, 'en')), absolute(hrefFor(route, 'pt'))]),
          absolute(storyHref('weddings', wedding.slug, 'en')),
          absolute(storyHref('weddings', wedding.slug, 'pt')),
        ].sort(),
      );
    });

    it('lists that gallery’s photos on its page', () => {
      const weddings = oneGallery().find((entry) => entry.loc === absolute(hrefFor('weddings', 'pt')));
      expect(weddings?.images?.map((image) => image.loc.href)).toEqual(
        wedding.photos.map((photo) => absolute(jpegFile(fakeAlbumPhoto(wedding.slug, photo.file)))),
      );
    });
  });

  it('ranks the home page first in both languages', () => {
    expect(entryOf('home', 'en').priority).toBe(1);
    expect(entryOf('home', 'pt').priority).toBe(1);
    expect(entryOf('faq', 'pt').priority).toBeLessThan(1);
  });

  it('dates every entry when asked to, and none otherwise', () => {
    expect(everyEntry().every((entry) => entry.lastmod === undefined)).toBe(true);
    const dated = sitemapEntries({ siteUrl, photoOf: fakeAlbumPhoto, lastmod: '2026-01-02T03:04:05.000Z' });
    expect(dated.every((entry) => entry.lastmod === '2026-01-02T03:04:05.000Z')).toBe(true);
  });
});
