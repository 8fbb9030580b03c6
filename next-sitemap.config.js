// Sitemap and robots.txt for the static export (runs after `next build`).
// Which URLs are canonical, and their hreflang alternates, are read from each exported page's own
// <link rel="canonical"> and <link rel="alternate"> tags, which come from the route table
// (content/routes.ts), so the sitemap cannot disagree with the pages.
const { readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'https://luzdosul.example').replace(/\/+$/, '');

function exportedHtml(path) {
  const file = join(__dirname, 'out', path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  outDir: 'out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  changefreq: 'monthly',
  priority: 0.7,
  transform: async (config, path) => {
    const html = exportedHtml(path);
    if (!html || /<meta name="robots" content="[^"]*noindex/.test(html)) return null;
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const ownUrl = siteUrl + (path === '/' ? '' : path);
    if (canonical !== ownUrl) return null; // an alias: its canonical URL is listed instead
    const alternateRefs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => ({
      href,
      hreflang,
      hrefIsAbsolute: true,
    }));
    return {
      loc: path,
      changefreq: config.changefreq,
      priority: path === '/' || path === '/pt-pt' ? 1 : config.priority,
      lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
      alternateRefs,
    };
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
  },
};
