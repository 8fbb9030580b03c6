/**
 * The photographer's editor (issue 27), driven as she would use it: the real Sveltia CMS with its
 * local repository (`npm run admin`, scripts/admin/local-editor.ts) over a throwaway copy of the
 * project. She creates a wedding with three photos straight from a camera (one 6000×4000 with its
 * GPS position, camera serial number, a sideways rotation and a Lightroom caption), in both
 * languages with a credit; the copy then builds (npm run build) into a story page with those
 * photos, descriptions and credits, and no published file carries the position or the serial.
 * A photo without its Portuguese description is refused when she saves. Runs last, on its own
 * (the build is heavy): playwright.config.ts's `editor` project.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { storyMessages } from '@/content/dictionaries/stories';
import { STORED_PHOTO } from '@/lib/admin/photo-limits';
import { englishPane, openNewAlbum, writePortugueseSide } from '../scripts/admin/editor-page';
import { startLocalEditor } from '../scripts/admin/local-editor';
import { copyProject } from '../scripts/project-copy';
import type { StaticHost } from '../scripts/server/static-host';
import { recordCspViolations } from './support/csp';

test.describe.configure({ mode: 'serial' });
// A step that cannot happen fails within a minute, naming it (the build alone may take minutes).
test.use({ actionTimeout: 60_000 });

const CAPTION = 'Rita and Nuno under the old olive tree at sunset';

let project: string;
let photos: string;
let editor: StaticHost;

/**
 * The album folders of the copy. The tests find what the editor wrote by what is new, never by a
 * name: the photographer's own albums may include a Rita & Nuno (the editor then writes rita-nuno-1).
 */
const albumFolders = () => readdirSync(path.join(project, 'content', 'albums')).toSorted();

/** A photo as a camera writes it: a textured scene, EXIF with GPS and a serial number, optionally sideways and captioned. */
async function cameraPhoto(
  file: string,
  { width, height, sideways = false, caption }: { width: number; height: number; sideways?: boolean; caption?: string },
) {
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#b98a5e' } })
    .composite([{ input: grain, blend: 'overlay' }])
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Marta Example' },
      IFD2: { BodySerialNumber: '012345678901' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 40/1 12/1' },
    });
  if (caption) {
    image = image.withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt><rdf:li xml:lang="x-default">${caption}</rdf:li></rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
    );
  }
  if (sideways) image = image.withMetadata({ orientation: 6 });
  await image.jpeg({ quality: 92 }).toFile(file);
}

/** What a file's metadata says of where it was taken and with which camera body. */
async function locationAndSerial(file: string): Promise<unknown[]> {
  const tags = (await exifr.parse(file, { gps: true, exif: true, tiff: true, xmp: true }).catch(() => undefined)) as
    Record<string, unknown> | undefined;
  return [tags?.latitude, tags?.longitude, tags?.GPSLatitude, tags?.BodySerialNumber, tags?.SerialNumber].filter(
    (value) => value !== undefined,
  );
}

/**
 * The editor draws a field only once it is scrolled near the screen (a placeholder stands in for
 * it before): scroll the page under the mouse, as she would, until the field is there.
 */
async function reveal<T extends Locator>(page: Page, pane: Locator, field: T): Promise<T> {
  const box = await pane.boundingBox();
  await expect
    .poll(
      async () => {
        if ((await field.count()) > 0) return true;
        if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, 400);
        return false;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  return field;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  project = mkdtempSync(path.join(os.tmpdir(), 'editor-e2e-'));
  copyProject(project);
  // The editor asks for the repository's root folder, which it recognises by its .git.
  mkdirSync(path.join(project, '.git'), { recursive: true });
  photos = mkdtempSync(path.join(os.tmpdir(), 'editor-photos-'));
  await cameraPhoto(path.join(photos, 'IMG_1001.jpg'), { width: 6000, height: 4000, sideways: true, caption: CAPTION });
  await cameraPhoto(path.join(photos, 'IMG_1002.jpg'), { width: 3000, height: 2000 });
  await cameraPhoto(path.join(photos, 'IMG_1003.jpg'), { width: 2000, height: 3000 });
  editor = await startLocalEditor({ projectRoot: project, port: 0, quiet: true });
});

test.afterAll(async () => {
  await editor?.close();
  for (const folder of [project, photos]) if (folder) rmSync(folder, { recursive: true, force: true });
});

