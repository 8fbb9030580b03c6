/**
 * The sharing image (Open Graph / Twitter card, 1200×630): a crop of the first photo of the first
 * wedding album of content/albums.ts (the photo that also opens the home slideshow). Written to
 * public/og-image.jpg (git-ignored) only when that photo changed.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { albumsByCategory } from '@/content/albums';
import { galleryRoutes } from '@/content/routes';
import { storyCardImage } from '@/lib/metadata';
import { readAlbumStories } from '@/lib/stories';
import { listedAlbums } from './albums';
import { compareFileNames } from '@/lib/file-order';
import { isPhotoFile } from './photo-files';

/** Crops `source` to a 1200×630 sharing card at `target`, unless the card is newer; true when it wrote one. */
async function writeCard(source: string, target: string): Promise<boolean> {
  if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) return false;
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(source)
    .rotate()
    .resize(1200, 630, { fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(target);
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
  const written = await writeCard(path.join(folder, firstPhoto), target);
  log(
    written
      ? `Sharing image: public/og-image.jpg from ${firstAlbum.album}/${firstPhoto}.`
      : 'Sharing image: up to date.',
  );
}

/**
 * The sharing card of every story (lib/metadata's storyCardImage): its cover, cropped to 1200×630,
 * written to public/og/<category>/<album>.jpg (git-ignored) when the cover changed.
 */
export async function writeStoryCards({
  projectRoot,
  log = console.log,
}: {
  projectRoot: string;
  log?: (line: string) => void;
}): Promise<void> {
  let written = 0;
  for (const category of galleryRoutes) {
    for (const group of albumsByCategory[category]) {
      const { cover } = readAlbumStories(category, group, projectRoot).en;
      const source = path.join(projectRoot, 'content', 'photos', category, group.album, cover);
      const target = path.join(projectRoot, 'public', storyCardImage(category, group.album).url);
      if (await writeCard(source, target)) written++;
    }
  }
  log(written > 0 ? `Story cards: ${written} written to public/og/.` : 'Story cards: up to date.');
}
