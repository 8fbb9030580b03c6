'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trapTabKey } from '@/lib/focus-trap';
import styles from './mobile-menu.module.css';

type MobileMenuProps = {
  labels: { open: string; close: string; sidebar: string };
  className?: string;
  children: ReactNode;
};

/** The burger button and the sliding sidebar shown at widths of 900px or less. */
export function MobileMenu({ labels, className, children }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <div className={className}>
      <button type="button" className={styles.burger} aria-label={labels.open} aria-expanded={open} onClick={() => setOpen(true)}>
        <span className={styles.burgerLines} aria-hidden="true" />
      </button>
      <dialog
        ref={dialogRef}
        className={styles.sidebar}
        aria-label={labels.sidebar}
        onClose={() => setOpen(false)}
        onKeyDown={(event) => dialogRef.current && trapTabKey(event, dialogRef.current)}
        onClick={(event) => {
          // A click on the backdrop, or on a link (the menu closes before the next page arrives).
          if (event.target === dialogRef.current) setOpen(false);
          else if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        <button type="button" className={styles.close} aria-label={labels.close} onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </dialog>
    </div>
  );
}
