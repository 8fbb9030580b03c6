import { NextResponse, type NextRequest } from 'next/server';
import { localeOfPath, localeSuffix } from '@/lib/i18n';
import { resolvePath } from '@/lib/routing';

/**
 * `next dev` only: applies the production host's rules (firebase.json) so development behaves
 * like the deployed static site. The static export never runs this file.
 * - the /en-en form of a page redirects (301) to its English URL;
 * - unknown paths show the home screen: in Portuguese (as the host's rewrite does) when the
 *   path contains pt-pt, otherwise in English with status 404.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const resolved = resolvePath(pathname);
  if (!resolved) {
    if (localeOfPath(pathname) === 'pt') return NextResponse.rewrite(new URL('/pt-pt/404', request.url));
    return NextResponse.rewrite(new URL('/', request.url), { status: 404 });
  }
  if (pathname.endsWith(`/${localeSuffix.en}`)) {
    return NextResponse.redirect(new URL(resolved.basePath, request.url), 301);
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: not Next's own files, the photos, icons or other files with an extension.
  matcher: ['/((?!_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
