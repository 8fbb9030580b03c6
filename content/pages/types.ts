/**
 * Shapes shared by the page texts in this folder. You do not need to edit this file to change
 * a text; it only makes sure each page file has every piece in both languages.
 */
import type { GalleryRouteKey } from '@/content/routes';
import type { Localized } from '@/lib/i18n';

/**
 * One photo from the galleries, used on a page.
 * - category: 'weddings', 'couples' or 'family'
 * - album: the album's folder name, as written in content/albums.ts (e.g. 'ana-joao')
 * - file: the photo's file name in that album's folder (e.g. 'IMG_0042.jpg'), as in content/albums.ts
 * - alt: what the photo shows, in English and Portuguese, for visitors who cannot see it.
 *   Leave it out to use the description already written for that photo in content/albums.ts.
 */
export type PhotoRef = {
  category: GalleryRouteKey;
  album: string;
  file: string;
  alt?: Localized<string>;
};
