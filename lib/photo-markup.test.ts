/** @jest-environment node */
import { fakePhoto } from '@/test-support/photos';
import { photoMarkup } from './photo-markup';

const photo = { ...fakePhoto('weddings/rita-nuno/01.jpg'), widths: [480, 800, 1600] };
const sizes = '(max-width: 900px) 100vw, 50vw';

describe('photoMarkup', () => {
  it('offers AVIF first, then WebP, each at every width, for the sizes given', () => {
    expect(photoMarkup(photo, { alt: 'Rita', sizes }).sources).toEqual([
      {
        type: 'image/avif',
        srcSet: `${photo.base}-480.avif 480w, ${photo.base}-800.avif 800w, ${photo.base}-1600.avif 1600w`,
        sizes,
      },
      {
        type: 'image/webp',
        srcSet: `${photo.base}-480.webp 480w, ${photo.base}-800.webp 800w, ${photo.base}-1600.webp 1600w`,
        sizes,
      },
    ]);
  });

  it('offers no file wider than a thumbnail needs', () => {
    const [avif, webp] = photoMarkup(photo, { alt: 'Rita', sizes, maxWidth: 800 }).sources;
    expect(avif?.srcSet).toBe(`${photo.base}-480.avif 480w, ${photo.base}-800.avif 800w`);
    expect(webp?.srcSet).toBe(`${photo.base}-480.webp 480w, ${photo.base}-800.webp 800w`);
  });

  it('falls back to the JPEG, its space reserved by its size and painted in its colour', () => {
    expect(photoMarkup(photo, { alt: 'Rita and Nuno', sizes }).img).toMatchObject({
      src: `${photo.base}-2048.jpg`,
      width: photo.width,
      height: photo.height,
      alt: 'Rita and Nuno',
      backgroundColor: photo.color,
    });
  });

  it('loads a photo below the fold lazily, at normal priority, drawn once decoded', () => {
    expect(photoMarkup(photo, { alt: '', sizes }).img).toMatchObject({
      loading: 'lazy',
      fetchPriority: 'auto',
      decoding: 'async',
    });
  });

  it('loads the largest photo of the screen at once, first, decoded with its frame', () => {
    expect(photoMarkup(photo, { alt: '', sizes, priority: true }).img).toMatchObject({
      loading: 'eager',
      fetchPriority: 'high',
      decoding: 'sync',
    });
  });

  it('loads an eager photo at once but at normal priority, drawn once decoded', () => {
    expect(photoMarkup(photo, { alt: '', sizes, priority: 'eager' }).img).toMatchObject({
      loading: 'eager',
      fetchPriority: 'auto',
      decoding: 'async',
    });
  });

  it('decodes as asked, whatever the priority', () => {
    expect(photoMarkup(photo, { alt: '', sizes, priority: true, decoding: 'async' }).img.decoding).toBe('async');
    expect(photoMarkup(photo, { alt: '', sizes, decoding: 'sync' }).img.decoding).toBe('sync');
  });
});
