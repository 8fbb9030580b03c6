/**
 * Sitemap and robots.txt for the static export, written after `next build` (postbuild, through
 * tsx: this file and the route table are TypeScript). The list of URLs is the route table's
 * (lib/sitemap.ts), not whatever HTML files the export holds, so every file next-sitemap finds
 * in out/ is excluded and the canonical pages come in through `additionalPaths`.
 */
import type { IConfig } from 'next-sitemap';
import { site } from '@/content/site';
import { getPhoto } from '@/lib/photos';
import { sitemapEntries } from '@/lib/sitemap';

const config: IConfig = {
  siteUrl: site.url,
  output: 'export',
  outDir: 'out',
  exclude: ['*'],
  additionalPaths: ({ autoLastmod }) =>
    sitemapEntries({
      siteUrl: site.url,
      photoOf: getPhoto,
      lastmod: autoLastmod ? new Date().toISOString() : undefined,
    }),
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
  },
};

export default config;
