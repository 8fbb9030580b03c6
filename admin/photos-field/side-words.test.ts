/** @jest-environment node */
import { DRAFTING_KEY_WORDS } from '@/admin/drafting/drafting-key';
import { TRANSLATION_KEY_WORDS } from '@/admin/translation/translation-key';
import type { SideLanguage } from '../visit/visit-store';
import { alsoInPhotos, bringSideHint } from './review';
import { descriptionLabel, LANGUAGE_NAMES, noPhotosYet, PHOTO_LIST_LABEL, photoLine } from './side-words';

/** The field's own words that name a side's language, on one side: its description box, and how to bring the other side. */
const namingWords = (language: SideLanguage): string[] => [
  ...descriptionLabel(language, 0),
  ...(['check', 'correct'] as const).flatMap((to) =>
    (['beside', 'alone'] as const).map((layout) => bringSideHint(language, to, layout)),
  ),
];

/** The English side's words, naming the Portuguese side in its place. */
const namingPortuguese = (words: string[]) =>
  words.map((word) => word.replaceAll(LANGUAGE_NAMES.en, LANGUAGE_NAMES.pt).replace('on the left', 'on the right'));

/**
 * Every word of the field's on either side, for the cover photo 1 (IMG_0418) sharing a sentence with
 * photo 7: its line, the list, the duplicate warning, where she enters her keys, and the words above.
 */
const allWords = [
  PHOTO_LIST_LABEL,
  photoLine(0, 'IMG_0418', true),
  alsoInPhotos([7]),
  noPhotosYet('en'),
  noPhotosYet('pt'),
  ...Object.values(DRAFTING_KEY_WORDS),
  ...Object.values(TRANSLATION_KEY_WORDS),
  ...namingWords('en'),
  ...namingWords('pt'),
];

/** Letters Portuguese writes and English does not, and the field's Portuguese words before both sides spoke English. */
const PORTUGUESE = /[ãõçáéíóúâêôà]|\b(?:capa|chave|mudar|usar|fotografias?|lado|ainda|também|nada|sua)\b/i;

describe('the field’s own words', () => {
  it('are the same on the Portuguese side as on the English, but for the side they name', () => {
    expect(namingWords('pt')).toEqual(namingPortuguese(namingWords('en')));
  });

  it('are English on either side: no Portuguese letter, and none of the Portuguese words the field once showed', () => {
    for (const words of allWords) expect([words, PORTUGUESE.test(words)]).toEqual([words, false]);
  });

  it('name a photo the same way on both sides', () => {
    expect(photoLine(0, 'IMG_0418', true)).toBe('1. IMG_0418 · cover');
    expect(descriptionLabel('pt', 2)).toEqual(['Portuguese description', 'of photo 3']);
  });
});
