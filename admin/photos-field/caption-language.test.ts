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
    // Portuguese with names, short, with and without accents.
    'A avó Conceição a ajeitar o véu da Beatriz',
    'Rita e Nuno na praia',
    'O Tiago e a Inês no altar',
    'Beatriz a rir com a avó',
    'O first look dos noivos',
    'Brinde',
    'Últimos preparativos',
    'Avó Conceição a chorar',
    'O João. Depois, a festa',
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
    // English with Portuguese names (accented or not): the name is neither language's.
    "Avó Conceição fixing Beatriz's veil",
    'Avó Conceição fixing the veil',
    'João and Inês leaving the Sé de Lisboa',
    "Tiago's speech at Quinta da Regaleira",
    'Beatriz and Gonçalo',
    'Gonçalo laughing',
    'Toast',
    'Dancing at the café',
    'Vows. Conceição in tears',
  ])('takes “%s” for English', (caption) => {
    expect(captionLanguage(caption)).toBe('en');
  });

  it('says nothing of a caption of names only, accented or not, or of words in neither list', () => {
    expect(captionLanguage('Rita & Nuno')).toBeUndefined();
    expect(captionLanguage('Conceição')).toBeUndefined();
    expect(captionLanguage('Avó Conceição')).toBeUndefined();
    expect(captionLanguage('Ílhavo, Aveiro')).toBeUndefined();
    expect(captionLanguage('Confetti & laughter')).toBeUndefined();
    expect(captionLanguage('')).toBeUndefined();
  });

  it('counts an accented word in lower case for Portuguese when the counts are even, a capitalised one inside a sentence never', () => {
    expect(captionLanguage('Últimos preparativos')).toBe('pt');
    expect(captionLanguage('Preparativos últimos')).toBe('pt');
    expect(captionLanguage('Rita, Conceição')).toBeUndefined();
    expect(captionLanguage('Confetti, then Conceição')).toBeUndefined();
  });
});

describe('portugueseCaptionsNotice', () => {
  it('names the photos whose captions went to the Portuguese side, and says nothing when none did', () => {
    expect(portugueseCaptionsNotice([])).toBe('');
    expect(portugueseCaptionsNotice([3])).toBe(
      'The caption of photo 3 looks Portuguese: it is on the Portuguese side, for you to check.',
    );
    expect(portugueseCaptionsNotice([3, 5, 9])).toBe(
      'The captions of photos 3, 5 and 9 look Portuguese: they are on the Portuguese side, for you to check.',
    );
  });
});
