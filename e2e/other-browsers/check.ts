/**
 * `npm run test:browsers [-- firefox|webkit] [--verbose] [--skip-missing]`: the editor (/admin/, Sveltia CMS) in
 * Firefox and WebKit, one after the other, each doing what the photographer does under
 * `npm run admin` (steps.ts), then the saved files read as the site's build reads
 * them (saved-album.ts).
 *
 * It works in a throwaway copy of content/ (deleted at the end) with the local editor started
 * in-process. It fails (exit code 1) when a step fails or hangs (60 s each), when the page violates
 * its Content-Security-Policy, or when the saved album is not what was typed; console errors, page
 * errors and requests to other hosts are reported, and a failure's screenshot is kept in the
 * system's temporary folder. A browser that is not installed fails the check too, naming its
 * Debian package; on a computer without it, --skip-missing leaves it unchecked instead, and in CI
 * that flag is refused. --verbose prints each step as it starts.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ALBUMS_DIR } from '@/lib/albums/read';
import { ADMIN_PATH } from '@/admin/build/build-admin';
import { startLocalEditor } from '@/scripts/server/local-editor';
import { launchFirefox, launchWebKit, missing } from './browsers';
import { recorded, recorderSource, type Records } from './page-scripts';
import { ALBUM, checkSavedAlbum } from './saved-album';
import {
  fillAndSaveAlbum,
  isBrowserCrash,
  StepFailure,
  STEP_TIMEOUT_MS,
  withTimeout,
  type EditorBrowser,
} from './steps';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const skipMissing = args.includes('--skip-missing');
const only = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.toLowerCase());
const browsers = { Firefox: launchFirefox, WebKit: launchWebKit } as const;

/** Whatever must be closed or deleted, even after Ctrl+C: last opened, first closed. */
const cleanups: (() => Promise<unknown>)[] = [];
let stopping = false;
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
}

const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The lines, each once, with how many times it came: "3× TypeError: …". */
function tally(lines: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, count]) => (count > 1 ? `${count}× ${line}` : line));
}

/**
 * A copy of what the local editor reads (content/, the icon, firebase.json with the editor's
 * Content-Security-Policy, an empty .git: the editor only accepts a repository's root), and a
 * camera's 3000×2000 JPEG with the camera's name and a GPS position the editor must drop.
 */
async function makeThrowawayProject(): Promise<{ projectRoot: string; photo: string }> {
  const sourceRoot = path.resolve(import.meta.dirname, '..', '..');
  const projectRoot = mkdtempSync(path.join(os.tmpdir(), 'admin-other-browsers-'));
  cleanups.push(() => Promise.resolve(rmSync(projectRoot, { recursive: true, force: true })));
  for (const file of ['content', 'app/icon.svg', 'firebase.json'])
    cpSync(path.join(sourceRoot, file), path.join(projectRoot, file), { recursive: true });
  mkdirSync(path.join(projectRoot, '.git'));
  const photo = path.join(projectRoot, 'IMG_1002.jpg');
  const noise = { type: 'gaussian', mean: 128, sigma: 24 } as const;
  await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c4a070', noise } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Nikon', Model: 'Z 6II', Copyright: 'Luz do Sul' },
      // IFD3 is libvips's name for the GPS directory.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 7/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '7/1 39/1 2/1' },
    })
    .toFile(photo);
  return { projectRoot, photo };
}

/** The recorder goes first in the throwaway editor's page, same-origin, so its CSP allows it. */
function addRecorder(projectRoot: string): void {
  const folder = path.join(projectRoot, '.cache', 'local-editor', ADMIN_PATH);
  writeFileSync(path.join(folder, 'recorder.js'), recorderSource);
  const page = path.join(folder, 'index.html');
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace('<head>', `<head>\n    <script src="${ADMIN_PATH}recorder.js"></script>`),
  );
}

