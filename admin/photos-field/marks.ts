/**
 * Descriptions a service wrote for her to check. The translation service suggests Portuguese from
 * the English; another service may give descriptions of another kind (each kind says where its
 * texts came from). A description still exactly as a service gave it in this visit, neither
 * written nor kept as it is by her for this photo, is marked on screen with Keep, and saving waits
 * until she has corrected or kept each one: nothing a service wrote is published unseen.
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
};

/**
 * The kind of mark a description carries: that of the first service that gave exactly this text,
 * unless she wrote it or kept it as it is for this photo (`checked`, by file); none otherwise. A text
 * she typed that happens to match a service's is hers.
 */
export function markOf(
  row: { file: string; description: string },
  kinds: readonly MarkKind[],
  checked: ReadonlyMap<string, string>,
): MarkKind | undefined {
  if (!isDescribed(row.description) || checked.get(row.file) === row.description) return undefined;
  return kinds.find((kind) => kind.texts.has(row.description));
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What stops her from saving a marked description unseen, one sentence for each, naming its photo. */
export function uncheckedMarks(
  rows: readonly { file: string; description: string }[],
  kinds: readonly MarkKind[],
  checked: ReadonlyMap<string, string>,
  language: 'English' | 'Portuguese',
  nameOf: (file: string) => string = (file) => file,
): string[] {
  return rows.flatMap((row, index) => {
    const kind = markOf(row, kinds, checked);
    return kind
      ? [
          `${photoCalled(index, nameOf(row.file))}, has ${language === 'English' ? 'an' : 'a'} ${language} description ${kind.toCheck ?? lowerFirst(kind.says)} to check: correct it, or press Keep.`,
        ]
      : [];
  });
}
