/**
 * The home page's portfolio tiles: one for each gallery the site shows (galleriesWithAlbums), in
 * the menu's order, with the photo she chose for it (content/settings/page-photos.yml) or, for a
 * tile left empty, the cover of the gallery's first album. A photo chosen for a gallery without an
 * album shows nowhere. Pure.
 */
import type { PhotoRef } from '@/content/pages/types';
import { galleriesWithAlbums, type GalleryCategory } from './albums/gallery';
import type { Album } from './albums/schema';

export type PortfolioTile = { gallery: GalleryCategory; photo: PhotoRef };

export function portfolioTiles(
  albums: Readonly<Record<GalleryCategory, readonly Album[]>>,
  chosen: Readonly<Partial<Record<GalleryCategory, PhotoRef>>>,
): PortfolioTile[] {
  return galleriesWithAlbums(albums).map((gallery) => {
    const first = albums[gallery][0]!;
    return { gallery, photo: chosen[gallery] ?? { album: first.slug, file: first.cover } };
  });
}
