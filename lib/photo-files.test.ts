/** @jest-environment node */
import { fakePhoto } from '@/test-support/photos';
import { jpegFile, linkedFile, srcSetOf } from './photo-files';

const photo = { ...fakePhoto('weddings/rita-nuno/01.jpg'), widths: [480, 800, 1600], jpegWidth: 2048 };
const file = (width: number, format: string) => `${photo.base}-${width}.${format}`;

describe('srcSetOf', () => {
  it('lists every width, smallest first, without a limit', () => {
    expect(srcSetOf(photo, 'avif')).toBe(
      `${file(480, 'avif')} 480w, ${file(800, 'avif')} 800w, ${file(1600, 'avif')} 1600w`,
    );
  });

  it('keeps a width equal to the limit and leaves out the wider ones', () => {
    expect(srcSetOf(photo, 'webp', 800)).toBe(`${file(480, 'webp')} 480w, ${file(800, 'webp')} 800w`);
  });

  it('keeps the smallest width even when the limit is below it', () => {
    expect(srcSetOf(photo, 'webp', 100)).toBe(`${file(480, 'webp')} 480w`);
  });
});

describe('linkedFile', () => {
  it('is the largest WebP up to the width given, that width included', () => {
    expect(linkedFile(photo, 800)).toBe(file(800, 'webp'));
    expect(linkedFile(photo, 1599)).toBe(file(800, 'webp'));
    expect(linkedFile(photo, 5000)).toBe(file(1600, 'webp'));
  });

  it('is the smallest WebP when even that one is wider than the width given', () => {
    expect(linkedFile(photo, 100)).toBe(file(480, 'webp'));
  });
});

describe('jpegFile', () => {
  it('is the JPEG at its own width', () => {
    expect(jpegFile(photo)).toBe(file(2048, 'jpg'));
  });
});
