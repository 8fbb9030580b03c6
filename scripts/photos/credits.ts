/**
 * The photographer's credits kept in the public files: the creator (EXIF Artist, or XMP dc:creator)
 * and the copyright (EXIF Copyright, or XMP dc:rights), read with exifr from the metadata sharp
 * found in the original. EXIF wins when both are present. Every other piece of metadata (GPS,
 * camera) is dropped by the pipeline.
 */
import { parse, sidecar } from 'exifr';

export type Credits = { creator?: string; copyright?: string };

/** The metadata blocks sharp reports for an image (`sharp(input).metadata()`). */
export type MetadataBlocks = { exif?: Buffer | undefined; xmp?: Buffer | undefined };

/** exifr reads a TIFF structure; sharp gives the EXIF block with its 'Exif\0\0' marker. */
export function tiffOf(exif: Buffer): Buffer {
  return exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
}

const cleanText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The first text of an XMP value: a plain text, a list (rdf:Seq/Bag) or a language alternative (rdf:Alt). */
function firstText(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstText(value[0]);
  if (typeof value === 'object' && value !== null && 'value' in value) return cleanText(value.value);
  return cleanText(value);
}

async function exifCredits(exif: Buffer): Promise<Credits> {
  try {
    // Only these two tags are read: exifr then skips every other block.
    const tags: unknown = await parse(tiffOf(exif), ['Artist', 'Copyright']);
    if (typeof tags !== 'object' || tags === null) return {};
    const { Artist, Copyright } = tags as { Artist?: unknown; Copyright?: unknown };
    const creator = cleanText(Artist);
    const copyright = cleanText(Copyright);
    return { ...(creator ? { creator } : {}), ...(copyright ? { copyright } : {}) };
  } catch {
    return {}; // A damaged EXIF block only means no credits.
  }
}

async function xmpCredits(xmp: Buffer): Promise<Credits> {
  try {
    const data: unknown = await sidecar(xmp, {}, 'xmp');
    const dc = typeof data === 'object' && data !== null && 'dc' in data ? data.dc : undefined;
    if (typeof dc !== 'object' || dc === null) return {};
    const creator = 'creator' in dc ? firstText(dc.creator) : undefined;
    const copyright = 'rights' in dc ? firstText(dc.rights) : undefined;
    return { ...(creator ? { creator } : {}), ...(copyright ? { copyright } : {}) };
  } catch {
    return {};
  }
}

export async function readCredits({ exif, xmp }: MetadataBlocks): Promise<Credits> {
  return { ...(xmp ? await xmpCredits(xmp) : {}), ...(exif ? await exifCredits(exif) : {}) };
}

/**
 * EXIF strings are ASCII: keep the text readable ('©' → '(c)', accents dropped). libvips reads a
 * value ending in " (…)" as "value (its description)" and drops that part, so a value ending in
 * ')' gets a trailing space to survive whole.
 */
export function asciiExif(text: string): string {
  const ascii = text
    .replace(/©/g, '(c)')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  return ascii.endsWith(')') ? `${ascii} ` : ascii;
}
