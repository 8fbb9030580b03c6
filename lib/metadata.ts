import type { Metadata } from 'next';
import type { Place } from '@/lib/albums/schema';
import { metaMessages } from '@/content/dictionaries/meta';
import { storyMessages } from '@/content/dictionaries/stories';
import type { GalleryRouteKey, RouteKey } from '@/content/routes';
import { getSite } from '@/content/read';
import { htmlLang, locales, ogLocale, otherLocale, type Locale } from './i18n';
import { hrefFor, storyHref } from './routing';
import { fillPlaceholders } from './story-format';
import type { Story } from './stories';

/** hreflang alternates of a page: each language's canonical URL, English as x-default. */
function alternatesOf(hrefIn: (locale: Locale) => string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [htmlLang[locale], hrefIn(locale)])),
    'x-default': hrefIn('en'),
  };
}

/** hreflang alternates of a route. */
export const languageAlternates = (route: RouteKey) => alternatesOf((locale) => hrefFor(route, locale));

/** The sharing image (1200×630, a crop of the first wedding photo by scripts/photos/og-image.ts). */
const shareImage = { url: '/og-image.jpg', width: 1200, height: 630 } as const;

const TITLE_TEMPLATE = `%s | ${getSite().name}`;

/**
 * What every page shares, set once in each root layout (app/(en)/layout.tsx, app/(pt)/layout.tsx):
 * the base of relative URLs, the title template and the web manifest. The icons are files in app/
 * (favicon.ico, icon.svg, apple-icon.png), which Next.js links from every page.
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(getSite().url),
  title: { template: TITLE_TEMPLATE, default: getSite().name },
  manifest: '/manifest.webmanifest',
};

/** A page's title as the browser tab and search results show it. */
export function pageTitle(route: RouteKey, locale: Locale): string {
  return TITLE_TEMPLATE.replace('%s', metaMessages[locale][route].title);
}

/** A page's own title, description, canonical URL, hreflang alternates and sharing tags. */
export function pageMetadata(route: RouteKey, locale: Locale): Metadata {
  return documentMetadata({
    locale,
    title: metaMessages[locale][route].title,
    fullTitle: pageTitle(route, locale),
    description: metaMessages[locale][route].description,
    canonical: hrefFor(route, locale),
    languages: languageAlternates(route),
    image: { ...shareImage, alt: metaMessages[locale].siteTagline },
  });
}

/** hreflang alternates of a story page. */
export const storyAlternates = (category: GalleryRouteKey, album: string) =>
  alternatesOf((locale) => storyHref(category, album, locale));

/** The sharing card of a story: its cover cropped to 1200×630 (scripts/photos/og-image.ts writes it). */
export const storyCardImage = (category: GalleryRouteKey, album: string) =>
  ({ url: `/og/${category}/${album}.jpg`, width: 1200, height: 630 }) as const;

type TitledStory = Pick<Story, 'category' | 'title' | 'locale'>;

/**
 * A story page's own title: names, kind of session and place ('Ana & João — wedding at …, Lagoa',
 * 'Ana & João — casamento na …, Lagoa', 'Leonor & Miguel — couple session in Aljezur…': each
 * language puts the album's own word before the place, its `at` in English and its `em` in Portuguese).
 */
function storyOwnTitle(story: TitledStory, place: Place | null): string {
  if (!place) return story.title;
  const kind = storyMessages[story.locale].kind[story.category];
  return `${story.title} — ${fillPlaceholders(kind, { place: place[story.locale], at: place.at, em: place.em })}`;
}

/** A story page's title as the browser tab and search results show it ('… | Luz do Sul Photography'). */
export function storyTitle(story: TitledStory, place: Place | null): string {
  return TITLE_TEMPLATE.replace('%s', storyOwnTitle(story, place));
}

/** Title, description, canonical URL, alternates and the cover as sharing card of a story page. */
export function storyMetadata(story: Story, place: Place | null, coverAlt: string): Metadata {
  return documentMetadata({
    locale: story.locale,
    title: storyOwnTitle(story, place),
    fullTitle: storyTitle(story, place),
    description: story.summary,
    canonical: storyHref(story.category, story.slug, story.locale),
    languages: storyAlternates(story.category, story.slug),
    image: { ...storyCardImage(story.category, story.slug), alt: coverAlt },
    type: 'article',
  });
}

type DocumentFacts = {
  locale: Locale;
  /** The page's own title (the root layout's template adds the site's name). */
  title: string;
  fullTitle: string;
  description: string;
  canonical: string;
  languages: Record<string, string>;
  image: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
};

function documentMetadata({
  locale,
  title,
  fullTitle,
  description,
  canonical,
  languages,
  image,
  type = 'website',
}: DocumentFacts): Metadata {
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type,
      siteName: getSite().name,
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
