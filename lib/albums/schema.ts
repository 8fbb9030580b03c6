/**
 * The one statement of what an album's files hold (content/albums/<album>/index.en.md and
 * index.pt.md): the build checks every file against it, the code's types are inferred from it, and
 * the editor's field list (admin/editor/cms-config.ts) is generated from it. Pure: usable by the
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
import { blankAsMissing } from '@/content/data-file';
import { galleryRoutes } from '@/content/routes';
import { creditRoles } from '@/lib/story-format';

/** The longest summary a story may have: about what search results and link previews show. */
export const SUMMARY_MAX = 160;

/** English's word before a place in a story's title: "wedding at Herdade…", "couple session in Aljezur". */
export const englishPrepositions = ['at', 'in', 'on'] as const;
/** Portuguese's: "casamento na Herdade…", "no Monte…", "em Lagos". */
export const portuguesePrepositions = ['em', 'na', 'no', 'nas', 'nos'] as const;

const text = z.string().trim().min(1);

/** A month as YYYY-MM: the editor's Month field checks the same pattern (admin/editor/cms-config.ts). */
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
export type Place = z.output<typeof place>;

/**
 * What the checks across an album's photos found (one cover, each photo once, each described in
 * Portuguese), for lib/albums/read.ts to say in the photographer's words.
 */
export type PhotoProblem =
  | { problem: 'covers'; count: number }
  | { problem: 'listed twice'; file: string }
  | { problem: 'no Portuguese description'; file: string };

const report = (ctx: z.core.ParsePayload, path: PropertyKey[], params: PhotoProblem) =>
  ctx.issues.push({ code: 'custom', message: params.problem, input: ctx.value, path, params });

/** The story: the Markdown under a file's front matter, with at least a word in it. */
const story = z.string().regex(/\S/);

/** The English file: its front matter, whose photos have one cover and each file once, and the story. */
const englishFile = z.object({
  frontMatter: englishFrontMatter.check((ctx) => {
    const { photos } = ctx.value;
    const covers = photos.filter((photo) => photo.cover).length;
    // An album with no photos is told so once: it cannot have a cover either.
    if (photos.length > 0 && covers !== 1) report(ctx, ['photos'], { problem: 'covers', count: covers });
    const seen = new Set<string>();
    for (const { file } of photos) {
      if (seen.has(file)) report(ctx, ['photos'], { problem: 'listed twice', file });
      seen.add(file);
    }
  }),
  story,
});

/**
 * An album's folder name and its two files as read, each front matter with the story under it;
 * every photo of the English file has its Portuguese description, found by its file name (never by
 * its place in the list).
 */
export const albumFiles = z
  .object({ slug: z.string(), en: englishFile, pt: z.object({ frontMatter: portugueseFrontMatter, story }) })
  .check((ctx) => {
    const described = new Set(ctx.value.pt.frontMatter.photos.map((photo) => photo.file));
    for (const { file } of ctx.value.en.frontMatter.photos) {
      if (!described.has(file))
        report(ctx, ['pt', 'frontMatter', 'photos'], { problem: 'no Portuguese description', file });
    }
  });

/**
 * An album as the site knows it: its two files joined, each text in both languages, the month and
 * the cover resolved. What a page shows of it, in one language, is derived from it
 * (`InLanguage<Album>`: lib/gallery/album-data.ts, lib/stories.ts).
 */
export const album = albumFiles.transform(({ slug, en, pt }) => {
  const english = en.frontMatter;
  const portuguese = pt.frontMatter;
  const portugueseOf = new Map(portuguese.photos.map((photo) => [photo.file, photo.description]));
  const [year, month] = english.date.split('-').map(Number) as [number, number];
  const title = { en: english.title, pt: portuguese.title };
  return {
    /** Its folder under content/albums/, and the last part of its address. */
    slug,
    category: english.kind,
    position: english.position,
    /** The month of the wedding or session. */
    month: { year, month },
    /** The names (or the family's name). */
    title,
    /** What its block on the gallery page is headed: its own heading, or the names. */
    heading: english.heading ? { en: english.heading, pt: english.heading } : title,
    place: english.place ?? null,
    summary: { en: english.summary, pt: portuguese.summary },
    /** The story as the photographer wrote it (Markdown). */
    story: { en: en.story, pt: pt.story },
    /** In the order she put them, each described in both languages (the checks above make sure). */
    photos: english.photos.map((photo) => ({
      file: photo.file,
      alt: { en: photo.description, pt: portugueseOf.get(photo.file)! },
    })),
    /** The file name of the cover photo (the checks above make sure there is exactly one). */
    cover: english.photos.find((photo) => photo.cover)!.file,
    credits: english.credits,
  };
});

export type Album = z.output<typeof album>;

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
