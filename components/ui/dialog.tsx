'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';

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

/**
 * The site's modal dialogs but the photo viewer's (components/gallery/viewer-view.ts opens that one
 * from the tap itself), on the native `<dialog>`: `showModal()` puts it in the top layer, makes the
 * rest of the page inert (so focus cannot leave it) and gives it the dialog role.
 * The page's state decides whether it is open; Escape and the platform's close requests only ask.
 * The page behind does not scroll while it is open (app/globals.css, `html:has(dialog:modal)`).
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
  // The latest props, read when the dialog opens and closes rather than when they change (updated
  // before the effect below closes it, so closing by state is not reported back as a request).
  const latest = useRef({ open, onClose, initialFocusRef, returnFocusRef });
  useLayoutEffect(() => {
    latest.current = { open, onClose, initialFocusRef, returnFocusRef };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    latest.current.initialFocusRef?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = latest.current.returnFocusRef?.current ?? opener;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [open]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!closeOnBackdropClick || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const outside =
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape or a back gesture: the page's state closes it (the effect above).
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // Closed by the browser itself (a close request it did not let the page cancel). The
        // browser delivers a close event later than the close: one from closing by state may
        // arrive after the dialog was opened again (Escape, then Enter at once, on a slow phone),
        // and must not close it.
        if (latest.current.open && !event.currentTarget.open) latest.current.onClose();
      }}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </dialog>
  );
}
