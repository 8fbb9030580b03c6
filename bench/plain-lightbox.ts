import { escapeHtml } from '../lib/escape-html';
import type { GalleryPhoto } from '../lib/gallery/album-data';
import { jpegFile, srcSetOf } from '../lib/photo-files';
import { photoMarkup } from '../lib/photo-markup';

/** How many photos load at once, as on the site's galleries; the rest as they come near. */
const EAGER_PHOTOS = 10;
const GRID_SIZES = '(max-width: 900px) 50vw, 33vw';
const THUMBNAIL_MAX_WIDTH = 1200;

/** What the lightbox's script reads of each photo. */
type LightboxPhoto = { avif: string; webp: string; jpeg: string; alt: string; width: number; height: number };

function gridItem(photo: GalleryPhoto, index: number): string {
  const priority = index < EAGER_PHOTOS ? 'eager' : false;
  const { sources, img } = photoMarkup(photo, {
    alt: photo.alt,
    sizes: GRID_SIZES,
    maxWidth: THUMBNAIL_MAX_WIDTH,
    priority,
  });
  const sourceTags = sources.map(
    (source) =>
      `<source type="${source.type}" srcset="${escapeHtml(source.srcSet)}" sizes="${escapeHtml(source.sizes)}">`,
  );
  const imgTag = `<img src="${escapeHtml(img.src)}" width="${img.width}" height="${img.height}" alt="${escapeHtml(img.alt)}" loading="${img.loading}" decoding="async">`;
  return `<a href="${escapeHtml(jpegFile(photo))}" data-index="${index}"><picture>${sourceTags.join('')}${imgTag}</picture></a>`;
}

/**
 * The plain lightbox page (bench/plain-lightbox.html) with `photos` in its grid and its viewer:
 * the same files the site's gallery serves, so only the page's own work differs.
 */
export function plainLightboxPage(template: string, photos: readonly GalleryPhoto[]): string {
  const data: LightboxPhoto[] = photos.map((photo) => ({
    avif: srcSetOf(photo, 'avif'),
    webp: srcSetOf(photo, 'webp'),
    jpeg: jpegFile(photo),
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
  }));
  // `<` escaped: the JSON sits inside a <script> element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return template.replace('<!-- photos -->', photos.map(gridItem).join('')).replace('<!-- photos.json -->', () => json);
}
