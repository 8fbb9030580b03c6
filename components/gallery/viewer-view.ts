import { afterNextPaint } from '@/lib/after-paint';
import type { ViewerAlbum } from '@/lib/gallery/album-data';
import { formatPosition, nextIndex, previousIndex, type ViewerState } from '@/lib/gallery/viewer-index';
import type { Photo } from '@/lib/photo-files';
import { pictureHtml } from '@/lib/photo-markup';

/** The viewer's elements, made once by PhotoViewer and drawn into here. */
export type ViewerParts = {
  dialog: HTMLDialogElement;
  /** Holds the photo on show. */
  stage: HTMLElement;
  /** The 'photo 3 of 16' line. */
  position: HTMLElement;
  closeButton: HTMLElement;
  /** The previous and next buttons: hidden in an album of one photo. */
  steps: HTMLElement;
  /** Holds the neighbouring photos, loaded and decoded ahead, hidden. */
  preload: HTMLElement;
};

export type ViewerViewOptions = {
  albums: readonly ViewerAlbum[];
  /** The position line's words, '{current} of {total}'. */
  positionTemplate: string;
  /** The class names of the photo's `<picture>` and `<img>`, and of a neighbour's `<img>`. */
  classes: { picture: string; photo: string; neighbour: string };
  /** The gallery link of a photo: the one on show gets the focus back when the viewer closes. */
  linkOf: (album: string, index: number) => HTMLElement | null;
};

export type ViewerView = {
  /** Draws `state`: opens the dialog, steps to another photo, or closes it. */
  show: (state: ViewerState) => void;
  /** Closes the dialog and drops what waits for a paint (the viewer leaves the page). */
  destroy: () => void;
};

/** The displayed width of a photo in the viewer: all the width, or the height allows less. */
export function viewerSizes(photo: Photo): string {
  const ratio = photo.width / photo.height;
  return `(orientation: landscape) ${Math.round(ratio * 88)}vh, 100vw`;
}

/**
 * The photo viewer's drawing, done straight on its elements from the tap that asks for it: the
 * photo written as markup, its position, `showModal()` and the focus, with no render of React's in
 * between, as a plain lightbox does. React makes the elements once (PhotoViewer) and never their
 * content, so the two never disagree. The neighbours are written once the photo is on screen.
 */
export function createViewerView(parts: ViewerParts, options: ViewerViewOptions): ViewerView {
  const { dialog, stage, position, closeButton, steps, preload } = parts;
  const { albums, positionTemplate, classes, linkOf } = options;
  /** The photo on show, to give the focus back to its link. */
  let shown: { album: string; index: number; base: string } | null = null;
  /** What had the focus before the viewer opened, when no link of the photo is on the page. */
  let opener: HTMLElement | null = null;
  let cancelNeighbours: (() => void) | null = null;

  const writeNeighbours = (photos: readonly ViewerAlbum['photos'][number][], index: number) => {
    const count = photos.length;
    const neighbours = [...new Set([previousIndex(index, count), nextIndex(index, count)])]
      .filter((neighbour) => neighbour !== index)
      .map((neighbour) => photos[neighbour])
      .filter((neighbour) => neighbour !== undefined);
    preload.innerHTML = neighbours
      .map((neighbour) =>
        pictureHtml(
          neighbour,
          { alt: '', sizes: viewerSizes(neighbour), priority: true, decoding: 'async' },
          { picture: classes.picture, img: classes.neighbour },
        ),
      )
      .join('');
    // Decoded as soon as they arrive, off the main thread: a step to one of them draws it in that
    // very frame, rather than its colour first.
    for (const image of preload.querySelectorAll('img')) {
      if (typeof image.decode === 'function') image.decode().catch(() => undefined);
    }
  };

  const close = () => {
    cancelNeighbours?.();
    cancelNeighbours = null;
    if (dialog.open) dialog.close();
    stage.replaceChildren();
    preload.replaceChildren();
    position.textContent = '';
    if (shown) {
      const target = linkOf(shown.album, shown.index) ?? opener;
      if (target?.isConnected) target.focus({ preventScroll: true });
    }
    shown = null;
    opener = null;
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
      stage.innerHTML = pictureHtml(
        photo,
        { alt: photo.alt, sizes: viewerSizes(photo), priority: true, decoding: 'async' },
        { picture: classes.picture, img: classes.photo },
      );
    }
    shown = { album: album.id, index: state.index, base: photo.base };
    position.textContent = formatPosition(positionTemplate, state.index + 1, album.photos.length);
    steps.hidden = album.photos.length === 1;
    if (!dialog.open) {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeButton.focus();
    }
    // Opening and stepping draw the photo on show and nothing else; the neighbours' elements and
    // downloads wait for the frame after.
    cancelNeighbours?.();
    cancelNeighbours = afterNextPaint(() => {
      cancelNeighbours = null;
      writeNeighbours(album.photos, state.index);
    });
  };

  return {
    show,
    destroy: () => {
      cancelNeighbours?.();
      cancelNeighbours = null;
      if (dialog.open) dialog.close();
    },
  };
}
