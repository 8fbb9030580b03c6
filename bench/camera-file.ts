/**
 * A file as a camera and Lightroom write it, for measuring and trying the editor with what the
 * photographer uploads: 6000×4000, a painted scene with film grain and sensor noise, JPEG quality
 * 95 (16–17 MB), GPS, the body's serial number and a Lightroom caption.
 */
import { statSync } from 'node:fs';
import sharp from 'sharp';
import { addDetail, createRandom, demoPhotoPlan, paintScene } from '../scripts/photos/demo-scene';

const SCALE = 4;

/** A camera's file: a painted scene at 6000×4000, its grain, sensor noise, and the metadata a camera and Lightroom write. */
export async function cameraFile(file: string, number: number): Promise<number> {
  const [width, height] = [6000, 4000];
  const { random, palette } = demoPhotoPlan('weddings', 'camera', number);
  const small = paintScene(width / SCALE, height / SCALE, random, palette);
  const bytes = Buffer.alloc(small.pixels.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.max(0, Math.min(255, Math.round(small.pixels[i]!)));
  const full = await sharp(bytes, { raw: { width: width / SCALE, height: height / SCALE, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  addDetail(full, width, height, createRandom(number), { horizon: small.horizon, palette });
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .raw()
    .toBuffer();
  const caption = `Photo ${number} of the measurement wedding`;
  await sharp(full, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5' },
      IFD2: { BodySerialNumber: '012345678901' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 40/1 12/1' },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt><rdf:li xml:lang="x-default">${caption}</rdf:li></rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toFile(file);
  return statSync(file).size;
}
