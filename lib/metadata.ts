import type { Metadata } from 'next';
import { metaMessages } from '@/content/dictionaries/meta';
import type { RouteKey } from '@/content/routes';
import { site } from '@/content/site';
import { htmlLang, locales, ogLocale, otherLocale, type Locale } from './i18n';
import { hrefFor } from './routing';

/** hreflang alternates of a route: each language's canonical URL, English as x-default. */
export function languageAlternates(route: RouteKey): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [htmlLang[locale], hrefFor(route, locale)])),
    'x-default': hrefFor(route, 'en'),
  };
}

/** Title, description, canonical URL, hreflang alternates and sharing tags of a page. */
export function pageMetadata(route: RouteKey, locale: Locale): Metadata {
  const { title, description } = metaMessages[locale][route];
  const fullTitle = `${title} | ${site.name}`;
  const canonical = hrefFor(route, locale);
  return {
    metadataBase: new URL(site.url),
    title: fullTitle,
    description,
    alternates: { canonical, languages: languageAlternates(route) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: fullTitle,
      description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[otherLocale(locale)]],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  };
}
