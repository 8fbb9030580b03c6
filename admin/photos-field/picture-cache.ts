/**
 * The pictures of saved photos that the editor's photos field and its preview show, as addresses
 * made from the repository's bytes (object URLs), album by album. An address holds its photo in
 * the browser's memory until it is revoked: each album's are revoked once nothing of that album is
 * shown any more (its field and preview closed), so a visit through many albums does not keep every
 * photo it showed. Pure: the caller makes the addresses and says how to revoke one.
 */
type AlbumPictures = { holders: number; pictures: Map<string, string>; requested: Set<string> };

export class PictureCache {
  readonly #albums = new Map<string, AlbumPictures>();

  constructor(private readonly revoke: (url: string) => void) {}

  /** Keeps the album's pictures while something shows it; the returned function lets them go. */
  hold(album: string): () => void {
    const held: AlbumPictures = this.#albums.get(album) ?? { holders: 0, pictures: new Map(), requested: new Set() };
    held.holders += 1;
    this.#albums.set(album, held);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      for (const url of held.pictures.values()) this.revoke(url);
      this.#albums.delete(album);
    };
  }

  /** Whether a photo's picture should be read now: its album is shown, and it is neither there nor on its way. */
  wants(album: string, file: string): boolean {
    const held = this.#albums.get(album);
    if (!held || held.pictures.has(file) || held.requested.has(file)) return false;
    held.requested.add(file);
    return true;
  }

  /** Keeps a picture read for a shown album; one that arrives after its album closed is revoked at once. */
  put(album: string, file: string, url: string): void {
    const held = this.#albums.get(album);
    if (!held) return this.revoke(url);
    held.requested.delete(file);
    const before = held.pictures.get(file);
    if (before && before !== url) this.revoke(before);
    held.pictures.set(file, url);
  }

  /** A picture that could not be read (offline, say) may be asked for again. */
  failed(album: string, file: string): void {
    this.#albums.get(album)?.requested.delete(file);
  }

  get(album: string, file: string): string | undefined {
    return this.#albums.get(album)?.pictures.get(file);
  }

  /** How many pictures are kept, in all albums. */
  get size(): number {
    return [...this.#albums.values()].reduce((sum, held) => sum + held.pictures.size, 0);
  }
}
