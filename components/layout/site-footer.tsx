import { shellMessages } from '@/content/dictionaries/shell';
import type { RouteKey } from '@/content/routes';
import { getSite } from '@/content/read';
import type { Locale } from '@/lib/i18n';
import styles from './site-footer.module.css';
import { RouteLink } from '@/components/ui/route-link';

/** The pages the footer links to, in order; the footer's words for each are keyed by its route. */
const footerRoutes = ['home', 'contact', 'legalNotice', 'privacyPolicy'] as const satisfies readonly RouteKey[];

type SiteFooterProps = { locale: Locale; children?: React.ReactNode };

export function SiteFooter({ locale, children }: SiteFooterProps) {
  const messages = shellMessages[locale].footer;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} aria-label={messages.label}>
      <ul className={styles.social}>
        <li>
          <a href={getSite().instagram.url} rel="noopener noreferrer" target="_blank">
            {messages.instagram} <span className={styles.handle}>{getSite().instagram.handle}</span>
          </a>
        </li>
        <li>
          <a href={getSite().facebook.url} rel="noopener noreferrer" target="_blank">
            {messages.facebook}
          </a>
        </li>
      </ul>
      <ul className={styles.links}>
        {footerRoutes.map((route) => (
          <li key={route}>
            <RouteLink route={route} locale={locale}>
              {messages[route]}
            </RouteLink>
          </li>
        ))}
        {children && <li>{children}</li>}
      </ul>
      <p className={styles.copyright}>
        © {year} {getSite().name}. {messages.rights}
      </p>
    </footer>
  );
}
