'use client';

import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { GalleryMessages } from '@/content/dictionaries/gallery';
import type { ViewerAlbum } from '@/lib/gallery/album-data';
import { afterNextPaint, eachAfterNextPaint } from '@/lib/after-paint';
import {
  createViewerStore,
  parsePhotoParam,
  PHOTO_PARAM,
  photoParamValue,
  withPhotoParam,
} from '@/lib/gallery/viewer-index';
import { isPlainClick, PHOTO_LINK, photoLinkOf } from '@/lib/gallery/photo-link';
import { GalleryLoader } from './gallery-loader';
import { createViewerView } from './viewer-view';

export type GalleryProps = {
  /** What the viewer shows of each album; the albums themselves are `children`. */
  albums: ViewerAlbum[];
  messages: Pick<GalleryMessages, 'loader' | 'viewer'>;
  /** The albums (AlbumGrid), whose photos are plain markup with links that carry `data-photo`. */
  children: ReactNode;
};

/**
 * The albums of a page with their loader and photo viewer. The photos are markup the page's script never re-creates (PhotoGrid); this part is
 * only what moves: one click listener for every photo link, the loader and the viewer. A photo's link
 * opens the viewer over the page; the open photo is in the URL (?photo=<album>-<n>): Back closes
 * the viewer, a shared link opens that photo, and stepping through the album replaces the entry
 * so one Back always returns to the gallery. A photo tapped before this ran has followed its link
 * to itself (#photo-…): it opens here, and its address takes the ?photo= form.
 */
