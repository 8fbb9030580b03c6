#!/usr/bin/env node
/**
 * The image pipeline: turns the photographer's originals into what the site serves.
 *
 *   node scripts/build-photos.mjs          (npm run photos)
 *
 * Input   content/photos/<category>/<album>/*.{jpg,jpeg,png,webp,tif,tiff}, in name order
 *         (natural sort: IMG_2 before IMG_10). When an album folder of content/albums.ts is
 *         empty, demo photos are generated first (scripts/demo-photos.mjs), so on a fresh clone
 *         this one command does everything.
 * Output  public/photos/<category>/<album>/<name>.<fingerprint>-<width>.avif|webp at WIDTHS (never
 *         upscaled), plus <name>.<fingerprint>-<width>.jpg, a large JPEG that the no-JavaScript link opens;
 *         .cache/photos/manifest.json, read by lib/photos.ts at build time: per photo its size
 *         after EXIF rotation, a tiny blurred placeholder and its variants.
 * Colour and metadata: everything is converted to sRGB and stripped of metadata, except the
 * creator (EXIF Artist / XMP dc:creator) and copyright (EXIF Copyright / XMP dc:rights), which
 * are written back; GPS and camera data never reach the public files.
 * Cache: a photo is encoded again only when its content (SHA-1) or the SETTINGS below change,
 * so a rebuild with unchanged photos takes seconds. Variants of photos that are gone are deleted.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ensureDemoPhotos, isPhotoFile, loadAlbumList } from './demo-photos.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = path.join(root, 'content', 'photos');
const OUTPUT_DIR = path.join(root, 'public', 'photos');
const PUBLIC_PREFIX = '/photos';
export const MANIFEST_PATH = path.join(root, '.cache', 'photos', 'manifest.json');

/**
 * Encoding settings. Changing any value re-encodes every photo on the next run.
 * Chosen by measuring on the 2-core build machine (one lane, per photo, all four widths):
 * AVIF effort 1 ≈ 0.4 s, effort 2 ≈ 1.0 s and no smaller, effort 4 ≈ 15 s (a cold run of the
 * 143 demo photos would take over half an hour). AVIF is what current browsers download; WebP
 * only serves older Safari, so it gets the cheap effort 2 (≈ 0.25 s, ~10 % larger than effort 4),
 * and the JPEG fallback plain libjpeg (mozjpeg would cost 3× the time for a rarely served file).
 * With two photos at a time a cold run stays well inside the 3-minute budget.
 */
export const SETTINGS = {
  version: 2,
  /** srcset widths in CSS-independent pixels; a photo narrower than a width skips it. */
  widths: [480, 800, 1200, 1600],
  avif: { quality: 50, effort: 1, chromaSubsampling: '4:2:0' },
  webp: { quality: 74, effort: 2 },
  /** The JPEG that a photo link opens without JavaScript (and the <img src> of old browsers). */
  fallback: { longEdge: 2048, quality: 78 },
  /** The blurred preview shown until the photo arrives, inlined as a data URL (< 1 KB). */
  placeholder: { width: 20, quality: 45, blur: 1.2 },
};
const CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism()));

const settingsHash = createHash('sha1').update(JSON.stringify(SETTINGS)).digest('hex').slice(0, 12);

// ───────────────────────────── small helpers ─────────────────────────────

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const compareNames = (a, b) => naturalOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** A file name as a URL-safe slug: 'IMG 0042 (edit).JPG' → 'img-0042-edit'. */
export function slugify(fileName) {
  const base = path.basename(fileName, path.extname(fileName));
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'photo';
}

