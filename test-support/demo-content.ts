import type { AlbumGroup } from '@/content/albums';

const DEMO_PHOTO = /\/demo-\d+\.jpg$/;

/**
 * Whether content/ is still the demo the project ships: every photo of every album one of the
 * generated demo-NN.jpg files. The spec's exact demo counts are checked only then, so the
 * photographer's own albums never turn a test red.
 */
export function isDemoContent(albums: Record<string, readonly AlbumGroup[]>): boolean {
  return Object.values(albums)
    .flat()
    .every((group) => group.images.every((image) => DEMO_PHOTO.test(image.src)));
}
