/** @jest-environment node */
import { parseHostingConfig } from './hosting-config';

describe('firebase.json hosting section', () => {
  it("fills in Firebase's defaults", () => {
    expect(parseHostingConfig({ public: 'out' })).toEqual({
      public: 'out',
      ignore: [],
      cleanUrls: false,
      redirects: [],
      rewrites: [],
      headers: [],
    });
    expect(parseHostingConfig({ public: 'out', redirects: [{ source: '/a', destination: '/b' }] }).redirects).toEqual([
      { source: '/a', destination: '/b', type: 301 },
    ]);
  });

  it.each([
    ['a redirect off the site', { redirects: [{ source: '/a', destination: 'https://evil.example/' }] }, /redirects/],
    ['a protocol-relative redirect', { redirects: [{ source: '/a', destination: '//evil.example/' }] }, /redirects/],
    ['a rewrite to a function', { rewrites: [{ source: '**', function: 'api' }] }, /function/],
    ['a regex source', { redirects: [{ regex: '^/a$', destination: '/b' }] }, /regex/],
    ['an unknown key', { i18n: { root: '/' } }, /i18n/],
    ['an unsupported status', { redirects: [{ source: '/a', destination: '/b', type: 305 }] }, /type/],
  ])('refuses %s', (_, rules, named) => {
    expect(() => parseHostingConfig({ public: 'out', ...rules })).toThrow(named);
  });
});
