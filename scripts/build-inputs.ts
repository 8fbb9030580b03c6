/**
 * What a build was made from: its settings and every file of the project that git would see
 * (tracked, and new files it does not ignore: the photographer's albums and photos among them), by
 * name, size and time. `npm start` builds again when either changed, and says which files did.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type BuildInputs = Record<string, string>;
/** Which settings out/ was built with: the local inbox's, the photographer's own, or the tests'. */
export type BuildFlavour = 'local' | 'configured' | 'test';
/** What `npm start` keeps of the last build, next to the build cache. */
type BuildRecord = { flavour: BuildFlavour; inputs: BuildInputs };

const recordFile = (root: string): string => join(root, '.next', 'build-inputs.json');

/** Each file's size and modification time, by its path in the project. */
export function currentInputs(root: string): BuildInputs {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) return {};
  const inputs: BuildInputs = {};
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const full = join(root, file);
    if (!existsSync(full)) continue;
    const { size, mtimeMs } = statSync(full);
    inputs[file] = `${size}:${Math.floor(mtimeMs)}`;
  }
  return inputs;
}

export function readBuildRecord(root: string): Partial<BuildRecord> {
  try {
    return JSON.parse(readFileSync(recordFile(root), 'utf8')) as Partial<BuildRecord>;
  } catch {
    return {};
  }
}

export function saveBuildRecord(root: string, record: BuildRecord): void {
  mkdirSync(dirname(recordFile(root)), { recursive: true });
  writeFileSync(recordFile(root), JSON.stringify(record));
}

/** The files added, changed or removed between two builds' inputs, in name order. */
export function changedInputs(before: BuildInputs, now: BuildInputs): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...names].filter((name) => before[name] !== now[name]).sort();
}

/** "content/albums/rita-nuno/index.en.md and 3 other files". */
export function describeChanges(changed: readonly string[]): string {
  if (changed.length <= 1) return changed[0] ?? 'nothing';
  const others = changed.length - 1;
  return `${changed[0]} and ${others} other file${others === 1 ? '' : 's'}`;
}

/** Why the export must be built again (a sentence), or null when the one there is up to date. */
export function reasonToBuild({
  forced,
  hasExport,
  sameSettings,
  before,
  now,
}: {
  forced: boolean;
  hasExport: boolean;
  sameSettings: boolean;
  before: BuildInputs | null;
  now: BuildInputs;
}): string | null {
  if (forced) return 'asked for (--build)';
  if (!hasExport) return 'there is none yet';
  if (!sameSettings) return 'the last one was made with other settings';
  if (!before) return 'the last one does not say what it was made from';
  const changed = changedInputs(before, now);
  return changed.length > 0 ? `${describeChanges(changed)} changed since the last build` : null;
}