test('a wedding made in the editor, with three camera photos, both languages and a credit, builds into its story page without GPS', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const violations = await recordCspViolations(page);
  const albumsBefore = albumFolders();
  await openNewAlbum(page, editor.url);
  const english = englishPane(page);

  await english.getByRole('textbox', { name: 'Names' }).fill('Rita & Nuno');
  await english.getByRole('radio', { name: 'Wedding' }).check();
  await english.getByRole('spinbutton', { name: 'Order on its gallery page' }).fill('2');
  await english.getByRole('checkbox', { name: /Add .*Place/ }).check();
  await (
    await reveal(page, english, english.getByRole('textbox', { name: 'In English' }))
  ).fill('Quinta da Luz, Tavira');
  await (
    await reveal(page, english, english.getByRole('textbox', { name: 'Em português' }))
  ).fill('Quinta da Luz, Tavira');
  await (await reveal(page, english, english.getByRole('textbox', { name: 'Month' }))).fill('2025-06');
  await english
    .getByRole('textbox', { name: 'Summary' })
    .fill('A June wedding at Quinta da Luz, with dinner under the fig trees.');

  await english
    .getByLabel('Add photos…')
    .setInputFiles(['IMG_1001.jpg', 'IMG_1002.jpg', 'IMG_1003.jpg'].map((file) => path.join(photos, file)));
  await expect(english.getByRole('status')).toHaveText(/photos added/, { timeout: 120_000 });
  await expect(english.getByRole('status')).toHaveText('3 of 3 photos added.');
  const list = english.getByRole('list', { name: 'Photos of the album' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // The caption written in Lightroom fills in the English description, which she can still change.
  await expect(english.getByRole('textbox', { name: 'English description of photo 1' })).toHaveValue(CAPTION);
  await english
    .getByRole('textbox', { name: 'English description of photo 2' })
    .fill('Nuno laughing at the best man’s speech');
  await english.getByRole('textbox', { name: 'English description of photo 3' }).fill('Sparklers at midnight');
  const portuguese = [
    'A Rita e o Nuno debaixo da velha oliveira ao pôr do sol',
    'O Nuno a rir com o discurso do padrinho',
    'Estrelinhas à meia-noite',
  ];
  for (const [index, text] of portuguese.entries()) {
    await english
      .getByRole('textbox', { name: `Descrição em português da fotografia ${index + 1}`, exact: true })
      .fill(text);
  }
  await english.getByRole('radio', { name: 'Cover: photo 2' }).check();

  await (await reveal(page, english, english.getByRole('button', { name: /Add .*credit/ }))).click();
  await (await reveal(page, english, english.getByRole('combobox', { name: 'Role' }))).click();
  await page.getByRole('option', { name: storyMessages.en.roles.venue }).click();
  await (
    await reveal(page, english, english.getByRole('textbox', { name: 'Name', exact: true }))
  ).fill('Quinta da Luz');
  await (
    await reveal(page, english, english.getByRole('textbox', { name: 'Link' }))
  ).fill('https://quintadaluz.example');
  await english
    .getByRole('textbox', { name: 'Story' })
    .fill('They met in Lisbon, and married in the hills above Tavira.');

  // The Portuguese side, beside the English one.
  await writePortugueseSide(page, {
    names: 'Rita & Nuno',
    summary: 'Um casamento de junho na Quinta da Luz, com jantar debaixo das figueiras.',
    story: 'Conheceram-se em Lisboa e casaram-se nos montes acima de Tavira.',
  });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  expect(await violations()).toEqual([]);

  // What the editor wrote: one new album folder, named after the couple, with one file per language
  // and the photos, converted.
  const added = albumFolders().filter((album) => !albumsBefore.includes(album));
  expect(added).toEqual([expect.stringMatching(/^rita-nuno(-\d+)?$/)]);
  const album = added[0]!;
  const folder = path.join(project, 'content', 'albums', album);
  const stored = readdirSync(folder).filter((file) => file.endsWith('.webp'));
  expect(stored.toSorted()).toEqual(['IMG_1001.webp', 'IMG_1002.webp', 'IMG_1003.webp']);
  const turned = await sharp(path.join(folder, 'IMG_1001.webp')).metadata();
  // The sideways 6000×4000 is upright and at most 2400 px on its long side.
  expect([turned.width, turned.height]).toEqual([STORED_PHOTO.longEdge * (2 / 3), STORED_PHOTO.longEdge]);
  for (const file of stored) expect([file, await locationAndSerial(path.join(folder, file))]).toEqual([file, []]);
  expect(readFileSync(path.join(folder, 'index.en.md'), 'utf8')).toContain(CAPTION);
  expect(readFileSync(path.join(folder, 'index.pt.md'), 'utf8')).toContain('Conheceram-se em Lisboa');

  // The files build into the site (the deploy workflow's build): the story page has them all.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0);
  const html = readFileSync(path.join(project, 'out', 'stories', 'weddings', `${album}.html`), 'utf8');
  for (const text of [
    '<h1',
    'Rita &amp; Nuno',
    CAPTION,
    'Nuno laughing at the best man’s speech',
    'Sparklers at midnight',
    storyMessages.en.roles.venue,
    'https://quintadaluz.example',
    'They met in Lisbon',
  ]) {
    expect(html).toContain(text);
  }
  const portugueseHtml = readFileSync(path.join(project, 'out', 'stories', 'weddings', album, 'pt-pt.html'), 'utf8');
  for (const text of portuguese) expect(portugueseHtml).toContain(text);

  // Nothing published of the album tells where it was taken or with which camera.
  const published = path.join(project, 'out', 'photos', album);
  const files = readdirSync(published);
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) expect([file, await locationAndSerial(path.join(published, file))]).toEqual([file, []]);
  expect(existsSync(path.join(project, 'out', 'og', 'weddings', `${album}.jpg`))).toBe(true);
});

test('a photo without its Portuguese description is refused when she saves, with a message, and nothing is written', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const albumsBefore = albumFolders();
  await openNewAlbum(page, editor.url);
  const english = englishPane(page);
  await english.getByRole('textbox', { name: 'Names' }).fill('Sofia & Rui');
  await english.getByRole('textbox', { name: 'Month' }).fill('2025-07');
  await english.getByRole('textbox', { name: 'Summary' }).fill('A July wedding by the sea.');
  await english.getByLabel('Add photos…').setInputFiles(path.join(photos, 'IMG_1002.jpg'));
  await english.getByRole('textbox', { name: 'English description of photo 1' }).fill('Sofia walking to the beach');
  await english.getByRole('textbox', { name: 'Story' }).fill('A small wedding on the sand.');
  await writePortugueseSide(page, {
    names: 'Sofia & Rui',
    summary: 'Um casamento de julho junto ao mar.',
    story: 'Um casamento pequeno na areia.',
  });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Photo 1 \(IMG_1002\.jpg\) has no Portuguese description\./)).toBeVisible();
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect(albumFolders()).toEqual(albumsBefore);
});
