/**
 * Descriptions a service wrote for her to check. The translation service suggests Portuguese from
 * the English; another service may give descriptions of another kind (each kind says where its
 * texts came from). A description still exactly as a service gave it in this visit is marked on
 * screen with Keep, and saving waits until she has corrected or kept each one: nothing a service
 * wrote is published unseen. A description is hers, never marked, when she wrote it or kept it as it
 * is for this photo, or when it is what the album's file holds for the photo since it was saved: a
 * saved description was checked before its save was allowed, and what the entry holds after a save,
 * a reload or "Revert All Changes" is marked from that alone, not from what happened before.
 */
import { isDescribed, photoCalled } from './photo-rows';

/** A kind of text a service gives, and how its mark speaks of it. */
export type MarkKind = {
  /** Where the text came from, as the mark says it: "Suggested from English". */
  says: string;
  /** The word for such a text in Keep's name: "Keep the suggested description of photo 3". */
  adjective: string;
  /** The texts the service gave in this visit, whichever button asked for them. */
  texts: ReadonlySet<string>;
  /** How a refused save says where the text came from, when not as the mark says it: "written before its English changed". */
  toCheck?: string;
  /**
   * The descriptions that clear this kind, in place of all that are hers: a Portuguese written
   * for an English since changed is to check again even as saved, until she corrects or keeps it.
   */
  clearedBy?: Hers;
};

/**
 * The descriptions that are hers, each by its photo's file: those she wrote or kept as a service
 * gave them, and those the album's file holds as saved.
 */
export type Hers = readonly ReadonlyMap<string, string>[];

/** Whether the description is hers for this photo: she wrote or kept it, or it is the saved one. */
const isHers = (row: { file: string; description: string }, hers: Hers): boolean =>
  hers.some((descriptions) => descriptions.get(row.file) === row.description);

/**
 * The kind of mark a description carries: that of the first service that gave exactly this text,
 * unless it is hers for this photo (`hers`, or what clears that kind); none otherwise. A text she typed that happens to match
 * a service's is hers.
 */
export function markOf(
  row: { file: string; description: string },
  kinds: readonly MarkKind[],
  hers: Hers,
): MarkKind | undefined {
  if (!isDescribed(row.description)) return undefined;
  return kinds.find((kind) => kind.texts.has(row.description) && !isHers(row, kind.clearedBy ?? hers));
}

/**
 * How many of the photos `files` (those a service filled in, in one run) still carry a mark of
 * `kind`: what she has left to check of that run, counting down as she keeps or corrects each one.
 */
export function stillToCheck(
  rows: readonly { file: string; description: string }[],
  files: readonly string[],
  kind: MarkKind,
  kinds: readonly MarkKind[],
  hers: Hers,
): number {
  return rows.filter((row) => files.includes(row.file) && markOf(row, kinds, hers)?.says === kind.says).length;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What stops her from saving a marked description unseen, one sentence for each, naming its photo. */
export function uncheckedMarks(
  rows: readonly { file: string; description: string }[],
  kinds: readonly MarkKind[],
  hers: Hers,
  language: 'English' | 'Portuguese',
  nameOf: (file: string) => string = (file) => file,
): string[] {
  return rows.flatMap((row, index) => {
    const kind = markOf(row, kinds, hers);
    return kind
      ? [
          `${photoCalled(index, nameOf(row.file))}, has ${language === 'English' ? 'an' : 'a'} ${language} description ${kind.toCheck ?? lowerFirst(kind.says)} to check: correct it, or press Keep.`,
        ]
      : [];
  });
}
