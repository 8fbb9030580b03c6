/** @jest-environment node */
import type { ManifestVariant } from '@/lib/photo-manifest';
import { DRAFT_LONG_SIDE } from '../drafting/draft-request';
import { publishedPhoto } from './published-photos';

/** A photo's variants as the site's photo build writes them: every width in AVIF and WebP, at the photo's ratio. */
const variants = (widths: number[], ratio: number): ManifestVariant[] =>
  widths.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      format,
      src: `/photos/weddings/rita-nuno/IMG_0001.8bbcc313-${width}.${format}`,
      width,
      height: Math.round(width / ratio),
      bytes: width * 10,
    })),
  );

describe('publishedPhoto', () => {
  it('lists the smallest WebP as the thumbnail, and the first at least as large as the drafted copy to draft from', () => {
    // Landscape 3:2: 800 × 533 is too small, 1200 × 800 is the first whose long side reaches 1024.
    expect(publishedPhoto(variants([1600, 360, 480, 1200, 800], 3 / 2))).toEqual({
      thumbnail: '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-360.webp',
      large: '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-1200.webp',
    });
    expect(DRAFT_LONG_SIDE).toBe(1024);
  });

  it('measures a portrait by its height: 800 wide is already 1200 tall', () => {
    expect(publishedPhoto(variants([360, 480, 800, 1200, 1600], 2 / 3))?.large).toBe(
      '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-800.webp',
    );
  });

  it('drafts a photo published smaller than the drafted copy from its largest file', () => {
    expect(publishedPhoto(variants([360, 480], 3 / 2))).toEqual({
      thumbnail: '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-360.webp',
      large: '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-480.webp',
    });
  });

  it('lists nothing for a photo without a WebP', () => {
    expect(publishedPhoto(variants([360, 1200], 3 / 2).filter((variant) => variant.format === 'avif'))).toBeUndefined();
  });
});
