/** @jest-environment node */
import { portugueseFrontMatter } from '@/lib/albums/schema';
import { strayPortugueseFields } from './portuguese-file';

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
