#!/usr/bin/env node
// The sharing image (Open Graph / Twitter card, 1200×630): a crop of the first photo of the first
// wedding album of content/albums.ts' folder order (the photo that also opens the home slideshow).
// Written to public/og-image.jpg (git-ignored) only when that photo changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { compareNames } from './build-photos.mjs';
import { isPhotoFile, loadAlbumList } from './demo-photos.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const target = join(root, 'public', 'og-image.jpg');

const firstAlbum = (await loadAlbumList()).find((album) => album.category === 'weddings');
const folder = join(root, 'content', 'photos', 'weddings', firstAlbum.album);
const firstPhoto = readdirSync(folder).filter(isPhotoFile).sort(compareNames)[0];
if (!firstPhoto) throw new Error(`No photo in ${folder}: run npm run photos first.`);
const source = join(folder, firstPhoto);

if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) {
  console.log('Sharing image: up to date.');
} else {
  await sharp(source).rotate().resize(1200, 630, { fit: 'cover', position: 'attention' }).toColourspace('srgb').jpeg({ quality: 80, mozjpeg: true }).toFile(target);
  console.log(`Sharing image: public/og-image.jpg from ${firstAlbum.album}/${firstPhoto}.`);
}
