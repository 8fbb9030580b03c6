'use client';

import { openCookiePreferences } from '@/lib/consent/open-preferences';
import styles from './manage-preferences-button.module.css';

export type ManagePreferencesButtonProps = {
  /** 'Manage Cookie Preferences' in the page's language (consentMessages[locale].manage). */
  label: string;
  /** Replaces the default link-like look, e.g. to match the footer. */
  className?: string;
};

/** The persistent control that opens the cookie preferences dialog, on every page. */
export function ManagePreferencesButton({ label, className }: ManagePreferencesButtonProps) {
  return (
    <button type="button" className={className ?? styles.button} onClick={openCookiePreferences}>
      {label}
    </button>
  );
}
