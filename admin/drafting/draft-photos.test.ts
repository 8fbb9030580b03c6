import { DraftDeclined, draftingOutcome, PhotoUnreadable, type PhotoToDraft } from './draft-request';
import { ServiceFailure } from '@/admin/google/service-failure';
import { draftDescription, draftPhotos } from './draft-photos';

const photos: PhotoToDraft[] = Array.from({ length: 6 }, (_, index) => ({
  file: `IMG_000${index + 1}.webp`,
  name: `photo ${index + 1} (IMG_000${index + 1})`,
}));
const files = (indexes: number[]) => indexes.map((index) => photos[index]!.file);
const some = (indexes: number[]) => indexes.map((index) => photos[index]!);
/** The field right after the run: every draft unchecked, every photo not drafted still empty. */
const rightAfter = (run: { drafted: readonly string[] }) => ({
  toCheck: run.drafted.length,
  stillEmpty: (file: string) => !run.drafted.includes(file),
});

/** A draftOne that answers each photo as `answers` says, in the order asked, once the test lets it. */
function service(answers: Record<string, string | Error>) {
  const asked: string[] = [];
  return {
    asked,
    draftOne: (photo: PhotoToDraft, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        asked.push(photo.file);
        signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')));
        const answer = answers[photo.file] ?? `Draft of ${photo.file}`;
        queueMicrotask(() => (answer instanceof Error ? reject(answer) : resolve(answer)));
      }),
  };
}

describe('draftPhotos', () => {
  it('drafts every photo, a few at a time, handing each draft over as it arrives', async () => {
    const { draftOne, asked } = service({});
    const filled: string[] = [];
    const progress: number[] = [];
    const run = await draftPhotos(photos, {
      draftOne,
      onDraft: (photo, text) => filled.push(`${photo.file}: ${text}`) > 0,
      onProgress: (done) => progress.push(done),
      atOnce: 2,
    });
    expect(run).toEqual({ drafted: files([0, 1, 2, 3, 4, 5]), declined: [], unread: [], left: [] });
    expect(asked).toEqual(photos.map((photo) => photo.file));
    expect(filled).toHaveLength(6);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('counts only the drafts filled in: a box she typed in meanwhile keeps her words', async () => {
    const run = await draftPhotos(photos.slice(0, 3), {
      ...service({}),
      onDraft: (photo) => photo.file !== 'IMG_0002.webp',
      onProgress: () => undefined,
    });
    expect(run.drafted).toEqual(files([0, 2]));
    expect(run.left).toEqual([]);
  });

  it('names a photo Google gave no description for, and goes on with the others', async () => {
    const run = await draftPhotos(photos, {
      ...service({
        'IMG_0002.webp': new DraftDeclined('the photo was blocked (SAFETY)'),
        'IMG_0005.webp': new ServiceFailure(500, 'Internal error'),
      }),
      onDraft: () => true,
      onProgress: () => undefined,
    });
    expect(run).toEqual({ drafted: files([0, 2, 3, 5]), declined: some([1, 4]), unread: [], left: [] });
  });

  it('names a photo this browser could not read apart from those Google declined, and goes on', async () => {
    const { draftOne, asked } = service({ 'IMG_0003.webp': new PhotoUnreadable('IMG_0003.webp could not be read') });
    const run = await draftPhotos(photos, { draftOne, onDraft: () => true, onProgress: () => undefined, atOnce: 1 });
    expect(run).toEqual({ drafted: files([0, 1, 3, 4, 5]), declined: [], unread: some([2]), left: [] });
    expect(asked).toHaveLength(6);
    expect(draftingOutcome(run, rightAfter(run))).toContain('This browser could not read photo 3 (IMG_0003)');
    expect(draftingOutcome(run, rightAfter(run))).not.toContain('Google');
  });

  it('ends the run at a refused key, keeping the drafts that arrived, and says what was left', async () => {
    const refused = new ServiceFailure(403, 'Requests from this referer are blocked.');
    const { draftOne, asked } = service({ 'IMG_0003.webp': refused });
    const run = await draftPhotos(photos, { draftOne, onDraft: () => true, onProgress: () => undefined, atOnce: 1 });
    expect(run).toEqual({
      drafted: files([0, 1]),
      declined: [],
      unread: [],
      left: some([2, 3, 4, 5]),
      stoppedBy: { failure: refused },
    });
    expect(asked).toEqual(['IMG_0001.webp', 'IMG_0002.webp', 'IMG_0003.webp']);
    expect(draftingOutcome(run, rightAfter(run))).toContain('4 photos were not drafted. Google refused the key');
  });

  it('ends the run at no network', async () => {
    const run = await draftPhotos(photos, {
      ...service({ 'IMG_0001.webp': new TypeError('Failed to fetch') }),
      onDraft: () => true,
      onProgress: () => undefined,
      atOnce: 1,
    });
    expect(run.stoppedBy).toEqual({ failure: new TypeError('Failed to fetch') });
    expect(run.drafted).toEqual([]);
    expect(run.left).toEqual(photos);
  });

  it('stops when she presses Stop: the drafts that arrived stay, the rest are not asked for', async () => {
    const stop = new AbortController();
    const { draftOne, asked } = service({});
    const run = await draftPhotos(photos, {
      draftOne,
      onDraft: (photo) => {
        if (photo.file === 'IMG_0002.webp') stop.abort();
        return true;
      },
      onProgress: () => undefined,
      signal: stop.signal,
      atOnce: 1,
    });
    expect(run).toEqual({
      drafted: files([0, 1]),
      declined: [],
      unread: [],
      left: some([2, 3, 4, 5]),
      stoppedBy: 'her',
    });
    expect(asked).toEqual(['IMG_0001.webp', 'IMG_0002.webp']);
  });
});

describe('draftDescription', () => {
  const realCreateImageBitmap = globalThis.createImageBitmap;
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.createImageBitmap = realCreateImageBitmap;
    globalThis.fetch = realFetch;
  });

  it('says a photo this browser cannot draw could not be read, and sends nothing', async () => {
    globalThis.createImageBitmap = jest.fn(() =>
      Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
    );
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const visit = { fieldRequests: new WeakSet<RequestInit>() };
    await expect(
      draftDescription(visit, 'key', 'en', { names: 'Rita & Nuno' }, new Blob(['not a photo'])),
    ).rejects.toBeInstanceOf(PhotoUnreadable);
    expect(fetch).not.toHaveBeenCalled();
  });
});
