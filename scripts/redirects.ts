/**
 * `npm run redirects`: writes firebase.json's `redirects` from the route table (content/routes.ts),
 * so that every page's /en-en alias, and each gallery's story pages, redirect (301) to the English
 * page on Firebase Hosting, on `npm start`'s host and under `npm run dev`. `npm run build`,
 * `npm run dev` and `npm test` run it first; it rewrites the file only when a redirect changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { galleryRoutes, routes } from '@/content/routes';
import { englishPagePaths } from '@/lib/routing';
import { englishAliasRedirects } from './server/alias-redirects';

const file = path.resolve(__dirname, '..', 'firebase.json');
const before = readFileSync(file, 'utf8');
const config = JSON.parse(before) as { hosting: { redirects?: unknown } };
config.hosting.redirects = englishAliasRedirects({
  pagePaths: englishPagePaths(),
  galleryPaths: galleryRoutes.map((gallery) => routes[gallery].path),
});

async function main() {
  const after = await format(JSON.stringify(config, null, 2), { ...(await resolveConfig(file)), filepath: file });
  if (after === before) return;
  writeFileSync(file, after);
  console.log('firebase.json: its /en-en redirects now follow content/routes.ts.');
}

void main();
