/**
 * `npm run compare:exports -- <first out/> <second out/>`: compares every HTML page of two builds
 * of the export, with the build's id and the hashed files' names set aside (scripts/export-diff.ts),
 * and lists each page that differs with where, or says that none does. Exits 1 when any differs.
 * For a change that should leave the site as it was: build before and after (npm run build:test,
 * copying out/ aside in between), then compare.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exportDifferences, normaliseExportHtml } from './export-diff';

/** The build's id: the folder of /_next/static/ that is not one of Next's own kinds of file. */
function buildIdOf(out: string): string {
  const folders = readdirSync(path.join(out, '_next', 'static'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['chunks', 'css', 'media', 'page'].includes(entry.name))
    .map((entry) => entry.name);
  if (folders.length !== 1)
    throw new Error(`${out}: expected one build id folder in _next/static, found ${folders.join(', ') || 'none'}`);
  return folders[0]!;
}

function pagesOf(out: string): Map<string, string> {
  const buildId = buildIdOf(out);
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'));
  return new Map(pages.map((page) => [page, normaliseExportHtml(readFileSync(path.join(out, page), 'utf8'), buildId)]));
}

const [first, second] = process.argv.slice(2);
if (!first || !second || !existsSync(path.join(first, 'index.html')) || !existsSync(path.join(second, 'index.html'))) {
  console.error('Usage: npm run compare:exports -- <first out/> <second out/> (each a built export)');
  process.exit(2);
}
const firstPages = pagesOf(first);
const differences = exportDifferences(firstPages, pagesOf(second));
for (const difference of differences) {
  if (difference.kind !== 'changed') console.log(`${difference.page}: ${difference.kind}`);
  else console.log(`${difference.page}: changed\n  first:  …${difference.first}…\n  second: …${difference.second}…`);
}
console.log(
  differences.length === 0
    ? `The ${firstPages.size} pages are the same, build ids and hashed file names set aside.`
    : `${differences.length} of the pages differ.`,
);
process.exit(differences.length === 0 ? 0 : 1);
