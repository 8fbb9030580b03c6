import type { GalleryMessages } from '@/content/dictionaries/gallery';
import { afterNextPaint } from '@/lib/after-paint';
import { htmlElement } from '@/lib/escape-html';
import type { ViewerAlbum } from '@/lib/gallery/album-data';
import { formatPosition, nextIndex, previousIndex, type ViewerState } from '@/lib/gallery/viewer-index';
import type { Photo } from '@/lib/photo-files';
import { pictureHtml } from '@/lib/photo-markup';
import { CHEVRON_PATH } from '@/components/ui/step-button';
import pictureStyles from '@/components/ui/responsive-photo.module.css';
import styles from './photo-viewer.module.css';

type Direction = 'next' | 'previous';

export type ViewerViewOptions = {
  albums: readonly ViewerAlbum[];
  messages: GalleryMessages['viewer'];
  /** The id of the position line, which describes the dialog. */
  positionId: string;
  /** The gallery link of a photo: the one on show gets the focus back when the viewer closes. */
  linkOf: (album: string, index: number) => HTMLElement | null;
  onStep: (direction: Direction) => void;
  /** The visitor asked to close it (the button, Escape, the platform's close request, a click beside the photo). */
  onClose: () => void;
};

export type ViewerView = {
  /** The viewer's `<dialog>`, closed and empty until `show` opens it; the caller puts it in the page. */
  dialog: HTMLDialogElement;
  /** Draws `state`: opens the dialog, steps to another photo, or closes it. */
  show: (state: ViewerState) => void;
  /** Closes the dialog, drops what waits for a paint and takes the dialog out of the page. */
  destroy: () => void;
};

/** A swipe shorter than this (in CSS pixels) is a tap, not a swipe. */
const SWIPE_MIN_PX = 40;

/** The displayed width of a photo in the viewer: all the width, or the height allows less. */
function viewerSizes(photo: Photo): string {
  const ratio = photo.width / photo.height;
  return `(orientation: landscape) ${Math.round(ratio * 88)}vh, 100vw`;
}

const closeIcon =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 5l14 14M19 5L5 19"></path></svg>';
const chevron = (direction: Direction) =>
  `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">${htmlElement(
    'path',
    {
      d: CHEVRON_PATH[direction],
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '1.6',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    '',
  )}</svg>`;

/**
 * The photo viewer: a `<dialog>` over the gallery, one photo large, modal to the visitor and to
 * assistive technology. Next and previous wrap within the album; Arrow keys, Escape, a click beside
 * the photo, a swipe and the buttons work.
 *
 * Made and drawn here, outside React, as a plain lightbox is: a tap that opens it writes the photo
 * and its position, shows the dialog and focuses Close in the tap's own task, with no render, and no
 * event of the dialog goes through React. It keeps the rules of the site's other dialogs
 * (components/ui/dialog.tsx): the focus on Close when it opens and back on the photo's link when it
 * closes; Escape and Back only ask. The neighbours of the photo on show are written once it is on
 * screen, and decoded ahead, so a step shows at once.
 *
 * Not `showModal()`: making the page behind inert restyles all of it, which on a slow phone was most
 * of the tap's time before the photo showed. The dialog is shown over the page (`aria-modal` says
 * it is modal) and the page behind turns inert, and still, in the frame after the photo is on screen;
 * until then the dialog covers the whole screen, so no tap reaches the page. Closing likewise hides
 * the viewer in the tap and gives the page back, with the focus, in the frame after.
 */
