/**
 * The sharing images (Open Graph / Twitter cards, 1200×630): the site's, a crop of the cover of the
 * album content/settings/sharing.yml names, written to public/og-image.jpg; and each story's, a
 * crop of its own cover, written to public/og/<kind>/<album>.jpg (all git-ignored). Each is written
 * again only when its photo changed (another photo, or the same one edited).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ALBUMS_DIR, readAlbums } from '@/lib/albums/read';
import type { Album } from '@/lib/albums/schema';
import { storyCardImage } from '@/lib/metadata';
import { dataCollections, whereOf } from '@/content/collections';
import { readDataFile } from '@/content/read';
import { contentHashOf } from './settings';

const CARD = { width: 1200, height: 630, quality: 80 } as const;

/**
 * What each card was made from ('content/albums/…/07.webp <content hash> <card settings>'), by the
 * card's path; kept in .cache/ beside the photo manifest. A card is made again whenever that
 * changes: another cover (even an older photo), the same file edited, or other card settings.
 */
type CardSources = Record<string, string>;

const cardSourcesPath = (projectRoot: string) => path.join(projectRoot, '.cache', 'og-cards.json');

function readCardSources(projectRoot: string): CardSources {
  try {
    return JSON.parse(readFileSync(cardSourcesPath(projectRoot), 'utf8')) as CardSources;
  } catch {
    return {};
  }
}

function saveCardSources(projectRoot: string, sources: CardSources): void {
  const file = cardSourcesPath(projectRoot);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a copy of .cache/ made with hard links never changes the original.
  writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(sources, null, 1) + '\n');
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * Crops `source` to a 1200×630 sharing card at `target` unless the card there was made from
 * the same photo; true when it wrote one. `sources` records what each card was made from.
 */
export async function writeCard({
  projectRoot,
  source,
  target,
  sources,
}: {
  projectRoot: string;
  source: string;
  target: string;
  sources: CardSources;
}): Promise<boolean> {
  const key = path.relative(projectRoot, target);
  const made = `${path.relative(projectRoot, source)} ${contentHashOf(readFileSync(source))} ${JSON.stringify(CARD)}`;
  if (existsSync(target) && sources[key] === made) return false;
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(source)
    .rotate()
    .resize(CARD.width, CARD.height, { fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .jpeg({ quality: CARD.quality, mozjpeg: true })
    .toFile(target);
  sources[key] = made;
  return true;
}

const coverOf = (projectRoot: string, album: Album) => path.join(projectRoot, ALBUMS_DIR, album.slug, album.cover);

/** The site's sharing image: the cover of the album the sharing setting names. */
export async function writeSharingImage({
  projectRoot,
  log = console.log,
}: {
  projectRoot: string;
  log?: (line: string) => void;
}): Promise<void> {
  const { data: setting, problems } = readDataFile('sharing', projectRoot);
  if (!setting) throw new Error(problems.join(' '));
  const { file, editor } = dataCollections.sharing;
  const { albums } = readAlbums(projectRoot);
  const album = albums.find((candidate) => candidate.slug === setting.album);
  if (!album) {
    throw new Error(
      `${file}: there is no album "${setting.album}" to take the sharing image from; choose one of ${albums.map((candidate) => candidate.slug).join(', ')} (${whereOf(editor)}).`,
    );
  }
  const target = path.join(projectRoot, 'public', 'og-image.jpg');
  const sources = readCardSources(projectRoot);
  const written = await writeCard({ projectRoot, source: coverOf(projectRoot, album), target, sources });
  if (written) saveCardSources(projectRoot, sources);
  log(written ? `Sharing image: public/og-image.jpg from ${album.slug}/${album.cover}.` : 'Sharing image: up to date.');
}

/**
 * The sharing card of every story (lib/metadata's storyCardImage): its cover, cropped to 1200×630,
 * written when the cover changed: another photo chosen as cover, or the same photo edited.
 */
export async function writeStoryCards({
  projectRoot,
  log = console.log,
}: {
  projectRoot: string;
  log?: (line: string) => void;
}): Promise<void> {
  let written = 0;
  const sources = readCardSources(projectRoot);
  for (const album of readAlbums(projectRoot).albums) {
    const target = path.join(projectRoot, 'public', storyCardImage(album.category, album.slug).url);
    if (await writeCard({ projectRoot, source: coverOf(projectRoot, album), target, sources })) written++;
  }
  if (written > 0) saveCardSources(projectRoot, sources);
  log(written > 0 ? `Story cards: ${written} written to public/og/.` : 'Story cards: up to date.');
}
