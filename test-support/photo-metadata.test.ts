/** @jest-environment node */
import sharp from 'sharp';
import { privateMetadataOf } from './photo-metadata';

const pixels = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a58b6f' } });

describe('privateMetadataOf', () => {
  test('finds GPS, serial numbers and the camera in a photo straight from the camera', async () => {
    const camera = await pixels()
      .withExif({
        IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Luz do Sul' },
        IFD2: { BodySerialNumber: '0123456789', LensModel: 'RF50mm F1.2 L USM' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 40/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect(await privateMetadataOf(camera)).toEqual(
      // exifr names the body's serial number (tag 0xA431) SerialNumber.
      expect.arrayContaining(['Make', 'Model', 'SerialNumber', 'LensModel', 'GPSLatitude', 'GPSLongitude']),
    );
  });

  test('finds an XMP block (where Lightroom keeps the same data)', async () => {
    const withXmp = await pixels()
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .webp()
      .toBuffer();
    expect(await privateMetadataOf(withXmp)).toContain('an XMP block');
  });

  test('lets the photographer’s credit through, in every format the site serves', async () => {
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const credited = await pixels()
        .withExif({ IFD0: { Artist: 'Luz do Sul', Copyright: '© Luz do Sul' } })
        .toFormat(format)
        .toBuffer();
      expect({ format, found: await privateMetadataOf(credited) }).toEqual({ format, found: [] });
    }
  });
});
