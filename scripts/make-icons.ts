/**
 * `npm run icons`: draws the site icons from app/icon.svg (run once after changing the SVG; the
 * results are committed): in app/, where Next.js links them from every page (its icon file
 * conventions), apple-icon.png (180 px) and favicon.ico (a 32 px PNG inside an ICO); in public/,
 * icon-192.png and icon-512.png (the web manifest's).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { icoContaining } from './ico';

const projectRoot = path.resolve(import.meta.dirname, '..');
const appDir = path.join(projectRoot, 'app');
const publicDir = path.join(projectRoot, 'public');

async function main() {
  const svg = readFileSync(path.join(appDir, 'icon.svg'));
  const sizes: [string, number][] = [
    [path.join(publicDir, 'icon-192.png'), 192],
    [path.join(publicDir, 'icon-512.png'), 512],
    [path.join(appDir, 'apple-icon.png'), 180],
  ];
  for (const [file, size] of sizes) {
    await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
  }
  const png = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer();
  writeFileSync(path.join(appDir, 'favicon.ico'), icoContaining(png, 32));
  console.log('Icons written to app/ and public/.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
