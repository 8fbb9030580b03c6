// `npx tsx bench/large-album.ts --photos 200 --out /abs/dir`: how the weddings page's cost
// grows with its photo count. Copies the project to the folder (tracked and untracked files as
// they are now, photos and node_modules as hard links), adds one wedding album of copies of the
// demo photos so that the weddings page shows that many photos, builds it, and prints the weddings
// page's HTML and page data beside the project's own export, and the command that measures it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { albumsByCategory } from '../lib/albums';
import { locales } from '../lib/i18n';
import { hrefFor } from '../lib/routing';
import { format } from './format';
import { htmlAndDataOf, siteFiles, type Size } from './html-and-data';
import { addAlbum, LARGE_ALBUM, reuseEncodings, weddingPhotos } from './large-album-content';
import { projectRoot } from './paths';
import { copyProject } from '../test-support/project-copy';

function options(): { photos: number; out: string } {
  const { values } = parseArgs({
    strict: true,
    options: { photos: { type: 'string' }, out: { type: 'string' } },
  });
  const photos = Number(values.photos);
  if (!Number.isInteger(photos) || !values.out || !isAbsolute(values.out)) {
    throw new Error('usage: npx tsx bench/large-album.ts --photos 200 --out /abs/dir');
  }
  return { photos, out: values.out };
}

function prepareCopy(target: string, totalPhotos: number): { extra: number; reused: number } {
  const shown = weddingPhotos().length;
  if (totalPhotos <= shown) throw new Error(`--photos must be more than the ${shown} photos the weddings page has`);
  console.log(`Copying the project to ${target}…`);
  copyProject(target);
  const photos = addAlbum(target, LARGE_ALBUM, totalPhotos - shown, albumsByCategory.weddings.length + 1);
  return { extra: photos.length, reused: reuseEncodings(target, [{ album: LARGE_ALBUM, photos }]) };
}

const sizeText = (size: Size) => `${format.kbPrecise(size.raw)} (${format.kbPrecise(size.gzip)} gzipped)`;

function printSizes(rows: { label: string; out: string }[]): void {
  for (const { label, out } of rows) {
    for (const locale of locales) {
      const path = hrefFor('weddings', locale);
      const { html, data } = htmlAndDataOf(path, siteFiles(out));
      console.log(
        `${label}, ${path}: HTML ${sizeText(html)}, page data ${sizeText(data)}, together ${sizeText({ raw: html.raw + data.raw, gzip: html.gzip + data.gzip })}`,
      );
    }
  }
}

function main(): void {
  const { photos, out } = options();
  const { extra, reused } = prepareCopy(out, photos);
  console.log(
    `Added the album ${LARGE_ALBUM} of ${extra} photos (${reused} with their web versions reused); building (npm run build)…`,
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: out,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`npm run build failed in ${out} (exit ${build.status ?? build.signal})`);

  const builtOut = join(out, 'out');
  const current = albumsByCategory.weddings.reduce((sum, album) => sum + album.photos.length, 0);
  const projectOut = join(projectRoot, 'out');
  console.log(`\nThe export with ${photos} photos on the weddings page: ${builtOut}\n`);
  printSizes([
    ...(existsSync(join(projectOut, 'index.html'))
      ? [{ label: `${current} photos (the project's out/)`, out: projectOut }]
      : []),
    { label: `${photos} photos`, out: builtOut },
  ]);
  console.log(`\nTo measure it: npm run perf:compare -- current=${projectOut} big=${builtOut}`);
}

try {
  main();
} catch (error) {
  console.error(`large-album: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
