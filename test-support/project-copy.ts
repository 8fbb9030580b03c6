/**
 * A working copy of the project in another folder, to build or edit without touching this one:
 * its files as they are now (tracked, and untracked ones git does not ignore), with node_modules,
 * the photo cache and every album's photos (the demo ones are git-ignored) as hard links, so the
 * copy's build encodes only photos it does not already have. Used by the measurements of bench/
 * and the editor's end-to-end test.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

const projectRoot = join(__dirname, '..');

/**
 * Mirrors a folder with hard links (no second install, no extra disk): the project's node_modules
 * into a copy of the project, which also gets the photos this way; a `.cache` inside is left out
 * (node_modules/.cache). For node_modules a symlink would be simpler, but Turbopack follows it to
 * the project folder and then compiles this project's own files into the copy's build (or, with
 * turbopack.root on the copy, refuses a node_modules outside the root). Falls back to copying
 * where hard links are not possible.
 */
function linkTree(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === '.cache') continue;
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (entry.isDirectory()) linkTree(from, to);
    else linkFile(from, to);
  }
}

/** A hard link, or a copy where one is not possible (another file system). */
function linkFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Says that a folder is a copy this module made, which a later copy may delete and make again. */
const MARKER = '.project-copy';

function emptyFolder(folder: string): void {
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    if (!existsSync(join(folder, MARKER)))
      throw new Error(`${folder} is not empty and is not a copy of the project: give a new folder`);
    rmSync(folder, { recursive: true, force: true });
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, MARKER),
    'A copy of the project (test-support/project-copy.ts); deleted and made again by the next one.\n',
  );
}

/** A hard link (a copy across file systems), making the folder first. */
export function link(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  linkFile(from, to);
}

function copySources(target: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of new Set(listed.stdout.split('\0').filter(Boolean))) {
    const from = join(projectRoot, file);
    if (!existsSync(from)) continue; // deleted, not yet committed
    const to = join(target, file);
    mkdirSync(dirname(to), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
  }
}

/** Where `next build` keeps what it can reuse: Turbopack's compiled modules and the type check's state. */
const BUILD_CACHE = join('.next', 'cache');

/**
 * Copies the project into `target`, a folder outside it (git would see a copy inside as the project's own files).
 * `buildCache` also gives the copy the project's last `next build` cache (copied, not linked: the
 * build rewrites it in place), so the copy's build compiles again only what differs, as the cache
 * decides by contents; off by default, since the deploy workflow's build starts without one and
 * the measurements of bench/ time that build.
 */
export function copyProject(target: string, { buildCache = false }: { buildCache?: boolean } = {}): void {
  if (!relative(projectRoot, target).startsWith('..'))
    throw new Error(`give a folder outside the project (${projectRoot})`);
  emptyFolder(target);
  copySources(target);
  for (const folder of [join('public', 'photos'), '.cache']) {
    if (existsSync(join(projectRoot, folder))) linkTree(join(projectRoot, folder), join(target, folder));
  }
  // Turbopack refuses a node_modules that is a link to another folder.
  linkTree(join(projectRoot, 'node_modules'), join(target, 'node_modules'));
  const albums = join(projectRoot, 'content', 'albums');
  for (const album of readdirSync(albums, { withFileTypes: true })) {
    if (!album.isDirectory()) continue;
    for (const file of readdirSync(join(albums, album.name))) {
      const to = join(target, 'content', 'albums', album.name, file);
      if (!existsSync(to)) link(join(albums, album.name, file), to);
    }
  }
  if (buildCache && existsSync(join(projectRoot, BUILD_CACHE))) {
    cpSync(join(projectRoot, BUILD_CACHE), join(target, BUILD_CACHE), { recursive: true });
  }
}
