'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import type { GalleryMessages } from '@/content/dictionaries/gallery';
import type { ViewerAlbum } from '@/lib/gallery/album-data';
import type { ViewerStore } from '@/lib/gallery/viewer-index';
import { StepButton } from '@/components/ui/step-button';
import pictureStyles from '@/components/ui/responsive-photo.module.css';
import { createViewerView } from './viewer-view';
import styles from './photo-viewer.module.css';

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

const classes = {
  picture: pictureStyles.picture!,
  photo: `${pictureStyles.img} ${styles.photo}`,
  neighbour: pictureStyles.img!,
};

/**
 * The photo viewer: a modal `<dialog>` over the gallery, one photo large. Next and previous wrap
 * within the album; Arrow keys, Escape, a click beside the photo, a swipe and the buttons work. The
 * neighbours load in advance, so a step shows at once.
 *
 * React makes its elements once, closed and empty; what it shows is drawn by createViewerView
 * (viewer-view.ts) from the store, in the tap itself: opening, stepping and closing render nothing
 * of React's. It is the site's one dialog not made with components/ui/dialog.tsx, whose opening
 * waits for a render; it keeps that dialog's rules (focus on open and back on close, Escape and
 * the platform's close requests only ask).
 */
export function PhotoViewer({ store, albums, messages, linkOf, onStep, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const positionRef = useRef<HTMLParagraphElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
  const preloadRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const positionId = useId();

  useEffect(() => {
    const [dialog, stage, position, closeButton, steps, preload] = [
      dialogRef.current,
      stageRef.current,
      positionRef.current,
      closeButtonRef.current,
      stepsRef.current,
      preloadRef.current,
    ];
    if (!dialog || !stage || !position || !closeButton || !steps || !preload) return;
    const view = createViewerView(
      { dialog, stage, position, closeButton, steps, preload },
      { albums, positionTemplate: messages.position, classes, linkOf },
    );
    // A photo opened before the viewer was made shows now.
    view.show(store.get());
    const stopListening = store.subscribe(() => view.show(store.get()));
    return () => {
      stopListening();
      view.destroy();
    };
  }, [store, albums, messages.position, linkOf]);

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
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={messages.label}
      aria-describedby={positionId}
      onCancel={(event) => {
        // Escape or a back gesture: the store closes it.
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // Closed by the browser itself (a close request it did not let the page cancel). Its close
        // event comes later than the close: one from closing by the store may arrive after the
        // viewer was opened again, and must not close it.
        if (store.get().open && !event.currentTarget.open) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={stageRef}
        className={styles.stage}
        onClick={onStageClick}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      />
      <p ref={positionRef} id={positionId} className={styles.position} aria-live="polite" aria-atomic="true" />
      <button ref={closeButtonRef} type="button" className={styles.close} aria-label={messages.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
      <div ref={stepsRef} className={styles.steps}>
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
      </div>
      <div ref={preloadRef} className={styles.preload} aria-hidden="true" />
    </dialog>
  );
}
