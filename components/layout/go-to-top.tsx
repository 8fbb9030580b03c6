'use client';

import { useEffect, useState } from 'react';
import { SCROLL_TO_TOP_THRESHOLD_PX, isPastScrollThreshold } from '@/lib/scroll';
import styles from './go-to-top.module.css';

type GoToTopProps = { label: string };

/** A floating button, shown once the page is scrolled more than 300px, that glides back to the top. */
export function GoToTop({ label }: GoToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isPastScrollThreshold(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      data-threshold={SCROLL_TO_TOP_THRESHOLD_PX}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true" className={styles.arrow}>
        ↑
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
