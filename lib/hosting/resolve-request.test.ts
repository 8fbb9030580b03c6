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
