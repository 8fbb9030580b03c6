/** @jest-environment node */
import { galleryRoutes, routeAliases, routes, type RouteKey } from '@/content/routes';
import {
  galleryParams,
  galleryRouteOf,
  galleryShownAt,
  hrefFor,
  localizePath,
  prerenderedPaths,
  resolvePath,
  shownRoutes,
  storyHref,
  type StoryLookup,
} from './routing';

/** Every gallery shown, with the stories `hasStory` knows. */
const withStories = (hasStory: StoryLookup) => ({ galleries: galleryRoutes, hasStory });

/**
 * The site's pages and whether the language toggle keeps the visitor on each. A page added to
 * content/routes.ts needs no change here; a failure means one of these pages went missing or
 * changed its toggle.
 */
const specToggles: Record<string, boolean> = {
  home: true,
  about: true,
  weddings: true,
  couples: true,
  family: true,
  photoshootProcess: true,
  contact: true,
  faq: true,
  testimonials: true,
  legalNotice: false,
  privacyPolicy: false,
};

describe('route table', () => {
  it('holds every required page, whatever pages are added, with its toggle', () => {
    const table = Object.fromEntries(
      Object.keys(specToggles).map((key) => [key, key in routes ? routes[key as RouteKey].toggles : 'missing']),
    );
    expect(table).toEqual(specToggles);
  });

  it('gives every page its own path (a new page needs a path no other page has)', () => {
    const paths = Object.values(routes).map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});

describe('resolvePath', () => {
  it.each([
    ['/', 'home', 'en'],
    ['/home', 'home', 'en'],
    ['/en-en', 'home', 'en'],
    ['/home/en-en', 'home', 'en'],
    ['/pt-pt', 'home', 'pt'],
    ['/home/pt-pt', 'home', 'pt'],
    ['/about', 'about', 'en'],
    ['/about/en-en', 'about', 'en'],
    ['/about/pt-pt', 'about', 'pt'],
    ['/stories', 'weddings', 'en'],
    ['/stories/pt-pt', 'weddings', 'pt'],
    ['/stories/couples/pt-pt', 'couples', 'pt'],
    ['/stories/photoshoot-process/en-en', 'photoshootProcess', 'en'],
    ['/privacy-policy/pt-pt', 'privacyPolicy', 'pt'],
  ])('%s shows %s in %s', (path, route, locale) => {
    expect(resolvePath(path)).toMatchObject({ route, locale });
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(resolvePath('/faq/pt-pt/?x=1#top')).toMatchObject({ route: 'faq', locale: 'pt' });
  });

  it.each([
    '/nope',
    '/about/fr-fr',
    '/stories/weddings/extra/more',
    '/stories/nothing/extra',
    '/pt-pt/about',
    '/en-en/pt-pt',
  ])('has no page at %s', (path) => {
    expect(resolvePath(path)).toBeNull();
  });
});

describe('story pages', () => {
  it.each([
    ['/stories/weddings/ana-joao', 'en'],
    ['/stories/weddings/ana-joao/en-en', 'en'],
    ['/stories/weddings/ana-joao/pt-pt', 'pt'],
  ] as const)('resolve %s to the story of its gallery, in %s, keeping the language toggle on it', (path, locale) => {
    expect(
      resolvePath(
        path,
        withStories((category, album) => category === 'weddings' && album === 'ana-joao'),
      ),
    ).toEqual({
      route: 'weddings',
      story: 'ana-joao',
      locale,
      basePath: '/stories/weddings/ana-joao',
      toggles: true,
    });
  });

  it.each(['/stories/weddings/no-such-couple', '/stories/weddings/no-such-couple/en-en', '/stories/family/nope/pt-pt'])(
    'are no page at %s, an album the lookup does not know',
    (path) => {
      expect(
        resolvePath(
          path,
          withStories((_category, album) => album === 'ana-joao'),
        ),
      ).toBeNull();
    },
  );

  it('take any album name for a story when nothing says which exist (next dev lets Next.js answer)', () => {
    expect(resolvePath('/stories/weddings/no-such-couple')).toMatchObject({ story: 'no-such-couple' });
  });

  it.each([
    '/stories/weddings/Ana-Joao',
    '/stories/weddings/ana_joao',
    '/stories/weddings/-ana',
    '/stories/weddings/ana.joao/pt-pt',
  ])('are no page at %s, which no album folder can be named, even when nothing says which exist', (path) => {
    expect(resolvePath(path)).toBeNull();
  });

  it('have their address in each language', () => {
    expect(storyHref('family', '3-praia-da-falesia', 'en')).toBe('/stories/family/3-praia-da-falesia');
    expect(storyHref('family', '3-praia-da-falesia', 'pt')).toBe('/stories/family/3-praia-da-falesia/pt-pt');
  });
});

describe('hrefFor', () => {
  it('gives English paths with no suffix and Portuguese paths ending in /pt-pt', () => {
    expect(hrefFor('home', 'en')).toBe('/');
    expect(hrefFor('home', 'pt')).toBe('/pt-pt');
    expect(hrefFor('weddings', 'en')).toBe('/stories/weddings');
    expect(hrefFor('weddings', 'pt')).toBe('/stories/weddings/pt-pt');
    expect(localizePath('/home', 'pt')).toBe('/home/pt-pt');
  });
});

describe('galleries without an album', () => {
  const weddingsOnly = { galleries: ['weddings'], hasStory: () => true } as const;

  it.each(['/stories/couples', '/stories/couples/pt-pt', '/stories/couples/en-en', '/stories/family/pt-pt'])(
    'have no page at %s',
    (path) => {
      expect(resolvePath(path, weddingsOnly)).toBeNull();
    },
  );

  it('have no story pages, whatever album is asked for', () => {
    expect(resolvePath('/stories/couples/leonor-miguel', weddingsOnly)).toBeNull();
    expect(resolvePath('/stories/weddings/ana-joao/pt-pt', weddingsOnly)).toMatchObject({ story: 'ana-joao' });
  });

  it('leave the galleries shown, and every other page, where they are', () => {
    expect(resolvePath('/stories/weddings/pt-pt', weddingsOnly)).toMatchObject({ route: 'weddings', locale: 'pt' });
    expect(resolvePath('/stories/photoshoot-process', weddingsOnly)).toMatchObject({ route: 'photoshootProcess' });
    expect(shownRoutes(['weddings'])).toEqual(
      (Object.keys(routes) as RouteKey[]).filter((route) => route !== 'couples' && route !== 'family'),
    );
  });

  it.each([
    [['weddings', 'couples', 'family'], 'weddings'],
    [['couples', 'family'], 'couples'],
    [['family'], 'family'],
  ] as const)('show at /stories, with %j shown, the %s', (galleries, shown) => {
    for (const path of ['/stories', '/stories/en-en', '/stories/pt-pt'])
      expect(resolvePath(path, { galleries, hasStory: () => false })).toMatchObject({ route: shown, toggles: false });
    expect(galleryShownAt('/stories', galleries)).toBe(shown);
  });

  it('show no gallery at a page that is not one, nor where none is shown', () => {
    expect(() => galleryShownAt('/about', galleryRoutes)).toThrow('No gallery is shown at /about');
    expect(() => galleryShownAt('/stories', [])).toThrow('No gallery is shown at /stories');
  });

  it('are not pre-rendered in any language, nor given a [category] segment', () => {
    const paths = prerenderedPaths(['weddings']);
    for (const gone of ['/stories/couples', '/stories/couples/pt-pt', '/stories/couples/en-en', '/stories/family'])
      expect(paths).not.toContain(gone);
    expect(
      prerenderedPaths(galleryRoutes)
        .filter((path) => !paths.includes(path))
        .sort(),
    ).toEqual(
      [
        '/stories/couples',
        '/stories/couples/en-en',
        '/stories/couples/pt-pt',
        '/stories/family',
        '/stories/family/en-en',
        '/stories/family/pt-pt',
      ].sort(),
    );
    expect(galleryParams(['weddings'])).toEqual([{ category: 'weddings' }]);
    expect(galleryParams(['couples', 'family'])).toEqual([{ category: 'couples' }, { category: 'family' }]);
  });
});

describe('prerenderedPaths', () => {
  const paths = prerenderedPaths(galleryRoutes);

  it('pre-renders every route and alias in English, with and without /en-en', () => {
    const english = [...Object.values(routes).map((route) => route.path), ...Object.keys(routeAliases)];
    for (const path of english) {
      expect(paths).toContain(path);
      expect(paths).toContain(path === '/' ? '/en-en' : `${path}/en-en`);
    }
  });

  it('pre-renders every route and alias in Portuguese with /pt-pt', () => {
    const portuguese = paths.filter((path) => resolvePath(path)?.locale === 'pt');
    expect(portuguese).toContain('/pt-pt');
    expect(portuguese).toContain('/home/pt-pt');
    expect(portuguese).toContain('/stories/pt-pt');
    expect(portuguese).toContain('/stories/photoshoot-process/pt-pt');
    expect(portuguese).toHaveLength(Object.keys(routes).length + Object.keys(routeAliases).length);
  });

  it('lists only paths that resolve to a page', () => {
    expect(paths.every((path) => resolvePath(path) !== null)).toBe(true);
  });
});

describe('gallery pages', () => {
  it('have one [category] segment per gallery route, which maps back to it', () => {
    expect(galleryParams(galleryRoutes).map(({ category }) => galleryRouteOf(category))).toEqual([
      'weddings',
      'couples',
      'family',
    ]);
    expect(() => galleryRouteOf('photoshoot-process')).toThrow('No gallery at /stories/photoshoot-process');
  });
});
