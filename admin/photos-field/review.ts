/**
 * The review view's rules (dialogs.ts draws it): one photo at a time with both its descriptions,
 * what is still to check, where Keep goes next, and the sentences one description shares with
 * another photo's. Pure.
 *
 * A service that drafts similar frames may give two photos the same sentence, which reads as a
 * copy on the story page and tells a blind visitor nothing new: such a sentence is pointed out on
 * each photo that has it, in each language, until the descriptions differ.
 */

/** A photo as the review view sees it: whether each of its descriptions is still to check. */
export type ToCheck = { en: boolean; pt: boolean };

/** How many descriptions are still to check, both languages counted. */
export const stillToCheck = (photos: readonly ToCheck[]): number =>
  photos.reduce((count, photo) => count + Number(photo.en) + Number(photo.pt), 0);

/** What the review view says is left, in her words. */
export function stillToCheckSentence(count: number): string {
  if (count === 0) return 'Nothing left to check.';
  return count === 1 ? '1 description still to check.' : `${count} descriptions still to check.`;
}

/**
 * Where Keep goes after the photo at `from`: the next photo with a description still to check, in
 * the album's order and round to the start; none when no other photo has one.
 */
export function nextToCheck(photos: readonly ToCheck[], from: number): number | undefined {
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

/** The photos' numbers as a list in her words: "7", "7 and 9", "3, 7 and 9" ("e" in Portuguese). */
function numbers(photos: readonly number[], and: string): string {
  return photos.length === 1 ? `${photos[0]}` : `${photos.slice(0, -1).join(', ')} ${and} ${photos.at(-1)}`;
}

/** What the review view says of a shared sentence, in the language of the description it is in. */
export function sharedSentenceNote({ sentence, photos }: SharedSentence, language: 'en' | 'pt'): string {
  return language === 'pt'
    ? `“${sentence}” também está ${photos.length === 1 ? 'na fotografia' : 'nas fotografias'} ${numbers(photos, 'e')}: diga o que só esta mostra.`
    : `“${sentence}” is also in photo${photos.length === 1 ? '' : 's'} ${numbers(photos, 'and')}: say what only this one shows.`;
}

/**
 * How the editor lays out its panes: side by side from 768 px wide (a language's side on the left,
 * another side or the preview on the right), one at a time below (the editor's own breakpoint), a
 * pane's language then chosen in the menu at its top. photos-field.css shows the words for each.
 */
export type PaneLayout = 'beside' | 'alone';

const LANGUAGE_NAMES = { en: 'English', pt: 'Portuguese' } as const;

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
