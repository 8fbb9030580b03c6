/**
 * The photos' pictures, for the field's thumbnails and its preview: a new photo's own preview (the
 * editor's blob address), a saved photo as the repository the editor works on holds it (a draft's
 * included), or the published thumbnail the site lists.
 */
import { PictureCache } from './picture-cache';

/** Published thumbnails of the saved photos ('<album>/<file>' → URL), written with the site (admin/build/build-admin.ts). */
let thumbnails: Promise<Record<string, string>> | null = null;
export function publishedThumbnails(): Promise<Record<string, string>> {
  thumbnails ??= fetch('/admin/thumbnails.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}));
  return thumbnails;
}

/*
 * The photos as the repository the editor works on holds them (a draft's included), album by
 * album, while a field or preview of the album is shown: read through the editor's own asset API,
 * which only a field's preview is given (`getAsset`), so the preview loads them and the field
 * shows them too. Each address is let go once its album is no longer shown.
 */
const repositoryPictures = new PictureCache((url) => URL.revokeObjectURL(url));
const pictureListeners = new Set<() => void>();

/** How many pictures the repository has given, of the albums shown. */
export const picturesLoaded = () => repositoryPictures.size;

/** Calls `listener` whenever a picture arrives, until the returned function is called. */
export function onPicture(listener: () => void): () => void {
  pictureListeners.add(listener);
  return () => {
    pictureListeners.delete(listener);
  };
}

/** What shows an album's pictures (the field, the preview), and lets them go when it no longer does. */
export type ShowingPictures = { shownAlbum?: string; stopShowing?: () => void };

/** Keeps the pictures of `album` while `component` shows it, and lets those of the album it showed before go. */
export function showAlbumPictures(component: ShowingPictures, album: string | undefined): void {
  if (component.shownAlbum === album && component.stopShowing) return;
  component.stopShowing?.();
  component.shownAlbum = album;
  component.stopShowing = album === undefined ? undefined : repositoryPictures.hold(album);
}

/** The photo's bytes from the editor's asset API, as an address the page can show, while its album is shown. */
export async function loadPicture(
  album: string,
  file: string,
  asset: { toBase64: () => Promise<string> } | undefined,
): Promise<void> {
  if (!asset || !repositoryPictures.wants(album, file)) return;
  try {
    const bytes = Uint8Array.from(atob(await asset.toBase64()), (char) => char.charCodeAt(0));
    repositoryPictures.put(album, file, URL.createObjectURL(new Blob([bytes], { type: 'image/webp' })));
    for (const listener of pictureListeners) listener();
  } catch {
    // Not readable now (offline, say): the published thumbnail, or the grey box, stands in.
    repositoryPictures.failed(album, file);
  }
}

/** The photo's picture from the repository the editor works on, if it has been read. */
export const repositoryPicture = (album: string, file: string) => repositoryPictures.get(album, file);

/** The picture to show for a photo: its own preview while new, else the repository's, else the published thumbnail. */
export const pictureOf = (album: string, file: string, published: Readonly<Record<string, string>>) =>
  file.startsWith('blob:') ? file : (repositoryPicture(album, file) ?? published[`${album}/${file}`]);
