/**
 * The descriptions drafted from the photos, in the browser: each photo's downscaled copy
 * (photo-copy.ts) sent with our prompt to the Gemini API with her key, a few at a time, each draft
 * handed over as it arrives so nothing is lost if she stops or a failure ends the run. What is
 * asked, how an answer is read and what she is told are admin/drafting/draft-request.ts.
 */
import type { AlbumContext, DraftLanguage } from './draft-prompt';
import {
  DRAFTING_ENDPOINT,
  draftedText,
  draftRequest,
  endsDrafting,
  PhotoUnreadable,
  type DraftingRun,
  type PhotoToDraft,
} from './draft-request';
import { failureOfAnswer } from '@/admin/google/service-failure';
import type { VisitStore } from '../visit/visit-store';
import { base64Of, downscaledJpeg } from './photo-copy';

/**
 * One photo's draft in `language`, from the photo itself; a failure is thrown as Google answered it.
 * The request is noted as the field's own.
 */
export async function draftDescription(
  visit: Pick<VisitStore, 'fieldRequests'>,
  key: string,
  language: DraftLanguage,
  album: AlbumContext,
  photo: Blob,
  signal?: AbortSignal,
): Promise<string> {
  const copy = await downscaledJpeg(photo).catch((error: unknown) => {
    throw new PhotoUnreadable('the photo could not be drawn', { cause: error });
  });
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-goog-api-key': key },
    body: JSON.stringify(draftRequest(language, album, await base64Of(copy))),
    signal,
  };
  visit.fieldRequests.add(init);
  const response = await fetch(DRAFTING_ENDPOINT, init);
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOfAnswer(response.status, answer);
  return draftedText(answer);
}

type DraftingOptions = {
  /** Drafts one photo; `signal` ends its request when the run is stopped. */
  draftOne: (photo: PhotoToDraft, signal: AbortSignal) => Promise<string>;
  /** Hands a draft over as it arrives; false when it was not filled in (she typed in that box meanwhile). */
  onDraft: (photo: PhotoToDraft, text: string) => boolean;
  /** How many photos are done (drafted or not), each time one is. */
  onProgress: (done: number) => void;
  /** Her Stop. */
  signal?: AbortSignal;
  /** Requests at once: a wedding's photos in well under a minute, far below a key's requests per minute. */
  atOnce?: number;
};

/**
 * Drafts `photos`, `atOnce` at a time, and tells how the run ended. A photo this browser could not
 * read, or Google gives no description for, is named and the others go on; no network, a refused key or a reached limit ends
 * the run (every next photo would fail the same way), as does her Stop. Drafts that arrived are
 * kept whatever ends the run.
 */
export async function draftPhotos(
  photos: readonly PhotoToDraft[],
  { draftOne, onDraft, onProgress, signal, atOnce = 4 }: DraftingOptions,
): Promise<DraftingRun> {
  const run = new AbortController();
  const stop = () => run.abort();
  signal?.addEventListener('abort', stop);
  let next = 0;
  let done = 0;
  const drafted: string[] = [];
  const declined: PhotoToDraft[] = [];
  const unread: PhotoToDraft[] = [];
  const finished = new Set<PhotoToDraft>();
  let stoppedBy: DraftingRun['stoppedBy'];

  const worker = async () => {
    while (next < photos.length && !run.signal.aborted) {
      const photo = photos[next++]!;
      try {
        const text = await draftOne(photo, run.signal);
        if (onDraft(photo, text)) drafted.push(photo.file);
      } catch (failure) {
        if (run.signal.aborted) return;
        if (failure instanceof PhotoUnreadable) unread.push(photo);
        else if (endsDrafting(failure)) {
          stoppedBy = { failure };
          run.abort();
          return;
        } else declined.push(photo);
      }
      finished.add(photo);
      onProgress((done += 1));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(atOnce, photos.length) }, worker));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  if (!stoppedBy && signal?.aborted) stoppedBy = 'her';
  const left = photos.filter((photo) => !finished.has(photo));
  return { drafted, declined, unread, left, ...(stoppedBy ? { stoppedBy } : {}) };
}
