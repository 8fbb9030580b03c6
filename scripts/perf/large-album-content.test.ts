/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { albumsByCategory } from '../../content/albums';
import { readAlbumStories } from '../../lib/stories';
import type { ManifestEntry } from '../photos/build-photos';
import {
  albumEntryText,
  extraPhotos,
  LARGE_ALBUM,
  reusedEncodings,
  storyFiles,
  withWeddingAlbum,
} from './large-album-content';

const sources = ['weddings/ana-joao/demo-01.jpg', 'weddings/ana-joao/demo-02.jpg', 'weddings/emma-james/demo-01.jpg'];

describe('extraPhotos', () => {
  it('names the photos in number order and copies the existing ones in turn', () => {
    expect(extraPhotos(4, sources)).toEqual([
      { file: 'extra-001.jpg', source: 'weddings/ana-joao/demo-01.jpg' },
      { file: 'extra-002.jpg', source: 'weddings/ana-joao/demo-02.jpg' },
      { file: 'extra-003.jpg', source: 'weddings/emma-james/demo-01.jpg' },
      { file: 'extra-004.jpg', source: 'weddings/ana-joao/demo-01.jpg' },
    ]);
  });

  it('pads the numbers so that name order stays number order past 999', () => {
    const files = extraPhotos(1200, sources).map((photo) => photo.file);
    expect(files[0]).toBe('extra-0001.jpg');
    expect(files).toEqual(files.toSorted());
  });
});

describe('albumEntryText', () => {
  it('describes every photo by its file name in both languages', () => {
    const photos = extraPhotos(2, sources);
    const [entry] = runInNewContext(`[${albumEntryText(photos)}]`) as [
      { album: string; place: null; photos: Record<string, { en: string; pt: string }> },
    ];
    expect(entry.album).toBe(LARGE_ALBUM);
    expect(entry.place).toBeNull();
    expect(Object.keys(entry.photos)).toEqual(['extra-001.jpg', 'extra-002.jpg']);
    expect(entry.photos['extra-002.jpg']).toEqual({
      en: 'Extra photo 2 of 2 for the large album measurement, a copy of weddings/ana-joao/demo-02.jpg',
      pt: 'Fotografia extra 2 de 2 para a medição do álbum grande, cópia de weddings/ana-joao/demo-02.jpg',
    });
  });
});

describe('withWeddingAlbum', () => {
  const albums = [
    'const weddings: AlbumEntry[] = [',
    "  { album: 'ana-joao', photos: {} },",
    '];',
    '',
    'const couples: AlbumEntry[] = [',
    "  { album: 'costa', photos: {} },",
    '];',
    '',
  ].join('\n');

  it('adds the album after the last wedding, before the couples', () => {
    expect(withWeddingAlbum(albums, '  { album: "large" },\n')).toBe(
      albums.replace("'ana-joao', photos: {} },\n];", '\'ana-joao\', photos: {} },\n  { album: "large" },\n];'),
    );
  });

  it("finds the weddings list in the project's content/albums.ts", () => {
    const source = readFileSync(join(process.cwd(), 'content', 'albums.ts'), 'utf8');
    const added = withWeddingAlbum(source, albumEntryText(extraPhotos(1, sources)));
    const weddings = added.slice(added.indexOf('const weddings'), added.indexOf('const couples'));
    expect(weddings).toContain(`album: "${LARGE_ALBUM}"`);
    expect(weddings.indexOf(albumsByCategory.weddings.at(-1)!.album)).toBeLessThan(weddings.indexOf(LARGE_ALBUM));
  });

  it('says so when the file has no weddings list', () => {
    expect(() => withWeddingAlbum('export {};\n', '')).toThrow('has no');
  });
});

describe('storyFiles', () => {
  it("are stories lib/stories.ts accepts, in both languages, with the album's first photo as cover", () => {
    const root = mkdtempSync(join(tmpdir(), 'large-album-'));
    try {
      const folder = join(root, 'content', 'stories', 'weddings');
      mkdirSync(folder, { recursive: true });
      const files = storyFiles('extra-001.jpg');
      writeFileSync(join(folder, `${LARGE_ALBUM}.en.md`), files.en);
      writeFileSync(join(folder, `${LARGE_ALBUM}.pt.md`), files.pt);
      const group = {
        album: LARGE_ALBUM,
        title: 'Large album',
        place: null,
        images: [{ id: 1, album: LARGE_ALBUM, alt: { en: 'a', pt: 'a' }, src: `weddings/${LARGE_ALBUM}/extra-001.jpg` }],
        left: true,
        first: false,
        family: false,
      };
      const stories = readAlbumStories('weddings', group, root);
      expect(stories.en.cover).toBe('extra-001.jpg');
      expect(stories.pt.title).toBe('Álbum grande (medição)');
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

  it("gives each added photo the web versions of the photo it copies, under its own name; one not encoded yet is left to the build", () => {
    const albums = { 'weddings/ana-joao': [encoded('weddings/ana-joao', 'demo-01', '435108f1')] };
    const { entries, links } = reusedEncodings(albums, extraPhotos(2, sources), '/photos');
    expect(entries).toEqual([
      {
        ...albums['weddings/ana-joao'][0],
        file: 'extra-001.jpg',
        name: 'extra-001',
        fallback: { src: `/photos/weddings/${LARGE_ALBUM}/extra-001.435108f1-2048.jpg`, width: 2048, height: 1366, bytes: 100 },
        variants: [
          {
            format: 'avif',
            src: `/photos/weddings/${LARGE_ALBUM}/extra-001.435108f1-360.avif`,
            width: 360,
            height: 240,
            bytes: 4,
          },
        ],
      },
    ]);
    expect(links).toEqual([
      {
        from: '/photos/weddings/ana-joao/demo-01.435108f1-2048.jpg',
        to: `/photos/weddings/${LARGE_ALBUM}/extra-001.435108f1-2048.jpg`,
      },
      {
        from: '/photos/weddings/ana-joao/demo-01.435108f1-360.avif',
        to: `/photos/weddings/${LARGE_ALBUM}/extra-001.435108f1-360.avif`,
      },
    ]);
  });
});
