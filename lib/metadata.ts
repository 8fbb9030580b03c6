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

/** The sharing image (1200×630, made from the first home photo by scripts/photos/og-image.ts). */
const shareImage = { url: '/og-image.jpg', width: 1200, height: 630 } as const;

/** A page's title as the browser tab and search results show it. */
export function pageTitle(route: RouteKey, locale: Locale): string {
  return `${metaMessages[locale][route].title} | ${site.name}`;
}

/** Title, description, canonical URL, hreflang alternates and sharing tags of a page. */
export function pageMetadata(route: RouteKey, locale: Locale): Metadata {
  const { description } = metaMessages[locale][route];
  const fullTitle = pageTitle(route, locale);
  const canonical = hrefFor(route, locale);
  return {
    metadataBase: new URL(site.url),
    title: fullTitle,
    description,
    alternates: { canonical, languages: languageAlternates(route) },
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-touch-icon.png',
    },
    manifest: '/manifest.webmanifest',
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: fullTitle,
      description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[otherLocale(locale)]],
      images: [{ ...shareImage, alt: metaMessages[locale].siteTagline }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [shareImage.url] },
  };
}
