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

const TITLE_TEMPLATE = `%s | ${site.name}`;

/**
 * What every page shares, set once in each root layout (app/(en)/layout.tsx, app/(pt)/layout.tsx):
 * the base of relative URLs, the title template and the web manifest. The icons are files in app/
 * (favicon.ico, icon.svg, apple-icon.png), which Next.js links from every page.
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { template: TITLE_TEMPLATE, default: site.name },
  manifest: '/manifest.webmanifest',
};

/** A page's title as the browser tab and search results show it. */
export function pageTitle(route: RouteKey, locale: Locale): string {
  return TITLE_TEMPLATE.replace('%s', metaMessages[locale][route].title);
}

/** A page's own title, description, canonical URL, hreflang alternates and sharing tags. */
export function pageMetadata(route: RouteKey, locale: Locale): Metadata {
  const { title, description } = metaMessages[locale][route];
  const fullTitle = pageTitle(route, locale);
  const canonical = hrefFor(route, locale);
  return {
    title,
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
      images: [{ ...shareImage, alt: metaMessages[locale].siteTagline }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [shareImage.url] },
  };
}
