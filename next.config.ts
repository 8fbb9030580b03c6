import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every route is pre-rendered to static HTML in out/; the host serves the files as they are.
  output: 'export',
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm test` type-checks the whole project before building (npm run typecheck).
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Several root layouts (one per language) need app/global-not-found.tsx for 404.html.
    globalNotFound: true,
  },
};

export default nextConfig;
