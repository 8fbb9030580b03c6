import type { KnipConfig } from 'knip';

/*
 * Unused files, exports and dependencies, and undeclared ones (npm run lint). Knip's plugins find
 * the entry points of Next.js (app/, next.config.ts, proxy.ts), Jest, Playwright, ESLint and
 * package.json's scripts; what none of them can see is listed here.
 */
const config: KnipConfig = {
  entry: [
    // Read as text and compiled into the pages' boot script by scripts/postbuild.ts.
    'scripts/postbuild/boot-loader.ts',
    // Handed to next-sitemap's own binary by package.json's postbuild.
    'next-sitemap.config.ts',
    // The editor's page and the local folder's stand-in, bundled by scripts/admin/build-admin.ts.
    'components/admin/start.ts',
    'components/admin/local-repository.ts',
    // Run by hand (npx tsx scripts/perf/large-album.ts --photos 200 --out /abs/dir): a large wedding's page cost.
    'scripts/perf/large-album.ts',
    // Run by hand (npx tsx scripts/perf/publish-times.ts, docs/decisions/0007-publishing.md).
    'scripts/perf/publish-times.ts',
    // Run by hand (npx tsx scripts/admin/measure-upload.ts, README's editor section).
    'scripts/admin/measure-upload.ts',
    // Lighthouse CI's configs, which lhci finds by name or by --config (npm run perf).
    'lighthouserc*.cjs',
  ],
  ignoreDependencies: [
    // next/font/local reads the font file by its path in node_modules (components/layout/fonts.ts).
    '@fontsource/cormorant-garamond',
    // Jest reads jest.config.ts through ts-node.
    'ts-node',
  ],
};

export default config;
