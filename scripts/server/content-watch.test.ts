/** @jest-environment node */
/*
 * The real watcher over a real folder, written the way the editor writes (a temporary file renamed
 * over the old one), with a stand-in for `npm run build` that reads the content as a build does,
 * paints a git-ignored demo photo as the real one does, and can be held to play a slow build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryFolder } from '@/test-support/temporary-folders';
import { readContentState } from './changed-content';
import { watchContent, type ContentWatch } from './content-watch';

/** Generous: a busy machine may be slow to report, and a wait ends as soon as the line comes. */
const WAIT_MS = 20_000;
jest.setTimeout(4 * WAIT_MS);
const BUILT = 'The site is built again with your change: reload the page to see it.';
const building = (what: string) => `${what} changed: building the site again (about two minutes)…`;

const root = temporaryFolder('content-watch');
const at = (file: string) => path.join(root, file);
let saves = 0;
/** Writes a file as the editor's local API does: aside under a hidden name, then renamed over. */
function save(file: string, text: string) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  const aside = path.join(path.dirname(at(file)), `.${path.basename(file)}.${process.pid}.${(saves += 1)}.tmp`);
  writeFileSync(aside, text);
  renameSync(aside, at(file));
}

/** The text of every Markdown file under content/, as the stand-in build read it. */
type Read = Record<string, string>;
const builds: Read[] = [];
let hold: Promise<void> | undefined;
let buildStarted: (() => void) | undefined;

function readMarkdown(folder = 'content'): Read {
  const read: Read = {};
  for (const entry of readdirSync(at(folder), { withFileTypes: true })) {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) Object.assign(read, readMarkdown(file));
    else if (file.endsWith('.md') && !entry.name.startsWith('.')) read[file] = readFileSync(at(file), 'utf8');
  }
  return read;
}

async function standInBuild(): Promise<boolean> {
  builds.push(readMarkdown());
  // The real build paints demo photos into an album that has none; git ignores them.
  save('content/albums/rita-nuno/demo-01.jpg', `painted by build ${builds.length}`);
  buildStarted?.();
  await hold;
  return true;
}

/** What a watch says, and a wait for its next lines. */
function terminal() {
  const lines: string[] = [];
  let told = 0;
  let newLine: (() => void) | undefined;
  const log = (line: string) => {
    lines.push(line.trim());
    newLine?.();
  };
  /** Waits until the terminal has said these lines next, and nothing else. */
  async function expectLines(expected: string[]) {
    const deadline = Date.now() + WAIT_MS;
    while (lines.length < told + expected.length && Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        newLine = resolve;
        timer = setTimeout(resolve, deadline - Date.now());
      });
      clearTimeout(timer);
    }
    expect(lines.slice(told)).toEqual(expected);
    told += expected.length;
  }
  return { lines, log, expectLines };
}

const { lines, log, expectLines } = terminal();
let watch: ContentWatch;

beforeAll(async () => {
  expect(spawnSync('git', ['init', '-q'], { cwd: root }).status).toBe(0);
  writeFileSync(at('.gitignore'), 'content/albums/**/demo-*.jpg\n');
  save('content/albums/rita-nuno/index.en.md', 'Rita & Nuno');
  save('content/albums/rita-nuno/index.pt.md', 'Rita e Nuno');
  const built = readContentState(root);
  // Saved while `npm start` was building, before the watcher began.
  save('content/albums/rita-nuno/index.pt.md', 'Rita e Nuno, saved during the first build');
  watch = await watchContent({
    root,
    built,
    rebuild: standInBuild,
    log,
    settleMs: 200,
  });
});

afterAll(() => watch.close());

