#!/usr/bin/env node
// Post-build step: moves every inline <script> of the exported HTML into a content-addressed file
// (out/_next/static/inline/<sha256>.js), referenced by a classic <script src> at the same place, so
// the pages run under a Content-Security-Policy without 'unsafe-inline' (firebase.json). Next.js
// writes its bootstrap and page data as inline scripts, and a static export has no per-request
// nonce. Classic scripts without async/defer keep their document order, as the inline ones had it;
// they sit at the end of <body>, after the content, so the first paint does not wait for them
// (measured with npm run perf: `defer` gave no better LCP).
// JSON-LD blocks (type="application/ld+json") are data, not scripts, and stay inline.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const out = join(root, 'out');
const inlineDir = join(out, '_next', 'static', 'inline');
const INLINE_SCRIPT = /<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;

function htmlFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

export function externalizeInlineScripts(html, writeScript) {
  return html.replace(INLINE_SCRIPT, (tag, attributes, code) => {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes) || code.trim() === '') return tag;
    const name = createHash('sha256').update(code).digest('hex').slice(0, 20);
    writeScript(name, code);
    return `<script${attributes} src="/_next/static/inline/${name}.js"></script>`;
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  mkdirSync(inlineDir, { recursive: true });
  const written = new Set();
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const result = externalizeInlineScripts(html, (name, code) => {
      if (!written.has(name)) writeFileSync(join(inlineDir, `${name}.js`), code);
      written.add(name);
    });
    if (result !== html) {
      writeFileSync(file, result);
      pages += 1;
    }
  }
  console.log(`Inline scripts: ${written.size} moved to ${relative(root, inlineDir)}/ from ${pages} pages.`);
}
