/** The files of a photo, by their names: pure, usable on the server and in the browser. */
import type { ManifestPhoto, PhotoFormat } from './photo-manifest';

/**
 * A photo as pages and the viewer need it, from its entry in the photo manifest (lib/photos.ts'
 * toPhoto): small enough to pass to the browser as data. Its size (after EXIF rotation: the aspect
 * ratio that reserves its space) and its average colour (painted in its place until it arrives)
 * are the manifest's; its files are `<base>-<width>.avif|webp` for every width of `widths`, and
 * `<base>-<jpegWidth>.jpg`.
 */
export type Photo = Pick<ManifestPhoto, 'width' | 'height' | 'color'> & {
  /** Path of the photo's files without width and format, URL-encoded: '/photos/weddings/ana-joao/demo-01.8bbcc313'. */
  base: string;
  /** Widths of the AVIF and WebP files, smallest first. */
  widths: number[];
  /** Width of the JPEG: the <img> fallback of browsers without AVIF or WebP. */
  jpegWidth: number;
};

/** A file of the photo: '/photos/a/b/demo-01.8bbcc313-800.avif'. */
function photoFile(photo: Photo, width: number, format: PhotoFormat | 'jpg'): string {
  return `${photo.base}-${width}.${format}`;
}

/** The JPEG fallback of a photo. */
export function jpegFile(photo: Photo): string {
  return photoFile(photo, photo.jpegWidth, 'jpg');
}

/** A srcset of one format, smallest first, up to `maxWidth`: '/photos/a-480.avif 480w, /photos/a-800.avif 800w'. */
export function srcSetOf(photo: Photo, format: PhotoFormat, maxWidth = Infinity): string {
  const widths = photo.widths.filter((width, index) => index === 0 || width <= maxWidth);
  return widths.map((width) => `${photoFile(photo, width, format)} ${width}w`).join(', ');
}

/**
 * The file a photo opened without the page's script shows (lib/gallery/photo-link.ts): its
 * largest WebP up to `maxWidth`.
 */
export function linkedFile(photo: Photo, maxWidth: number): string {
  const width = photo.widths.filter((candidate, index) => index === 0 || candidate <= maxWidth).at(-1)!;
  return photoFile(photo, width, 'webp');
}
