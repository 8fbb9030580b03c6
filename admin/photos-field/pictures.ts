/**
 * The photos' pictures, for the field's thumbnails, its preview and its drafts: a new photo's own
 * preview (the editor's blob address), a saved photo as the repository the editor works on holds it
 * (a draft's included), or the copies the site publishes (published-photos.ts). What is read is
 * kept in the visit's store.
 */
import { PhotoUnreadable } from '../drafting/draft-request';
import type { AssetReader, RepositoryAsset, VisitStore } from '../visit/visit-store';
import { PUBLISHED_PHOTOS_FILE, publishedKey, type PublishedPhotos } from './published-photos';

/** The site's published copies of the saved photos, listed with the editor (admin/build/build-admin.ts). */
export function readPublishedPhotos(): Promise<PublishedPhotos> {
  return fetch(`/admin/${PUBLISHED_PHOTOS_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<PublishedPhotos>) : {}))
    .catch(() => ({}));
}

/*
 * The photos as the repository the editor works on holds them are read through the editor's own
 * asset API, which only a field's preview is given (`getAsset`), so the preview loads them and the
 * field shows them too; while it is shown, it lends the API to the drafts. Each address is let go
 * once its album is no longer shown.
 */

/** What shows an album's pictures (the field, the preview), and lets them go when it no longer does. */
export type ShowingPictures = { shownAlbum?: string; stopShowing?: () => void };

/**
 * Keeps the pictures of `album` while `component` shows it (lending its asset API, when it has
 * one, for as long), and lets those of the album it showed before go.
 */
export function showAlbumPictures(
  component: ShowingPictures & { readonly visit: VisitStore },
  album: string | undefined,
  reader?: AssetReader,
): void {
  if (component.shownAlbum === album && component.stopShowing) return;
  component.stopShowing?.();
  component.shownAlbum = album;
  if (album === undefined) {
    component.stopShowing = undefined;
    return;
  }
  const release = component.visit.pictures.hold(album);
  const takeBack = reader && component.visit.lendAssetReader(album, reader);
  component.stopShowing = () => {
    release();
    takeBack?.();
  };
}

/** The photo's bytes as the editor's asset API gives them. */
async function bytesOf(asset: RepositoryAsset): Promise<Blob> {
  const bytes = Uint8Array.from(atob(await asset.toBase64()), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/webp' });
}

/** The photo's bytes from the editor's asset API, as an address the page can show, while its album is shown. */
export async function loadPicture(
  visit: VisitStore,
  album: string,
  file: string,
  asset: RepositoryAsset | undefined,
): Promise<void> {
  if (!asset || !visit.pictures.wants(album, file)) return;
  try {
    visit.putPicture(album, file, URL.createObjectURL(await bytesOf(asset)));
  } catch {
    // Not readable now (offline, say): the published thumbnail, or the grey box, stands in.
    visit.pictures.failed(album, file);
  }
}

/**
 * Reads the pictures of the album's saved photos that are not read yet, from the repository the
 * editor works on, through the page's own way (visit-store.ts's `readSavedPhoto`): the field shows
 * them whichever pane is beside it, the preview or the other language. A photo that cannot be read
 * is not asked for again while the album is shown; the published thumbnail, or the grey box, stands
 * in, and a draft tries again itself.
 */
export function loadSavedPictures(visit: VisitStore, album: string, files: readonly string[]): void {
  if (!album) return;
  for (const file of files) {
    if (file.startsWith('blob:') || !visit.pictures.wants(album, file)) continue;
    const reading = visit.readSavedPhoto(album, file);
    if (!reading) {
      visit.pictures.failed(album, file);
      return;
    }
    reading.then(
      (photo) => visit.putPicture(album, file, URL.createObjectURL(photo)),
      () => undefined,
    );
  }
}

/** The picture to show for a photo: its own preview while new, else the repository's, else the published thumbnail. */
export const pictureOf = (visit: VisitStore, album: string, file: string, published: PublishedPhotos) =>
  file.startsWith('blob:')
    ? file
    : (visit.pictures.get(album, file) ?? published[publishedKey(album, file)]?.thumbnail);

/**
 * The photo's bytes to draft from, never its thumbnail: its own while new; else the repository's
 * copy, as read, or read now by the page itself, or through the asset API of the album's preview on
 * screen; else the published copy at least as large as the copy sent. `PhotoUnreadable` when this
 * browser has none or cannot read them.
 */
export async function readDraftingCopy(
  visit: VisitStore,
  album: string,
  file: string,
  published: PublishedPhotos,
  read: (address: string) => Promise<Response> = (address) => fetch(address),
): Promise<Blob> {
  const here = file.startsWith('blob:') ? file : visit.pictures.get(album, file);
  if (!here) {
    const saved = await visit.readSavedPhoto(album, file)?.catch(() => undefined);
    if (saved) return saved;
    const asset = visit.assetReader(album)?.(file);
    const repositoryCopy = asset && (await bytesOf(asset).catch(() => undefined));
    if (repositoryCopy) return repositoryCopy;
  }
  const address = here ?? published[publishedKey(album, file)]?.large;
  if (!address) throw new PhotoUnreadable(`${file} is not in this browser yet`);
  let response: Response;
  try {
    response = await read(address);
  } catch (error) {
    throw new PhotoUnreadable(`${file} could not be read`, { cause: error });
  }
  if (!response.ok) throw new PhotoUnreadable(`${file} could not be read (HTTP ${response.status})`);
  return response.blob();
}
