import { markOf, uncheckedMarks, type MarkKind } from './marks';

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
    expect(portuguese.map((row) => markOf(row, [suggested], kept)?.says)).toEqual([
      'Suggested from English',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('stops the save for each one, naming the photo by its number and her file’s name', () => {
    expect(
      uncheckedMarks(portuguese, [suggested], kept, 'Portuguese', (file) => file.replace('.webp', '.jpg')),
    ).toEqual(['Photo 1, a, has a Portuguese description suggested from English to check: correct it, or press Keep.']);
  });

  it('asks again when a kept photo gets a different text', () => {
    expect(markOf({ file: 'c.webp', description: 'Os anéis' }, [suggested], kept)).toBe(suggested);
  });

  it('carries another kind of text, saying where it came from', () => {
    expect(markOf({ file: 'e.webp', description: 'Confettis' }, [drafted], new Map())).toBe(drafted);
    expect(
      uncheckedMarks([{ file: 'IMG_4122.webp', description: 'Confettis' }], [drafted], new Map(), 'English'),
    ).toEqual([
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
      uncheckedMarks([{ file: 'IMG_0001.webp', description: 'O bolo' }], [englishChanged], new Map(), 'Portuguese'),
    ).toEqual([
      'Photo 1, IMG_0001, has a Portuguese description written before its English changed to check: correct it, or press Keep.',
    ]);
  });
});
