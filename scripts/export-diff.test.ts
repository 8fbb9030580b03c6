/** @jest-environment node */
import { exportDifferences, normaliseExportHtml } from './export-diff';

const page = (build: string, chunk: string, boot: string, text: string) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${chunk}.css"><script src="/_next/static/boot.${boot}.js"></script>` +
  `<script src="/_next/static/page/${boot}.js"></script><script src="/admin/cms/start-${chunk.toUpperCase().slice(0, 2)}QCIUQC.js"></script><p>${text}</p>` +
  `<script>self.__next_f.push([1,"0:{\\"b\\":\\"${build}\\",\\"c\\":[\\"static/chunks/${chunk}.js\\"]}"])</script>`;

describe('normaliseExportHtml', () => {
  it('sets aside the build id and the hashed files’ names, and nothing else', () => {
    const first = normaliseExportHtml(
      page('TMnaSLIjTRjRdZfv2lReN', '0cz1d0mv5g_q7', '5b34426e124e', 'A 200 € deposit'),
      'TMnaSLIjTRjRdZfv2lReN',
    );
    const second = normaliseExportHtml(
      page('Xy12abCDefGHijKLmnOPq', '2xoohewn5wac2', '0123456789ab', 'A 200 € deposit'),
      'Xy12abCDefGHijKLmnOPq',
    );
    expect(first).toBe(second);
    expect(first).not.toContain('TMnaSLIjTRjRdZfv2lReN');
    expect(first).toContain('<p>A 200 € deposit</p>');
  });
});

describe('exportDifferences', () => {
  const normalised = (text: string, build = 'B1', chunk = 'aa') =>
    normaliseExportHtml(page(build, chunk, 'ff', text), build);

  it('finds no difference between two builds of the same pages', () => {
    const first = new Map([['faq.html', normalised('A 200 € deposit', 'B1', 'aa')]]);
    const second = new Map([['faq.html', normalised('A 200 € deposit', 'B2', 'bb')]]);
    expect(exportDifferences(first, second)).toEqual([]);
  });

  it('names a page whose text changed, with where, and a page only one build has', () => {
    const first = new Map([
      ['faq.html', normalised('A 200 € deposit')],
      ['about.html', normalised('About')],
    ]);
    const second = new Map([
      ['faq.html', normalised('A 250 € deposit')],
      ['faq/pt-pt.html', normalised('Um sinal de 250 €')],
    ]);
    const differences = exportDifferences(first, second);
    expect(differences.map(({ page, kind }) => [page, kind])).toEqual([
      ['about.html', 'only in the first build'],
      ['faq.html', 'changed'],
      ['faq/pt-pt.html', 'only in the second build'],
    ]);
    const changed = differences[1]!;
    expect('first' in changed && [changed.first.includes('A 200 €'), changed.second.includes('A 250 €')]).toEqual([
      true,
      true,
    ]);
  });
});
