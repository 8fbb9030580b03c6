/** A gallery photo's link: it carries `data-photo`, the photo the viewer opens at (viewer-index.ts). */
export const PHOTO_LINK = 'a[data-photo]';

/** A click that opens the viewer: the main button, no key held (those mean a new tab or window). */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The photo link a click landed on, if any. */
export const photoLinkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(PHOTO_LINK) : null;
