/**
 * Masonry column assignment, computed at build time from the photos' aspect ratios, so the
 * gallery needs no JavaScript and nothing moves while photos load. Each photo goes, in album
 * order, to the column that is shortest so far (the leftmost on a tie): the top of every column
 * follows the reading order, and the columns end at nearly the same height. A last row that the
 * photos do not fill starts at the left edge, as every row above does: its photos go under the
 * first columns, left to right, so the album's last photo is never left alone in the middle.
 */
export type MasonryLayout = {
  columns: number;
  /** The column (0-based) of each photo, in album order. */
  columnOf: number[];
  /** Each column's height in column widths: the sum of its photos' height ÷ width. */
  ratioSums: number[];
  /** How many photos each column holds. */
  counts: number[];
};

/**
 * @param ratios height ÷ width of each photo, in album order
 * @param gapRatio the gap between two photos, in column widths (only used to pick columns)
 */
export function assignColumns(ratios: readonly number[], columns: number, gapRatio = 0.04): MasonryLayout {
  if (!Number.isInteger(columns) || columns < 1)
    throw new RangeError(`columns must be a positive integer, got ${columns}`);
  const heights = new Array<number>(columns).fill(0);
  const ratioSums = new Array<number>(columns).fill(0);
  const counts = new Array<number>(columns).fill(0);
  const lastRow = ratios.length - (ratios.length % columns);
  const columnOf = ratios.map((ratio, index) => {
    let shortest = index >= lastRow ? index - lastRow : 0;
    for (let c = 1; c < columns && index < lastRow; c++) {
      // A small tolerance keeps ties on the left, as a reader expects.
      if (heights[c]! < heights[shortest]! - 1e-9) shortest = c;
    }
    heights[shortest]! += ratio + (counts[shortest]! > 0 ? gapRatio : 0);
    ratioSums[shortest]! += ratio;
    counts[shortest]! += 1;
    return shortest;
  });
  return { columns, columnOf, ratioSums, counts };
}

/**
 * Where each photo starts in its column, in column widths from the top of the grid (with the
 * same gap as assignColumns), in album order.
 */
export function columnTops(ratios: readonly number[], layout: MasonryLayout, gapRatio = 0.04): number[] {
  const heights = new Array<number>(layout.columns).fill(0);
  return ratios.map((ratio, index) => {
    const column = layout.columnOf[index]!;
    const top = heights[column]!;
    heights[column] = top + ratio + gapRatio;
    return top;
  });
}

/**
 * The CSS height of a flex column-wrap masonry container: the tallest column, in terms of
 * `columnWidth` and `gap` (CSS lengths, e.g. var(--col) and var(--gap)). A few pixels of slack
 * keep rounding from pushing the last photo of the tallest column into a new column.
 */
export function masonryHeight(layout: MasonryLayout, columnWidth: string, gap: string, slack = '4px'): string {
  const columnHeights = layout.ratioSums
    .map((sum, c) => ({ sum, gaps: Math.max(0, layout.counts[c]! - 1) }))
    .filter((_, c) => layout.counts[c]! > 0)
    .map(({ sum, gaps }) => `calc(${round(sum)} * ${columnWidth} + ${gaps} * ${gap})`);
  if (columnHeights.length === 0) return '0px';
  return `calc(max(${columnHeights.join(', ')}) + ${slack})`;
}

/** CSS `order` of a photo: columns are even numbers, the column breaks between them odd. */
export function flexOrder(column: number): number {
  return column * 2;
}

/** The columns after which a forced break is needed (every non-empty column but the last one). */
export function breakColumns(layout: MasonryLayout): number[] {
  const used = layout.counts.flatMap((count, c) => (count > 0 ? [c] : []));
  return used.slice(0, -1);
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
