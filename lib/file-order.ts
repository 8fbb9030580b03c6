const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural file-name order (IMG_2 before IMG_10), the order photos show in; names equal but for case keep a stable order. */
export function compareFileNames(a: string, b: string): number {
  return naturalOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
