/**
 * An ICO file holding one PNG image, which every current browser reads: a 6-byte header, one
 * 16-byte directory entry, then the PNG as it is.
 */
export function icoContaining(png: Buffer, size: number): Buffer {
  if (!Number.isInteger(size) || size < 1 || size > 256)
    throw new RangeError(`An ICO image is 1 to 256 pixels wide, not ${size}`);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image data
  header.writeUInt32LE(header.length, 18); // offset of the image data
  return Buffer.concat([header, png]);
}
