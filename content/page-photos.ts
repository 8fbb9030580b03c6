/**
 * The photos the pages show (content/settings/page-photos.yml, which the editor writes: Settings →
 * Photos on your pages): the home page's slideshow, in order, the cover of each portfolio tile,
 * and the about page's photo. Each is one photo of one of her albums, written as the album's
 * folder name and the photo's file name ("ana-joao/demo-11.jpg"), which the editor's picker fills
 * in from her albums' photos. One schema states what the file holds: the build checks the file
 * against it, the code's type is inferred from it, and the editor's fields carry its titles
 * (admin/editor/cms-config.ts). Whether each photo is still in its album is checked with the
 * albums (lib/page-photo-uses.ts). Build side only (it reads the file system).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';

export const PAGE_PHOTOS_FILE = path.join('content', 'settings', 'page-photos.yml');

/** Where she changes the file, named as the editor names it. */
export const PAGE_PHOTOS_WHERE = 'Settings → Photos on your pages';

/*
 * An album's folder name (lowercase letters, digits, hyphens), a slash, and a photo's file name
 * (no slash, no space at either end). Without flags: the editor states it as JSON Schema.
 */
const PHOTO = /^[a-z0-9]+(-[a-z0-9]+)*\/[^/\s]([^/]*[^/\s])?$/;

/** One photo of one of her albums, with the place on the page it fills, in her words. */
const photo = (title: string) =>
  z.string().trim().regex(PHOTO).meta({ title, rule: 'a photo chosen from one of your albums' });

/** The one statement of what content/settings/page-photos.yml holds. */
export const pagePhotoChoices = z
  .object({
    slideshow: z
      .array(photo('Slide'))
      .min(2)
      .meta({ title: 'Home page slideshow', rule: 'two photos or more, chosen from your albums' }),
    portfolio: z
      .object({
        weddings: photo('Weddings tile'),
        couples: photo('Couples tile'),
        family: photo('Families tile'),
      })
      .strict()
      .meta({ title: 'Home page portfolio tiles' }),
    portrait: photo('About page photo'),
  })
  .strict();

export type PagePhotoChoices = z.output<typeof pagePhotoChoices>;

/** One photo as the pages name it: its album's folder name and its file name. */
export type ChosenPhoto = { album: string; file: string };

/** The album and the file of a chosen photo ("ana-joao/demo-11.jpg"). */
export function chosenPhoto(value: string): ChosenPhoto {
  const slash = value.indexOf('/');
  return { album: value.slice(0, slash), file: value.slice(slash + 1) };
}

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
