/**
 * The one statement of what an album's files hold (content/albums/<album>/index.en.md and
 * index.pt.md): the build checks every file against it, the code's types are inferred from it, and
 * the editor's field list (lib/admin/cms-config.ts) is generated from it. Pure: usable by the
 * build, the tests and the editor's configuration alike.
 *
 * The English file holds what does not change with the language (the kind, the place in both
 * languages, the month, the photos in their order and which is the cover, the credits) and the
 * English texts, with each photo's English description; the Portuguese file holds the Portuguese
 * texts, with each photo's Portuguese description beside its file name. That is the layout the
 * editor writes for a translated list whose file names are copied from English (`i18n:
 * 'duplicate'`) and whose descriptions are written in each language (`i18n: true`), so a missing
 * Portuguese description is found, and reported, in the Portuguese file.
 */
import { z } from 'zod';
import { galleryRoutes } from '@/content/routes';
import { creditRoles } from '@/lib/story-format';

/** The longest summary a story may have: about what search results and link previews show. */
export const SUMMARY_MAX = 160;

/** English's word before a place in a story's title: "wedding at Herdade…", "couple session in Aljezur". */
export const englishPrepositions = ['at', 'in', 'on'] as const;
/** Portuguese's: "casamento na Herdade…", "no Monte…", "em Lagos". */
export const portuguesePrepositions = ['em', 'na', 'no', 'nas', 'nos'] as const;

/** A field the editor leaves empty arrives as '' or null: the same as leaving it out. */
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

const text = z.string().trim().min(1);

/** A month as YYYY-MM: the editor's Month field checks the same pattern (lib/admin/cms-config.ts). */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/**
 * A link a visitor can follow from a story's credits: http or https, a host with a dot and no
 * space anywhere. One pattern, so the editor refuses exactly what the build refuses; without
 * flags, since the editor's field list states it as JSON Schema, which has none.
 */
const LINK = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/;
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsMissing, schema.optional());

const month = z.preprocess(
  // YAML reads an unquoted 2024-06-01 as a date; a month is what the site shows.
  (value) => (value instanceof Date ? value.toISOString().slice(0, 7) : value),
  z.string().regex(MONTH),
);

/** A photo of the English file: its file name, its English description, and whether it is the cover. */
export const photoEntry = z
  .object({
    file: text,
    description: text,
    cover: optional(z.boolean()),
  })
  .strict();

/** A photo of the Portuguese file: its file name (copied from English) and its Portuguese description. */
export const portuguesePhotoEntry = photoEntry.pick({ file: true, description: true }).strict();

const credit = z
  .object({
    role: z.enum(creditRoles),
    name: text,
    url: optional(z.string().trim().regex(LINK)),
  })
  .strict();

const place = z
  .object({
    en: text,
    pt: text,
    at: z.enum(englishPrepositions),
    em: z.enum(portuguesePrepositions),
  })
  .strict();

/** The front matter of index.en.md. */
export const englishFrontMatter = z
  .object({
    title: text,
    kind: z.enum(galleryRoutes),
    position: z.number().int().min(1),
    heading: optional(text),
    place: optional(place),
    date: month,
    summary: text.max(SUMMARY_MAX),
    photos: z.array(photoEntry).min(1),
    credits: z.preprocess(blankAsMissing, z.array(credit).default([])),
  })
  .strict();

/** The front matter of index.pt.md. */
export const portugueseFrontMatter = z
  .object({
    title: text,
    summary: text.max(SUMMARY_MAX),
    photos: z.preprocess(blankAsMissing, z.array(portuguesePhotoEntry).default([])),
  })
  .strict();

export type EnglishFrontMatter = z.infer<typeof englishFrontMatter>;
export type PhotoEntry = z.infer<typeof photoEntry>;
export type PlaceEntry = z.infer<typeof place>;

/**
 * Every field of an album as the photographer knows it (the editor's labels), for the messages
 * that name what to fix. The keys are the files' field names.
 */
export const fieldNames = {
  title: 'the names (title)',
  kind: 'the kind (wedding, couple or family)',
  position: 'the place on its gallery page (position)',
  heading: 'the heading on the gallery page',
  place: 'the place',
  date: 'the month (date)',
  summary: 'the summary',
  photos: 'the photos',
  credits: 'the credits',
  body: 'the story',
} as const satisfies Record<keyof EnglishFrontMatter | 'body', string>;

/** What to write in a field, said in the messages when a value is missing or wrong. */
export const fieldHints: Partial<Record<keyof EnglishFrontMatter, string>> = {
  kind: `one of ${galleryRoutes.join(', ')}`,
  position: 'a whole number from 1 (1 shows first)',
  date: "the month as YYYY-MM, e.g. '2025-06'",
  summary: `one sentence of at most ${SUMMARY_MAX} characters (search results and link previews cut it there)`,
};
