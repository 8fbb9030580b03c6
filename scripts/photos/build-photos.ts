/**
 * The image pipeline: turns the photographer's photos into what the site serves.
 *
 * Input   the photos of each album folder, content/albums/<album>/*.{jpg,jpeg,png,webp,tif,tiff}
 *         (the editor stores WebP masters; JPEGs dropped in by hand work as well). When an album
 *         shows demo-NN.jpg photos that are not there yet, they are painted first
 *         (demo-photos.ts), so on a fresh clone this one command does everything.
 * Output  public/photos/<album>/<name>.<fingerprint>-<width>.avif|webp at the widths of
 *         settings.ts (never upscaled), plus <name>.<fingerprint>-<width>.jpg, a large JPEG for the
 *         rare browser without AVIF or WebP; .cache/photos/manifest.json, read by lib/photos.ts at
 *         build time: per photo its size after EXIF rotation, its average colour and its variants.
 * Colour and metadata: everything is converted to sRGB and stripped of metadata, except the
 * creator and copyright (credits.ts), which are written back; GPS and camera data never reach the
 * public files.
 * Cache: a photo is encoded again only when its content (SHA-1) or the settings change, so a
 * rebuild with unchanged photos takes seconds. Variants of photos that are gone are deleted.
 * Shelf: what this checkout lacks is first looked for on the machine's shelf (shelf.ts:
 * $PHOTO_SHELF_DIR, else ~/.cache/algarve-storyteller-photography/photos), keyed by the photo's
 * content, the settings and the libvips and sharp versions, and hard-linked into public/photos/;
 * what is encoded here is shelved, so another clone, worktree or copy on this machine skips it.
 * Every output is written to a temporary name and renamed, never written into in place, because
 * a hard-linked output shares its bytes with the shelf.
 */
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { readAlbums } from '@/lib/albums/read';
import type { ManifestPhoto, ManifestVariant } from '@/lib/photo-manifest';
import { listedAlbums, unlistedPhotos } from './albums';
import { assertContent } from './content-errors';
import { asciiExif, readCredits } from './credits';
import { ensureDemoPhotos } from './demo-photos';
import { compareFileNames } from '@/lib/file-order';
import { formatBytes, isPhotoFile, publicNames, readDirSafe, variantWidths } from './photo-files';
import { SETTINGS, contentHashOf, outputFingerprint, settingsHashOf } from './settings';
import {
  UNUSED_DAYS,
  encodedKeyOf,
  machineShelfDir,
  openShelf,
  placeFile,
  type EncoderVersions,
  type Shelf,
} from './shelf';

const PUBLIC_PREFIX = '/photos';
const CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism()));
/** Written to the manifest every this many photos, so an interrupted cold run keeps most of its work. */
const SAVE_EVERY = 10;

const manifestPathOf = (projectRoot: string): string => path.join(projectRoot, '.cache', 'photos', 'manifest.json');

type OutputFile = ManifestPhoto['fallback'];

/** One photo in the manifest: what lib/photos.ts reads (`ManifestPhoto`), plus what the cache needs. */
export type ManifestEntry = ManifestPhoto & {
  hash: string;
  size: number;
  mtimeMs: number;
  settingsHash: string;
  creator?: string;
  copyright?: string;
};

type Manifest = { version: 1; settingsHash: string; publicPrefix: string; albums: Record<string, ManifestEntry[]> };

type Source = { album: string; file: string; name: string; path: string };
type CacheFields = Pick<ManifestEntry, 'file' | 'name' | 'hash' | 'size' | 'mtimeMs' | 'settingsHash'>;
type Encoded = Omit<ManifestEntry, keyof CacheFields>;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The libvips and sharp that encode here: part of every shelf key. */
export const sharpVersions = (): EncoderVersions => ({
  vips: sharp.versions.vips,
  sharp: sharp.versions.sharp ?? 'unknown',
});