/** The widths to encode for a photo `width` pixels wide: never larger than the photo itself. */
export function variantWidths(width, widths = SETTINGS.widths) {
  const fitting = widths.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

async function readDirSafe(dir) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

function formatBytes(bytes) {
  if (bytes >= 1048576) return `${(bytes / 1048576).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

async function runPool(items, concurrency, worker) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await worker(items[next++]);
  });
  await Promise.all(lanes);
}

// ───────────────────────────── creator and copyright ─────────────────────────────

/** Reads IFD0 ASCII tags (Artist 0x013B, Copyright 0x8298) from a raw EXIF block. */
export function readExifCredits(exif) {
  const credits = {};
  if (!exif || exif.length < 14) return credits;
  let base = 0;
  if (exif.toString('latin1', 0, 4) === 'Exif') base = 6;
  const order = exif.toString('latin1', base, base + 2);
  if (order !== 'II' && order !== 'MM') return credits;
  const little = order === 'II';
  const u16 = (at) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  try {
    const ifd = base + u32(base + 4);
    const entries = u16(ifd);
    for (let i = 0; i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      const tag = u16(entry);
      const type = u16(entry + 2);
      const count = u32(entry + 4);
      if (type !== 2 || (tag !== 0x013b && tag !== 0x8298)) continue;
      const at = count <= 4 ? entry + 8 : base + u32(entry + 8);
      // Copyright may hold "photographer\0editor": keep the parts, joined.
      const text = exif
        .toString('latin1', at, at + count)
        .split('\0')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ');
      if (text) credits[tag === 0x013b ? 'creator' : 'copyright'] = text;
    }
  } catch {
    // A damaged EXIF block only means no credits.
  }
  return credits;
}

/** Reads dc:creator and dc:rights from an XMP packet (Lightroom and Capture One write both). */
export function readXmpCredits(xmp) {
  const credits = {};
  if (!xmp) return credits;
  const first = (name) => {
    const block = xmp.match(new RegExp(`<dc:${name}[^>]*>([\\s\\S]*?)</dc:${name}>`));
    const item = block?.[1]?.match(/<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/);
    return item?.[1]?.trim();
  };
  const creator = first('creator');
  const rights = first('rights');
  if (creator) credits.creator = creator;
  if (rights) credits.copyright = rights;
  return credits;
}

/**
 * EXIF strings are ASCII: keep the text readable ('©' → '(c)', accents dropped). libvips reads a
 * value ending in " (…)" as "value (its description)" and drops that part, so a value ending in
 * ')' gets a trailing space to survive whole.
 */
export function asciiExif(text) {
  const ascii = text
    .replace(/©/g, '(c)')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  return ascii.endsWith(')') ? `${ascii} ` : ascii;
}

// ───────────────────────────── encoding one photo ─────────────────────────────

async function encodePhoto(source, input, contentHash) {
  const { category, album, file } = source;
  // Output names carry a fingerprint of the photo and the settings, so the host can cache them
  // forever (firebase.json: immutable) and a replaced photo gets new URLs.
  const name = `${source.name}.${createHash('sha1').update(contentHash + settingsHash).digest('hex').slice(0, 8)}`;
  const meta = await sharp(input).metadata();
  const credits = { ...readXmpCredits(meta.xmpAsString), ...readExifCredits(meta.exif) };
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`cannot read the size of ${category}/${album}/${file}`);

  const widths = variantWidths(width);
  const fallbackScale = Math.min(1, SETTINGS.fallback.longEdge / Math.max(width, height));
  const fallbackWidth = Math.round(width * fallbackScale);
  // Decode, rotate and convert once, at the largest size any output needs; the rest resize this.
  const baseWidth = Math.max(widths.at(-1), fallbackWidth);
  let pipeline = sharp(input).rotate();
  if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
  const { data, info } = await pipeline
    .resize({ width: baseWidth, withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromBase = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const exif = {};
  if (credits.creator) exif.Artist = asciiExif(credits.creator);
  if (credits.copyright) exif.Copyright = asciiExif(credits.copyright);
  const withCredits = (image) => (Object.keys(exif).length > 0 ? image.withExif({ IFD0: exif }) : image);

  const dir = path.join(OUTPUT_DIR, category, album);
  await mkdir(dir, { recursive: true });
  const write = async (image, fileName) => {
    const target = path.join(dir, fileName);
    const out = await image.toFile(target);
    return { src: `${PUBLIC_PREFIX}/${category}/${album}/${fileName}`, width: out.width, height: out.height, bytes: out.size };
  };

  const variants = [];
  for (const w of widths) {
    const resized = () => withCredits(fromBase().resize({ width: w }));
    variants.push({ format: 'avif', ...(await write(resized().avif(SETTINGS.avif), `${name}-${w}.avif`)) });
    variants.push({ format: 'webp', ...(await write(resized().webp(SETTINGS.webp), `${name}-${w}.webp`)) });
  }
  const fallback = await write(
    withCredits(fromBase().resize({ width: fallbackWidth })).jpeg({ ...SETTINGS.fallback, progressive: true }),
    `${name}-${fallbackWidth}.jpg`,
  );
  const { width: pw, quality, blur } = SETTINGS.placeholder;
  const tiny = await fromBase().resize({ width: pw }).blur(blur).webp({ quality, effort: 6 }).toBuffer();
  return {
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    fallback,
    variants,
    ...(credits.creator ? { creator: credits.creator } : {}),
    ...(credits.copyright ? { copyright: credits.copyright } : {}),
  };
}

// ───────────────────────────── the run ─────────────────────────────

async function findSources() {
  const sources = [];
  for (const categoryEntry of await readDirSafe(SOURCE_DIR)) {
    if (!categoryEntry.isDirectory()) continue;
    const category = categoryEntry.name;
    for (const albumEntry of await readDirSafe(path.join(SOURCE_DIR, category))) {
      if (!albumEntry.isDirectory()) continue;
      const album = albumEntry.name;
      const files = (await readDirSafe(path.join(SOURCE_DIR, category, album)))
        .filter((entry) => entry.isFile() && isPhotoFile(entry.name))
        .map((entry) => entry.name)
        .sort(compareNames);
      const used = new Set();
      for (const file of files) {
        let name = slugify(file);
        for (let n = 2; used.has(name); n++) name = `${slugify(file)}-${n}`;
        used.add(name);
        sources.push({ category, album, file, name, path: path.join(SOURCE_DIR, category, album, file) });
      }
    }
  }
  return sources;
}

async function readManifest() {
  try {
    const manifest = JSON.parse(await readFile(MANIFEST_PATH, 'utf8'));
    return manifest && typeof manifest.albums === 'object' ? manifest : null;
  } catch {
    return null;
  }
}

async function writeManifest(albums) {
  const manifest = { version: 1, settingsHash, publicPrefix: PUBLIC_PREFIX, albums };
  await mkdir(path.dirname(MANIFEST_PATH), { recursive: true });
  const temporary = `${MANIFEST_PATH}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(manifest, null, 1) + '\n');
  await rename(temporary, MANIFEST_PATH);
}

