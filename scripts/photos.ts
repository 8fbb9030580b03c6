/**
 * `npm run photos` (also run before every build and dev server): the demo photos where an album
 * has none, the web versions of every photo (scripts/photos/build-photos.ts), the site's sharing image
 * and each story's sharing card.
 */
import path from 'node:path';
import { buildPhotos } from './photos/build-photos';
import { writeSharingImage, writeStoryCards } from './photos/og-image';

const projectRoot = path.resolve(import.meta.dirname, '..');

async function main() {
  await buildPhotos({ projectRoot });
  await writeSharingImage({ projectRoot });
  await writeStoryCards({ projectRoot });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
