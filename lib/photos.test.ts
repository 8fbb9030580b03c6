import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { albumPhotosFrom, buildSrcSet, parsePhotoSrc, readManifest, toPhoto, type ManifestPhoto, type PhotoManifest } from './photos';

const entry: ManifestPhoto = {
  file: 'demo-01.jpg',
  name: 'demo-01',
  width: 2000,
  height: 3000,
  placeholder: 'data:image/webp;base64,AAAA',
  fallback: { src: '/photos/weddings/ana-joao/demo-01-1365.jpg', width: 1365, height: 2048, bytes: 1 },
  variants: [
    { format: 'avif', src: '/photos/weddings/ana-joao/demo-01-800.avif', width: 800, height: 1200, bytes: 1 },
    { format: 'webp', src: '/photos/weddings/ana-joao/demo-01-480.webp', width: 480, height: 720, bytes: 1 },
    { format: 'avif', src: '/photos/weddings/ana-joao/demo-01-480.avif', width: 480, height: 720, bytes: 1 },
    { format: 'webp', src: '/photos/weddings/ana-joao/demo-01-800.webp', width: 800, height: 1200, bytes: 1 },
  ],
};

describe('buildSrcSet', () => {
  it('lists one format, smallest first, with width descriptors', () => {
    expect(buildSrcSet(entry.variants, 'avif')).toBe('/photos/weddings/ana-joao/demo-01-480.avif 480w, /photos/weddings/ana-joao/demo-01-800.avif 800w');
    expect(buildSrcSet(entry.variants, 'webp')).toBe('/photos/weddings/ana-joao/demo-01-480.webp 480w, /photos/weddings/ana-joao/demo-01-800.webp 800w');
  });

  it('escapes characters that would break a srcset', () => {
    const variants = [{ format: 'avif' as const, src: '/photos/família/praia 1-480.avif', width: 480, height: 320, bytes: 1 }];
    expect(buildSrcSet(variants, 'avif')).toBe('/photos/fam%C3%ADlia/praia%201-480.avif 480w');
  });
});

describe('toPhoto', () => {
  it('keeps the intrinsic size and placeholder and points src at the JPEG fallback', () => {
    expect(toPhoto(entry)).toEqual({
      src: '/photos/weddings/ana-joao/demo-01-1365.jpg',
      width: 2000,
      height: 3000,
      placeholder: 'data:image/webp;base64,AAAA',
      avifSrcSet: expect.stringContaining('480w'),
      webpSrcSet: expect.stringContaining('800w'),
    });
  });
});

describe('parsePhotoSrc', () => {
  it("reads '<category>/<album>#<position>' as a 0-based index", () => {
    expect(parsePhotoSrc('weddings/ana-joao#3')).toEqual({ category: 'weddings', album: 'ana-joao', index: 2 });
  });

  it('rejects anything else with a message showing the expected form', () => {
    expect(() => parsePhotoSrc('weddings/ana-joao/demo-01.jpg')).toThrow(/weddings\/ana-joao#3/);
    expect(() => parsePhotoSrc('weddings/ana-joao#0')).toThrow();
  });
});

describe('manifest', () => {
  const manifest: PhotoManifest = { version: 1, albums: { 'weddings/ana-joao': [entry] } };

  it('gives the photos of an album folder in order', () => {
    expect(albumPhotosFrom(manifest, 'weddings', 'ana-joao')).toHaveLength(1);
  });

  it('names the missing folder and the command to run when an album has no photos', () => {
    expect(() => albumPhotosFrom(manifest, 'couples', 'nowhere')).toThrow(/content\/photos\/couples\/nowhere\/.*npm run photos/);
  });

  it('tells to run `npm run photos` when the manifest is missing', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'photos-'));
    expect(() => readManifest(empty)).toThrow(/npm run photos/);
  });

  it('reads a manifest from the project folder', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'photos-'));
    mkdirSync(path.join(root, '.cache', 'photos'), { recursive: true });
    writeFileSync(path.join(root, '.cache', 'photos', 'manifest.json'), JSON.stringify(manifest));
    expect(readManifest(root).albums['weddings/ana-joao']).toHaveLength(1);
  });
});
