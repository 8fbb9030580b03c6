'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { shellMessages } from '@/content/dictionaries/shell';
import { htmlLang, otherLocale, type Locale } from '@/lib/i18n';
import { languageToggleHref } from '@/lib/language-toggle';
import { resolvePath } from '@/lib/routing';
import styles from './language-toggle.module.css';

type LanguageToggleProps = { locale: Locale };

const subscribe = () => () => {};

/**
 * The link to the other language (spec §2 mapping). The pre-rendered href is computed from the
 * page's own path; in the browser the real address is used, which matters on the not-found page,
 * where the same file answers every unknown path. On a known page the router's path is used: it
 * changes with a client-side navigation before the address bar does.
 */
export function LanguageToggle({ locale }: LanguageToggleProps) {
  const routerPath = usePathname();
  const address = useSyncExternalStore(subscribe, () => window.location.pathname, () => routerPath);
  const currentPath = resolvePath(routerPath) ? routerPath : address;
  const target = otherLocale(locale);
  const messages = shellMessages[locale].languageToggle;
  return (
    <a
      href={languageToggleHref(currentPath)}
      hrefLang={htmlLang[target]}
      lang={htmlLang[target]}
      title={messages.description}
      className={styles.toggle}
    >
      {messages.label}
    </a>
  );
}
