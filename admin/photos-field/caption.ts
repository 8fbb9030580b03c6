/**
 * The caption a photographer writes in Lightroom (or another editor) travels in the photo's
 * metadata: XMP dc:description, IPTC Caption-Abstract and EXIF ImageDescription. The editor reads
 * it from the camera's file, before the photo is converted (which drops all metadata), to fill in
 * the photo's English description. Pure: it picks the caption from what exifr read, and gives its
 * text as she wrote it (the description a blind visitor hears), whichever of the three it came from.
 */

/** What some cameras write as an image description when nobody wrote one. */
const CAMERA_DEFAULTS = /^(OLYMPUS DIGITAL CAMERA|SONY DSC|DCIM|default|Exif_JPEG_PICTURE|image|photo)$/i;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Text with its XML (or HTML) references read: XMP is XML, and exifr hands its text over with the
 * references in it (`&amp;`, `&#39;`); a translation service asked for HTML answers with them too.
 */
export function fromXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return XML_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * IPTC text whose bytes are UTF-8 (what Lightroom writes, and declares) arrives read as Latin-1
 * ("Ã©" for "é"): read those bytes again as UTF-8. Text that is not UTF-8 is left as it is.
 */
function fromLatin1ReadUtf8(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text) || /[^\u0000-\u00ff]/.test(text)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (char) => char.charCodeAt(0)));
  } catch {
    return text;
  }
}

function textOf(value: unknown, decode: (text: string) => string = (text) => text): string | undefined {
  if (typeof value === 'string') return decode(value).trim() || undefined;
  if (Array.isArray(value)) return value.map((item) => textOf(item, decode)).find(Boolean);
  if (typeof value === 'object' && value !== null && 'value' in value) return textOf(value.value, decode);
  return undefined;
}

/** The caption of a photo from exifr's output (xmp, iptc and ifd0 read, merged), if it has one. */
export function captionOf(metadata: unknown): string | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const tags = metadata as Record<string, unknown>;
  const exif = textOf(tags.ImageDescription);
  return (
    textOf(tags.description, fromXml) ??
    textOf(tags.Caption, fromLatin1ReadUtf8) ??
    (exif && !CAMERA_DEFAULTS.test(exif) ? exif : undefined)
  );
}
