import { routeAliases, routes, type RouteKey } from '@/content/routes';
import { hrefFor, localizePath, resolvePath, staticPathSegments } from './routing';

const routeKeys = Object.keys(routes) as RouteKey[];

describe('route table', () => {
  it('holds every screen of the spec once, with unique paths', () => {
    expect(routeKeys).toEqual([
      'home', 'about', 'weddings', 'couples', 'family', 'photoshootProcess',
      'contact', 'faq', 'testimonials', 'legalNotice', 'privacyPolicy',
    ]);
    const paths = Object.values(routes).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lets the toggle keep exactly the sections the spec lists', () => {
    const toggling = routeKeys.filter((key) => routes[key].toggles);
    expect(toggling).toEqual(['home', 'about', 'weddings', 'couples', 'family', 'photoshootProcess', 'contact', 'faq', 'testimonials']);
  });
});

describe('resolvePath', () => {
  it.each([
    ['/', 'home', 'en', false],
    ['/home', 'home', 'en', false],
    ['/en-en', 'home', 'en', true],
    ['/home/en-en', 'home', 'en', true],
    ['/pt-pt', 'home', 'pt', false],
    ['/home/pt-pt', 'home', 'pt', false],
    ['/about', 'about', 'en', false],
    ['/about/en-en', 'about', 'en', true],
    ['/about/pt-pt', 'about', 'pt', false],
    ['/stories', 'weddings', 'en', false],
    ['/stories/pt-pt', 'weddings', 'pt', false],
    ['/stories/couples/pt-pt', 'couples', 'pt', false],
    ['/stories/photoshoot-process/en-en', 'photoshootProcess', 'en', true],
    ['/privacy-policy/pt-pt', 'privacyPolicy', 'pt', false],
  ])('%s shows %s in %s', (path, route, locale, englishAlias) => {
    expect(resolvePath(path)).toMatchObject({ route, locale, englishAlias });
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(resolvePath('/faq/pt-pt/?x=1#top')).toMatchObject({ route: 'faq', locale: 'pt' });
  });

  it.each(['/nope', '/about/fr-fr', '/stories/weddings/extra', '/pt-pt/about', '/en-en/pt-pt'])('has no page at %s', (path) => {
    expect(resolvePath(path)).toBeNull();
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

describe('staticPathSegments', () => {
  const asPaths = (locale: 'en' | 'pt') => staticPathSegments(locale).map((segments) => '/' + segments.join('/'));

  it('pre-renders every route and alias in English, with and without /en-en', () => {
    const paths = asPaths('en');
    const english = [...Object.values(routes).map((route) => route.path), ...Object.keys(routeAliases)];
    for (const path of english) {
      expect(paths).toContain(path);
      expect(paths).toContain(path === '/' ? '/en-en' : `${path}/en-en`);
    }
    expect(paths).toHaveLength(english.length * 2);
  });

  it('pre-renders every route and alias in Portuguese with /pt-pt', () => {
    const paths = asPaths('pt');
    expect(paths).toContain('/pt-pt');
    expect(paths).toContain('/home/pt-pt');
    expect(paths).toContain('/stories/pt-pt');
    expect(paths).toContain('/stories/photoshoot-process/pt-pt');
    expect(paths.every((path) => path.endsWith('/pt-pt'))).toBe(true);
    expect(paths.every((path) => resolvePath(path)?.locale === 'pt')).toBe(true);
  });
});
