#!/usr/bin/env node
// Draws the site icons from public/icon.svg (run once after changing the SVG; the results are committed):
// icon-192.png and icon-512.png (web manifest), apple-touch-icon.png (180px), favicon.ico (32px PNG inside an ICO).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'public');
const svg = readFileSync(join(publicDir, 'icon.svg'));

for (const [file, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['apple-touch-icon.png', 180]]) {
  await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(publicDir, file));
}

// An ICO file holding one PNG image (supported by every current browser).
const png = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(6 + 16);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14); // size of the image data
header.writeUInt32LE(22, 18); // offset of the image data
writeFileSync(join(publicDir, 'favicon.ico'), Buffer.concat([header, png]));
console.log('Icons written to public/.');
