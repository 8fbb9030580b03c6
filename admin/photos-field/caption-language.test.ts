/** @jest-environment node */
import { captionLanguage, portugueseCaptionsNotice } from './caption-language';

describe('captionLanguage', () => {
  it.each([
    'Os noivos à saída da capela',
    'A noiva e o pai a caminho da igreja',
    'Confettis e gargalhadas',
    'O ramo da noiva',
    'Primeira dança do casal',
    'Mãos dadas',
  ])('takes “%s” for Portuguese', (caption) => {
    expect(captionLanguage(caption)).toBe('pt');
  });

  it.each([
    'Rita and Nuno under the old olive tree at sunset',
    "The bride's bouquet",
    'The bride’s bouquet',
    "Rita & Nuno's first dance",
    "Nuno's mother & the rings",
    "The couple's car, tins & all",
    // English naming Portuguese things: dishes, places, people, a quoted term.
    'Pão-de-ló & port at the café',
    'Açúcar, canela & "pastéis de nata" at midnight',
    "Duarte's grandmother, Conceição, in the front row",
    "The groom's mother's embrace, São João's blessing",
  ])('takes “%s” for English', (caption) => {
    expect(captionLanguage(caption)).toBe('en');
  });

  it('says nothing of a caption of names only, or of words in neither list', () => {
    expect(captionLanguage('Rita & Nuno')).toBeUndefined();
    expect(captionLanguage('Confetti & laughter')).toBeUndefined();
    expect(captionLanguage('')).toBeUndefined();
  });

  it('counts an accented word for Portuguese even when it is in no list', () => {
    expect(captionLanguage('Ílhavo, Aveiro')).toBe('pt');
  });
});

describe('portugueseCaptionsNotice', () => {
  it('names the photos whose captions went to the Portuguese side, and says nothing when none did', () => {
    expect(portugueseCaptionsNotice([])).toBe('');
    expect(portugueseCaptionsNotice([3])).toBe(
      'The caption of photo 3 is in Portuguese: it is on the Portuguese side.',
    );
    expect(portugueseCaptionsNotice([3, 5, 9])).toBe(
      'The captions of photos 3, 5 and 9 are in Portuguese: they are on the Portuguese side.',
    );
  });
});
