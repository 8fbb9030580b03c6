import type { BreadcrumbList, FAQPage, ImageGallery, Person, ProfessionalService, WithContext } from 'schema-dts';
import { metaMessages } from '@/content/dictionaries/meta';
import type { RouteKey } from '@/content/routes';
import { getSite } from '@/content/read';
import type { Paragraph } from '@/content/types';
import { shownGalleries } from './albums';
import type { GalleryAlbum } from './gallery/album-data';
import { htmlLang, type Locale } from './i18n';
import { menuLabel, siteNavigation } from './navigation';
import { jpegFile } from './photo-files';
import { hrefFor, storyHref } from './routing';
import { storyMonthValue } from './story-format';
import type { Story } from './stories';

const absolute = (path: string) => getSite().url + (path === '/' ? '' : path);
const businessId = `${getSite().url}/#business`;
const photographerId = `${getSite().url}/#photographer`;

/** Plain text of rich content, for structured data. */
function plainText(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((paragraph) => paragraph.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join(''))
    .join('\n\n');
}

export function photographerJsonLd(): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': photographerId,
    name: getSite().photographer,
    jobTitle: 'Photographer',
    email: getSite().email,
    url: getSite().url,
    sameAs: [getSite().instagram.url, getSite().facebook.url],
    worksFor: { '@id': businessId },
  };
}

/**
 * Where she works, from her settings' region as she writes it: the part after the last comma is
 * the country ("Algarve, Portugal"), the rest the area; a region without a comma is the area alone.
 */
export function areaOf(region: string): { area: string; country?: string } {
  const comma = region.lastIndexOf(',');
  const area = region.slice(0, comma === -1 ? undefined : comma).trim();
  const country = comma === -1 ? '' : region.slice(comma + 1).trim();
  return area && country ? { area, country } : { area: area || country };
}

export function businessJsonLd(locale: Locale, region: string = getSite().region): WithContext<ProfessionalService> {
  const { area, country } = areaOf(region);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId,
    name: getSite().name,
    description: metaMessages[locale].siteTagline,
    url: absolute(hrefFor('home', locale)),
    email: getSite().email,
    image: absolute('/og-image.jpg'),
    logo: absolute('/icon-512.png'),
    inLanguage: htmlLang[locale],
    areaServed: {
      '@type': 'AdministrativeArea',
      name: area,
      ...(country ? { containedInPlace: { '@type': 'Country', name: country } } : {}),
    },
    // A business of Portugal's: the site is in European Portuguese and answers to the CNPD.
    address: { '@type': 'PostalAddress', addressRegion: area, addressCountry: 'PT' },
    founder: { '@id': photographerId },
    foundingDate: String(getSite().since),
    sameAs: [getSite().instagram.url, getSite().facebook.url],
    knowsLanguage: ['en', 'pt-PT'],
  } as WithContext<ProfessionalService>;
}

/** Home → (stories →) page, for every page but home. */
export function breadcrumbJsonLd(route: RouteKey, locale: Locale): WithContext<BreadcrumbList> | null {
  if (route === 'home') return null;
  const trail = menuTrail(route, locale);
  trail.push({ name: metaMessages[locale][route].title, path: hrefFor(route, locale) });
  return breadcrumbList(trail);
}

/** Home → stories → the story's gallery → the story: the story page's breadcrumb and its JSON-LD. */
export function storyTrail(story: Story): { name: string; path: string }[] {
  const trail = menuTrail(story.category, story.locale);
  trail.push(
    { name: metaMessages[story.locale][story.category].title, path: hrefFor(story.category, story.locale) },
    { name: story.title, path: storyHref(story.category, story.slug, story.locale) },
  );
  return trail;
}

export function storyBreadcrumbJsonLd(story: Story): WithContext<BreadcrumbList> {
  return breadcrumbList(storyTrail(story));
}

/**
 * Home, then the menu's submenu the page is in when that submenu's label is a link (stories → the
 * first gallery shown), as the site's menu has it.
 */
function menuTrail(route: RouteKey, locale: Locale): { name: string; path: string }[] {
  const trail = [{ name: metaMessages[locale].home.title, path: hrefFor('home', locale) }];
  const submenu = siteNavigation(shownGalleries).find((entry) =>
    entry.children?.some((child) => child.route === route),
  );
  if (submenu?.kind === 'link') {
    trail.push({ name: menuLabel(submenu.label, locale), path: hrefFor(submenu.route, locale) });
  }
  return trail;
}

function breadcrumbList(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}

export function faqJsonLd(items: { question: string; answer: Paragraph[] }[], locale: Locale): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: htmlLang[locale],
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

/**
 * A portfolio page for search engines: the gallery, its author and copyright once, and each photo
 * (its JPEG and its description). The image sitemap lists the same photos.
 */
export function imageGalleryJsonLd(route: RouteKey, locale: Locale, albums: GalleryAlbum[]): WithContext<ImageGallery> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: metaMessages[locale][route].title,
    description: metaMessages[locale][route].description,
    url: absolute(hrefFor(route, locale)),
    inLanguage: htmlLang[locale],
    author: { '@id': photographerId },
    copyrightHolder: { '@id': photographerId },
    copyrightNotice: `© ${getSite().photographer}`,
    creditText: getSite().photographer,
    image: albums.flatMap((album) => album.photos.map(imageObject)),
  };
}

/** A photo for search engines: its JPEG and its description. */
function imageObject(photo: GalleryAlbum['photos'][number]) {
  return { '@type': 'ImageObject', contentUrl: absolute(jpegFile(photo)), caption: photo.alt } as const;
}

/**
 * A story page for search engines: the album as an image gallery, named and described by its
 * story, with the month and place of the day, and each photo with its caption, the photographer
 * as its creator and copyright holder.
 */
export function storyJsonLd(story: Story, place: string | null, album: GalleryAlbum): WithContext<ImageGallery> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: story.title,
    headline: story.title,
    description: story.summary,
    url: absolute(storyHref(story.category, story.slug, story.locale)),
    inLanguage: htmlLang[story.locale],
    temporalCoverage: storyMonthValue(story.month),
    ...(place ? { contentLocation: { '@type': 'Place', name: place } } : {}),
    author: { '@id': photographerId },
    creator: { '@id': photographerId },
    copyrightHolder: { '@id': photographerId },
    copyrightNotice: `© ${getSite().photographer}`,
    // Search engines read a photo's rights from the photo itself: each names the photographer
    // (the Person every page states, by its @id).
    image: album.photos.map((photo) => ({
      ...imageObject(photo),
      creator: { '@id': photographerId },
      copyrightHolder: { '@id': photographerId },
      copyrightNotice: `© ${getSite().photographer}`,
      creditText: getSite().photographer,
    })),
  };
}
