/**
 * Which checks a change needs. A change whose every file lies in the content the editor writes
 * (albums, testimonials, site settings) needs only the content checks: the code beside it already
 * passed the full suite on main. Anything else, or anything this cannot tell, runs the full suite.
 * Pure, and safe in a browser: the go-live page says from it how soon a change of its is published.
 */
import { isPhotoFile } from './photo-names';

type Suite = 'content' | 'full';

/** One line of `git diff --name-status -M`: a status letter (with a similarity score for R/C) and its paths. */
export type ChangedFile = { status: string; paths: string[] };

export type SuiteDecision = { suite: Suite; reason: string };

/** The files the editor writes, as written by git (forward slashes, from the repository's root). */
const CONTENT_TEXT = [
  /^content\/albums\/[a-z0-9]+(-[a-z0-9]+)*\/index\.(en|pt)\.md$/,
  /^content\/testimonials\.yml$/,
  /^content\/settings\/[a-z0-9-]+\.ya?ml$/,
];
const ALBUM_PHOTO = /^content\/albums\/[a-z0-9]+(-[a-z0-9]+)*\/[^/]+$/;

/** True for a path the editor writes: an album's two texts or one of its photos, the testimonials, a settings file. */
export function isEditorContent(path: string): boolean {
  if (CONTENT_TEXT.some((pattern) => pattern.test(path))) return true;
  return ALBUM_PHOTO.test(path) && isPhotoFile(path.slice(path.lastIndexOf('/') + 1));
}

/** Parses `git diff --name-status -z -M` output (NUL-separated, paths never quoted). */
export function parseNameStatus(output: string): ChangedFile[] {
  const fields = output.split('\0').filter((field) => field !== '');
  const changes: ChangedFile[] = [];
  for (let index = 0; index < fields.length;) {
    const status = fields[index++]!;
    const pathCount = /^[RC]/.test(status) ? 2 : 1;
    const paths = fields.slice(index, index + pathCount);
    index += pathCount;
    if (paths.length !== pathCount) throw new Error(`git diff ended in the middle of a ${status} entry`);
    changes.push({ status, paths });
  }
  return changes;
}

const KNOWN_STATUS = /^(A|M|D|T|R\d*|C\d*)$/;

/** The suite a change set needs, and why, in one line for the log. */
export function suiteFor(changes: readonly ChangedFile[] | null): SuiteDecision {
  if (changes === null) return { suite: 'full', reason: 'the changed files could not be listed' };
  if (changes.length === 0) return { suite: 'full', reason: 'no file changed (a new branch or an empty change)' };
  for (const { status, paths } of changes) {
    if (!KNOWN_STATUS.test(status)) return { suite: 'full', reason: `git reported ${status} for ${paths.join(' → ')}` };
    const outside = paths.find((path) => !isEditorContent(path));
    if (outside !== undefined) return { suite: 'full', reason: `${outside} is not content the editor writes` };
  }
  const count = changes.length;
  return {
    suite: 'content',
    reason: `all ${count} changed file${count === 1 ? '' : 's'} are content the editor writes`,
  };
}