export function createViewerView(options: ViewerViewOptions): ViewerView {
  const { albums, messages, positionId, linkOf, onStep, onClose } = options;
  const dialog = document.createElement('dialog');
  dialog.className = styles.dialog!;
  dialog.setAttribute('aria-label', messages.label);
  dialog.setAttribute('aria-describedby', positionId);
  dialog.setAttribute('aria-modal', 'true');
  const stepButton = (direction: Direction) =>
    htmlElement(
      'button',
      {
        type: 'button',
        class: `${styles.arrow} ${styles[direction]}`,
        'aria-label': messages[direction],
        'data-step': direction,
      },
      chevron(direction),
    );
  dialog.innerHTML = [
    htmlElement('div', { class: styles.stage }, ''),
    htmlElement('p', { id: positionId, class: styles.position, 'aria-live': 'polite', 'aria-atomic': 'true' }, ''),
    htmlElement('button', { type: 'button', class: styles.close, 'aria-label': messages.close }, closeIcon),
    htmlElement('div', { class: styles.steps }, stepButton('previous') + stepButton('next')),
    htmlElement('div', { class: styles.preload, 'aria-hidden': 'true' }, ''),
  ].join('');
  const [stage, position, closeButton, steps, preload] = [...dialog.children] as HTMLElement[];

  /** The photo on show, to give the focus back to its link; null while closed. */
  let shown: { album: string; index: number; base: string } | null = null;
  /** What had the focus before the viewer opened, when no link of the photo is on the page. */
  let opener: HTMLElement | null = null;
  let cancelNeighbours: (() => void) | null = null;
  /** The page's parts the viewer made inert, to give back as they were. */
  let madeInert: Element[] = [];
  let cancelInert: (() => void) | null = null;

  const releasePageBehind = () => {
    cancelInert?.();
    cancelInert = null;
    for (const element of madeInert) element.removeAttribute('inert');
    madeInert = [];
  };
  const holdPageBehind = () => {
    cancelInert?.();
    cancelInert = afterNextPaint(() => {
      cancelInert = null;
      madeInert = [...document.body.children].filter((element) => element !== dialog && !element.hasAttribute('inert'));
      for (const element of madeInert) element.setAttribute('inert', '');
    });
  };

  const writeNeighbours = (photos: ViewerAlbum['photos'], index: number) => {
    const count = photos.length;
    const neighbours = [...new Set([previousIndex(index, count), nextIndex(index, count)])]
      .filter((neighbour) => neighbour !== index)
      .map((neighbour) => photos[neighbour])
      .filter((neighbour) => neighbour !== undefined);
    preload!.innerHTML = neighbours
      .map((neighbour) =>
        pictureHtml(
          neighbour,
          { alt: '', sizes: viewerSizes(neighbour), priority: true, decoding: 'async' },
          { picture: pictureStyles.picture!, img: pictureStyles.img! },
        ),
      )
      .join('');
    // Decoded as soon as they arrive, off the main thread: a step to one of them draws it in that
    // very frame, rather than its colour first.
    for (const image of preload!.querySelectorAll('img')) {
      if (typeof image.decode === 'function') image.decode().catch(() => undefined);
    }
  };

  /** A close waiting for its frame: where the focus goes then, and how to call it off. */
  let closing: { focusTo: HTMLElement | null; cancel: () => void } | null = null;

  const finishClosing = () => {
    const focusTo = closing?.focusTo;
    closing = null;
    dialog.classList.remove(styles.closing!);
    if (dialog.open) dialog.close();
    releasePageBehind();
    stage!.replaceChildren();
    preload!.replaceChildren();
    position!.textContent = '';
    opener = null;
    if (focusTo?.isConnected) focusTo.focus({ preventScroll: true });
  };

  // Closing only hides the viewer in the tap's own task; the page behind is given back, with the
  // focus on the photo's link, in the frame after (the focus stays on Close until then, so it moves
  // once). Giving the page back restyles all of it, as making it inert did.
  const close = () => {
    cancelNeighbours?.();
    cancelNeighbours = null;
    if (!shown) return;
    // Closed before the page behind was made inert: it never is.
    cancelInert?.();
    cancelInert = null;
    const focusTo = linkOf(shown.album, shown.index) ?? opener;
    shown = null;
    dialog.classList.add(styles.closing!);
    closing = { focusTo, cancel: afterNextPaint(finishClosing) };
  };

  const show = (state: ViewerState) => {
    const album = state.open ? albums.find((candidate) => candidate.id === state.album) : undefined;
    const photo = state.open ? album?.photos[state.index] : undefined;
    if (!state.open || !album || !photo) {
      close();
      return;
    }
    if (shown?.base !== photo.base) {
      // Drawn once decoded: the frame that opens the viewer or steps never waits for a decode.
      stage!.innerHTML = pictureHtml(
        photo,
        { alt: photo.alt, sizes: viewerSizes(photo), priority: true, decoding: 'async' },
        { picture: pictureStyles.picture!, img: `${pictureStyles.img} ${styles.photo}` },
      );
    }
    shown = { album: album.id, index: state.index, base: photo.base };
    position!.textContent = formatPosition(messages.position, state.index + 1, album.photos.length);
    // An album of one photo has no previous or next.
    steps!.hidden = album.photos.length === 1;
    if (closing) {
      // Opened again before the close was done (Forward, say): the viewer stays as it was, and the
      // page is held if the close came before it ever was.
      closing.cancel();
      closing = null;
      dialog.classList.remove(styles.closing!);
      if (madeInert.length === 0) holdPageBehind();
    } else if (!dialog.open) {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.show();
      closeButton!.focus();
      holdPageBehind();
    }
    // Opening and stepping draw the photo on show and nothing else; the neighbours' elements and
    // downloads wait for the frame after.
    cancelNeighbours?.();
    cancelNeighbours = afterNextPaint(() => {
      cancelNeighbours = null;
      writeNeighbours(album.photos, state.index);
    });
  };

  // The whole document's keys while it is open: the focus may be on the body (past the viewer's
  // last control), and a dialog that is not modal gets no cancel event for Escape.
  const onKey = (event: KeyboardEvent) => {
    if (!shown || event.defaultPrevented) return;
    if (event.key === 'ArrowRight') onStep('next');
    else if (event.key === 'ArrowLeft') onStep('previous');
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  closeButton!.addEventListener('click', () => onClose());
  steps!.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-step]') : null;
    const direction = button?.dataset.step;
    if (direction === 'next' || direction === 'previous') onStep(direction);
  });
  stage!.addEventListener('click', (event) => {
    if (event.target === stage) onClose();
  });
  let touchStart: { x: number; y: number } | null = null;
  stage!.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      touchStart = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    { passive: true },
  );
  stage!.addEventListener(
    'touchend',
    (event) => {
      const start = touchStart;
      const touch = event.changedTouches[0];
      touchStart = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      onStep(dx < 0 ? 'next' : 'previous');
    },
    { passive: true },
  );

  return {
    dialog,
    show,
    destroy: () => {
      cancelNeighbours?.();
      cancelNeighbours = null;
      closing?.cancel();
      closing = null;
      shown = null;
      if (dialog.open) dialog.close();
      releasePageBehind();
      document.removeEventListener('keydown', onKey);
      dialog.remove();
    },
  };
}
