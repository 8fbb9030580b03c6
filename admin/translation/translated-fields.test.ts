/** @jest-environment node */
import type { SideLanguage } from '../visit/visit-store';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { faqPage } from '@/content/pages/faq';
import { pageFile } from '@/content/pages/page-file';
import { cmsConfig } from '../editor/cms-config';
import { PAGES_COLLECTION } from '../editor/editor-places';
import { ALBUMS_COLLECTION } from './portuguese-file';
import { translationRequest } from './translation-request';
import {
  ALBUM_TRANSLATED_FIELDS,
  albumFieldStopping,
  fieldsToCheck,
  isHerText,
  labelAt,
  translatedDescriptionTexts,
  pageEntryOf,
  pageFieldStopping,
  translatedFieldStoppingSave,
  translatedFieldTexts,
  translatedTexts,
  type FieldAsked,
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
      translatedFieldTexts(
        {
          locale: 'pt',
          written: [
            ['title', 'Marta & Tiago'],
            ['date', '2025-09'],
            ['photos.3.description', 'Confettis'],
            ['body', 'Um dia longo.'],
            ['summary', ' '],
          ],
        },
        'pt',
      ),
    ).toEqual([
      ['title', 'Marta & Tiago'],
      ['body', 'Um dia longo.'],
    ]);
    expect(translatedFieldTexts({ locale: 'en', written: [['title', 'Marta & Tiago']] }, 'pt')).toEqual([]);
    expect(translatedFieldTexts(undefined, 'pt')).toEqual([]);
  });

  it('takes the English pane’s names, summary and story when Translate wrote there, from Portuguese', () => {
    const detail = {
      locale: 'en',
      written: [
        ['summary', 'A September wedding.'],
        ['place', 'Monchique'],
      ],
    };
    expect(translatedFieldTexts(detail, 'en')).toEqual([['summary', 'A September wedding.']]);
    expect(translatedFieldTexts(detail, 'pt')).toEqual([]);
  });

  it('takes the photo descriptions Translate wrote into a side, each by its place in the list', () => {
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
    expect(translatedDescriptionTexts(detail, 'photos', 'pt')).toEqual([
      [3, 'Confettis'],
      [12, 'O bolo'],
    ]);
    expect(translatedDescriptionTexts(detail, 'photos', 'en')).toEqual([]);
    expect(translatedDescriptionTexts({ ...detail, locale: 'en' }, 'photos', 'en')).toEqual([
      [3, 'Confettis'],
      [12, 'O bolo'],
    ]);
  });

  it('marks each field still exactly as Translate wrote it, in the form’s order', () => {
    expect(fieldsToCheck(ALBUM_TRANSLATED_FIELDS, values, translated, [])).toEqual(['title', 'summary', 'body']);
    // Corrected by her, or emptied: nothing to check.
    expect(
      fieldsToCheck(
        ALBUM_TRANSLATED_FIELDS,
        { ...values, summary: 'Um casamento de setembro na serra.', body: '' },
        translated,
        [],
      ),
    ).toEqual(['title']);
    // Nothing written by Translate in this visit (a reload, or another album): nothing marked.
    expect(fieldsToCheck(ALBUM_TRANSLATED_FIELDS, values, new Map(), [])).toEqual([]);
  });

  it('leaves what is hers unmarked: kept by her, or saved, as it is now', () => {
    const kept = new Map([['summary', 'Um casamento de setembro em Monchique.']]);
    const saved = new Map([['title', 'Marta & Tiago']]);
    expect(fieldsToCheck(ALBUM_TRANSLATED_FIELDS, values, translated, [kept, saved])).toEqual(['body']);
    // A text kept for the summary does not clear the same text in another field.
    expect(
      fieldsToCheck(
        ALBUM_TRANSLATED_FIELDS,
        { title: 'Um casamento de setembro em Monchique.' },
        new Map([['title', new Set(['Um casamento de setembro em Monchique.'])]]),
        [kept],
      ),
    ).toEqual(['title']);
  });

  it('stops the save of an album’s names, summary or story under that field, in her words, while it is as translated', () => {
    const translatedTexts = new Map([
      ['title', new Set(['Ana & Rui'])],
      ['body', new Set(['Um dia de maio.'])],
    ]);
    const kept = new Map([['body', 'Um dia de maio.']]);
    const asked: string[] = [];
    const textsOf = (album: string, language: SideLanguage) => (
      asked.push(`${album} ${language}`),
      { translated: translatedTexts, hers: [kept] }
    );
    const field = (keyPath: string, value: string, more: Partial<FieldAsked> = {}): FieldAsked => ({
      collectionName: 'albums',
      locale: 'pt',
      keyPath,
      value,
      label: keyPath,
      slug: 'ana-rui',
      ...more,
    });
    expect(albumFieldStopping(field('title', 'Ana & Rui'), 'albums', textsOf)).toBe(
      'The Portuguese field Names is as translated by machine: correct it, or press Keep under it.',
    );
    expect(albumFieldStopping(field('title', 'Ana & Rui', { locale: 'en' }), 'albums', textsOf)).toBe(
      'The English field Names is as translated by machine: correct it, or press Keep under it.',
    );
    expect(asked).toEqual(['ana-rui pt', 'ana-rui en']);
    // Corrected, kept, another field, or one of her pages: nothing stops it here.
    expect(albumFieldStopping(field('title', 'Ana e Rui'), 'albums', textsOf)).toBeUndefined();
    expect(albumFieldStopping(field('body', 'Um dia de maio.'), 'albums', textsOf)).toBeUndefined();
    expect(albumFieldStopping(field('photos', 'Ana & Rui'), 'albums', textsOf)).toBeUndefined();
    expect(
      albumFieldStopping(field('title', 'Ana & Rui', { collectionName: 'pages' }), 'albums', textsOf),
    ).toBeUndefined();
  });
});

