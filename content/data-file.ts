/**
 * Reading a YAML file the photographer writes in the editor (her settings, her pages' photos, a
 * page's words) against its schema. Each problem names the file, the field by the titles the
 * schema gives it (the editor's labels) and the rule it breaks, in her words, and says where in
 * the editor she changes it. Pure: the callers read the file.
 */
import yaml from 'js-yaml';
import { z } from 'zod';
import { whereOf, type DataCollection } from './collections';

/** A field the editor leaves empty arrives as '' or null: the same as leaving it out. */
export const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

type Meta = { title?: string; rule?: string };
const metaOf = (schema: z.ZodType | undefined) => schema?.meta() as Meta | undefined;

/** The titles of the fields along a path (“Questions → Question 3 → Answer”), and the rule of the last. */
export function describePath(schema: z.ZodType, keys: readonly PropertyKey[]): { where: string; rule?: string } {
  const titles: string[] = [];
  let current: z.ZodType | undefined = schema;
  for (const key of keys) {
    // A field left out may take a default (`.default({})`): its fields are those of the schema inside.
    if (current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
    if (current instanceof z.ZodArray) {
      current = current.element as z.ZodType;
      titles.push(`${metaOf(current)?.title ?? 'Item'} ${Number(key) + 1}`);
      continue;
    }
    const shape: Record<string, z.ZodType> | undefined = current instanceof z.ZodObject ? current.shape : undefined;
    current = shape?.[String(key)];
    titles.push(metaOf(current)?.title ?? String(key));
  }
  return { where: titles.join(' → '), rule: keys.length > 0 ? metaOf(current)?.rule : undefined };
}

/** How a file's problems name it. */
export type DataFileWords = {
  /** The file as named in a problem: its path, with its language where it has one. */
  file: string;
  /** Where she changes it, as the editor names it, in brackets: “(Settings → Your details and prices)”. */
  where: string;
  /** What a key the schema does not know is not: “a setting”. */
  unknownKey: string;
  /** What the whole file should be when it is not a mapping: “list your settings”. */
  whole: string;
};

/** A file's data, or its problems, each naming the file and the field in her words. */
export function parseDataFile<S extends z.ZodType>(
  source: string,
  schema: S,
  { file, where, unknownKey, whole }: DataFileWords,
): { data?: z.output<S>; problems: string[] } {
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problems: [`${file} cannot be read: ${reason}.`] };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { data: parsed.data, problems: [] };
  return {
    problems: parsed.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') return `${file}: ${issue.keys.join(', ')} is not ${unknownKey} ${where}.`;
      if (issue.path.length === 0) return `${file} should ${whole} ${where}.`;
      const { where: field, rule } = describePath(schema, issue.path);
      // A rule a schema states in words of its own (“only one pack can be the best seller”) says what is wrong.
      if (issue.code === 'custom') return `${file}: ${field}: ${issue.message} ${where}`;
      return `${file}: ${field} should be ${rule ?? 'filled in'} ${where}.`;
    }),
  };
}

/**
 * A data file's text as its collection declares it (content/collections.ts): its data, or its
 * problems, each naming the file and where she changes it. `undefined`: there is no file.
 */
export function readCollectionText<S extends z.ZodType>(
  { file, editor, words }: DataCollection,
  schema: S,
  source: string | undefined,
): { data?: z.output<S>; problems: string[] } {
  const where = whereOf(editor);
  if (source === undefined) return { problems: [`${file} is missing: ${words.missing} (${where}).`] };
  return parseDataFile(source, schema, { file, where: `(${where})`, unknownKey: words.unknownKey, whole: words.whole });
}

/** The data of a YAML text, not checked against a schema: what own-work keeps as written. */
export const yamlData = (source: string): unknown => yaml.load(source);
