import { ConsentManager } from '@/components/consent/consent-manager';
import { ManagePreferencesButton } from '@/components/consent/manage-preferences-button';
import { consentMessages } from '@/content/dictionaries/consent';
import { shellMessages } from '@/content/dictionaries/shell';
import type { Locale } from '@/lib/i18n';
import { GoToTop } from './go-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-shell.module.css';

type SiteShellProps = { locale: Locale; pathname: string; children: React.ReactNode };

/** The frame of every page: skip link, header and navigation, main content, footer. */
export function SiteShell({ locale, pathname, children }: SiteShellProps) {
  const messages = shellMessages[locale];
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {messages.skipToContent}
      </a>
      <SiteHeader locale={locale} pathname={pathname} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale}>
        <ManagePreferencesButton label={consentMessages[locale].manage} />
      </SiteFooter>
      <GoToTop label={messages.goToTop} />
      <ConsentManager locale={locale} messages={consentMessages[locale]} />
    </>
  );
}
