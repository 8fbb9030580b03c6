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
import {
  album,
  albumFiles,
  fieldHints,
  fieldNames,
  type Album,
  type EnglishFrontMatter,
  type PhotoProblem,
} from './schema';

export const ALBUMS_DIR = path.join('content', 'albums');

/** An album's folder name is its address (/stories/<kind>/<album>): lowercase letters, digits, dashes. */
const ALBUM_FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const languages = { en: 'English', pt: 'Portuguese' } as const;
type Language = keyof typeof languages;

const fileOf = (slug: string, language: Language) => path.join(ALBUMS_DIR, slug, `index.${language}.md`);

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
      return `Album ${slug}: the photo ${found.file} is listed twice (${where}).`;
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

/** Reads one language's file of an album; null (with a message) when it is missing or cannot be read. */
function readFile(root: string, slug: string, language: Language, problems: string[]): FileRead | null {
  const file = fileOf(slug, language);
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(
      `Album ${slug}: there is no ${languages[language]} version (${file} is missing). Write its ${languages[language]} side in the editor.`,
    );
    return null;
  }
  try {
    // A fresh options object: gray-matter caches what it read by the text otherwise.
    const { data, content } = matter(readFileSync(full, 'utf8'), {});
    return { frontMatter: data, story: content };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(
      `Album ${slug}: ${file} (${languages[language]}) cannot be read: ${reason}. Open it in the editor, or check the lines between the two --- lines.`,
    );
    return null;
  }
}

/** Checks one album folder against the schema; the album, when nothing stops it. */
function readAlbum(root: string, slug: string, problems: string[]): Album | null {
  if (!ALBUM_FOLDER.test(slug)) {
    problems.push(
      `Album folder ${path.join(ALBUMS_DIR, slug)}: its name is the album's address (/stories/<kind>/${slug}); use only lowercase letters, digits and dashes, like 'rita-nuno'.`,
    );
    return null;
  }
  const files = { en: readFile(root, slug, 'en', problems), pt: readFile(root, slug, 'pt', problems) };
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
