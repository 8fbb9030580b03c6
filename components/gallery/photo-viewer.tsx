'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import type { GalleryMessages } from '@/content/dictionaries/gallery';
import { afterNextPaint } from '@/lib/after-paint';
import type { GalleryPhoto, ViewerAlbum } from '@/lib/gallery/album-data';
import { closedViewer, formatPosition, nextIndex, previousIndex, type ViewerStore } from '@/lib/gallery/viewer-index';
import type { Photo } from '@/lib/photo-files';
import { Dialog } from '@/components/ui/dialog';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import { StepButton } from '@/components/ui/step-button';
import styles from './photo-viewer.module.css';

/** The photo on show and its album. */
type ShownPhoto = { photos: GalleryPhoto[]; index: number };

export type PhotoViewerProps = {
  /** The open photo (closed: the viewer is made ahead of time, hidden); read by the viewer alone. */
  store: ViewerStore;
  albums: ViewerAlbum[];
  messages: GalleryMessages['viewer'];
  /** The gallery link of a photo: the one on show gets the focus back when the viewer closes. */
  linkOf: (album: string, index: number) => HTMLElement | null;
  onStep: (direction: 'next' | 'previous') => void;
  onClose: () => void;
};

/** A swipe shorter than this (in CSS pixels) is a tap, not a swipe. */
const SWIPE_MIN_PX = 40;

/** The displayed width of a photo in the viewer: all the width, or the height allows less. */
function viewerSizes(photo: Photo): string {
  const ratio = photo.width / photo.height;
  return `(orientation: landscape) ${Math.round(ratio * 88)}vh, 100vw`;
}

/**
 * The photo viewer: the site's modal dialog over the gallery, one
 * photo large. Next and previous wrap within the album; Arrow keys, Escape, a click beside the
 * photo, a swipe and the buttons work. The neighbours load in advance, so a step shows at once.
 * Closed, it keeps its dialog and buttons, so that opening it adds only the photo and its position.
 */
export function PhotoViewer({ store, albums, messages, linkOf, onStep, onClose }: PhotoViewerProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const positionId = useId();
  const state = useSyncExternalStore(store.subscribe, store.get, () => closedViewer);
  const album = state.open ? albums.find((candidate) => candidate.id === state.album) : undefined;
  const shown: ShownPhoto | null = state.open && album ? { photos: album.photos, index: state.index } : null;
  const albumId = album?.id;
  const index = shown?.index;
  useEffect(() => {
    if (albumId !== undefined && index !== undefined) returnFocusRef.current = linkOf(albumId, index);
  }, [linkOf, albumId, index]);

  const photo = shown?.photos[shown.index];
  const count = shown?.photos.length ?? 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') onStep('next');
    else if (event.key === 'ArrowLeft') onStep('previous');
    else return;
    event.preventDefault();
  };
  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    onStep(dx < 0 ? 'next' : 'previous');
  };

  return (
    <Dialog
      open={photo !== undefined}
      onClose={onClose}
      label={messages.label}
      describedBy={positionId}
      initialFocusRef={closeButtonRef}
      returnFocusRef={returnFocusRef}
      onKeyDown={onKeyDown}
      className={styles.dialog}
    >
      <div className={styles.stage} onClick={onStageClick} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {photo ? (
          <ResponsivePhoto
            key={photo.base}
            photo={photo}
            alt={photo.alt}
            sizes={viewerSizes(photo)}
            priority
            decoding="async"
            className={styles.photo}
          />
        ) : null}
      </div>
      {shown && photo ? (
        <p id={positionId} className={styles.position} aria-live="polite" aria-atomic="true">
          {formatPosition(messages.position, shown.index + 1, count)}
        </p>
      ) : null}
      <button ref={closeButtonRef} type="button" className={styles.close} aria-label={messages.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
      {/* Made while closed too; an album of one photo has none. */}
      {count !== 1 ? (
        <>
          <StepButton
            direction="previous"
            label={messages.previous}
            className={`${styles.arrow} ${styles.previous}`}
            onStep={onStep}
          />
          <StepButton
            direction="next"
            label={messages.next}
            className={`${styles.arrow} ${styles.next}`}
            onStep={onStep}
          />
        </>
      ) : null}
      {shown && photo ? <Neighbours photos={shown.photos} index={shown.index} /> : null}
    </Dialog>
  );
}

/**
 * The photos before and after the one on show, loaded now (hidden) at the size the viewer will ask
 * for, so that a step shows at once. Made anew each time the viewer opens.
 */
function Neighbours({ photos, index }: ShownPhoto) {
  const preloadRef = useRef<HTMLDivElement>(null);
  // They wait for the viewer's first frame: opening draws the photo on show and nothing else;
  // making their elements and starting their downloads can wait for the frame after.
  const [due, setDue] = useState(false);
  useEffect(() => afterNextPaint(() => setDue(true)), []);
  // Decoded as soon as they arrive, off the main thread. The photos are drawn once decoded
  // (decoding="async"), so a step's frame never waits for a decode; a step to a neighbour decoded
  // here draws it in that very frame, rather than its colour first.
  useEffect(() => {
    for (const neighbour of preloadRef.current?.querySelectorAll('img') ?? []) {
      if (typeof neighbour.decode === 'function') neighbour.decode().catch(() => undefined);
    }
  }, [index, due]);

  const count = photos.length;
  const neighbours = due
    ? [...new Set([previousIndex(index, count), nextIndex(index, count)])]
        .filter((neighbour) => neighbour !== index)
        .map((neighbour) => photos[neighbour])
        .filter((neighbour): neighbour is GalleryPhoto => neighbour !== undefined)
    : [];
  return (
    <div ref={preloadRef} className={styles.preload} aria-hidden="true">
      {neighbours.map((neighbour) => (
        <ResponsivePhoto
          key={neighbour.base}
          photo={neighbour}
          alt=""
          sizes={viewerSizes(neighbour)}
          priority
          decoding="async"
        />
      ))}
    </div>
  );
}
