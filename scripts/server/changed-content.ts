/**
 * What is under content/ now, as a build reads it, and what changed between two such readings.
 * The editor rewrites every file of an album when it saves (both languages, though she changed
 * one): only a file whose bytes differ is one she changed, and the one to name. Reading never
 * throws: a file that is gone by the time it is read is simply gone, a folder is never read as a
 * file, and one that cannot be read is marked so, with the reason, for the terminal to say.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/** A file's bytes (their hash), or why they could not be read; `stamp` is the stat they were read at. */
type FileState = { fingerprint: string; stamp: string };

export type ContentState = {
  /** Each file by its path from the project's folder, with `/` ("content/albums/ana-joao/index.en.md"). */
  files: ReadonlyMap<string, FileState>;
  /** The files that could not be read, each with the reason ("permission denied"). */
  unreadable: ReadonlyMap<string, string>;
};

export type ContentChange =
  | { kind: 'changed' | 'added' | 'removed'; path: string }
  | { kind: 'folder-added' | 'folder-removed'; path: string }
  | { kind: 'folder-renamed'; path: string; to: string };

/** How files are looked at; the tests put failures in. */
export type FileAccess = { stat: (file: string) => Stats; read: (file: string) => Buffer };
const disk: FileAccess = { stat: (file) => statSync(file), read: (file) => readFileSync(file) };

/** Editors' temporary files (".index.en.md.123.tmp") and the system's (".DS_Store") are nobody's content. */
const isHidden = (file: string): boolean => file.split('/').some((segment) => segment.startsWith('.'));

const codeOf = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

function reasonOf(error: unknown): string {
  const code = codeOf(error);
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EBUSY') return 'in use by another program';
  return code ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The files git would see under `folder` (tracked, and new ones it does not ignore): what a build is
 * made from. The demo photos a build paints into content/ are ignored, so a build never causes
 * another. Outside a git repository, every file under the folder.
 */
function listFiles(root: string, folder: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', folder], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status === 0) return listed.stdout.split('\0').filter(Boolean);
  const found: string[] = [];
  const walk = (relative: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return; // Gone or closed to us: its files are not listed, and reading them would say why.
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else found.push(child);
    }
  };
  walk(folder);
  return found;
}

/**
 * Reads the files under `folder` (relative to `root`). A file whose size, time and inode are those
 * of `previous` is not read again.
 */
export function readContentState(
  root: string,
  {
    folder = 'content',
    previous,
    access = disk,
  }: { folder?: string; previous?: ContentState; access?: FileAccess } = {},
): ContentState {
  const files = new Map<string, FileState>();
  const unreadable = new Map<string, string>();
  for (const file of listFiles(root, folder)) {
    if (isHidden(file)) continue;
    const full = path.join(root, file);
    let stats: Stats;
    try {
      stats = access.stat(full);
    } catch (error) {
      if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') continue;
      unreadable.set(file, reasonOf(error));
      files.set(file, { fingerprint: `unreadable: ${reasonOf(error)}`, stamp: '' });
      continue;
    }
    if (!stats.isFile()) continue;
    const stamp = `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
    const known = previous?.files.get(file);
    if (known?.stamp === stamp && !previous?.unreadable.has(file)) {
      files.set(file, known);
      continue;
    }
    try {
      files.set(file, { fingerprint: createHash('sha256').update(access.read(full)).digest('hex'), stamp });
    } catch (error) {
      const code = codeOf(error);
      // Removed, or replaced by a folder, since it was listed: not a file any more.
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') continue;
      unreadable.set(file, reasonOf(error));
      files.set(file, { fingerprint: `unreadable: ${reasonOf(error)}`, stamp });
    }
  }
  return { files, unreadable };
}

/** Every folder holding a file, and the folders above it, below the top one (content/ itself). */
function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const segments = file.split('/');
    for (let end = segments.length - 1; end > 1; end--) folders.add(segments.slice(0, end).join('/'));
  }
  return folders;
}

/** The folders of `mine` that `other` does not have, only the outermost ones. */
function outermostNew(mine: Set<string>, other: Set<string>): string[] {
  const fresh = [...mine].filter((folder) => !other.has(folder));
  return fresh.filter((folder) => !fresh.includes(path.posix.dirname(folder))).sort();
}

/** A folder's files, by their path inside it, with their bytes' hash. */
function contentsOf(state: ContentState, folder: string): string {
  const inside = [...state.files]
    .filter(([file]) => file.startsWith(`${folder}/`))
    .map(([file, { fingerprint }]) => `${file.slice(folder.length)}\0${fingerprint}`);
  return inside.sort().join('\n');
}

/**
 * What differs from `before` to `after`, in path order: a file changed, added or removed, or a
 * whole folder added, removed or renamed (the same files under a new name), named once for all
 * its files.
 */
export function contentChanges(before: ContentState, after: ContentState): ContentChange[] {
  const foldersBefore = foldersOf(before.files.keys());
  const foldersAfter = foldersOf(after.files.keys());
  let added = outermostNew(foldersAfter, foldersBefore);
  let removed = outermostNew(foldersBefore, foldersAfter);
  const changes: ContentChange[] = [];
  for (const from of removed) {
    const contents = contentsOf(before, from);
    const to = added.find((candidate) => contentsOf(after, candidate) === contents);
    if (to === undefined) continue;
    changes.push({ kind: 'folder-renamed', path: from, to });
    added = added.filter((folder) => folder !== to);
    removed = removed.filter((folder) => folder !== from);
  }
  changes.push(...added.map((folder) => ({ kind: 'folder-added' as const, path: folder })));
  changes.push(...removed.map((folder) => ({ kind: 'folder-removed' as const, path: folder })));
  const named = changes.flatMap((change) =>
    change.kind === 'folder-renamed' ? [change.path, change.to] : change.path,
  );
  const inNamedFolder = (file: string) => named.some((folder) => file.startsWith(`${folder}/`));

  for (const [file, state] of after.files) {
    if (inNamedFolder(file)) continue;
    const earlier = before.files.get(file);
    if (!earlier) changes.push({ kind: 'added', path: file });
    else if (earlier.fingerprint !== state.fingerprint) changes.push({ kind: 'changed', path: file });
  }
  for (const file of before.files.keys()) {
    if (!after.files.has(file) && !inNamedFolder(file)) changes.push({ kind: 'removed', path: file });
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const MOST_NAMED = 4;

function nameOf(change: ContentChange): string {
  switch (change.kind) {
    case 'changed':
      return change.path;
    case 'added':
      return `${change.path} (new)`;
    case 'removed':
      return `${change.path} (removed)`;
    case 'folder-added':
      return `${change.path}/ (new folder)`;
    case 'folder-removed':
      return `${change.path}/ (folder removed)`;
    case 'folder-renamed':
      return `${change.path}/ (renamed ${change.to}/)`;
  }
}

/** "content/albums/ana-joao/index.en.md and content/albums/nova/ (new folder)"; past four, "and 3 more". */
export function nameChanges(changes: readonly ContentChange[]): string {
  const names = changes.slice(0, MOST_NAMED).map(nameOf);
  const more = changes.length - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
