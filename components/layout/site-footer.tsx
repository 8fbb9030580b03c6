import { shellMessages } from '@/content/dictionaries/shell';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import styles from './site-footer.module.css';
import { RouteLink } from '@/components/ui/route-link';

type SiteFooterProps = { locale: Locale; children?: React.ReactNode };

export function SiteFooter({ locale, children }: SiteFooterProps) {
  const messages = shellMessages[locale].footer;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} aria-label={messages.label}>
      <ul className={styles.social}>
        <li>
          <a href={site.instagram.url} rel="noopener noreferrer" target="_blank">
            {messages.instagram} <span className={styles.handle}>{site.instagram.handle}</span>
          </a>
        </li>
        <li>
          <a href={site.facebook.url} rel="noopener noreferrer" target="_blank">
            {messages.facebook}
          </a>
        </li>
      </ul>
      <ul className={styles.links}>
        <li>
          <RouteLink route="home" locale={locale}>
            {messages.home}
          </RouteLink>
        </li>
        <li>
          <RouteLink route="contact" locale={locale}>
            {messages.contact}
          </RouteLink>
        </li>
        <li>
          <RouteLink route="legalNotice" locale={locale}>
            {messages.legalNotice}
          </RouteLink>
        </li>
        <li>
          <RouteLink route="privacyPolicy" locale={locale}>
            {messages.privacyPolicy}
          </RouteLink>
        </li>
        {children && <li>{children}</li>}
      </ul>
      <p className={styles.copyright}>
        © {year} {site.name}. {messages.rights}
      </p>
    </footer>
  );
}
