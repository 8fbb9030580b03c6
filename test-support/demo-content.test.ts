/** @jest-environment node */
import { demoFingerprint, type FingerprintedAlbum } from './demo-content';

const album = (name: string, files: string[]): FingerprintedAlbum => ({
  slug: name,
  heading: { en: 'Rita & Nuno', pt: 'Rita & Nuno' },
  place: null,
  photos: files.map((file) => ({ file, alt: { en: 'x', pt: 'x' } })),
});

describe('the shipped demo', () => {
  const demo = { weddings: [album('a', ['demo-01.jpg', 'demo-02.jpg']), album('b', ['demo-01.jpg'])] };
  const fingerprint = demoFingerprint(demo, 'Algarve');

  it.each([
    ['an album removed', { weddings: [demo.weddings[0]!] }],
    ['albums reordered', { weddings: [demo.weddings[1]!, demo.weddings[0]!] }],
    ['an album trimmed', { weddings: [album('a', ['demo-01.jpg']), demo.weddings[1]!] }],
    ['an album added', { weddings: [...demo.weddings, album('c', ['demo-01.jpg'])] }],
    ['a photo of her own', { weddings: [album('a', ['demo-01.jpg', 'IMG_0042.jpg']), demo.weddings[1]!] }],
  ])('is no longer the demo once %s', (_change, albums) => {
    expect(demoFingerprint(albums, 'Algarve')).not.toBe(fingerprint);
  });

  it('is no longer the demo once the region changes', () => {
    expect(demoFingerprint(demo, 'Lisboa')).not.toBe(fingerprint);
  });

  it('does not depend on the photos’ descriptions', () => {
    const described = {
      weddings: demo.weddings.map((each) => ({
        ...each,
        photos: each.photos.map((photo) => ({ ...photo, alt: { en: 'y', pt: 'y' } })),
      })),
    };
    expect(demoFingerprint(described, 'Algarve')).toBe(fingerprint);
  });
});
