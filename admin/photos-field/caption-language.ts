/**
 * Which language a photo's caption is written in, guessed from its own words, so that a caption she
 * wrote in Portuguese in Lightroom ("Os noivos à saída da capela") goes to the Portuguese side
 * instead of being taken for the English description. Pure and small: a caption is a sentence or
 * two, and the words that tell the two languages apart are the short ones every sentence has
 * (articles, prepositions, pronouns) and Portuguese's accented letters, which English words never
 * carry. Names ("Rita & Nuno", "Monchique", "Avó Conceição") are in both languages and count for
 * neither, even with Portuguese's letters: an English caption names her Portuguese family and places
 * ("Avó Conceição fixing Beatriz's veil"), so a capitalised word inside a sentence weighs nothing,
 * while English's own endings (a possessive "’s", a verb's "-ing") weigh as its short words do.
 */

export type CaptionLanguage = 'en' | 'pt';

/** Short words of one language that are not words of the other (a name such as "Ana" or "Rui" is in neither). */
const ENGLISH = new Set(
  (
    'the an and of to in on at by with from for under over after before into out up is are was were be ' +
    'their his her its our your they she he we it this that these those who which while during through ' +
    'first last dance bride groom bride’s groom’s couple couple’s wedding ring rings cake day night morning ' +
    'evening sunset guests friends family father mother church chapel beach garden table walk walking ' +
    'kiss hands flowers bouquet dress car old new veil vows toast speech shoes suit tie aisle grandmother ' +
    'grandfather grandma grandpa aunt uncle sister brother son daughter little best just all everyone together ' +
    'between around near home'
  ).split(' '),
);
const PORTUGUESE = new Set(
  (
    'o os as um uma uns umas e de do da dos das no na nos nas ao aos à às pelo pela pelos pelas com ' +
    'para por sem sob sobre entre depois antes durante enquanto seu sua seus suas que é são está estão foi ' +
    'eram ser primeira primeiro noiva noivo noivos casal casamento alianças anel bolo dia noite manhã tarde ' +
    'pôr sol convidados amigos família pai mãe igreja capela praia jardim mesa saída entrada dança beijo ' +
    'mãos flores ramo vestido carro velho nova novo tia tio irmã irmão filho filha véu votos brinde ' +
    'sapatos madrinha padrinho todos juntos pequeno pequena mais muito não ela ele eles elas num numa até também já'
  ).split(' '),
);

/** Letters Portuguese writes and English words do not (ã, õ, ç, and the accented vowels). */
const PORTUGUESE_LETTERS = /[ãõçáéíóúâêôàü]/i;

/** A quoted name or term ("pastéis de nata", “Quinta da Bica”): a name, in neither language. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»/g;

/** A word of a caption, in lower case with its apostrophes folded into one, and whether it was written capitalised. */
type Word = { word: string; capitalised: boolean };

/**
 * The words of a text, with the apostrophes folded into one (Lightroom writes either), quoted terms
 * left out, and a hyphenated word kept whole ("pão-de-ló" is one dish's name). The first word of a
 * sentence is capitalised by grammar, not as a name: it counts as written in lower case, unless every
 * word is capitalised (a caption of names only, "Avó Conceição", "Ílhavo, Aveiro").
 */
function wordsOf(text: string): Word[] {
  const unquoted = text.replace(QUOTED, ' ');
  const found = [...unquoted.matchAll(/[\p{L}'’]+(?:-[\p{L}'’]+)*/gu)].map((match) => ({
    word: match[0].toLowerCase().replace(/'/g, '’'),
    capitalised: /^\p{Lu}/u.test(match[0]),
    startsSentence: /(^|[.!?…:])$/.test(unquoted.slice(0, match.index).trimEnd()),
  }));
  const namesOnly = found.every((each) => each.capitalised);
  return found.map(({ word, capitalised, startsSentence }) => ({
    word,
    capitalised: capitalised && (namesOnly || !startsSentence),
  }));
}

/** English's own endings, on a word in no list: a possessive ("Beatriz’s") and a verb's -ing ("fixing"). */
const ENGLISH_ENDING = /.’s$|^\p{L}{3,}ing$/u;

/**
 * The language a caption is written in, when its words say so: 'pt' or 'en' by which language's
 * evidence it holds more of (its listed short words, and English's own endings); none when they are
 * as many (a caption of names only, "Rita & Nuno"). A word in lower case with Portuguese's accented
 * letters that is in neither list (a dish, "café", "açúcar") is how English captions name Portuguese
 * things, so it only decides between two counts that are even ("Últimos preparativos"); a capitalised
 * one is a name ("Conceição") and counts for neither.
 */
export function captionLanguage(caption: string): CaptionLanguage | undefined {
  let english = 0;
  let portuguese = 0;
  let accented = 0;
  for (const { word, capitalised } of wordsOf(caption)) {
    if (PORTUGUESE.has(word)) portuguese += 1;
    else if (ENGLISH.has(word) || ENGLISH.has(word.replace(/’s$/, '')) || ENGLISH_ENDING.test(word)) english += 1;
    else if (!capitalised && PORTUGUESE_LETTERS.test(word)) accented += 1;
  }
  if (english === portuguese) return accented > 0 ? 'pt' : undefined;
  return portuguese > english ? 'pt' : 'en';
}

/** What the field says of the captions that went to the Portuguese side, by their photos' numbers (from 1). */
export function portugueseCaptionsNotice(numbers: readonly number[]): string {
  if (numbers.length === 0) return '';
  if (numbers.length === 1)
    return `The caption of photo ${numbers[0]} looks Portuguese: it is on the Portuguese side, for you to check.`;
  const list = `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return `The captions of photos ${list} look Portuguese: they are on the Portuguese side, for you to check.`;
}
