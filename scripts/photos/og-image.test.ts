/** @jest-environment node */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { storyCardImage } from '@/lib/metadata';
import { writeCard, writeSharingImage } from './og-image';
import { temporaryFolder } from '@/test-support/temporary-folders';

// libvips keeps decoded files by name: this test reads the same card file after each rewrite.
sharp.cache(false);

const root = temporaryFolder('cards');
const folder = path.join(root, 'content', 'albums', 'rita-nuno');
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

describe('the site’s sharing image', () => {
  const project = temporaryFolder('sharing');
  const album = path.join(project, 'content', 'albums', 'rita-nuno');
  mkdirSync(album, { recursive: true });
  mkdirSync(path.join(project, 'content', 'settings'), { recursive: true });
  const english = (cover: string) =>
    [
      '---',
      'title: Rita & Nuno',
      'kind: weddings',
      'position: 3',
      'date: 2024-06',
      'summary: A summer wedding.',
      'photos:',
      ...['01.jpg', '02.jpg'].flatMap((file) => [
        `  - file: ${file}`,
        `    description: Photo ${file}`,
        ...(file === cover ? ['    cover: true'] : []),
      ]),
      '---',
      '',
      'They met in Lisbon.',
    ].join('\n');
  writeFileSync(
    path.join(album, 'index.pt.md'),
    [
      '---',
      'title: Rita & Nuno',
      'summary: Um casamento.',
      'photos:',
      ...['01.jpg', '02.jpg'].flatMap((file) => [`  - file: ${file}`, `    description: Fotografia ${file}`]),
      '---',
      '',
      'Conheceram-se.',
    ].join('\n'),
  );
  const target = path.join(project, 'public', 'og-image.jpg');
  const quiet = () => {};

  beforeAll(async () => {
    for (const [file, background] of [
      ['01.jpg', '#ff0000'],
      ['02.jpg', '#0000ff'],
    ] as const) {
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
        .jpeg()
        .toFile(path.join(album, file));
    }
  });

  it('is the cover of the album the setting names, whatever album comes first', async () => {
    writeFileSync(path.join(album, 'index.en.md'), english('02.jpg'));
    writeFileSync(path.join(project, 'content', 'settings', 'sharing.yml'), 'album: rita-nuno\n');
    await writeSharingImage({ projectRoot: project, log: quiet });
    expect(isBlue((await cardOf(target)).rgb)).toBe(true);
  });

  it('follows a new cover of that album', async () => {
    writeFileSync(path.join(album, 'index.en.md'), english('01.jpg'));
    await writeSharingImage({ projectRoot: project, log: quiet });
    expect(isRed((await cardOf(target)).rgb)).toBe(true);
  });

  it('stops the build naming the setting when its album does not exist', async () => {
    writeFileSync(path.join(project, 'content', 'settings', 'sharing.yml'), 'album: sofia-rui\n');
    await expect(writeSharingImage({ projectRoot: project, log: quiet })).rejects.toThrow(
      /^content\/settings\/sharing\.yml: there is no album "sofia-rui" .*rita-nuno.*\(Settings → Sharing image\)\.$/,
    );
  });
});
