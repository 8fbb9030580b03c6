/** @jest-environment node */
import { portugueseFrontMatter } from '@/lib/albums/schema';
import { strayPortugueseFields, translationSaved } from './portuguese-file';

describe('strayPortugueseFields', () => {
  const portuguese = {
    title: 'Ana & Pedro',
    summary: 'Um casamento quente de junho.',
    photos: [{ file: 'IMG_3101.webp', description: 'A noiva à janela' }],
    body: 'A Ana e o Pedro casaram-se em Monchique.',
  };

  it('keeps what the Portuguese file holds', () => {
    expect(strayPortugueseFields(portuguese)).toEqual([]);
  });

  it('names the English-only fields a translation of the whole side filled in', () => {
    const translated = {
      ...portuguese,
      place: { en: 'Quinta do Sobreiro', pt: 'Quinta do Sobreiro' },
      date: '2025-06',
      credits: [{ role: 'venue', name: 'Quinta do Sobreiro' }],
    };
    expect(strayPortugueseFields(translated)).toEqual(['place', 'date', 'credits']);
  });

  it('leaves exactly what the build accepts in the Portuguese file', () => {
    const translated = { ...portuguese, date: '2025-06', heading: 'x' };
    const stray = new Set([...strayPortugueseFields(translated), 'body']);
    const frontMatter = Object.fromEntries(Object.entries(translated).filter(([field]) => !stray.has(field)));
    expect(portugueseFrontMatter.safeParse(frontMatter).success).toBe(true);
    expect(portugueseFrontMatter.safeParse({ ...frontMatter, date: '2025-06' }).success).toBe(false);
  });
});

describe('translationSaved', () => {
  it('counts on an album’s Portuguese side only the fields its Portuguese file holds', () => {
    const album = 'albums/entries/rita-nuno';
    expect(translationSaved(album, 'pt', 'summary')).toBe(true);
    expect(translationSaved(album, 'pt', 'photos.3.description')).toBe(true);
    expect(translationSaved(album, 'pt', 'body')).toBe(true);
    expect(translationSaved(album, 'pt', 'credits.0.name')).toBe(false);
    expect(translationSaved(album, 'pt', 'place.en')).toBe(false);
    expect(translationSaved('albums/new', 'pt', 'date')).toBe(false);
  });

  it('counts every field elsewhere: the English side, her pages and settings', () => {
    expect(translationSaved('albums/entries/rita-nuno', 'en', 'credits.0.name')).toBe(true);
    expect(translationSaved('pages/entries/faq', 'pt', 'questions.0.answer')).toBe(true);
    expect(translationSaved(undefined, 'pt', 'date')).toBe(true);
  });
});

describe('translationSaved', () => {
  it('counts a question and answer of the FAQ, never the editor’s bookkeeping of its list', () => {
    expect(translationSaved('pages/faq', 'pt', 'questions.11.question')).toBe(true);
    expect(translationSaved('pages/faq', 'pt', 'questions.11.answer')).toBe(true);
    expect(translationSaved('pages/faq', 'pt', 'questions.0.__sc_item_original_key_path')).toBe(false);
    expect(translationSaved('pages/faq', 'pt', 'questions.11.__sc_item_id')).toBe(false);
    expect(translationSaved('albums/ana-joao', 'pt', 'photos.2.__sc_item_id')).toBe(false);
  });
});
