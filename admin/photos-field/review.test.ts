/** @jest-environment node */
import {
  bringSideHint,
  firstToDo,
  nextToDo,
  alsoInPhotos,
  sharedSentences,
  stepTo,
  stillToDo,
  stillToDoSentence,
  type Need,
  type PhotoNeeds,
} from './review';

const photo = (en: Need, pt: Need): PhotoNeeds => ({ en, pt });

describe('what is still to check and to write', () => {
  it('counts each language’s description to check and to write, and says both in her words', () => {
    const photos = [
      photo('check', 'check'),
      photo(undefined, 'write'),
      photo('write', 'write'),
      photo(undefined, undefined),
    ];
    expect(stillToDo(photos)).toEqual({ check: 2, write: 3 });
    expect(stillToDoSentence({ check: 2, write: 3 })).toBe('2 descriptions to check, 3 to write.');
    expect(stillToDoSentence({ check: 1, write: 0 })).toBe('1 description to check.');
    expect(stillToDoSentence({ check: 0, write: 36 })).toBe('36 descriptions to write.');
    expect(stillToDoSentence({ check: 0, write: 1 })).toBe('1 description to write.');
    expect(stillToDoSentence({ check: 0, write: 0 })).toBe('No description left to check or write.');
  });

  it('speaks of descriptions only, whatever is left: other fields may still be marked to check', () => {
    for (const left of [
      { check: 0, write: 0 },
      { check: 2, write: 0 },
      { check: 0, write: 3 },
      { check: 1, write: 1 },
    ]) {
      expect(stillToDoSentence(left)).toMatch(/description/);
    }
  });

  it('opens on the first photo with something to do in either language, a Portuguese still to write included; else on the first', () => {
    expect(firstToDo([photo(undefined, undefined), photo(undefined, 'write')])).toBe(1);
    expect(firstToDo([photo(undefined, undefined), photo(undefined, undefined), photo('check', undefined)])).toBe(2);
    expect(firstToDo([photo(undefined, undefined), photo(undefined, undefined)])).toBe(0);
    expect(firstToDo([])).toBe(0);
  });

  it('goes on to the next photo with something to check or to write, round to the start, never to the photo it leaves', () => {
    const photos = [
      photo(undefined, 'check'),
      photo(undefined, undefined),
      photo('write', undefined),
      photo(undefined, undefined),
    ];
    expect(nextToDo(photos, 0)).toBe(2);
    expect(nextToDo(photos, 2)).toBe(0);
    expect(nextToDo(photos, 3)).toBe(0);
    expect(nextToDo([photo('check', 'write')], 0)).toBeUndefined();
    expect(nextToDo([photo(undefined, undefined), photo(undefined, undefined)], 0)).toBeUndefined();
  });

  it('walks empty English descriptions in order when nothing is to check', () => {
    const photos = [
      photo(undefined, undefined),
      photo('write', undefined),
      photo('write', undefined),
      photo(undefined, undefined),
      photo('write', undefined),
    ];
    expect(nextToDo(photos, 0)).toBe(1);
    expect(nextToDo(photos, 1)).toBe(2);
    expect(nextToDo(photos, 2)).toBe(4);
  });

  it('steps by the arrows to the photo before or after, staying at either end', () => {
    expect(stepTo(40, 0, 1)).toBe(1);
    expect(stepTo(40, 0, -1)).toBe(0);
    expect(stepTo(40, 39, 1)).toBe(39);
    expect(stepTo(40, 12, -1)).toBe(11);
  });
});

describe('sharedSentences', () => {
  it('points out a sentence two photos share, on each of them, whatever its case, spacing or full stop', () => {
    const shared = sharedSentences([
      { description: 'Guests throw confetti on the steps. Rita laughs.' },
      { description: 'The cake is cut.' },
      { description: 'guests throw  confetti on the steps' },
      { description: 'Nuno dances. Guests throw confetti on the steps!' },
    ]);
    expect(shared).toEqual([
      [{ sentence: 'Guests throw confetti on the steps.', photos: [3, 4] }],
      [],
      [{ sentence: 'guests throw  confetti on the steps', photos: [1, 4] }],
      [{ sentence: 'Guests throw confetti on the steps!', photos: [1, 3] }],
    ]);
  });

  it('flags a pair on both photos while they share the sentence, and on neither once one differs', () => {
    const pair = [{ description: 'The couple under the fig tree.' }, { description: 'The couple under the fig tree.' }];
    expect(sharedSentences(pair).map((shared) => shared.map((each) => each.photos))).toEqual([[[2]], [[1]]]);
    const corrected = [pair[0]!, { description: 'Gil waiting at the chapel door' }];
    expect(sharedSentences(corrected)).toEqual([[], []]);
  });

  it('leaves short sentences and empty descriptions alone: two photos may both say “Rita laughs.”', () => {
    expect(
      sharedSentences([
        { description: 'Rita laughs.' },
        { description: 'Rita laughs.' },
        { description: '' },
        { description: '' },
      ]),
    ).toEqual([[], [], [], []]);
  });

  it('points out a shared sentence of exactly three words', () => {
    expect(sharedSentences([{ description: 'Rita laughs loudly.' }, { description: 'Rita laughs loudly.' }])).toEqual([
      [{ sentence: 'Rita laughs loudly.', photos: [2] }],
      [{ sentence: 'Rita laughs loudly.', photos: [1] }],
    ]);
  });

  it('says which other photos have it, in the editor’s words on either side', () => {
    expect(alsoInPhotos([7])).toBe('is also in photo 7: say what only this one shows.');
    expect(alsoInPhotos([3, 7, 9])).toBe('is also in photos 3, 7 and 9: say what only this one shows.');
  });
});

describe('where a side is not on screen', () => {
  it('names the menu on a phone, where no side is on the right or the left', () => {
    expect(bringSideHint('pt', 'check', 'alone')).toBe(
      'Choose Portuguese in the language menu at the top of the editor to check the Portuguese here.',
    );
    expect(bringSideHint('en', 'correct', 'alone')).toBe(
      'Choose English in the language menu at the top of the editor to correct it here.',
    );
    for (const language of ['en', 'pt'] as const) {
      for (const to of ['check', 'correct'] as const) {
        expect(bringSideHint(language, to, 'alone')).not.toMatch(/\b(right|left)\b/);
      }
    }
  });

  it('names the place of the side where the panes are side by side', () => {
    expect(bringSideHint('pt', 'check', 'beside')).toBe(
      'Show the Portuguese side on the right to check the Portuguese here.',
    );
    expect(bringSideHint('pt', 'correct', 'beside')).toBe('Show the Portuguese side on the right to correct it here.');
    expect(bringSideHint('en', 'correct', 'beside')).toBe('Show the English side on the left to correct it here.');
  });
});
