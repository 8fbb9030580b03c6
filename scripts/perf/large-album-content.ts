import { extname } from 'node:path';
import type { ManifestEntry } from '../photos/build-photos';
import { publicNames } from '../photos/photo-files';

/*
 * What scripts/perf/large-album.ts adds to a copy of the project: one more wedding album whose
 * photos are copies of the demo ones, described in both languages, with its two story files.
 */

/** The added album's folder name: content/photos/weddings/<it>/, /stories/weddings/<it>. */
export const LARGE_ALBUM = 'large-album';
const TITLE = { en: 'Large album (measurement)', pt: 'Álbum grande (medição)' };

/** One added photo: its file name in the new album and the existing photo it is a copy of. */
export type ExtraPhoto = {
  file: string;
  /** The photo copied, as content/albums.ts builds its path: 'weddings/ana-joao/demo-03.jpg'. */
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

/** The album's block for the weddings list of content/albums.ts, one description per file in each language. */
export function albumEntryText(photos: readonly ExtraPhoto[]): string {
  const lines = photos.map(({ file, source }, index) => {
    const en = `Extra photo ${index + 1} of ${photos.length} for the large album measurement, a copy of ${source}`;
    const pt = `Fotografia extra ${index + 1} de ${photos.length} para a medição do álbum grande, cópia de ${source}`;
    return `      ${JSON.stringify(file)}: { en: ${JSON.stringify(en)}, pt: ${JSON.stringify(pt)} },`;
  });
  return [
    '  {',
    `    album: ${JSON.stringify(LARGE_ALBUM)},`,
    `    title: ${JSON.stringify(TITLE.en)},`,
    '    place: null,',
    '    photos: {',
    ...lines,
    '    },',
    '  },',
    '',
  ].join('\n');
}

/** content/albums.ts with `entry` as the last album of the weddings page. */
export function withWeddingAlbum(albumsSource: string, entry: string): string {
  const list = albumsSource.indexOf('const weddings: AlbumEntry[] = [');
  const end = list === -1 ? -1 : albumsSource.indexOf('\n];\n', list);
  if (end === -1) throw new Error("content/albums.ts has no 'const weddings: AlbumEntry[] = [ … ];' to add the album to");
  return albumsSource.slice(0, end + 1) + entry + albumsSource.slice(end + 1);
}

/** The album's story in both languages, as lib/stories.ts requires them (the cover is one of its photos). */
export function storyFiles(cover: string): { en: string; pt: string } {
  return {
    en: [
      '---',
      `title: ${TITLE.en}`,
      'summary: Copies of the demo photos, added to measure how the weddings page grows with its photo count.',
      'date: 2025-06',
      `cover: ${cover}`,
      '---',
      '',
      'An album made up for a measurement: every photo is a copy of one of the demo weddings.',
      '',
    ].join('\n'),
    pt: [
      '---',
      `title: ${TITLE.pt}`,
      'summary: Cópias das fotografias de demonstração, acrescentadas para medir como a página de casamentos cresce com o número de fotografias.',
      '---',
      '',
      'Um álbum feito para uma medição: cada fotografia é uma cópia de um dos casamentos de demonstração.',
      '',
    ].join('\n'),
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
    const to = `${publicPrefix}/weddings/${LARGE_ALBUM}/${names[index]!}.`;
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
