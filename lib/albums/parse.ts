/**
 * Albums from their texts (content/albums/<album>/index.en.md and index.pt.md, as the editor
 * writes them), checked against lib/albums/schema.ts. Every problem becomes one message in the
 * photographer's words, naming the album, the file, the language and the field to fix. Pure and
 * free of the file system: the build reads the folders (read.ts), the go-live page beside the
 * editor gives the texts GitHub holds, and both get the same albums and the same messages.
 */
import type { z } from 'zod';
import { albumsCollection } from '@/content/collections';
import { splitFrontMatter } from './front-matter';
import {
  album,
  albumFiles,
  fieldHints,
  fieldNames,
  type Album,
  type EnglishFrontMatter,
  type PhotoProblem,
} from './schema';

export const ALBUMS_DIR = albumsCollection.folder;

/** An album's folder name is its address (/stories/<kind>/<album>): lowercase letters, digits, dashes. */
const ALBUM_FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const languages = { en: 'English', pt: 'Portuguese' } as const;
type Language = keyof typeof languages;

const fileOf = (slug: string, language: Language) => `${ALBUMS_DIR}/${slug}/index.${language}.md`;

/** One language's file as read: its front matter, not yet checked, and the story under it. */
type FileRead = { frontMatter: unknown; story: string };

/** The message for a photo without its description in one language, named by its file. */
const noDescription = (slug: string, file: string, language: Language) =>
  `Album ${slug}: the photo ${file} has no ${languages[language]} description (${fileOf(slug, language)}, ${languages[language]}). Say what the photo shows: a blind visitor hears it.`;

/** What the checks across the photos found (lib/albums/schema.ts), said plainly. */
function describePhotoProblem(found: PhotoProblem, slug: string): string {
  const where = fileOf(slug, 'en');
  switch (found.problem) {
    case 'covers':
      return `Album ${slug}: ${found.count === 0 ? 'no photo is chosen as its cover' : `${found.count} photos are marked as its cover`} (${where}). Choose one cover: it opens the story page and is shown when the page is shared.`;
    case 'listed twice':
      return `Album ${slug}: the photo ${found.file} is listed twice (${where}). Remove one of the two.`;
    case 'no Portuguese description':
      return noDescription(slug, found.file, 'pt');
  }
}

/**
 * One problem of an album's files: its path is the language, then `story` or `frontMatter` and the
 * field's place in it.
 */
function describeIssue(issue: z.core.$ZodIssue, files: Record<Language, FileRead | null>, slug: string): string {
  if (issue.code === 'custom') return describePhotoProblem(issue.params as PhotoProblem, slug);
  const [language, part, ...field] = issue.path as [Language, keyof FileRead, ...PropertyKey[]];
  if (part === 'story')
    return `Album ${slug}: the ${languages[language]} story is empty (${fileOf(slug, language)}). Write the story.`;
  return describeField(issue, field, files[language]?.frontMatter, slug, language);
}

/** What is wrong with one field of a front matter, said plainly; `path` is the field's place in it. */
function describeField(
  issue: z.core.$ZodIssue,
  path: PropertyKey[],
  data: unknown,
  slug: string,
  language: Language,
): string {
  const where = `(${fileOf(slug, language)}, ${languages[language]})`;
  const [field, index, part] = path;
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

/** One language's text of an album; null (with a message) when it is missing or cannot be read. */
function readText(slug: string, language: Language, text: string | undefined, problems: string[]): FileRead | null {
  const file = fileOf(slug, language);
  if (text === undefined) {
    problems.push(
      `Album ${slug}: there is no ${languages[language]} version (${file} is missing). Write its ${languages[language]} side in the editor.`,
    );
    return null;
  }
  try {
    const { data, story } = splitFrontMatter(text);
    return { frontMatter: data, story };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(
      `Album ${slug}: ${file} (${languages[language]}) cannot be read: ${reason}. Open it in the editor, or check the lines between the two --- lines.`,
    );
    return null;
  }
}

/** An album's folder and its two texts, as read (undefined: the file is not there). */
export type AlbumTexts = { slug: string; en: string | undefined; pt: string | undefined };

/** Checks one album against the schema; the album, when nothing stops it. */
function parseAlbum({ slug, en: englishText, pt: portugueseText }: AlbumTexts, problems: string[]): Album | null {
  if (!ALBUM_FOLDER.test(slug)) {
    problems.push(
      `Album folder ${ALBUMS_DIR}/${slug}: its name is the album's address (/stories/<kind>/${slug}); use only lowercase letters, digits and dashes, like 'rita-nuno'.`,
    );
    return null;
  }
  const files = {
    en: readText(slug, 'en', englishText, problems),
    pt: readText(slug, 'pt', portugueseText, problems),
  };
  const { en, pt } = files;
  if (en && pt) {
    const result = album.safeParse({ slug, en, pt });
    if (result.success) return result.data;
    problems.push(...result.error.issues.map((issue) => describeIssue(issue, files, slug)));
    return null;
  }
  // One file is missing or unreadable: the other is still checked, so that every problem is named at once.
  for (const language of ['en', 'pt'] as const) {
    const result = files[language] && albumFiles.shape[language].safeParse(files[language]);
    if (result && !result.success) {
      const issues = result.error.issues.map((issue) => ({ ...issue, path: [language, ...issue.path] }));
      problems.push(...issues.map((issue) => describeIssue(issue, files, slug)));
    }
  }
  return null;
}

/** Every album of these folders, in the folders' order, and every problem that stops the build, one message each. */
export function parseAlbums(folders: readonly AlbumTexts[]): { albums: Album[]; problems: string[] } {
  const problems: string[] = [];
  const albums = folders.flatMap((folder) => parseAlbum(folder, problems) ?? []);
  return { albums, problems };
}

/** The album folders of a listing (each folder's entries by name): those with an entry of their own, in name order. */
export const albumFoldersOf = (listing: Readonly<Record<string, readonly string[]>>): string[] =>
  Object.keys(listing)
    .filter((name) => !name.startsWith('.') && listing[name]!.some((entry) => !entry.startsWith('.')))
    .sort();

/** The texts of each album of a listing, from a map of texts by their path from the project. */
export const albumTextsOf = (
  listing: Readonly<Record<string, readonly string[]>>,
  texts: ReadonlyMap<string, string>,
): AlbumTexts[] =>
  albumFoldersOf(listing).map((slug) => ({
    slug,
    en: texts.get(fileOf(slug, 'en')),
    pt: texts.get(fileOf(slug, 'pt')),
  }));
