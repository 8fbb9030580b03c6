'use client';

import { useParams, usePathname } from 'next/navigation';
import type { GalleryRouteKey } from '@/content/routes';
import { htmlLang, otherLocale, type Locale } from '@/lib/i18n';
import { languageToggleHref, otherLanguageHome } from '@/lib/language-toggle';
import { resolvePath, type SitePages } from '@/lib/routing';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './language-toggle.module.css';

type LanguageToggleProps = {
  locale: Locale;
  /** The link's words in the page's language (shellMessages[locale].languageToggle). */
  messages: { label: string; description: string };
  /** The galleries the site shows (lib/albums' shownGalleries): another one's address is no page. */
  galleries: readonly GalleryRouteKey[];
};

/**
 * The link to the other language, the same page where it has one, from the page's path. The not-found pages
 * answer every unknown path with one file: there the pre-rendered link goes to the other
 * language's home, and once the page runs in the browser the real address decides. The only
 * story the browser knows is the page's own (its `[album]` segment; the album list stays on the
 * server): an unknown album's address shows a not-found page, which has none, so it is no story.
 * A gallery without an album is no page either: the server hands the galleries shown.
 */
export function LanguageToggle({ locale, messages, galleries }: LanguageToggleProps) {
  const routerPath = usePathname();
  const shownAlbum = useParams<{ album?: string }>().album;
  const inBrowser = useHydrated();
  const pages: SitePages = { galleries, hasStory: (_category, album) => album === shownAlbum };
  const href = resolvePath(routerPath, pages)
    ? languageToggleHref(routerPath, pages)
    : inBrowser
      ? languageToggleHref(window.location.pathname, pages)
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
