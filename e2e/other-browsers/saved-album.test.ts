/** @jest-environment node */
import type { Album } from '@/lib/albums/schema';
import { ALBUM, albumMismatches, paragraphs } from './saved-album';

/** The album as the build reads it when the editor saved exactly what was typed. */
const typed: Album = {
  slug: ALBUM.slug,
  category: 'weddings',
  position: ALBUM.position,
  month: { year: 2025, month: 6 },
  title: { en: ALBUM.en.title, pt: ALBUM.pt.title },
  heading: { en: ALBUM.en.title, pt: ALBUM.pt.title },
  place: null,
  summary: { en: ALBUM.en.summary, pt: ALBUM.pt.summary },
  story: { en: `${ALBUM.en.story.join('\n\n')}\n`, pt: `\n${ALBUM.pt.story.join('\n\n')}\n` },
  photos: [{ file: 'IMG_1002.webp', alt: { en: ALBUM.en.photo, pt: ALBUM.pt.photo } }],
  cover: 'IMG_1002.webp',
  credits: [],
};

describe('albumMismatches', () => {
  it('finds nothing wrong with the album saved as typed, whatever the other albums’ problems', () => {
    expect(albumMismatches(typed, ['Album ana-joao: the Portuguese story is empty'])).toEqual([]);
  });

  it('names each field saved otherwise, with what was found and what was typed', () => {
    const saved: Album = {
      ...typed,
      position: 1,
      title: { en: ALBUM.en.title, pt: 'Rita e Nun' },
      story: { en: 'Rita and Nuno married in June at Quinta da Luz.', pt: typed.story.pt },
    };
    expect(albumMismatches(saved, [])).toEqual([
      'position: 1 instead of 3',
      'Portuguese names: "Rita e Nun" instead of "Rita e Nuno"',
      `English story: ${JSON.stringify([ALBUM.en.story[0]])} instead of ${JSON.stringify(ALBUM.en.story)}`,
    ]);
  });

  it('reports the build’s own problems with the album when it could not read it', () => {
    const problem = `Album ${ALBUM.slug}: the photo IMG_1002.webp has no Portuguese description`;
    expect(albumMismatches(undefined, [problem, 'Album ana-joao: something else'])).toEqual([problem]);
    expect(albumMismatches(undefined, [])).toEqual([`the build finds no album ${ALBUM.slug}`]);
  });

  it('wants its only photo as the cover', () => {
    expect(albumMismatches({ ...typed, cover: 'other.webp' }, [])).toEqual([
      'cover: "other.webp" instead of "IMG_1002.webp"',
    ]);
  });
});

describe('paragraphs', () => {
  it('splits a story at its empty lines and joins the lines of one paragraph', () => {
    expect(paragraphs('\nFirst line\nstill first.\n\n  \nSecond.\n')).toEqual(['First line still first.', 'Second.']);
  });
});
