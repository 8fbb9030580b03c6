/**
 * Reading the photos the pages show (content/settings/page-photos.yml, which the editor writes:
 * Settings → Photos on your pages) against its schema (content/page-photo-choices.ts), each
 * problem naming the file and the place in her words; whether each photo is still in its album is
 * checked with the albums (lib/page-photo-uses.ts). Build side only (it reads the file system).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';
import { PAGE_PHOTOS_FILE, PAGE_PHOTOS_WHERE, pagePhotoChoices, type PagePhotoChoices } from './page-photo-choices';

type Meta = { title?: string; rule?: string };

/** The titles of the fields along a path, and the rule of the last ("Home page slideshow → Slide 3"). */
function describePath(keys: readonly PropertyKey[]): { where: string; rule?: string } {
  const titles: string[] = [];
  let schema: z.ZodType | undefined = pagePhotoChoices;
  let rule: string | undefined;
  for (const key of keys) {
    if (schema instanceof z.ZodArray) {
      schema = schema.element as z.ZodType;
      titles.push(`${(schema.meta() as Meta | undefined)?.title ?? 'Photo'} ${Number(key) + 1}`);
    } else {
      const shape: Record<string, z.ZodType> | undefined = schema instanceof z.ZodObject ? schema.shape : undefined;
      schema = shape?.[String(key)];
      titles.push((schema?.meta() as Meta | undefined)?.title ?? String(key));
    }
    rule = (schema?.meta() as Meta | undefined)?.rule;
  }
  return { where: titles.join(' → '), rule };
}

/** The problems of the file's text, each naming the file and the field in her words. */
export function pagePhotoProblems(source: string): { choices?: PagePhotoChoices; problems: string[] } {
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problems: [`${PAGE_PHOTOS_FILE} cannot be read: ${reason}.`] };
  }
  const parsed = pagePhotoChoices.safeParse(data);
  if (parsed.success) return { choices: parsed.data, problems: [] };
  return {
    problems: parsed.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `${PAGE_PHOTOS_FILE}: ${issue.keys.join(', ')} is not a place for a photo (${PAGE_PHOTOS_WHERE}).`;
      }
      if (issue.path.length === 0) return `${PAGE_PHOTOS_FILE} should list your pages’ photos (${PAGE_PHOTOS_WHERE}).`;
      const { where, rule } = describePath(issue.path);
      return `${PAGE_PHOTOS_FILE}: ${where} should be ${rule ?? 'filled in'} (${PAGE_PHOTOS_WHERE}).`;
    }),
  };
}

/** The choices of a project's file, or the problems that stop the build. */
export function readPagePhotos(root: string = process.cwd()): { choices?: PagePhotoChoices; problems: string[] } {
  let source: string;
  try {
    source = readFileSync(path.join(root, PAGE_PHOTOS_FILE), 'utf8');
  } catch {
    return { problems: [`${PAGE_PHOTOS_FILE} is missing: choose your pages’ photos (${PAGE_PHOTOS_WHERE}).`] };
  }
  return pagePhotoProblems(source);
}

/**
 * The pages' choices, for the pages to read when they are built; a file to fix stops the build with
 * its problems. Called by the pages, not when this module loads, so that the content check can
 * import the module and name the problems itself.
 */
export function loadPagePhotos(root: string = process.cwd()): PagePhotoChoices {
  const { choices, problems } = readPagePhotos(root);
  if (!choices) {
    throw new Error(`The site cannot be built until ${PAGE_PHOTOS_FILE} is fixed:\n  ${problems.join('\n  ')}`);
  }
  return choices;
}
