/** @jest-environment node */
import {
  bringSideHint,
  nextToCheck,
  sharedSentenceNote,
  sharedSentences,
  stepTo,
  stillToCheck,
  stillToCheckSentence,
} from './review';

const photo = (en: boolean, pt: boolean) => ({ en, pt });

describe('what is still to check', () => {
  it('counts each language’s description, and says so in her words', () => {
    const photos = [photo(true, true), photo(false, true), photo(false, false)];
    expect(stillToCheck(photos)).toBe(3);
    expect(stillToCheckSentence(3)).toBe('3 descriptions still to check.');
    expect(stillToCheckSentence(1)).toBe('1 description still to check.');
    expect(stillToCheckSentence(0)).toBe('Nothing left to check.');
  });

  it('goes on to the next photo with something to check, round to the start, never to the photo it leaves', () => {
    const photos = [photo(false, true), photo(false, false), photo(true, false), photo(false, false)];
    expect(nextToCheck(photos, 0)).toBe(2);
    expect(nextToCheck(photos, 2)).toBe(0);
    expect(nextToCheck(photos, 3)).toBe(0);
    expect(nextToCheck([photo(true, true)], 0)).toBeUndefined();
    expect(nextToCheck([photo(false, false), photo(false, false)], 0)).toBeUndefined();
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

  it('says so in the description’s own language', () => {
    expect(sharedSentenceNote({ sentence: 'The cake is cut.', photos: [7] }, 'en')).toBe(
      '“The cake is cut.” is also in photo 7: say what only this one shows.',
    );
    expect(sharedSentenceNote({ sentence: 'O bolo é cortado.', photos: [3, 7, 9] }, 'pt')).toBe(
      '“O bolo é cortado.” também está nas fotografias 3, 7 e 9: diga o que só esta mostra.',
    );
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
