'use client';

import { openCookiePreferences } from '@/lib/consent/open-preferences';
import styles from './open-preferences-button.module.css';

type OpenPreferencesButtonProps = { children: React.ReactNode };

/** An inline button, styled like a link inside running text, that opens the cookie preferences dialog. */
export function OpenPreferencesButton({ children }: OpenPreferencesButtonProps) {
  return (
    <button type="button" className={styles.button} onClick={openCookiePreferences}>
      {children}
    </button>
  );
}
