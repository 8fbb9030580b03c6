/**
 * @jest-environment node
 *
 * The pages the export writes for a photographer whose albums fill only some galleries: each
 * reader of the galleries shown (lib/albums' shownGalleries, from galleriesWithAlbums) leaves the
 * others out. Her albums here are made up, one in each gallery held.
 */
import type { Metadata } from 'next';
import type { GalleryCategory } from '@/lib/albums/gallery';

// The galleries holding an album, read by the stand-in below when the site's modules are loaded
// afresh (siteWithAlbumsIn); nothing of the site is loaded before.
const mockHeld: { galleries: GalleryCategory[] } = { galleries: [] };

jest.mock('@/lib/albums', () => {
  const { albumsIn } = jest.requireActual<typeof import('@/test-support/galleries')>('@/test-support/galleries');
  const { galleriesWithAlbums } = jest.requireActual<typeof import('./albums/gallery')>('./albums/gallery');
  const albumsByCategory = albumsIn(...mockHeld.galleries);
  return { albumsByCategory, shownGalleries: galleriesWithAlbums(albumsByCategory) };
});

/** The site's modules, loaded afresh over albums in these galleries only. */
function siteWithAlbumsIn(...galleries: GalleryCategory[]) {
  mockHeld.galleries = galleries;
  let modules:
    | {
        storyRoutes: typeof import('./story-routes');
        routing: typeof import('./routing');
        sitemap: typeof import('./sitemap');
        structuredData: typeof import('./structured-data');
        galleryPage: typeof import('@/components/gallery/gallery-page');
        photos: typeof import('@/test-support/photos');
        storiesAlias: { metadata: Metadata };
      }
    | undefined;
  jest.isolateModules(() => {
    modules = {
      storyRoutes: jest.requireActual('./story-routes'),
      routing: jest.requireActual('./routing'),
      sitemap: jest.requireActual('./sitemap'),
      structuredData: jest.requireActual('./structured-data'),
      galleryPage: jest.requireActual('@/components/gallery/gallery-page'),
      photos: jest.requireActual('@/test-support/photos'),
      storiesAlias: jest.requireActual('@/app/(en)/stories/page'),
    };
  });
  return modules!;
}

describe('with a wedding of hers and no couple or family album', () => {
  const site = siteWithAlbumsIn('weddings');

  it('exports no couples or family page, in any language', () => {
    const paths = site.storyRoutes.exportedPagePaths();
    expect(paths.filter((path) => /^\/stories\/(couples|family)/.test(path))).toEqual([]);
    for (const kept of ['/stories/weddings', '/stories/weddings/pt-pt', '/stories/weddings/en-en', '/stories'])
      expect(paths).toContain(kept);
    expect(paths).toContain('/stories/photoshoot-process/pt-pt');
  });

  it('gives the gallery pages the weddings’ [category] alone, and the story pages her wedding', () => {
    expect(site.galleryPage.galleryPage('en').generateStaticParams()).toEqual([{ category: 'weddings' }]);
    expect(site.galleryPage.galleryPage('pt').generateStaticParams()).toEqual([{ category: 'weddings' }]);
    expect(site.storyRoutes.storyParams()).toEqual([{ category: 'weddings', album: 'rita-nuno' }]);
    expect(site.storyRoutes.storyPaths()).toEqual([
      '/stories/weddings/rita-nuno',
      '/stories/weddings/rita-nuno/en-en',
      '/stories/weddings/rita-nuno/pt-pt',
    ]);
  });

  it('knows no page at the couples’ and family’s addresses', () => {
    const { resolvePath } = site.routing;
    const { exportedPages } = site.storyRoutes;
    expect(resolvePath('/stories/couples', exportedPages)).toBeNull();
    expect(resolvePath('/stories/family/pt-pt', exportedPages)).toBeNull();
    expect(resolvePath('/stories/weddings/rita-nuno/pt-pt', exportedPages)).toMatchObject({ story: 'rita-nuno' });
  });

  it('lists neither in the sitemap', () => {
    const locs = site.sitemap
      .sitemapEntries({ siteUrl: 'https://photos.example', photoOf: site.photos.fakeAlbumPhoto })
      .map((entry) => entry.loc);
    expect(locs.filter((loc) => /couples|family/.test(loc))).toEqual([]);
    expect(locs).toContain('https://photos.example/stories/weddings/rita-nuno/pt-pt');
  });

  it('shows the weddings at /stories', () => {
    expect(site.storiesAlias.metadata.alternates?.canonical).toBe('/stories/weddings');
  });
});

describe('with couple and family albums of hers and no wedding', () => {
  const site = siteWithAlbumsIn('couples', 'family');

  it('shows the couples at /stories, its canonical URL theirs, and exports no weddings page', () => {
    expect(site.storiesAlias.metadata.alternates?.canonical).toBe('/stories/couples');
    expect(site.storyRoutes.exportedPagePaths().filter((path) => path.startsWith('/stories/weddings'))).toEqual([]);
  });

  it.each(['en', 'pt'] as const)('puts a gallery page under stories, which leads to the couples (%s)', (locale) => {
    const trail = site.structuredData.breadcrumbJsonLd('family', locale)?.itemListElement as unknown as {
      item: string;
    }[];
    expect(trail[1]?.item).toBe(`https://luzdosul.example${site.routing.hrefFor('couples', locale)}`);
  });
});
