/**
 * `npm run admin` only: a saved photo of an album as the working tree holds it, read through the
 * local editor's file API (local-repository-api.ts) by the photos field itself, so that it shows and
 * drafts the album's photos whichever pane is beside it.
 */
import { LOCAL_API, LOCAL_API_HEADER } from './local-api';
import { ALBUMS_FOLDER } from '../translation/portuguese-file';

export async function readLocalSavedPhoto(album: string, file: string): Promise<Blob> {
  const path = `${ALBUMS_FOLDER}/${album}/${file}`;
  const response = await fetch(`${LOCAL_API}/file?${new URLSearchParams({ path }).toString()}`, {
    headers: { [LOCAL_API_HEADER]: '1' },
  });
  if (!response.ok) throw new Error(`${path} could not be read (HTTP ${response.status})`);
  return response.blob();
}
