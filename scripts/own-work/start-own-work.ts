/**
 * `npm run own-work` on a project's folder: reads her files (the content's texts, content/routes.ts
 * and firebase.json, and each album folder's files), hands them to own-work-files.ts, the plan the
 * go-live page commits too, and writes what it returns: the changed files first (the pages' photos,
 * the sharing image, the testimonials, the old addresses that led to the demo's albums and their
 * redirects), the demo albums' files last, so that a run stopped half-way still leaves a site that
 * builds. Returns the checklist to print. Writes nothing when it refuses or when nothing needs
 * changing.
 */
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveContentFiles } from '../ci/live-files';
import { ROUTES_FILE, takeTheDemoAway } from '@/lib/own-work/own-work-files';
import { FIREBASE_FILE } from '@/lib/own-work/redirects-text';

/** Her content's files as the plan reads them, from the folder `root`. */
function filesOf(root: string) {
  const content = liveContentFiles(root);
  const texts = new Map(content.texts);
  for (const file of [ROUTES_FILE, FIREBASE_FILE]) {
    const full = path.join(root, file);
    if (existsSync(full)) texts.set(file, readFileSync(full, 'utf8'));
  }
  return { texts, albumFolders: content.albumFolders };
}

/** Does what the plan says on the folder `root`; returns the checklist and whether it refused. */
export function startOwnWork(
  root: string,
  siteUrl: string | undefined = process.env.NEXT_PUBLIC_SITE_URL,
): { lines: string[]; refused: boolean; changed: boolean } {
  const result = takeTheDemoAway(filesOf(root), siteUrl);
  if (result.refused) return { lines: result.lines, refused: true, changed: false };

  for (const [file, text] of result.writes) writeFileSync(path.join(root, file), text);
  // Each file was listed from its folder by this run, so it is there and `force` changes nothing:
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, as above
  for (const file of result.deletions) rmSync(path.join(root, file), { force: true });
  // A demo album's folder left empty goes with its files, as it does from the repository.
  for (const folder of new Set(result.deletions.map((file) => path.dirname(path.join(root, file)))))
    // The plan deletes every entry this run listed in the folder, so the check is always true here:
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, as above
    if (existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
  return { lines: result.lines, refused: false, changed: result.changed };
}
