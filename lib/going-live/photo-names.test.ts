/** @jest-environment node */
import { isPhotoFile } from './photo-names';

describe('isPhotoFile', () => {
  it.each(['IMG_1002.jpg', 'a.jpeg', 'a.png', 'a.webp', 'scan.tif', 'scan.tiff', 'IMG_1002.JPG', 'praia.da.luz.Jpeg'])(
    'takes %s for a photo',
    (name) => {
      expect(isPhotoFile(name)).toBe(true);
    },
  );

  it.each(['.jpg', '.hidden.jpg', 'notes.txt', 'jpg', 'index.en.md', 'photo.jpg.txt', 'photo.gif'])(
    'takes %s for no photo',
    (name) => {
      expect(isPhotoFile(name)).toBe(false);
    },
  );
});