export async function buildPhotos({
  projectRoot,
  log = console.log,
  shelfDir = machineShelfDir(),
  versions = sharpVersions(),
  onEncode,
}: {
  projectRoot: string;
  log?: (line: string) => void;
  /** The machine's shelf; null to work without one. */
  shelfDir?: string | null;
  versions?: EncoderVersions;
  /** Told of every photo encoded here (not taken from the cache or the shelf). */
  onEncode?: (photo: string) => void;
}) {
  const sourceDir = path.join(projectRoot, 'content', 'albums');
  const outputDir = path.join(projectRoot, 'public', 'photos');
  const manifestPath = manifestPathOf(projectRoot);
  const settingsHash = settingsHashOf();

  async function encodePhoto(source: Source, input: Buffer, contentHash: string): Promise<Encoded> {
    const { album, file } = source;
    onEncode?.(`${album}/${file}`);
    const name = `${source.name}.${outputFingerprint(contentHash, settingsHash)}`;
    const meta = await sharp(input).metadata();
    const credits = await readCredits({ exif: meta.exif, xmp: meta.xmp });
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error(`cannot read the size of ${album}/${file}`);

    const widths = variantWidths(width, SETTINGS.widths);
    const fallbackScale = Math.min(1, SETTINGS.fallback.longEdge / Math.max(width, height));
    const fallbackWidth = Math.round(width * fallbackScale);
    // Decode, rotate and convert once, at the largest size any output needs; the rest resize this.
    const baseWidth = Math.max(widths.at(-1) ?? width, fallbackWidth);
    let pipeline = sharp(input).rotate();
    if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    const { data, info } = await pipeline
      .resize({ width: baseWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const fromBase = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

    const exif: Record<string, string> = {};
    if (credits.creator) exif.Artist = asciiExif(credits.creator);
    if (credits.copyright) exif.Copyright = asciiExif(credits.copyright);
    const withCredits = (image: Sharp) => (Object.keys(exif).length > 0 ? image.withExif({ IFD0: exif }) : image);

    const dir = path.join(outputDir, album);
    await mkdir(dir, { recursive: true });
    const write = async (image: Sharp, fileName: string): Promise<OutputFile> => {
      const target = path.join(dir, fileName);
      const temporary = `${target}.${process.pid}.tmp.${fileName.slice(fileName.lastIndexOf('.') + 1)}`;
      const out = await image.toFile(temporary);
      await rename(temporary, target);
      return {
        src: `${PUBLIC_PREFIX}/${album}/${fileName}`,
        width: out.width,
        height: out.height,
        bytes: out.size,
      };
    };

    const variants: ManifestVariant[] = [];
    for (const w of widths) {
      const resized = () => withCredits(fromBase().resize({ width: w }));
      variants.push({ format: 'avif', ...(await write(resized().avif(SETTINGS.avif), `${name}-${w}.avif`)) });
      variants.push({ format: 'webp', ...(await write(resized().webp(SETTINGS.webp), `${name}-${w}.webp`)) });
    }
    const fallback = await write(
      withCredits(fromBase().resize({ width: fallbackWidth })).jpeg({ ...SETTINGS.fallback, progressive: true }),
      `${name}-${fallbackWidth}.jpg`,
    );
    const side = SETTINGS.color.resizeTo;
    const pixel = await fromBase().resize(side, side, { fit: 'fill' }).raw().toBuffer();
    return {
      width,
      height,
      color: `#${[...pixel.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
      fallback,
      variants,
      ...(credits.creator ? { creator: credits.creator } : {}),
      ...(credits.copyright ? { copyright: credits.copyright } : {}),
    };
  }

  async function findSources(): Promise<Source[]> {
    const sources: Source[] = [];
    for (const albumEntry of await readDirSafe(sourceDir)) {
      if (!albumEntry.isDirectory()) continue;
      const album = albumEntry.name;
      const files = (await readDirSafe(path.join(sourceDir, album)))
        .filter((entry) => entry.isFile() && isPhotoFile(entry.name))
        .map((entry) => entry.name)
        .sort(compareFileNames);
      const names = publicNames(files);
      files.forEach((file, index) =>
        sources.push({ album, file, name: names[index]!, path: path.join(sourceDir, album, file) }),
      );
    }
    return sources;
  }

  async function readManifest(): Promise<Manifest | null> {
    try {
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Partial<Manifest> | null;
      return manifest && typeof manifest.albums === 'object' ? (manifest as Manifest) : null;
    } catch {
      return null;
    }
  }

  async function writeManifest(albums: Record<string, ManifestEntry[]>): Promise<void> {
    const manifest: Manifest = { version: 1, settingsHash, publicPrefix: PUBLIC_PREFIX, albums };
    await mkdir(path.dirname(manifestPath), { recursive: true });
    const temporary = `${manifestPath}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(manifest, null, 1) + '\n');
    await rename(temporary, manifestPath);
  }

  async function filesExist(entry: ManifestEntry): Promise<boolean> {
    for (const output of [entry.fallback, ...entry.variants]) {
      try {
        const info = await stat(path.join(outputDir, output.src.slice(PUBLIC_PREFIX.length + 1)));
        if (info.size !== output.bytes) return false;
      } catch {
        return false;
      }
    }
    return true;
  }

  /** Deletes every file under public/photos that the manifest does not list, then empty folders. */
  async function removeStale(albums: Record<string, ManifestEntry[]>): Promise<number> {
    const keep = new Set<string>();
    for (const photos of Object.values(albums)) {
      for (const photo of photos) for (const output of [photo.fallback, ...photo.variants]) keep.add(output.src);
    }
    let removed = 0;
    const walk = async (dir: string, prefix: string): Promise<number> => {
      let remaining = 0;
      for (const entry of await readDirSafe(dir)) {
        const full = path.join(dir, entry.name);
        const url = `${prefix}/${entry.name}`;
        if (entry.isDirectory()) {
          if ((await walk(full, url)) === 0) await rmdir(full).catch(() => {});
          else remaining++;
        } else if (keep.has(url)) {
          remaining++;
        } else {
          await rm(full, { force: true });
          removed++;
        }
      }
      return remaining;
    };
    await walk(outputDir, PUBLIC_PREFIX);
    return removed;
  }

  /** The shelf's name for an output file: its public name without the photo's name and fingerprint. */
  const shelfName = (src: string, prefix: string) => src.slice(src.lastIndexOf('/') + 1).slice(prefix.length);
  const withSrc = (output: OutputFile, src: string): OutputFile => ({ ...output, src });
  const mapOutputs = (encoded: Encoded, srcOf: (src: string) => string): Encoded => ({
    ...encoded,
    fallback: withSrc(encoded.fallback, srcOf(encoded.fallback.src)),
    variants: encoded.variants.map((variant) => ({ ...variant, src: srcOf(variant.src) })),
  });

  /** The photo's outputs placed from the shelf into public/photos/<album>/, or null on a miss. */
  async function fromShelf(shelf: Shelf, source: Source, contentHash: string): Promise<Encoded | null> {
    const fingerprint = outputFingerprint(contentHash, settingsHash);
    const hit = await shelf.take<Encoded>('encoded', encodedKeyOf(fingerprint, versions));
    if (!hit) return null;
    const prefix = `${source.name}.${fingerprint}-`;
    const dir = path.join(outputDir, source.album);
    try {
      const files: { from: string; to: string }[] = [];
      const placed = mapOutputs(hit.record, (name) => {
        const from = hit.paths.get(name);
        if (!from) throw new Error(`the shelf entry lacks ${name}`);
        files.push({ from, to: path.join(dir, `${prefix}${name}`) });
        return `${PUBLIC_PREFIX}/${source.album}/${prefix}${name}`;
      });
      await mkdir(dir, { recursive: true });
      for (const { from, to } of files) await placeFile(from, to, 'link');
      return placed;
    } catch {
      // A record that does not match its files, or a file gone since: a miss, encoded here.
      return null;
    }
  }

  /** Puts what was just encoded on the shelf, its file names relative to the entry. */
  async function toShelf(shelf: Shelf, source: Source, contentHash: string, encoded: Encoded): Promise<void> {
    const fingerprint = outputFingerprint(contentHash, settingsHash);
    const prefix = `${source.name}.${fingerprint}-`;
    const record = mapOutputs(encoded, (src) => shelfName(src, prefix));
    const files = [encoded.fallback, ...encoded.variants].map((output) => ({
      name: shelfName(output.src, prefix),
      from: path.join(outputDir, output.src.slice(PUBLIC_PREFIX.length + 1)),
    }));
    await shelf.put('encoded', encodedKeyOf(fingerprint, versions), files, record, 'link');
  }

  const started = performance.now();
  const shelf = shelfDir === null ? null : await openShelf(shelfDir, log);
  const albumList = listedAlbums(readAlbums(projectRoot).albums);
  await ensureDemoPhotos(sourceDir, albumList, log, { shelf, versions });

  const sources = await findSources();
  const previous = await readManifest();
  const cached = new Map<string, ManifestEntry>();
  for (const [key, photos] of Object.entries(previous?.albums ?? {})) {
    for (const photo of photos) cached.set(`${key}/${photo.file}`, photo);
  }

  // Pass 1: which photos changed? Size and modification time vouch for an unchanged file;
  // otherwise the content hash decides (a fresh checkout changes times, not content).
  const entries = new Map<Source, ManifestEntry>();
  const jobs: { source: Source; base: CacheFields; input: Buffer | null }[] = [];
  let bytesIn = 0;
  let shelfHits = 0;
  for (const source of sources) {
    const info = await stat(source.path);
    bytesIn += info.size;
    const old = cached.get(`${source.album}/${source.file}`);
    const sameSettings = old !== undefined && old.settingsHash === settingsHash && old.name === source.name;
    let hash = sameSettings && old.size === info.size && old.mtimeMs === info.mtimeMs ? old.hash : null;
    let input: Buffer | null = null;
    if (!hash) {
      input = await readFile(source.path);
      hash = contentHashOf(input);
    }
    const base: CacheFields = {
      file: source.file,
      name: source.name,
      hash,
      size: info.size,
      mtimeMs: info.mtimeMs,
      settingsHash,
    };
    if (sameSettings && old.hash === hash && (await filesExist(old))) {
      entries.set(source, { ...old, ...base });
      continue;
    }
    const shelved = shelf && (await fromShelf(shelf, source, hash));
    if (shelved) {
      entries.set(source, { ...base, ...shelved });
      shelfHits++;
    } else {
      jobs.push({ source, base, input });
    }
  }

  const total = sources.length;
  let done = total - jobs.length;
  if (jobs.length > 0) {
    log(
      `Photos: encoding ${jobs.length} of ${total} (${done - shelfHits} unchanged, ${shelfHits} from the machine's shelf), ${SETTINGS.widths.length} widths × AVIF + WebP, ${CONCURRENCY} at a time`,
    );
  }
  const assemble = () => {
    const albums: Record<string, ManifestEntry[]> = {};
    for (const source of sources) {
      const entry = entries.get(source);
      if (entry) (albums[source.album] ??= []).push(entry);
    }
    return albums;
  };
  let sinceSave = 0;
  const failures: string[] = [];
  const limit = pLimit(CONCURRENCY);
  await Promise.all(
    jobs.map(({ source, base, input }) =>
      limit(async () => {
        const label = `${source.album}/${source.file}`;
        const photoStarted = performance.now();
        try {
          const encoded = await encodePhoto(source, input ?? (await readFile(source.path)), base.hash);
          entries.set(source, { ...base, ...encoded });
          if (shelf) await toShelf(shelf, source, base.hash, encoded);
          done++;
          const out = encoded.variants.reduce((sum, v) => sum + v.bytes, encoded.fallback.bytes);
          const seconds = ((performance.now() - photoStarted) / 1000).toFixed(1);
          log(
            `  ${done}/${total}  ${label}  ${encoded.width}×${encoded.height}  ${encoded.variants.length + 1} files, ${formatBytes(base.size)} → ${formatBytes(out)}  ${seconds} s`,
          );
        } catch (error) {
          done++;
          failures.push(`${label}: ${describe(error)}`);
          log(`  ${done}/${total}  ${label}  FAILED: ${describe(error)}`);
        }
        if (++sinceSave >= SAVE_EVERY) {
          sinceSave = 0;
          await writeManifest(assemble());
        }
      }),
    ),
  );

  const albums = assemble();
  await writeManifest(albums);
  const removed = await removeStale(albums);
  const found = Object.fromEntries(Object.entries(albums).map(([key, photos]) => [key, photos.map((p) => p.file)]));
  const warnings = unlistedPhotos(albumList, found);

  const photos = Object.values(albums).flat();
  const variants = photos.reduce((sum, p) => sum + p.variants.length, 0);
  const bytesOut = photos.reduce((sum, p) => p.variants.reduce((s, v) => s + v.bytes, sum + p.fallback.bytes), 0);
  const evicted = shelf ? await shelf.evict() : 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const encodedHere = jobs.length - failures.length;
  log(
    `Photos: ${photos.length} (${encodedHere} encoded, ${shelfHits} from the machine's shelf, ${photos.length - encodedHere - shelfHits} unchanged), ` +
      `${variants} variants + ${photos.length} JPEG fallbacks, ${formatBytes(bytesIn)} in → ${formatBytes(bytesOut)} out` +
      `${removed > 0 ? `, ${removed} stale files removed` : ''}` +
      `${evicted > 0 ? `, ${evicted} shelf entries unused for ${UNUSED_DAYS} days removed` : ''}, in ${seconds} s`,
  );
  for (const warning of warnings) log(`  warning: ${warning}`);
  if (failures.length > 0) {
    throw new Error(`${failures.length} photo(s) could not be processed:\n  ${failures.join('\n  ')}`);
  }
  assertContent({ projectRoot, found });
}
