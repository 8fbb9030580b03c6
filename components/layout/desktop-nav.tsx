import { shellMessages } from '@/content/dictionaries/shell';
import type { GalleryRouteKey } from '@/content/routes';
import type { Locale } from '@/lib/i18n';
import { menuLabel, siteNavigation, type NavLink } from '@/lib/navigation';
import { SubmenuButton } from './submenu-button';
import styles from './desktop-nav.module.css';
import { RouteLink } from '@/components/ui/route-link';

type DesktopNavProps = {
  locale: Locale;
  /** The galleries the site shows (lib/albums' shownGalleries): the menu lists only these. */
  galleries: readonly GalleryRouteKey[];
  variant?: 'navbar' | 'sidebar';
  className?: string;
};

/** The navigation list: a navbar with hover/focus submenus on desktop, a flat list in the sidebar. */
export function DesktopNav({ locale, galleries, variant = 'navbar', className }: DesktopNavProps) {
  const labels = shellMessages[locale].nav;
  const renderLink = (link: NavLink) => (
    <RouteLink route={link.route} locale={locale} className={styles.link}>
      {menuLabel(link.label, locale)}
    </RouteLink>
  );
  return (
    <nav
      aria-label={variant === 'navbar' ? labels.label : labels.sidebarNavigationLabel}
      className={`${styles[variant]} ${className ?? ''}`}
    >
      <ul className={styles.list}>
        {siteNavigation(galleries).map((entry) => {
          const submenuId = `${variant}-submenu-${entry.label}`;
          const children = entry.children && (
            <ul id={submenuId} className={styles.submenu}>
              {entry.children.map((child) => (
                <li key={child.route}>{renderLink(child)}</li>
              ))}
            </ul>
          );
          return (
            <li key={entry.label} className={children ? styles.hasSubmenu : undefined}>
              {entry.kind === 'link' ? (
                renderLink(entry)
              ) : variant === 'navbar' ? (
                <SubmenuButton controls={submenuId} className={styles.link}>
                  {menuLabel(entry.label, locale)}
                </SubmenuButton>
              ) : (
                <span className={styles.groupLabel}>{menuLabel(entry.label, locale)}</span>
              )}
              {children}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
