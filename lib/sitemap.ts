import type { ISitemapField } from 'next-sitemap';
import { albumsByCategory, type Album, type GalleryCategory } from '@/lib/albums';
import { galleriesWithAlbums } from '@/lib/albums/gallery';
import { locales } from './i18n';
import { languageAlternates, storyAlternates } from './metadata';
import type { PhotoLookup } from './gallery/album-data';
import { jpegFile } from './photo-files';
import { hrefFor, isGalleryRoute, shownRoutes, storyHref } from './routing';

export type SitemapOptions = {
  /** The site's public origin, without a trailing slash ('https://luzdosul.example'). */
  siteUrl: string;
  /** A photo of an album of content/albums/ by its file name (lib/photos' getPhoto at build time). */
  photoOf: PhotoLookup;
  /** When the pages last changed (ISO 8601), or nothing to leave it out. */
  lastmod?: string;
  /** Each gallery's albums in order; content/albums/'s by default (tests give their own). */
  albums?: Readonly<Record<GalleryCategory, readonly Album[]>>;
};

/**
 * The sitemap, from the route table: every route with a page (a gallery only while it holds an
 * album) in both languages at its canonical URL (aliases such as /home and the /en-en forms are
 * left out: they point search engines to these), with the hreflang alternates the pages themselves
 * declare, and on each gallery page an image entry for every photo of its albums (its large JPEG:
 * Google Images is where couples look for photographers); then every story page in both
 * languages, with its alternates and its photos.
 */
export function sitemapEntries({
  siteUrl,
  photoOf,
  lastmod,
  albums = albumsByCategory,
}: SitemapOptions): ISitemapField[] {
  const absolute = (path: string) => siteUrl + (path === '/' ? '' : path);
  const galleries = galleriesWithAlbums(albums);
  const routeKeys = shownRoutes(galleries);
  const alternateRefs = (alternates: Record<string, string>) =>
    Object.entries(alternates).map(([hreflang, path]) => ({ hreflang, href: absolute(path), hrefIsAbsolute: true }));
  const imagesOf = (album: Album) =>
    album.photos.map((photo) => ({ loc: new URL(absolute(jpegFile(photoOf(album.slug, photo.file)))) }));
  const stories = locales.flatMap((locale) =>
    galleries.flatMap((category) =>
      albums[category].map((album) => ({
        loc: absolute(storyHref(category, album.slug, locale)),
        changefreq: 'monthly' as const,
        priority: 0.8,
        ...(lastmod ? { lastmod } : {}),
        alternateRefs: alternateRefs(storyAlternates(category, album.slug)),
        images: imagesOf(album),
      })),
    ),
  );
  const pages = locales.flatMap((locale) =>
    routeKeys.map((route) => ({
      loc: absolute(hrefFor(route, locale)),
      changefreq: 'monthly' as const,
      priority: route === 'home' ? 1 : 0.7,
      ...(lastmod ? { lastmod } : {}),
      alternateRefs: alternateRefs(languageAlternates(route)),
      ...(isGalleryRoute(route) ? { images: albums[route].flatMap(imagesOf) } : {}),
    })),
  );
  return [...pages, ...stories];
}