/** Waits for the saved files (the editor has said "Entry saved." already; they are its visible result here). */
async function savedFiles(folder: string): Promise<void> {
  const files = ['index.en.md', 'index.pt.md'].map((file) => path.join(folder, file));
  for (const end = Date.now() + 10_000; !files.every((file) => existsSync(file));) {
    if (Date.now() > end)
      throw new Error(
        `${files.filter((file) => !existsSync(file)).join(' and ')} not written 10 s after "Entry saved."`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Outcome = { failure: StepFailure | null; report: string[] };

async function check(
  name: keyof typeof browsers,
  editorUrl: string,
  projectRoot: string,
  photo: string,
): Promise<Outcome> {
  const start = Date.now();
  const albumFolder = path.join(projectRoot, ALBUMS_DIR, ALBUM.slug);
  const log = (line: string) => verbose && console.log(`  ${name} ${since(start)}: ${line}`);
  let browser: EditorBrowser<unknown> | null = null;
  let failure: StepFailure | null = null;
  let notes: string[] = [];
  let records: Records | null = null;
  let screenshot = '';
  try {
    log('start the browser');
    const launching = (browsers[name] as (origin: string) => Promise<EditorBrowser<unknown>>)(
      new URL(editorUrl).origin,
    );
    // Closed at the end even when it comes up late (after its deadline, or Ctrl+C).
    cleanups.push(() => launching.then((late) => late.close()));
    browser = await withTimeout(launching, STEP_TIMEOUT_MS, `did not start in ${STEP_TIMEOUT_MS / 1000} s`).catch(
      (error: unknown) => {
        throw new StepFailure('start the browser', message(error));
      },
    );
    notes = await fillAndSaveAlbum(browser, editorUrl, photo, log);
    log('check the saved files');
    const wrong = await withTimeout(
      savedFiles(albumFolder).then(() => checkSavedAlbum(projectRoot)),
      STEP_TIMEOUT_MS,
      `did not finish in ${STEP_TIMEOUT_MS / 1000} s`,
    ).catch((error: unknown) => [message(error)]);
    if (wrong.length > 0) throw new StepFailure('check the saved files', wrong.join('\n    '));
  } catch (error) {
    failure = error instanceof StepFailure ? error : new StepFailure('(outside the steps)', message(error));
    const file = path.join(os.tmpdir(), `admin-other-browsers-${name.toLowerCase()}-failure.png`);
    if (browser)
      screenshot = await withTimeout(browser.screenshot(file), 15_000, '').then(
        () => file,
        () => '',
      );
  } finally {
    if (browser) {
      records = await withTimeout(browser.evaluate<Records | null>(recorded), 15_000, '').catch(() => null);
      await withTimeout(browser.close(), 30_000, '').catch(() => undefined);
      log('closed the browser');
    }
    // The next browser starts from the same content/.
    rmSync(albumFolder, { recursive: true, force: true });
  }
  // No recorder read, no CSP violations seen: that is a failure, not "none".
  const csp = records?.csp ?? ['(the page has no recorder: its CSP violations cannot be seen)'];
  if (!failure && browser && csp.length > 0)
    failure = new StepFailure(
      'Content-Security-Policy',
      `${csp.length} violation(s):\n    ${tally(csp).join('\n    ')}`,
    );
  const label = browser?.label ?? name;
  const report = [
    failure
      ? `${label}: FAILED at "${failure.step}" after ${since(start)}: ${failure.message}`
      : `${label}: passed in ${since(start)} (album saved, photo ${ALBUM.slug}/*.webp checked)`,
  ];
  if (browser) {
    const seen: [string, readonly string[]][] = [
      ['CSP violations', records ? csp : []],
      [
        'console errors',
        (records?.console ?? []).flatMap((line) => (line.startsWith('error: ') ? [line.slice(7)] : [])),
      ],
      ['page errors', records?.errors ?? []],
      ['requests to other hosts', browser.otherHosts],
    ];
    for (const [kind, lines] of seen)
      report.push(`    ${kind}: ${lines.length === 0 ? 'none' : `\n      ${tally(lines).join('\n      ')}`}`);
  }
  report.push(...notes.map((note) => `    repeated: ${note}`));
  if (screenshot) report.push(`    screenshot: ${screenshot}`);
  return { failure, report };
}

async function main(): Promise<number> {
  const names = Object.keys(browsers) as (keyof typeof browsers)[];
  const unknown = only.filter((name) => !names.some((known) => known.toLowerCase() === name));
  if (unknown.length > 0) {
    console.error(`Unknown browser ${unknown.join(', ')}: firefox or webkit.`);
    return 2;
  }
  if (skipMissing && process.env.CI) {
    console.error('--skip-missing is refused in CI: there, every browser is checked.');
    return 2;
  }
  let failed = false;
  const chosen = names.filter((known) => only.length === 0 || only.includes(known.toLowerCase()));
  const present = chosen.filter((name) => {
    const absent = missing(name);
    if (!absent) return true;
    if (skipMissing) console.log(`${name}: not checked (--skip-missing): ${absent}.`);
    else {
      console.log(`${name}: FAILED: ${absent}. Install it, or leave it unchecked with --skip-missing.`);
      failed = true;
    }
    return false;
  });
  if (present.length === 0) return failed ? 1 : 0;
  const start = Date.now();
  const { projectRoot, photo } = await makeThrowawayProject();
  const editor = await withTimeout(
    startLocalEditor({ projectRoot, port: 0, quiet: true }),
    STEP_TIMEOUT_MS,
    `the local editor did not start in ${STEP_TIMEOUT_MS / 1000} s`,
  );
  cleanups.push(() => editor.close());
  addRecorder(projectRoot);
  // The editor accepts 127.0.0.1 as well as localhost, which could resolve to ::1 where it does not listen.
  const editorUrl = editor.url.replace('//localhost:', '//127.0.0.1:');
  if (verbose) console.log(`The local editor: ${editorUrl}/admin (on ${projectRoot}), ready in ${since(start)}`);
  for (const name of present) {
    let outcome = await check(name, editorUrl, projectRoot, photo);
    if (!stopping && outcome.failure && isBrowserCrash(outcome.failure.message)) {
      console.log(
        [...outcome.report, `${name}: the browser's page died (not the editor's doing): checked again.`].join('\n'),
      );
      outcome = await check(name, editorUrl, projectRoot, photo);
    }
    if (stopping) break; // What an interrupted browser did is no result.
    console.log(outcome.report.join('\n'));
    failed ||= outcome.failure !== null;
  }
  return failed ? 1 : 0;
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
  // Nothing may keep the process alive after the check (a driver's socket, a timer).
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
