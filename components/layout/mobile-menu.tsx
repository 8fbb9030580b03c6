'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import styles from './mobile-menu.module.css';

type MobileMenuProps = {
  labels: { open: string; close: string; sidebar: string };
  className?: string;
  children: ReactNode;
};

/** The burger button and the sliding sidebar shown at widths of 900px or less. */
export function MobileMenu({ labels, className, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // A link closes the menu as the visitor leaves for the page it names.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <div className={className}>
      <button
        type="button"
        className={styles.burger}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className={styles.burgerLines} aria-hidden="true" />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        label={labels.sidebar}
        closeOnBackdropClick
        className={styles.sidebar}
      >
        <button type="button" className={styles.close} aria-label={labels.close} onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
        </button>
        <div onClick={closeOnLink}>{children}</div>
      </Dialog>
    </div>
  );
}
