/**
 * The pixels of the demo photos: synthetic but photo-like scenes (gradients, fractal texture, soft
 * shapes, bokeh, a vignette and film grain), so they compress like photographs. Everything derives
 * from a seeded random generator: the same album list always gives the same pixels.
 */

export type Random = {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
};

type Rgb = readonly [number, number, number];

/** FNV-1a: a seed from a text. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for pictures. */
export function createRandom(seed: number): Random {
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
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new RangeError('Cannot pick from an empty list');
      return item;
    },
  };
}

/** Colour schemes of the Algarve, in hex: sky top, sky low, ground/sea high, ground low, light, shapes. */
const PALETTES = {
  goldenHour: '5878aa f4c48c 968250 463e28 ffd696 3c2d26',
  coast: '468cc8 bedceb 2896aa cdb48c fff5dc 283746',
  vineyard: '78a0c8 e1d7be 6e823c 5a462d ffe6aa 323028',
  dusk: '3c3c6e e68c78 78505a 281e28 ffbe8c 1e1923',
  interior: 'd7c8b4 f0e4d2 b49678 785f4b fff0d7 5a463c',
  night: '141623 3c2d32 2d2323 0f0c0e ffc878 0a0a0c',
  blossom: '96b4d2 f0e1e6 c8aab4 6e6e50 fff0eb 463c37',
};

const coloursOf = (name: PaletteName) =>
  PALETTES[name]
    .split(' ')
    .map((hex): Rgb => [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4), 16)]);

export type PaletteName = keyof typeof PALETTES;
const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

const PALETTES_BY_CATEGORY: Record<string, readonly PaletteName[]> = {
  weddings: ['goldenHour', 'vineyard', 'interior', 'night', 'dusk', 'blossom', 'coast'],
  couples: ['coast', 'coast', 'goldenHour', 'dusk'],
  family: ['coast', 'goldenHour', 'vineyard', 'blossom'],
};

type Noise = (x: number, y: number, octaves?: number) => number;

const smooth = (t: number) => t * t * (3 - 2 * t);

/** The lattice's four corners around a point (rows row0/row1, columns x0/x1), blended smoothly. */
function smoothBlend(
  lattice: Float32Array,
  row0: number,
  row1: number,
  x0: number,
  x1: number,
  sx: number,
  sy: number,
) {
  const a = lattice[row0 + x0]!;
  const b = lattice[row0 + x1]!;
  const c = lattice[row1 + x0]!;
  const d = lattice[row1 + x1]!;
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/** Smooth value noise on a wrapping lattice, summed over octaves (fractal texture). */
function createNoise(random: Random, size = 64): Noise {
  const lattice = new Float32Array(size * size);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random.next();
  const mask = size - 1;
  const value = (x: number, y: number) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const x0 = xi & mask;
    const y0 = yi & mask;
    const x1 = (x0 + 1) & mask;
    const y1 = (y0 + 1) & mask;
    return smoothBlend(lattice, y0 * size, y1 * size, x0, x1, smooth(x - xi), smooth(y - yi));
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

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const CLOUD_CONTRAST = [40, 36, 30];
const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);

/** Paints a small RGB scene (Float32, 0–255) that looks like an out-of-focus photograph. */
export function paintScene(
  width: number,
  height: number,
  random: Random,
  paletteName: PaletteName,
): { pixels: Float32Array; horizon: number } {
  const [skyTop, skyLow, groundHigh, groundLow, light, shapeColour] = coloursOf(paletteName) as [
    Rgb,
    Rgb,
    Rgb,
    Rgb,
    Rgb,
    Rgb,
  ];
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
      const dx = (u - sun.x) * aspect;
      const dy = v - sun.y;
      const glow = Math.exp(-(dx * dx + dy * dy) / (sun.r * sun.r)) * 0.85;
      const skyT = Math.min(1, v / h);
      const cloud = band < 1 ? noise(ox + x * scale * 0.5, oy + y * scale * 1.4, 3) : 0;
      const groundT = clamp01((v - h) / (1 - h));
      const k = band > 0 ? 0.72 + noise(ox + x * scale * 2, oy + (y * scale * 2 * stretch) / 1.5, 5) * 0.6 : 0;
      for (let c = 0; c < 3; c++) {
        let value = band < 1 ? mix(skyTop[c]!, skyLow[c]!, skyT) + (cloud - 0.5) * CLOUD_CONTRAST[c]! : 0;
        if (band > 0) value = mix(value, mix(groundHigh[c]!, groundLow[c]!, groundT) * k, band);
        pixels[(y * width + x) * 3 + c] = mix(value, light[c]!, glow);
      }
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
    paintEllipse(pixels, width, height, { cx, cy, rx, ry, colour: shapeColour, strength, softness: 0.35, noise });
  }
  // Bokeh: bright soft discs, mostly in the upper half, more at night and indoors.
  const bokeh = paletteName === 'night' || paletteName === 'interior' ? random.int(14, 30) : random.int(0, 10);
  for (let s = 0; s < bokeh; s++) {
    const radius = random.range(0.012, 0.045) * Math.max(width, height);
    const cx = random.range(0, 1) * width;
    const cy = random.range(0, 0.7) * height;
    paintEllipse(pixels, width, height, {
      cx,
      cy,
      rx: radius,
      ry: radius,
      colour: light,
      strength: random.range(0.15, 0.45),
      softness: 0.25,
      noise: null,
      additive: true,
    });
  }
  // Vignette and a gentle warm or cool grade.
  const warm = random.range(-8, 12);
  for (let y = 0; y < height; y++) {
    const v = y / height - 0.5;
    for (let x = 0; x < width; x++) {
      const u = (x / width - 0.5) * aspect;
      const falloff = 1 - 0.55 * Math.min(1, (u * u + v * v) * 1.4);
      const i = (y * width + x) * 3;
      pixels[i] = pixels[i]! * falloff + warm;
      pixels[i + 1] = pixels[i + 1]! * falloff;
      pixels[i + 2] = pixels[i + 2]! * falloff - warm;
    }
  }
  return { pixels, horizon };
}

