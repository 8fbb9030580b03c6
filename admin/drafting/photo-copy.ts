/**
 * The copy of a photo that is sent to be described: drawn on a canvas at its long side's
 * DRAFT_LONG_SIDE pixels (admin/drafting/draft-request.ts) and encoded again as JPEG. A canvas holds pixels
 * only, so the copy carries no metadata at all (no GPS position, no camera data), whatever the
 * photo had; it is made only when she presses the button, and never stored.
 */
import { DRAFT_LONG_SIDE, scaledSize } from './draft-request';

/** JPEG quality of the copy: a model sees no difference above it, and the request stays small. */
const QUALITY = 0.85;

/** The downscaled JPEG copy of `photo` (any image the browser can decode), upright as the photo is shown. */
export async function downscaledJpeg(photo: Blob, longSide: number = DRAFT_LONG_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, longSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw the photo');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('this browser cannot encode the photo'))),
        'image/jpeg',
        QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}

/** The bytes of `blob` in base64, as a request's inline data carries them. */
export async function base64Of(blob: Blob): Promise<string> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(blob);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
