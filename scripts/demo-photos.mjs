#!/usr/bin/env node
/**
 * Deterministic demo photos, so that a fresh clone has a photo for every place content/albums.ts
 * expects one (the real photos are not in the repository).
 *
 *   node scripts/demo-photos.mjs
 *
 * For each album of content/albums.ts whose folder content/photos/<category>/<album>/ holds no
 * photo yet, it writes demo-01.jpg, demo-02.jpg… (one per photo the album lists). A folder that
 * already holds photos is never touched, so real photos are never overwritten and a second run
 * does nothing. The demo files are git-ignored (content/photos/**\/demo-*.jpg).
 *
 * The images are synthetic but photo-like — gradients, fractal texture, soft shapes, bokeh, a
 * vignette and film grain — so they compress like photographs, in a mix of portrait (2:3),
 * landscape (3:2) and square frames, 2000–3000 px on the long edge, JPEG quality 82. They carry
 * an Artist/Copyright EXIF, a made-up GPS position and, for some, an EXIF rotation, so that the
 * image pipeline's metadata stripping and auto-orientation have something to prove themselves on.
 * Everything derives from a seeded PRNG: the same album list gives the same pixels.
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const photosDir = path.join(root, 'content', 'photos');
export const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff']);
const JPEG_QUALITY = 82;
/** The synthetic scene is painted at 1/SCALE of the final size, then resized up and grained. */
const SCALE = 4;

/**
 * The albums of content/albums.ts (the one source of truth), as { category, album, count }.
 * albums.ts only has type imports, so a plain TypeScript → JavaScript transpile is enough to run it.
 */
let albumListPromise = null;

export function loadAlbumList() {
  albumListPromise ??= readAlbumList();
  return albumListPromise;
}

async function readAlbumList() {
  const file = path.join(root, 'content', 'albums.ts');
  const source = await readFile(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: file,
  });
  if (/^\s*import\s[^'"]*['"]/m.test(outputText.replace(/^\s*import\s+type\b.*$/gm, ''))) {
    throw new Error('content/albums.ts must only have `import type` imports (the photo scripts run it without a bundler).');
  }
  const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return Object.entries(mod.albumsByCategory).flatMap(([category, groups]) =>
    groups.map((group) => ({ category, album: group.album, count: group.images.length })),
  );
}

export function isPhotoFile(name) {
  return !name.startsWith('.') && PHOTO_EXTENSIONS.has(path.extname(name).toLowerCase());
}

