import { PhotoUnreadable } from '../drafting/draft-request';
import { VisitStore } from '../visit/visit-store';
import { loadSavedPictures, pictureOf, readDraftingCopy, showAlbumPictures } from './pictures';
import type { PublishedPhotos } from './published-photos';

const published: PublishedPhotos = {
  'rita-nuno/IMG_0001.webp': {
    thumbnail: '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-360.webp',
    large: '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-1200.webp',
  },
};

const newVisit = () => new VisitStore({ revokePicture: () => undefined, readPublished: () => Promise.resolve({}) });

/** An HTTP answer with `status` (jsdom has no Response of its own). */
const answered = (status: number) =>
  Promise.resolve({ ok: status < 400, status, blob: () => Promise.resolve(new Blob(['bytes'])) } as Response);

/** A reader of addresses that notes each one asked for and answers as `answer` says. */
function reader(answer: (address: string) => Promise<Response> = () => answered(200)) {
  const asked: string[] = [];
  return {
    asked,
    read: (address: string) => {
      asked.push(address);
      return answer(address);
    },
  };
}

describe('readDraftingCopy', () => {
  it('drafts a saved photo the repository has not given from its published large copy, never its thumbnail', async () => {
    const { asked, read } = reader();
    const visit = newVisit();
    await readDraftingCopy(visit, 'rita-nuno', 'IMG_0001.webp', published, read);
    expect(asked).toEqual(['/photos/weddings/rita-nuno/IMG_0001.8bbcc313-1200.webp']);
    // The field's list still shows the thumbnail.
    expect(pictureOf(visit, 'rita-nuno', 'IMG_0001.webp', published)).toBe(
      '/photos/weddings/rita-nuno/IMG_0001.8bbcc313-360.webp',
    );
  });

  it('drafts from the repository’s copy once read, and a new photo from its own', async () => {
    const { asked, read } = reader();
    const visit = newVisit();
    visit.pictures.hold('rita-nuno');
    visit.pictures.wants('rita-nuno', 'IMG_0001.webp');
    visit.putPicture('rita-nuno', 'IMG_0001.webp', 'blob:repository-copy');
    await readDraftingCopy(visit, 'rita-nuno', 'IMG_0001.webp', published, read);
    await readDraftingCopy(visit, 'rita-nuno', 'blob:new-photo', published, read);
    expect(asked).toEqual(['blob:repository-copy', 'blob:new-photo']);
  });

  it('reads a saved photo through the asset API of its album’s preview while the preview is shown', async () => {
    const { asked, read } = reader();
    const visit = newVisit();
    const preview: { shownAlbum?: string; stopShowing?: () => void; readonly visit: VisitStore } = { visit };
    const assets = { 'IMG_0002.webp': { toBase64: () => Promise.resolve(btoa('the stored photo')) } };
    showAlbumPictures(preview, 'rita-nuno', (file) => assets[file as keyof typeof assets]);
    const copy = await readDraftingCopy(visit, 'rita-nuno', 'IMG_0002.webp', published, read);
    expect(copy.size).toBe('the stored photo'.length);
    expect(asked).toEqual([]);
    // The preview closed, its asset API goes with it.
    showAlbumPictures(preview, undefined);
    await expect(readDraftingCopy(visit, 'rita-nuno', 'IMG_0002.webp', published, read)).rejects.toBeInstanceOf(
      PhotoUnreadable,
    );
  });

  it('reads a saved photo from the repository itself, whatever pane is shown, before any published copy', async () => {
    const { asked, read } = reader();
    const readSaved: string[] = [];
    const visit = new VisitStore({
      revokePicture: () => undefined,
      readPublished: () => Promise.resolve({}),
      readSavedPhoto: (album, file) => {
        readSaved.push(`${album}/${file}`);
        return file === 'IMG_0001.webp'
          ? Promise.resolve(new Blob(['the stored photo']))
          : Promise.reject(new Error('404'));
      },
    });
    const copy = await readDraftingCopy(visit, 'rita-nuno', 'IMG_0001.webp', published, read);
    expect(copy.size).toBe('the stored photo'.length);
    expect(asked).toEqual([]);
    // Not in the repository: the published copy, then nothing, said as unreadable.
    await readDraftingCopy(
      visit,
      'rita-nuno',
      'IMG_0003.webp',
      { 'rita-nuno/IMG_0003.webp': { thumbnail: '/t.webp', large: '/l.webp' } },
      read,
    );
    expect(asked).toEqual(['/l.webp']);
    await expect(readDraftingCopy(visit, 'rita-nuno', 'IMG_0002.webp', published, read)).rejects.toBeInstanceOf(
      PhotoUnreadable,
    );
    expect(readSaved).toEqual(['rita-nuno/IMG_0001.webp', 'rita-nuno/IMG_0003.webp', 'rita-nuno/IMG_0002.webp']);
  });

  it('says a saved photo with neither copy here cannot be read, and asks for nothing', async () => {
    const { asked, read } = reader();
    await expect(readDraftingCopy(newVisit(), 'rita-nuno', 'IMG_0002.webp', published, read)).rejects.toBeInstanceOf(
      PhotoUnreadable,
    );
    expect(asked).toEqual([]);
  });

  it('says a copy the network did not give cannot be read, not that Google failed', async () => {
    const offline = reader(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      readDraftingCopy(newVisit(), 'rita-nuno', 'IMG_0001.webp', published, offline.read),
    ).rejects.toBeInstanceOf(PhotoUnreadable);
    const missing = reader(() => answered(404));
    await expect(
      readDraftingCopy(newVisit(), 'rita-nuno', 'IMG_0001.webp', published, missing.read),
    ).rejects.toBeInstanceOf(PhotoUnreadable);
  });
});

describe('loadSavedPictures', () => {
  const realCreateObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  afterEach(() => {
    if (realCreateObjectURL) Object.defineProperty(URL, 'createObjectURL', realCreateObjectURL);
  });

  it('shows each saved photo of a shown album as the repository holds it, once, and never a new photo', async () => {
    const asked: string[] = [];
    const visit = new VisitStore({
      revokePicture: () => undefined,
      readPublished: () => Promise.resolve({}),
      readSavedPhoto: (album, file) => {
        asked.push(`${album}/${file}`);
        return Promise.resolve(new Blob([file]));
      },
    });
    URL.createObjectURL = (blob) => `blob:${(blob as Blob).size}`;
    loadSavedPictures(visit, 'rita-nuno', ['IMG_0001.webp']);
    expect(asked).toEqual([]);
    visit.pictures.hold('rita-nuno');
    loadSavedPictures(visit, 'rita-nuno', ['IMG_0001.webp', 'blob:new-photo']);
    loadSavedPictures(visit, 'rita-nuno', ['IMG_0001.webp']);
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['rita-nuno/IMG_0001.webp']);
    expect(pictureOf(visit, 'rita-nuno', 'IMG_0001.webp', {})).toBe(`blob:${'IMG_0001.webp'.length}`);
  });
});
