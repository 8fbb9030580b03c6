/**
 * What the editor remembers in one visit of its page (from opening /admin/ until she leaves or
 * reloads it), in one place: what the photos field's two sides, its preview and the requests to
 * Google's services share while she edits. Nothing of it is stored; a reload starts a new visit.
 *
 * In one visit she may open several albums, and two albums can hold photos of the same name (two
 * cameras' IMG_0001): what is remembered of a photo is kept by album, then by file, so one album's
 * photo never takes another's. The page makes one store (admin/editor/start.ts) and hands it to the
 * field, which reaches it through its instance (`field.visit`), to the preview and to the requests.
 * Pure: the page says how to let a picture's address go and how to read the published photos.
 */
import { AlbumMemory } from '../photos-field/album-memory';
import { Marks } from '../photos-field/marks';
import { PictureCache } from '../photos-field/picture-cache';
import { photoName, type PhotoRow } from '../photos-field/photo-rows';
import type { PublishedPhotos } from '../photos-field/published-photos';

/** Whoever listens to one kind of change, each until it stops listening. */
export class Listeners {
  readonly #listening = new Set<() => void>();

  /** Calls `listener` at each change, until the returned function is called. */
  listen(listener: () => void): () => void {
    this.#listening.add(listener);
    return () => {
      this.#listening.delete(listener);
    };
  }

  /** Tells every listener of a change. */
  tell(): void {
    for (const listener of this.#listening) listener();
  }
}

/** A saved photo as the editor's asset API gives it, to read its bytes (in base64). */
export type RepositoryAsset = { toBase64: () => Promise<string> };

/** How the editor's asset API finds a saved photo of an album, by its file; none when it has no such file. */
export type AssetReader = (file: string) => RepositoryAsset | undefined;

/** What the store needs from the page: how to let a picture's address go, how to read the published list and the saved photos. */
export type VisitPage = {
  revokePicture: (url: string) => void;
  /** The site's published copies of the saved photos; read once a visit, and again after a save. */
  readPublished: () => Promise<PublishedPhotos>;
  /**
   * A saved photo's file as the repository the editor works on holds it, read by the page itself
   * (whichever pane is shown); none where the page has no way of its own to read it.
   */
  readSavedPhoto?: (album: string, file: string) => Promise<Blob>;
};

/** A photo's description on either side. */
type Described = { file: string; description: string };

/** The two sides of the photos field, by the language each writes. */
export type SideLanguage = 'en' | 'pt';

/**
 * A side of the photos field as the review view sees it from either side: its descriptions now,
 * and how it writes one, or keeps one a service wrote, exactly as its own boxes and Keep do.
 */
export type ShownSide = {
  rows: () => readonly { file: string; description: string }[];
  describe: (file: string, text: string) => void;
  keep: (file: string) => void;
};

export class VisitStore {
  /** The camera's file names of the photos added in this visit, by the address the editor gave each (unique to the page). */
  readonly #cameraNames = new Map<string, string>();

  /**
   * Album by album, Portuguese descriptions waiting for the Portuguese side to take them for their
   * photo: those of removed photos, so a restored photo gets both its descriptions back, and the
   * Portuguese captions of photos just added (admin/photos-field/caption-language.ts).
   */
  readonly setAsidePortuguese = new AlbumMemory<string>();

  /** What machines wrote into the photos' boxes and what she checked: the marks' one rule (admin/photos-field/marks.ts). */
  readonly marks = new Marks();
  /** Told whenever an album is saved. */
  readonly albumSaved = new Listeners();

  /*
   * The English side's photos as its field last drew them, album by album: the editor draws the
   * Portuguese side again only when the Portuguese values change, so while both sides are on screen
   * the Portuguese side follows the English one (a photo added, removed or moved) through these.
   */
  readonly #shownEnglish = new Map<string, PhotoRow[]>();
  /** Told whenever the English side of an album shows other photos. */
  readonly englishShown = new Listeners();
  /** Album by album, each photo's Portuguese as the Portuguese side last drew it. */
  readonly #portugueseSeen = new AlbumMemory<string>();
  /**
   * Album by album, the English each photo's Portuguese was written or suggested for: the English
   * at the moment the Portuguese side first drew that Portuguese text.
   */
  readonly #writtenFor = new AlbumMemory<string>();