async function filesExist(entry) {
  for (const output of [entry.fallback, ...entry.variants]) {
    try {
      const info = await stat(path.join(OUTPUT_DIR, output.src.slice(PUBLIC_PREFIX.length + 1)));
      if (info.size !== output.bytes) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** Deletes every file under public/photos that the manifest does not list, then empty folders. */
async function removeStale(albums) {
  const keep = new Set();
  for (const photos of Object.values(albums)) {
    for (const photo of photos) for (const output of [photo.fallback, ...photo.variants]) keep.add(output.src);
  }
  let removed = 0;
  const walk = async (dir, prefix) => {
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
  await walk(OUTPUT_DIR, PUBLIC_PREFIX);
  return removed;
}

/** Compares the photo folders with content/albums.ts, for warnings the photographer can act on. */
async function checkAgainstAlbums(albums) {
  const warnings = [];
  let listed;
  try {
    listed = await loadAlbumList();
  } catch (error) {
    return [`could not read content/albums.ts: ${error.message}`];
  }
  const known = new Set();
  for (const { category, album, count } of listed) {
    const key = `${category}/${album}`;
    known.add(key);
    const found = albums[key]?.length ?? 0;
    if (found < count) warnings.push(`${key}: content/albums.ts describes ${count} photos but the folder has ${found}; the site build will stop until they match.`);
    else if (found > count) warnings.push(`${key}: the folder has ${found} photos but content/albums.ts describes ${count}; the last ${found - count} are not shown until they get alt text.`);
  }
  for (const key of Object.keys(albums)) {
    if (!known.has(key)) warnings.push(`${key}: this folder is not an album of content/albums.ts, so its photos are not shown.`);
  }
  return warnings;
}

export async function buildPhotos({ log = console.log } = {}) {
  const started = performance.now();
  await ensureDemoPhotos({ log });

  const sources = await findSources();
  const previous = await readManifest();
  const cached = new Map();
  for (const [key, photos] of Object.entries(previous?.albums ?? {})) {
    for (const photo of photos) cached.set(`${key}/${photo.file}`, photo);
  }

  // Pass 1: which photos changed? Size and modification time vouch for an unchanged file;
  // otherwise the content hash decides (a fresh checkout changes times, not content).
  const entries = new Map();
  const jobs = [];
  let bytesIn = 0;
  for (const source of sources) {
    const info = await stat(source.path);
    bytesIn += info.size;
    const old = cached.get(`${source.category}/${source.album}/${source.file}`);
    const sameSettings = old?.settingsHash === settingsHash && old?.name === source.name;
    let hash = sameSettings && old.size === info.size && old.mtimeMs === info.mtimeMs ? old.hash : null;
    let input = null;
    if (!hash) {
      input = await readFile(source.path);
      hash = createHash('sha1').update(input).digest('hex');
    }
    const base = { file: source.file, name: source.name, hash, size: info.size, mtimeMs: info.mtimeMs, settingsHash };
    if (sameSettings && old.hash === hash && (await filesExist(old))) {
      entries.set(source, { ...old, ...base });
    } else {
      jobs.push({ source, base, input });
    }
  }

  const total = sources.length;
  let done = total - jobs.length;
  if (jobs.length > 0) {
    log(`Photos: encoding ${jobs.length} of ${total} (${done} unchanged), ${SETTINGS.widths.length} widths × AVIF + WebP, ${CONCURRENCY} at a time`);
  }
  const assemble = () => {
    const albums = {};
    for (const source of sources) {
      const entry = entries.get(source);
      if (!entry) continue;
      (albums[`${source.category}/${source.album}`] ??= []).push(entry);
    }
    return albums;
  };
  let sinceSave = 0;
  const failures = [];
  await runPool(jobs, CONCURRENCY, async ({ source, base, input }) => {
    const label = `${source.category}/${source.album}/${source.file}`;
    const photoStarted = performance.now();
    try {
      const encoded = await encodePhoto(source, input ?? (await readFile(source.path)), base.hash);
      entries.set(source, { ...base, ...encoded });
      done++;
      const out = encoded.variants.reduce((sum, v) => sum + v.bytes, encoded.fallback.bytes);
      const seconds = ((performance.now() - photoStarted) / 1000).toFixed(1);
      log(`  ${done}/${total}  ${label}  ${encoded.width}×${encoded.height}  ${encoded.variants.length + 1} files, ${formatBytes(base.size)} → ${formatBytes(out)}  ${seconds} s`);
    } catch (error) {
      done++;
      failures.push(`${label}: ${error instanceof Error ? error.message : error}`);
      log(`  ${done}/${total}  ${label}  FAILED: ${error instanceof Error ? error.message : error}`);
    }
    // Save now and then, so that an interrupted cold run keeps most of its work.
    if (++sinceSave >= 10) {
      sinceSave = 0;
      await writeManifest(assemble());
    }
  });

  const albums = assemble();
  await writeManifest(albums);
  const removed = await removeStale(albums);
  const warnings = await checkAgainstAlbums(albums);

  const photos = Object.values(albums).flat();
  const variants = photos.reduce((sum, p) => sum + p.variants.length, 0);
  const bytesOut = photos.reduce((sum, p) => p.variants.reduce((s, v) => s + v.bytes, sum + p.fallback.bytes), 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Photos: ${photos.length} (${jobs.length - failures.length} encoded, ${photos.length - jobs.length + failures.length} unchanged), ` +
      `${variants} variants + ${photos.length} JPEG fallbacks, ${formatBytes(bytesIn)} in → ${formatBytes(bytesOut)} out` +
      `${removed > 0 ? `, ${removed} stale files removed` : ''}, ${seconds} s`,
  );
  for (const warning of warnings) log(`  warning: ${warning}`);
  if (failures.length > 0) {
    throw new Error(`${failures.length} photo(s) could not be processed:\n  ${failures.join('\n  ')}`);
  }
  return { photos: photos.length, encoded: jobs.length, variants, bytesIn, bytesOut, removed, seconds: Number(seconds) };
}

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  buildPhotos().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
