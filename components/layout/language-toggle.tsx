'use client';

import { usePathname } from 'next/navigation';
import { htmlLang, otherLocale, type Locale } from '@/lib/i18n';
import { languageToggleHref, otherLanguageHome } from '@/lib/language-toggle';
import { resolvePath } from '@/lib/routing';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './language-toggle.module.css';

type LanguageToggleProps = {
  locale: Locale;
  /** The link's words in the page's language (shellMessages[locale].languageToggle). */
  messages: { label: string; description: string };
};

/**
 * The link to the other language (spec §2 mapping), from the page's path. The not-found pages
 * answer every unknown path with one file: there the pre-rendered link goes to the other
 * language's home, and once the page runs in the browser the real address decides.
 */
export function LanguageToggle({ locale, messages }: LanguageToggleProps) {
  const routerPath = usePathname();
  const inBrowser = useHydrated();
  const href = resolvePath(routerPath)
    ? languageToggleHref(routerPath)
    : inBrowser
      ? languageToggleHref(window.location.pathname)
      : otherLanguageHome(locale);
  const target = otherLocale(locale);
  return (
    <a
      href={href}
      hrefLang={htmlLang[target]}
      lang={htmlLang[target]}
      title={messages.description}
      className={styles.toggle}
    >
      {messages.label}
    </a>
  );
}
