// `npx tsx scripts/perf/large-album.ts --photos 200 --out /abs/dir`: how the weddings page's cost
// grows with its photo count. Copies the project to the folder (tracked and untracked files as
// they are now, photos and node_modules as hard links), adds one wedding album of copies of the
// demo photos so that the weddings page shows that many photos, builds it, and prints the weddings
// page's HTML and page data beside the project's own export, and the command that measures it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { albumsByCategory } from '../../lib/albums';
import { locales } from '../../lib/i18n';
import { hrefFor } from '../../lib/routing';
import type { ManifestEntry } from '../photos/build-photos';
import { format } from './format';
import { htmlAndDataOf, siteFiles, type Size } from './html-and-data';
import { albumFiles, extraPhotos, LARGE_ALBUM, reusedEncodings } from './large-album-content';
import { projectRoot } from './paths';
import { copyProject, link } from '../project-copy';

type Manifest = { publicPrefix?: string; albums: Record<string, ManifestEntry[]> };

function options(): { photos: number; out: string } {
  const { values } = parseArgs({
    strict: true,
    options: { photos: { type: 'string' }, out: { type: 'string' } },
  });
  const photos = Number(values.photos);
  if (!Number.isInteger(photos) || !values.out || !isAbsolute(values.out)) {
    throw new Error('usage: npx tsx scripts/perf/large-album.ts --photos 200 --out /abs/dir');
  }
  return { photos, out: values.out };
}

/**
 * The web versions of the added photos are those of the photos they copy, linked under their new
 * names, and the copy's manifest says so. The manifest is written as a new file: the copy's one
 * is a hard link to the project's.
 */
function reuseEncodings(target: string, photos: ReturnType<typeof extraPhotos>): number {
  const manifestFile = join(target, '.cache', 'photos', 'manifest.json');
  if (!existsSync(manifestFile)) return 0;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const { entries, links } = reusedEncodings(manifest.albums, photos, manifest.publicPrefix ?? '/photos');
  for (const { from, to } of links) link(join(projectRoot, 'public', from), join(target, 'public', to));
  manifest.albums[LARGE_ALBUM] = entries;
  writeFileSync(`${manifestFile}.new`, JSON.stringify(manifest, null, 1) + '\n');
  renameSync(`${manifestFile}.new`, manifestFile);
  return entries.length;
}

function prepareCopy(target: string, totalPhotos: number): { extra: number; reused: number } {
  const sources = albumsByCategory.weddings.flatMap((album) => album.photos.map((photo) => `${album.slug}/${photo.file}`));
  const photoFile = (src: string) => join(projectRoot, 'content', 'albums', src);
  const missing = sources.find((src) => !existsSync(photoFile(src)));
  if (missing) throw new Error(`content/albums/${missing} is missing: run npm run photos first`);
  if (totalPhotos <= sources.length)
    throw new Error(`--photos must be more than the ${sources.length} photos the weddings page has`);

  console.log(`Copying the project to ${target}…`);
  copyProject(target);
  const photos = extraPhotos(totalPhotos - sources.length, sources);
  for (const { file, source } of photos) link(photoFile(source), join(target, 'content', 'albums', LARGE_ALBUM, file));
  const files = albumFiles(photos, albumsByCategory.weddings.length + 1);
  for (const locale of locales)
    writeFileSync(join(target, 'content', 'albums', LARGE_ALBUM, `index.${locale}.md`), files[locale]);
  return { extra: photos.length, reused: reuseEncodings(target, photos) };
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
