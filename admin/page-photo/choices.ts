/**
 * What the pages' photo picker (picker.tsx) offers and what the albums' photos field refuses, from
 * the albums and the pages' choices the editor was built with (admin/build/build-admin.ts) and
 * the photos the site publishes (admin/photos-field/published-photos.ts). Pure.
 */
import { PAGE_PHOTOS_WHERE } from '@/content/page-photo-choices';
import { placesInAlbum, type AlbumPhotos, type PhotoUse } from '@/lib/page-photo-uses';
import { publishedKey, type PublishedPhotos } from '../photos-field/published-photos';
import type { AlbumTitles } from './album-titles';

/** What the editor is built with: her albums' photos, in her order, and where her pages use them. */
export type PagePhotosInEditor = { albums: AlbumPhotos[]; uses: PhotoUse[] };

/** One album as the picker offers it: its photos, each with its thumbnail when the editor has one. */
export type PickableAlbum = { slug: string; title: string; photos: { file: string; thumbnail?: string }[] };

/**
 * The albums she can choose a photo from, by title: those the editor was built with, in their own
 * photo order, then any album only the published list knows of (saved since), by file name, named
 * by its title in `titles` (by folder) or, when none is known, by its folder.
 */
export function pickableAlbums(
  built: readonly AlbumPhotos[],
  published: PublishedPhotos,
  titles: AlbumTitles = {},
): PickableAlbum[] {
  const known = new Set(built.map((album) => album.slug));
  const later = new Map<string, string[]>();
  for (const key of Object.keys(published)) {
    const slash = key.indexOf('/');
    const slug = key.slice(0, slash);
    if (!known.has(slug)) later.set(slug, [...(later.get(slug) ?? []), key.slice(slash + 1)]);
  }
  const albums = [
    ...built,
    ...[...later].map(([slug, files]) => ({ slug, title: titles[slug] ?? slug, files: files.toSorted() })),
  ];
  return albums
    .map(({ slug, title, files }) => ({
      slug,
      title,
      photos: files.map((file) => ({ file, thumbnail: published[publishedKey(slug, file)]?.thumbnail })),
    }))
    .toSorted((a, b) => a.title.localeCompare(b.title));
}

/**
 * Why the album's photos as they are now cannot be saved: each photo a page shows that is no
 * longer among them, with the places it fills, and what to do first. None when nothing is missing.
 */
export function pagePhotosRemoved(uses: readonly PhotoUse[], album: string, files: readonly string[]): string[] {
  const kept = new Set(files);
  return [...placesInAlbum(uses, album)]
    .filter(([file]) => !kept.has(file))
    .map(
      ([file, places]) =>
        `${file} is on ${places.join(' and on ')}: choose another photo there first (${PAGE_PHOTOS_WHERE}), then remove it here.`,
    );
}

/** A place of her pages as a line of its own begins ("The about page’s photo"). */
export const asLineStart = (place: string) => place.charAt(0).toUpperCase() + place.slice(1);

/** A page's place that shows a photo of an album, and what to do before the album can go. */
export type PlaceShowingAlbum = { place: string; message: string };

/**
 * Why the album cannot be deleted: each place of her pages that shows one of its photos (the place
 * capitalised, as a line of its own begins), with the photo and what to do first. None when no
 * page shows any of its photos.
 */
export function placesShowingAlbum(uses: readonly PhotoUse[], album: string): PlaceShowingAlbum[] {
  return [...placesInAlbum(uses, album)].flatMap(([file, places]) =>
    places.map((place) => ({
      place: asLineStart(place),
      message: `It shows ${file} of this album. Choose another photo there first (${PAGE_PHOTOS_WHERE}), then delete the album.`,
    })),
  );
}
