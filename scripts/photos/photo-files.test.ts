/** @jest-environment node */
import { compareFileNames } from '@/lib/file-order';
import { formatBytes, isPhotoFile, publicNames, slugify, variantWidths } from './photo-files';

describe('photo files', () => {
  it('orders names naturally, as a person would', () => {
    expect(['IMG_10.jpg', 'IMG_2.jpg', 'img_1.jpg', 'IMG_1.jpg'].sort(compareFileNames)).toEqual([
      'IMG_1.jpg',
      'img_1.jpg',
      'IMG_2.jpg',
      'IMG_10.jpg',
    ]);
  });

  it('recognises photo files by extension and skips hidden files', () => {
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.webp', 'e.tif', 'f.TIFF'].every(isPhotoFile)).toBe(true);
    expect(['.a.jpg', 'notes.txt', 'raw.cr3', 'jpg'].some(isPhotoFile)).toBe(false);
  });

  it('turns file names into URL-safe slugs', () => {
    expect(slugify('IMG 0042 (edit).JPG')).toBe('img-0042-edit');
    expect(slugify('Casamento São João.jpg')).toBe('casamento-sao-joao');
    expect(slugify('---.png')).toBe('photo');
  });

  it('numbers names that would collide', () => {
    expect(publicNames(['a.jpg', 'A.png', 'a!.webp', 'b.jpg'])).toEqual(['a', 'a-2', 'a-3', 'b']);
  });

  it('never makes a variant wider than the photo', () => {
    expect(variantWidths(2000, [480, 800, 1200, 1600])).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1000, [480, 800, 1200, 1600])).toEqual([480, 800]);
    expect(variantWidths(300, [480, 800])).toEqual([300]);
  });

  it('prints sizes in KB or MB', () => {
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3 * 1048576)).toBe('3.0 MB');
  });
});
