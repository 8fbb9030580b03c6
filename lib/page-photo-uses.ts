/**
 * Where the pages use each of her photos (content/settings/page-photos.yml), and what a page would
 * lose if a photo or an album it shows were gone: the content check names the file, the page and
 * the photo; the editor's photos field refuses removing a photo a page shows before she saves.
 * Pure: the pages' choices and the albums are given.
 */
import { chosenPhoto, PAGE_PHOTOS_FILE, PAGE_PHOTOS_WHERE, type PagePhotoChoices } from '@/content/page-photo-choices';

/** Where on her pages a photo shows, in her words ("the home page’s slideshow (slide 3)"), and the photo. */
export type PhotoUse = { place: string; photo: string };

const tileNames = { weddings: 'Weddings', couples: 'Couples', family: 'Families' } as const;

/**
 * Every photo the pages' choices name, each with the place it fills, in the pages' order: a tile
 * left empty names none. A tile chosen for a gallery without an album is not shown, but its photo
 * is still hers to keep or choose again, so it counts as any other.
 */
export function photoUses(choices: PagePhotoChoices): PhotoUse[] {
  return [
    ...choices.slideshow.map((photo, index) => ({ place: `the home page’s slideshow (slide ${index + 1})`, photo })),
    ...(Object.keys(tileNames) as (keyof typeof tileNames)[]).flatMap((kind) => {
      const photo = choices.portfolio[kind];
      return photo === undefined ? [] : [{ place: `the home page’s ${tileNames[kind]} tile`, photo }];
    }),
    { place: 'the about page’s photo', photo: choices.portrait },
  ];
}

/** An album as far as the check needs it: its folder name, its English title, its photos' files. */
export type AlbumPhotos = { slug: string; title: string; files: readonly string[] };

/** Each photo the pages show that its album no longer holds, or whose album is gone, in her words. */
export function missingPagePhotos(uses: readonly PhotoUse[], albums: readonly AlbumPhotos[]): string[] {
  const bySlug = new Map(albums.map((album) => [album.slug, album]));
  return uses.flatMap(({ place, photo }) => {
    const { album, file } = chosenPhoto(photo);
    const found = bySlug.get(album);
    if (!found)
      return [
        `${PAGE_PHOTOS_FILE}: ${place} shows ${file} of the album ${album}, which no longer exists: choose another photo (${PAGE_PHOTOS_WHERE}), or put the album back.`,
      ];
    if (found.files.includes(file)) return [];
    return [
      `${PAGE_PHOTOS_FILE}: ${place} shows ${file}, which is no longer in the album “${found.title}” (${album}): choose another photo (${PAGE_PHOTOS_WHERE}), or put the photo back in the album.`,
    ];
  });
}

/** The places each photo of one album fills on her pages, by file name. */
export function placesInAlbum(uses: readonly PhotoUse[], album: string): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const { place, photo } of uses) {
    const chosen = chosenPhoto(photo);
    if (chosen.album === album) places.set(chosen.file, [...(places.get(chosen.file) ?? []), place]);
  }
  return places;
}
