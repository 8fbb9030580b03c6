/**
 * The caption a photographer writes in Lightroom (or another editor) travels in the photo's
 * metadata: XMP dc:description, IPTC Caption-Abstract and EXIF ImageDescription. The editor reads
 * it from the camera's file, before the photo is converted (which drops all metadata), to fill in
 * the photo's English description. Pure: it picks the caption from what exifr read.
 */

/** What some cameras write as an image description when nobody wrote one. */
const CAMERA_DEFAULTS = /^(OLYMPUS DIGITAL CAMERA|SONY DSC|DCIM|default|Exif_JPEG_PICTURE|image|photo)$/i;

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(textOf).find(Boolean);
  if (typeof value === 'object' && value !== null && 'value' in value) return textOf(value.value);
  return undefined;
}

/** The caption of a photo from exifr's output (xmp, iptc and ifd0 read, merged), if it has one. */
export function captionOf(metadata: unknown): string | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const tags = metadata as Record<string, unknown>;
  const exif = textOf(tags.ImageDescription);
  return textOf(tags.description) ?? textOf(tags.Caption) ?? (exif && !CAMERA_DEFAULTS.test(exif) ? exif : undefined);
}
