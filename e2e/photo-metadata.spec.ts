/**
 * No file the site serves tells where a photo was taken or with which camera: every image under
 * out/ (the photos' variants, the sharing images, the icons) is read as a visitor could read it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { privateMetadataOf } from '@/test-support/photo-metadata';
import { albumFiles } from './support/her-content';
import { CONTENT } from './support/site';

const IMAGE = /\.(jpe?g|png|webp|avif|tiff?|gif)$/i;

function imagesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return imagesUnder(path);
    return IMAGE.test(entry.name) ? [path] : [];
  });
}

test('no image under out/ carries GPS, a serial number, camera or lens data, XMP or IPTC', CONTENT, async () => {
  test.setTimeout(120_000);
  const out = join(process.cwd(), 'out');
  const images = imagesUnder(out);
  // Every photo her albums list is there, in one size at least: fewer files would mean the wrong
  // folder (a small album of hers has only a few photos, so no fixed count would do).
  const listed = albumFiles().reduce((sum, album) => sum + album.photos, 0);
  expect(listed, 'photos listed by content/albums/*/index.en.md').toBeGreaterThan(0);
  expect(images.filter((file) => file.includes(`${join(out, 'photos')}`)).length).toBeGreaterThanOrEqual(listed);
  const problems: string[] = [];
  for (const file of images) {
    const found = await privateMetadataOf(file);
    if (found.length > 0) problems.push(`${relative(out, file)}: ${found.join(', ')}`);
  }
  expect(problems).toEqual([]);
});
