/** @jest-environment node */
import exifr from 'exifr';
import sharp from 'sharp';
import { captionOf } from './caption';

/** What the photos field asks exifr for (admin/photos-field/). */
const CAPTION_TAGS = { xmp: true, iptc: true, ifd0: { pick: ['ImageDescription'] }, tiff: true };

/** A caption with what XML, Latin-1 and ASCII each get wrong: an ampersand, quotes, a "<", accents and an emoji. */
const CAPTION = `Rita & Nuno's "first" dance <3 — é, ã 💃`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const segment = (marker: number, body: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, body]);
};

/** The caption as Lightroom writes it into IPTC: Caption-Abstract in UTF-8, the character set declared. */
function iptcSegment(caption: string): Buffer {
  const dataset = (record: number, tag: number, data: Buffer) =>
    Buffer.concat([Buffer.from([0x1c, record, tag, data.length >> 8, data.length & 0xff]), data]);
  const iptc = Buffer.concat([
    dataset(1, 90, Buffer.from([0x1b, 0x25, 0x47])),
    dataset(2, 120, Buffer.from(caption, 'utf8')),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), size, iptc]);
  return segment(
    0xed,
    Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource, Buffer.alloc(iptc.length % 2)]),
  );
}

/** The caption as EXIF's ImageDescription, in UTF-8. */
function exifSegment(caption: string): Buffer {
  const text = Buffer.concat([Buffer.from(caption, 'utf8'), Buffer.from([0])]);
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x010e, 10);
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(text.length, 14);
  tiff.writeUInt32BE(26, 18);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, text]));
}

const photo = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } });
const withSegment = async (extra: Buffer) => {
  const jpeg = await photo().jpeg().toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), extra, jpeg.subarray(2)]);
};

describe('the caption of a photo, read from its file as exifr reads it', () => {
  it.each([
    [
      'XMP (dc:description)',
      () =>
        photo()
          .withXmp(
            `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(CAPTION)}</rdf:li></rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
          )
          .jpeg()
          .toBuffer(),
    ],
    ['IPTC (Caption-Abstract)', () => withSegment(iptcSegment(CAPTION))],
    ['EXIF (ImageDescription)', () => withSegment(exifSegment(CAPTION))],
  ])('comes from %s exactly as she wrote it', async (_where, file) => {
    expect(captionOf(await exifr.parse(await file(), CAPTION_TAGS))).toBe(CAPTION);
  });
});

describe('captionOf', () => {
  it('takes the XMP description Lightroom writes, in any of its shapes', () => {
    expect(captionOf({ description: { lang: 'x-default', value: ' The couple under the olive tree ' } })).toBe(
      'The couple under the olive tree',
    );
    expect(captionOf({ description: [{ lang: 'x-default', value: 'First kiss' }] })).toBe('First kiss');
    expect(captionOf({ description: 'The bride&#39;s bouquet &#x1F490;' })).toBe("The bride's bouquet 💐");
  });

  it('falls back to the IPTC caption, then to the EXIF description unless a camera wrote it', () => {
    expect(captionOf({ Caption: 'Confetti', ImageDescription: 'Other' })).toBe('Confetti');
    expect(captionOf({ ImageDescription: 'Walking to the beach' })).toBe('Walking to the beach');
    expect(captionOf({ ImageDescription: 'OLYMPUS DIGITAL CAMERA' })).toBeUndefined();
  });

  it('leaves an IPTC caption in Latin-1 (not UTF-8) as it is', () => {
    expect(captionOf({ Caption: 'Café à noite' })).toBe('Café à noite');
  });

  it('finds nothing in a photo without a caption', () => {
    expect(captionOf({})).toBeUndefined();
    expect(captionOf(undefined)).toBeUndefined();
    expect(captionOf({ description: '   ' })).toBeUndefined();
  });
});
