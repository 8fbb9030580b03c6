/** @jest-environment node */
import { galleryRoutes, routes, type RouteKey } from '../../content/routes';
import { locales } from '../../lib/i18n';
import { localizePath, storyHref } from '../../lib/routing';
import { albumsByCategory } from '../../lib/albums';
import { kindOfRoute, pageLabel, parsePageList, routeTablePages } from './pages';

const routeKeys = Object.keys(routes) as RouteKey[];

describe('routeTablePages', () => {
  it('lists every route of the table in both languages at its canonical URL', () => {
    const pages = routeTablePages(routeKeys, locales);
    expect(pages).toHaveLength(routeKeys.length * locales.length);
    for (const key of routeKeys) {
      for (const lang of locales) {
        expect(pages).toContainEqual({ key, lang, path: localizePath(routes[key].path, lang), kind: kindOfRoute(key) });
      }
    }
  });

  it('measures the first wedding story in each language beside the galleries, with their targets', () => {
    expect(routeTablePages(['story', 'weddings'], ['en', 'pt']).map(({ key, path, kind }) => [key, path, kind])).toEqual([
      ['weddings', '/stories/weddings', 'gallery'],
      ['weddings', '/stories/weddings/pt-pt', 'gallery'],
      ['story', storyHref('weddings', albumsByCategory.weddings[0]!.album, 'en'), 'gallery'],
      ['story', storyHref('weddings', albumsByCategory.weddings[0]!.album, 'pt'), 'gallery'],
    ]);
  });

  it("keeps the table's order whatever the order asked for", () => {
    const [first, second] = routeKeys;
    expect(routeTablePages([second!, first!], ['en']).map((page) => page.key)).toEqual([first, second]);
  });

  it('knows home and the galleries, the kinds that have their own targets', () => {
    expect(kindOfRoute('home')).toBe('home');
    for (const key of galleryRoutes) expect(kindOfRoute(key)).toBe('gallery');
    expect(routeKeys.filter((key) => kindOfRoute(key) === 'page')).toHaveLength(
      routeKeys.length - 1 - galleryRoutes.length,
    );
  });
});

describe('parsePageList', () => {
  it("reads a peer's pages as kind:path items", () => {
    expect(parsePageList('home:/, gallery:/emma-james')).toEqual([
      { key: 'home', lang: null, path: '/', kind: 'home' },
      { key: 'gallery', lang: null, path: '/emma-james', kind: 'gallery' },
    ]);
  });

  it('takes a bare path as a plain page named by its path', () => {
    expect(parsePageList('/about')).toEqual([{ key: '/about', lang: null, path: '/about', kind: 'page' }]);
  });

  it.each([
    ['', /no page/],
    ['album:/x', /not one of/],
    ['gallery:x', /must start with \//],
    ['gallery:/a,gallery:/b', /twice/],
  ])("refuses '%s'", (spec, message) => {
    expect(() => parsePageList(spec)).toThrow(message);
  });
});

describe('pageLabel', () => {
  it('names a page of ours with its language and a peer page by its key', () => {
    expect(pageLabel({ key: 'weddings', lang: 'pt', path: '/stories/weddings/pt-pt', kind: 'gallery' })).toBe(
      'weddings (pt)',
    );
    expect(pageLabel({ key: 'gallery', lang: null, path: '/emma-james', kind: 'gallery' })).toBe('gallery');
  });
});
