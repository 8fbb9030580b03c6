import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_DATA_URL } from '../scripts/postbuild/defer-scripts';

export type Size = { raw: number; gzip: number };

/** A site's file by its path from the site's root ('stories/weddings.html'); null when there is none. */
export type ReadSiteFile = (file: string) => Buffer | null;

/**
 * The page-data files (the page's RSC payload, moved out of the HTML for the CSP) an exported page
 * loads: those its boot script lists in `data-load`, not the framework chunks listed after them.
 */
export function pageDataUrls(html: string): string[] {
  const listed = [...html.matchAll(/\sdata-load=["']([^"']*)["']/g)].flatMap(([, urls = '']) => urls.split(/\s+/));
  return [...new Set(listed.filter((url) => url.startsWith(`${PAGE_DATA_URL}/`)))];
}

const sizeOf = (bytes: Buffer): Size => ({ raw: bytes.length, gzip: gzipSync(bytes).length });

/**
 * A page's HTML plus the page data it loads, raw and gzipped (zlib's default level, as the host
 * sends them and as e2e/budgets.spec.ts counts them), each file compressed on its own.
 */
export function htmlAndDataOf(path: string, read: ReadSiteFile): { html: Size; data: Size } {
  const htmlFile = path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}.html`;
  const html = read(htmlFile);
  if (!html) throw new Error(`no HTML file for ${path} (looked for ${htmlFile})`);
  const data: Size = { raw: 0, gzip: 0 };
  for (const url of pageDataUrls(html.toString('utf8'))) {
    const file = read(decodeURIComponent(url.slice(1)));
    if (!file) throw new Error(`${htmlFile} loads ${url}, which is not in the site`);
    const size = sizeOf(file);
    data.raw += size.raw;
    data.gzip += size.gzip;
  }
  return { html: sizeOf(html), data };
}

/** Reads the files of a static site's folder. */
export function siteFiles(root: string): ReadSiteFile {
  return (file) => {
    const full = join(root, file);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full) : null;
  };
}
