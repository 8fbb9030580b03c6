/** @jest-environment node */
import { markOf, stillToCheck, uncheckedMarks, type MarkKind } from './marks';

const suggested: MarkKind = {
  says: 'Suggested from English',
  adjective: 'suggested',
  texts: new Set(['O ramo da noiva', 'Confettis', 'As alianças', 'Os anéis']),
};
const drafted: MarkKind = { says: 'Drafted from the photo', adjective: 'drafted', texts: new Set(['Confettis']) };

describe('marks on the descriptions a service wrote', () => {
  const kept = new Map([['c.webp', 'As alianças']]);
  const portuguese = [
    { file: 'a.webp', description: 'O ramo da noiva' },
    { file: 'b.webp', description: 'Os confettis' },
    { file: 'c.webp', description: 'As alianças' },
    { file: 'd.webp', description: '' },
  ];

  it('marks each description left exactly as a service gave it, and none she corrected, kept or left empty', () => {
    expect(portuguese.map((row) => markOf(row, [suggested], [kept])?.says)).toEqual([
      'Suggested from English',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('stops the save for each one, naming the photo by its number and her file’s name', () => {
    expect(
      uncheckedMarks(portuguese, [suggested], [kept], 'Portuguese', (file) => file.replace('.webp', '.jpg')),
    ).toEqual(['Photo 1, a, has a Portuguese description suggested from English to check: correct it, or press Keep.']);
  });

  it('asks again when a kept photo gets a different text', () => {
    expect(markOf({ file: 'c.webp', description: 'Os anéis' }, [suggested], [kept])).toBe(suggested);
  });

  it('carries another kind of text, saying where it came from', () => {
    expect(markOf({ file: 'e.webp', description: 'Confettis' }, [drafted], [])).toBe(drafted);
    expect(uncheckedMarks([{ file: 'IMG_4122.webp', description: 'Confettis' }], [drafted], [], 'English')).toEqual([
      'Photo 1, IMG_4122, has an English description drafted from the photo to check: correct it, or press Keep.',
    ]);
  });

  it('says in a refused save where a text came from in its own words, when its kind gives them', () => {
    const englishChanged: MarkKind = {
      says: 'The English changed',
      adjective: 'Portuguese',
      texts: new Set(['O bolo']),
      toCheck: 'written before its English changed',
    };
    expect(
      uncheckedMarks([{ file: 'IMG_0001.webp', description: 'O bolo' }], [englishChanged], [], 'Portuguese'),
    ).toEqual([
      'Photo 1, IMG_0001, has a Portuguese description written before its English changed to check: correct it, or press Keep.',
    ]);
  });

  it('marks a text saved before its English changed until she keeps it, whatever the album holds', () => {
    const saved = new Map([['IMG_0001.webp', 'O bolo']]);
    const checked = new Map<string, string>();
    const englishChanged: MarkKind = {
      says: 'The English changed',
      adjective: 'Portuguese',
      texts: new Set(['O bolo']),
      clearedBy: [checked],
    };
    const row = { file: 'IMG_0001.webp', description: 'O bolo' };
    expect(markOf(row, [englishChanged], [checked, saved])).toBe(englishChanged);
    checked.set('IMG_0001.webp', 'O bolo');
    expect(markOf(row, [englishChanged], [checked, saved])).toBeUndefined();
  });

  it('marks nothing the album holds as saved, whatever a service gave in this visit', () => {
    const saved = new Map([['a.webp', 'O ramo da noiva']]);
    expect(markOf(portuguese[0]!, [suggested], [new Map(), saved])).toBeUndefined();
    // Changed after the save to another text a service gave, it is hers to check again.
    expect(markOf({ file: 'a.webp', description: 'Os anéis' }, [suggested], [new Map(), saved])).toBe(suggested);
    expect(uncheckedMarks(portuguese, [suggested], [kept, saved], 'Portuguese')).toEqual([]);
  });
});

describe('stillToCheck', () => {
  const rows = [
    { file: 'a.webp', description: 'Confettis' },
    { file: 'b.webp', description: 'O ramo da noiva' },
    { file: 'c.webp', description: 'As alianças' },
    { file: 'd.webp', description: 'Confettis' },
  ];

  it('counts the photos of one run still marked with its kind, down as she keeps, corrects or saves them', () => {
    const kinds = [suggested, drafted];
    const run = ['a.webp', 'b.webp', 'c.webp'];
    // a.webp's text was given by both: its mark is the first kind's, a suggestion, not a draft.
    expect(stillToCheck(rows, run, suggested, kinds, [])).toBe(3);
    expect(stillToCheck(rows, run, drafted, kinds, [])).toBe(0);
    expect(stillToCheck(rows, run, suggested, kinds, [new Map([['b.webp', 'O ramo da noiva']])])).toBe(2);
    expect(
      stillToCheck(rows, run, suggested, kinds, [new Map(), new Map(rows.map((row) => [row.file, row.description]))]),
    ).toBe(0);
    // A photo no longer in the album (reverted, or renamed by its save) is not counted.
    expect(stillToCheck(rows.slice(2), run, suggested, kinds, [])).toBe(1);
  });
});
