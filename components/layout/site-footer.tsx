import { shellMessages } from '@/content/dictionaries/shell';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import styles from './site-footer.module.css';

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
          <a href={hrefFor('home', locale)}>{messages.home}</a>
        </li>
        <li>
          <a href={hrefFor('contact', locale)}>{messages.contact}</a>
        </li>
        {children && <li>{children}</li>}
      </ul>
      <p className={styles.copyright}>
        © {year} {site.name}. {messages.rights}
      </p>
    </footer>
  );
}
