/** @jest-environment node */
import { getSite } from '@/content/read';
import { demoFingerprint, isShippedDemo } from '@/test-support/demo-content';
import { brazilianForms } from '@/test-support/portuguese';
import { albumsByCategory } from '.';

const counts = (category: keyof typeof albumsByCategory) =>
  albumsByCategory[category].map((group) => group.photos.length);

/*
 * The album counts and order below describe the demo content the project ships, and so do
 * the demo's descriptions. They are checked only while content/ is exactly that demo: while the
 * fingerprint of its albums (folder, heading, place and photo files of each, in page order) and of
 * the site's region is the one test-support/demo-content.ts keeps. Once the photographer adds,
 * removes, reorders or trims an album, or puts her own photos in, these checks stand aside by
 * themselves (their name then says so), and the checks below them, which hold for any content,
 * still run. What her content must get right stops the build instead, with a message naming the
 * album, the file and the language (lib/albums/read.ts, scripts/photos/content-errors.ts).
 */
const shippedDemo = isShippedDemo(albumsByCategory, getSite().region);
const describeDemo = shippedDemo ? describe : describe.skip;
const demoTitle = shippedDemo
  ? 'the demo albums'
  : `the demo albums: skipped, content/ is not the shipped demo (fingerprint ${demoFingerprint(albumsByCategory, getSite().region)})`;

describeDemo(demoTitle, () => {
  it('has the six demo wedding albums in display order with 16, 25, 9, 19, 11 and 12 photos', () => {
    expect(counts('weddings')).toEqual([16, 25, 9, 19, 11, 12]);
  });

  it('titles each wedding with the couple and gives its venue', () => {
    for (const group of albumsByCategory.weddings) {
      expect(group.heading.en).toMatch(/^\S.* & \S/);
      expect(group.place?.en).toBeTruthy();
      expect(group.place?.pt).toBeTruthy();
    }
  });

  it('has the two demo couples albums, headed with a place rather than names, with 9 and 11 photos', () => {
    expect(counts('couples')).toEqual([9, 11]);
    for (const { heading } of albumsByCategory.couples) {
      expect(heading.en.trim()).not.toBe('');
      expect(heading.en).not.toContain('&');
    }
  });

  it('shows the third demo family album, the beach, first, then albums 1 and 2 of the region, with 11, 8 and 12 photos', () => {
    expect(counts('family')).toEqual([11, 8, 12]);
    expect(albumsByCategory.family[0]!.heading.en).toMatch(/^Praia /);
    const [first, second] = albumsByCategory.family.slice(1).map((group) => group.heading.en);
    expect(first).toBe(second);
    expect(getSite().region).toContain(first);
  });

  it('has the 143 demo photos in all', () => {
    const all = Object.values(albumsByCategory).flat();
    expect(all.reduce((sum, group) => sum + group.photos.length, 0)).toBe(143);
  });

  it('describes every demo photo in a sentence of its own in English and in Portuguese', () => {
    for (const groups of Object.values(albumsByCategory)) {
      const images = groups.flatMap((group) => group.photos);
      for (const image of images) {
        expect(image.alt.en.trim().length).toBeGreaterThan(10);
        expect(image.alt.pt.trim().length).toBeGreaterThan(10);
        expect(image.alt.pt).not.toBe(image.alt.en);
        expect(image.alt.en).not.toMatch(/^photo \d+$/i);
      }
      expect(new Set(images.map((image) => image.alt.en)).size).toBe(images.length);
      expect(new Set(images.map((image) => image.alt.pt)).size).toBe(images.length);
    }
  });
});

describe('albums', () => {
  it('writes the Portuguese descriptions in European Portuguese (no Brazilian word or gerund)', () => {
    for (const group of Object.values(albumsByCategory).flat()) {
      for (const photo of group.photos) {
        expect([photo.file, brazilianForms(photo.alt.pt)]).toEqual([photo.file, []]);
      }
    }
  });
});
