/**
 * The editor (/admin/, Sveltia CMS) in the browsers other than Chromium: Firefox and WebKit, one
 * after the other, each doing what the photographer does on her computer under `npm run admin`:
 * "Work with Local Repository", a new album in both languages with a photo from the camera, Save;
 * then the saved files are read as the site's build reads them.
 *
 *   npx tsx scripts/admin/other-browsers.ts [firefox|webkit] [--verbose] [--keep]
 *
 * It works in a throwaway copy of content/ (in the system's temporary folder, deleted at the end),
 * with the local editor started in-process. It fails (exit code 1) when a step fails or hangs
 * (60 s each), when the page violates its Content-Security-Policy, or when the saved album is not
 * what was typed; console errors, page errors and requests to other hosts are reported. A browser
 * that is not installed is reported as not checked, and is no failure.
 *
 * --verbose prints each step as it starts; --keep keeps the throwaway folder, with each browser's
 * album in saved-by-<browser>/. SCREENSHOTS=<folder> keeps a screenshot of each browser after each
 * step; a failure's screenshot is always kept (in that folder, or the system's temporary one).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALBUMS_DIR } from '@/lib/albums/read';
import { startLocalEditor } from './local-editor';
import {
  isBrowserCrash,
  StepFailure,
  STEP_TIMEOUT_MS,
  withTimeout,
  type EditorBrowser,
  type Records,
} from './other-browsers/driver';
import { fillAndSaveAlbum } from './other-browsers/fill-album';
import { firefoxMissing, launchFirefox } from './other-browsers/firefox';
import { makeCameraPhoto, makeThrowawayProject } from './other-browsers/project';
import { ALBUM, checkSavedAlbum } from './other-browsers/saved-album';
import { launchWebKit, webkitMissing } from './other-browsers/webkit';

const sourceRoot = path.resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const keep = args.includes('--keep');
const only = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.toLowerCase());
const screenshots = process.env.SCREENSHOTS ? path.resolve(process.env.SCREENSHOTS) : null;

type Outcome = {
  label: string;
  seconds: number;
  failure: StepFailure | null;
  records: Records | null;
  /** Where its screenshots are: the failure's, or the folder of SCREENSHOTS. */
  screenshots: string | null;
  /** Clicks that had to be repeated. */
  notes: string[];
};

type Candidate = {
  name: string;
  missing: () => string | null;
  check: (context: Context) => Promise<Outcome>;
};

type Context = { editorUrl: string; projectRoot: string; photo: string };

const candidates: Candidate[] = [
  { name: 'Firefox', missing: firefoxMissing, check: (context) => checkBrowser('Firefox', launchFirefox, context) },
  { name: 'WebKit', missing: webkitMissing, check: (context) => checkBrowser('WebKit', launchWebKit, context) },
];

/** Whatever must be closed or deleted, even after Ctrl+C: last opened, first closed. */
const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | null = null;
/** Set by Ctrl+C: no further browser is started. */
let stopping = false;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
  })();
  return cleaning;
}

const since = (start: number) => (Date.now() - start) / 1000;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts the browser within the step deadline; one that comes up after the deadline is closed, not left running. */
async function launchWithin<Element>(
  launch: (origin: string) => Promise<EditorBrowser<Element>>,
  origin: string,
): Promise<EditorBrowser<Element>> {
  let late = false;
  const launching = launch(origin);
  // Closed at the end even when it is still starting then (Ctrl+C, or a deadline passed).
  cleanups.push(() => launching.then((browser) => browser.close()));
  void launching.then((browser) => (late ? browser.close() : undefined)).catch(() => undefined);
  return withTimeout(launching, STEP_TIMEOUT_MS, `did not start in ${STEP_TIMEOUT_MS / 1000} s`).catch(
    (error: unknown) => {
      late = true;
      throw new StepFailure('start the browser', message(error));
    },
  );
}

