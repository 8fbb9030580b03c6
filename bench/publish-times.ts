// `npx tsx bench/publish-times.ts --out /abs/dir [--archive 50] [--photos 60] [--cold] [--steps photos,build,content]`
// The workflow's steps for a draft that adds one wedding, timed on this machine: a copy of the
// project (photos and node_modules as hard links) with, optionally, an archive of `--archive`
// albums of `--photos` photos each (copies of the demo photos; their web versions reused from the
// demo's unless --cold), committed; then the new album of `--photos` photos is committed and the
// photo step, the build and the content check run as the workflow runs them. --cold drops the
// photo cache first, as a build that found no cache would.
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { albumsByCategory } from '../lib/albums';
import { addAlbum, reuseEncodings } from './added-albums';
import { copyProject } from '../test-support/project-copy';

const { values } = parseArgs({
  strict: true,
  options: {
    out: { type: 'string' },
    archive: { type: 'string', default: '0' },
    photos: { type: 'string', default: '60' },
    cold: { type: 'boolean', default: false },
    steps: { type: 'string', default: 'photos,build,content' },
  },
});
const out = values.out;
const archive = Number(values.archive);
const perAlbum = Number(values.photos);
if (!out || !isAbsolute(out) || !Number.isInteger(archive) || !Number.isInteger(perAlbum) || perAlbum < 1) {
  throw new Error('usage: npx tsx bench/publish-times.ts --out /abs/dir [--archive 50] [--photos 60] [--cold]');
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: out, stdio: 'ignore' });
const measuredWedding = (position: number) => ({
  en: `Measured wedding ${position}`,
  pt: `Casamento medido ${position}`,
});

function timed(label: string, command: string, args: string[]): number {
  const start = performance.now();
  const result = spawnSync(command, args, {
    cwd: out,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '3150' },
  });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s${result.status === 0 ? '' : '  (failed)'}`);
  if (result.status !== 0) process.exit(1);
  return seconds;
}

console.log(`Copying the project to ${out}…`);
copyProject(out);
const archiveAlbums = Array.from({ length: archive }, (_, index) => {
  const album = `archive-${String(index + 1).padStart(2, '0')}`;
  return { album, photos: addAlbum(out, album, perAlbum, 100 + index, measuredWedding(100 + index)) };
});
if (values.cold) {
  rmSync(join(out, '.cache', 'photos'), { recursive: true, force: true });
  rmSync(join(out, 'public', 'photos'), { recursive: true, force: true });
} else if (archiveAlbums.length > 0) {
  reuseEncodings(out, archiveAlbums);
}
git('init', '-q');
git('add', '-A');
git('-c', 'user.name=measure', '-c', 'user.email=measure@localhost', 'commit', '-qm', 'main before her draft');
addAlbum(out, 'measured-wedding', perAlbum, 1, measuredWedding(1));
git('add', '-A');
git('-c', 'user.name=measure', '-c', 'user.email=measure@localhost', 'commit', '-qm', 'her draft');

const own = Object.values(albumsByCategory).reduce(
  (sum, albums) => sum + albums.reduce((n, album) => n + album.photos.length, 0),
  0,
);
console.log(
  `${own + (archive + 1) * perAlbum} photos: the site's ${own}, ${archive} archive albums and the new one of ${perAlbum} photos each; photo cache ${values.cold ? 'cold' : 'warm'}`,
);
const steps = new Set(values.steps.split(','));
let sum = 0;
if (steps.has('photos')) sum += timed('photos (npm run photos)', 'npm', ['run', 'photos']);
if (steps.has('build'))
  sum += timed('build (npm run build, test settings)', 'npx', [
    'tsx',
    'scripts/with-test-env.ts',
    'npm',
    'run',
    'build',
  ]);
if (steps.has('content'))
  sum += timed('content checks (--built --since)', 'npm', [
    'run',
    'test:content',
    '--',
    '--built',
    '--since',
    'HEAD~1',
  ]);
console.log(`${'total'.padEnd(34)} ${sum.toFixed(1).padStart(7)} s`);
