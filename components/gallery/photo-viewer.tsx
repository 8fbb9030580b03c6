'use client';

import { useCallback, useEffect, useId, useReducer, useRef, useState, type MouseEvent as ReactMouseEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryMessages } from '@/content/dictionaries/gallery';
import { trapTabKey } from '@/lib/focus-trap';
import {
  closedViewer,
  formatPosition,
  nextIndex,
  parsePhotoParam,
  PHOTO_PARAM,
  photoParamValue,
  previousIndex,
  viewerReducer,
  withPhotoParam,
} from '@/lib/gallery/viewer-index';
import type { Photo } from '@/lib/photos';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import styles from './photo-viewer.module.css';

export type PhotoViewerProps = {
  messages: GalleryMessages['viewer'];
};

type ViewerItem = { photo: Photo; alt: string; link: HTMLAnchorElement };

/** A swipe shorter than this (in CSS pixels) is a tap, not a swipe. */
const SWIPE_MIN_PX = 40;

/** The photo links of an album on the page (rendered by AlbumGallery), in album order. */
function albumItems(album: string): ViewerItem[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[data-viewer-album]')]
    .filter((link) => link.dataset.viewerAlbum === album)
    .sort((a, b) => Number(a.dataset.viewerIndex) - Number(b.dataset.viewerIndex))
    .flatMap((link) => {
      const img = link.querySelector('img');
      if (!img) return [];
      const srcSet = (type: string) => link.querySelector(`source[type="${type}"]`)?.getAttribute('srcset') ?? '';
      const placeholder = /url\(["']?(.*?)["']?\)$/.exec(img.style.backgroundImage)?.[1] ?? '';
      const photo: Photo = {
        src: img.getAttribute('src') ?? link.href,
        width: Number(img.getAttribute('width')) || img.naturalWidth || 1,
        height: Number(img.getAttribute('height')) || img.naturalHeight || 1,
        placeholder,
        avifSrcSet: srcSet('image/avif'),
        webpSrcSet: srcSet('image/webp'),
      };
      return [{ photo, alt: img.alt, link }];
    });
}

/** The displayed width of a photo in the viewer: all the width, or the height allows less. */
function viewerSizes(photo: Photo): string {
  const ratio = photo.width / photo.height;
  return `(orientation: landscape) ${Math.round(ratio * 88)}vh, 100vw`;
}

/**
 * The photo viewer (spec §4, gallery slideshow): a modal dialog over the gallery showing one
 * photo large. It intercepts clicks on the gallery's photo links (which open the JPEG when
 * JavaScript is off). Next and previous wrap within the album; Arrow keys, Escape, a click beside
 * the photo, a swipe and the buttons work; focus stays inside while open and goes back to the
 * photo's link on close; the page behind does not scroll. The open photo is in the URL
 * (?photo=<album>-<n>): Back closes the viewer and a shared link opens that photo.
 */
export function PhotoViewer({ messages }: PhotoViewerProps) {
  const [state, dispatch] = useReducer(viewerReducer, closedViewer);
  const [items, setItems] = useState<ViewerItem[]>([]);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  /** True when opening added a history entry, so closing goes Back instead of editing the URL. */
  const pushedEntry = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const positionId = useId();

  const setUrl = useCallback((value: string | null, mode: 'push' | 'replace') => {
    const url = `${window.location.pathname}${withPhotoParam(window.location.search, value)}${window.location.hash}`;
    // null state: the Next.js router copies its own history state in and keeps its URL in step.
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);

  const open = useCallback(
    (album: string, index: number, addHistoryEntry: boolean) => {
      const found = albumItems(album);
      if (found.length === 0 || index < 0 || index >= found.length) return false;
      setItems(found);
      dispatch({ type: 'open', album, index, count: found.length });
      if (addHistoryEntry) {
        setUrl(photoParamValue(album, index), 'push');
        pushedEntry.current = true;
      }
      return true;
    },
    [setUrl],
  );

  const step = useCallback((direction: 'next' | 'previous') => dispatch({ type: direction }), []);

  const close = useCallback(() => {
    dispatch({ type: 'close' });
    if (pushedEntry.current) {
      pushedEntry.current = false;
      window.history.back();
    } else if (new URLSearchParams(window.location.search).has(PHOTO_PARAM)) {
      setUrl(null, 'replace');
    }
  }, [setUrl]);

  // The URL follows the photo on show. Stepping replaces it, so Back closes the viewer.
  const shownParam = state.open ? photoParamValue(state.album, state.index) : null;
  useEffect(() => {
    if (shownParam && new URLSearchParams(window.location.search).get(PHOTO_PARAM) !== shownParam) {
      setUrl(shownParam, 'replace');
    }
  }, [shownParam, setUrl]);

  // Intercept the gallery's photo links; open the photo named in the URL; follow Back and Forward.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-viewer-album]');
      if (!link?.dataset.viewerAlbum) return;
      if (open(link.dataset.viewerAlbum, Number(link.dataset.viewerIndex), true)) event.preventDefault();
    };
    const syncWithUrl = (fromHistory: boolean) => {
      const wanted = parsePhotoParam(new URLSearchParams(window.location.search).get(PHOTO_PARAM));
      if (wanted && open(wanted.album, wanted.index, false)) {
        // Forward onto a photo entry: the entry before it is the gallery, so closing goes Back.
        pushedEntry.current = fromHistory;
      } else {
        pushedEntry.current = false;
        dispatch({ type: 'close' });
      }
    };
    const onPopState = () => syncWithUrl(true);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    syncWithUrl(false);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [open]);

  const current = state.open ? items[state.index] : undefined;

  // While open: keys, focus inside, no page scroll; on close: focus back on the photo's link.
  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step('next');
      else if (event.key === 'ArrowLeft') step('previous');
      else if (event.key === 'Escape') close();
      else if (event.key === 'Tab' && dialogRef.current) trapTabKey(event, dialogRef.current);
      else return;
      if (event.key !== 'Tab') event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    const { documentElement: html, body } = document;
    const scrollbar = window.innerWidth - html.clientWidth;
    const saved = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    html.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    closeButtonRef.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      html.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      returnFocusTo.current?.focus();
    };
  }, [state.open, step, close]);

  // The link to return focus to is the one of the photo on show when the viewer closes.
  useEffect(() => {
    if (current) returnFocusTo.current = current.link;
  }, [current]);

  if (!state.open || !current) return null;

  const onStageClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close();
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
    step(dx < 0 ? 'next' : 'previous');
  };

  const neighbours = [...new Set([previousIndex(state.index, state.count), nextIndex(state.index, state.count)])]
    .filter((index) => index !== state.index)
    .map((index) => items[index])
    .filter((item): item is ViewerItem => item !== undefined);

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.dialog}
      role="dialog"
      aria-modal="true"
      aria-label={messages.label}
      aria-describedby={positionId}
    >
      <div className={styles.stage} onClick={onStageClick} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <ResponsivePhoto
          key={current.photo.src}
          photo={current.photo}
          alt={current.alt}
          sizes={viewerSizes(current.photo)}
          priority
          className={styles.photo}
        />
      </div>
      <p id={positionId} className={styles.position} aria-live="polite" aria-atomic="true">
        {formatPosition(messages.position, state.index + 1, state.count)}
      </p>
      <button ref={closeButtonRef} type="button" className={styles.close} aria-label={messages.close} onClick={close}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
      {state.count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={messages.previous} onClick={() => step('previous')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 4l-8 8 8 8" />
            </svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={messages.next} onClick={() => step('next')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 4l8 8-8 8" />
            </svg>
          </button>
        </>
      ) : null}
      {/* The neighbours load now, at the size the viewer will ask for, so stepping is instant. */}
      <div className={styles.preload} aria-hidden="true">
        {neighbours.map((item) => (
          <ResponsivePhoto key={item.photo.src} photo={item.photo} alt="" sizes={viewerSizes(item.photo)} priority />
        ))}
      </div>
    </div>,
    document.body,
  );
}
