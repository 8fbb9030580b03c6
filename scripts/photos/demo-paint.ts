/**
 * The painting of one demo photo: every byte of a demo photo is decided here and in demo-scene.ts,
 * and nowhere else, because the hash of this file and what it imports is the painting code's part
 * of a demo photo's key on the machine's shelf (shelf.ts). Writing, skipping and shelving the photos
 * is demo-photos.ts's, so changing that repaints nothing.
 */
import sharp from 'sharp';
import { addDetail, demoPhotoPlan, paintScene } from './demo-scene';

const JPEG_QUALITY = 82;
/** The synthetic scene is painted at 1/SCALE of the final size, then resized up and grained. */
const SCALE = 4;

export async function renderDemoPhoto(
  category: string,
  album: string,
  number: number,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const { random, width, height, palette, sideways } = demoPhotoPlan(category, album, number);
  const smallWidth = Math.round(width / SCALE);
  const smallHeight = Math.round(height / SCALE);
  const { pixels: painted, horizon } = paintScene(smallWidth, smallHeight, random, palette);
  const small = Buffer.alloc(painted.length);
  for (let i = 0; i < painted.length; i++) small[i] = Math.max(0, Math.min(255, Math.round(painted[i]!)));

  const full = await sharp(small, { raw: { width: smallWidth, height: smallHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  addDetail(full, width, height, random, { horizon, palette });

  let image = sharp(full, { raw: { width, height, channels: 3 } });
  if (sideways) image = image.rotate(270);
  image = image.withExif({
    IFD0: {
      Artist: 'Luz do Sul Photography, demo',
      Copyright: 'Demo image, Luz do Sul Photography',
      ImageDescription: `Demo photo ${number} of ${category}/${album}`,
    },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 40/1 12/1' },
  });
  // EXIF orientation 6: viewers turn the stored (sideways) pixels 90° clockwise.
  if (sideways) image = image.withMetadata({ orientation: 6 });
  const jpeg = await image.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:2:0' }).toBuffer();
  return { jpeg, width, height };
}
