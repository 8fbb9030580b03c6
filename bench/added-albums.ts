import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import yaml from 'js-yaml';
import { albumsByCategory } from '../lib/albums';
import { locales } from '../lib/i18n';
import type { ManifestEntry } from '../scripts/photos/build-photos';
import { publicNames } from '../scripts/photos/photo-files';
import { link } from '../test-support/project-copy';
import { projectRoot } from './paths';

/*
 * What bench/publish-times.ts adds to a copy of the project: wedding albums whose photos are
 * copies of the demo ones (hard links), described in both languages.
 */

/** One added photo: its file name in the new album and the existing photo it is a copy of. */
export type ExtraPhoto = {
  file: string;
  /** The photo copied, as the albums give its path: 'ana-joao/demo-03.jpg'. */
  source: string;
};

/**
 * `count` photos named 'extra-001.jpg', 'extra-002.jpg'… (in name order as in number order), each
 * a copy of the next of `sources` in turn.
 */
export function extraPhotos(count: number, sources: readonly string[]): ExtraPhoto[] {
  if (sources.length === 0) throw new Error('no photo to copy');
  const digits = Math.max(3, String(count).length);
  return Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length]!;
    return { file: `extra-${String(index + 1).padStart(digits, '0')}${extname(source).toLowerCase()}`, source };
  });
}

/**
 * The album's two files as the editor writes them (lib/albums/schema.ts): placed after every
 * other wedding, each photo described in both languages, the first one its cover.
 */
export function albumFiles(
  photos: readonly ExtraPhoto[],
  position: number,
  title: { en: string; pt: string },
): { en: string; pt: string } {
  const english = {
    title: title.en,
    kind: 'weddings',
    position,
    date: '2025-06',
    summary: 'Copies of the demo photos, added to time what publishing a wedding takes.',
    photos: photos.map(({ file, source }, index) => ({
      file,
      description: `Extra photo ${index + 1} of ${photos.length} for a measurement, a copy of ${source}`,
      ...(index === 0 ? { cover: true } : {}),
    })),
  };
  const portuguese = {
    title: title.pt,
    summary: 'Cópias das fotografias de demonstração, acrescentadas para medir o tempo de publicar um casamento.',
    photos: photos.map(({ file, source }, index) => ({
      file,
      description: `Fotografia extra ${index + 1} de ${photos.length} para uma medição, cópia de ${source}`,
    })),
  };
  return {
    en: `---\n${yaml.dump(english)}---\n\nAn album made up for a measurement: every photo is a copy of one of the demo weddings.\n`,
    pt: `---\n${yaml.dump(portuguese)}---\n\nUm álbum feito para uma medição: cada fotografia é uma cópia de um dos casamentos de demonstração.\n`,
  };
}

/**
 * The photo pipeline's manifest entries of the added photos, made from those of the photos they
 * copy, with the web versions each needs under its own name (`links`, from the copied photo's
 * URL to the new one's): npm run photos then finds them done and encodes nothing again. A photo
 * whose original is not in the manifest is left out, to be encoded by the build.
 */
export function reusedEncodings(
  albums: Readonly<Record<string, readonly ManifestEntry[]>>,
  photos: readonly ExtraPhoto[],
  publicPrefix: string,
  targetAlbum: string,
): { entries: ManifestEntry[]; links: { from: string; to: string }[] } {
  const names = publicNames(photos.map((photo) => photo.file));
  const entries: ManifestEntry[] = [];
  const links: { from: string; to: string }[] = [];
  photos.forEach((photo, index) => {
    const separator = photo.source.lastIndexOf('/');
    const [album, file] = [photo.source.slice(0, separator), photo.source.slice(separator + 1)];
    const original = albums[album]?.find((entry) => entry.file === file);
    if (!original) return;
    const from = `${publicPrefix}/${album}/${original.name}.`;
    const to = `${publicPrefix}/${targetAlbum}/${names[index]!}.`;
    const outputs = [original.fallback, ...original.variants];
    if (!outputs.every((output) => output.src.startsWith(from))) return;
    const renamed = <Output extends { src: string }>(output: Output): Output => ({
      ...output,
      src: to + output.src.slice(from.length),
    });
    entries.push({
      ...original,
      file: photo.file,
      name: names[index]!,
      fallback: renamed(original.fallback),
      variants: original.variants.map(renamed),
    });
    links.push(...outputs.map((output) => ({ from: output.src, to: renamed(output).src })));
  });
  return { entries, links };
}

/** The demo weddings' photos, as the albums give their paths ('ana-joao/demo-03.jpg'). */
function weddingPhotos(): string[] {
  const sources = albumsByCategory.weddings.flatMap((album) =>
    album.photos.map((photo) => `${album.slug}/${photo.file}`),
  );
  const missing = sources.find((src) => !existsSync(join(projectRoot, 'content', 'albums', src)));
  if (missing) throw new Error(`content/albums/${missing} is missing: run npm run photos first`);
  return sources;
}

/** Writes an album of `count` copies of the demo weddings' photos into the project copy `copy`. */
export function addAlbum(
  copy: string,
  album: string,
  count: number,
  position: number,
  title: { en: string; pt: string },
): ExtraPhoto[] {
  const photos = extraPhotos(count, weddingPhotos());
  const folder = join(copy, 'content', 'albums', album);
  for (const { file, source } of photos) link(join(projectRoot, 'content', 'albums', source), join(folder, file));
  const files = albumFiles(photos, position, title);
  for (const locale of locales) writeFileSync(join(folder, `index.${locale}.md`), files[locale]);
  return photos;
}

/**
 * Gives the added albums the web versions of the photos they copy, linked under their own names,
 * in the copy's manifest (written as a new file: the copy's one is a hard link to the project's).
 * Returns how many photos have theirs.
 */
export function reuseEncodings(copy: string, added: { album: string; photos: ExtraPhoto[] }[]): number {
  const manifestFile = join(copy, '.cache', 'photos', 'manifest.json');
  if (!existsSync(manifestFile)) return 0;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    publicPrefix?: string;
    albums: Record<string, ManifestEntry[]>;
  };
  let reused = 0;
  for (const { album, photos } of added) {
    const { entries, links } = reusedEncodings(manifest.albums, photos, manifest.publicPrefix ?? '/photos', album);
    for (const { from, to } of links) link(join(projectRoot, 'public', from), join(copy, 'public', to));
    manifest.albums[album] = entries;
    reused += entries.length;
  }
  writeFileSync(`${manifestFile}.new`, JSON.stringify(manifest, null, 1) + '\n');
  renameSync(`${manifestFile}.new`, manifestFile);
  return reused;
}
