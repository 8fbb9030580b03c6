/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAlbums } from '../lib/albums/read';
import type { ManifestEntry } from '../scripts/photos/build-photos';
import { albumFiles, extraPhotos, reusedEncodings } from './added-albums';

const ADDED = 'measured-wedding';
const TITLE = { en: 'Measured wedding', pt: 'Casamento medido' };

const sources = ['ana-joao/demo-01.jpg', 'ana-joao/demo-02.jpg', 'emma-james/demo-01.jpg'];

describe('extraPhotos', () => {
  it('names the photos in number order and copies the existing ones in turn', () => {
    expect(extraPhotos(4, sources)).toEqual([
      { file: 'extra-001.jpg', source: 'ana-joao/demo-01.jpg' },
      { file: 'extra-002.jpg', source: 'ana-joao/demo-02.jpg' },
      { file: 'extra-003.jpg', source: 'emma-james/demo-01.jpg' },
      { file: 'extra-004.jpg', source: 'ana-joao/demo-01.jpg' },
    ]);
  });

  it('pads the numbers so that name order stays number order past 999', () => {
    const files = extraPhotos(1200, sources).map((photo) => photo.file);
    expect(files[0]).toBe('extra-0001.jpg');
    expect(files).toEqual(files.toSorted());
  });
});

describe('albumFiles', () => {
  it('are an album the site accepts, shown after the other weddings, every photo described in both languages, the first its cover', () => {
    const root = mkdtempSync(join(tmpdir(), 'added-albums-'));
    try {
      const photos = extraPhotos(2, sources);
      const folder = join(root, 'content', 'albums', ADDED);
      mkdirSync(folder, { recursive: true });
      const files = albumFiles(photos, 7, TITLE);
      writeFileSync(join(folder, 'index.en.md'), files.en);
      writeFileSync(join(folder, 'index.pt.md'), files.pt);
      const { albums, problems } = readAlbums(root);
      expect(problems).toEqual([]);
      expect(albums[0]).toMatchObject({
        slug: ADDED,
        category: 'weddings',
        position: 7,
        cover: 'extra-001.jpg',
        title: { pt: 'Casamento medido' },
      });
      expect(albums[0]!.photos[1]).toEqual({
        file: 'extra-002.jpg',
        alt: {
          en: 'Extra photo 2 of 2 for a measurement, a copy of ana-joao/demo-02.jpg',
          pt: 'Fotografia extra 2 de 2 para uma medição, cópia de ana-joao/demo-02.jpg',
        },
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('reusedEncodings', () => {
  const encoded = (album: string, name: string, fingerprint: string): ManifestEntry => ({
    file: `${name}.jpg`,
    name,
    hash: `hash-${name}`,
    size: 1000,
    mtimeMs: 1,
    settingsHash: 's',
    width: 2560,
    height: 1707,
    color: '#6e858b',
    fallback: { src: `/photos/${album}/${name}.${fingerprint}-2048.jpg`, width: 2048, height: 1366, bytes: 100 },
    variants: [
      { format: 'avif', src: `/photos/${album}/${name}.${fingerprint}-360.avif`, width: 360, height: 240, bytes: 4 },
    ],
  });

  it('gives each added photo the web versions of the photo it copies, under its own name; one not encoded yet is left to the build', () => {
    const albums = { 'ana-joao': [encoded('ana-joao', 'demo-01', '435108f1')] };
    const { entries, links } = reusedEncodings(albums, extraPhotos(2, sources), '/photos', ADDED);
    expect(entries).toEqual([
      {
        ...albums['ana-joao'][0],
        file: 'extra-001.jpg',
        name: 'extra-001',
        fallback: { src: `/photos/${ADDED}/extra-001.435108f1-2048.jpg`, width: 2048, height: 1366, bytes: 100 },
        variants: [
          {
            format: 'avif',
            src: `/photos/${ADDED}/extra-001.435108f1-360.avif`,
            width: 360,
            height: 240,
            bytes: 4,
          },
        ],
      },
    ]);
    expect(links).toEqual([
      {
        from: '/photos/ana-joao/demo-01.435108f1-2048.jpg',
        to: `/photos/${ADDED}/extra-001.435108f1-2048.jpg`,
      },
      {
        from: '/photos/ana-joao/demo-01.435108f1-360.avif',
        to: `/photos/${ADDED}/extra-001.435108f1-360.avif`,
      },
    ]);
  });
});
