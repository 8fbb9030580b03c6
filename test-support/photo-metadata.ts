/**
 * What an image file tells of where it was taken and with which camera: the site's photos may
 * keep the photographer's credit (EXIF Artist and Copyright); GPS, serial numbers, camera, lens and
 * exposure, and any XMP or IPTC block (where Lightroom keeps the same) must never reach a visitor.
 */
import { parse } from 'exifr';
import sharp from 'sharp';
import { tiffOf } from '@/scripts/photos/credits';

/**
 * EXIF tags that tell where, when and with what a photo was taken, or whose camera it was. The
 * structure sharp writes itself (ExifVersion, ColorSpace, the image's size) says none of that.
 */
const PRIVATE_TAG =
  /^GPS|latitude|longitude|serial|^make$|^model$|^lens|owner|^datetimeoriginal$|^createdate$|^exposure|^fnumber$|^iso|^focallength|^software$|^hostcomputer$|^imageuniqueid$/i;

/** The private metadata an image holds, by name ('GPSLatitude', 'Make', 'an XMP block'); none for a clean file. */
export async function privateMetadataOf(input: string | Buffer): Promise<string[]> {
  const { exif, xmp, iptc } = await sharp(input).metadata();
  const found: string[] = [];
  if (xmp) found.push('an XMP block');
  if (iptc) found.push('an IPTC block');
  if (exif) {
    try {
      const tags = (await parse(tiffOf(exif), {
        tiff: true,
        exif: true,
        gps: true,
        interop: true,
        ifd1: true,
        mergeOutput: true,
      })) as Record<string, unknown> | undefined;
      found.push(...Object.keys(tags ?? {}).filter((tag) => PRIVATE_TAG.test(tag)));
    } catch {
      found.push('an EXIF block that cannot be read'); // What it hides cannot be told.
    }
  }
  return found;
}
