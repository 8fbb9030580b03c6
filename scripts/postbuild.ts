/**
 * After `next build`: every exported page gets its scripts deferred behind the boot loader
 * (scripts/postbuild/defer-scripts.ts explains why), and the editor is written to out/admin/
 * (admin/build/build-admin.ts). Run by `npm run build` (postbuild); a page whose shape the
 * rewrite does not know stops the build with its name.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAdmin } from '../admin/build/build-admin';
import { compileBootLoader } from './postbuild/compile-boot-loader';
import { bootFileName, deferPageScripts, PAGE_DATA_URL, STATIC_URL } from './postbuild/defer-scripts';

const projectRoot = path.join(import.meta.dirname, '..');
const out = path.join(projectRoot, 'out');

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

const boot = compileBootLoader();
const bootName = bootFileName(boot);
writeFileSync(path.join(out, STATIC_URL, bootName), boot);
const pageDataDir = path.join(out, STATIC_URL, 'page');
mkdirSync(pageDataDir, { recursive: true });

const pages = htmlFiles(out);
for (const file of pages) {
  const { html, pageData } = deferPageScripts(readFileSync(file, 'utf8'), {
    bootSrc: `${STATIC_URL}/${bootName}`,
    pageDataDir: PAGE_DATA_URL,
    page: path.relative(projectRoot, file),
  });
  writeFileSync(path.join(pageDataDir, pageData.name), pageData.code);
  writeFileSync(file, html);
}
console.log(`Scripts deferred behind ${STATIC_URL}/${bootName} on ${pages.length} pages.`);

buildAdmin({ folder: path.join(out, 'admin') })
  .then(({ bytes, entryBytes }) =>
    console.log(
      `Editor written to out/admin/: ${(entryBytes / 1048576).toFixed(1)} MB of code to start, ${(bytes / 1048576).toFixed(1)} MB in all.`,
    ),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
