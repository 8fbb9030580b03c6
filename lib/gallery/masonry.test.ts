/** @jest-environment node */
import { assignColumns, breakColumns, columnTops, flexOrder, masonryHeight } from './masonry';

const PORTRAIT = 1.5;
const LANDSCAPE = 2 / 3;
const SQUARE = 1;

describe('assignColumns', () => {
  it('fills the first row left to right, in reading order', () => {
    expect(assignColumns([PORTRAIT, PORTRAIT, PORTRAIT], 3).columnOf).toEqual([0, 1, 2]);
  });

  it('puts each next photo under the shortest column', () => {
    // Column 1 ends highest after a landscape photo, so photo 4 goes there, then photo 5 under the square.
    const layout = assignColumns([PORTRAIT, LANDSCAPE, SQUARE, PORTRAIT, SQUARE, SQUARE], 3);
    expect(layout.columnOf).toEqual([0, 1, 2, 1, 2, 0]);
    expect(layout.counts).toEqual([2, 2, 2]);
    expect(layout.ratioSums[1]).toBeCloseTo(LANDSCAPE + PORTRAIT);
  });

  it('starts a last row the photos do not fill at the left edge, left to right, whichever column is shortest', () => {
    // After six photos column 1 is the shortest: the seventh, alone in its row, still goes to the left.
    const six = [PORTRAIT, LANDSCAPE, PORTRAIT, SQUARE, SQUARE, PORTRAIT];
    expect(assignColumns(six, 3).columnOf).toEqual([0, 1, 2, 1, 0, 2]);
    expect(assignColumns([...six, SQUARE], 3).columnOf).toEqual([0, 1, 2, 1, 0, 2, 0]);
    expect(assignColumns([...six, SQUARE, SQUARE], 3).columnOf).toEqual([0, 1, 2, 1, 0, 2, 0, 1]);
    // On a phone's two columns, an odd photo out goes left too, though the right column is shorter.
    expect(assignColumns([PORTRAIT, LANDSCAPE, LANDSCAPE], 2).columnOf).toEqual([0, 1, 0]);
    // Fewer photos than columns: one row, from the left.
    expect(assignColumns([LANDSCAPE, PORTRAIT], 3).columnOf).toEqual([0, 1]);
  });

  it('keeps ties on the left', () => {
    expect(assignColumns([SQUARE, SQUARE, SQUARE, SQUARE], 2).columnOf).toEqual([0, 1, 0, 1]);
  });

  it('balances the columns: no column is taller than another by more than one photo', () => {
    const ratios = Array.from({ length: 25 }, (_, i) => [PORTRAIT, LANDSCAPE, SQUARE, PORTRAIT, LANDSCAPE][i % 5]!);
    const { ratioSums } = assignColumns(ratios, 3);
    expect(Math.max(...ratioSums) - Math.min(...ratioSums)).toBeLessThanOrEqual(PORTRAIT + 0.2);
  });

  it('rejects a column count that is not a positive integer', () => {
    expect(() => assignColumns([1], 0)).toThrow(RangeError);
  });
});

describe('masonry CSS', () => {
  it('gives the container the height of its tallest column, with slack', () => {
    const layout = assignColumns([PORTRAIT, SQUARE, LANDSCAPE, SQUARE], 2);
    expect(masonryHeight(layout, 'var(--col)', 'var(--gap)')).toBe(
      'calc(max(calc(2.5 * var(--col) + 1 * var(--gap)), calc(1.6667 * var(--col) + 1 * var(--gap))) + 4px)',
    );
  });

  it('orders photos by column and breaks between the used columns only', () => {
    expect(flexOrder(0)).toBe(0);
    expect(flexOrder(2)).toBe(4);
    expect(breakColumns(assignColumns([1, 1, 1, 1], 3))).toEqual([0, 1]);
    expect(breakColumns(assignColumns([1], 3))).toEqual([]);
  });
});

describe('columnTops', () => {
  it('gives each photo the height of the photos above it in its column, gaps included', () => {
    // A landscape (0.5) left, a portrait (1.5) right; the next square goes under the landscape, the last one under the portrait.
    const ratios = [0.5, 1.5, 1, 1];
    const layout = assignColumns(ratios, 2, 0.04);
    expect(layout.columnOf).toEqual([0, 1, 0, 1]);
    expect(columnTops(ratios, layout, 0.04)).toEqual([0, 0, 0.54, 1.54]);
  });
});
