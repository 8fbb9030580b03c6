/**
 * Reads the albums (content/albums/<album>/index.en.md and index.pt.md, as the editor writes them)
 * and checks them against lib/albums/schema.ts. Every problem becomes one message in the
 * photographer's words, naming the album, the file, the language and the field to fix. Server
 * and build side only (it reads the file system).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import type { Localized } from '@/lib/i18n';
import {
  englishFrontMatter,
  fieldHints,
  fieldNames,
  portugueseFrontMatter,
  type EnglishFrontMatter,
  type PhotoEntry,
  type PlaceEntry,
} from './schema';

export const ALBUMS_DIR = path.join('content', 'albums');

/** An album's folder name is its address (/stories/<kind>/<album>): lowercase letters, digits, dashes. */
const ALBUM_FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type Place = PlaceEntry;

/**
 * An album as the site knows it once read: the two files joined, each text in both languages. Its
 * parts are the files' own types (lib/albums/schema.ts); what a page shows of it, in one language,
 * is derived from it (`InLanguage<Album>`: lib/gallery/album-data.ts, lib/stories.ts).
 */
export type Album = Pick<EnglishFrontMatter, 'position' | 'credits'> & {
  /** Its folder under content/albums/, and the last part of its address. */
  slug: string;
  category: EnglishFrontMatter['kind'];
  /** The month of the wedding or session. */
  month: { year: number; month: number };
  /** The names (or the family's name). */
  title: Localized<EnglishFrontMatter['title']>;
  /** What its block on the gallery page is headed: its own heading, or the names. */
  heading: Localized<EnglishFrontMatter['title']>;
  place: Place | null;
  summary: Localized<EnglishFrontMatter['summary']>;
  /** The story as the photographer wrote it (Markdown). */
  story: Localized<string>;
  /** In the order she put them, each described in both languages. */
  photos: { file: PhotoEntry['file']; alt: Localized<PhotoEntry['description']> }[];
  /** The file name of the cover photo. */
  cover: PhotoEntry['file'];
};

/** A photo of an album: its file name and its description in both languages. */
export type AlbumPhoto = Album['photos'][number];

const languages = { en: 'English', pt: 'Portuguese' } as const;
type Language = keyof typeof languages;

const fileOf = (slug: string, language: Language) => path.join(ALBUMS_DIR, slug, `index.${language}.md`);

type Parsed<T> = { data: T; body: string } | null;

/** The message for a photo without its description in one language, named by its file. */
const noDescription = (slug: string, file: string, language: Language) =>
  `Album ${slug}: the photo ${file} has no ${languages[language]} description (${fileOf(slug, language)}, ${languages[language]}). Say what the photo shows: a blind visitor hears it.`;

/** What is wrong with one field, said plainly; `path` is the field's place in the front matter. */
function describeIssue(issue: z.core.$ZodIssue, data: unknown, slug: string, language: Language): string {
  const where = `(${fileOf(slug, language)}, ${languages[language]})`;
  const [field, index, part] = issue.path;
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  if (field === 'photos' && typeof index === 'number') {
    const photos = Array.isArray(record.photos) ? (record.photos as Record<string, unknown>[]) : [];
    const file = typeof photos[index]?.file === 'string' ? photos[index].file : `number ${index + 1}`;
    if (part === 'description') return noDescription(slug, file, language);
    if (part === 'file') return `Album ${slug}: photo number ${index + 1} has no file ${where}.`;
    return `Album ${slug}: the photo ${file} has a field the site does not know (${issue.message}) ${where}.`;
  }
  if (field === 'photos' && issue.code === 'too_small') {
    return `Album ${slug}: it has no photos ${where}. Add its photos in the editor.`;
  }
  if (field === 'credits' && typeof index === 'number') {
    const what = part === 'role' ? 'a role the site knows' : part === 'url' ? 'a link starting with https://' : part;
    return `Album ${slug}: credit number ${index + 1} needs ${String(what)} ${where}.`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `Album ${slug}: ${issue.keys.map((key) => `"${key}"`).join(', ')} is not a field of an album ${where}; check its spelling or remove it.`;
  }
  const name =
    typeof field === 'string' && field in fieldNames ? fieldNames[field as keyof typeof fieldNames] : String(field);
  const hint = typeof field === 'string' ? fieldHints[field as keyof EnglishFrontMatter] : undefined;
  if (missing) return `Album ${slug}: ${name} is missing ${where}.${hint ? ` Write ${hint}.` : ''}`;
  const value = typeof field === 'string' ? record[field] : undefined;
  const shown = typeof value === 'string' || typeof value === 'number' ? ` "${value}"` : '';
  return `Album ${slug}: ${name}${shown} is not right ${where}: ${hint ? `write ${hint}` : issue.message}.`;
}

