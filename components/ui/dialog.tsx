'use client';

import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { holdPageBehind } from './page-behind';

/** A dialog is named either by its heading (an id) or by a label of its own. */
type DialogName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

export type DialogProps = DialogName & {
  open: boolean;
  /** The visitor asked to close it (Escape, the platform's close request, a click on the backdrop). */
  onClose: () => void;
  /** The id of the text that describes it, if any. */
  describedBy?: string;
  /** Gets the focus when it opens; otherwise the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Gets the focus back when it closes; by default whatever had it before it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** A click outside the dialog's box (on the backdrop) closes it. */
  closeOnBackdropClick?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
  children: ReactNode;
};

/** Chromium's watcher of the platform's close requests (Android's Back), not in TypeScript's DOM types. */
type CloseWatcherLike = { onclose: (() => void) | null; destroy(): void };

/** Calls `onRequest` on the platform's close request, where the browser reports it; returns the stop. */
function watchCloseRequests(onRequest: () => void): () => void {
  const { CloseWatcher } = window as { CloseWatcher?: new () => CloseWatcherLike };
  if (!CloseWatcher) return () => undefined;
  const watcher = new CloseWatcher();
  watcher.onclose = onRequest;
  return () => watcher.destroy();
}

/**
 * The site's modal dialogs but the photo viewer's (components/gallery/viewer-view.ts opens that one
 * from the tap itself), on the native `<dialog>`, shown in the top layer as a popover, above
 * everything the page holds at the bottom or the top.
 *
 * Not `showModal()`: making the page behind inert restyles all of it, which on a slow phone was most
 * of the tap's time before the menu showed. The dialog shows in the tap's own frame (`aria-modal`
 * says it is modal), and the page behind turns inert, and still, in the frame after. Until then a
 * click anywhere outside the dialog is stopped before it reaches the page, so nothing behind can be
 * tapped in between.
 * The page's state decides whether it is open; Escape and the platform's close requests only ask.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  initialFocusRef,
  returnFocusRef,
  closeOnBackdropClick = false,
  onKeyDown,
  className,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The latest props, read when the visitor acts and when the dialog opens and closes, rather than
  // when they change.
  const latest = useRef({ onClose, initialFocusRef, returnFocusRef, closeOnBackdropClick });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocusRef, returnFocusRef, closeOnBackdropClick };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showPopover() lifts it to the top layer (a browser without popovers, Safari before 17, shows
    // it in place, still modal to the visitor), then show() focuses the first control, as
    // showModal() would. In this order it is laid out once, in the top layer: shown first, it was
    // laid out in the header, then again above the page.
    if (typeof dialog.showPopover === 'function') dialog.showPopover();
    dialog.show();
    latest.current.initialFocusRef?.current?.focus();
    const releasePage = holdPageBehind(dialog);
    const stopWatching = watchCloseRequests(() => latest.current.onClose());
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current.onClose();
    };
    const isInside = (event: Event) => event.target instanceof Node && dialog.contains(event.target);
    // A click on the backdrop is one pressed there while the dialog was open: React replays a tap
    // made while the page was hydrating as a click of its own, which may come after the tap itself
    // opened the dialog, and must not close it.
    let pressedOnBackdrop = false;
    const onPress = (event: PointerEvent) => {
      pressedOnBackdrop = !isInside(event);
    };
    // Outside the dialog there is only the backdrop to the visitor, even before the page behind is
    // inert: a click there never reaches the page.
    const onClickOutside = (event: globalThis.MouseEvent) => {
      if (isInside(event)) return;
      event.preventDefault();
      event.stopPropagation();
      if (pressedOnBackdrop && latest.current.closeOnBackdropClick) latest.current.onClose();
      pressedOnBackdrop = false;
    };
    document.addEventListener('keydown', onEscape);
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('click', onClickOutside, true);
    return () => {
      document.removeEventListener('keydown', onEscape);
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('click', onClickOutside, true);
      stopWatching();
      releasePage();
      if (typeof dialog.hidePopover === 'function') dialog.hidePopover();
      dialog.close();
      const target = latest.current.returnFocusRef?.current ?? opener;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      popover="manual"
      aria-modal="true"
      className={className}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
    >
      {children}
    </dialog>
  );
}
