/**
 * The review view's rules (review-view.tsx draws it): one photo at a time with both its descriptions,
 * what is still to check and to write, where Keep goes next, and the sentences one description shares with
 * another photo's. Pure.
 *
 * A service that drafts similar frames may give two photos the same sentence, which reads as a
 * copy on the story page and tells a blind visitor nothing new: such a sentence is pointed out on
 * each photo that has it, in each language, until the descriptions differ.
 */
import { LANGUAGE_NAMES } from './side-words';

/**
 * What a description needs of her, as the review view sees it: to be checked (a machine wrote it,
 * or its English changed), to be written (it is empty), or nothing.
 */
export type Need = 'check' | 'write' | undefined;

/** A photo as the review view sees it: what each of its descriptions needs. */
export type PhotoNeeds = { en: Need; pt: Need };

/** How many descriptions are still to check and to write, both languages counted. */
export function stillToDo(photos: readonly PhotoNeeds[]): { check: number; write: number } {
  const needs = photos.flatMap((photo) => [photo.en, photo.pt]);
  return {
    check: needs.filter((need) => need === 'check').length,
    write: needs.filter((need) => need === 'write').length,
  };
}

const descriptionsCount = (count: number) => (count === 1 ? '1 description' : `${count} descriptions`);

/**
 * What the review view says is left, in her words: both what to check and what to write. It counts
 * the photos' descriptions only, so with none left it says so of descriptions: "Nothing left" stood
 * beside the album's names and summary still marked "Translated by machine: check it.".
 */
export function stillToDoSentence({ check, write }: { check: number; write: number }): string {
  if (check === 0 && write === 0) return 'No description left to check or write.';
  if (write === 0) return `${descriptionsCount(check)} to check.`;
  if (check === 0) return `${descriptionsCount(write)} to write.`;
  return `${descriptionsCount(check)} to check, ${write} to write.`;
}

/**
 * Where the view opens: on the first photo with a description to check or to write, in either
 * language (a saved photo whose Portuguese is still empty is one), or on the first photo when none
 * has.
 */
export function firstToDo(photos: readonly PhotoNeeds[]): number {
  return Math.max(
    photos.findIndex((photo) => photo.en || photo.pt),
    0,
  );
}

/**
 * Where Keep and next goes after the photo at `from`: the next photo with a description to check or
 * to write, in the album's order and round to the start; none when no other photo has one.
 */
export function nextToDo(photos: readonly PhotoNeeds[], from: number): number | undefined {
  for (let step = 1; step < photos.length; step++) {
    const index = (from + step) % photos.length;
    const photo = photos[index];
    if (photo && (photo.en || photo.pt)) return index;
  }
  return undefined;
}

/** The photo an arrow key goes to from `from`: the one before or after, staying at either end. */
export const stepTo = (count: number, from: number, by: -1 | 1): number => Math.min(Math.max(from + by, 0), count - 1);

/** A sentence is a repeat worth telling when it says something: three words or more. */
const MIN_WORDS = 3;

/** The sentences of a description, as written (its full stops kept). */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= MIN_WORDS);

/** A sentence as compared: case, spacing and its closing punctuation do not make it another. */
const comparable = (sentence: string): string =>
  sentence
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?…]+$/, '');

/** A sentence of one photo's description found in others': the sentence as this photo has it, and the others' numbers (from 1). */
export type SharedSentence = { sentence: string; photos: number[] };

/** For each photo (by its place), the sentences its description shares with other photos'. */
export function sharedSentences(rows: readonly { description: string }[]): SharedSentence[][] {
  const where = new Map<string, Set<number>>();
  const perRow = rows.map((row, index) =>
    sentencesOf(row.description).map((sentence) => {
      const key = comparable(sentence);
      where.set(key, (where.get(key) ?? new Set()).add(index));
      return { sentence, key };
    }),
  );
  return perRow.map((sentences, index) =>
    sentences.flatMap(({ sentence, key }) => {
      const others = [...(where.get(key) ?? [])].filter((other) => other !== index).map((other) => other + 1);
      return others.length === 0 ? [] : [{ sentence, photos: others }];
    }),
  );
}

/** The photos' numbers as a list in her words: "7", "7 and 9", "3, 7 and 9". */
function numbers(photos: readonly number[]): string {
  return photos.length === 1 ? `${photos[0]}` : `${photos.slice(0, -1).join(', ')} and ${photos.at(-1)}`;
}

/**
 * What the field says after a sentence a description shares with other photos' (the sentence
 * itself quoted before it, in the description's language): in English on either side, as the
 * editor's own words are.
 */
export const alsoInPhotos = (photos: readonly number[]): string =>
  `is also in photo${photos.length === 1 ? '' : 's'} ${numbers(photos)}: say what only this one shows.`;

/**
 * How the editor lays out its panes: side by side from 768 px wide (a language's side on the left,
 * another side or the preview on the right), one at a time below (the editor's own breakpoint), a
 * pane's language then chosen in the menu at its top. photos-field.css shows the words for each.
 */
export type PaneLayout = 'beside' | 'alone';

/**
 * What the review view says where a language's side is not on screen, so its description can be
 * read but not written: how to bring that side, in the layout she is in (no "right" on a phone).
 * `check`: nothing of that language can be shown; `correct`: it is shown, to read only.
 */
export function bringSideHint(language: 'en' | 'pt', to: 'check' | 'correct', layout: PaneLayout): string {
  const name = LANGUAGE_NAMES[language];
  const bring =
    layout === 'alone'
      ? `Choose ${name} in the language menu at the top of the editor`
      : language === 'pt'
        ? 'Show the Portuguese side on the right'
        : 'Show the English side on the left';
  return `${bring} to ${to === 'check' ? `check the ${name}` : 'correct it'} here.`;
}
