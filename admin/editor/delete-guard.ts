/**
 * An album one of her pages shows a photo of may not be deleted: the editor's Delete dialog names
 * each place and the photo, and its Delete button stays disabled, before anything is committed.
 *
 * The editor already refuses deleting an entry another entry's relation field needs ("This entry
 * can’t be deleted, because the following fields in other entries would no longer be valid without
 * it"), but the pages' photos are a field of ours, not a relation. The bundle asks this page, where
 * the editor plans a deletion, for more of what stops it (admin/vendor/editor-patch.ts), and the page
 * answers from the pages' choices the editor was built with (admin/page-photo/choices.ts).
 */
import { PAGE_PHOTOS_WHERE } from '@/content/page-photo-choices';
import { ALBUMS_COLLECTION } from '@/admin/translation/portuguese-file';
import type { PlaceShowingAlbum } from '../page-photo/choices';
import type { PagePhotosNow } from '../page-photo/pages-now';

/** The name under which the page answers the patched editor (admin/vendor/editor-patch.ts). */
export const DELETE_BLOCKERS = '__pagesStoppingDeletion';

/** What the editor's plan of a deletion gives: the collection's name and the entries to delete. */
export type PlannedDeletion = { collectionName: string; entries: readonly { slug?: unknown }[] };

/** A reason the deletion cannot go ahead, in the shape the editor lists in its Delete dialog. */
export type DeletionBlocker = {
  collectionName: string;
  collectionLabel: string;
  summary: string;
  fieldLabel: string;
  entry: { id: string };
  locale: string;
  keyPath: string;
  messages: string[];
};

const [settingsLabel = PAGE_PHOTOS_WHERE, pagePhotosLabel = ''] = PAGE_PHOTOS_WHERE.split(' → ');

/** What stops deleting these entries: for albums, each place of her pages that shows one of their photos. */
export function deletionBlockers(
  placesShowing: (album: string) => PlaceShowingAlbum[],
  { collectionName, entries }: PlannedDeletion,
) {
  if (collectionName !== ALBUMS_COLLECTION) return [];
  return entries.flatMap(({ slug }): DeletionBlocker[] =>
    typeof slug === 'string'
      ? placesShowing(slug).map(({ place, message }) => ({
          // Not shown: the editor names the entry by its label and summary.
          collectionName: 'settings',
          collectionLabel: settingsLabel,
          summary: pagePhotosLabel,
          fieldLabel: place,
          // One line per album and place: the editor lists a blocker once per entry and key.
          entry: { id: `page-photos:${slug}` },
          locale: 'en',
          keyPath: place,
          messages: [message],
        }))
      : [],
  );
}

/** Lets the patched editor ask this page what stops a deletion, from the pages' photos as saved now. */
export function guardDeletingShownAlbums(pages: PagePhotosNow): void {
  Object.assign(globalThis, {
    [DELETE_BLOCKERS]: (planned: PlannedDeletion) => deletionBlockers((album) => pages.placesShowing(album), planned),
  });
}
