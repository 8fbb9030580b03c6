/** @jest-environment node */
import { albumsByCategory } from '@/lib/albums';
import { galleryRoutes } from '@/content/routes';
import { storyHref } from './routing';
import { hasStory, storyNeighbours, storyParams, storyPaths } from './story-routes';

/* Derived from content/albums/: any albums the photographer has, in her order. */
describe('story neighbours', () => {
  it.each(galleryRoutes)(
    'link each %s story to the one before and after it in the gallery, none past either end',
    (category) => {
      const folders = albumsByCategory[category].map((group) => group.slug);
      folders.forEach((album, index) => {
        expect(storyNeighbours(category, album)).toEqual({ previous: folders[index - 1], next: folders[index + 1] });
      });
    },
  );

  it('walk the whole gallery from its first story to its last', () => {
    const folders = albumsByCategory.weddings.map((group) => group.slug);
    const walked = [folders[0]];
    for (
      let next = storyNeighbours('weddings', folders[0]!).next;
      next;
      next = storyNeighbours('weddings', next).next
    ) {
      walked.push(next);
    }
    expect(walked).toEqual(folders);
  });

  it('are none for an album the gallery does not have', () => {
    expect(storyNeighbours('weddings', 'no-such-couple')).toEqual({});
  });
});

describe('story pages', () => {
  const all = galleryRoutes.flatMap((category) =>
    albumsByCategory[category].map((group) => ({ category, album: group.slug })),
  );

  it('are one per album of content/albums/', () => {
    expect(storyParams()).toEqual(all);
  });

  it('are exported in both languages, and English in its /en-en form', () => {
    expect(storyPaths().toSorted()).toEqual(
      all
        .flatMap(({ category, album }) => [
          storyHref(category, album, 'en'),
          `${storyHref(category, album, 'en')}/en-en`,
          storyHref(category, album, 'pt'),
        ])
        .toSorted(),
    );
  });

  it('exist for the albums of content/albums/ only', () => {
    for (const { category, album } of all) expect(hasStory(category, album)).toBe(true);
    expect(hasStory('weddings', 'no-such-couple')).toBe(false);
    const other = all.find(({ category }) => category !== 'weddings');
    if (other) expect(hasStory('weddings', other.album)).toBe(false);
  });
});
