/** @jest-environment node */
import { albumsByCategory } from '@/content/albums';
import { albumWarnings, listedAlbums } from './albums';

describe('listedAlbums', () => {
  it('lists every album of content/albums.ts with the number of photos it describes', () => {
    const listed = listedAlbums();
    const expected = Object.values(albumsByCategory).reduce((sum, groups) => sum + groups.length, 0);
    expect(listed).toHaveLength(expected);
    for (const { category, album, count } of listed) {
      const group = albumsByCategory[category as keyof typeof albumsByCategory].find(
        (candidate) => candidate.album === album,
      );
      expect(group?.images).toHaveLength(count);
    }
  });
});

describe('albumWarnings', () => {
  const listed = [
    { category: 'weddings', album: 'a', count: 3 },
    { category: 'weddings', album: 'b', count: 2 },
  ];

  it('says nothing when every folder matches its album', () => {
    expect(albumWarnings(listed, { 'weddings/a': 3, 'weddings/b': 2 })).toEqual([]);
  });

  it('names albums with too few or too many photos, and folders no album uses', () => {
    const warnings = albumWarnings(listed, { 'weddings/a': 1, 'weddings/b': 4, 'weddings/c': 1 });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^weddings\/a: .* 3 photos but the folder has 1/);
    expect(warnings[1]).toMatch(/^weddings\/b: the folder has 4 photos .* the last 2/);
    expect(warnings[2]).toMatch(/^weddings\/c: this folder is not an album/);
  });
});
