import { NextResponse, type NextRequest } from 'next/server';
import { resolvePath } from '@/lib/routing';

/**
 * `next dev` only: applies the production host's rules (firebase.json) so development behaves
 * like the deployed static site. The static export never runs this file.
 * - /en-en aliases redirect (301) to the English URL;
 * - unknown paths show the home screen with status 404.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/en-en' || pathname.endsWith('/en-en')) {
    const english = pathname.slice(0, -'/en-en'.length) || '/';
    return NextResponse.redirect(new URL(english, request.url), 301);
  }
  if (!resolvePath(pathname)) {
    return NextResponse.rewrite(new URL('/', request.url), { status: 404 });
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: not Next's own files, the photos, icons or other files with an extension.
  matcher: ['/((?!_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
