/**
 * Where the editor is, from its address: the editor routes in the address's hash, an album being
 * "#/collections/weddings/entries/rita-nuno" and a new one "#/collections/weddings/new" (a query
 * may follow). Pure: whether a move from one address to another leaves the entry she edits.
 */

/** The entry an address of the editor shows ("weddings/entries/rita-nuno", "weddings/new"), if it shows one. */
export function entryShown(url: string): string | undefined {
  const hash = new URL(url, 'http://editor.invalid/').hash.replace(/^#/, '').split('?')[0] ?? '';
  const match = /^\/collections\/([^/]+)\/(entries\/.+|new)$/.exec(hash);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** Whether going from `from` to `to` leaves the entry `from` shows: another entry, the list, another page. */
export function leavesEntry(from: string, to: string): boolean {
  const entry = entryShown(from);
  if (entry === undefined) return false;
  const [here, there] = [new URL(from, 'http://editor.invalid/'), new URL(to, 'http://editor.invalid/')];
  if (here.origin !== there.origin || here.pathname !== there.pathname) return true;
  return entryShown(to) !== entry;
}
