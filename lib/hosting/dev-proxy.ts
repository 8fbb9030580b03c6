/**
 * `next dev`'s side of the host (proxy.ts): firebase.json's rules decided by the engine the local
 * host uses too (resolveRequest), so that development follows every rule production and `npm start` do.
 * There is no out/ folder in development: the files are those the export will write, one per page
 * (`/` → index.html, `/about` → about.html, as next.config's `trailingSlash: false` lays them out).
 * Each decision becomes what Next does for it: the redirect, the page itself, the page a rewrite
 * shows (with 200), or the page 404.html is made from (with 404).
 * The `headers` rules are left to the hosts: under the site's CSP, next dev's inline scripts and
 * eval (fast refresh) would not run.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { compileRules } from './host-rules';
import type { HostingConfig } from './hosting-config';
import { isSameSitePath, parseRequestTarget } from './request-target';
import { NOT_FOUND_PAGE, resolveRequest, type Lookup } from './resolve-request';

export type ExportedSite = {
  /** Every page path the export writes ('/', '/about', '/pt-pt/404'). */
  pages: readonly string[];
  /** The page next dev shows for 404.html, which has no route of its own (app/global-not-found.tsx). */
  notFoundPage: string;
};

/** The export's file of a page path: '/' → 'index.html', '/about/pt-pt' → 'about/pt-pt.html'. */
const fileOf = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}.html`);

/** The export's files, each with the page that makes it, and a lookup over them. */
function exportedFiles({ pages, notFoundPage }: ExportedSite) {
  const pageOfFile = new Map<string, string>([
    ...pages.map((page) => [fileOf(page), page] as const),
    [NOT_FOUND_PAGE, notFoundPage],
  ]);
  const directories = new Set(
    [...pageOfFile.keys()].flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const lookup: Lookup = (relativePath) =>
    Promise.resolve(pageOfFile.has(relativePath) ? 'file' : directories.has(relativePath) ? 'directory' : null);
  // resolveRequest names only files this lookup found.
  return { lookup, pageOf: (file: string) => pageOfFile.get(file)! };
}

export function createDevProxy(config: HostingConfig, site: ExportedSite) {
  const rules = compileRules(config);
  const files = exportedFiles(site);

  return async function proxy(request: NextRequest): Promise<NextResponse> {
    // The URL as sent: nextUrl drops a trailing slash (next.config's trailingSlash), the host's rules do not.
    const url = new URL(request.url);
    const target = parseRequestTarget(url.pathname + url.search);
    if (!target.ok) return new NextResponse(target.reason, { status: target.status });

    const resolution = await resolveRequest(rules, config, target, files.lookup);
    if (resolution.kind === 'redirect') {
      if (!isSameSitePath(resolution.location)) return new NextResponse('Bad Request', { status: 400 });
      return NextResponse.redirect(new URL(resolution.location, url.origin), resolution.status);
    }
    if (resolution.kind === 'not-found')
      return NextResponse.rewrite(new URL(site.notFoundPage, url.origin), { status: 404 });
    const page = files.pageOf(resolution.file);
    return page === url.pathname ? NextResponse.next() : NextResponse.rewrite(new URL(page, url.origin));
  };
}
