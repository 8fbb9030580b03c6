import { createHash } from 'node:crypto';

/**
 * The post-build change to every exported page that makes it paint first (issue 13):
 * - Next.js writes its bootstrap and the page's data as inline scripts, which the site's
 *   Content-Security-Policy (no 'unsafe-inline', firebase.json) would refuse, and a static export
 *   has no per-request nonce. They become one content-addressed file per page, in their order.
 * - Next.js's framework chunks are `async` scripts in <head> (with preload hints), which on a
 *   phone compete with the first photos for the network and run before the first paint. They are
 *   taken out of the document and listed, after the page's data, on the one boot script
 *   (boot-loader.ts) at the end of <body>, which starts them after the first paint and the
 *   priority photos.
 * JSON-LD blocks are data, not scripts, and stay inline; the `nomodule` polyfill for very old
 * browsers stays where it is (modern browsers ignore it).
 */

const SCRIPT = /<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;
const SCRIPT_PRELOAD = /<link(?=[^>]*\bas="script")(?=[^>]*\brel="preload")[^>]*\/?>/g;

/** Where the exported pages' scripts live, and the folder of each page's data (its RSC payload). */
export const STATIC_URL = '/_next/static';
export const PAGE_DATA_URL = `${STATIC_URL}/page`;

export type DeferredPage = {
  html: string;
  /** The page's inline scripts in document order, joined; null when it had none. */
  pageData: { name: string; code: string } | null;
};

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
const contentHash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * Rewrites one exported page. `bootSrc` is the URL of the compiled boot loader; `pageDataDir` the
 * URL folder of the page-data files. Pages without Next.js's scripts are returned unchanged.
 */
export function deferPageScripts(html: string, bootSrc: string, pageDataDir: string): DeferredPage {
  const inline: string[] = [];
  const chunks: string[] = [];
  const rewritten = html
    .replace(SCRIPT, (tag, attributes: string, code: string) => {
      if (/\stype="application\/ld\+json"/.test(attributes) || /\snoModule(=|\s|$)/i.test(attributes)) return tag;
      const src = attribute(attributes, 'src');
      if (src) chunks.push(src);
      else if (code.trim()) inline.push(code.trim().replace(/;?$/, ';'));
      else return tag;
      return '';
    })
    .replace(SCRIPT_PRELOAD, '');
  if (inline.length === 0 && chunks.length === 0) return { html, pageData: null };

  const code = inline.join('\n');
  const pageData = code ? { name: `${contentHash(code, 20)}.js`, code } : null;
  const load = [...(pageData ? [`${pageDataDir}/${pageData.name}`] : []), ...chunks].join(' ');
  const boot = `<script src="${bootSrc}" data-load="${load}" async=""></script>`;
  if (!rewritten.includes('</body>')) throw new Error('An exported page has no </body>: cannot place its boot script.');
  return { html: rewritten.replace('</body>', `${boot}</body>`), pageData };
}

/** The content-addressed name of the compiled boot loader. */
export function bootFileName(code: string): string {
  return `boot.${contentHash(code, 12)}.js`;
}
