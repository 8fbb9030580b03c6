/** @jest-environment node */
import { movedPagesIn, withoutMovedPages } from './moved-pages-text';

const routes = [
  "export const routes = { home: { path: '/' } } as const;",
  '',
  '/** Addresses that moved. */',
  'export const movedPages = {',
  "  '/stories/couples/1-costa-vicentina': '/stories/couples/leonor-miguel',",
  "  '/stories/family/1-ria-formosa': '/stories/family/ferreira-family',",
  '} as const satisfies Record<string, string>;',
  '',
  "export const galleryRoutes = ['weddings'] as const;",
  '',
].join('\n');

describe('movedPagesIn', () => {
  it('reads each old address with the address it leads to', () => {
    expect(movedPagesIn(routes)).toEqual({
      '/stories/couples/1-costa-vicentina': '/stories/couples/leonor-miguel',
      '/stories/family/1-ria-formosa': '/stories/family/ferreira-family',
    });
  });

  it('reads nothing from a file without the table', () => {
    expect(movedPagesIn("export const routes = { home: { path: '/' } };\n")).toEqual({});
  });
});

describe('withoutMovedPages', () => {
  it('takes out the given old addresses’ lines and keeps every other line as written', () => {
    const left = withoutMovedPages(routes, ['/stories/couples/1-costa-vicentina']);
    expect(left).toBe(
      routes.replace("  '/stories/couples/1-costa-vicentina': '/stories/couples/leonor-miguel',\n", ''),
    );
    expect(movedPagesIn(left)).toEqual({ '/stories/family/1-ria-formosa': '/stories/family/ferreira-family' });
  });

  it('leaves an empty table when every old address goes', () => {
    const left = withoutMovedPages(routes, ['/stories/couples/1-costa-vicentina', '/stories/family/1-ria-formosa']);
    expect(left).toContain('export const movedPages = {\n} as const satisfies Record<string, string>;');
    expect(movedPagesIn(left)).toEqual({});
  });
});
