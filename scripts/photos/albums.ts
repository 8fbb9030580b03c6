/**
 * The albums content/albums.ts describes (the one source of truth), and how the photo folders
 * compare with them, in messages the photographer can act on.
 */
import { albumsByCategory, type AlbumGroup } from '@/content/albums';

export type ListedAlbum = { category: string; album: string; files: string[] };

type Albums = Readonly<Record<string, readonly AlbumGroup[]>>;

/** Every album of content/albums.ts with the file names of the photos it describes. */
export function listedAlbums(albums: Albums = albumsByCategory): ListedAlbum[] {
  return Object.entries(albums).flatMap(([category, groups]) =>
    groups.map((group) => ({
      category,
      album: group.album,
      files: group.images.map((image) => image.src.split('/').at(-1)!),
    })),
  );
}

/**
 * What stops the build: a photo of an album's folder without a description in content/albums.ts,
 * and a description whose photo is not in the folder. `found` lists the photo files of each
 * 'category/album' folder. Each message names the album and the file to fix.
 */
export function albumErrors(
  listed: readonly ListedAlbum[],
  found: Readonly<Record<string, readonly string[]>>,
): string[] {
  return listed.flatMap(({ category, album, files }) => {
    const key = `${category}/${album}`;
    const inFolder = new Set(found[key] ?? []);
    const described = new Set(files);
    return [
      ...[...inFolder]
        .filter((file) => !described.has(file))
        .map(
          (file) =>
            `Album ${key}: the photo ${file} has no description. Add a line '${file}': { en: '…', pt: '…' } to the album '${album}' in content/albums.ts (or remove the photo from content/photos/${key}/).`,
        ),
      ...files
        .filter((file) => !inFolder.has(file))
        .map(
          (file) =>
            `Album ${key}: content/albums.ts describes ${file}, but content/photos/${key}/ has no such photo. Fix the file name or remove that line.`,
        ),
    ];
  });
}

/** The languages' names, as the messages say them. */
const languageNames = { en: 'English', pt: 'Portuguese' } as const;

/**
 * What stops the build in an album's own lines of content/albums.ts: a folder name that cannot
 * be a page address, and a description left empty. Each message names the album and the file.
 */
export function albumEntryErrors(albums: Albums = albumsByCategory): string[] {
  return Object.entries(albums).flatMap(([category, groups]) =>
    groups.flatMap((group) => {
      const key = `${category}/${group.album}`;
      const folder = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(group.album)
        ? []
        : [
            `Album ${key}: its folder name is part of the story's address (/stories/${key}); use only lowercase letters, digits and dashes (like 'rita-nuno'), for the folder and for album: in content/albums.ts.`,
          ];
      const empty = group.images.flatMap((image) =>
        (['en', 'pt'] as const)
          .filter((locale) => image.alt[locale].trim() === '')
          .map(
            (locale) =>
              `Album ${key}: the photo ${image.src.split('/').at(-1)} has an empty ${languageNames[locale]} description in content/albums.ts; say what the photo shows (a blind visitor hears it).`,
          ),
      );
      return [...folder, ...empty];
    }),
  );
}

/** Folders of content/photos/ that no album of content/albums.ts uses (their photos are not shown). */
export function unusedFolders(
  listed: readonly ListedAlbum[],
  found: Readonly<Record<string, readonly string[]>>,
): string[] {
  const known = new Set(listed.map(({ category, album }) => `${category}/${album}`));
  return Object.keys(found)
    .filter((key) => !known.has(key))
    .map((key) => `${key}: this folder is not an album of content/albums.ts, so its photos are not shown.`);
}