export function Gallery({ albums, messages, children }: GalleryProps) {
  // The open photo lives outside React's state: the viewer alone reads it, so opening, stepping and
  // closing re-render the viewer and never this part or the loader.
  const [store] = useState(createViewerStore);
  const rootRef = useRef<HTMLDivElement>(null);
  /** True when opening added a history entry, so closing goes Back instead of editing the URL. */
  const pushedEntry = useRef(false);
  /** The link that opened the viewer: a photo can have two (a story's cover and its copy in the grid). */
  const opener = useRef<HTMLElement | null>(null);
  /**
   * Changes of the address wait for the viewer to be on screen (the Next.js router answers each
   * one with work of its own); until they are made they can still be dropped.
   */
  const pendingHistory = useRef<{ changes: (() => void)[]; cancel: (() => void) | null; push: boolean }>({
    changes: [],
    cancel: null,
    push: false,
  });

  const setUrl = useCallback((value: string | null, mode: 'push' | 'replace') => {
    const pending = pendingHistory.current;
    pending.push ||= mode === 'push';
    pending.changes.push(() => {
      // A photo's own #fragment (a tap before the page ran) gives way to its ?photo= form.
      const hash = photoLinkOfHash(rootRef.current) ? '' : window.location.hash;
      const url = `${window.location.pathname}${withPhotoParam(window.location.search, value)}${hash}`;
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

  // The viewer is made ahead, hidden, in a task of its own after the first paint: a tap then adds
  // its photo and shows it, rather than making every element of the dialog while the visitor waits
  // for the frame. A photo opened before then makes it at once.
  const [viewerMade, setViewerMade] = useState(false);
  // Once the viewer is made, a tap that opens it asks React for nothing.
  const viewerAsked = useRef(false);
  const makeViewer = useCallback(() => {
    if (viewerAsked.current) return;
    viewerAsked.current = true;
    setViewerMade(true);
  }, []);
  useEffect(() => afterNextPaint(makeViewer), [makeViewer]);

  const open = useCallback(
    (album: string, index: number) => {
      const count = albums.find((candidate) => candidate.id === album)?.photos.length ?? 0;
      if (index < 0 || index >= count) return false;
      store.dispatch({ type: 'open', album, index, count });
      makeViewer();
      return true;
    },
    [albums, store, makeViewer],
  );

  /** The URL follows the photo on show: an opening or a step that the address does not name yet replaces the entry. */
  const followUrl = useCallback(() => {
    const state = store.get();
    const shownParam = state.open ? photoParamValue(state.album, state.index) : null;
    if (shownParam && new URLSearchParams(window.location.search).get(PHOTO_PARAM) !== shownParam) {
      setUrl(shownParam, 'replace');
    }
  }, [store, setUrl]);

  const step = useCallback(
    (direction: 'next' | 'previous') => {
      store.dispatch({ type: direction });
      followUrl();
    },
    [store, followUrl],
  );

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = photoLinkOf(event.target);
    const wanted = parsePhotoParam(link?.dataset.photo);
    if (!link || !wanted || !isPlainClick(event) || !open(wanted.album, wanted.index)) return;
    event.preventDefault();
    opener.current = link;
    setUrl(photoParamValue(wanted.album, wanted.index), 'push');
    pushedEntry.current = true;
  };

  const close = useCallback(() => {
    store.dispatch({ type: 'close' });
    const neverPushed = dropPendingHistory();
    if (pushedEntry.current) {
      pushedEntry.current = false;
      if (!neverPushed) window.history.back();
    } else if (new URLSearchParams(window.location.search).has(PHOTO_PARAM)) {
      setUrl(null, 'replace');
    }
  }, [store, setUrl, dropPendingHistory]);

  // Open the photo named in the URL, by its ?photo= or by its link's #fragment; follow Back and Forward.
  useEffect(() => {
    const syncWithUrl = (fromHistory: boolean) => {
      const wanted = parsePhotoParam(new URLSearchParams(window.location.search).get(PHOTO_PARAM));
      const tapped = wanted ? null : photoLinkOfHash(rootRef.current);
      const fromHash = parsePhotoParam(tapped?.dataset.photo);
      if (wanted && open(wanted.album, wanted.index)) {
        // Forward onto a photo entry: the entry before it is the gallery, so closing goes Back.
        pushedEntry.current = fromHistory;
        followUrl();
      } else if (fromHash && open(fromHash.album, fromHash.index)) {
        opener.current = tapped;
        // Tapped on this page, the entry before is the page without the photo: closing goes Back to it.
        pushedEntry.current = previousEntryIsThisPage();
        followUrl();
      } else {
        pushedEntry.current = false;
        store.dispatch({ type: 'close' });
      }
    };
    const onPopState = () => {
      // An entry made before the page ran (the page as it was before a photo was tapped) has no
      // state of the Next.js router, which then ignores the move and may later write its older
      // address back over it: the entry's own address, replaced, tells the router where it is.
      if (window.history.state === null) window.history.replaceState(null, '', window.location.href);
      syncWithUrl(true);
    };
    // A photo tapped while the page was taking over, before this listened to its clicks.
    const onHashChange = () => syncWithUrl(true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    syncWithUrl(false);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [open, followUrl, store]);

  // The rest of the page's first 10 photos load once the page runs, after the first row. Starting a
  // download holds the main thread for a few milliseconds (tens on a slow phone) when the photo is
  // far below the screen, as a story's grid is: each starts in a task of its own after the next
  // paint, not all of them in the task that ends the page's hydration.
  useEffect(() => {
    const photos = [...(rootRef.current?.querySelectorAll<HTMLImageElement>('[data-preload] img') ?? [])];
    return eachAfterNextPaint(photos, (photo) => photo.setAttribute('loading', 'eager'));
  }, []);

  // The link focus returns to: the one that opened the viewer, or the photo's link in its album's
  // grid, which comes after a story's cover.
  const linkOf = useCallback((album: string, index: number) => {
    const links = [
      ...(rootRef.current?.querySelectorAll<HTMLElement>(
        `a[data-photo="${CSS.escape(photoParamValue(album, index))}"]`,
      ) ?? []),
    ];
    return links.find((link) => link === opener.current) ?? links.at(-1) ?? null;
  }, []);

  // The viewer lives outside React (viewer-view.ts): a tap draws it at once, with no render.
  const positionId = useId();
  useEffect(() => {
    if (!viewerMade) return;
    const view = createViewerView({
      albums,
      messages: messages.viewer,
      positionId,
      linkOf,
      onStep: step,
      onClose: close,
    });
    document.body.append(view.dialog);
    // A photo opened before the viewer was made shows now.
    view.show(store.get());
    const stopListening = store.subscribe(() => view.show(store.get()));
    return () => {
      stopListening();
      view.destroy();
    };
  }, [viewerMade, albums, messages.viewer, positionId, linkOf, step, close, store]);

  return (
    <div ref={rootRef} onClick={onGridClick}>
      <GalleryLoader label={messages.loader.label} photos={rootRef} />
      {children}
    </div>
  );
}

/** The photo link of the gallery that the address's #fragment names, if any (its ids are plain ASCII). */
function photoLinkOfHash(root: HTMLElement | null): HTMLAnchorElement | null {
  const id = window.location.hash.slice(1);
  return id ? (root?.querySelector<HTMLAnchorElement>(`${PHOTO_LINK}#${CSS.escape(id)}`) ?? null) : null;
}

/** Whether the history entry before this one is this page itself (the Navigation API knows; without it, no). */
function previousEntryIsThisPage(): boolean {
  // TypeScript's DOM types have the API's history entries but not yet the API itself.
  const { navigation } = window as Window & {
    navigation?: { currentEntry: NavigationHistoryEntry | null; entries: () => NavigationHistoryEntry[] };
  };
  const index = navigation?.currentEntry?.index ?? -1;
  return index > 0 && navigation?.entries()[index - 1]?.sameDocument === true;
}