/** Waits for the saved files (the editor has said "Entry saved." already; they are its visible result here). */
async function savedFiles(folder: string): Promise<void> {
  const files = ['index.en.md', 'index.pt.md'].map((file) => path.join(folder, file));
  const end = Date.now() + 10_000;
  while (!files.every((file) => existsSync(file))) {
    if (Date.now() > end)
      throw new Error(
        `${files.filter((file) => !existsSync(file)).join(' and ')} not written 10 s after "Entry saved."`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function checkBrowser<Element>(
  name: string,
  launch: (origin: string) => Promise<EditorBrowser<Element>>,
  { editorUrl, projectRoot, photo }: Context,
): Promise<Outcome> {
  const start = Date.now();
  const albumFolder = path.join(projectRoot, ALBUMS_DIR, ALBUM.slug);
  rmSync(albumFolder, { recursive: true, force: true });
  let browser: EditorBrowser<Element> | null = null;
  let failure: StepFailure | null = null;
  let records: Records | null = null;
  let screenshotsAt: string | null = null;
  let notes: string[] = [];
  const log = (line: string) => verbose && console.log(`  ${name} ${since(start).toFixed(1)} s: ${line}`);
  const shoot = async (file: string) => {
    const opened = browser;
    if (!opened) return null;
    mkdirSync(path.dirname(file), { recursive: true });
    return withTimeout(opened.screenshot(file), 15_000, 'no screenshot').then(
      () => file,
      () => null,
    );
  };

  try {
    log('start the browser');
    browser = await launchWithin(launch, new URL(editorUrl).origin);
    notes = await fillAndSaveAlbum(browser, {
      editorUrl,
      photo,
      onStep: log,
      afterStep: async (step, index) => {
        const slug = step
          .replace(/[^a-z]+/gi, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase();
        if (screenshots)
          await shoot(path.join(screenshots, `${name.toLowerCase()}-${String(index).padStart(2, '0')}-${slug}.png`));
      },
    });
    log('check the saved files');
    const wrong = await withTimeout(
      savedFiles(albumFolder).then(() => checkSavedAlbum(projectRoot)),
      STEP_TIMEOUT_MS,
      `did not finish in ${STEP_TIMEOUT_MS / 1000} s`,
    ).catch((error: unknown) => [message(error)]);
    if (wrong.length > 0) throw new StepFailure('check the saved files', wrong.join('\n    '));
    screenshotsAt = screenshots;
  } catch (error) {
    failure = error instanceof StepFailure ? error : new StepFailure('(outside the steps)', message(error));
    screenshotsAt = await shoot(
      path.join(screenshots ?? os.tmpdir(), `admin-other-browsers-${name.toLowerCase()}-failure.png`),
    );
  } finally {
    if (browser) {
      records = await withTimeout(browser.records(), 15_000, 'no answer').catch(() => null);
      await withTimeout(browser.close(), 30_000, 'did not close').catch(() => undefined);
      log('closed the browser');
    }
    // The next browser starts from the same content/ (--keep moves what it saved aside, out of content/).
    if (keep && existsSync(albumFolder))
      renameSync(albumFolder, path.join(projectRoot, `saved-by-${name.toLowerCase()}`));
    rmSync(albumFolder, { recursive: true, force: true });
  }
  if (!failure && records && records.csp.length > 0) {
    failure = new StepFailure(
      'Content-Security-Policy',
      `${records.csp.length} violation(s):\n    ${tally(records.csp).join('\n    ')}`,
    );
  }
  return { label: browser?.label ?? name, seconds: since(start), failure, records, screenshots: screenshotsAt, notes };
}

/** The lines, each once, with how many times it came: "3× TypeError: …". */
function tally(lines: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, count]) => (count > 1 ? `${count}× ${line}` : line));
}

function report(outcome: Outcome): void {
  const { label, seconds, failure, records, screenshots: shots, notes } = outcome;
  const time = `${seconds.toFixed(1)} s`;
  console.log(
    failure
      ? `${label}: FAILED at "${failure.step}" after ${time}: ${failure.message}`
      : `${label}: passed in ${time} (album saved, photo ${ALBUM.slug}/*.webp checked)`,
  );
  if (records) {
    const kinds: [string, string[]][] = [
      ['CSP violations', records.csp],
      ['console errors', records.consoleErrors],
      ['page errors', records.pageErrors],
      ['requests to other hosts', records.otherHosts],
    ];
    for (const [kind, lines] of kinds) {
      console.log(`    ${kind}: ${lines.length === 0 ? 'none' : `\n      ${tally(lines).join('\n      ')}`}`);
    }
  }
  for (const note of notes) console.log(`    repeated: ${note}`);
  if (shots) console.log(`    screenshots: ${shots}`);
}

async function main(): Promise<number> {
  const unknown = only.filter((name) => !candidates.some((candidate) => candidate.name.toLowerCase() === name));
  if (unknown.length > 0) {
    console.error(`Unknown browser ${unknown.join(', ')}: firefox or webkit.`);
    return 2;
  }
  const chosen = candidates.filter((candidate) => only.length === 0 || only.includes(candidate.name.toLowerCase()));
  const start = Date.now();
  const projectRoot = makeThrowawayProject(sourceRoot);
  if (!keep) cleanups.push(() => Promise.resolve(rmSync(projectRoot, { recursive: true, force: true })));
  const photo = await makeCameraPhoto(path.join(projectRoot, 'camera'));
  const editor = await withTimeout(
    startLocalEditor({ projectRoot, port: 0, quiet: true }),
    STEP_TIMEOUT_MS,
    `the local editor did not start in ${STEP_TIMEOUT_MS / 1000} s`,
  );
  cleanups.push(() => editor.close());
  if (verbose || keep)
    console.log(`The local editor: ${editor.url}/admin (on ${projectRoot}), ready in ${since(start).toFixed(1)} s`);

  const failed: string[] = [];
  for (const candidate of chosen) {
    if (stopping) break;
    const missing = candidate.missing();
    if (missing) {
      console.log(`${candidate.name}: not checked: ${missing}.`);
      continue;
    }
    let outcome = await candidate.check({ editorUrl: editor.url, projectRoot, photo });
    if (stopping) break; // What an interrupted browser did is no result.
    if (outcome.failure && isBrowserCrash(outcome.failure.message)) {
      report(outcome);
      console.log(
        `${candidate.name}: the browser's page died (not the editor's doing): checked again in a new session.`,
      );
      outcome = await candidate.check({ editorUrl: editor.url, projectRoot, photo });
      if (stopping) break;
    }
    report(outcome);
    if (outcome.failure) failed.push(candidate.name);
  }
  return failed.length > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`\n${signal}: closing the browsers and the editor, deleting the throwaway folder.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

void main()
  .catch((error: unknown) => {
    console.error(
      `The cross-browser check could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    // Nothing may keep the process alive after the check (a driver's socket, a timer).
    process.exit(code);
  });
