/**
 * `npm run redirects`: writes firebase.json's `redirects` from the route table (content/routes.ts),
 * so that every page's /en-en alias, and each gallery's story pages, redirect (301) to the English
 * page, and each moved page's old addresses to its new ones, on Firebase Hosting, on `npm start`'s
 * host and under `npm run dev`. `npm run build` and
 * `npm run dev` run it first (so does `npm start`, which builds); `npm test` only checks the
 * committed file (lib/hosting/firebase-config.test.ts), so a forgotten commit fails CI.
 * It rewrites the file only when a redirect changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { galleryRoutes, movedPages, routes } from '@/content/routes';
import { englishPagePaths } from '@/lib/routing';
import { englishAliasRedirects } from '@/lib/hosting/alias-redirects';

const file = path.resolve(__dirname, '..', 'firebase.json');
const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting: { redirects?: unknown } };
const redirects = englishAliasRedirects({
  pagePaths: englishPagePaths(),
  galleryPaths: galleryRoutes.map((gallery) => routes[gallery].path),
  moved: movedPages,
});

async function main() {
  if (JSON.stringify(config.hosting.redirects) === JSON.stringify(redirects)) return;
  config.hosting.redirects = redirects;
  writeFileSync(
    file,
    await format(JSON.stringify(config, null, 2), { ...(await resolveConfig(file)), filepath: file }),
  );
  console.log('firebase.json: its redirects now follow content/routes.ts.');
}

void main();
