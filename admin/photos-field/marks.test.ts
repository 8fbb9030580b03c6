/** @jest-environment node */
import { Marks, markOf, stillToCheck, uncheckedMarks, type SideMarks } from './marks';

const row = (file: string, description: string) => ({ file, description });

describe('the one rule for the marks', () => {
  it('marks a text a machine wrote into a box until she keeps it or writes in it, and never an empty box', () => {
    const marks = new Marks();
    marks.wrote('rita-nuno', 'pt', 'a.webp', 'O ramo da noiva', 'suggested');
    marks.wrote('rita-nuno', 'pt', 'b.webp', 'As alianças', 'suggested');
    marks.wrote('rita-nuno', 'pt', 'c.webp', '', 'suggested');
    const now = marks.of('rita-nuno', 'pt');
    expect(markOf(row('a.webp', 'O ramo da noiva'), now)).toBe('suggested');
    expect(markOf(row('b.webp', 'As alianças'), now)).toBe('suggested');
    expect(markOf(row('c.webp', ''), now)).toBeUndefined();
    // Corrected: another text is hers.
    expect(markOf(row('a.webp', 'O ramo'), now)).toBeUndefined();
    marks.checked('rita-nuno', 'pt', 'b.webp', 'As alianças');
    expect(markOf(row('b.webp', 'As alianças'), marks.of('rita-nuno', 'pt'))).toBeUndefined();
  });

  it('marks only the photo a text was written into: the same sentence on a saved photo is not marked', () => {
    const marks = new Marks();
    // A second suggestion gives photo 2 the sentence photo 7 was saved with.
    marks.wrote('bia-rui', 'pt', 'IMG_4102.webp', 'A avó a ajeitar o véu', 'suggested');
    const now = marks.of('bia-rui', 'pt');
    expect(markOf(row('IMG_4105.webp', 'A avó a ajeitar o véu'), now)).toBeUndefined();
    expect(markOf(row('IMG_4102.webp', 'A avó a ajeitar o véu'), now)).toBe('suggested');
  });

  it('keeps each side and each album apart', () => {
    const marks = new Marks();
    marks.wrote('rita-nuno', 'en', 'IMG_0001.webp', 'The first dance', 'drafted');
    expect(markOf(row('IMG_0001.webp', 'The first dance'), marks.of('rita-nuno', 'en'))).toBe('drafted');
    expect(markOf(row('IMG_0001.webp', 'The first dance'), marks.of('rita-nuno', 'pt'))).toBeUndefined();
    expect(markOf(row('IMG_0001.webp', 'The first dance'), marks.of('ana-rui', 'en'))).toBeUndefined();
  });

  it('takes every box of a saved album as hers, the boxes of its first save (no name yet) too; a redraft after it is marked again', () => {
    const marks = new Marks();
    marks.wrote('', 'en', 'blob:1', 'The first dance', 'drafted');
    marks.wrote('bia-rui', 'pt', 'IMG_0002.webp', 'O bolo', 'suggested');
    marks.saved('bia-rui', '');
    expect(markOf(row('blob:1', 'The first dance'), marks.of('', 'en'))).toBeUndefined();
    expect(markOf(row('IMG_0002.webp', 'O bolo'), marks.of('bia-rui', 'pt'))).toBeUndefined();
    // Emptied and drafted again, the same sentence as saved is a machine's text once more.
    marks.wrote('bia-rui', 'pt', 'IMG_0002.webp', 'O bolo', 'drafted');
    expect(markOf(row('IMG_0002.webp', 'O bolo'), marks.of('bia-rui', 'pt'))).toBe('drafted');
  });

  it('marks a Portuguese behind its English, saved or not, until she checks it for this English', () => {
    const marks = new Marks();
    marks.checked('bia-rui', 'pt', 'IMG_0001.webp', 'O bolo');
    const behind = new Set(['IMG_0001.webp']);
    expect(markOf(row('IMG_0001.webp', 'O bolo'), marks.of('bia-rui', 'pt', behind))).toBeUndefined();
    marks.englishChanged('bia-rui', 'IMG_0001.webp');
    marks.saved('bia-rui');
    expect(markOf(row('IMG_0001.webp', 'O bolo'), marks.of('bia-rui', 'pt', behind))).toBe('behind');
    // Never on the English side.
    expect(markOf(row('IMG_0001.webp', 'O bolo'), marks.of('bia-rui', 'en', behind))).toBeUndefined();
    marks.checked('bia-rui', 'pt', 'IMG_0001.webp', 'O bolo');
    expect(markOf(row('IMG_0001.webp', 'O bolo'), marks.of('bia-rui', 'pt', behind))).toBeUndefined();
  });

  it('marks her caption moved to the Portuguese side, as moved', () => {
    const marks = new Marks();
    marks.wrote('bia-rui', 'pt', 'blob:17', 'Os noivos à saída da capela', 'caption');
    expect(markOf(row('blob:17', 'Os noivos à saída da capela'), marks.of('bia-rui', 'pt'))).toBe('caption');
  });
});

describe('what the marks say', () => {
  const marks: SideMarks = {
    machine: new Map([
      ['IMG_4122.webp', { text: 'Confettis', kind: 'drafted' }],
      ['IMG_0001.webp', { text: 'O bolo', kind: 'suggested' }],
    ]),
    behind: new Set(['IMG_0003.webp']),
    checkedBehind: new Map(),
  };

  it('stops the save for each one, saying what to do first, naming the photo and where its text came from', () => {
    expect(
      uncheckedMarks(
        [row('IMG_4122.webp', 'Confettis'), row('IMG_0002.webp', 'Hers'), row('IMG_0003.webp', 'A dança')],
        marks,
        'Portuguese',
        (file) => file.replace('.webp', ''),
      ),
    ).toEqual([
      'Photo 1, IMG_4122: check its Portuguese description (drafted from the photo), then correct it or press Keep.',
      'Photo 3, IMG_0003: check its Portuguese description (written before its English changed), then correct it or press Keep.',
    ]);
  });

  it('counts the photos of one run still marked with its kind, down as she keeps or corrects them', () => {
    const rows = [row('IMG_4122.webp', 'Confettis'), row('IMG_0001.webp', 'O bolo'), row('IMG_0009.webp', 'Hers')];
    expect(stillToCheck(rows, ['IMG_4122.webp', 'IMG_0001.webp'], 'drafted', marks)).toBe(1);
    expect(stillToCheck(rows, ['IMG_4122.webp', 'IMG_0001.webp'], 'suggested', marks)).toBe(1);
    // A photo no longer in the album (reverted, or renamed by its save) is not counted.
    expect(stillToCheck(rows.slice(1), ['IMG_4122.webp'], 'drafted', marks)).toBe(0);
  });
});
