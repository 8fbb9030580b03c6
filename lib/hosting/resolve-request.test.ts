/** @jest-environment node */
import { compileRules } from './host-rules';
import { parseHostingConfig, type HostingConfig } from './hosting-config';
import { parseRequestTarget } from './request-target';
import { resolveRequest, type Lookup } from './resolve-request';

const FILES = [
  'index.html',
  '404.html',
  '404-pt.html',
  'about.html',
  'about/pt-pt.html',
  'stories.html',
  'stories/weddings.html',
  'docs/index.html',
  'robots.txt',
  'en-en.html',
];

function kindOf(relativePath: string): 'file' | 'directory' | null {
  const clean = relativePath.replace(/\/+$/, '');
  if (FILES.includes(clean)) return 'file';
  if (clean === '' || FILES.some((file) => file.startsWith(`${clean}/`))) return 'directory';
  return null;
}

const lookup: Lookup = (relativePath) => Promise.resolve(kindOf(relativePath));

function resolverFor(overrides: Record<string, unknown> = {}) {
  const config: HostingConfig = parseHostingConfig({
    public: 'out',
    cleanUrls: true,
    trailingSlash: false,
    redirects: [{ source: '/en-en', destination: '/', type: 301 }],
    rewrites: [{ source: '**/pt-pt', destination: '/404-pt.html' }],
    ...overrides,
  });
  const rules = compileRules(config);
  return (target: string) => {
    const parsed = parseRequestTarget(target);
    if (!parsed.ok) throw new Error(`refused ${target}`);
    return resolveRequest(rules, config, parsed, lookup);
  };
}

describe('resolveRequest with cleanUrls and trailingSlash: false (the site)', () => {
  const resolve = resolverFor();

  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about/pt-pt', 'about/pt-pt.html'],
    ['/stories', 'stories.html'],
    ['/stories/weddings', 'stories/weddings.html'],
    ['/docs', 'docs/index.html'],
    ['/robots.txt', 'robots.txt'],
  ])('serves %s from %s with 200', async (target, file) => {
    expect(await resolve(target)).toEqual({ kind: 'file', status: 200, file });
  });

  it.each([
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/docs/index.html', '/docs'],
    ['/about/', '/about'],
    ['/docs/', '/docs'],
    ['/stories/weddings/?utm=1', '/stories/weddings?utm=1'],
    ['/about.html?x=1', '/about?x=1'],
  ])('redirects %s to %s with 301', async (target, location) => {
    expect(await resolve(target)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('applies redirects before existing files', async () => {
    // out/en-en.html exists, and the redirect still wins.
    expect(await resolve('/en-en')).toEqual({ kind: 'redirect', status: 301, location: '/' });
  });

  it('applies rewrites after existing files, with 200', async () => {
    expect(await resolve('/about/pt-pt')).toEqual({ kind: 'file', status: 200, file: 'about/pt-pt.html' });
    expect(await resolve('/nothing/pt-pt')).toEqual({ kind: 'file', status: 200, file: '404-pt.html' });
  });

  it.each(['/does-not-exist', '/stories/nothing-here', '/about/fr-fr', '/some/deep/unknown/path', '/evil.example/x'])(
    'answers %s with 404.html',
    async (target) => {
      expect(await resolve(target)).toEqual({ kind: 'not-found', file: '404.html' });
    },
  );

  it('answers 404 without a page when there is no 404.html', async () => {
    const config = parseHostingConfig({ public: 'out' });
    const target = parseRequestTarget('/missing');
    if (!target.ok) throw new Error('refused');
    expect(await resolveRequest(compileRules(config), config, target, () => Promise.resolve(null))).toEqual({
      kind: 'not-found',
      file: null,
    });
  });
});

describe('resolveRequest with other trailingSlash settings', () => {
  it('adds the slash with trailingSlash: true', async () => {
    const resolve = resolverFor({ trailingSlash: true });
    expect(await resolve('/about')).toEqual({ kind: 'redirect', status: 301, location: '/about/' });
    expect(await resolve('/about/')).toEqual({ kind: 'file', status: 200, file: 'about.html' });
    expect(await resolve('/docs')).toEqual({ kind: 'redirect', status: 301, location: '/docs/' });
  });

  it('leaves both forms alone without trailingSlash, redirecting folders without cleanUrls', async () => {
    expect(await resolverFor({ trailingSlash: undefined })('/about')).toEqual({
      kind: 'file',
      status: 200,
      file: 'about.html',
    });
    expect(await resolverFor({ trailingSlash: undefined, cleanUrls: false })('/docs')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/docs/',
    });
    expect(await resolverFor({ trailingSlash: undefined, cleanUrls: false })('/about')).toEqual({
      kind: 'not-found',
      file: '404.html',
    });
  });
});

