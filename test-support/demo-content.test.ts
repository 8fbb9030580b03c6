import type { AlbumGroup } from '@/content/albums';
import { isDemoContent } from './demo-content';

const album = (files: string[]): AlbumGroup => ({
  album: 'rita-nuno',
  title: 'Rita & Nuno',
  place: null,
  images: files.map((file, index) => ({
    id: index + 1,
    album: 'rita-nuno',
    alt: { en: 'x', pt: 'x' },
    src: `weddings/rita-nuno/${file}`,
  })),
  left: true,
  first: false,
  family: false,
});

test('an album of the photographer’s own photos, beside the demo ones, ends the demo', () => {
  expect(isDemoContent({ weddings: [album(['demo-01.jpg', 'demo-02.jpg'])] })).toBe(true);
  expect(isDemoContent({ weddings: [album(['demo-01.jpg']), album(['IMG_0042.jpg'])] })).toBe(false);
  expect(isDemoContent({ weddings: [album(['demo-01.jpg', '01b.jpg'])] })).toBe(false);
});
