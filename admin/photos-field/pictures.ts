/**
 * The photos' pictures, for the field's thumbnails and its preview: a new photo's own preview (the
 * editor's blob address), a saved photo as the repository the editor works on holds it (a draft's
 * included), or the published thumbnail the site lists. What is read is kept in the visit's store.
 */
import type { VisitStore } from '../visit/visit-store';

/** Published thumbnails of the saved photos ('<album>/<file>' → URL), written with the site (admin/build/build-admin.ts). */
export function readPublishedThumbnails(): Promise<Record<string, string>> {
  return fetch('/admin/thumbnails.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}));
}

/*
 * The photos as the repository the editor works on holds them are read through the editor's own
 * asset API, which only a field's preview is given (`getAsset`), so the preview loads them and the
 * field shows them too. Each address is let go once its album is no longer shown.
 */

/** What shows an album's pictures (the field, the preview), and lets them go when it no longer does. */
export type ShowingPictures = { shownAlbum?: string; stopShowing?: () => void };

/** Keeps the pictures of `album` while `component` shows it, and lets those of the album it showed before go. */
export function showAlbumPictures(
  component: ShowingPictures & { readonly visit: VisitStore },
  album: string | undefined,
): void {
  if (component.shownAlbum === album && component.stopShowing) return;
  component.stopShowing?.();
  component.shownAlbum = album;
  component.stopShowing = album === undefined ? undefined : component.visit.pictures.hold(album);
}

/** The photo's bytes from the editor's asset API, as an address the page can show, while its album is shown. */
export async function loadPicture(
  visit: VisitStore,
  album: string,
  file: string,
  asset: { toBase64: () => Promise<string> } | undefined,
): Promise<void> {
  if (!asset || !visit.pictures.wants(album, file)) return;
  try {
    const bytes = Uint8Array.from(atob(await asset.toBase64()), (char) => char.charCodeAt(0));
    visit.putPicture(album, file, URL.createObjectURL(new Blob([bytes], { type: 'image/webp' })));
  } catch {
    // Not readable now (offline, say): the published thumbnail, or the grey box, stands in.
    visit.pictures.failed(album, file);
  }
}

/** The picture to show for a photo: its own preview while new, else the repository's, else the published thumbnail. */
export const pictureOf = (
  visit: VisitStore,
  album: string,
  file: string,
  published: Readonly<Record<string, string>>,
) => (file.startsWith('blob:') ? file : (visit.pictures.get(album, file) ?? published[`${album}/${file}`]));
