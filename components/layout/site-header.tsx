import { shellMessages } from '@/content/dictionaries/shell';
import { getSite } from '@/content/read';
import { shownGalleries } from '@/lib/albums';
import type { Locale } from '@/lib/i18n';
import { DesktopNav } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';
import { RouteLink } from '@/components/ui/route-link';

type SiteHeaderProps = { locale: Locale };

export function SiteHeader({ locale }: SiteHeaderProps) {
  const messages = shellMessages[locale];
  const toggle = <LanguageToggle locale={locale} messages={messages.languageToggle} galleries={shownGalleries} />;
  return (
    <header className={styles.header}>
      <RouteLink route="home" locale={locale} className={styles.brand}>
        {getSite().name}
      </RouteLink>
      <DesktopNav locale={locale} galleries={shownGalleries} className={styles.desktopNav} />
      <div className={styles.desktopToggle}>{toggle}</div>
      <MobileMenu
        className={styles.mobileMenu}
        labels={{ open: messages.nav.openMenu, close: messages.nav.closeMenu, sidebar: messages.nav.sidebarLabel }}
      >
        <DesktopNav locale={locale} galleries={shownGalleries} variant="sidebar" />
        {toggle}
      </MobileMenu>
    </header>
  );
}