async function listPhotos(dir) {
  try {
    return (await readdir(dir)).filter(isPhotoFile);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

// ───────────────────────────── seeded randomness ─────────────────────────────

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for pictures. */
function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

// ───────────────────────────── painting ─────────────────────────────

/** Colour schemes of the Algarve: [sky top, sky low, ground/sea high, ground low, light, shapes]. */
const PALETTES = {
  goldenHour: [[88, 120, 170], [244, 196, 140], [150, 130, 80], [70, 62, 40], [255, 214, 150], [60, 45, 38]],
  coast: [[70, 140, 200], [190, 220, 235], [40, 150, 170], [205, 180, 140], [255, 245, 220], [40, 55, 70]],
  vineyard: [[120, 160, 200], [225, 215, 190], [110, 130, 60], [90, 70, 45], [255, 230, 170], [50, 48, 40]],
  dusk: [[60, 60, 110], [230, 140, 120], [120, 80, 90], [40, 30, 40], [255, 190, 140], [30, 25, 35]],
  interior: [[215, 200, 180], [240, 228, 210], [180, 150, 120], [120, 95, 75], [255, 240, 215], [90, 70, 60]],
  night: [[20, 22, 35], [60, 45, 50], [45, 35, 35], [15, 12, 14], [255, 200, 120], [10, 10, 12]],
  blossom: [[150, 180, 210], [240, 225, 230], [200, 170, 180], [110, 110, 80], [255, 240, 235], [70, 60, 55]],
};
const PALETTES_BY_CATEGORY = {
  weddings: ['goldenHour', 'vineyard', 'interior', 'night', 'dusk', 'blossom', 'coast'],
  couples: ['coast', 'coast', 'goldenHour', 'dusk'],
  family: ['coast', 'goldenHour', 'vineyard', 'blossom'],
};

/** Smooth value noise on a wrapping lattice, summed over octaves (fractal texture). */
function createNoise(random, size = 64) {
  const lattice = new Float32Array(size * size);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random.next();
  const mask = size - 1;
  const value = (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const fx = x - xi;
    const fy = y - yi;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const x0 = xi & mask;
    const y0 = yi & mask;
    const x1 = (x0 + 1) & mask;
    const y1 = (y0 + 1) & mask;
    const a = lattice[y0 * size + x0];
    const b = lattice[y0 * size + x1];
    const c = lattice[y1 * size + x0];
    const d = lattice[y1 * size + x1];
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
  return (x, y, octaves = 4) => {
    let sum = 0;
    let amplitude = 0.5;
    let frequency = 1;
    for (let o = 0; o < octaves; o++) {
      sum += amplitude * value(x * frequency, y * frequency);
      frequency *= 2.03;
      amplitude *= 0.5;
    }
    return sum / (1 - 0.5 ** octaves);
  };
}

const mix = (a, b, t) => a + (b - a) * t;
const clamp01 = (t) => (t < 0 ? 0 : t > 1 ? 1 : t);

/** Paints a small RGB scene (Float32, 0–255) that looks like an out-of-focus photograph. */
function paintScene(width, height, random, paletteName) {
  const [skyTop, skyLow, groundHigh, groundLow, light, shapeColour] = PALETTES[paletteName];
  const noise = createNoise(random);
  const pixels = new Float32Array(width * height * 3);
  const horizon = random.range(0.35, 0.68);
  const sun = { x: random.range(0.15, 0.85), y: horizon - random.range(0.02, 0.25), r: random.range(0.12, 0.3) };
  const stretch = paletteName === 'coast' ? 6 : 1.5; // waves are long and thin, foliage is round
  const scale = 6 / Math.max(width, height);
  const ox = random.range(0, 64);
  const oy = random.range(0, 64);
  const tilt = random.range(-0.06, 0.06);
  const aspect = width / height;

  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const h = horizon + tilt * (u - 0.5);
      // Sky above the horizon, land or sea below, blended over a narrow band as a lens would.
      const band = clamp01((v - h) / 0.025 + 0.5);
      let r = 0;
      let g = 0;
      let b = 0;
      if (band < 1) {
        const t = Math.min(1, v / h);
        const cloud = noise(ox + x * scale * 0.5, oy + y * scale * 1.4, 3);
        r = mix(skyTop[0], skyLow[0], t) + (cloud - 0.5) * 40;
        g = mix(skyTop[1], skyLow[1], t) + (cloud - 0.5) * 36;
        b = mix(skyTop[2], skyLow[2], t) + (cloud - 0.5) * 30;
      }
      if (band > 0) {
        const t = clamp01((v - h) / (1 - h));
        const n = noise(ox + x * scale * 2, oy + (y * scale * 2 * stretch) / 1.5, 5);
        const k = 0.72 + n * 0.6;
        r = mix(r, mix(groundHigh[0], groundLow[0], t) * k, band);
        g = mix(g, mix(groundHigh[1], groundLow[1], t) * k, band);
        b = mix(b, mix(groundHigh[2], groundLow[2], t) * k, band);
      }
      const dx = (u - sun.x) * aspect;
      const dy = v - sun.y;
      const glow = Math.exp(-(dx * dx + dy * dy) / (sun.r * sun.r)) * 0.85;
      r = mix(r, light[0], glow);
      g = mix(g, light[1], glow);
      b = mix(b, light[2], glow);
      const i = (y * width + x) * 3;
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    }
  }

  // Soft silhouettes (people, trees, a table…): blurred ellipses, darker than the scene.
  const shapes = random.int(1, 4);
  for (let s = 0; s < shapes; s++) {
    const cx = random.range(0.15, 0.85) * width;
    const cy = random.range(horizon, 0.95) * height;
    const rx = random.range(0.05, 0.16) * width;
    const ry = random.range(0.15, 0.4) * height;
    const strength = random.range(0.45, 0.8);
    paintEllipse(pixels, width, height, cx, cy, rx, ry, shapeColour, strength, 0.35, noise);
  }
  // Bokeh: bright soft discs, mostly in the upper half, more at night and indoors.
  const bokeh = paletteName === 'night' || paletteName === 'interior' ? random.int(14, 30) : random.int(0, 10);
  for (let s = 0; s < bokeh; s++) {
    const radius = random.range(0.012, 0.045) * Math.max(width, height);
    const cx = random.range(0, 1) * width;
    const cy = random.range(0, 0.7) * height;
    paintEllipse(pixels, width, height, cx, cy, radius, radius, light, random.range(0.15, 0.45), 0.25, null, true);
  }
  // Vignette and a gentle warm or cool grade.
  const warm = random.range(-8, 12);
  for (let y = 0; y < height; y++) {
    const v = y / height - 0.5;
    for (let x = 0; x < width; x++) {
      const u = (x / width - 0.5) * aspect;
      const falloff = 1 - 0.55 * Math.min(1, (u * u + v * v) * 1.4);
      const i = (y * width + x) * 3;
      pixels[i] = pixels[i] * falloff + warm;
      pixels[i + 1] = pixels[i + 1] * falloff;
      pixels[i + 2] = pixels[i + 2] * falloff - warm;
    }
  }
  return { pixels, horizon };
}

function paintEllipse(pixels, width, height, cx, cy, rx, ry, colour, strength, softness, noise, additive = false) {
  const x0 = Math.max(0, Math.floor(cx - rx * 1.3));
  const x1 = Math.min(width - 1, Math.ceil(cx + rx * 1.3));
  const y0 = Math.max(0, Math.floor(cy - ry * 1.3));
  const y1 = Math.min(height - 1, Math.ceil(cy + ry * 1.3));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = (x - cx) / rx;
      const dy = (y - cy) / ry;
      let d = Math.sqrt(dx * dx + dy * dy);
      if (noise) d += (noise(x * 0.05, y * 0.05, 2) - 0.5) * 0.3;
      const alpha = clamp01((1 - d) / softness) * strength;
      if (alpha <= 0) continue;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = additive ? pixels[i + c] + colour[c] * alpha * 0.6 : mix(pixels[i + c], colour[c], alpha);
      }
    }
  }
}

