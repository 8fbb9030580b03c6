import { localeOfPath, localeSuffix, otherLocale, type Locale } from './i18n';
import { localizePath, resolvePath, type SitePages } from './routing';

/**
 * Where the language toggle leads from `pathname`:
 * - a section it handles (home, about, faq, contact, testimonials, the photoshoot process, each
 *   gallery `pages` shows and the story of an album it knows) → the same page with the suffix
 *   added (to Portuguese) or removed (to English);
 * - any other path containing /en-en → '/';
 * - anything else (a gallery not shown, an unknown album's story) → /home/{lang} in the other language.
 */
export function languageToggleHref(pathname: string, pages?: SitePages): string {
  const resolved = resolvePath(pathname, pages);
  const current = resolved?.locale ?? localeOfPath(pathname);
  const target = otherLocale(current);
  if (resolved?.toggles) return localizePath(resolved.basePath, target);
  if (pathname.includes(`/${localeSuffix.en}`)) return '/';
  return otherLanguageHome(current);
}

/** The last rule: the home page of the language other than `locale`, as /home/{lang}. */
export function otherLanguageHome(locale: Locale): string {
  return `/home/${localeSuffix[otherLocale(locale)]}`;
}
