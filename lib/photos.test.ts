import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jpegFile, srcSetOf } from './photo-files';
import type { ManifestPhoto, PhotoManifest } from './photo-manifest';
import { albumPhotosFrom, getPhoto, photoFrom, readManifest, toPhoto } from './photos';
import { temporaryFolder } from '@/test-support/temporary-folders';

const entry: ManifestPhoto = {
  file: 'demo-01.jpg',
  name: 'demo-01',
  width: 2000,
  height: 3000,
  color: '#a58b6f',
  fallback: { src: '/photos/weddings/ana-joao/demo-01.8bbcc313-1365.jpg', width: 1365, height: 2048, bytes: 1 },
  variants: [
    { format: 'avif', src: '/photos/weddings/ana-joao/demo-01.8bbcc313-800.avif', width: 800, height: 1200, bytes: 1 },
    { format: 'webp', src: '/photos/weddings/ana-joao/demo-01.8bbcc313-480.webp', width: 480, height: 720, bytes: 1 },
    { format: 'avif', src: '/photos/weddings/ana-joao/demo-01.8bbcc313-480.avif', width: 480, height: 720, bytes: 1 },
    { format: 'webp', src: '/photos/weddings/ana-joao/demo-01.8bbcc313-800.webp', width: 800, height: 1200, bytes: 1 },
  ],
};

describe('toPhoto', () => {
  it('keeps the intrinsic size, the colour and the widths of the files, smallest first', () => {
    expect(toPhoto(entry)).toEqual({
      base: '/photos/weddings/ana-joao/demo-01.8bbcc313',
      width: 2000,
      height: 3000,
      widths: [480, 800],
      jpegWidth: 1365,
      color: '#a58b6f',
    });
  });

  it('escapes characters that would break a srcset', () => {
    const named = (src: string) => src.replace('demo-01.8bbcc313', 'praia 1.8bbcc313').replace('weddings', 'família');
    const photo = toPhoto({
      ...entry,
      fallback: { ...entry.fallback, src: named(entry.fallback.src) },
      variants: entry.variants.map((variant) => ({ ...variant, src: named(variant.src) })),
    });
    expect(srcSetOf(photo, 'avif')).toBe(
      '/photos/fam%C3%ADlia/ana-joao/praia%201.8bbcc313-480.avif 480w, /photos/fam%C3%ADlia/ana-joao/praia%201.8bbcc313-800.avif 800w',
    );
  });

  it('refuses files that do not follow the <name>-<width>.<format> naming', () => {
    const broken = {
      ...entry,
      variants: entry.variants.map((variant) => ({ ...variant, src: variant.src.replace('-800.', '_800.') })),
    };
    expect(() => toPhoto(broken)).toThrow(/demo-01\.jpg.*naming/);
  });

  it('refuses a JPEG whose name gives another width than its own', () => {
    expect(() => toPhoto({ ...entry, fallback: { ...entry.fallback, width: 2048 } })).toThrow(
      "The files of demo-01.jpg do not follow the '<name>-<width>.<format>' naming.",
    );
  });
});

describe('photo files', () => {
  const photo = toPhoto(entry);

  it('lists one format, smallest first, with width descriptors', () => {
    expect(srcSetOf(photo, 'avif')).toBe(
      '/photos/weddings/ana-joao/demo-01.8bbcc313-480.avif 480w, /photos/weddings/ana-joao/demo-01.8bbcc313-800.avif 800w',
    );
    expect(srcSetOf(photo, 'webp', 480)).toBe('/photos/weddings/ana-joao/demo-01.8bbcc313-480.webp 480w');
  });

  it('points the fallback at the JPEG', () => {
    expect(jpegFile(photo)).toBe('/photos/weddings/ana-joao/demo-01.8bbcc313-1365.jpg');
  });
});

describe('manifest', () => {
  const manifest: PhotoManifest = { version: 1, albums: { 'ana-joao': [entry] } };

  it('gives the photos of an album folder in order', () => {
    expect(albumPhotosFrom(manifest, 'ana-joao')).toHaveLength(1);
  });

  it('finds a photo by its file name, and names the album and the file when it is not there', () => {
    expect(photoFrom(manifest, 'ana-joao', 'demo-01.jpg').base).toBe('/photos/weddings/ana-joao/demo-01.8bbcc313');
    expect(() => photoFrom(manifest, 'ana-joao', '01b.jpg')).toThrow(
      /ana-joao.*"01b\.jpg".*content\/albums\/ana-joao\//,
    );
  });

  it('names the missing folder and the command to run when an album has no photos', () => {
    expect(() => albumPhotosFrom(manifest, 'nowhere')).toThrow(/content\/albums\/nowhere\/.*npm run photos/);
  });

  it('says the same of an album folder the manifest lists without a photo, in one sentence', () => {
    expect(() => albumPhotosFrom({ version: 1, albums: { empty: [] } }, 'empty')).toThrow(
      'No photos for the album "empty": add them to content/albums/empty/, then run `npm run photos` to build the photos first.',
    );
  });

  it('tells to run `npm run photos` when the manifest is missing', () => {
    const empty = temporaryFolder('photos');
    expect(() => readManifest(empty)).toThrow(/npm run photos/);
  });

  it('reads a manifest from the project folder', () => {
    const root = temporaryFolder('photos');
    mkdirSync(path.join(root, '.cache', 'photos'), { recursive: true });
    writeFileSync(path.join(root, '.cache', 'photos', 'manifest.json'), JSON.stringify(manifest));
    expect(readManifest(root).albums['ana-joao']).toHaveLength(1);
  });

  /** A project folder whose manifest is `text`, last changed at `seconds` since 1970. */
  function projectWithManifest(text: string, seconds = 1_000_000, root = temporaryFolder('photos')): string {
    const file = path.join(root, '.cache', 'photos', 'manifest.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    utimesSync(file, seconds, seconds);
    return root;
  }

  it('reads the manifest again only when the file changed', () => {
    const root = projectWithManifest(JSON.stringify(manifest));
    const first = readManifest(root);
    expect(readManifest(root)).toBe(first);
    projectWithManifest(JSON.stringify({ version: 1, albums: {} }), 2_000_000, root);
    expect(readManifest(root).albums).toEqual({});
  });

  it('reads another project’s manifest, even one changed at the same moment', () => {
    expect(readManifest(projectWithManifest(JSON.stringify(manifest))).albums).toHaveProperty('ana-joao');
    expect(readManifest(projectWithManifest(JSON.stringify({ version: 1, albums: {} }))).albums).toEqual({});
  });

  it.each(['null', '{"version":1}', '{"version":1,"albums":3}'])('refuses a manifest that is not one: %s', (text) => {
    expect(() => readManifest(projectWithManifest(text))).toThrow(
      'The photo manifest .cache/photos/manifest.json is not valid. Run `npm run photos` to build the photos first.',
    );
  });

  it('gives a photo of the project the site is built from', () => {
    jest.spyOn(process, 'cwd').mockReturnValue(projectWithManifest(JSON.stringify(manifest)));
    expect(getPhoto('ana-joao', 'demo-01.jpg')).toEqual(toPhoto(entry));
    jest.restoreAllMocks();
  });
});
