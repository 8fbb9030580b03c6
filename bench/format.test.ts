/** @jest-environment node */
import { cell, format, markdownTable } from './format';

describe('cell', () => {
  it('shows the median, then the range across runs without repeating the unit', () => {
    expect(cell({ median: 1570, min: 1500, max: 1660, n: 3 }, format.seconds)).toBe('1.57 s (1.50–1.66 s)');
    expect(cell({ median: 618 * 1024, min: 600 * 1024, max: 620 * 1024, n: 3 }, format.kb)).toBe('618 KB (600–620 KB)');
  });

  it('shows no range for a single run or when the runs agree once rounded', () => {
    expect(cell({ median: 81, min: 81, max: 81, n: 1 }, format.score)).toBe('81');
    expect(cell({ median: 0, min: 0, max: 0.0004, n: 3 }, format.cls)).toBe('0.000');
  });

  it('shows a dash when nothing was measured', () => {
    expect(cell(null, format.ms)).toBe('–');
  });
});

describe('markdownTable', () => {
  it('writes a header, a separator and one line per row, escaping pipes inside cells', () => {
    expect(markdownTable(['Site', 'LCP'], [['a|b', '1.00 s']])).toEqual([
      '| Site | LCP |',
      '| --- | --- |',
      '| a\\|b | 1.00 s |',
    ]);
  });
});