describe('the fields of her other entries as the editor’s Translate wrote them', () => {
  const faq = new Map([
    ['questions.5.question', new Set(['Podemos levar o nosso cão?'])],
    ['questions.5.answer', new Set(['Claro.'])],
  ]);

  it('takes every Portuguese field Translate wrote, by its key path, none empty', () => {
    expect(
      translatedTexts(
        {
          locale: 'pt',
          written: [
            ['questions.5.question', 'Podemos levar o nosso cão?'],
            ['questions.5.answer', ' '],
            ['heading', 'Perguntas'],
          ],
        },
        'pt',
      ),
    ).toEqual([
      ['questions.5.question', 'Podemos levar o nosso cão?'],
      ['heading', 'Perguntas'],
    ]);
    expect(translatedTexts({ locale: 'en', written: [['heading', 'Questions']] }, 'pt')).toEqual([]);
    expect(translatedTexts({ locale: 'en', written: [['heading', 'Questions']] }, 'en')).toEqual([
      ['heading', 'Questions'],
    ]);
  });

  it('marks by the same rule: as Translate wrote it, not edited, not kept, not saved', () => {
    const keys = [...faq.keys()];
    const values = { 'questions.5.question': 'Podemos levar o nosso cão?', 'questions.5.answer': 'Claro.' };
    expect(fieldsToCheck(keys, values, faq, [])).toEqual(keys);
    expect(fieldsToCheck(keys, { ...values, 'questions.5.answer': 'Claro que sim.' }, faq, [])).toEqual([
      'questions.5.question',
    ]);
    expect(
      fieldsToCheck(keys, values, faq, [new Map([['questions.5.question', 'Podemos levar o nosso cão?']])]),
    ).toEqual(['questions.5.answer']);
    // Another question's field holding the same text was not written by Translate.
    expect(fieldsToCheck(['questions.4.answer'], { 'questions.4.answer': 'Claro.' }, faq, [])).toEqual([]);
  });

  it('names the field by its label when it stops a save', () => {
    expect(translatedFieldStoppingSave('Answer', 'pt')).toBe(
      'The Portuguese field Answer is as translated by machine: correct it, or press Keep under it.',
    );
    expect(translatedFieldStoppingSave('Answer', 'en')).toBe(
      'The English field Answer is as translated by machine: correct it, or press Keep under it.',
    );
  });

  it('stops the save of a field of her pages while it holds what Translate wrote, unchecked, naming it', () => {
    const kept = new Map<string, string>();
    const entries: string[] = [];
    const textsOf = (entry: string, language: string) => (
      entries.push(`${language}:${entry}`),
      { translated: faq, kept }
    );
    const asked = {
      collectionName: 'pages',
      fileName: 'faq',
      locale: 'pt',
      keyPath: 'questions.5.answer',
      value: 'Claro.',
      label: 'Answer',
    };
    expect(pageFieldStopping(asked, 'albums', textsOf)).toBe(translatedFieldStoppingSave('Answer', 'pt'));
    expect(entries).toEqual(['pt:pages/faq']);
    // Corrected, or kept: nothing stops it.
    expect(pageFieldStopping({ ...asked, value: 'Claro que sim.' }, 'albums', textsOf)).toBeUndefined();
    kept.set('questions.5.answer', 'Claro.');
    expect(pageFieldStopping(asked, 'albums', textsOf)).toBeUndefined();
    kept.clear();
    // The English pane asks what Translate wrote there, and names its language.
    expect(pageFieldStopping({ ...asked, locale: 'en' }, 'albums', textsOf)).toBe(
      translatedFieldStoppingSave('Answer', 'en'),
    );
    // An album (its photos field says it), an entry of no file and a language of no pane are not asked about.
    expect(pageFieldStopping({ ...asked, collectionName: 'albums' }, 'albums', textsOf)).toBeUndefined();
    expect(pageFieldStopping({ ...asked, fileName: undefined }, 'albums', textsOf)).toBeUndefined();
    expect(pageFieldStopping({ ...asked, locale: 'fr' }, 'albums', textsOf)).toBeUndefined();
    expect(entries).toEqual(['pt:pages/faq', 'pt:pages/faq', 'pt:pages/faq', 'en:pages/faq']);
  });

  it('names a field by the label the editor shows above it, found by its key path', () => {
    const collections = [
      { name: 'albums', fields: [{ name: 'title', label: 'Names' }] },
      {
        name: 'pages',
        files: [
          { name: 'home', fields: [{ name: 'heading', label: 'Heading' }] },
          {
            name: 'faq',
            fields: [
              {
                name: 'questions',
                label: 'Questions',
                fields: [{ name: 'question', label: 'Question' }, { name: 'answer' }],
              },
            ],
          },
        ],
      },
    ];
    expect(labelAt(collections, 'pages/faq', 'questions.5.question')).toBe('Question');
    expect(labelAt(collections, 'pages/faq', 'questions.12.answer')).toBe('answer');
    expect(labelAt(collections, 'pages/faq', 'questions')).toBe('Questions');
    expect(labelAt(collections, 'pages/home', 'heading')).toBe('Heading');
    expect(labelAt(collections, 'pages/home', 'questions.0.question')).toBeUndefined();
    expect(labelAt(collections, 'pages/faq', 'questions.0.date')).toBeUndefined();
    expect(labelAt(collections, 'pages/about', 'heading')).toBeUndefined();
  });

  it('knows her single pages from the address, and leaves albums and new entries to the photos field', () => {
    expect(pageEntryOf('pages/entries/faq', 'albums')).toBe('pages/faq');
    expect(pageEntryOf('settings/entries/page-photos', 'albums')).toBe('settings/page-photos');
    expect(pageEntryOf('albums/entries/rita-nuno', 'albums')).toBeUndefined();
    expect(pageEntryOf('pages/new', 'albums')).toBeUndefined();
    expect(pageEntryOf(undefined, 'albums')).toBeUndefined();
  });
});

