import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { linkTree } from '../project-copy';
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
