/**
 * The photos' pictures, for the field's thumbnails and its preview: a new photo's own preview (the
 * editor's blob address), a saved photo as the repository the editor works on holds it (a draft's
 * included), or the published thumbnail the site lists.
 */

/** Published thumbnails of the saved photos ('<album>/<file>' → URL), written with the site (scripts/admin/). */
let thumbnails: Promise<Record<string, string>> | null = null;
export function publishedThumbnails(): Promise<Record<string, string>> {
  thumbnails ??= fetch('/admin/thumbnails.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}));
  return thumbnails;
}

/*
 * The photos as the repository the editor works on holds them (a draft's included), by
 * '<album>/<file>': read through the editor's own asset API, which only a field's preview is
 * given (`getAsset`), so the preview loads them and the field shows them too.
 */
const repositoryPictures = new Map<string, string>();
const requestedPictures = new Set<string>();
const pictureListeners = new Set<() => void>();

/** How many pictures the repository has given so far. */
export const picturesLoaded = () => repositoryPictures.size;

/** Calls `listener` whenever a picture arrives, until the returned function is called. */
export function onPicture(listener: () => void): () => void {
  pictureListeners.add(listener);
  return () => {
    pictureListeners.delete(listener);
  };
}

/** The photo's bytes from the editor's asset API, as an address the page can show. */
export async function loadPicture(key: string, asset: { toBase64: () => Promise<string> } | undefined): Promise<void> {
  if (!asset || requestedPictures.has(key)) return;
  requestedPictures.add(key);
  try {
    const bytes = Uint8Array.from(atob(await asset.toBase64()), (char) => char.charCodeAt(0));
    repositoryPictures.set(key, URL.createObjectURL(new Blob([bytes], { type: 'image/webp' })));
    for (const listener of pictureListeners) listener();
  } catch {
    // Not readable now (offline, say): the published thumbnail, or the grey box, stands in.
    requestedPictures.delete(key);
  }
}

/** The photo's picture from the repository the editor works on, if it has been read. */
export const repositoryPicture = (album: string, file: string) => repositoryPictures.get(`${album}/${file}`);

/** The picture to show for a photo: its own preview while new, else the repository's, else the published thumbnail. */
export const pictureOf = (album: string, file: string, published: Readonly<Record<string, string>>) =>
  file.startsWith('blob:') ? file : (repositoryPicture(album, file) ?? published[`${album}/${file}`]);