describe('what Translate sends Google: her words only', () => {
  const { collections = [] } = cmsConfig({ repository: 'her/site', branch: 'main', siteUrl: 'https://example.pt' });
  const configured = collections as Parameters<typeof isHerText>[0];

  /** An entry's values as the editor holds them: one per key path ("questions.3.answer"). */
  function keyPaths(value: unknown, prefix = ''): [string, unknown][] {
    if (typeof value !== 'object' || value === null) return [[prefix, value]];
    return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
  }

  /** The request Translate builds from a side's values, with the values the page says are hers. */
  const requestFor = (collectionName: string, fileName: string | undefined, values: object) =>
    translationRequest(
      keyPaths(values).flatMap(([keyPath, value]) =>
        typeof value === 'string' && value !== '' && isHerText(configured, collectionName, fileName, keyPath)
          ? [value]
          : [],
      ),
    );

  it('sends an album’s names, summary, photo descriptions and story, never its month, place, kind or credits', () => {
    const album = matter(readFileSync(path.join(process.cwd(), 'content/albums/ana-joao/index.en.md'), 'utf8'));
    const frontMatter = album.data as { title: string; summary: string; photos: { description: string }[] };
    const { q } = requestFor(ALBUMS_COLLECTION, undefined, {
      ...frontMatter,
      credits: [{ role: 'Venue', name: 'Herdade da Vinha Velha', url: 'https://example.pt' }],
      body: album.content,
    });
    expect(q).toEqual([
      frontMatter.title,
      frontMatter.summary,
      ...frontMatter.photos.map(({ description }) => description),
      album.content,
    ]);
    expect(q.filter((text) => /^\d{4}-\d{2}$/.test(text) || ['at', 'na', 'weddings'].includes(text))).toEqual([]);
  });

  it('sends the FAQ’s questions and answers, never the keys or ids the editor keeps beside them', () => {
    const faq = yaml.load(readFileSync(path.join(process.cwd(), pageFile(faqPage.name, 'en')), 'utf8')) as {
      questions: { question: string; answer: string }[];
    };
    const { q } = requestFor(PAGES_COLLECTION, faqPage.name, {
      ...faq,
      questions: faq.questions.map((question, index) => ({ ...question, id: `questions.${index}` })),
    });
    expect(q).toEqual(faq.questions.flatMap(({ question, answer }) => [question, answer]));
  });
});
