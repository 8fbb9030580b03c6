import { ConsentManager } from '@/components/consent/consent-manager';
import { ManagePreferencesButton } from '@/components/consent/manage-preferences-button';
import { JsonLd } from '@/components/seo/json-ld';
import { consentMessages } from '@/content/dictionaries/consent';
import { shellMessages } from '@/content/dictionaries/shell';
import type { Locale } from '@/lib/i18n';
import { businessJsonLd, photographerJsonLd } from '@/lib/structured-data';
import { BottomDock } from './bottom-dock';
import { GoToTop } from './go-to-top';
import { NavigationEffects } from './navigation-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-shell.module.css';

type SiteShellProps = { locale: Locale; children: React.ReactNode };

/**
 * The frame of every page of a language: skip link, header and navigation, main content, footer,
 * the go-to-top button and the consent banner. It lives in the language's root layout, so it
 * stays in place (and keeps its state) while the visitor moves between pages.
 */
export function SiteShell({ locale, children }: SiteShellProps) {
  const messages = shellMessages[locale];
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {messages.skipToContent}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale}>
        <ManagePreferencesButton label={consentMessages[locale].manage} />
      </SiteFooter>
      <BottomDock className={styles.bottomDock}>
        <GoToTop label={messages.goToTop} />
        <ConsentManager locale={locale} messages={consentMessages[locale]} />
      </BottomDock>
      <NavigationEffects />
      <JsonLd data={businessJsonLd(locale)} />
      <JsonLd data={photographerJsonLd()} />
    </>
  );
}
