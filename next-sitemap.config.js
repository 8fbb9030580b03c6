// Placeholder until the sitemap is configured (issue: search and sharing).
/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'https://luzdosul.example').replace(/\/+$/, ''),
  outDir: 'out',
  generateRobotsTxt: true,
  exclude: ['/404', '/_not-found', '/*/en-en', '/en-en', '/**/en-en'],
};
