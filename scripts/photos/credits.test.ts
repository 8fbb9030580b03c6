/** @jest-environment node */
import sharp, { type Sharp } from 'sharp';
import { asciiExif, readCredits } from './credits';

const blank = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } });

function xmpPacket(body: string): string {
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">${body}</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

async function creditsOf(image: Sharp) {
  const meta = await sharp(await image.jpeg().toBuffer()).metadata();
  return readCredits({ exif: meta.exif, xmp: meta.xmp });
}

describe('readCredits', () => {
  it('reads EXIF Artist and Copyright', async () => {
    expect(
      await creditsOf(blank().withExif({ IFD0: { Artist: 'Maria Sol', Copyright: '(c) 2024 Maria Sol' } })),
    ).toEqual({ creator: 'Maria Sol', copyright: '(c) 2024 Maria Sol' });
  });

  it('reads XMP dc:creator and dc:rights as Lightroom writes them (a list and a language alternative)', async () => {
    const xmp = xmpPacket(
      '<dc:creator><rdf:Seq><rdf:li>Maria Sol</rdf:li><rdf:li>Assistant</rdf:li></rdf:Seq></dc:creator>' +
        '<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© 2024 Maria Sol</rdf:li><rdf:li xml:lang="pt">© 2024 Maria Sol (PT)</rdf:li></rdf:Alt></dc:rights>',
    );
    expect(await creditsOf(blank().withXmp(xmp))).toEqual({ creator: 'Maria Sol', copyright: '© 2024 Maria Sol' });
  });

  it('prefers EXIF to XMP when both are there', async () => {
    const xmp = xmpPacket(
      '<dc:creator><rdf:Seq><rdf:li>From XMP</rdf:li></rdf:Seq></dc:creator><dc:rights><rdf:Alt><rdf:li xml:lang="x-default">XMP rights</rdf:li></rdf:Alt></dc:rights>',
    );
    expect(
      await creditsOf(
        blank()
          .withXmp(xmp)
          .withExif({ IFD0: { Artist: 'From EXIF' } }),
      ),
    ).toEqual({ creator: 'From EXIF', copyright: 'XMP rights' });
  });

  it('finds nothing in a photo without credits, and nothing in damaged metadata', async () => {
    expect(await creditsOf(blank())).toEqual({});
    expect(
      await readCredits({ exif: Buffer.from('Exif\0\0II*\0\xff\xff\xff\xff', 'latin1'), xmp: Buffer.from('<not xmp') }),
    ).toEqual({});
  });
});

describe('asciiExif', () => {
  it('keeps credits readable in ASCII', () => {
    expect(asciiExif('© 2024 João Sol')).toBe('(c) 2024 Joao Sol');
  });

  it('protects a value ending in a parenthesis from being cut by libvips', () => {
    expect(asciiExif('Maria Sol (Luz do Sul)')).toBe('Maria Sol (Luz do Sul) ');
  });
});