  /** Each album's sides of the photos field on screen, by language: the review view reaches both from either. */
  readonly #sides = new Map<string, Partial<Record<SideLanguage, ShownSide>>>();
  /** Told whenever a side of the field is shown, goes, or writes from the review view. */
  readonly sidesChanged = new Listeners();
  /**
   * Album by album, the photo the review view showed when its field went from the screen with the
   * view open, and the page's address then: the editor draws its panes anew when the window's width
   * crosses from one layout to the other, and the field drawn next at that address opens the view
   * again on that photo.
   */
  readonly #reviewLeftOpen = new Map<string, { index: number; address: string }>();

  /**
   * The saved photos' pictures as the repository the editor works on holds them (a draft's
   * included), album by album, while a field or preview of the album is shown.
   */
  readonly pictures: PictureCache;
  /** Told whenever a picture arrives. */
  readonly picturesArrived = new Listeners();
  /*
   * The editor's asset API for each album whose preview is on screen (only a preview is given it),
   * so that a draft can read a saved photo the preview has not read itself.
   */
  readonly #assetReaders = new Map<string, AssetReader>();

  /**
   * The photo descriptions the editor's Translate wrote, side by side, each by its place in the
   * side's list, until that side draws them (`noteTranslatedDescriptionsDrawn`).
   */
  readonly #translatedDescriptions: Readonly<Record<SideLanguage, [number, string][]>> = { en: [], pt: [] };
  /**
   * Pane by pane (the editor's Translate writes into either language's, from the other), the names,
   * summary and story it wrote in this visit, by field (admin/translation/translated-fields.ts),
   * and, album by album, those that are hers: kept by her, or as the album's file of that language
   * holds them since she saved it. Each is by field's key.
   */
  readonly translatedFields: Readonly<Record<SideLanguage, Map<string, Set<string>>>> = {
    en: new Map(),
    pt: new Map(),
  };
  readonly fieldsCheckedByHer: Readonly<Record<SideLanguage, AlbumMemory<string>>> = {
    en: new AlbumMemory(),
    pt: new AlbumMemory(),
  };
  readonly fieldsSavedByHer: Readonly<Record<SideLanguage, AlbumMemory<string>>> = {
    en: new AlbumMemory(),
    pt: new AlbumMemory(),
  };
  /**
   * The same for her other entries (the FAQ, a page's texts), pane by pane and entry by entry
   * (`collection/file`): the texts Translate wrote in this visit, and those she kept, each by
   * field's key path. A save needs none: it is refused while one is unchecked, so what it writes is
   * hers or kept already.
   */
  readonly pageTranslations: Readonly<Record<SideLanguage, AlbumMemory<Set<string>>>> = {
    en: new AlbumMemory(),
    pt: new AlbumMemory(),
  };
  readonly pageTextsKept: Readonly<Record<SideLanguage, AlbumMemory<string>>> = {
    en: new AlbumMemory(),
    pt: new AlbumMemory(),
  };
  /**
   * The editor's way to check again each of an album's names, summary and story, by album, pane
   * and key, as it last asked the page what stops a save of it (admin/vendor/editor-patch.ts): Keep
   * under a field whose save was refused takes its message away at once, as a write into it would.
   */
  readonly fieldChecks: Readonly<Record<SideLanguage, AlbumMemory<() => void>>> = {
    en: new AlbumMemory(),
    pt: new AlbumMemory(),
  };
  /**
   * The requests the photos field sends itself (its suggestions, its drafts): it tells their
   * failures in its own place, and its Gemini requests are the drafting's, never a translation.
   */
  readonly fieldRequests = new WeakSet<RequestInit>();
  /** Told whenever her keys change: the editor's preferences stored (the translation key), or her Gemini key saved or forgotten. */
  readonly preferencesStored = new Listeners();

  /**
   * How many times in this visit Google answered a request of the page, or the browser said it is
   * online again: a notice that this computer seemed offline, said before, is no longer true.
   */
  #reached = 0;
  /** Told whenever Google is reached again. */
  readonly googleReached = new Listeners();

  readonly #page: VisitPage;
  #published: Promise<PublishedPhotos> | undefined;

  constructor(page: VisitPage) {
    this.#page = page;
    this.pictures = new PictureCache(page.revokePicture);
  }

