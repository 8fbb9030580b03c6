/**
 * `npm run icons`: draws the site icons from public/icon.svg (run once after changing the SVG; the
 * results are committed): icon-192.png and icon-512.png (web manifest), apple-touch-icon.png (180 px),
 * favicon.ico (a 32 px PNG inside an ICO).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { icoContaining } from './ico';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

async function main() {
  const svg = readFileSync(path.join(publicDir, 'icon.svg'));
  const sizes: [string, number][] = [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
  ];
  for (const [file, size] of sizes) {
    await sharp(svg, { density: 300 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(publicDir, file));
  }
  const png = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer();
  writeFileSync(path.join(publicDir, 'favicon.ico'), icoContaining(png, 32));
  console.log('Icons written to public/.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
