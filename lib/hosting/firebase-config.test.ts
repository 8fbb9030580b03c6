/**
 * @jest-environment node
 *
 * The production host's rules (firebase.json) checked against the route table: every `/en-en`
 * alias of a real page redirects to that page, nothing else redirects, and no redirect source can
 * match arbitrary text (the `/:section/en-en` rules sent `/https:/evil.example/en-en` to
 * https://evil.example on Firebase Hosting).
 */
import { galleryRoutes, movedPages, routes } from '@/content/routes';
import { englishPagePaths } from '@/lib/routing';
import { missingEnglishAliasRedirects } from './alias-redirects';
import { compileRules, findRedirect, findRewrite, hasParameters, headersFor } from './host-rules';
import firebase from '@/firebase.json';
import { parseHostingConfig } from './hosting-config';
import { isSameSitePath } from './request-target';

const config = parseHostingConfig(firebase.hosting);
const rules = compileRules(config);
const englishPaths = englishPagePaths();
const pageRules = config.redirects.filter((rule) => !hasParameters(rule.source));

describe('firebase.json redirects', () => {
  it('are the /en-en redirects of the route table’s pages and galleries, and nothing else', () => {
    const { message } = missingEnglishAliasRedirects(
      {
        pagePaths: englishPaths,
        galleryPaths: galleryRoutes.map((gallery) => routes[gallery].path),
        moved: movedPages,
      },
      config,
    );
    // The message names each rule that differs and the command that writes them (npm run redirects).
    if (message) throw new Error(message);
  });

  it.each([
    ['/stories/weddings/ana-joao/en-en', '/stories/weddings/ana-joao'],
    ['/stories/family/carvalho-family/en-en', '/stories/family/carvalho-family'],
    ['/stories/family/3-praia-da-falesia', '/stories/family/carvalho-family'],
    ['/stories/family/3-praia-da-falesia/pt-pt', '/stories/family/carvalho-family/pt-pt'],
    ['/stories/family/3-praia-da-falesia/en-en', '/stories/family/carvalho-family'],
  ])('send the story address %s to %s', (pathname, destination) => {
    expect(findRedirect(rules, pathname)).toEqual({ pathname: destination, status: 301 });
  });

  it.each([
    '/stories/weddings/https:/evil.example/en-en',
    '/stories/weddings//evil.example/en-en',
    '/stories/weddings/a/b/en-en',
    '/stories/nothing/a/en-en',
  ])('keep a story rule from matching %s', (pathname) => {
    expect(findRedirect(rules, pathname)).toBeNull();
  });

  it.each(pageRules.map((rule) => [rule.source]))(
    '%s has no parameter or glob that could match arbitrary text',
    (source) => {
      expect(hasParameters(source)).toBe(false);
      expect(source).toMatch(/^(\/[a-z0-9-]+)+$/);
    },
  );

  it('send every redirect to a path on this site', () => {
    for (const rule of config.redirects) expect(isSameSitePath(rule.destination)).toBe(true);
  });

  it.each([
    '/https:/evil.example/en-en',
    '/http:/evil.example/en-en',
    '/evil.example/en-en',
    '/about/evil/en-en',
    '/x/en-en',
  ])('redirect nothing for %s', (pathname) => {
    expect(findRedirect(rules, pathname)).toBeNull();
  });
});

describe('firebase.json rewrites', () => {
  // Unknown paths show home, in Portuguese when the path contains pt-pt. The host tries
  // them only where no page exists; the page is kept out of search results (noindex).
  it.each(['/no-such-page/pt-pt', '/pt-pt/no-such-page', '/stories/nothing/pt-pt', '/a/b/pt-pt/c', '/pt-ptx'])(
    'show the Portuguese home screen at %s',
    (pathname) => {
      expect(findRewrite(rules, pathname)).toBe('/pt-pt/404.html');
    },
  );

  it.each(['/no-such-page', '/about/en-en/x', '/xpt-pt', '/apt-pt/b'])(
    'leave %s to the English home screen (404.html)',
    (pathname) => {
      expect(findRewrite(rules, pathname)).toBeNull();
    },
  );
});

describe('firebase.json headers', () => {
  it.each([...englishPaths, '/about/pt-pt', '/pt-pt', '/index.html'])('give %s the page Cache-Control', (pathname) => {
    expect(headersFor(rules, pathname).get('cache-control')?.value).toBe('public, max-age=0, must-revalidate');
  });

  it('give every response the security headers', () => {
    for (const pathname of ['/', '/about', '/_next/static/chunks/app.js', '/photos/a.avif']) {
      const headers = headersFor(rules, pathname);
      expect(headers.get('content-security-policy')?.value).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')?.value).toBe('nosniff');
    }
  });
});
