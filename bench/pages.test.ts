/** @jest-environment node */
import { galleryRoutes, routes, type RouteKey } from '../content/routes';
import { locales } from '../lib/i18n';
import { localizePath, storyHref } from '../lib/routing';
import { albumsByCategory } from '../lib/albums';
import { kindOfRoute, measuredPages } from './pages';

const routeKeys = Object.keys(routes) as RouteKey[];

describe('measuredPages', () => {
  it('lists every route of the table in both languages at its canonical URL', () => {
    const pages = measuredPages();
    for (const key of routeKeys) {
      for (const lang of locales) {
        expect(pages).toContainEqual({ path: localizePath(routes[key].path, lang), kind: kindOfRoute(key) });
      }
    }
  });

  it('measures the first wedding story in each language last, held to the galleries’ targets', () => {
    const story = albumsByCategory.weddings[0]!.slug;
    expect(measuredPages().slice(-2)).toEqual(
      locales.map((lang) => ({ path: storyHref('weddings', story, lang), kind: 'gallery' })),
    );
    expect(measuredPages()).toHaveLength(routeKeys.length * locales.length + locales.length);
  });
});

describe('kindOfRoute', () => {
  it('knows home and the galleries, the kinds that have their own targets', () => {
    expect(kindOfRoute('home')).toBe('home');
    for (const key of galleryRoutes) expect(kindOfRoute(key)).toBe('gallery');
    expect(routeKeys.filter((key) => kindOfRoute(key) === 'page')).toHaveLength(
      routeKeys.length - 1 - galleryRoutes.length,
    );
  });
});
