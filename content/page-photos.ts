/**
 * Reading the photos the pages show (content/settings/page-photos.yml, which the editor writes:
 * Settings → Photos on your pages) against its schema (content/page-photo-choices.ts), each
 * problem naming the file and the place in her words; whether each photo is still in its album is
 * checked with the albums (lib/page-photo-uses.ts). Build side only (it reads the file system).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_PHOTOS_FILE, pagePhotoProblems, type PagePhotoChoices } from './page-photo-choices';

/** The choices of a project's file, or the problems that stop the build. */
export function readPagePhotos(root: string = process.cwd()): { choices?: PagePhotoChoices; problems: string[] } {
  let source: string | undefined;
  try {
    source = readFileSync(path.join(root, PAGE_PHOTOS_FILE), 'utf8');
  } catch {
    source = undefined;
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
