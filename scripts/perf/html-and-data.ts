import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_DATA_URL } from '../postbuild/defer-scripts';

/**
 * Where this site's builds keep a page's data (its RSC payload, moved out of the HTML for the
 * CSP): the page's own file now (scripts/postbuild), inline scripts moved to files before.
 */
const PAGE_DATA_PREFIXES = [`${PAGE_DATA_URL}/`, '/_next/static/inline/'];

export type Size = { raw: number; gzip: number };

/** A page's HTML file and the page-data files it loads, as the host sends them. */
export type HtmlAndData = {
  html: Size;
  /** Every page-data file together (zero when the data is inline or the site has none). */
  data: Size;
  dataFiles: number;
  /** The page data is inline in the HTML (Next.js's own `self.__next_f.push` scripts): the HTML alone counts. */
  inlineData: boolean;
};

/** A site's file by its path from the site's root ('stories/weddings.html'); null when there is none. */
export type ReadSiteFile = (file: string) => Buffer | null;

const SCRIPT_TAG = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const INLINE_PAGE_DATA = /self\.__next_f\s*(?:=|\.push\()/;

function attributeOf(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/**
 * The page-data files an exported page loads, in order: those its boot script lists in
 * `data-load` (in <head> now, at the end of <body> in older builds), and in older builds still
 * those it loads with a script tag of their own.
 */
export function pageDataUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, attributes = ''] of html.matchAll(SCRIPT_TAG)) {
    const listed = [attributeOf(attributes, 'src'), ...(attributeOf(attributes, 'data-load') ?? '').split(/\s+/)];
    for (const url of listed) {
      if (url && PAGE_DATA_PREFIXES.some((prefix) => url.startsWith(prefix)) && !urls.includes(url)) urls.push(url);
    }
  }
  return urls;
}

/** The files a static host may answer a clean URL with: '/a' → a.html, then a/index.html. */
function htmlCandidates(path: string): string[] {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? [`${clean}.html`, `${clean}/index.html`] : ['index.html'];
}

const sizeOf = (bytes: Buffer): Size => ({ raw: bytes.length, gzip: gzipSync(bytes).length });

/**
 * A page's HTML plus the page data it loads, raw and gzipped (zlib's default level, as the host
 * sends them and as e2e/budgets.spec.ts counts them), each file compressed on its own.
 */
export function htmlAndDataOf(path: string, read: ReadSiteFile): HtmlAndData {
  const htmlFile = htmlCandidates(path).find((file) => read(file) !== null);
  const html = htmlFile === undefined ? null : read(htmlFile);
  if (!html) throw new Error(`no HTML file for ${path} (looked for ${htmlCandidates(path).join(', ')})`);
  const text = html.toString('utf8');
  const data: Size = { raw: 0, gzip: 0 };
  const urls = pageDataUrls(text);
  for (const url of urls) {
    const file = read(decodeURIComponent(url.replace(/^\//, '')));
    if (!file) throw new Error(`${htmlFile} loads ${url}, which is not in the site`);
    const size = sizeOf(file);
    data.raw += size.raw;
    data.gzip += size.gzip;
  }
  return {
    html: sizeOf(html),
    data,
    dataFiles: urls.length,
    inlineData: urls.length === 0 && INLINE_PAGE_DATA.test(text),
  };
}

/** Reads the files of a static site's folder. */
export function siteFiles(root: string): ReadSiteFile {
  return (file) => {
    const full = join(root, file);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full) : null;
  };
}
