/**
 * The machine's shelf: encoded photos and painted demo photos, kept once per machine by what made
 * them (content-addressed, like npm's cache), so that a fresh clone, a git worktree or a project
 * copy on a machine that built before takes its photos from here instead of encoding them again.
 *
 * Where   $PHOTO_SHELF_DIR, else $XDG_CACHE_HOME/<project>/photos, else ~/.cache/<project>/photos.
 *         Safe to delete at any time: whatever is missing is made again and shelved.
 * Entry   <shelf>/<kind>/<key>/: the files and entry.json (each file's size, and the record the
 *         pipeline needs to use them). Built under <shelf>/.tmp/ and renamed into place, so that
 *         two builds at once never see half an entry. An entry with a missing file or a size that
 *         differs from entry.json is a miss, and the next put replaces it.
 * Age     entries not used for UNUSED_DAYS days are removed at the end of a run (a use touches
 *         entry.json); what a killed run left in .tmp/ goes after a day.
 * The shelf only saves time: when it cannot be created or written (read-only home, full disk),
 * the pipeline says so in one line and makes every photo itself, as without it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The project's name in the shelf's path, written once here rather than read from package.json:
 * the tests build projects in temporary folders without one, and every checkout of this project
 * must find the same shelf.
 */
const SHELF_PROJECT = 'algarve-storyteller-photography';

/** Entries not used for this many days are removed at the end of a run. */
export const UNUSED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const ENTRY_FILE = 'entry.json';
const TEMPORARY = '.tmp';

/** The shelf's folder: $PHOTO_SHELF_DIR, else the XDG cache folder (~/.cache) of this project. */
export function shelfDirOf(env: Readonly<Record<string, string | undefined>>, home: string): string {
  if (env.PHOTO_SHELF_DIR) return path.resolve(env.PHOTO_SHELF_DIR);
  // The XDG rule: a relative XDG_CACHE_HOME is invalid and ignored.
  const xdg = env.XDG_CACHE_HOME;
  const cacheHome = xdg && path.isAbsolute(xdg) ? xdg : path.join(home, '.cache');
  return path.join(cacheHome, SHELF_PROJECT, 'photos');
}

/** What made the bytes besides the input: another libvips or sharp must never serve old bytes. */
export type EncoderVersions = { vips: string; sharp: string };

