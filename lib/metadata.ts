import type { Metadata } from 'next';
import { metaMessages } from '@/content/dictionaries/meta';
import { storyMessages } from '@/content/dictionaries/stories';
import type { GalleryRouteKey, RouteKey } from '@/content/routes';
import { site } from '@/content/site';
import { htmlLang, locales, ogLocale, otherLocale, type Locale } from './i18n';
import { hrefFor, storyHref } from './routing';
import { fillPlaceholders } from './story-format';
import type { Story } from './stories';

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
  return documentMetadata({
    locale,
    fullTitle: pageTitle(route, locale),
    description: metaMessages[locale][route].description,
    canonical: hrefFor(route, locale),
    languages: languageAlternates(route),
    image: { ...shareImage, alt: metaMessages[locale].siteTagline },
  });
}

/** hreflang alternates of a story page. */
export function storyAlternates(category: GalleryRouteKey, album: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [htmlLang[locale], storyHref(category, album, locale)])),
    'x-default': storyHref(category, album, 'en'),
  };
}

/** The sharing card of a story: its cover cropped to 1200×630 (scripts/photos/og-image.ts writes it). */
export const storyCardImage = (category: GalleryRouteKey, album: string) =>
  ({ url: `/og/${category}/${album}.jpg`, width: 1200, height: 630 }) as const;

/** A story page's title: names, kind of session and place ('Ana & João — wedding at …, Lagoa | Luz do Sul'). */
export function storyTitle(story: Pick<Story, 'category' | 'title' | 'locale'>, place: string | null): string {
  const kind = place ? ` — ${fillPlaceholders(storyMessages[story.locale].kind[story.category], { place })}` : '';
  return `${story.title}${kind} | ${site.name}`;
}

/** Title, description, canonical URL, alternates and the cover as sharing card of a story page. */
export function storyMetadata(story: Story, place: string | null, coverAlt: string): Metadata {
  return documentMetadata({
    locale: story.locale,
    fullTitle: storyTitle(story, place),
    description: story.summary,
    canonical: storyHref(story.category, story.album, story.locale),
    languages: storyAlternates(story.category, story.album),
    image: { ...storyCardImage(story.category, story.album), alt: coverAlt },
    type: 'article',
  });
}

type DocumentFacts = {
  locale: Locale;
  fullTitle: string;
  description: string;
  canonical: string;
  languages: Record<string, string>;
  image: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
};

function documentMetadata({
  locale,
  fullTitle,
  description,
  canonical,
  languages,
  image,
  type = 'website',
}: DocumentFacts): Metadata {
  return {
    metadataBase: new URL(site.url),
    title: fullTitle,
    description,
    alternates: { canonical, languages },
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-touch-icon.png',
    },
    manifest: '/manifest.webmanifest',
    openGraph: {
      type,
      siteName: site.name,
      title: fullTitle,
      description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[otherLocale(locale)]],
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}
