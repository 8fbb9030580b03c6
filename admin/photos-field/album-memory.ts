/**
 * What the photos field remembers of an album while she edits it, in one visit of the editor: the
 * Portuguese descriptions of removed photos, set aside for their restoring, and the Portuguese
 * descriptions she wrote or kept as suggested. In one visit she may open several albums, and two
 * albums can hold photos of the same name (two cameras' IMG_0001): what is remembered of one album's
 * photo is never taken for another's, so it is kept by album, then by file.
 */
export class AlbumMemory<Value> {
  readonly #albums = new Map<string, Map<string, Value>>();

  /** What is remembered of this album's photos, by file (empty until something is). */
  of(album: string): Map<string, Value> {
    let photos = this.#albums.get(album);
    if (!photos) {
      photos = new Map();
      this.#albums.set(album, photos);
    }
    return photos;
  }
}
