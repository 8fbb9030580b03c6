import type { NextConfig } from 'next';

// The site's export settings and nothing else. scripts/perf/builds.ts builds a copy of this folder in
// perf/.baseline with the project's node_modules hard-linked in; Turbopack's root is that folder,
// so nothing of the project (its proxy.ts, its lockfile) leaks into the build.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: { root: __dirname },
};

export default nextConfig;