/** Reads one language's file of an album; null (with a message) when it is missing or cannot be read. */
function readFile<Schema extends z.ZodType>(
  root: string,
  slug: string,
  language: Language,
  schema: Schema,
  problems: string[],
): Parsed<z.infer<Schema>> {
  const file = fileOf(slug, language);
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(
      `Album ${slug}: there is no ${languages[language]} version (${file} is missing). Write its ${languages[language]} side in the editor.`,
    );
    return null;
  }
  let parsed: { data: unknown; content: string };
  try {
    // A fresh options object: gray-matter caches what it read by the text otherwise.
    parsed = matter(readFileSync(full, 'utf8'), {});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(
      `Album ${slug}: ${file} (${languages[language]}) cannot be read: ${reason}. Open it in the editor, or check the lines between the two --- lines.`,
    );
    return null;
  }
  const result = schema.safeParse(parsed.data);
  if (!parsed.content.trim()) {
    problems.push(`Album ${slug}: the ${languages[language]} story is empty (${file}). Write the story.`);
  }
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => describeIssue(issue, parsed.data, slug, language)));
    return null;
  }
  return { data: result.data, body: parsed.content };
}

/** Checks one album folder; the album, when nothing stops it. */
function readAlbum(root: string, slug: string, problems: string[]): Album | null {
  if (!ALBUM_FOLDER.test(slug)) {
    problems.push(
      `Album folder ${path.join(ALBUMS_DIR, slug)}: its name is the album's address (/stories/<kind>/${slug}); use only lowercase letters, digits and dashes, like 'rita-nuno'.`,
    );
    return null;
  }
  const count = problems.length;
  const english = readFile(root, slug, 'en', englishFrontMatter, problems);
  const portuguese = readFile(root, slug, 'pt', portugueseFrontMatter, problems);
  if (english) {
    const covers = english.data.photos.filter((photo) => photo.cover);
    if (covers.length !== 1) {
      problems.push(
        `Album ${slug}: ${covers.length === 0 ? 'no photo is chosen as its cover' : `${covers.length} photos are marked as its cover`} (${fileOf(slug, 'en')}). Choose one cover: it opens the story page and is shown when the page is shared.`,
      );
    }
    const seen = new Set<string>();
    for (const { file } of english.data.photos) {
      if (seen.has(file)) problems.push(`Album ${slug}: the photo ${file} is listed twice (${fileOf(slug, 'en')}).`);
      seen.add(file);
    }
  }
  if (english && portuguese) {
    // The Portuguese descriptions are found by the photo's file name, never by their place in the list.
    const described = new Set(portuguese.data.photos.map((photo) => photo.file));
    for (const { file } of english.data.photos) {
      if (!described.has(file)) problems.push(noDescription(slug, file, 'pt'));
    }
  }
  if (!english || !portuguese || problems.length > count) return null;
  const en = english.data;
  const pt = portuguese.data;
  const portugueseOf = new Map(pt.photos.map((photo) => [photo.file, photo.description]));
  const [year, month] = en.date.split('-').map(Number) as [number, number];
  const title = { en: en.title, pt: pt.title };
  return {
    slug,
    category: en.kind,
    position: en.position,
    month: { year, month },
    title,
    heading: en.heading ? { en: en.heading, pt: en.heading } : title,
    place: en.place ?? null,
    summary: { en: en.summary, pt: pt.summary },
    story: { en: english.body, pt: portuguese.body },
    photos: en.photos.map((photo) => ({
      file: photo.file,
      alt: { en: photo.description, pt: portugueseOf.get(photo.file)! },
    })),
    cover: en.photos.find((photo) => photo.cover)!.file,
    credits: en.credits,
  };
}

/** The album folders under content/albums/ (a folder without files of its own is not one). */
function albumFolders(root: string): string[] {
  const dir = path.join(root, ALBUMS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => readdirSync(path.join(dir, name)).some((file) => !file.startsWith('.')))
    .sort();
}

/** Every album of content/albums/, and every problem that stops the build, one message each. */
export function readAlbums(root: string = process.cwd()): { albums: Album[]; problems: string[] } {
  const problems: string[] = [];
  const albums = albumFolders(root).flatMap((slug) => readAlbum(root, slug, problems) ?? []);
  return { albums, problems };
}
