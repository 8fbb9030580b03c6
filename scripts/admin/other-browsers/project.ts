/**
 * The throwaway project folder the cross-browser check's editor writes into (the real content/ is
 * never touched), and the camera photo the photographer adds.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A copy of what the local editor reads: content/, the icon it serves, firebase.json (its
 * Content-Security-Policy) and an empty .git (the editor only accepts a repository's root).
 */
export function makeThrowawayProject(sourceRoot: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'admin-other-browsers-'));
  cpSync(path.join(sourceRoot, 'content'), path.join(root, 'content'), { recursive: true });
  mkdirSync(path.join(root, 'app'));
  cpSync(path.join(sourceRoot, 'app', 'icon.svg'), path.join(root, 'app', 'icon.svg'));
  cpSync(path.join(sourceRoot, 'firebase.json'), path.join(root, 'firebase.json'));
  mkdirSync(path.join(root, '.git'));
  return root;
}

/** A camera's 3000×2000 JPEG, with the camera's name and a GPS position the editor must drop. */
export async function makeCameraPhoto(folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'IMG_1002.jpg');
  await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: { r: 196, g: 160, b: 112 },
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Nikon', Model: 'Z 6II', Copyright: 'Luz do Sul' },
      // IFD3 is libvips's name for the GPS directory.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 7/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '7/1 39/1 2/1' },
    })
    .toFile(file);
  return file;
}