describe('resolveRequest at the edges of the trailing-slash and cleanUrls rules', () => {
  it.each([
    ['/robots.txt/', 'trailingSlash is false', {}],
    ['/about.html/', 'neither trailingSlash nor cleanUrls is set', { trailingSlash: undefined, cleanUrls: false }],
  ])(
    'answers %s with 404 when %s: a file is never served with a slash after its name',
    async (target, _, overrides) => {
      expect(await resolverFor(overrides)(target)).toEqual({ kind: 'not-found', file: '404.html' });
    },
  );

  it.each([
    ['/about.html', '/about/'],
    ['/docs/index.html', '/docs/'],
    ['/index.html', '/'],
  ])('redirects %s to %s when trailingSlash is true', async (target, location) => {
    expect(await resolverFor({ trailingSlash: true })(target)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it.each([
    ['/docs/index', '/docs'],
    ['/index', '/'],
  ])('redirects %s to %s: an index page is reached by its folder', async (target, location) => {
    expect(await resolverFor()(target)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it.each([
    ['/docs/index', '/docs/'],
    ['/index', '/'],
    ['/about', '/about/'],
  ])('redirects %s to %s in one step when trailingSlash is true', async (target, location) => {
    expect(await resolverFor({ trailingSlash: true })(target)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it.each([
    ['trailingSlash is true', { trailingSlash: true }],
    ['neither trailingSlash nor cleanUrls is set', { trailingSlash: undefined, cleanUrls: false }],
    ['trailingSlash is false without cleanUrls', { trailingSlash: false, cleanUrls: false }],
  ])('serves / from index.html without a redirect when %s', async (_, overrides) => {
    expect(await resolverFor(overrides)('/')).toEqual({ kind: 'file', status: 200, file: 'index.html' });
  });

  it('serves a folder at its address without the slash when trailingSlash is false, without cleanUrls too', async () => {
    const resolve = resolverFor({ trailingSlash: false, cleanUrls: false });
    expect(await resolve('/docs')).toEqual({ kind: 'file', status: 200, file: 'docs/index.html' });
    expect(await resolve('/docs/')).toEqual({ kind: 'redirect', status: 301, location: '/docs' });
  });

  it('serves a folder at its address with the slash when trailingSlash is true, cleanUrls or not', async () => {
    for (const cleanUrls of [true, false]) {
      const resolve = resolverFor({ trailingSlash: true, cleanUrls });
      expect(await resolve('/docs/')).toEqual({ kind: 'file', status: 200, file: 'docs/index.html' });
    }
  });

  it('does not add .html to a slashed address when trailingSlash is unset', async () => {
    expect(await resolverFor({ trailingSlash: undefined })('/about/')).toEqual({ kind: 'not-found', file: '404.html' });
  });

  it('never serves the root from a file named .html', async () => {
    const config = parseHostingConfig({ public: 'out', cleanUrls: true, trailingSlash: false });
    const target = parseRequestTarget('/');
    if (!target.ok) throw new Error('refused');
    const onlyDotHtml: Lookup = (relativePath) => Promise.resolve(relativePath === '.html' ? 'file' : null);
    expect(await resolveRequest(compileRules(config), config, target, onlyDotHtml)).toEqual({
      kind: 'not-found',
      file: null,
    });
  });

  it('answers 404 when a rewrite names a file that does not exist', async () => {
    const resolve = resolverFor({ rewrites: [{ source: '/gone', destination: '/gone.html' }] });
    expect(await resolve('/gone')).toEqual({ kind: 'not-found', file: '404.html' });
  });
});
