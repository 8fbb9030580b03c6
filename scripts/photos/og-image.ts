/**
 * The sharing image (Open Graph / Twitter card, 1200×630): a crop of the first photo of the first
 * wedding album of content/albums.ts. Written to
 * public/og-image.jpg (git-ignored) only when that photo changed (another photo, or the same
 * one edited).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { albumsByCategory } from '@/content/albums';
import { galleryRoutes } from '@/content/routes';
import { storyCardImage } from '@/lib/metadata';
import { readAlbumStories } from '@/lib/stories';
import { listedAlbums } from './albums';
import { compareFileNames } from '@/lib/file-order';
import { isPhotoFile } from './photo-files';
import { contentHashOf } from './settings';

const CARD = { width: 1200, height: 630, quality: 80 } as const;

/**
 * What each card was made from ('content/photos/…/07.jpg <content hash> <card settings>'), by the
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

export async function writeSharingImage({
  projectRoot,
  log = console.log,
}: {
  projectRoot: string;
  log?: (line: string) => void;
}): Promise<void> {
  const target = path.join(projectRoot, 'public', 'og-image.jpg');
  const firstAlbum = listedAlbums().find((album) => album.category === 'weddings');
  if (!firstAlbum) throw new Error('content/albums.ts has no wedding album to take the sharing image from.');
  const folder = path.join(projectRoot, 'content', 'photos', 'weddings', firstAlbum.album);
  const firstPhoto = readdirSync(folder).filter(isPhotoFile).sort(compareFileNames)[0];
  if (!firstPhoto) throw new Error(`No photo in ${folder}: run npm run photos first.`);
  const sources = readCardSources(projectRoot);
  const written = await writeCard({ projectRoot, source: path.join(folder, firstPhoto), target, sources });
  if (written) saveCardSources(projectRoot, sources);
  log(
    written
      ? `Sharing image: public/og-image.jpg from ${firstAlbum.album}/${firstPhoto}.`
      : 'Sharing image: up to date.',
  );
}

/**
 * The sharing card of every story (lib/metadata's storyCardImage): its cover, cropped to 1200×630,
 * written to public/og/<category>/<album>.jpg (git-ignored) when the cover changed: another photo
 * named as `cover:` (older or newer), or the same photo edited.
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
  for (const category of galleryRoutes) {
    for (const group of albumsByCategory[category]) {
      const { cover } = readAlbumStories(category, group, projectRoot).en;
      const source = path.join(projectRoot, 'content', 'photos', category, group.album, cover);
      const target = path.join(projectRoot, 'public', storyCardImage(category, group.album).url);
      if (await writeCard({ projectRoot, source, target, sources })) written++;
    }
  }
  if (written > 0) saveCardSources(projectRoot, sources);
  log(written > 0 ? `Story cards: ${written} written to public/og/.` : 'Story cards: up to date.');
}
