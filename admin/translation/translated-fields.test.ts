/** @jest-environment node */
import {
  fieldsToCheck,
  translatedDescriptionTexts,
  translatedFieldsStoppingSave,
  translatedFieldTexts,
} from './translated-fields';

const translated = new Map([
  ['title', new Set(['Marta & Tiago'])],
  ['summary', new Set(['Um casamento de setembro em Monchique.'])],
  ['body', new Set(['Um dia longo na serra de Monchique.'])],
]);
const values = {
  title: 'Marta & Tiago',
  summary: 'Um casamento de setembro em Monchique.',
  body: 'Um dia longo na serra de Monchique.',
  photos: [],
};

describe('the names, summary and story as the editor’s Translate wrote them', () => {
  it('takes the Portuguese side’s names, summary and story from what Translate tells, nothing else', () => {
    expect(
      translatedFieldTexts({
        locale: 'pt',
        written: [
          ['title', 'Marta & Tiago'],
          ['date', '2025-09'],
          ['photos.3.description', 'Confettis'],
          ['body', 'Um dia longo.'],
          ['summary', ' '],
        ],
      }),
    ).toEqual([
      ['title', 'Marta & Tiago'],
      ['body', 'Um dia longo.'],
    ]);
    expect(translatedFieldTexts({ locale: 'en', written: [['title', 'Marta & Tiago']] })).toEqual([]);
    expect(translatedFieldTexts(undefined)).toEqual([]);
  });

  it('takes the Portuguese photo descriptions Translate wrote, each by its place in the list', () => {
    const detail = {
      locale: 'pt',
      written: [
        ['title', 'Marta & Tiago'],
        ['photos.3.description', 'Confettis'],
        ['photos.12.description', 'O bolo'],
        ['photos.4.file', 'IMG_0005.webp'],
        ['photos.5.description', ''],
        ['credits.0.description', 'A quinta'],
      ],
    };
    expect(translatedDescriptionTexts(detail, 'photos')).toEqual([
      [3, 'Confettis'],
      [12, 'O bolo'],
    ]);
    expect(translatedDescriptionTexts({ ...detail, locale: 'en' }, 'photos')).toEqual([]);
  });

  it('marks each field still exactly as Translate wrote it, in the form’s order', () => {
    expect(fieldsToCheck(values, translated, [])).toEqual(['title', 'summary', 'body']);
    // Corrected by her, or emptied: nothing to check.
    expect(
      fieldsToCheck({ ...values, summary: 'Um casamento de setembro na serra.', body: '' }, translated, []),
    ).toEqual(['title']);
    // Nothing written by Translate in this visit (a reload, or another album): nothing marked.
    expect(fieldsToCheck(values, new Map(), [])).toEqual([]);
  });

  it('leaves what is hers unmarked: kept by her, or saved, as it is now', () => {
    const kept = new Map([['summary', 'Um casamento de setembro em Monchique.']]);
    const saved = new Map([['title', 'Marta & Tiago']]);
    expect(fieldsToCheck(values, translated, [kept, saved])).toEqual(['body']);
    // A text kept for the summary does not clear the same text in another field.
    expect(
      fieldsToCheck(
        { title: 'Um casamento de setembro em Monchique.' },
        new Map([['title', new Set(['Um casamento de setembro em Monchique.'])]]),
        [kept],
      ),
    ).toEqual(['title']);
  });

  it('stops the save naming each field, in her words', () => {
    expect(translatedFieldsStoppingSave(['title', 'body'])).toEqual([
      'The Portuguese field Names is as translated by machine: correct it, or press Keep under it.',
      'The Portuguese field Story is as translated by machine: correct it, or press Keep under it.',
    ]);
  });
});
