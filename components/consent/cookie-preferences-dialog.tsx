'use client';

import { useId, type InputHTMLAttributes } from 'react';
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

/** The cookie preferences: the site's modal dialog, with the consent state in charge of it. */
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
          <CategoryOption
            id={`${id}-essential`}
            label={text.essential}
            description={text.essentialDescription}
            defaultChecked
            disabled
          />
          <CategoryOption
            id={`${id}-analytics`}
            label={text.analytics}
            description={text.analyticsDescription}
            checked={analytics}
            onChange={(event) => onAnalyticsChange(event.target.checked)}
          />
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

type CategoryOptionProps = {
  /** The prefix of the checkbox's id and of its description's. */
  id: string;
  label: string;
  description: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'defaultChecked' | 'disabled' | 'onChange'>;

/** One cookie category: its checkbox, its name as the label and its description. */
function CategoryOption({ id, label, description, ...checkbox }: CategoryOptionProps) {
  return (
    <div className={styles.option}>
      <input id={`${id}-input`} type="checkbox" aria-describedby={`${id}-description`} {...checkbox} />
      <div>
        <label htmlFor={`${id}-input`} className={styles.optionLabel}>
          {label}
        </label>
        <p id={`${id}-description`} className={styles.optionDescription}>
          {description}
        </p>
      </div>
    </div>
  );
}