describe('watchContent, over a real folder', () => {
  it('builds a save made while the first build ran, before watching began', async () => {
    await expectLines([building('content/albums/rita-nuno/index.pt.md'), BUILT]);
  });

  it('names and builds a new album folder with its files', async () => {
    mkdirSync(at('content/albums/nova'));
    save('content/albums/nova/index.en.md', 'Nova, first draft');
    save('content/albums/nova/IMG_1.webp', 'photo');
    await expectLines([building('content/albums/nova/ (new folder)'), BUILT]);
    expect(builds.at(-1)).toMatchObject({ 'content/albums/nova/index.en.md': 'Nova, first draft' });
  });

  it('names and builds each of three saves in a row', async () => {
    for (const draft of ['second', 'third', 'fourth']) {
      save('content/albums/nova/index.en.md', `Nova, ${draft} draft`);
      await expectLines([building('content/albums/nova/index.en.md'), BUILT]);
      expect(builds.at(-1)).toMatchObject({ 'content/albums/nova/index.en.md': `Nova, ${draft} draft` });
    }
  });

  it('names and builds a renamed album folder, then a removed one', async () => {
    renameSync(at('content/albums/nova'), at('content/albums/nova-2'));
    await expectLines([building('content/albums/nova/ (renamed content/albums/nova-2/)'), BUILT]);
    expect(Object.keys(builds.at(-1) ?? {})).toContain('content/albums/nova-2/index.en.md');
    rmSync(at('content/albums/nova-2'), { recursive: true });
    await expectLines([building('content/albums/nova-2/ (folder removed)'), BUILT]);
    expect(Object.keys(builds.at(-1) ?? {})).not.toContain('content/albums/nova-2/index.en.md');
  });

  it('names a save made during a slow build and builds exactly once more after it', async () => {
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (buildStarted = resolve));
    save('content/albums/rita-nuno/index.en.md', 'Rita & Nuno, in June');
    await expectLines([building('content/albums/rita-nuno/index.en.md')]);
    await started;
    save('content/albums/rita-nuno/index.pt.md', 'Rita e Nuno, em junho');
    await expectLines([
      'content/albums/rita-nuno/index.pt.md changed during the build: the site is built again once it ends.',
    ]);
    hold = undefined;
    release();
    await expectLines([BUILT, building('content/albums/rita-nuno/index.pt.md'), BUILT]);
    expect(builds.at(-1)).toMatchObject({ 'content/albums/rita-nuno/index.pt.md': 'Rita e Nuno, em junho' });
  });

  it('tells a watcher’s error in a line and goes on watching', async () => {
    const error = Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), {
      code: 'ENOSPC',
    });
    watch.watcher.emit('error', error);
    await expectLines([
      'Watching content/ ran into a problem (ENOSPC: System limit for number of file watchers reached): it goes on.',
    ]);
    save('content/albums/rita-nuno/index.en.md', 'Rita & Nuno, in July');
    await expectLines([building('content/albums/rita-nuno/index.en.md'), BUILT]);
  });

  it('built once per change named, never for the demo photos the builds painted', () => {
    expect(lines.filter((line) => line === BUILT)).toHaveLength(builds.length);
    expect(builds).toHaveLength(10);
    expect(lines.join('\n')).not.toContain('demo-01.jpg');
  });
});

describe('watchContent, when the watcher misses an event', () => {
  it('still sees the change at its next reading of the content', async () => {
    const elsewhere = temporaryFolder('content-watch-sweep');
    mkdirSync(path.join(elsewhere, 'content'));
    writeFileSync(path.join(elsewhere, 'content/testimonials.yml'), '- Ana');
    const { log, expectLines } = terminal();
    const sweeping = await watchContent({
      root: elsewhere,
      built: readContentState(elsewhere),
      rebuild: () => Promise.resolve(true),
      log,
      settleMs: 100,
      sweepMs: 300,
    });
    try {
      writeFileSync(path.join(elsewhere, 'content/testimonials.yml'), '- Ana\n- Rui');
      await expectLines([building('content/testimonials.yml'), BUILT]);
      // As if the system's event queue overflowed: the watcher hears nothing more of the file.
      sweeping.watcher.unwatch(path.join(elsewhere, 'content/testimonials.yml'));
      writeFileSync(path.join(elsewhere, 'content/testimonials.yml'), '- Ana\n- Rui\n- Sofia');
      await expectLines([building('content/testimonials.yml'), BUILT]);
    } finally {
      await sweeping.close();
    }
  });
});
