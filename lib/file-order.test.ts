/** @jest-environment node */
import { compareFileNames } from './file-order';

const sorted = (names: string[]) => names.toSorted(compareFileNames);

describe('compareFileNames', () => {
  it('puts numbers in their natural order: IMG_2 before IMG_10', () => {
    expect(sorted(['IMG_10.jpg', 'IMG_2.jpg', 'IMG_1.jpg'])).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_10.jpg']);
  });

  it('orders letters without regard to case', () => {
    expect(sorted(['b.jpg', 'C.jpg', 'a.jpg'])).toEqual(['a.jpg', 'b.jpg', 'C.jpg']);
  });

  it('keeps names equal but for case in one order, whichever comes first', () => {
    expect(sorted(['photo.jpg', 'Photo.jpg'])).toEqual(sorted(['Photo.jpg', 'photo.jpg']));
    expect(Math.sign(compareFileNames('Photo.jpg', 'photo.jpg'))).toBe(
      -Math.sign(compareFileNames('photo.jpg', 'Photo.jpg')),
    );
    expect(compareFileNames('Photo.jpg', 'photo.jpg')).not.toBe(0);
  });

  it('finds a name equal to itself', () => {
    expect(compareFileNames('IMG_2.jpg', 'IMG_2.jpg')).toBe(0);
  });
});