type Ellipse = {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  colour: Rgb;
  strength: number;
  softness: number;
  noise: Noise | null;
  additive?: boolean;
};

function paintEllipse(
  pixels: Float32Array,
  width: number,
  height: number,
  { cx, cy, rx, ry, colour, strength, softness, noise, additive = false }: Ellipse,
): void {
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
        pixels[i + c] = additive
          ? pixels[i + c]! + colour[c as 0 | 1 | 2] * alpha * 0.6
          : mix(pixels[i + c]!, colour[c as 0 | 1 | 2], alpha);
      }
    }
  }
}

const TILE = 1024;
const textureTiles: Int8Array[] = [];

/**
 * A seamless 1024² tile of multi-scale texture (features from 128 px down to 2 px), the fine
 * detail that foliage, sand, fabric and skin give a real photo. Four tiles are made once per run.
 */
function textureTile(index: number): Int8Array {
  const cached = textureTiles[index];
  if (cached) return cached;
  const random = createRandom(hashString(`texture-${index}`));
  const sum = new Float32Array(TILE * TILE);
  const octaves: [number, number][] = [
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
      const y0 = Math.floor(y / period);
      const sy = smooth(y / period - y0);
      for (let x = 0; x < TILE; x++) {
        const x0 = Math.floor(x / period);
        const blended = smoothBlend(
          lattice,
          (y0 % cells) * cells,
          ((y0 + 1) % cells) * cells,
          x0,
          (x0 + 1) % cells,
          smooth(x / period - x0),
          sy,
        );
        sum[y * TILE + x]! += amplitude * blended;
      }
    }
  }
  let variance = 0;
  for (let i = 0; i < sum.length; i++) variance += sum[i]! * sum[i]!;
  const scale = 40 / Math.sqrt(variance / sum.length); // one standard deviation = 40 levels
  const tile = new Int8Array(TILE * TILE);
  for (let i = 0; i < sum.length; i++) tile[i] = Math.max(-127, Math.min(127, Math.round(sum[i]! * scale)));
  textureTiles[index] = tile;
  return tile;
}

/**
 * Adds fine texture and film grain to full-size 8-bit RGB pixels, in place. The texture is strong
 * below the horizon (land, sea, people) and faint in the sky; long and thin on water.
 */
export function addDetail(
  buffer: Buffer,
  width: number,
  height: number,
  random: Random,
  { horizon, palette }: { horizon: number; palette: PaletteName },
): void {
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
      const texture = tile[row + ((Math.floor(x / stretch) + offsetX) & (TILE - 1))]! * amount;
      const luma = texture + grain[state & 4095]!;
      const chroma = grain[(state >>> 12) & 4095]! >> 2;
      const r = buffer[i]! + luma + chroma;
      const g = buffer[i + 1]! + luma;
      const b = buffer[i + 2]! + luma - chroma;
      buffer[i] = r < 0 ? 0 : r > 255 ? 255 : r;
      buffer[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      buffer[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
}

/** [weight, width ratio, height ratio]: portrait, landscape, square. */
const FRAMES: readonly (readonly [number, number, number])[] = [
  [0.5, 2, 3],
  [0.35, 3, 2],
  [0.15, 1, 1],
];
const LONG_EDGES = [2000, 2400, 2560, 2736, 3000] as const;

export type DemoPhotoPlan = { random: Random; width: number; height: number; palette: PaletteName; sideways: boolean };

/** The frame, size and palette of one demo photo, all from its seed. */
export function demoPhotoPlan(category: string, album: string, number: number): DemoPhotoPlan {
  const random = createRandom(hashString(`${category}/${album}/${number}`));
  let pick = random.next();
  let frame = FRAMES[0]!;
  for (const candidate of FRAMES) {
    frame = candidate;
    if (pick < candidate[0]) break;
    pick -= candidate[0];
  }
  const longEdge = random.pick(LONG_EDGES);
  const [, fw, fh] = frame;
  const width = Math.round(fw >= fh ? longEdge : (longEdge * fw) / fh);
  const height = Math.round(fh >= fw ? longEdge : (longEdge * fh) / fw);
  const palettes = PALETTES_BY_CATEGORY[category] ?? PALETTE_NAMES;
  // Some photos are stored sideways with an EXIF rotation, as cameras and phones do.
  const sideways = random.next() < 0.08;
  return { random, width, height, palette: random.pick(palettes), sideways };
}
