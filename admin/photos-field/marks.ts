/**
 * The one rule for the marks on photo descriptions: a mark means a text a machine put in this
 * photo's box in this visit (a draft from the photo, a suggestion from English, the editor's
 * Translate, her caption moved to the other side as Portuguese) that she has not checked since, or
 * a Portuguese written for an English that has changed since. Saving waits until she corrects or
 * keeps each one: nothing a machine wrote is published unseen.
 *
 * What is remembered is by album, side and photo, never by text alone: a service that gives photo
 * 2 the sentence photo 7 already holds marks photo 2, not photo 7. She checks a box by pressing
 * Keep or by writing in it; a save checks every box of the album (a save waits until each mark is
 * checked, so what the files hold is hers). A redraft, a suggestion or Translate writing a box
 * again marks it again, even with a sentence she saved before: it is a machine's text once more.
 * A reload starts a new visit with nothing remembered, so nothing is marked; a reopened album in
 * the same visit shows the marks still unchecked; "Revert All Changes" puts back texts no machine
 * wrote since the save, so they carry no mark.
 */
import { AlbumMemory } from './album-memory';
import { isDescribed, photoCalled } from './photo-rows';

/** The two sides of the photos field, by the language each writes. */
type MarkSide = 'en' | 'pt';

/**
 * What put a text in a box without her: the drafting, a suggestion (the field's, or Translate's
 * into the Portuguese side), Translate into the English side, or the caption's move.
 */
export type MachineKind = 'drafted' | 'suggested' | 'translated' | 'caption';
/** Why a description is marked: a machine's text, or a Portuguese behind its English. */
export type MarkKind = MachineKind | 'behind';

/** A text a machine wrote into one photo's box, and what wrote it. */
type MachineText = { text: string; kind: MachineKind };

/** How a mark speaks of its kind. */
type MarkWords = {
  /** What the mark says before "check it.": "Suggested from English". */
  says: string;
  /** The word for such a text in Keep's name: "Keep the suggested description of photo 3". */
  adjective: string;
  /** How a refused save says where the text came from: "suggested from English". */
  toCheck: string;
};

export const MARK_WORDS: Record<MarkKind, MarkWords> = {
  drafted: { says: 'Drafted from the photo', adjective: 'drafted', toCheck: 'drafted from the photo' },
  suggested: { says: 'Suggested from English', adjective: 'suggested', toCheck: 'suggested from English' },
  // The words of every other field Translate fills in the English pane (the names, the summary, the story).
  translated: { says: 'Translated by machine', adjective: 'translated', toCheck: 'translated by machine' },
  caption: {
    says: 'Your caption, taken for Portuguese and moved here from the English side',
    adjective: 'moved',
    toCheck: 'moved from the English side',
  },
  behind: { says: 'The English changed', adjective: 'Portuguese', toCheck: 'written before its English changed' },
};

/** What decides the marks of one side of one album: the machines' texts not yet checked, and the Portuguese behind its English. */
export type SideMarks = {
  machine: ReadonlyMap<string, MachineText>;
  /** The photos whose Portuguese was written for an English since changed (none on the English side). */
  behind: ReadonlySet<string>;
  /** The Portuguese she checked for the English as it is now, by photo. */
  checkedBehind: ReadonlyMap<string, string>;
};

/** The visit's memory of what machines wrote and what she checked, album by album and side by side. */
export class Marks {
  readonly #machine = { en: new AlbumMemory<MachineText>(), pt: new AlbumMemory<MachineText>() };
  readonly #checkedBehind = new AlbumMemory<string>();

  /** A machine wrote `text` into this photo's box: marked until she checks it. */
  wrote(album: string, side: MarkSide, file: string, text: string, kind: MachineKind): void {
    if (isDescribed(text)) this.#machine[side].of(album).set(file, { text, kind });
  }

  /** She checked this photo's box as it now holds `text`: kept it, or wrote in it. */
  checked(album: string, side: MarkSide, file: string, text: string): void {
    this.#machine[side].of(album).delete(file);
    if (side === 'pt') this.#checkedBehind.of(album).set(file, text);
  }

  /** A photo's English changed: what she checked of its Portuguese was for the other English. */
  englishChanged(album: string, file: string): void {
    this.#checkedBehind.of(album).delete(file);
  }

  /**
   * The album was saved (first saved: `before` is the name it had until then): every box is hers.
   * A Portuguese behind its English stays to check; the save notes it as written for the English
   * saved beside it (admin/visit/visit-store.ts).
   */
  saved(album: string, before = album): void {
    for (const side of ['en', 'pt'] as const) {
      for (const name of new Set([album, before])) this.#machine[side].of(name).clear();
    }
  }

  /** What decides the marks of one side of an album now, with the photos whose Portuguese is behind its English. */
  of(album: string, side: MarkSide, behind: ReadonlySet<string> = new Set()): SideMarks {
    return {
      machine: this.#machine[side].of(album),
      behind: side === 'pt' ? behind : new Set(),
      checkedBehind: this.#checkedBehind.of(album),
    };
  }
}

/** The mark a description carries now, or none: a Portuguese behind its English first, then a machine's text. */
export function markOf(row: { file: string; description: string }, marks: SideMarks): MarkKind | undefined {
  if (!isDescribed(row.description)) return undefined;
  if (marks.behind.has(row.file) && marks.checkedBehind.get(row.file) !== row.description) return 'behind';
  const machine = marks.machine.get(row.file);
  return machine?.text === row.description ? machine.kind : undefined;
}

/**
 * How many of the photos `files` (those a machine filled in, in one run) still carry a mark of
 * `kind`: what she has left to check of that run, counting down as she keeps or corrects each one.
 */
export function stillToCheck(
  rows: readonly { file: string; description: string }[],
  files: readonly string[],
  kind: MarkKind,
  marks: SideMarks,
): number {
  return rows.filter((row) => files.includes(row.file) && markOf(row, marks) === kind).length;
}

/** What stops her from saving a marked description unseen, one sentence for each, naming its photo. */
export function uncheckedMarks(
  rows: readonly { file: string; description: string }[],
  marks: SideMarks,
  language: 'English' | 'Portuguese',
  nameOf: (file: string) => string = (file) => file,
): string[] {
  return rows.flatMap((row, index) => {
    const kind = markOf(row, marks);
    return kind
      ? [
          `${photoCalled(index, nameOf(row.file))}: check its ${language} description (${MARK_WORDS[kind].toCheck}), then correct it or press Keep.`,
        ]
      : [];
  });
}
