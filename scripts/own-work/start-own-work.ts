/**
 * `npm run own-work` on a project's folder: reads her content, plans with plan.ts, writes what the
 * plan changes (the pages' photos, the sharing image, the testimonials and the old addresses that led
 * to the demo's albums first, the demo albums' folders last, so that a run stopped half-way still leaves a site that builds), and returns the
 * checklist to print. Writes nothing when it refuses or when nothing needs changing.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { PAGE_PHOTOS_FILE } from '@/content/page-photo-choices';
import { readPagePhotos } from '@/content/page-photos';
import { ALBUMS_DIR, readAlbums } from '@/lib/albums/read';
import { readSharingSettings, SHARING_SETTINGS_FILE } from '@/lib/sharing-settings';
import { TESTIMONIALS_FILE } from '@/lib/testimonials';
import { liveContentFiles } from '../ci/live-files';
import { demoAlbums, isDemoTestimonial } from '@/lib/going-live/demo';
import { goingLive } from '@/lib/going-live/readiness';
import { dataFileText } from './data-text';
import { movedPagesIn, withoutMovedPages } from './moved-pages-text';
import { changesAnything, checklist, planOwnWork } from './plan';

/** The testimonials as the file holds them, every entry and field kept as written. */
function testimonialsAsWritten(root: string): unknown[] {
  const file = path.join(root, TESTIMONIALS_FILE);
  if (!existsSync(file)) return [];
  const data = yaml.load(readFileSync(file, 'utf8')) as { testimonials?: unknown } | null;
  return Array.isArray(data?.testimonials) ? (data.testimonials as unknown[]) : [];
}

/** Whether an entry as written is one of the demo's testimonials. */
function isDemoEntry(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  const { couple, venue } = entry as Record<string, unknown>;
  return typeof couple === 'string' && typeof venue === 'string' && isDemoTestimonial({ couple, venue });
}

/** The route table, where movedPages lists the old addresses (content/routes.ts). */
const ROUTES_FILE = path.join('content', 'routes.ts');

function rewrite(root: string, file: string, data: Record<string, unknown>): void {
  const full = path.join(root, file);
  writeFileSync(full, dataFileText(existsSync(full) ? readFileSync(full, 'utf8') : '', data));
}

/** Does what the plan says on the folder `root`; returns the checklist and whether it refused. */
export function startOwnWork(
  root: string,
  siteUrl: string | undefined = process.env.NEXT_PUBLIC_SITE_URL,
): { lines: string[]; refused: boolean; changed: boolean } {
  const { albums, problems: albumProblems } = readAlbums(root);
  const demo = demoAlbums(liveContentFiles(root));
  const sharing = readSharingSettings(root);
  const routesFile = path.join(root, ROUTES_FILE);
  const routesText = existsSync(routesFile) ? readFileSync(routesFile, 'utf8') : '';
  const plan = planOwnWork({
    albums,
    albumProblems,
    demo,
    pagePhotos: readPagePhotos(root),
    sharingAlbum: 'album' in sharing ? sharing.album : undefined,
    testimonials: testimonialsAsWritten(root),
    isDemoTestimonial: isDemoEntry,
    movedPages: movedPagesIn(routesText),
  });
  if (plan.refused) return { lines: checklist(plan, []), refused: true, changed: false };

  if (plan.pagePhotos) rewrite(root, PAGE_PHOTOS_FILE, plan.pagePhotos);
  if (plan.sharingAlbum !== undefined) rewrite(root, SHARING_SETTINGS_FILE, { album: plan.sharingAlbum });
  if (plan.testimonials) rewrite(root, TESTIMONIALS_FILE, { testimonials: plan.testimonials });
  if (plan.unmoved) writeFileSync(routesFile, withoutMovedPages(routesText, plan.unmoved));
  for (const album of plan.remove) rmSync(path.join(root, ALBUMS_DIR, album), { recursive: true });

  // The site's address is a setting of the repository on GitHub: only the environment tells it here.
  const { blockers } = goingLive({ siteUrl, ...liveContentFiles(root) });
  return {
    lines: checklist(plan, siteUrl === undefined ? blockers.filter((blocker) => blocker.fix.by !== 'setup') : blockers),
    refused: false,
    changed: changesAnything(plan),
  };
}