const TILE = 1024;
const textureTiles = [];

/**
 * A seamless 1024² tile of multi-scale texture (features from 128 px down to 2 px), the fine
 * detail that foliage, sand, fabric and skin give a real photo. Four tiles are made once per run.
 */
function textureTile(index) {
  if (textureTiles[index]) return textureTiles[index];
  const random = createRandom(hashString(`texture-${index}`));
  const sum = new Float32Array(TILE * TILE);
  const octaves = [
    [128, 1],
    [64, 0.85],
    [32, 0.7],
    [16, 0.55],
    [8, 0.45],
    [4, 0.35],
    [2, 0.25],
  ];
  for (const [period, amplitude] of octaves) {
    const cells = TILE / period;
    const lattice = new Float32Array(cells * cells);
    for (let i = 0; i < lattice.length; i++) lattice[i] = random.next() - 0.5;
    for (let y = 0; y < TILE; y++) {
      const gy = y / period;
      const y0 = Math.floor(gy);
      const fy = gy - y0;
      const sy = fy * fy * (3 - 2 * fy);
      const row0 = (y0 % cells) * cells;
      const row1 = ((y0 + 1) % cells) * cells;
      for (let x = 0; x < TILE; x++) {
        const gx = x / period;
        const x0 = Math.floor(gx);
        const fx = gx - x0;
        const sx = fx * fx * (3 - 2 * fx);
        const x1 = (x0 + 1) % cells;
        const a = lattice[row0 + x0];
        const b = lattice[row0 + x1];
        const c = lattice[row1 + x0];
        const d = lattice[row1 + x1];
        sum[y * TILE + x] += amplitude * (a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy);
      }
    }
  }
  let variance = 0;
  for (let i = 0; i < sum.length; i++) variance += sum[i] * sum[i];
  const scale = 40 / Math.sqrt(variance / sum.length); // one standard deviation = 40 levels
  const tile = new Int8Array(TILE * TILE);
  for (let i = 0; i < sum.length; i++) tile[i] = Math.max(-127, Math.min(127, Math.round(sum[i] * scale)));
  textureTiles[index] = tile;
  return tile;
}

/**
 * Adds fine texture and film grain to full-size 8-bit RGB pixels, in place. The texture is
 * strong below the horizon (land, sea, people) and faint in the sky; long and thin on water.
 */