  /** Notes that Google answered a request, or that the browser is online again. */
  noteReached(): void {
    this.#reached += 1;
    this.googleReached.tell();
  }

  /** How many times Google has been reached in this visit, to tell whether it was since a notice was said. */
  get reached(): number {
    return this.#reached;
  }

  /** Notes the camera's name of a photo added in this visit, under the value the editor gave it. */
  noteCameraName(file: string, cameraName: string): void {
    this.#cameraNames.set(file, cameraName);
  }

  /** The photo's name as she knows it, without its extension: the camera's file name while it is new, then its stored name. */
  readonly nameOf = (file: string): string => photoName(this.#cameraNames.get(file) ?? file);

  /** Notes a text the editor's Translate wrote into a field of an album's pane: a service's, until she keeps it. */
  noteTranslated(language: SideLanguage, key: string, text: string): void {
    const fields = this.translatedFields[language];
    let texts = fields.get(key);
    if (!texts) fields.set(key, (texts = new Set()));
    texts.add(text);
  }

  /** Notes the texts the editor's Translate wrote into the fields of a pane of one of her other entries. */
  notePageTranslated(language: SideLanguage, entry: string, written: readonly (readonly [string, string])[]): void {
    const fields = this.pageTranslations[language].of(entry);
    for (const [keyPath, text] of written) {
      let texts = fields.get(keyPath);
      if (!texts) fields.set(keyPath, (texts = new Set()));
      texts.add(text);
    }
  }

  /** Notes the photo descriptions the editor's Translate wrote into a side, by their place in its list. */
  noteTranslatedDescriptions(language: SideLanguage, written: readonly [number, string][]): void {
    this.#translatedDescriptions[language].push(...written);
  }

  /**
   * A side of an album draws its list as `rows`: each description Translate wrote into it that it
   * holds now is a machine's text for that photo, to check, by the marks' one rule (a Portuguese
   * one is a suggestion from English, an English one is said as every other field Translate fills
   * in the English pane). One whose box holds something else (she wrote in it) is forgotten; one
   * not yet in the list waits for the next draw. Answers whether it marked any.
   */
  noteTranslatedDescriptionsDrawn(album: string, language: SideLanguage, rows: readonly Described[]): boolean {
    const written = this.#translatedDescriptions[language];
    let marked = false;
    const waiting = written.splice(0).filter(([place, text]) => {
      const row = rows[place];
      if (row?.description === text) {
        this.marks.wrote(album, language, row.file, text, language === 'pt' ? 'suggested' : 'translated');
        marked = true;
      }
      return row === undefined || row.description.trim() === '';
    });
    written.push(...waiting);
    return marked;
  }

  /**
   * Notes what an album's two files hold once saved (its photos with their descriptions, by side,
   * and the names, summary and story, by side),
   * in place of what they held before; the published list is read again at the next asking, so that
   * the photos just saved are found, and the listeners are told. A save waits until every mark is
   * checked, so each saved Portuguese is, from then on, written for the English saved beside it.
   */
  noteSaved(
    album: string,
    saved: Record<SideLanguage, readonly Described[]>,
    savedFields: Partial<Record<SideLanguage, Readonly<Record<string, string>>>> = {},
  ): void {
    // A new album is named by its first save: what was noted under no name was this album's.
    this.marks.saved(album, '');
    for (const language of ['en', 'pt'] as const) {
      const fields = this.fieldsSavedByHer[language].of(album);
      fields.clear();
      for (const [key, text] of Object.entries(savedFields[language] ?? {})) fields.set(key, text);
    }
    const writtenFor = this.#writtenFor.of(album);
    for (const row of saved.pt) {
      if (!row.description.trim()) continue;
      writtenFor.set(row.file, saved.en.find((photo) => photo.file === row.file)?.description ?? '');
      this.#portugueseSeen.of(album).set(row.file, row.description);
    }
    this.#published = undefined;
    this.albumSaved.tell();
  }

  /**
   * Notes that an album's field goes from the screen, the page at `address`, with the review view
   * open on the photo at `index`.
   */
  leaveReviewOpen(album: string, index: number, address: string): void {
    this.#reviewLeftOpen.set(album, { index, address });
  }

  /**
   * The photo the review view of an album was left open on, for the field drawn next to open it
   * again, once, if the page is still where it was: a field that went because the entry closed
   * (Back, a save that closes it) went once the page had moved, and the album opened later starts
   * without the view.
   */
  takeReviewLeftOpen(album: string, address: string): number | undefined {
    const left = this.#reviewLeftOpen.get(album);
    this.#reviewLeftOpen.delete(album);
    return left?.address === address ? left.index : undefined;
  }

  /**
   * Says what the English side of an album now shows (none: it is closed); the listeners are told
   * of a change. What she wrote or kept of the Portuguese of a photo whose English changed was for
   * the other English: it is hers to check again.
   */
  showEnglish(album: string, rows: PhotoRow[] | undefined): void {
    const before = this.#shownEnglish.get(album);
    if (rows === undefined) this.#shownEnglish.delete(album);
    else if (before && JSON.stringify(before) === JSON.stringify(rows)) return;
    else {
      const was = new Map(before?.map((row) => [row.file, row.description]));
      for (const row of rows) {
        if (!was.has(row.file) || was.get(row.file) === row.description) continue;
        this.marks.englishChanged(album, row.file);
      }
      this.#shownEnglish.set(album, rows);
    }
    this.englishShown.tell();
  }

  /** The English side's photos of an album as it shows them; none while it is closed. */
  shownEnglish(album: string): PhotoRow[] | undefined {
    return this.#shownEnglish.get(album);
  }

  /**
   * Says what the Portuguese side of an album draws, beside the English it follows: a Portuguese
   * text it draws for the first time (hers, suggested, drafted, or as saved) is for that English.
   */
  seePortuguese(album: string, rows: readonly Described[], english: readonly Described[]): void {
    const seen = this.#portugueseSeen.of(album);
    const writtenFor = this.#writtenFor.of(album);
    for (const row of rows) {
      if (seen.get(row.file) === row.description) continue;
      seen.set(row.file, row.description);
      // An empty Portuguese is written for no English yet.
      if (!row.description.trim()) writtenFor.delete(row.file);
      else writtenFor.set(row.file, english.find((photo) => photo.file === row.file)?.description ?? '');
    }
  }

  /**
   * The photos of an album whose English changed since their Portuguese was written or suggested
   * for it, as the English side shows them now. A Portuguese written while the English was still
   * empty (her Lightroom caption) follows no English, and is never behind one.
   */
  portugueseBehind(album: string): ReadonlySet<string> {
    const writtenFor = this.#writtenFor.of(album);
    return new Set(
      (this.#shownEnglish.get(album) ?? []).flatMap((row) => {
        const english = writtenFor.get(row.file);
        return english?.trim() && english !== row.description ? [row.file] : [];
      }),
    );
  }

