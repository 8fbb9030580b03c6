'use client';

import { useSyncExternalStore } from 'react';
import { shellMessages } from '@/content/dictionaries/shell';
import { htmlLang, otherLocale, type Locale } from '@/lib/i18n';
import { languageToggleHref } from '@/lib/language-toggle';
import styles from './language-toggle.module.css';

type LanguageToggleProps = { locale: Locale; pathname: string };

const subscribe = () => () => {};

/**
 * The link to the other language (spec §2 mapping). The pre-rendered href is computed from the
 * page's own path; in the browser the real address is used, which matters on the 404 page,
 * where the same file answers every unknown path.
 */
export function LanguageToggle({ locale, pathname }: LanguageToggleProps) {
  const currentPath = useSyncExternalStore(subscribe, () => window.location.pathname, () => pathname);
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
