import { createHash } from 'node:crypto';

/**
 * The post-build change to every exported page that makes it paint first:
 * - Next.js writes its bootstrap and the page's data as inline scripts, which the site's
 *   Content-Security-Policy (no 'unsafe-inline', firebase.json) would refuse, and a static export
 *   has no per-request nonce. They become one content-addressed file per page, in their order.
 * - Next.js's framework chunks are `async` scripts in <head> (with preload hints), which on a
 *   phone compete with the first photos for the network and run before the first paint. They are
 *   taken out of the document and listed, after the page's data, on the one boot script
 *   (boot-loader.ts), which starts them after the first paint and the priority photos. The boot
 *   script itself is small and sits at the end of <head>: fetched with the page, it runs before
 *   the first photo can show, so a photo tapped as soon as it appears already opens the viewer.
 * JSON-LD blocks are data, not scripts, and stay inline; the `nomodule` polyfill for very old
 * browsers stays where it is (modern browsers ignore it).
 *
 * The rewrite reads Next.js's HTML by its shape (fixtures/empty-page.html is a real export). A page
 * whose shape it does not know would never hydrate or would break the CSP, so it stops the build.
 */

const SCRIPT = /<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;
const SCRIPT_PRELOAD = /<link(?=[^>]*\bas="script")(?=[^>]*\brel="preload")[^>]*\/?>/g;
/** Any script tag at all, however written: what the rewrite must leave only where it means to. */
const ANY_SCRIPT_TAG = /<script\b[^>]*>/gi;
/** The first inline script of the page's data: it creates the queue the others push to. */
const FLIGHT_BOOTSTRAP = /^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(/;

/** Where the exported pages' scripts live, and the folder of each page's data (its RSC payload). */
export const STATIC_URL = '/_next/static';
export const PAGE_DATA_URL = `${STATIC_URL}/page`;
const CHUNKS_URL = `${STATIC_URL}/chunks/`;

export type DeferredPage = {
  html: string;
  /** The page's inline scripts in document order, joined. */
  pageData: { name: string; code: string };
};

export type DeferOptions = {
  /** The URL of the compiled boot loader. */
  bootSrc: string;
  /** The URL folder of the page-data files. */
  pageDataDir: string;
  /** The page's file, named in the error when its shape is not the one expected. */
  page: string;
};

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
const contentHash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);
const isData = (attributes: string) => /\stype="application\/ld\+json"/.test(attributes);
const isNoModule = (attributes: string) => /\snoModule(=|\s|$)/i.test(attributes);

/**
 * Rewrites one exported page. Throws, naming the page, when it is not the shape Next.js exports
 * (no page-data bootstrap, no framework chunk, no </head>) or when a script would be left to run
 * inline.
 */
export function deferPageScripts(html: string, { bootSrc, pageDataDir, page }: DeferOptions): DeferredPage {
  const fail = (problem: string) => {
    throw new Error(
      `${page}: ${problem}. Next.js's exported HTML has changed shape: see scripts/postbuild/defer-scripts.ts.`,
    );
  };
  const inline: string[] = [];
  const chunks: string[] = [];
  const rewritten = html
    .replace(SCRIPT, (tag, attributes: string, code: string) => {
      if (isData(attributes) || isNoModule(attributes)) return tag;
      const src = attribute(attributes, 'src');
      if (src) chunks.push(src);
      else if (code.trim()) inline.push(code.trim().replace(/;?$/, ';'));
      else return tag;
      return '';
    })
    .replace(SCRIPT_PRELOAD, '');

  if (!inline.some((code) => FLIGHT_BOOTSTRAP.test(code))) fail("the page data's bootstrap (self.__next_f) is missing");
  if (!chunks.some((src) => src.startsWith(CHUNKS_URL))) fail(`no framework chunk (${CHUNKS_URL}…) was found`);
  const foreign = chunks.find((src) => !src.startsWith(`${STATIC_URL}/`));
  if (foreign) fail(`a script from outside ${STATIC_URL} (${foreign}) would be deferred with the framework`);
  const left = (rewritten.match(ANY_SCRIPT_TAG) ?? []).filter((tag) => !isData(tag) && !isNoModule(tag));
  if (left.length > 0) fail(`a script is left in the page (${left[0]!.slice(0, 80)})`);
  if (!rewritten.includes('</head>')) fail('there is no </head> to put the boot script before');

  const code = inline.join('\n');
  const pageData = { name: `${contentHash(code, 20)}.js`, code };
  const load = [`${pageDataDir}/${pageData.name}`, ...chunks].join(' ');
  const boot = `<script src="${bootSrc}" data-load="${load}" async=""></script>`;
  return { html: rewritten.replace('</head>', `${boot}</head>`), pageData };
}

/** The content-addressed name of the compiled boot loader. */
export function bootFileName(code: string): string {
  return `boot.${contentHash(code, 12)}.js`;
}
