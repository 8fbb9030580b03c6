/** @jest-environment node */
import { compileRules, findRedirect, findRewrite, hasParameters, headersFor, isIgnored } from './host-rules';
import { parseHostingConfig } from './hosting-config';

const rules = compileRules(
  parseHostingConfig({
    public: 'out',
    ignore: ['firebase.json', '**/.*'],
    redirects: [
      { source: '/en-en', destination: '/', type: 301 },
      { source: '/blog/:year/:slug', destination: '/news/:year/:slug', type: 302 },
      { source: '/old/:rest*', destination: '/new/:rest*' },
      { source: '/gallery/**', destination: '/stories' },
    ],
    rewrites: [
      { source: '**/pt-pt', destination: '/404-pt.html' },
      { source: '**', destination: '/index.html' },
    ],
    headers: [
      {
        source: '**',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Cache-Control', value: 'first' },
        ],
      },
      { source: '/', headers: [{ key: 'Cache-Control', value: 'root' }] },
      { source: '**/!(*.*)', headers: [{ key: 'Cache-Control', value: 'page' }] },
      { source: '**/*.@(html|txt|xml|webmanifest)', headers: [{ key: 'Cache-Control', value: 'document' }] },
      { source: '/_next/static/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
      { source: '/*.@(ico|png|svg|jpg)', headers: [{ key: 'cache-control', value: 'day' }] },
    ],
  }),
);

const cacheControl = (pathname: string) => headersFor(rules, pathname).get('cache-control')?.value;

describe('headers', () => {
  it.each([
    ['/', 'root'],
    ['/about', 'page'],
    ['/stories/weddings/pt-pt', 'page'],
    ['/index.html', 'document'],
    ['/stories/weddings.txt', 'document'],
    ['/sitemap.xml', 'document'],
    ['/manifest.webmanifest', 'document'],
    ['/_next/static/chunks/app.js', 'immutable'],
    ['/favicon.ico', 'day'],
    ['/photos/weddings/a.jpg', 'first'],
  ])('%s gets Cache-Control %s (extglobs matched like Firebase, the last match winning)', (pathname, expected) => {
    expect(cacheControl(pathname)).toBe(expected);
  });

  it('applies every matching rule', () => {
    expect(headersFor(rules, '/about').get('x-frame-options')?.value).toBe('DENY');
  });
});

describe('redirects', () => {
  it('matches an exact source only exactly', () => {
    expect(findRedirect(rules, '/en-en')).toEqual({ status: 301, pathname: '/' });
    expect(findRedirect(rules, '/en-en/x')).toBeNull();
    expect(findRedirect(rules, '/x/en-en')).toBeNull();
  });

  it('captures one segment per :parameter and keeps the type', () => {
    expect(findRedirect(rules, '/blog/2024/hello')).toEqual({ status: 302, pathname: '/news/2024/hello' });
    expect(findRedirect(rules, '/blog/2024/hello/more')).toBeNull();
  });

  it('captures the rest of the path with :parameter*', () => {
    expect(findRedirect(rules, '/old/a/b/c')).toEqual({ status: 301, pathname: '/new/a/b/c' });
  });

  it('matches glob sources', () => {
    expect(findRedirect(rules, '/gallery/2020/x')).toEqual({ status: 301, pathname: '/stories' });
  });

  it('tells sources with parameters apart', () => {
    expect(hasParameters('/:section/en-en')).toBe(true);
    expect(hasParameters('/about/en-en')).toBe(false);
  });

  it('refuses a source mixing parameters and globs', () => {
    expect(() =>
      compileRules({
        redirects: [{ source: '/:a/**', destination: '/', type: 301 }],
        rewrites: [],
        headers: [],
        ignore: [],
      }),
    ).toThrow(/mixing/);
  });
});

describe('rewrites', () => {
  it('picks the first matching rule', () => {
    expect(findRewrite(rules, '/nothing/pt-pt')).toBe('/404-pt.html');
    expect(findRewrite(rules, '/nothing')).toBe('/index.html');
  });
});

describe('ignore', () => {
  it.each([
    ['.env', true],
    ['photos/.DS_Store', true],
    ['.git/config', true],
    ['firebase.json', true],
    ['about.html', false],
    ['_next/static/app.js', false],
  ])('%s ignored: %s', (file, ignored) => {
    expect(isIgnored(rules, file)).toBe(ignored);
  });
});