function addDetail(buffer, width, height, random, { horizon, palette }) {
  const tile = textureTile(random.int(0, 3));
  const offsetX = random.int(0, TILE - 1);
  const offsetY = random.int(0, TILE - 1);
  const stretch = palette === 'coast' ? 3 : 1;
  const strength = random.range(0.25, 0.42);
  const sigma = random.range(2, 3.5);
  const grain = new Int8Array(4096);
  for (let i = 0; i < grain.length; i++) {
    // Box–Muller, clipped: a gaussian grain table indexed by cheap integer randomness below.
    const g = Math.sqrt(-2 * Math.log(random.next() + 1e-9)) * Math.cos(2 * Math.PI * random.next());
    grain[i] = Math.max(-127, Math.min(127, Math.round(g * sigma)));
  }
  let state = (random.next() * 0xffffffff) >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    const ground = clamp01((y / height - horizon) / 0.04 + 0.5);
    const amount = strength * (0.25 + 0.75 * ground);
    const row = ((y + offsetY) & (TILE - 1)) * TILE;
    let i = y * width * 3;
    for (let x = 0; x < width; x++, i += 3) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const texture = tile[row + (((Math.floor(x / stretch)) + offsetX) & (TILE - 1))] * amount;
      const luma = texture + grain[state & 4095];
      const chroma = grain[(state >>> 12) & 4095] >> 2;
      const r = buffer[i] + luma + chroma;
      const g = buffer[i + 1] + luma;
      const b = buffer[i + 2] + luma - chroma;
      buffer[i] = r < 0 ? 0 : r > 255 ? 255 : r;
      buffer[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      buffer[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
}

const FRAMES = [
  // [weight, width ratio, height ratio]
  [0.5, 2, 3], // portrait
  [0.35, 3, 2], // landscape
  [0.15, 1, 1], // square
];
const LONG_EDGES = [2000, 2400, 2560, 2736, 3000];

/** The frame, size and palette of one demo photo, all from its seed. */
export function demoPhotoPlan(category, album, number) {
  const random = createRandom(hashString(`${category}/${album}/${number}`));
  let pick = random.next();
  let frame = FRAMES[0];
  for (const candidate of FRAMES) {
    frame = candidate;
    if (pick < candidate[0]) break;
    pick -= candidate[0];
  }
  const longEdge = random.pick(LONG_EDGES);
  const [, fw, fh] = frame;
  const width = Math.round(fw >= fh ? longEdge : (longEdge * fw) / fh);
  const height = Math.round(fh >= fw ? longEdge : (longEdge * fh) / fw);
  const palettes = PALETTES_BY_CATEGORY[category] ?? Object.keys(PALETTES);
  // Some photos are stored sideways with an EXIF rotation, as cameras and phones do.
  const sideways = random.next() < 0.08;
  return { random, width, height, palette: random.pick(palettes), sideways };
}

/** Renders one demo photo to a JPEG buffer. */
export async function renderDemoPhoto(category, album, number) {
  const { random, width, height, palette, sideways } = demoPhotoPlan(category, album, number);
  const smallWidth = Math.round(width / SCALE);
  const smallHeight = Math.round(height / SCALE);
  const { pixels: painted, horizon } = paintScene(smallWidth, smallHeight, random, palette);
  const small = Buffer.alloc(painted.length);
  for (let i = 0; i < painted.length; i++) small[i] = Math.max(0, Math.min(255, Math.round(painted[i])));

  const full = await sharp(small, { raw: { width: smallWidth, height: smallHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  addDetail(full, width, height, random, { horizon, palette });

  let image = sharp(full, { raw: { width, height, channels: 3 } });
  if (sideways) image = image.rotate(270);
  image = image.withExif({
    IFD0: {
      Artist: 'Luz do Sul Photography, demo',
      Copyright: 'Demo image, Luz do Sul Photography',
      ImageDescription: `Demo photo ${number} of ${category}/${album}`,
    },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 40/1 12/1' },
  });
  // EXIF orientation 6: viewers turn the stored (sideways) pixels 90° clockwise.
  if (sideways) image = image.withMetadata({ orientation: 6 });
  const jpeg = await image.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:2:0' }).toBuffer();
  return { jpeg, width, height };
}

async function runPool(items, concurrency, worker) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await worker(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Writes the demo photos of every album whose folder has no photo yet.
 * Returns { generated, bytes, skippedAlbums }.
 */
export async function ensureDemoPhotos({ log = console.log, concurrency = Math.max(1, Math.min(2, os.availableParallelism())) } = {}) {
  const started = performance.now();
  const albums = await loadAlbumList();
  const jobs = [];
  let skippedAlbums = 0;
  for (const { category, album, count } of albums) {
    const dir = path.join(photosDir, category, album);
    const existing = await listPhotos(dir);
    if (existing.some((name) => !/^demo-\d+\.jpg$/.test(name))) {
      skippedAlbums++; // real photos: never touched
      continue;
    }
    // Only demo photos, or none: finish the set (an interrupted earlier run may have left some).
    for (let n = 1; n <= count; n++) {
      const file = `demo-${String(n).padStart(2, '0')}.jpg`;
      if (!existing.includes(file)) jobs.push({ category, album, n, dir, file });
    }
  }
  if (jobs.length === 0) return { generated: 0, bytes: 0, skippedAlbums };

  log(`Demo photos: generating ${jobs.length} into content/photos/ (real photos are never overwritten)`);
  let done = 0;
  let bytes = 0;
  await runPool(jobs, concurrency, async ({ category, album, n, dir, file }) => {
    const { jpeg, width, height } = await renderDemoPhoto(category, album, n);
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, file);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, jpeg);
    await rename(temporary, target);
    bytes += jpeg.length;
    done++;
    log(`  ${done}/${jobs.length}  ${category}/${album}/${file}  ${width}×${height}  ${(jpeg.length / 1024).toFixed(0)} KB`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`Demo photos: ${done} written, ${(bytes / 1048576).toFixed(1)} MB, in ${seconds} s`);
  return { generated: done, bytes, skippedAlbums };
}

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  try {
    await stat(path.join(root, 'content', 'albums.ts'));
    const { generated, skippedAlbums } = await ensureDemoPhotos();
    if (generated === 0) console.log(`Demo photos: nothing to do (every album folder already has photos; ${skippedAlbums} with real ones).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
