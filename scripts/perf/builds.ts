import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { perfDir, projectRoot } from './paths';

const baselineSource = join(perfDir, 'baseline');
const baselineBuildDir = join(perfDir, '.baseline');

/** The static export measured as `current`. */
export const currentSiteDir = join(projectRoot, 'out');
/** The empty Next.js page measured as `empty`: the framework's floor. */
export const emptySiteDir = join(baselineBuildDir, 'out');

function run(command: string, args: string[], options: SpawnSyncOptions): void {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

export function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The settings the export in out/ was built with ('test' after npm run build:test), if recorded. */
export function currentBuildFlavour(): string | null {
  const file = join(projectRoot, '.next', 'build-flavour');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Builds the export (npm run build) when out/ has none: a measurement of a stale or missing build is worthless. */
export function ensureCurrentBuild(): void {
  if (existsSync(join(currentSiteDir, 'index.html'))) return;
  console.log('No static export in out/: building it first (npm run build).');
  run('npm', ['run', 'build'], { cwd: projectRoot });
}

function filesOf(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(join(directory, entry.name)) : [join(directory, entry.name)]))
    .sort();
}

/**
 * Mirrors a folder with hard links (no second install, no extra disk): the project's node_modules
 * into the baseline or a copy of the project (large-album.ts), which also gets the photos this way;
 * a `.cache` inside is left out (node_modules/.cache). For node_modules a symlink would be simpler, but Turbopack follows it to the project folder and then compiles
 * the project's own proxy.ts into the baseline (or, with turbopack.root on the baseline, refuses a
 * node_modules outside the root). Falls back to copying where hard links are not possible.
 */
export function linkTree(source: string, target: string): void {
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
export function linkFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Builds perf/baseline/ into perf/.baseline/out unless that build exists for the same source and versions. */
export function ensureEmptyPageBuild(): void {
  const stamp = JSON.stringify({
    next: installedVersion('next'),
    react: installedVersion('react'),
    source: createHash('sha256')
      .update(
        filesOf(baselineSource)
          .map((file) => relative(baselineSource, file) + '\0' + readFileSync(file, 'utf8'))
          .join('\0'),
      )
      .digest('hex'),
  });
  const stampFile = join(baselineBuildDir, 'built-with.json');
  if (
    existsSync(join(emptySiteDir, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp
  )
    return;
  console.log('Building the empty page (perf/baseline → perf/.baseline/out)…');
  rmSync(baselineBuildDir, { recursive: true, force: true });
  cpSync(baselineSource, baselineBuildDir, { recursive: true });
  linkTree(join(projectRoot, 'node_modules'), join(baselineBuildDir, 'node_modules'));
  run(process.execPath, [join(baselineBuildDir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: baselineBuildDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampFile, stamp);
}
