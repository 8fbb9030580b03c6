/**
 * After `next build`: every exported page gets its scripts deferred behind the boot loader
 * (scripts/postbuild/defer-scripts.ts explains why). Run by `npm run build` (postbuild).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/** The boot loader as a classic script for every browser the site supports. */
function compileBootLoader(): string {
  const source = readFileSync(path.join(import.meta.dirname, 'postbuild', 'boot-loader.ts'), 'utf8');
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2019, removeComments: true } })
    .outputText;
}

const boot = compileBootLoader();
const bootName = bootFileName(boot);
writeFileSync(path.join(out, STATIC_URL, bootName), boot);
const pageDataDir = path.join(out, STATIC_URL, 'page');
mkdirSync(pageDataDir, { recursive: true });

let pages = 0;
for (const file of htmlFiles(out)) {
  const { html, pageData } = deferPageScripts(readFileSync(file, 'utf8'), `${STATIC_URL}/${bootName}`, PAGE_DATA_URL);
  if (!pageData && html === readFileSync(file, 'utf8')) continue;
  if (pageData) writeFileSync(path.join(pageDataDir, pageData.name), pageData.code);
  writeFileSync(file, html);
  pages += 1;
}
console.log(`Scripts deferred behind ${STATIC_URL}/${bootName} on ${pages} pages.`);
