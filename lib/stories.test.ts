/** @jest-environment node */
import { albumsByCategory } from '@/lib/albums';
import { fixtureAlbum } from '@/test-support/photos';
import { coverIndexOf, getStory } from './stories';

describe('getStory', () => {
  it('tells the story of the album of that gallery, in the language asked', () => {
    const album = albumsByCategory.weddings.at(-1)!;
    expect(getStory('weddings', album.slug, 'pt')).toMatchObject({
      slug: album.slug,
      category: 'weddings',
      locale: 'pt',
      title: album.title.pt,
      summary: album.summary.pt,
    });
  });

  it('has none for an album the gallery does not hold', () => {
    expect(() => getStory('weddings', 'no-such-couple', 'en')).toThrow(
      'There is no album no-such-couple among the weddings of content/albums/.',
    );
  });
});

describe('coverIndexOf', () => {
  const album = fixtureAlbum({ count: 4 });

  it('finds the cover among the album’s photos, first or further on', () => {
    expect(coverIndexOf({ ...album, cover: album.photos[0]!.file })).toBe(0);
    expect(coverIndexOf({ ...album, cover: album.photos[2]!.file })).toBe(2);
  });

  it('refuses a cover that is not one of its photos, naming the album and the file', () => {
    expect(() => coverIndexOf({ ...album, cover: 'elsewhere.jpg' })).toThrow(
      'Album rita-nuno: its cover elsewhere.jpg is not one of its photos.',
    );
  });
});
