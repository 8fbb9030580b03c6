'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './modal.module.css';

type ModalProps = {
  open: boolean;
  /** Called when the visitor asks to close it (Escape, or a close request of the platform). */
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  titleId: string;
  /** The id of the text that describes it, if any. */
  descriptionId?: string;
  /** What gets the focus when it opens (by default the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** What gets the focus back when it closes (by default what had it before it opened). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page
 * inert, keeps Tab inside and exposes role dialog; the heading names it.
 */
export function Modal({
  open,
  onClose,
  titleId,
  descriptionId,
  initialFocusRef,
  returnFocusRef,
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const previouslyFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      previouslyFocused.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Browsers without showModal (before 2022) still show it, without the inert background.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocusRef?.current ?? previouslyFocused.current;
      if (target?.isConnected) target.focus({ preventScroll: true });
    }
  }, [open, initialFocusRef, returnFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Keep the page's state in charge of closing (the effect above closes the element).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClose={() => {
        // Closed by the browser itself (a forced close request): tell the page.
        if (open) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
