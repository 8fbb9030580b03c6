/**
 * What differs between two builds of the site's export (out/), page by page, once what a build
 * always changes is set aside: the build's id, and the names of the hashed files Next.js and the
 * boot loader and the editor's build write (/_next/static/chunks/0cz1d0mv5g_q7.js,
 * boot.5b34426e124e.js, page/…, /admin/cms/start-XPNCIUQC.js). A
 * change meant to move content without changing the site (her settings from TypeScript to a data
 * file) shows no difference; any text, attribute or markup that changed shows, with where.
 * Pure; scripts/compare-exports.ts reads the folders.
 */

/** A hashed file's name, with or without /_next/ before it (the pages' data names chunks without it). */
const HASHED_FILE = /(static\/(?:chunks|css|page)\/)[^"'\s()\\]+?(\.(?:js|css))/g;
const BOOT_LOADER = /(static\/boot\.)[0-9a-f]+(\.js)/g;
/** The editor's code, named by esbuild after its content (/admin/cms/start-XPNCIUQC.js). */
const EDITOR_CODE = /(\/admin\/cms\/[a-z-]+-)[0-9A-Za-z]{8}(\.(?:js|css))/g;

/** A page's HTML with the build's id and the hashed files' names set aside. */
export function normaliseExportHtml(html: string, buildId: string): string {
  let text = html
    .replace(HASHED_FILE, '$1[hashed]$2')
    .replace(BOOT_LOADER, '$1[hashed]$2')
    .replace(EDITOR_CODE, '$1[hashed]$2');
  if (buildId) text = text.split(buildId).join('[build]');
  return text;
}

export type ExportDifference =
  | { page: string; kind: 'only in the first build' | 'only in the second build' }
  | { page: string; kind: 'changed'; first: string; second: string };

/** `CONTEXT` characters either side of where two texts first differ. */
const CONTEXT = 80;

function firstDifference(first: string, second: string): { first: string; second: string } {
  let index = 0;
  while (index < first.length && first[index] === second[index]) index++;
  const start = Math.max(0, index - CONTEXT);
  return { first: first.slice(start, index + CONTEXT), second: second.slice(start, index + CONTEXT) };
}

/**
 * The pages whose normalised HTML differs between two builds (each a map of the page's path to its
 * normalised HTML), in the order of their paths, with where each first differs.
 */
export function exportDifferences(
  first: ReadonlyMap<string, string>,
  second: ReadonlyMap<string, string>,
): ExportDifference[] {
  const pages = [...new Set([...first.keys(), ...second.keys()])].toSorted();
  return pages.flatMap((page): ExportDifference[] => {
    const a = first.get(page);
    const b = second.get(page);
    if (a === undefined) return [{ page, kind: 'only in the second build' }];
    if (b === undefined) return [{ page, kind: 'only in the first build' }];
    return a === b ? [] : [{ page, kind: 'changed', ...firstDifference(a, b) }];
  });
}
