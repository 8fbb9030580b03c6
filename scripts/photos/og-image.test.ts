/** @jest-environment node */
import { mkdtempSync, mkdirSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storyCardImage } from '@/lib/metadata';
import { writeCard } from './og-image';

// libvips keeps decoded files by name: this test reads the same card file after each rewrite.
sharp.cache(false);

const root = mkdtempSync(path.join(os.tmpdir(), 'cards-'));
const folder = path.join(root, 'content', 'photos', 'weddings', 'rita-nuno');
mkdirSync(folder, { recursive: true });
const target = path.join(root, 'public', storyCardImage('weddings', 'rita-nuno').url);
const longAgo = new Date('2001-01-01');

/** A photo of one colour, dated long ago (as an old photo chosen as the new cover would be). */
async function photo(file: string, background: string, width = 3000, height = 2000): Promise<string> {
  const source = path.join(folder, file);
  await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toFile(source);
  utimesSync(source, longAgo, longAgo);
  return source;
}

/** The card's size and its average red, green and blue. */
async function cardOf(file: string) {
  const { width, height, format } = await sharp(file).metadata();
  const { channels } = await sharp(file).stats();
  return { width, height, format, rgb: channels.slice(0, 3).map((channel) => Math.round(channel.mean)) };
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;

describe('a story’s sharing card', () => {
  const sources = {};

  it('is the cover cropped to 1200×630, as lib/metadata announces it, in JPEG', async () => {
    const cover = await photo('07.jpg', '#ff0000');
    expect(await writeCard({ projectRoot: root, source: cover, target, sources })).toBe(true);
    const card = await cardOf(target);
    expect(card).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(storyCardImage('weddings', 'rita-nuno')).toMatchObject({ width: card.width, height: card.height });
    expect(isRed(card.rgb)).toBe(true);
  });

  it('is left alone while the cover is the same photo', async () => {
    expect(await writeCard({ projectRoot: root, source: path.join(folder, '07.jpg'), target, sources })).toBe(false);
  });

  it('is made again from a new cover that is older than the card', async () => {
    const older = await photo('02.jpg', '#0000ff', 2000, 3000);
    expect(await writeCard({ projectRoot: root, source: older, target, sources })).toBe(true);
    const card = await cardOf(target);
    expect(card).toMatchObject({ width: 1200, height: 630 });
    expect(isBlue(card.rgb)).toBe(true);
  });

  it('is made again when the cover photo itself is edited, whatever its date', async () => {
    const edited = await photo('02.jpg', '#ff0000', 2000, 3000);
    expect(await writeCard({ projectRoot: root, source: edited, target, sources })).toBe(true);
    expect(isRed((await cardOf(target)).rgb)).toBe(true);
  });
});
