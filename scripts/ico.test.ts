/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { icoContaining } from './ico';

describe('icoContaining', () => {
  it('wraps a PNG in a one-image ICO directory pointing at it', () => {
    const png = Buffer.from('\x89PNG\r\n\x1a\n-fake-image-data', 'latin1');
    const ico = icoContaining(png, 32);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(ico.readUInt8(6)).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18))).toEqual(png);
  });

  it('writes 256 pixels as 0, as the format says', () => {
    expect(icoContaining(Buffer.alloc(1), 256).readUInt8(6)).toBe(0);
    expect(() => icoContaining(Buffer.alloc(1), 300)).toThrow(RangeError);
  });

  it('matches the layout of the committed favicon.ico', () => {
    const favicon = readFileSync(path.join(__dirname, '..', 'app', 'favicon.ico'));
    const png = favicon.subarray(22);
    expect(icoContaining(png, 32)).toEqual(favicon);
  });
});
