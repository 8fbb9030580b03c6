import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

export default function nextConfig(phase: string): NextConfig {
  return {
    // Every route is pre-rendered to static HTML in out/; the host serves the files as they are.
    // `next dev` is left without it so that proxy.ts can apply the host's rules there.
    output: phase === PHASE_DEVELOPMENT_SERVER ? undefined : 'export',
    trailingSlash: false,
    // In next dev, firebase.json's trailingSlash decides through proxy.ts, as it does on the hosts.
    skipTrailingSlashRedirect: phase === PHASE_DEVELOPMENT_SERVER,
    poweredByHeader: false,
    reactStrictMode: true,
    images: { unoptimized: true },
    // `npm test` type-checks the whole project in its own step (`npm run typecheck`, the same
    // tsconfig.json) beside its build, so its build (scripts/with-test-env.ts) skips the second
    // check; every other build, the deploy's included, checks the types itself.
    typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED_APART === '1' },
    experimental: {
      // The site's CSS is small (about 9 KB gzipped): inlined, it no longer delays the first paint.
      inlineCss: true,
      // Turbopack's default chunking merged the home page's CSS into a chunk that every gallery's
      // script then fetched again (6 KB); by the module graph, a page fetches only what it lacks.
      // Inlined, CSS costs no request, so no page is given another page's styles to save one
      // (the default request cost, 100 KB, put the story page's CSS on every gallery).
      cssChunking: { type: 'graph', requestCost: 0 },
      // Several root layouts (one per language) need app/global-not-found.tsx for 404.html.
      globalNotFound: true,
    },
  };
}
