/**
 * Taking the demo away, decided on her files as text: what `npm run own-work` writes to the folder
 * and what the go-live page beside the editor commits to main, the same plan (plan.ts) on the same
 * files. It reads the albums (lib/albums/parse.ts), the pages' photos, the sharing image, the
 * testimonials as written, content/routes.ts's moved pages and firebase.json's redirects, and
 * returns each file to write, each file to delete and the checklist she reads, ending with what
 * still stops the site from going live once it is done (lib/going-live/readiness.ts). Pure, and
 * safe in a browser: the terminal reads the folder (start-own-work.ts), the page reads GitHub.
 */
import { PAGE_PHOTOS_FILE, pagePhotoProblems } from '@/content/page-photo-choices';
import { albumTextsOf, parseAlbums } from '@/lib/albums/parse';
import { demoAlbums, isContentText, isDemoTestimonial, type ContentFiles } from '@/lib/going-live/demo';
import { goingLive, type Blocker } from '@/lib/going-live/readiness';
import { dataCollections } from '@/content/collections';
import { yamlData } from '@/content/data-file';
import { sharingSettingsOf } from '@/content/sharing';

import { dataFileText } from './data-text';
import { movedPagesIn, withoutMovedPages } from './moved-pages-text';
import { changesAnything, checklist, NOTHING_CHANGED, planOwnWork } from './plan';
import { FIREBASE_FILE, withoutMovedRedirects } from './redirects-text';

const SHARING_SETTINGS_FILE = dataCollections.sharing.file;
const TESTIMONIALS_FILE = dataCollections.testimonials.file;

/** The route table, where movedPages lists the old addresses. */
export const ROUTES_FILE = 'content/routes.ts';

/** Whether a file of the project (its path, '/'-separated) is one the plan reads: the content's texts, the route table and firebase.json. */
export const isOwnWorkText = (file: string): boolean =>
  isContentText(file) || file === ROUTES_FILE || file === FIREBASE_FILE;

export type OwnWorkResult =
  | { refused: true; lines: string[] }
  | {
      refused: false;
      /** Whether it changes any file. */
      changed: boolean;
      /** Each file's new text, by its path: every one only when it changes. */
      writes: ReadonlyMap<string, string>;
      /** Each file to delete, by its path: every file of the demo albums that go. */
      deletions: readonly string[];
      /** What it does, one ✓ line each (none when it changes nothing). */
      done: string[];
      /** The checklist the terminal prints: what it does (✓), then what still stops going live (✗), then how to send it. */
      lines: string[];
      /** The content as it is once done, for the checks to read again. */
      after: ContentFiles;
    };

/** The testimonials as the file holds them, every entry and field kept as written. */
function testimonialsAsWritten(text: string | undefined): unknown[] {
  if (text === undefined) return [];
  const data = yamlData(text) as { testimonials?: unknown } | null;
  return Array.isArray(data?.testimonials) ? (data.testimonials as unknown[]) : [];
}

/** Whether an entry as written is one of the demo's testimonials. */
function isDemoEntry(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  const { couple, venue } = entry as Record<string, unknown>;
  return typeof couple === 'string' && typeof venue === 'string' && isDemoTestimonial({ couple, venue });
}

/** The content with these files written and deleted. */
function applied(files: ContentFiles, writes: ReadonlyMap<string, string>, deletions: readonly string[]): ContentFiles {
  const gone = new Set(deletions);
  const texts = new Map([...files.texts].filter(([file]) => !gone.has(file)));
  for (const [file, text] of writes) texts.set(file, text);
  const albumFolders = Object.fromEntries(
    Object.entries(files.albumFolders)
      .map(([album, names]) => [album, names.filter((name) => !gone.has(`content/albums/${album}/${name}`))] as const)
      .filter(([, names]) => names.length > 0),
  );
  return { texts, albumFolders };
}

/**
 * What taking the demo away does to these files (the content's texts with content/routes.ts and
 * firebase.json, and each album folder's files), with the site's address when it is known (the
 * terminal leaves the address's check to the set-up when it is not).
 */
export function takeTheDemoAway(files: ContentFiles, siteUrl: string | undefined): OwnWorkResult {
  const { texts } = files;
  const { albums, problems: albumProblems } = parseAlbums(albumTextsOf(files.albumFolders, texts));
  const sharing = sharingSettingsOf(texts.get(SHARING_SETTINGS_FILE));
  const routesText = texts.get(ROUTES_FILE) ?? '';
  const movedPages = movedPagesIn(routesText);
  const plan = planOwnWork({
    albums,
    albumProblems,
    demo: demoAlbums(files),
    pagePhotos: pagePhotoProblems(texts.get(PAGE_PHOTOS_FILE)),
    sharingAlbum: 'album' in sharing ? sharing.album : undefined,
    testimonials: testimonialsAsWritten(texts.get(TESTIMONIALS_FILE)),
    isDemoTestimonial: isDemoEntry,
    movedPages,
  });
  if (plan.refused) return { refused: true, lines: checklist(plan, []) };

  const writes = new Map<string, string>();
  const rewrite = (file: string, data: Record<string, unknown>) =>
    writes.set(file, dataFileText(texts.get(file) ?? '', data));
  if (plan.pagePhotos) rewrite(PAGE_PHOTOS_FILE, plan.pagePhotos);
  if (plan.sharingAlbum !== undefined) rewrite(SHARING_SETTINGS_FILE, { album: plan.sharingAlbum });
  if (plan.testimonials) rewrite(TESTIMONIALS_FILE, { testimonials: plan.testimonials });
  if (plan.unmoved) {
    writes.set(ROUTES_FILE, withoutMovedPages(routesText, plan.unmoved));
    const firebase = texts.get(FIREBASE_FILE);
    if (firebase !== undefined) {
      const without = withoutMovedRedirects(
        firebase,
        Object.fromEntries(plan.unmoved.map((from) => [from, movedPages[from]!])),
      );
      if (without instanceof Error)
        return {
          refused: true,
          lines: [
            `✗ ${without.message}: ask whoever looks after the site’s code to run npm run redirects.`,
            NOTHING_CHANGED,
          ],
        };
      writes.set(FIREBASE_FILE, without);
    }
  }
  const deletions = plan.remove.flatMap((album) =>
    (files.albumFolders[album] ?? []).map((name) => `content/albums/${album}/${name}`),
  );

  const after = applied(files, writes, deletions);
  const { blockers } = goingLive({ siteUrl, ...after });
  // Without the site's address (the terminal, where only the environment would tell it), its check is the set-up's.
  const left: Blocker[] = siteUrl === undefined ? blockers.filter((blocker) => blocker.fix.by !== 'setup') : blockers;
  return {
    refused: false,
    changed: changesAnything(plan),
    writes,
    deletions,
    done: changesAnything(plan) ? plan.done : [],
    lines: checklist(plan, left),
    after,
  };
}
