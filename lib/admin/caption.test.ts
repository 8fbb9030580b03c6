import { captionOf } from './caption';

describe('captionOf', () => {
  it('takes the XMP description Lightroom writes, in any of its shapes', () => {
    expect(captionOf({ description: { lang: 'x-default', value: ' The couple under the olive tree ' } })).toBe(
      'The couple under the olive tree',
    );
    expect(captionOf({ description: [{ lang: 'x-default', value: 'First kiss' }] })).toBe('First kiss');
    expect(captionOf({ description: 'Rings on a barrel' })).toBe('Rings on a barrel');
  });

  it('falls back to the IPTC caption, then to the EXIF description unless a camera wrote it', () => {
    expect(captionOf({ Caption: 'Confetti', ImageDescription: 'Other' })).toBe('Confetti');
    expect(captionOf({ ImageDescription: 'Walking to the beach' })).toBe('Walking to the beach');
    expect(captionOf({ ImageDescription: 'OLYMPUS DIGITAL CAMERA' })).toBeUndefined();
  });

  it('finds nothing in a photo without a caption', () => {
    expect(captionOf({})).toBeUndefined();
    expect(captionOf(undefined)).toBeUndefined();
    expect(captionOf({ description: '   ' })).toBeUndefined();
  });
});
