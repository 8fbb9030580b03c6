'use client';

import { useId } from 'react';
import type { ConsentMessages } from '@/content/dictionaries/consent';
import type { Locale } from '@/lib/i18n';
import { RouteLink } from '@/components/ui/route-link';
import { Dialog } from '@/components/ui/dialog';
import styles from './cookie-preferences-dialog.module.css';

export type CookiePreferencesDialogProps = {
  open: boolean;
  /** The Functional (analytics) checkbox. */
  analytics: boolean;
  locale: Locale;
  messages: ConsentMessages;
  onAnalyticsChange: (value: boolean) => void;
  onSave: () => void;
  onOnlyEssential: () => void;
  onAcceptAll: () => void;
  onClose: () => void;
};

/** The cookie preferences (spec §2): the site's modal dialog, with the consent state in charge of it. */
export function CookiePreferencesDialog({
  open,
  analytics,
  locale,
  messages,
  onAnalyticsChange,
  onSave,
  onOnlyEssential,
  onAcceptAll,
  onClose,
}: CookiePreferencesDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const essentialDescriptionId = `${id}-essential`;
  const analyticsDescriptionId = `${id}-analytics`;
  const text = messages.dialog;

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={descriptionId} className={styles.dialog}>
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {text.title}
          </h2>
          <button type="button" className={styles.close} aria-label={text.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={descriptionId} className={styles.description}>
          {text.description}
        </p>
        <p className={styles.links}>
          {text.moreInformation}{' '}
          <RouteLink route="privacyPolicy" locale={locale} onClick={onClose}>
            {messages.privacyPolicyLink}
          </RouteLink>
          <span aria-hidden="true"> · </span>
          <RouteLink route="legalNotice" locale={locale} onClick={onClose}>
            {messages.legalNoticeLink}
          </RouteLink>
        </p>
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{text.categoriesLabel}</legend>
          <div className={styles.option}>
            <input
              id={`${id}-essential-input`}
              type="checkbox"
              defaultChecked
              disabled
              aria-describedby={essentialDescriptionId}
            />
            <div>
              <label htmlFor={`${id}-essential-input`} className={styles.optionLabel}>
                {text.essential}
              </label>
              <p id={essentialDescriptionId} className={styles.optionDescription}>
                {text.essentialDescription}
              </p>
            </div>
          </div>
          <div className={styles.option}>
            <input
              id={`${id}-analytics-input`}
              type="checkbox"
              checked={analytics}
              onChange={(event) => onAnalyticsChange(event.target.checked)}
              aria-describedby={analyticsDescriptionId}
            />
            <div>
              <label htmlFor={`${id}-analytics-input`} className={styles.optionLabel}>
                {text.analytics}
              </label>
              <p id={analyticsDescriptionId} className={styles.optionDescription}>
                {text.analyticsDescription}
              </p>
            </div>
          </div>
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onSave}>
            {text.save}
          </button>
          <button type="button" className={styles.button} onClick={onOnlyEssential}>
            {text.onlyEssential}
          </button>
          <button type="button" className={styles.button} onClick={onAcceptAll}>
            {text.acceptAll}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
