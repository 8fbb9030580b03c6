import firebase from './firebase.json';
import { hrefFor } from '@/lib/routing';
import { exportedPagePaths } from '@/lib/story-routes';
import { createDevProxy } from '@/lib/hosting/dev-proxy';
import { parseHostingConfig } from '@/lib/hosting/hosting-config';

/**
 * `next dev` only (the static export never runs this file): firebase.json's rules, applied by the
 * same engine as the local host (lib/hosting/dev-proxy.ts), over the pages the export writes.
 * The JSON is imported, not read, so that next dev reloads the rules when firebase.json changes.
 * English's 404.html is app/global-not-found.tsx, the English home screen: next dev shows it from there.
 */
export const proxy = createDevProxy(parseHostingConfig(firebase.hosting), {
  pages: exportedPagePaths(),
  notFoundPage: hrefFor('home', 'en'),
});

export const config = {
  // Pages only: not Next's own files, the photos, icons or other files with an extension (the rules
  // for those, such as /about.html → /about, apply on the hosts only).
  matcher: ['/((?!_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
