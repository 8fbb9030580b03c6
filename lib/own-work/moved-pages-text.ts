/**
 * content/routes.ts's `movedPages` as text: the old addresses it holds, and the file without some
 * of them. The first day's step reads the project's own file (not the module this script was built
 * with) and takes out, line by line, the old addresses that led to the demo's albums, leaving every
 * other line, comment and layout as written.
 */

/** The table's block: from its opening line to the closing `}` at the start of a line. */
const BLOCK = /^export const movedPages = \{\n([\s\S]*?)^\}/m;
/** One entry on a line of its own: `  '/old': '/new',`. */
const ENTRY = /^\s*'([^']+)':\s*'([^']+)',?\s*$/;

/** The old addresses of the table, each with the address it leads to ({} when the file has no table). */
export function movedPagesIn(source: string): Record<string, string> {
  const block = BLOCK.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => ENTRY.exec(line))
      .filter((match) => match !== null)
      .map(([, from, to]) => [from!, to!]),
  );
}

/** The file with the entries of these old addresses taken out of the table. */
export function withoutMovedPages(source: string, gone: readonly string[]): string {
  return source.replace(BLOCK, (block) =>
    block
      .split('\n')
      .filter((line) => {
        const from = ENTRY.exec(line)?.[1];
        return from === undefined || !gone.includes(from);
      })
      .join('\n'),
  );
}
