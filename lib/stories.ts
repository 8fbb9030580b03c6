/**
 * The story of each album (content/stories/<category>/<album>.<language>.md), read at build time:
 * Markdown with a small front matter. Server-only (reads the file system).
 *
 * The English file's front matter holds what does not change with the language (the month, the
 * cover photo, the credits); each language's file holds its title, summary and story. Anything
 * missing or mistyped stops the build with a message naming the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { albumsByCategory, type AlbumGroup } from '@/content/albums';
import { galleryRoutes, type GalleryRouteKey } from '@/content/routes';
import { creditRoles } from '@/lib/story-format';
import { locales, type Locale } from './i18n';
import { escapeHtml } from './escape-html';
import { albumOf } from './story-routes';

export const STORIES_DIR = path.join('content', 'stories');

/** The longest summary a story may have: about what search results and link previews show. */
export const SUMMARY_MAX = 160;

const text = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'missing: add this line between the two --- lines (copy it from another story)'
        : undefined,
  })
  .trim()
  .min(1);

const sharedFields = z
  .object({
    title: text,
    summary: text.max(
      SUMMARY_MAX,
      `keep the summary to ${SUMMARY_MAX} characters at most (search results cut it there)`,
    ),
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "write the month as YYYY-MM, e.g. '2024-06'")
      .or(z.date().transform((date) => date.toISOString().slice(0, 7))),
    cover: text,
    credits: z
      .array(
        z
          .object({
            role: z.enum(creditRoles),
            name: text,
            url: z.url({ protocol: /^https?$/ }).optional(),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

const translatedFields = z.object({ title: text, summary: sharedFields.shape.summary }).strict();

type Credit = z.infer<typeof sharedFields>['credits'][number];

export type Story = {
  category: GalleryRouteKey;
  album: string;
  locale: Locale;
  title: string;
  summary: string;
  /** The month of the wedding or session. */
  month: { year: number; month: number };
  /** The cover photo's file name in the album's folder. */
  cover: string;
  credits: Credit[];
  /** The story's paragraphs as HTML (from the photographer's Markdown; raw HTML is shown as text). */
  html: string;
};

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in a story is shown as written, never run: a story is prose, not markup.
    html: ({ text: raw }) => escapeHtml(raw),
    // The page's own <h1> is the names: a story's headings ('# The day') come below it.
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** The file of a story in a language, relative to the project. */
function storyFile(category: GalleryRouteKey, album: string, locale: Locale): string {
  return path.join(STORIES_DIR, category, `${album}.${locale}.md`);
}

/** What is wrong with an album's story files, one message per file to fix. */
class StoryError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

function readFrontMatter<Schema extends z.ZodType>(
  root: string,
  file: string,
  schema: Schema,
): { data: z.infer<Schema>; content: string } | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  const { data, content } = matter(readFileSync(full, 'utf8'));
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new StoryError([`${file}: ${problems.join('; ')}`]);
  }
  if (!content.trim()) throw new StoryError([`${file}: the story has no text under the front matter.`]);
  return { data: parsed.data, content };
}

/**
 * Reads and checks one album's story in both languages. Throws one message naming the file to
 * fix: a missing language, a front matter field missing or mistyped, a cover that is not a photo
 * of the album.
 */
export function readAlbumStories(
  category: GalleryRouteKey,
  group: AlbumGroup,
  root: string = process.cwd(),
): Record<Locale, Story> {
  const problems: string[] = [];
  const read = <Schema extends z.ZodType>(locale: Locale, language: string, schema: Schema) => {
    const file = storyFile(category, group.album, locale);
    try {
      const found = readFrontMatter(root, file, schema);
      if (!found) {
        problems.push(
          `Album ${category}/${group.album} has no ${language} story: write ${file} (copy the other language's file and translate it).`,
        );
      }
      return found;
    } catch (error) {
      if (!(error instanceof StoryError)) throw error;
      problems.push(...error.problems);
      return null;
    }
  };
  const english = read('en', 'English', sharedFields);
  const portuguese = read('pt', 'Portuguese', translatedFields);
  const files = group.images.map((image) => image.src.split('/').at(-1)!);
  if (english && !files.includes(english.data.cover)) {
    problems.push(
      `${storyFile(category, group.album, 'en')}: the cover ${english.data.cover} is not a photo of the album ${category}/${group.album}; use one of its files (${files.slice(0, 3).join(', ')}…).`,
    );
  }
  if (!english || !portuguese || problems.length > 0) throw new StoryError(problems);
  const shared = english.data;
  const [year, month] = shared.date.split('-').map(Number) as [number, number];
  const build = (locale: Locale, data: { title: string; summary: string }, content: string): Story => ({
    category,
    album: group.album,
    locale,
    title: data.title,
    summary: data.summary,
    month: { year, month },
    cover: shared.cover,
    credits: shared.credits,
    html: markdown.parse(content, { async: false }),
  });
  return { en: build('en', shared, english.content), pt: build('pt', portuguese.data, portuguese.content) };
}

const cache = new Map<string, Record<Locale, Story>>();

/** The story of an album of content/albums.ts in a language. */
export function getStory(category: GalleryRouteKey, album: string, locale: Locale): Story {
  const key = `${category}/${album}`;
  let stories = cache.get(key);
  if (!stories) {
    stories = readAlbumStories(category, albumOf(category, album));
    cache.set(key, stories);
  }
  return stories[locale];
}

/**
 * Every problem of the stories, one message each: an album without its story in a language, a
 * story whose front matter is wrong, a cover that is not in the album, a story file for an album
 * that content/albums.ts does not have.
 */
export function storyErrors(
  root: string = process.cwd(),
  albums: Readonly<Record<GalleryRouteKey, readonly AlbumGroup[]>> = albumsByCategory,
  listStoryFiles: (category: GalleryRouteKey) => string[] = () => [],
): string[] {
  const errors: string[] = [];
  for (const category of galleryRoutes) {
    for (const group of albums[category]) {
      try {
        readAlbumStories(category, group, root);
      } catch (error) {
        if (!(error instanceof StoryError)) throw error;
        errors.push(...error.problems);
      }
    }
    const known = new Set(albums[category].map((group) => group.album));
    for (const file of listStoryFiles(category)) {
      const match = /^(.+)\.(en|pt)\.md$/.exec(file);
      if (!match || !known.has(match[1]!) || !(locales as readonly string[]).includes(match[2]!)) {
        errors.push(
          `${path.join(STORIES_DIR, category, file)}: no album of content/albums.ts goes with this file (story files are named <album folder>.en.md and <album folder>.pt.md).`,
        );
      }
    }
  }
  return errors;
}