const keyOf = (parts: readonly unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** An encoded photo's key: its output fingerprint (content + settings) and the encoder's versions. */
export const encodedKeyOf = (fingerprint: string, versions: EncoderVersions): string =>
  keyOf(['encoded', fingerprint, versions.vips, versions.sharp]);

/** A demo photo's key: the painting code, the plan's parameters for this photo and the encoder. */
export const demoKeyOf = (
  codeHash: string,
  plan: { category: string; album: string; number: number },
  versions: EncoderVersions,
): string => keyOf(['demo', codeHash, plan.category, plan.album, plan.number, versions.vips, versions.sharp]);

type ShelfKind = 'encoded' | 'demo';
type ShelfFile = { name: string; bytes: number };
type EntryFile<T> = { files: ShelfFile[]; record: T };

/** A shelf entry found whole: where each of its files is, and its record. */
type ShelfHit<T> = { paths: ReadonlyMap<string, string>; record: T };

/**
 * How a file reaches its place: by hard link when both are on one file system (no bytes copied),
 * else by copy. Either way through a temporary name and a rename, so the target's old inode is
 * replaced, never written into: a hard-linked file shared with the shelf is never changed.
 */
export async function placeFile(from: string, to: string, how: 'link' | 'copy'): Promise<void> {
  const temporary = `${to}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    if (how === 'link') {
      try {
        await link(from, temporary);
      } catch {
        await copyFile(from, temporary);
      }
    } else {
      await copyFile(from, temporary);
    }
    await rename(temporary, to);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error
    ? String(error.code)
    : error instanceof Error
      ? error.message
      : String(error);

export type Shelf = {
  dir: string;
  /** The entry under `key`, or null when there is none or it is partial or corrupt. */
  take: <T>(kind: ShelfKind, key: string) => Promise<ShelfHit<T> | null>;
  /** Shelves `files` (their names in the entry and where they are now) with `record`. Never throws. */
  put: <T>(
    kind: ShelfKind,
    key: string,
    files: readonly { name: string; from: string }[],
    record: T,
    how: 'link' | 'copy',
  ) => Promise<void>;
  /** Removes entries not used for UNUSED_DAYS days, and old leftovers of killed runs. */
  evict: (now?: number) => Promise<number>;
};

/**
 * The shelf at `dir`, or null (said in one line) when it cannot be created or written: the
 * pipeline then works as it does without one.
 */
export async function openShelf(dir: string, log: (line: string) => void): Promise<Shelf | null> {
  const temporaryDir = path.join(dir, TEMPORARY);
  try {
    await mkdir(temporaryDir, { recursive: true });
    const probe = path.join(temporaryDir, `probe.${process.pid}.${randomBytes(4).toString('hex')}`);
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    log(`Photo shelf: cannot write to ${dir} (${codeOf(error)}), so this run makes every photo itself`);
    return null;
  }

  let putFailed = false;
  const entryDir = (kind: ShelfKind, key: string) => path.join(dir, kind, key);

  async function read<T>(where: string): Promise<ShelfHit<T> | null> {
    try {
      const entry = JSON.parse(await readFile(path.join(where, ENTRY_FILE), 'utf8')) as EntryFile<T>;
      if (!Array.isArray(entry.files) || entry.files.length === 0) return null;
      const paths = new Map<string, string>();
      for (const file of entry.files) {
        const full = path.join(where, path.basename(file.name));
        if ((await stat(full)).size !== file.bytes) return null;
        paths.set(file.name, full);
      }
      return { paths, record: entry.record };
    } catch {
      return null;
    }
  }

  return {
    dir,
    async take<T>(kind: ShelfKind, key: string) {
      const where = entryDir(kind, key);
      const hit = await read<T>(where);
      if (hit) {
        const now = new Date();
        await utimes(path.join(where, ENTRY_FILE), now, now).catch(() => {});
      }
      return hit;
    },
    async put(kind, key, files, record, how) {
      if (putFailed) return;
      const staging = path.join(temporaryDir, `${key}.${process.pid}.${randomBytes(4).toString('hex')}`);
      try {
        await mkdir(staging, { recursive: true });
        const listed: ShelfFile[] = [];
        for (const file of files) {
          await placeFile(file.from, path.join(staging, file.name), how);
          listed.push({ name: file.name, bytes: (await stat(path.join(staging, file.name))).size });
        }
        const entry: EntryFile<typeof record> = { files: listed, record };
        await writeFile(path.join(staging, ENTRY_FILE), JSON.stringify(entry));
        const target = entryDir(kind, key);
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(staging, target);
        } catch {
          // Something is there already: another build's whole entry (keep it), or a broken one
          // (move it aside, then put ours in its place).
          if (await read(target)) {
            await rm(staging, { recursive: true, force: true });
            return;
          }
          const aside = `${staging}.broken`;
          await rename(target, aside).catch(() => {});
          await rename(staging, target).catch(() => {});
          await rm(aside, { recursive: true, force: true });
        }
      } catch (error) {
        putFailed = true;
        log(`Photo shelf: cannot store in ${dir} (${codeOf(error)}), so the rest of this run is not shelved`);
      } finally {
        await rm(staging, { recursive: true, force: true }).catch(() => {});
      }
    },
    async evict(now = Date.now()) {
      let removed = 0;
      const older = async (file: string, days: number) => {
        try {
          return now - (await stat(file)).mtimeMs > days * DAY_MS;
        } catch {
          return true;
        }
      };
      for (const kind of ['encoded', 'demo'] as const) {
        const kindDir = path.join(dir, kind);
        for (const key of await readdir(kindDir).catch(() => [] as string[])) {
          const where = path.join(kindDir, key);
          // An entry without entry.json is judged by its folder's age: a put may be just renaming it in.
          const marker = (await stat(path.join(where, ENTRY_FILE)).catch(() => null)) ? ENTRY_FILE : '.';
          if (await older(path.join(where, marker), UNUSED_DAYS)) {
            await rm(where, { recursive: true, force: true }).catch(() => {});
            removed++;
          }
        }
      }
      for (const name of await readdir(temporaryDir).catch(() => [] as string[])) {
        const where = path.join(temporaryDir, name);
        if (await older(where, 1)) await rm(where, { recursive: true, force: true }).catch(() => {});
      }
      return removed;
    },
  };
}

/** The shelf this machine uses, from the environment. */
export const machineShelfDir = (): string => shelfDirOf(process.env, os.homedir());

/**
 * A module and every module of this repository that runs with it, as esbuild's bundler resolves them
 * (imports of every form, re-exports, `import()` of a literal; `./`, `../`, `@/`), without packages or
 * `import type`, which cannot change what runs; as paths from `repoRoot`, sorted.
 */
export async function sourceFilesOf(entry: string, repoRoot: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    alias: { '@': repoRoot },
    // Without it esbuild drops an import whose names go unused, yet that module still runs on import.
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).sort();
}

/**
 * A hash of a module's source and of what it imports from this repository (sourceFilesOf): the
 * demo painter's part of its shelf key, so that any edit to the code that paints changes the key.
 */
export async function sourceHashOf(entry: string, repoRoot: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await sourceFilesOf(entry, repoRoot)) {
    hash.update(`${file}\0${await readFile(path.join(repoRoot, file), 'utf8')}\0`);
  }
  return hash.digest('hex');
}
