/**
 * The albums content/albums.ts describes (the one source of truth), and how the photo folders
 * compare with them, in warnings the photographer can act on.
 */
import { albumsByCategory } from '@/content/albums';

export type ListedAlbum = { category: string; album: string; count: number };

/** Every album of content/albums.ts with the number of photos it describes. */
export function listedAlbums(): ListedAlbum[] {
  return Object.entries(albumsByCategory).flatMap(([category, groups]) =>
    groups.map((group) => ({ category, album: group.album, count: group.images.length })),
  );
}

/**
 * Warnings for albums whose folder holds fewer or more photos than content/albums.ts describes, and
 * for folders no album uses. `found` counts the photos per 'category/album' folder.
 */
export function albumWarnings(listed: readonly ListedAlbum[], found: Readonly<Record<string, number>>): string[] {
  const warnings: string[] = [];
  const known = new Set<string>();
  for (const { category, album, count } of listed) {
    const key = `${category}/${album}`;
    known.add(key);
    const photos = found[key] ?? 0;
    if (photos < count)
      warnings.push(
        `${key}: content/albums.ts describes ${count} photos but the folder has ${photos}; the site build will stop until they match.`,
      );
    else if (photos > count)
      warnings.push(
        `${key}: the folder has ${photos} photos but content/albums.ts describes ${count}; the last ${photos - count} are not shown until they get alt text.`,
      );
  }
  for (const key of Object.keys(found)) {
    if (!known.has(key))
      warnings.push(`${key}: this folder is not an album of content/albums.ts, so its photos are not shown.`);
  }
  return warnings;
}
