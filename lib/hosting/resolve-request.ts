/**
 * What the host answers for a site path, in Firebase Hosting's documented order of priority:
 * configured redirects, then exact-match static content (with `cleanUrls` and `trailingSlash`
 * applied as the Firebase emulator does), then configured rewrites (served with 200), then the
 * custom `404.html` with status 404. The file system is reached only through `lookup`, so the
 * whole decision is testable without files.
 */
import { findRedirect, findRewrite, type CompiledRules } from './host-rules';
import { locationOf, pathnameOf, type SitePath } from './request-target';
import type { HostingConfig } from './hosting-config';

/** What exists at a '/'-separated path relative to the published folder. */
export type Lookup = (relativePath: string) => Promise<'file' | 'directory' | null>;

export type Resolution =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'file'; status: 200; file: string }
  | { kind: 'not-found'; file: string | null };

export const NOT_FOUND_PAGE = '404.html';

type Behaviour = Pick<HostingConfig, 'cleanUrls' | 'trailingSlash'>;

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
const withTrailingSlash = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);
const relative = (pathname: string) => pathname.replace(/^\/+/, '');
/** The clean address of an .html file: '/about.html' → '/about', '/docs/index.html' → '/docs', '/index.html' → ''. */
const cleanPathOf = (htmlPath: string) => {
  const page = htmlPath.slice(0, -'.html'.length);
  return page.endsWith('/index') ? page.slice(0, -'/index'.length) : page;
};

export async function resolveRequest(
  rules: CompiledRules,
  behaviour: Behaviour,
  target: SitePath,
  lookup: Lookup,
): Promise<Resolution> {
  const pathname = pathnameOf(target);
  const redirectTo = (to: string, status = 301): Resolution => ({
    kind: 'redirect',
    status,
    location: locationOf(to || '/', target.search),
  });

  const redirect = findRedirect(rules, pathname);
  if (redirect) return redirectTo(redirect.pathname, redirect.status);

  const { cleanUrls, trailingSlash } = behaviour;
  const hasSlash = target.trailingSlash;

  if (!hasSlash && pathname !== '/' && (await lookup(relative(pathname))) === 'file') {
    if (cleanUrls && pathname.endsWith('.html')) {
      const clean = cleanPathOf(pathname);
      return redirectTo(trailingSlash === true ? withTrailingSlash(clean) : clean);
    }
    return { kind: 'file', status: 200, file: relative(pathname) };
  }

  const directoryIndex = `${withTrailingSlash(pathname)}index.html`;
  if ((await lookup(relative(directoryIndex))) === 'file') {
    if (trailingSlash === undefined && !hasSlash && !cleanUrls && pathname !== '/')
      return redirectTo(withTrailingSlash(pathname));
    if (trailingSlash === false && hasSlash) return redirectTo(withoutTrailingSlash(pathname));
    if (trailingSlash === true && !hasSlash && pathname !== '/') return redirectTo(withTrailingSlash(pathname));
    return { kind: 'file', status: 200, file: relative(directoryIndex) };
  }

  if (cleanUrls && pathname !== '/') {
    const candidate = hasSlash
      ? trailingSlash === undefined
        ? null
        : `${withoutTrailingSlash(pathname)}.html`
      : `${pathname}.html`;
    if (candidate && (await lookup(relative(candidate))) === 'file') {
      if (trailingSlash === false && hasSlash) return redirectTo(withoutTrailingSlash(pathname));
      if (trailingSlash === true && !hasSlash) return redirectTo(withTrailingSlash(cleanPathOf(candidate)));
      if (candidate.endsWith('/index.html')) return redirectTo(cleanPathOf(candidate));
      return { kind: 'file', status: 200, file: relative(candidate) };
    }
  }

  const rewrite = findRewrite(rules, pathname);
  if (rewrite && (await lookup(relative(rewrite))) === 'file')
    return { kind: 'file', status: 200, file: relative(rewrite) };

  return { kind: 'not-found', file: (await lookup(NOT_FOUND_PAGE)) === 'file' ? NOT_FOUND_PAGE : null };
}
