'use client';

import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import type { GalleryMessages } from '@/content/dictionaries/gallery';
import type { GalleryAlbum } from '@/lib/gallery/album-data';
import { eagerCounts } from '@/lib/gallery/loader';
import { afterNextPaint } from '@/lib/after-paint';
import { whenIdle } from '@/lib/when-idle';
import {
  closedViewer,
  parsePhotoParam,
  PHOTO_PARAM,
  photoParamValue,
  viewerReducer,
  withPhotoParam,
} from '@/lib/gallery/viewer-index';
import { AlbumGrid } from './album-grid';
import { GalleryLoader } from './gallery-loader';

// The viewer's code arrives when the browser is idle (or on the first open), not with the page.
// It is kept in state rather than behind React's lazy: once fetched it renders in the same frame
// as the click (lazy would suspend once more, and React holds a revealed fallback ~300 ms).
type PhotoViewerComponent = (typeof import('./photo-viewer'))['PhotoViewer'];
const loadViewer = () => import('./photo-viewer').then((module) => module.PhotoViewer);

export type GalleryProps = {
  albums: GalleryAlbum[];
  messages: Pick<GalleryMessages, 'loader' | 'viewer'>;
};

const VIEWER_PREFETCH_TIMEOUT_MS = 4000;

const linkKey = (album: string, index: number) => `${album}/${index}`;

const subscribeToNothing = () => () => {};

/**
 * The albums of a portfolio page with their loader and photo viewer (spec §2 portfolio, §4
 * gallery slideshow). A photo's link opens the viewer over the page; the open photo is in the URL
 * (?photo=<album>-<n>): Back closes the viewer, a shared link opens that photo, and stepping
 * through the album replaces the entry so one Back always returns to the gallery.
 */
export function Gallery({ albums, messages }: GalleryProps) {
  const [state, dispatch] = useReducer(viewerReducer, closedViewer);
  const [PhotoViewer, setPhotoViewer] = useState<PhotoViewerComponent | null>(null);
  /** Fetches the viewer's code (once: import() caches it); false when it cannot come (offline). */
  const fetchViewer = useCallback(
    () =>
      loadViewer().then(
        (viewer) => {
          setPhotoViewer(() => viewer);
          return true;
        },
        () => false,
      ),
    [],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  /** True when opening added a history entry, so closing goes Back instead of editing the URL. */
  const pushedEntry = useRef(false);
  /**
   * Changes of the address wait for the viewer to be on screen (the Next.js router answers each
   * one with work of its own); until they are made they can still be dropped.
   */
  const pendingHistory = useRef<{ changes: (() => void)[]; cancel: (() => void) | null; push: boolean }>({
    changes: [],
    cancel: null,
    push: false,
  });
  const eager = eagerCounts(albums.map((album) => album.photos.length));
  const running = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const setUrl = useCallback((value: string | null, mode: 'push' | 'replace') => {
    const pending = pendingHistory.current;
    pending.push ||= mode === 'push';
    pending.changes.push(() => {
      const url = `${window.location.pathname}${withPhotoParam(window.location.search, value)}${window.location.hash}`;
      // null state: the Next.js router copies its own history state in and keeps its URL in step.
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    });
    pending.cancel ??= afterNextPaint(() => {
      for (const change of pending.changes.splice(0)) change();
      pending.cancel = null;
      pending.push = false;
    });
  }, []);

  /** Forgets the changes not made yet; true when one of them was the opening's new entry. */
  const dropPendingHistory = useCallback(() => {
    const pending = pendingHistory.current;
    const droppedPush = pending.push;
    pending.cancel?.();
    pendingHistory.current = { changes: [], cancel: null, push: false };
    return droppedPush;
  }, []);

  // Leaving the page drops what it had not written to the address yet: never a ?photo= on another page.
  useEffect(() => () => void dropPendingHistory(), [dropPendingHistory]);

  const open = useCallback(
    (album: string, index: number) => {
      const count = albums.find((candidate) => candidate.id === album)?.photos.length ?? 0;
      if (index < 0 || index >= count) return false;
      dispatch({ type: 'open', album, index, count });
      return true;
    },
    [albums],
  );

  const openFromLink = (album: string, index: number) => {
    if (!open(album, index)) return;
    setUrl(photoParamValue(album, index), 'push');
    pushedEntry.current = true;
  };

  const close = useCallback(() => {
    dispatch({ type: 'close' });
    const neverPushed = dropPendingHistory();
    if (pushedEntry.current) {
      pushedEntry.current = false;
      if (!neverPushed) window.history.back();
    } else if (new URLSearchParams(window.location.search).has(PHOTO_PARAM)) {
      setUrl(null, 'replace');
    }
  }, [setUrl, dropPendingHistory]);

  // The URL follows the photo on show; stepping replaces the entry.
  const shownParam = state.open ? photoParamValue(state.album, state.index) : null;
  useEffect(() => {
    if (shownParam && new URLSearchParams(window.location.search).get(PHOTO_PARAM) !== shownParam) {
      setUrl(shownParam, 'replace');
    }
  }, [shownParam, setUrl]);

  // Open the photo named in the URL; follow Back and Forward; fetch the viewer when idle.
  useEffect(() => {
    const syncWithUrl = (fromHistory: boolean) => {
      const wanted = parsePhotoParam(new URLSearchParams(window.location.search).get(PHOTO_PARAM));
      if (wanted && open(wanted.album, wanted.index)) {
        // Forward onto a photo entry: the entry before it is the gallery, so closing goes Back.
        pushedEntry.current = fromHistory;
      } else {
        pushedEntry.current = false;
        dispatch({ type: 'close' });
      }
    };
    const onPopState = () => syncWithUrl(true);
    window.addEventListener('popstate', onPopState);
    syncWithUrl(false);
    const cancelPrefetch = whenIdle(() => void fetchViewer(), VIEWER_PREFETCH_TIMEOUT_MS);
    return () => {
      window.removeEventListener('popstate', onPopState);
      cancelPrefetch();
    };
  }, [open, fetchViewer]);

  const shown = state.open ? albums.find((album) => album.id === state.album) : undefined;

  // Opened before the viewer's code arrived: fetch it now; if it cannot come (offline), the photo
  // opens as its link would without JavaScript.
  const waitingPhoto = state.open && !PhotoViewer ? linkKey(state.album, state.index) : null;
  useEffect(() => {
    if (!waitingPhoto) return;
    void fetchViewer().then((loaded) => {
      const link = links.current.get(waitingPhoto);
      if (!loaded && link) window.location.assign(link.href);
    });
  }, [waitingPhoto, fetchViewer]);

  return (
    <div ref={rootRef}>
      <GalleryLoader label={messages.loader.label} photos={rootRef} />
      {albums.map((album, albumIndex) => (
        <AlbumGrid
          key={album.id}
          album={album}
          eagerCount={eager[albumIndex] ?? 0}
          preloading={running}
          onOpen={(index) => openFromLink(album.id, index)}
          linkRef={(index, link) => {
            if (link) links.current.set(linkKey(album.id, index), link);
            else links.current.delete(linkKey(album.id, index));
          }}
        />
      ))}
      {state.open && shown && PhotoViewer ? (
        <PhotoViewer
          photos={shown.photos}
          index={state.index}
          messages={messages.viewer}
          linkOf={(index) => links.current.get(linkKey(shown.id, index)) ?? null}
          onStep={(direction) => dispatch({ type: direction })}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
