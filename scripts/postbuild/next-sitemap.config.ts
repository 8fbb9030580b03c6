/**
 * Sitemap and robots.txt for the static export, written after `next build` (postbuild, through
 * tsx: this file and the route table are TypeScript). The list of URLs is the route table's
 * (lib/sitemap.ts), not whatever HTML files the export holds, so every file next-sitemap finds
 * in out/ is excluded and the canonical pages come in through `additionalPaths`. robots.txt is
 * next-sitemap's own once the site may go live, and closed until then (robots.ts): the sitemap is
 * written either way, and named only in an open robots.txt.
 */
import type { IConfig } from 'next-sitemap';
import { getSite } from '@/content/read';
import { getPhoto } from '@/lib/photos';
import { sitemapEntries } from '@/lib/sitemap';
import { buildRobotsTxt } from './robots';

/** next-sitemap runs from the project's folder, where `outDir` is too. */
const projectRoot = process.cwd();

const config: IConfig = {
  siteUrl: getSite().url,
  output: 'export',
  outDir: 'out',
  exclude: ['*'],
  additionalPaths: ({ autoLastmod }) =>
    sitemapEntries({
      siteUrl: getSite().url,
      photoOf: getPhoto,
      lastmod: autoLastmod ? new Date().toISOString() : undefined,
    }),
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
    transformRobotsTxt: (_, usual) => {
      const { text, left } = buildRobotsTxt({ projectRoot, settings: process.env, usual });
      console.log(
        left === 0
          ? 'robots.txt lets search engines in: nothing stops the site from going live.'
          : `robots.txt keeps search engines out, and the host answers noindex: ${left} thing${left === 1 ? '' : 's'} before the site can go live (npm run check:live names them).`,
      );
      return Promise.resolve(text);
    },
  },
};

export default config;