  /** Says that a side of an album's photos field is on screen, until the returned function is called. */
  showSide(album: string, language: SideLanguage, side: ShownSide): () => void {
    this.#sides.set(album, { ...this.#sides.get(album), [language]: side });
    this.sidesChanged.tell();
    return () => {
      const sides = this.#sides.get(album);
      if (sides?.[language] !== side) return;
      delete sides[language];
      this.sidesChanged.tell();
    };
  }

  /** The side of an album's photos field in a language, while it is on screen. */
  sideShown(album: string, language: SideLanguage): ShownSide | undefined {
    return this.#sides.get(album)?.[language];
  }

  /** Keeps a picture read for a shown album, and tells the listeners. */
  putPicture(album: string, file: string, url: string): void {
    this.pictures.put(album, file, url);
    this.picturesArrived.tell();
  }

  /** Lends the asset API of an album's preview while it is shown; the returned function takes it back. */
  lendAssetReader(album: string, reader: AssetReader): () => void {
    this.#assetReaders.set(album, reader);
    return () => {
      if (this.#assetReaders.get(album) === reader) this.#assetReaders.delete(album);
    };
  }

  /** The asset API of the album's preview on screen, if one is. */
  assetReader(album: string): AssetReader | undefined {
    return this.#assetReaders.get(album);
  }

  /** A saved photo's file from the repository the editor works on, read by the page; none when the page cannot. */
  readSavedPhoto(album: string, file: string): Promise<Blob> | undefined {
    return this.#page.readSavedPhoto?.(album, file);
  }

  /** The site's published copies of the saved photos, read at the first asking of the visit. */
  published(): Promise<PublishedPhotos> {
    this.#published ??= this.#page.readPublished();
    return this.#published;
  }
}
