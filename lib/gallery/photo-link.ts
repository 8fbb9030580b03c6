import { linkedFile, type Photo } from '@/lib/photo-files';

/** A gallery photo's link: it carries `data-photo`, the photo the viewer opens at (viewer-index.ts). */
export const PHOTO_LINK = 'a[data-photo]';

/**
 * The width of the file a photo opened without the page's script shows (its WebP, up to this):
 * sharp on a phone and never the multi-megabyte full size.
 */
const OPENED_WIDTH = 1200;

/**
 * The id of a photo's link in its album's grid ('photo-ana-joao-3'), which its own href names:
 * a tap is a move to a fragment of the page, which loads nothing, so it can never leave the page.
 */
export const photoLinkId = (album: string, index: number) => `photo-${album}-${index + 1}`;

/** The id of a story's cover link ('cover-ana-joao'): the same photo as its copy in the grid, another element. */
export const coverLinkId = (album: string) => `cover-${album}`;

/**
 * The custom properties of a photo's link: its aspect ratio (`--r`, which keeps its box before it
 * arrives) and its larger file (`--full`), which the page's style fetches only when the photo is
 * opened without the page's script (components/gallery/lightbox.module.css).
 */
export function photoLinkStyle(photo: Photo): Record<`--${string}`, string> {
  return { '--r': `${photo.width} / ${photo.height}`, '--full': `url("${linkedFile(photo, OPENED_WIDTH)}")` };
}

/** A click that opens the viewer: the main button, no key held (those mean a new tab or window). */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The photo link a click landed on, if any. */
export const photoLinkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(PHOTO_LINK) : null;
