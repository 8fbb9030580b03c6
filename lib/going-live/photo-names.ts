/** Which files are photos, by their names alone: pure, so that the editor's pages may ask it too. */

const PHOTO_EXTENSIONS: ReadonlySet<string> = new Set(['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff']);

export function isPhotoFile(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return !name.startsWith('.') && dot > 0 && PHOTO_EXTENSIONS.has(name.slice(dot).toLowerCase());
}
