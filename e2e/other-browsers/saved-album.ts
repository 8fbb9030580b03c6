/**
 * The album the cross-browser check writes in the editor, and what it then finds saved: the
 * album as the site's build reads it (lib/albums/read.ts, with its schema), and its photo as
 * sharp reads it. albumMismatches is pure (saved-album.test.ts); checkSavedAlbum reads the folder.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ALBUMS_DIR, readAlbums } from '@/lib/albums/read';
import type { Album } from '@/lib/albums/schema';
import { STORED_PHOTO } from '@/admin/photos-field/photo-limits';

/** What the photographer types, field by field. Accents and '&' on purpose: they must survive every browser. */
export const ALBUM = {
  slug: 'rita-nuno',
  kind: { value: 'weddings', label: 'Wedding' },
  position: 3,
  month: '2025-06',
  en: {
    title: 'Rita & Nuno',
    summary: 'A June wedding at Quinta da Luz in Tavira, with vows at sunset under the old olive tree.',
    story: ['Rita and Nuno married in June at Quinta da Luz.', 'We danced under the lights until the small hours.'],
    photo: 'Rita and Nuno under the olive tree at sunset',
  },
  pt: {
    title: 'Rita e Nuno',
    summary: 'Um casamento em junho na Quinta da Luz, em Tavira, com votos ao pôr do sol debaixo da oliveira.',
    story: ['A Rita e o Nuno casaram-se em junho na Quinta da Luz.', 'Dançámos sob as luzes até de madrugada.'],
    photo: 'A Rita e o Nuno debaixo da oliveira ao pôr do sol',
  },
} as const;

/** The story's paragraphs, however the editor separated them. */
export const paragraphs = (markdown: string): string[] =>
  markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const same = (found: unknown, expected: unknown) => JSON.stringify(found) === JSON.stringify(expected);

/**
 * What differs between the album the build read and the one typed, one line each; the build's
 * own problems with it come first. Empty when it was saved as typed.
 */
export function albumMismatches(album: Album | undefined, problems: readonly string[]): string[] {
  const own = problems.filter((problem) => problem.includes(ALBUM.slug));
  if (!album) return own.length > 0 ? own : [`the build finds no album ${ALBUM.slug}`];
  const checks: [string, unknown, unknown][] = [
    ['kind', album.category, ALBUM.kind.value],
    ['position', album.position, ALBUM.position],
    ['month', album.month, { year: 2025, month: 6 }],
    ['English names', album.title.en, ALBUM.en.title],
    ['Portuguese names', album.title.pt, ALBUM.pt.title],
    ['English summary', album.summary.en, ALBUM.en.summary],
    ['Portuguese summary', album.summary.pt, ALBUM.pt.summary],
    ['English story', paragraphs(album.story.en), ALBUM.en.story],
    ['Portuguese story', paragraphs(album.story.pt), ALBUM.pt.story],
    ['number of photos', album.photos.length, 1],
    ['English photo description', album.photos[0]?.alt.en, ALBUM.en.photo],
    ['Portuguese photo description', album.photos[0]?.alt.pt, ALBUM.pt.photo],
    ['cover', album.cover, album.photos[0]?.file],
  ];
  return [
    ...own,
    ...checks
      .filter(([, found, expected]) => !same(found, expected))
      .map(([what, found, expected]) => `${what}: ${JSON.stringify(found)} instead of ${JSON.stringify(expected)}`),
  ];
}

/** What is wrong with the album saved in the project folder, one line each; empty when all is right. */
export async function checkSavedAlbum(projectRoot: string): Promise<string[]> {
  const { albums, problems } = readAlbums(projectRoot);
  const album = albums.find((candidate) => candidate.slug === ALBUM.slug);
  const wrong = albumMismatches(album, problems);

  const folder = path.join(projectRoot, ALBUMS_DIR, ALBUM.slug);
  const photos = readdirSync(folder).filter((file) => !file.startsWith('.') && !file.endsWith('.md'));
  const webp = photos.filter((file) => file.endsWith('.webp'));
  if (photos.length !== 1 || webp.length !== 1)
    wrong.push(`the album's folder holds ${JSON.stringify(photos)}, not one .webp photo`);
  if (album?.photos[0] && !webp.includes(album.photos[0].file)) {
    wrong.push(`index.en.md lists ${album.photos[0].file}, which is not the photo in the folder`);
  }
  for (const file of webp) {
    const metadata = await sharp(path.join(folder, file)).metadata();
    const longSide = Math.max(metadata.width ?? 0, metadata.height ?? 0);
    if (metadata.format !== 'webp') wrong.push(`${file} is ${metadata.format}, not WebP`);
    if (longSide > STORED_PHOTO.longEdge || longSide === 0) {
      wrong.push(
        `${file} is ${metadata.width}×${metadata.height}, more than ${STORED_PHOTO.longEdge} px on its long side`,
      );
    }
    if (metadata.exif)
      wrong.push(`${file} kept EXIF data (${metadata.exif.length} bytes): the camera's and GPS data must go`);
  }
  return wrong;
}
