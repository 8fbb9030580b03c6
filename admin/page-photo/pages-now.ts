/**
 * Where her pages use her photos as saved now (content/settings/page-photos.yml), for the editor's
 * Delete of an album and the photos field's refusal to lose a photo a page shows. It starts from
 * the choices the editor was built with, which may be older than what she has saved since; the
 * page then reads the file as the repository holds it (once the editor starts, and after each save
 * of Settings → Photos on your pages) and notes each save and publish at once, so Delete answers
 * synchronously from what she last saved. A read older than her last save is not taken: one begun
 * before it, or one that does not show it yet (GitHub may answer with the file as it was a moment
 * ago), until a read shows what she saved. With drafts (the editor on GitHub saves a change as a
 * draft until she publishes it), the choices on main and those of her draft are kept apart: an
 * album stays while either shows it, and while only main does she is told to publish her draft.
 * Pure: the page reads the files and the editor's events and hands them here.
 */
import { chosenPhoto, PAGE_PHOTOS_WHERE, pagePhotoChoices } from '@/content/page-photo-choices';
import { photoUses, type PhotoUse } from '@/lib/page-photo-uses';
import { asLineStart, placesShowingAlbum, type PlaceShowingAlbum } from './choices';

/** The uses of the choices in an entry's data (or a file's), when they are choices at all. */
export function usesOf(data: unknown): PhotoUse[] | undefined {
  const parsed = pagePhotoChoices.safeParse(data);
  return parsed.success ? photoUses(parsed.data) : undefined;
}

/** Whether two lists of uses are the same places showing the same photos. */
const sameUses = (one: readonly PhotoUse[], other: readonly PhotoUse[]) =>
  JSON.stringify(one.map(({ place, photo }) => [place, photo])) ===
  JSON.stringify(other.map(({ place, photo }) => [place, photo]));

export class PagePhotosNow {
  #published: readonly PhotoUse[];
  #draft: readonly PhotoUse[] | undefined;
  /** Counts the reads begun and the saves noted: a read's answer counts only if nothing came after it began. */
  #version = 0;
  /** Her last save (to main, or to her draft) that no read has shown yet: a read that does not show it is older. */
  #unseen: { on: 'published' | 'draft'; uses: readonly PhotoUse[] } | undefined;

  constructor(built: readonly PhotoUse[]) {
    this.#published = built;
  }

  /** A read of the file as the repository holds it begins: its answer is handed to `read`. */
  beginRead(): number {
    return ++this.#version;
  }

  /**
   * The choices on main (the published site), and those of her unpublished draft (none when there
   * is none), as the read `begun` found them; kept only when nothing newer came since it began.
   */
  read(begun: number, published: readonly PhotoUse[], draft: readonly PhotoUse[] | undefined): void {
    if (begun !== this.#version) return;
    if (this.#unseen) {
      const shown = this.#unseen.on === 'published' ? published : draft;
      if (!shown || !sameUses(shown, this.#unseen.uses)) return;
      this.#unseen = undefined;
    }
    this.#published = published;
    this.#draft = draft;
  }

  /** A save of the Settings entry: to main, or, where saves make drafts, to her draft. */
  noteSave(uses: readonly PhotoUse[], toDraft: boolean): void {
    this.#version++;
    this.#unseen = { on: toDraft ? 'draft' : 'published', uses };
    if (toDraft) this.#draft = uses;
    else this.#published = uses;
  }

  /** Her draft published: main now holds it. */
  notePublish(uses: readonly PhotoUse[]): void {
    this.#version++;
    this.#unseen = { on: 'published', uses };
    this.#published = uses;
    this.#draft = undefined;
  }

  /** Every place that shows a photo, on main or in her draft: no album may lose one of these. */
  uses(): PhotoUse[] {
    const seen = new Set<string>();
    return [...this.#published, ...(this.#draft ?? [])].filter(({ place, photo }) => {
      const key = `${place}\n${photo}`;
      return seen.has(key) ? false : Boolean(seen.add(key));
    });
  }

  /** Why the album cannot be deleted: each place that shows one of its photos, and what to do first. */
  placesShowing(album: string): PlaceShowingAlbum[] {
    if (this.#draft === undefined) return placesShowingAlbum(this.#published, album);
    const inDraft = placesShowingAlbum(this.#draft, album);
    const onlyPublished = this.#published
      .filter(
        ({ place, photo }) =>
          chosenPhoto(photo).album === album && !inDraft.some((shown) => shown.place === asLineStart(place)),
      )
      .map(({ place, photo }) => ({
        place: asLineStart(place),
        message: `Your site still shows ${chosenPhoto(photo).file} of this album there: your change of ${PAGE_PHOTOS_WHERE} is a draft. Publish it first, then delete the album.`,
      }));
    return [...inDraft, ...onlyPublished];
  }
}
