'use client';

import type { ConsentMessages } from '@/content/dictionaries/consent';
import type { Locale } from '@/lib/i18n';
import styles from './cookie-banner.module.css';
import { RouteLink } from '@/components/ui/route-link';

export type CookieBannerProps = {
  locale: Locale;
  messages: ConsentMessages;
  onAccept: () => void;
  onDecline: () => void;
};

/** At the bottom of the viewport, out of the page's flow (no layout shift); Accept and Decline look and weigh the same. */
export function CookieBanner({ locale, messages, onAccept, onDecline }: CookieBannerProps) {
  return (
    <section className={styles.banner} aria-label={messages.banner.label}>
      <div className={styles.inner}>
        <p className={styles.text}>
          {messages.banner.text}{' '}
          <span className={styles.links}>
            <RouteLink route="privacyPolicy" locale={locale}>
              {messages.privacyPolicyLink}
            </RouteLink>
            <span aria-hidden="true"> · </span>
            <RouteLink route="legalNotice" locale={locale}>
              {messages.legalNoticeLink}
            </RouteLink>
          </span>
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onAccept}>
            {messages.banner.accept}
          </button>
          <button type="button" className={styles.button} onClick={onDecline}>
            {messages.banner.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
