/**
 * Shapes shared by the page texts in this folder. You do not need to edit this file to change
 * a text; it only makes sure each page file has every piece in both languages.
 */
import type { Localized } from '@/content/languages';

/**
 * One photo from the galleries, used on a page.
 * - album: the album's folder name in content/albums/ (e.g. 'ana-joao')
 * - file: the photo's file name in that album's folder (e.g. 'IMG_0042.webp')
 * - alt: what the photo shows, in English and Portuguese, for visitors who cannot see it.
 *   Leave it out to use the description already written for that photo in its album.
 */
export type PhotoRef = { album: string; file: string; alt?: Localized<string> };
