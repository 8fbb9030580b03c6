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

  it.each(['/docs/:page.html', '/en:old', '/:a/x:b', '/:a-:b'])(
    'refuses %s, whose :parameter is only part of a segment (Firebase would capture it)',
    (source) => {
      expect(() =>
        compileRules({
          redirects: [{ source, destination: '/:page', type: 301 }],
          rewrites: [],
          headers: [],
          ignore: [],
        }),
      ).toThrow(`redirect source ${source}: a :parameter that is not a whole segment is not supported`);
    },
  );

  it.each(['/a:1', '/time/12:30', '/:page*'])('takes %s, whose colon starts no parameter or a whole one', (source) => {
    expect(() =>
      compileRules({ redirects: [{ source, destination: '/', type: 301 }], rewrites: [], headers: [], ignore: [] }),
    ).not.toThrow();
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

/** Compiled inside each test, so a change to how a source is compiled shows in the test that uses it. */
const redirectOf = (source: string, destination: string, pathname: string) =>
  findRedirect(
    compileRules({ redirects: [{ source, destination, type: 301 }], rewrites: [], headers: [], ignore: [] }),
    pathname,
  )?.pathname ?? null;

describe('redirect sources with :parameters', () => {
  it.each([
    ['/blog/:year/:slug', '/news/:year/:slug', '/blog/2024/hello', '/news/2024/hello'],
    ['/blog/:year/:slug', '/news/:slug/:year', '/blog/2024/hello', '/news/hello/2024'],
    ['/blog/:year/:slug', '/news/:year', '/blog/2024/hello/more', null],
    ['/blog/:year/:slug', '/news/:year', '/blog/2024', null],
    ['/blog/:year/:slug', '/news/:year', '/blogs/2024/hello', null],
    ['/old/:rest*', '/new/:rest*', '/old/a/b/c', '/new/a/b/c'],
    ['/old/:rest*', '/new/:rest*', '/older/a', null],
    ['/v1.0/:page', '/v2/:page', '/v1.0/intro', '/v2/intro'],
    ['/v1.0/:page', '/v2/:page', '/v1x0/intro', null],
    ['/a|b/:page', '/c/:page', '/a|b/intro', '/c/intro'],
    ['/a|b/:page', '/c/:page', '/a', null],
    ['/:section_2/:Page9', '/x/:section_2/:Page9', '/a/b', '/x/a/b'],
  ])('with source %s and destination %s, sends %s to %p', (source, destination, pathname, expected) => {
    expect(redirectOf(source, destination, pathname)).toBe(expected);
  });
});

describe('ignore, whatever the slashes around a path', () => {
  it.each([
    ['/firebase.json', true],
    ['photos//.DS_Store', true],
    ['/about.html', false],
  ])('%s ignored: %s', (file, ignored) => {
    expect(isIgnored(rules, file)).toBe(ignored);
  });

  it('lets ** cross a dot-folder: .well-known/node_modules/ is ignored by **/node_modules/**', () => {
    const nodeModules = { ignore: ['**/node_modules/**'] };
    expect(isIgnored(nodeModules, '.well-known/node_modules/a.js')).toBe(true);
    expect(isIgnored(nodeModules, '.well-known/a.js')).toBe(false);
  });
});
