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
    'scripts/postbuild/next-sitemap.config.ts',
    // The editor's page and the local folder's stand-in, bundled by admin/build/build-admin.ts.
    'admin/editor/start.ts',
    'admin/local/local-repository.ts',
    // Run by hand (npx tsx bench/publish-times.ts, docs/decisions/0007-publishing.md).
    'bench/publish-times.ts',
    // Run by hand (npx tsx bench/measure-upload.ts, docs/decisions/0001-sveltia-cms.md).
    'bench/measure-upload.ts',
    // Lighthouse CI's configs, given to lhci by --config (npm run perf).
    'bench/lighthouserc*.cjs',
  ],
  ignoreDependencies: [
    // next/font/local reads the font file by its path in node_modules (components/layout/fonts.ts).
    '@fontsource/cormorant-garamond',
    // Jest reads jest.config.ts through ts-node.
    'ts-node',
  ],
};

export default config;
