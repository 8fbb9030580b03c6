/**
 * What a build was made from: every file of the project that git would see (tracked, and new
 * files it does not ignore: the photographer's albums and photos among them), by name, size and
 * time. `npm start` builds again when it changed, and says which files did.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type BuildInputs = Record<string, string>;

const buildInputsFile = (root: string): string => join(root, '.next', 'build-inputs.json');

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

export function readBuildInputs(root: string): BuildInputs | null {
  try {
    return JSON.parse(readFileSync(buildInputsFile(root), 'utf8')) as BuildInputs;
  } catch {
    return null;
  }
}

export function saveBuildInputs(root: string, inputs: BuildInputs): void {
  mkdirSync(dirname(buildInputsFile(root)), { recursive: true });
  writeFileSync(buildInputsFile(root), JSON.stringify(inputs));
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
