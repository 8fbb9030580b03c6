/**
 * The photographer's editor, driven as she would use it: the real Sveltia CMS with its
 * local repository (`npm run admin`, scripts/server/local-editor.ts) over a throwaway copy of the
 * project. She creates a wedding with three photos straight from a camera (one 6000×4000 with its
 * GPS position, camera serial number, a sideways rotation and a Lightroom caption), in both
 * languages with a credit; the copy then builds (npm run build) into a story page with those
 * photos, descriptions and credits, and no published file carries the position or the serial.
 * A photo without its Portuguese description is refused when she saves. New opens no empty menu over
 * a new album's form, so what she types into Names as it shows stays there. Her 20- and 40-photo
 * weddings go through what a real one does (captions, the cover, moving, removing and restoring,
 * the Portuguese suggested), every message on screen checked true at each step; two albums opened
 * in one visit share nothing; a saved photo is redrafted from a copy of 1024 pixels; a deposit
 * changed in her Settings is saved to her settings file, and `npm start`'s watch builds the site
 * again so that the FAQ, the photoshoot process and the home page state it in both languages; a
 * slide replaced by a photo of another album, chosen by its thumbnail, and a portfolio tile left
 * empty are saved to the pages' photos file; an album her about page shows cannot be deleted, its
 * Delete dialog naming the page, until she chooses another photo there and saves, in the same
 * visit; each place the go-live page links to opens at its address, and that page, on her
 * computer, saves her confirmed test enquiry's ids in .env.local and its record in content/;
 * a question added to her FAQ in both languages is saved to both of its files, and one whose
 * Portuguese answer is empty is refused, naming the answer; a wedding pack renamed on her home page
 * in both languages changes only that name in each file. Beside the site's tests, in
 * playwright.config.ts's `editor` project.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Locator, type Page, type Route } from '@playwright/test';
import exifr from 'exifr';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import sharp from 'sharp';
import { storyMessages } from '@/content/dictionaries/stories';
import { faqPage } from '@/content/pages/faq';
import { homePage } from '@/content/pages/home';
import { photoshootProcessPage } from '@/content/pages/photoshoot-process';
import { pageFile, readPage } from '@/content/pages/page-file';
import { dataCollections } from '@/content/collections';
import { readDataFile } from '@/content/read';
import { chosenPhoto, PAGE_PHOTOS_FILE } from '@/content/page-photo-choices';
import { editorAddress } from '@/admin/editor/editor-places';
import type { EditorPlace } from '@/lib/going-live/readiness';
import { photoUses } from '@/lib/page-photo-uses';
import { ENQUIRY_TEST_FILE, enquiryTestOf } from '@/lib/going-live/enquiry-test';
import { demoAlbums } from '@/lib/going-live/demo';
import { STORED_PHOTO } from '@/admin/photos-field/photo-limits';
import { bringSideHint } from '@/admin/photos-field/review';
import { DRAFTING_ORIGIN } from '@/admin/drafting/draft-request';
import { DRAFTING_KEY_STORAGE, DRAFTING_KEY_WORDS } from '@/admin/drafting/drafting-key';
import { TRANSLATION_ENDPOINT } from '@/admin/translation/translation-request';
import { TRANSLATED_MARK, translatedFieldStoppingSave } from '@/admin/translation/translated-fields';
import { TRANSLATION_KEY_WORDS } from '@/admin/translation/translation-key';
import { portugueseFrontMatter, type PhotoEntry } from '@/lib/albums/schema';
import { hrefFor } from '@/lib/routing';
import {
  addPhotos,
  asPattern,
  englishPane,
  expectPhotoMessages,
  leaveAlbum,
  openAlbum,
  openLocalRepository,
  openNewAlbum,
  portugueseDescription,
  reveal,
  showPortugueseSide,
  showPreview,
  writePortugueseSide,
} from './support/editor-page';
import { startLocalEditor } from '../scripts/server/local-editor';
import { copyProject } from '../test-support/project-copy';
import { HER_SETTINGS_YAML } from '../test-support/her-settings';
import type { StaticHost } from '../scripts/server/static-host';
import { readContentState } from '../scripts/server/changed-content';
import { watchContent } from '../scripts/server/content-watch';
import { startSiteHost } from '../scripts/server/site-host';
import { privateMetadataOf } from '../test-support/photo-metadata';
import { recordCspViolations } from './support/csp';
import {
  routeDraftingTo,
  startDraftingStandIn,
  type DraftingCall,
  type DraftingStandIn,
} from './support/gemini-stand-in';
import { routeTranslationTo, startTranslationStandIn } from './support/translation-stand-in';
import { EDITOR_PREFERENCES_KEY, fieldSelector, LOCALE_PANE } from '@/admin/vendor/names';

const CAPTION = 'Rita and Nuno under the old olive tree at sunset';
/**
 * Where a run is asked to take the guide's pictures of the editor (`GUIDE_PICTURES=$PWD/docs/images`):
 * taken from the real editor by the tests that bring it to what they show.
 */
const GUIDE_PICTURES = process.env.GUIDE_PICTURES;
/**
 * Where a run is asked to keep what she sees at the editor's questions and notices, at a laptop's
 * and a phone's width (`EDITOR_SCREENS=/abs/folder`), to look at them as she would.
 */
const EDITOR_SCREENS = process.env.EDITOR_SCREENS;

/**
 * Keeps the page as she sees it at 1280 and 390 px wide, as `name`-1280.png and `name`-390.png, when a
 * run asks; scrolled to `shown` when given.
 */
async function keepScreens(page: Page, name: string, shown?: Locator): Promise<void> {
  if (!EDITOR_SCREENS) return;
  const before = page.viewportSize();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shown?.scrollIntoViewIfNeeded();
    // Transitions finished: a notice moved by the new width is shown where it comes to rest.
    await page.screenshot({ path: path.join(EDITOR_SCREENS, `${name}-${width}.png`), animations: 'disabled' });
  }
  if (before) await page.setViewportSize(before);
}

let project: string;
let photos: string;
let editor: StaticHost;

/**
 * The album folders of the copy. The tests find what the editor wrote by what is new, never by a
 * name: the photographer's own albums may include a Rita & Nuno (the editor then writes rita-nuno-1).
 */
const albumFolders = () => readdirSync(path.join(project, 'content', 'albums')).toSorted();

/** Text as XML holds it (Lightroom writes a caption's & and ' as &amp; and &#39;). */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The scene's colour under its grain, as [red, green, blue]. */
const SCENE = [0xb9, 0x8a, 0x5e] as const;

/**
 * A camera's grain over the scene: bytes around 128 (sigma about 30) in each channel, blurred, laid
 * over the scene's colour as an overlay blend, the same for the same `seed`. Drawn with a small
 * generator rather than sharp's Gaussian noise, which took most of the time of making the test's
 * photos (about 9 s of CPU for the 24 megapixels of the first one alone).
 */
async function grainyScene(width: number, height: number, seed: string): Promise<Buffer> {
  const raw = { width, height, channels: 3 } as const;
  const noise = Buffer.alloc(width * height * 3);
  // FNV-1a of the seed, then xorshift32; four bytes of each draw summed: nearly Gaussian.
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  state ||= 1;
  for (let index = 0; index < noise.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const sum = (state & 0xff) + ((state >>> 8) & 0xff) + ((state >>> 16) & 0xff) + ((state >>> 24) & 0xff);
    noise[index] = Math.min(255, Math.max(0, Math.round(128 + ((sum - 510) * 30) / 147.8)));
  }
  const grain = await sharp(noise, { raw }).blur(1.5).raw().toBuffer();
  // The overlay blend (W3C compositing) of each grain value on each channel of the scene's colour.
  const overlay = SCENE.map((base) =>
    Uint8Array.from({ length: 256 }, (_, value) => {
      const [below, above] = [base / 255, value / 255];
      return Math.round(255 * (below <= 0.5 ? 2 * below * above : 1 - 2 * (1 - below) * (1 - above)));
    }),
  );
  for (let index = 0; index < grain.length; index++) grain[index] = overlay[index % 3]![grain[index]!]!;
  return grain;
}

/** A photo as a camera writes it: a textured scene, EXIF with GPS and a serial number, optionally sideways and captioned. */
async function cameraPhoto(
  file: string,
  { width, height, sideways = false, caption }: { width: number; height: number; sideways?: boolean; caption?: string },
) {
  let image = sharp(await grainyScene(width, height, path.basename(file)), {
    raw: { width, height, channels: 3 },
  }).withExif({
    IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Marta Example' },
    IFD2: { BodySerialNumber: '012345678901' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 40/1 12/1' },
  });
  if (caption) {
    image = image.withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(caption)}</rdf:li></rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
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

type WeddingPhoto = { file: string; sideways: boolean; caption?: string };

/** A wedding's camera files, in a folder of their own: a landscape photo `longEdge` px wide, a sideways one as tall. */
async function cameraFiles(wedding: readonly WeddingPhoto[], longEdge: number): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'editor-wedding-'));
  const shortEdge = Math.round((longEdge * 2) / 3);
  for (const { file, sideways, caption } of wedding) {
    const [width, height] = sideways ? [shortEdge, longEdge] : [longEdge, shortEdge];
    await cameraPhoto(path.join(folder, file), { width, height, sideways, caption });
  }
  return folder;
}

/** The album a test saved (the one new folder, named as `slug` says), and the photos each language's file lists. */
function savedAlbum(albumsBefore: readonly string[], slug: RegExp) {
  const added = albumFolders().filter((album) => !albumsBefore.includes(album));
  expect(added).toEqual([expect.stringMatching(slug)]);
  const folder = path.join(project, 'content', 'albums', added[0]!);
  const photosIn = (language: 'en' | 'pt') =>
    (matter(readFileSync(path.join(folder, `index.${language}.md`), 'utf8')).data as { photos: PhotoEntry[] }).photos;
  return { folder, photosIn };
}

/**
 * The copy of the project, her three camera photos and the local editor over the copy, made once
 * per worker rather than once per run of the file. Each test finds what is its own by what is new
 * in the copy, so it holds on any copy: one that fails is retried alone in a new worker (a serial
 * file ran all of its tests again for one failure, about five minutes), and a second worker can
 * take the file's last tests once the site's tests leave a core free (playwright.config.ts).
 */
const test = base.extend<object, { editorCopy: void }>({
  editorCopy: [
    // Playwright reads what a fixture needs from its first parameter: nothing here.
    async ({}, provide) => {
      project = mkdtempSync(path.join(os.tmpdir(), 'editor-e2e-'));
      // The copy's builds start from the project's build cache, so they compile again only what differs.
      copyProject(project, { buildCache: true });
      // The editor asks for the repository's root folder, which it recognises by its .git.
      mkdirSync(path.join(project, '.git'), { recursive: true });
      photos = mkdtempSync(path.join(os.tmpdir(), 'editor-photos-'));
      await cameraPhoto(path.join(photos, 'IMG_1001.jpg'), {
        width: 6000,
        height: 4000,
        sideways: true,
        caption: CAPTION,
      });
      await cameraPhoto(path.join(photos, 'IMG_1002.jpg'), { width: 3000, height: 2000 });
      await cameraPhoto(path.join(photos, 'IMG_1003.jpg'), { width: 2000, height: 3000 });
      editor = await startLocalEditor({ projectRoot: project, port: 0, quiet: true });
      await provide();
      await editor.close();
      for (const folder of [project, photos]) rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
});
// A step that cannot happen fails within a minute, naming it (the build alone may take minutes).
test.use({ actionTimeout: 60_000 });

/** Albums a test wrote as already saved, half-described on purpose: gone after it, so that a later
 * test's build of the copy sees only what the editor itself saved. */
const writtenAlbums: string[] = [];
test.afterEach(() => {
  for (const folder of writtenAlbums.splice(0)) rmSync(folder, { recursive: true, force: true });
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
    await reveal(page, english, english.getByRole('textbox', { name: 'In Portuguese' }))
  ).fill('Quinta da Luz, Tavira');
  await (await reveal(page, english, english.getByRole('textbox', { name: 'Month' }))).fill('2025-06');
  await english
    .getByRole('textbox', { name: 'Summary' })
    .fill('A June wedding at Quinta da Luz, with dinner under the fig trees.');

  await addPhotos(
    page,
    ['IMG_1001.jpg', 'IMG_1002.jpg', 'IMG_1003.jpg'].map((file) => path.join(photos, file)),
  );
  // No photo is the cover until she chooses one, and the field says so.
  await expect(english.getByRole('status')).toHaveText('3 photos added. Choose the cover below.');
  await expect(english.getByText('Cover: none chosen yet.', { exact: false })).toBeVisible();
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
  await english.getByRole('radio', { name: 'Cover: photo 2' }).check();
  await expect(english.getByText('Cover: photo 2, IMG_1002.')).toBeVisible();

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
    photos: portuguese,
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
  // Each language's file holds its own descriptions, the Portuguese ones beside their photo's file name.
  const englishFile = readFileSync(path.join(folder, 'index.en.md'), 'utf8');
  const portugueseFile = readFileSync(path.join(folder, 'index.pt.md'), 'utf8');
  const photosOf = (text: string) =>
    (matter(text).data as { photos: { file: string; description: string; cover?: boolean }[] }).photos;
  expect(photosOf(englishFile)).toEqual([
    { file: 'IMG_1001.webp', description: CAPTION },
    { file: 'IMG_1002.webp', description: 'Nuno laughing at the best man’s speech', cover: true },
    { file: 'IMG_1003.webp', description: 'Sparklers at midnight' },
  ]);
  expect(photosOf(portugueseFile)).toEqual(
    ['IMG_1001.webp', 'IMG_1002.webp', 'IMG_1003.webp'].map((file, index) => ({
      file,
      description: portuguese[index],
    })),
  );
  expect(portugueseFile).toContain('Conheceram-se em Lisboa');

  // The files build into the site (the deploy workflow's build): the story page has them all.
  // The copy's code is the project's, whose types npm test checks in its own step: this build
  // checks what her saved content makes (next.config.ts: BUILD_TYPES_CHECKED_APART).
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BUILD_TYPES_CHECKED_APART: '1' },
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

test('pressing New opens no empty menu over a new album’s form, so what she types into Names as it shows stays there, on a slow computer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLocalRepository(page, editor.url);
  const newButton = page.getByRole('button', { name: /New/ });
  // The editor's first load, not yet slowed, can take longer than a check's usual wait on a busy computer.
  await expect(newButton).toBeVisible({ timeout: 60_000 });
  // From New on, a computer four times slower than this one, where the form shows before the
  // editor has settled.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // She puts the caret in Names the moment it shows, before anything else happens on the page.
  await newButton.evaluate(
    (_, box) => {
      const shown = new MutationObserver(() => {
        const names = document.querySelector<HTMLInputElement>(box);
        if (!names) return;
        shown.disconnect();
        names.focus();
        document.body.dataset.namesTookTheCaret = String(document.activeElement === names);
      });
      shown.observe(document.body, { childList: true, subtree: true });
    },
    `${LOCALE_PANE.replace(']', '="en"]')} ${fieldSelector('title')} input`,
  );
  await newButton.click();
  const names = englishPane(page).getByRole('textbox', { name: 'Names' });
  // A menu opened by New (an empty one: an album has no other kind of entry) is modal: until it
  // closes, a moment after the form shows, the form takes nothing and her keys go into the menu.
  await expect(page.locator('body')).toHaveAttribute('data-names-took-the-caret', 'true');
  await page.keyboard.type('Rita & Nuno');
  await expect(names).toHaveValue('Rita & Nuno');
});

/**
 * Opens a new album with its names, month and summary written; gives its English side. Just after
 * opening a new entry the editor may draw its form once more, and what was typed into the first
 * drawing is gone with it (a draft then asked without the names, now and then on a busy machine):
 * the boxes are typed until the form holds all three, and the test goes on from there.
 */
async function newAlbum(page: Page, fields: { names: string; month: string; summary: string }): Promise<Locator> {
  await openNewAlbum(page, editor.url);
  const english = englishPane(page);
  const typed = [
    english.getByRole('textbox', { name: 'Names' }),
    english.getByRole('textbox', { name: 'Month' }),
    english.getByRole('textbox', { name: 'Summary' }),
  ].map((box, index) => ({ box, text: [fields.names, fields.month, fields.summary][index]! }));
  await expect(async () => {
    for (const { box, text } of typed) if ((await box.inputValue()) !== text) await box.fill(text);
    for (const { box, text } of typed) await expect(box).toHaveValue(text, { timeout: 0 });
  }).toPass({ timeout: 30_000 });
  return english;
}

test('a photo without its Portuguese description is refused when she saves, with a message, and nothing is written', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const albumsBefore = albumFolders();
  const english = await newAlbum(page, {
    names: 'Sofia & Rui',
    month: '2025-07',
    summary: 'A July wedding by the sea.',
  });
  await addPhotos(page, [path.join(photos, 'IMG_1002.jpg')]);
  await expect(english.getByRole('status')).toHaveText('1 photo added. Choose the cover below.');
  await english.getByRole('textbox', { name: 'English description of photo 1' }).fill('Sofia walking to the beach');
  await english.getByRole('radio', { name: 'Cover: photo 1' }).check();
  await english.getByRole('textbox', { name: 'Story' }).fill('A small wedding on the sand.');
  await writePortugueseSide(page, {
    names: 'Sofia & Rui',
    summary: 'Um casamento de julho junto ao mar.',
    story: 'Um casamento pequeno na areia.',
  });

  await page.getByRole('button', { name: 'Save' }).click();
  // Said on the Portuguese side, where she writes Portuguese, not on the English one.
  const side = await showPortugueseSide(page);
  await reveal(page, side, portugueseDescription(side, 1));
  await expect(side.getByText('Photo 1, IMG_1002, has no Portuguese description.')).toBeVisible();
  await expect(english.getByText(/has no Portuguese description/)).toHaveCount(0);
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect(albumFolders()).toEqual(albumsBefore);

  // Once written, the message goes at once, before any save: from the field, the pane's badge and
  // the Validation panel, which names nothing left to do.
  await portugueseDescription(side, 1).fill('A Sofia a caminhar para a praia');
  await expect(side.getByText(/has no Portuguese description/)).toHaveCount(0);
  await expect(page.locator('[aria-label$="(error)"]')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Validation' }).click();
  await expect(page.locator('#entry-sidebar-content').getByText('No errors found.')).toHaveCount(2);
});

/** A Lightroom caption she wrote in Portuguese: it goes to the Portuguese side. */
const PORTUGUESE_CAPTION = 'Os noivos à saída da capela';

/** The 20 photos of her first wedding, as the trial had them: 3 taken sideways, 6 with a Lightroom caption, one in Portuguese. */
const WEDDING: WeddingPhoto[] = Array.from({ length: 20 }, (_, index) => {
  const number = index + 1;
  const captions: Record<number, string> = {
    2: "The bride's bouquet",
    5: "Rita & Nuno's first dance",
    9: "Nuno's mother & the rings",
    11: PORTUGUESE_CAPTION,
    13: 'Confetti & laughter',
    17: "The couple's car, tins & all",
  };
  return { file: `IMG_${2000 + number}.jpg`, sideways: [3, 8, 15].includes(number), caption: captions[number] };
});

/** A key as Google Cloud Translation's look (the editor accepts no other); the stand-in takes any. */
const KEY = `AIza${'0'.repeat(35)}`;
/** A key for drafting as Google AI Studio makes them now: an auth key, `AQ.` and the rest. */
const GEMINI_KEY = `AQ.Ab8RN6${'g'.repeat(40)}`;

/** Presses the pane's own Translate (for every empty field of the entry) and gives her translation key when asked. */
async function translatePane(page: Page, pane: Locator, from: 'English' | 'Portuguese'): Promise<void> {
  await pane
    .getByRole('toolbar', { name: 'Secondary' })
    .getByRole('button', { name: new RegExp(`Translate from .${from}`) })
    .click();
  await page
    .getByRole('alertdialog', { name: /^Translate Fields?$/ })
    .getByRole('textbox', { name: 'API Key' })
    .fill(KEY);
}

/** The stand-in's European Portuguese for the wedding's English texts; one caption comes back in a Brazilian form. */
const PORTUGUESE: Record<string, string> = {
  'Marta & Tiago': 'Marta & Tiago',
  'A September wedding in Monchique.': 'Um casamento de setembro em Monchique.',
  'A long day in the hills of Monchique.': 'Um dia longo na serra de Monchique.',
  "The bride's bouquet": 'O ramo da noiva',
  "Rita & Nuno's first dance": 'A primeira dança da Rita e do Nuno',
  "Nuno's mother & the rings": 'A mãe do Nuno e as alianças',
  'Confetti & laughter': 'Confettis e todos estão rindo',
  "The couple's car, tins & all": 'O carro dos noivos, com latas e tudo',
};
const portugueseOf = (text: string) =>
  PORTUGUESE[text] ??
  text.replace(/^Photo (\d+) of Marta and Tiago's day$/, 'Fotografia $1 do dia da Marta e do Tiago');

test('her 20-photo wedding: captions as written, a cover she chooses, photos moved, removed and restored, the Portuguese partly suggested, reported where she writes it, and every thumbnail after a reload', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const translation = await startTranslationStandIn(portugueseOf);
  await routeTranslationTo(page, translation);
  const violations = await recordCspViolations(page);
  // 600 px on the long side: under what the editor stores (2400) and sends to draft from (1024), so
  // nothing in the field resizes them; nothing checked here depends on their size, and more pixels
  // would only give the browser more to encode.
  const folder = await cameraFiles(WEDDING, 600);
  const albumsBefore = albumFolders();
  const english = await newAlbum(page, {
    names: 'Marta & Tiago',
    month: '2025-09',
    summary: 'A September wedding in Monchique.',
  });

  await addPhotos(
    page,
    WEDDING.map((photo) => path.join(folder, photo.file)),
    240_000,
  );
  await expect(english.getByRole('status')).toHaveText(
    '20 photos added. The caption of photo 11 looks Portuguese: it is on the Portuguese side, for you to check. Choose the cover below.',
  );
  const englishBox = (number: number) =>
    english.getByRole('textbox', { name: `English description of photo ${number}`, exact: true });
  // The captions arrive as she wrote them in Lightroom: no &amp; or &#39; in what a blind visitor hears.
  // Photo 8's description repeats photo 7's, as a draft of two similar frames may.
  for (const [index, photo] of WEDDING.entries()) {
    if (photo.caption === PORTUGUESE_CAPTION) {
      await expect(englishBox(index + 1)).toHaveValue('');
      await englishBox(index + 1).fill('The couple leaving the chapel');
    } else if (photo.caption) await expect(englishBox(index + 1)).toHaveValue(photo.caption);
    else if (index + 1 === 8)
      await englishBox(8).fill("Photo 7 of Marta and Tiago's day. The same table, from the garden.");
    else await englishBox(index + 1).fill(`Photo ${index + 1} of Marta and Tiago's day`);
  }

  // Three photos moved: 3 down, 10 up, 20 up.
  await english.getByRole('button', { name: 'Move photo 3 down' }).click();
  await english.getByRole('button', { name: 'Move photo 10 up' }).click();
  await english.getByRole('button', { name: 'Move photo 20 up' }).click();
  const order = WEDDING.map((photo) => photo.file.replace('.jpg', ''));
  [order[2], order[3]] = [order[3]!, order[2]!];
  [order[8], order[9]] = [order[9]!, order[8]!];
  [order[18], order[19]] = [order[19]!, order[18]!];
  const names = english.getByRole('list', { name: 'Photos of the album' }).locator('.photos-field__name');
  await expect(names).toHaveText(order.map((name, index) => new RegExp(`^⠿?${index + 1}\\. ${name}( ·|$)`)));

  // A cover she chooses, not photo 1; removing it says so, and restoring it brings it back with its description.
  await english.getByRole('radio', { name: 'Cover: photo 6' }).check();
  await expect(english.getByText(`Cover: photo 6, ${order[5]}.`)).toBeVisible();
  await english.getByRole('button', { name: `Remove photo 6, ${order[5]}` }).click();
  await expect(english.getByRole('status')).toHaveText(
    `Photo 6, ${order[5]}, was the cover and is removed: choose another cover, or restore it.`,
  );
  await expect(english.getByText('Cover: none chosen yet.', { exact: false })).toBeVisible();
  // Its line stays in its place, to restore it.
  const lines = english.getByRole('list', { name: 'Photos of the album' }).getByRole('listitem');
  await expect(lines).toHaveCount(20);
  await expect(lines.nth(5)).toHaveText(new RegExp(`${order[5]} Removed: Restore`));
  await english.getByRole('button', { name: `Restore ${order[5]}` }).click();
  await expect(english.getByText(`Cover: photo 6, ${order[5]}.`)).toBeVisible();
  await expect(englishBox(6)).toHaveValue(/^Photo \d+ of Marta and Tiago's day$/);
  await english.getByRole('textbox', { name: 'Story' }).fill('A long day in the hills of Monchique.');
  const englishTexts = await Promise.all(order.map((_, index) => englishBox(index + 1).inputValue()));

  // The Portuguese, partly suggested through the translation service's stand-in.
  const portuguese = await showPortugueseSide(page);
  const suggestButton = portuguese.getByRole('button', { name: /empty descriptions? from English/ });
  // Without her key, the photos field offers nothing and sends nothing: it asks for the key where
  // she is (the editor's Settings are in its account menu, out of reach while an album is open).
  await reveal(page, portuguese, portugueseDescription(portuguese, 1));
  await expect(suggestButton).toHaveCount(0);
  const translationKey = portuguese.getByRole('textbox', { name: TRANSLATION_KEY_WORDS.label });
  await expect(portuguese.getByText(TRANSLATION_KEY_WORDS.hint)).toBeVisible();
  await translationKey.fill(GEMINI_KEY);
  await portuguese.getByRole('button', { name: TRANSLATION_KEY_WORDS.save }).click();
  await expect(portuguese.getByRole('status')).toHaveText(TRANSLATION_KEY_WORDS.other);
  await expect(suggestButton).toHaveCount(0);
  await translationKey.fill(KEY);
  await translationKey.press('Enter');
  await expect(suggestButton).toBeVisible();
  await expect(translationKey).toHaveCount(0);
  // She writes the first 12 descriptions herself; photo 11's is her caption, already there.
  const portugueseTexts = order.map((_, index) =>
    index === 10 ? PORTUGUESE_CAPTION : `Fotografia ${index + 1} do dia da Marta e do Tiago`,
  );
  for (const [index, text] of portugueseTexts.slice(0, 12).entries()) {
    const box = await reveal(page, portuguese, portugueseDescription(portuguese, index + 1));
    if (index === 10) {
      await expect(box).toHaveValue(PORTUGUESE_CAPTION);
      // Taken for Portuguese by a guess, her caption is marked until she has read it there.
      await expect(
        portuguese.getByText('Your caption, taken for Portuguese and moved here from the English side: check it.'),
      ).toBeVisible();
      await portuguese.getByRole('button', { name: 'Keep the moved description of photo 11' }).click();
    } else await box.fill(text);
  }
  // The editor's own Translate on the summary takes the key she entered in the field: it asks nothing.
  await portuguese
    .getByRole('group', { name: /Summary.*Field/ })
    .getByRole('button', { name: /Translate from .English/ })
    .click();
  await expect(portuguese.getByRole('textbox', { name: 'Summary' })).toHaveValue(
    'Um casamento de setembro em Monchique.',
  );
  await expect(page.getByRole('alertdialog', { name: /^Translate Fields?$/ })).toHaveCount(0);
  // What Translate wrote is marked under its field, as a suggested description is, until she checks it.
  const translatedMark = (label: string) => fieldGroup(portuguese, label).getByText(TRANSLATED_MARK);
  await expect(translatedMark('Summary')).toBeVisible();
  await expect(translatedMark('Names')).toHaveCount(0);
  expect(translation.calls).toEqual([
    {
      key: KEY,
      body: { q: ['A September wedding in Monchique.'], source: 'en', target: 'pt-PT', format: 'html' },
    },
  ]);

  // Google refuses once (a key that does not allow this address): she is told what to check, in
  // place of Google's bare words, and nothing she wrote or left empty changes.
  translation.refuseNext(403, 'Requests from this referer are blocked.');
  await (await reveal(page, portuguese, suggestButton)).click();
  await expect(portuguese.getByRole('status')).toHaveText(
    /^Google refused the key \(Google said: “Requests from this referer are blocked\.”\)\. .*Cloud Translation API is enabled.* Nothing was changed\.$/,
  );
  await expect(portugueseDescription(portuguese, 12)).toHaveValue(portugueseTexts[11]!);
  await expect(portugueseDescription(portuguese, 13)).toHaveValue('');
  expect(translation.calls).toHaveLength(1);

  // She presses again: the other 8 descriptions are suggested by the photos field, with the same key.
  await (await reveal(page, portuguese, suggestButton)).click();
  await expect(portuguese.getByRole('status')).toHaveText(
    '8 of 8 suggestions from English still to check: correct each one, or press Keep.',
  );
  expect(translation.calls[1]).toEqual({
    key: KEY,
    body: { q: englishTexts.slice(12), source: 'en', target: 'pt-PT', format: 'text' },
  });
  const suggested = englishTexts.map(portugueseOf);
  for (let number = 1; number <= 20; number++) {
    await expect(portugueseDescription(portuguese, number)).toHaveValue(
      number <= 12 ? portugueseTexts[number - 1]! : suggested[number - 1]!,
    );
  }
  // Each suggestion is marked for her to check; a Brazilian form is pointed out.
  const marks = portuguese.getByRole('list', { name: 'Photos of the album' }).locator('.photos-field__suggested');
  await expect(marks).toHaveCount(8);
  const brazilian = order.indexOf('IMG_2013') + 1;
  await expect(marks.filter({ hasText: '“estão rindo” is said in Brazil, not in Portugal' })).toHaveCount(1);
  await expect(suggestButton).toHaveCount(0);

  // The editor's Translate for the whole side fills in the rest: the names (without &amp;) and the
  // story; what is written already, her descriptions and the suggested ones, is not sent, nor what
  // is not her words (the month, the place's words, the credits).
  await portuguese
    .getByRole('toolbar', { name: 'Secondary' })
    .getByRole('button', { name: /Translate from .English/ })
    .click();
  await expect(portuguese.getByRole('textbox', { name: 'Names' })).toHaveValue('Marta & Tiago');
  await expect(await reveal(page, portuguese, portuguese.getByRole('textbox', { name: 'Story' }))).toHaveText(
    'Um dia longo na serra de Monchique.',
  );
  expect(translation.calls[2]).toEqual({
    key: KEY,
    body: {
      q: ['Marta & Tiago', expect.stringMatching(/^<p[^>]*>A long day in the hills of Monchique\.<\/p>\s*$/)],
      source: 'en',
      target: 'pt-PT',
      format: 'html',
    },
  });
  for (const label of ['Names', 'Summary', 'Story']) await expect(translatedMark(label)).toBeVisible();
  await keepScreens(page, 'album-english-translated-mark', translatedMark('Summary'));

  // She checks them in the review view, by keyboard: K keeps a right one and goes on to the next to
  // check; the Brazilian one she corrects in place, and Enter goes on. Photo 20 she leaves for later.
  await portuguese.getByRole('button', { name: 'Check the descriptions…' }).click();
  const review = page.getByRole('dialog', { name: /^Photo \d+, IMG_/ });
  // The editor shows its own notices inside an open dialog too: the view's is the one that counts.
  const stillToCheck = review.getByRole('status').filter({ hasText: /to check|to write/ });
  await expect(stillToCheck).toHaveText('8 descriptions to check.');
  for (let number = 13; number <= 19; number++) {
    await expect(review).toHaveAccessibleName(`Photo ${number}, ${order[number - 1]}`);
    if (number === brazilian) {
      await review.getByRole('textbox', { name: 'Portuguese description' }).fill('Confettis e gargalhadas');
      await page.keyboard.press('Enter');
    } else await page.keyboard.press('k');
    await expect(stillToCheck).toHaveText(
      number === 19 ? '1 description to check.' : `${20 - number} descriptions to check.`,
    );
  }
  await expect(review).toHaveAccessibleName(`Photo 20, ${order[19]}`);
  await page.keyboard.press('ArrowLeft');
  await expect(review).toHaveAccessibleName(`Photo 19, ${order[18]}`);
  await page.keyboard.press('ArrowRight');
  await expect(review).toHaveAccessibleName(`Photo 20, ${order[19]}`);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expect(marks).toHaveCount(1);
  await expect(portugueseDescription(portuguese, brazilian)).toHaveValue('Confettis e gargalhadas');
  // A sentence two photos share is pointed out on each, in the large view of either.
  await portuguese.getByRole('button', { name: `View photo 8, ${order[7]}, large` }).click();
  await expect(review).toHaveAccessibleName(`Photo 8, ${order[7]}`);
  await expect(
    review.getByText("“Photo 7 of Marta and Tiago's day.” is also in photo 7: say what only this one shows."),
  ).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(
    review.getByText("“Photo 7 of Marta and Tiago's day” is also in photo 8: say what only this one shows."),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // She changes photo 1's English after its Portuguese was written: the Portuguese is marked, until kept.
  await englishBox(1).fill("Photo 1 of Marta and Tiago's day, at the door");
  const englishChanged = portuguese.locator('.photos-field__suggested', { hasText: 'The English changed: check it.' });
  await expect(englishChanged).toHaveCount(1);
  await portuguese.getByRole('button', { name: 'Keep the Portuguese description of photo 1' }).click();
  await expect(englishChanged).toHaveCount(0);
  await expect(marks).toHaveCount(1);
  await expect(portuguese.getByRole('status')).toHaveText(
    '1 of 8 suggestions from English still to check: correct each one, or press Keep.',
  );
  // A suggestion she has not checked is never saved unseen: the save is refused, saying so where she writes Portuguese.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    portuguese.getByText(`Photo 20, ${order[19]}: check its Portuguese description (suggested from English)`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  // So is a translated field: she reads the names, summary and story and keeps each.
  await expect(portuguese.getByRole('textbox', { name: 'Summary' })).toHaveAccessibleErrorMessage(
    translatedFieldStoppingSave('Summary', 'pt'),
  );
  for (const label of ['Names', 'Summary', 'Story']) {
    await fieldGroup(portuguese, label)
      .getByRole('button', { name: `Keep the translated ${label.toLowerCase()}` })
      .click();
    await expect(translatedMark(label)).toHaveCount(0);
  }
  await expect(portuguese.getByText(/as translated by machine/)).toHaveCount(0);
  // She would rather write photo 20 herself: emptied, it is reported missing, under Portuguese.
  await portugueseDescription(portuguese, 20).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  const missing = `Photo 20, ${order[19]}, has no Portuguese description.`;
  await expect(portuguese.getByText(missing)).toBeVisible();
  await expect(english.getByText(/has no Portuguese description/)).toHaveCount(0);
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  await expect(portuguese.getByText('Still to describe in Portuguese: photo 20.')).toBeVisible();
  // Once written, the field says nothing is left, at once, and the save goes through.
  await portugueseDescription(portuguese, 20).fill(portugueseTexts[19]!);
  await expect(portuguese.getByText(/Still to describe/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 120_000 });
  expect(translation.calls).toHaveLength(3);

  const { folder: saved, photosIn } = savedAlbum(albumsBefore, /^marta-tiago(-\d+)?$/);
  const [englishPhotos, portuguesePhotos] = [photosIn('en'), photosIn('pt')];
  expect(englishPhotos.map((photo) => photo.file)).toEqual(order.map((name) => `${name}.webp`));
  const savedPortuguese = order.map((_, index) =>
    index < 12 || index === 19
      ? portugueseTexts[index]
      : index + 1 === brazilian
        ? 'Confettis e gargalhadas'
        : suggested[index],
  );
  expect(portuguesePhotos).toEqual(
    order.map((name, index) => ({ file: `${name}.webp`, description: savedPortuguese[index] })),
  );
  const portugueseFile = matter(readFileSync(path.join(saved, 'index.pt.md'), 'utf8'));
  expect(portugueseFile.data).toMatchObject({
    title: 'Marta & Tiago',
    summary: 'Um casamento de setembro em Monchique.',
  });
  // The editor's Translate also filled in the month on the Portuguese side; the file keeps only
  // what the build accepts there.
  expect(Object.keys(portugueseFile.data).sort()).toEqual(['photos', 'summary', 'title']);
  expect(portugueseFrontMatter.safeParse(portugueseFile.data).error).toBeUndefined();
  expect(portugueseFile.content.trim()).toBe('Um dia longo na serra de Monchique.');
  expect(englishPhotos.filter((photo) => photo.cover).map((photo) => photo.file)).toEqual([`${order[5]}.webp`]);
  for (const photo of WEDDING.filter((each) => each.caption && each.caption !== PORTUGUESE_CAPTION)) {
    expect(englishPhotos.find((saved) => saved.file === photo.file.replace('.jpg', '.webp'))?.description).toBe(
      photo.caption,
    );
  }

  // Reopened the next day: every thumbnail comes from the repository the editor works on, not from
  // the published site's list (which a draft's photos are never in).
  await page.route('**/admin/published-photos.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Marta & Tiago');
  const reopened = englishPane(page).getByRole('list', { name: 'Photos of the album' });
  await expect(reopened.getByRole('listitem')).toHaveCount(20);
  // The right-hand pane back on the preview, where the editor reads the photos from the repository.
  const preview = await showPreview(page);
  await expect(preview.getByRole('img', { name: /Photo 1 of Marta and Tiago's day/ })).toBeVisible();
  await expect(reopened.locator('span.photos-field__thumbnail')).toHaveCount(0);
  const thumbnails = reopened.locator('img.photos-field__thumbnail');
  await expect(thumbnails).toHaveCount(20);
  for (const thumbnail of await thumbnails.all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(await violations()).toEqual([]);
  await translation.close();
  rmSync(folder, { recursive: true, force: true });
});

type SavedPhotoFile = 'IMG_0001.webp' | 'IMG_0002.webp';

/** A field of a pane, as the editor groups it under its label. */
const fieldGroup = (pane: Locator, label: string): Locator =>
  pane.getByRole('group', { name: new RegExp(`\\b${label}\\b\\W* Field$`) });

/**
 * A saved album written straight into the copy, as the editor saves one: two photos, IMG_0001 and
 * IMG_0002, of one colour each (300 × 200 unless `stored` says), with their English descriptions
 * (unless `english` gives others) and the Portuguese ones given.
 */
async function writeSavedAlbum(
  slug: string,
  names: string,
  colour: string,
  portuguese: Partial<Record<SavedPhotoFile, string>>,
  {
    english: descriptions = {},
    stored = { width: 300, height: 200 },
  }: { english?: Partial<Record<SavedPhotoFile, string>>; stored?: { width: number; height: number } } = {},
): Promise<void> {
  const folder = path.join(project, 'content', 'albums', slug);
  writtenAlbums.push(folder);
  mkdirSync(folder, { recursive: true });
  const photos = [
    { file: 'IMG_0001.webp', description: descriptions['IMG_0001.webp'] ?? 'The first dance', cover: true },
    { file: 'IMG_0002.webp', description: descriptions['IMG_0002.webp'] ?? "Grandmother's cakes" },
  ];
  for (const { file } of photos) {
    await sharp({ create: { ...stored, channels: 3, background: colour } })
      .webp()
      .toFile(path.join(folder, file));
  }
  const english = { title: names, kind: 'weddings', position: 9, date: '2025-05', summary: 'A May wedding.', photos };
  const portuguesePhotos = photos.flatMap(({ file }) => {
    const description = portuguese[file as SavedPhotoFile];
    return description ? [{ file, description }] : [];
  });
  writeFileSync(path.join(folder, 'index.en.md'), matter.stringify('A day in May.', english));
  writeFileSync(
    path.join(folder, 'index.pt.md'),
    matter.stringify('Um dia de maio.', { title: names, summary: 'Um casamento em maio.', photos: portuguesePhotos }),
  );
}

/** The colour in the middle of an image on the page, as [red, green, blue]. */
const middleColour = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return [...context.getImageData(img.naturalWidth / 2, img.naturalHeight / 2, 1, 1).data.slice(0, 3)];
  });

/** Whether the page can still read an address it made for a picture (a revoked one cannot be read). */
const stillHeld = (page: Page, url: string) =>
  page.evaluate(
    (address) =>
      fetch(address).then(
        () => true,
        () => false,
      ),
    url,
  );

test('two albums in one visit, each with an IMG_0001: nothing of one appears in the other', async ({ page }) => {
  test.setTimeout(180_000);
  const translation = await startTranslationStandIn((text) => (text === 'The first dance' ? 'A primeira dança' : text));
  await routeTranslationTo(page, translation);
  // Her key, as the editor keeps it once she has entered it (the 20-photo test enters it).
  await page.addInitScript(
    ({ storage, key }) => localStorage.setItem(storage, JSON.stringify({ apiKeys: { google: key } })),
    { storage: EDITOR_PREFERENCES_KEY, key: KEY },
  );
  await writeSavedAlbum('two-albums-a', 'Ana & Rui', '#c02020', { 'IMG_0002.webp': 'Os bolos da avó' });
  await writeSavedAlbum('two-albums-b', 'Bia & Rui', '#2040c0', {});
  const thumbnail = (number: number) =>
    englishPane(page)
      .getByRole('list', { name: 'Photos of the album' })
      .getByRole('listitem')
      .nth(number - 1)
      .locator('img.photos-field__thumbnail');

  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Ana & Rui');
  await showPreview(page);
  await expect.poll(() => thumbnail(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [red] = await middleColour(thumbnail(1));
  expect(red).toBeGreaterThan(150);
  const albumAPicture = (await thumbnail(1).getAttribute('src'))!;
  expect(albumAPicture).toMatch(/^blob:/);
  // In album A: photo 1's Portuguese suggested and kept; photo 2, with its Portuguese, removed.
  let portuguese = await showPortugueseSide(page);
  await (await reveal(page, portuguese, portuguese.getByRole('button', { name: /from English/ }))).click();
  await expect(portugueseDescription(portuguese, 1)).toHaveValue('A primeira dança');
  await portuguese.getByRole('button', { name: 'Keep the suggested description of photo 1' }).click();
  await expect(portuguese.locator('.photos-field__suggested')).toHaveCount(0);
  await englishPane(page)
    .getByRole('button', { name: /^Remove photo 2/ })
    .click();
  await expect(portugueseDescription(portuguese, 2)).toHaveCount(0);
  // ← with these changes unsaved asks first; Stay keeps her where she was, changes and all.
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  const asking = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(asking).toBeVisible();
  await asking.getByRole('button', { name: 'Stay' }).click();
  await expect(asking).toBeHidden();
  await expect(portugueseDescription(portuguese, 1)).toHaveValue('A primeira dança');
  await leaveAlbum(page, { unsaved: true });
  // Nothing of album A is shown any more: its pictures are let go.
  await expect.poll(() => stillHeld(page, albumAPicture)).toBe(false);

  await openAlbum(page, 'Bia & Rui');
  await showPreview(page);
  await expect.poll(() => thumbnail(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [, , blue] = await middleColour(thumbnail(1));
  expect(blue).toBeGreaterThan(150);
  portuguese = await showPortugueseSide(page);
  // Album B's photo 2, removed and restored: its Portuguese is still its own (empty), not album A's.
  await englishPane(page)
    .getByRole('button', { name: /^Remove photo 2/ })
    .click();
  await englishPane(page)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(portugueseDescription(portuguese, 2)).toHaveValue('');
  // The same suggestion for album B's photo 1 is B's to check: marked, with Keep (as is photo 2's).
  await (await reveal(page, portuguese, portuguese.getByRole('button', { name: /from English/ }))).click();
  await expect(portugueseDescription(portuguese, 1)).toHaveValue('A primeira dança');
  await expect(portuguese.locator('.photos-field__suggested')).toHaveCount(2);
  await expect(portuguese.getByRole('button', { name: 'Keep the suggested description of photo 1' })).toBeVisible();
  await translation.close();
});

test('a new album left as it opened is left without a question; one with her names typed, or a photo added, asks', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const asking = page.getByRole('dialog', { name: 'Leave without saving?' });
  const entries = page.getByRole('grid', { name: 'Entries' });
  // Opened, the Portuguese side shown beside it, nothing typed: ← goes straight to the list, and a
  // reload is not held by the browser's question (Playwright would dismiss it, and the reload fail).
  await openNewAlbum(page, editor.url);
  await showPortugueseSide(page);
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await expect(entries).toBeVisible();
  await expect(asking).toHaveCount(0);
  await page.getByRole('button', { name: /New/ }).click();
  await expect(englishPane(page).getByRole('textbox', { name: 'Names' })).toBeVisible();
  await page.reload();
  await openNewAlbum(page, editor.url);

  // Her names typed: ← asks; Stay keeps them.
  await englishPane(page).getByRole('textbox', { name: 'Names' }).fill('Inês & Hugo');
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await expect(asking).toBeVisible();
  await asking.getByRole('button', { name: 'Stay' }).click();
  await expect(englishPane(page).getByRole('textbox', { name: 'Names' })).toHaveValue('Inês & Hugo');
  await leaveAlbum(page, { unsaved: true });

  // A photo added, nothing typed: ← asks.
  await page.getByRole('button', { name: /New/ }).click();
  await addPhotos(page, [path.join(photos, 'IMG_1003.jpg')]);
  await leaveAlbum(page, { unsaved: true });
});

/** Whether `control` lies wholly inside the window, and nothing covers its middle (what a tap there reaches is it). */
async function inSightAndUncovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && box.height > 0 && (hit === element || element.contains(hit));
  });
}

test('the review view fits a phone and a laptop: the photo, Close and a hint true for each in sight without scrolling', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // A tall photo: the hardest to fit beside its texts and buttons.
  await writeSavedAlbum(
    'review-fits',
    'Leonor & Tomás',
    '#208040',
    { 'IMG_0001.webp': 'A primeira dança' },
    { stored: { width: 1200, height: 1800 } },
  );
  // Opened at a laptop's width (the editor lists albums in a grid there), then looked at on both.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Leonor & Tomás');
  const english = englishPane(page);
  // It opens on the first photo with something to do: photo 2, whose Portuguese is still to write.
  const anyReview = page.getByRole('dialog', { name: /^Photo \d+, IMG_/ });
  const review = page.getByRole('dialog', { name: /^Photo 2, IMG_0002/ });
  await (await reveal(page, english, english.getByRole('button', { name: 'Check the descriptions…' }))).click();
  await expect(review).toBeVisible();
  await expect(review.getByRole('status')).toHaveText('1 description to write.');
  for (const { width, height, phone } of [
    { width: 1280, height: 800, phone: false },
    { width: 390, height: 844, phone: true },
  ]) {
    await page.setViewportSize({ width, height });
    const keysHint = review.getByText('K, or Enter in a box: keep this photo’s descriptions', { exact: false });
    const buttonsHint = review.getByText('Keep and next: keep this photo’s descriptions', { exact: false });
    // The editor may draw its panes anew at a phone's width, closing the view and replacing its button while it
    // does: the view is opened again there until it shows this width's hint.
    const check = page.getByRole('button', { name: 'Check the descriptions…' }).first();
    await expect
      .poll(
        async () => {
          if (await (phone ? buttonsHint : keysHint).isVisible()) return true;
          if (await anyReview.isVisible()) return false;
          if ((await check.count()) > 0) await check.click({ timeout: 1_000 }).catch(() => undefined);
          else {
            await page.mouse.move(width / 2, height / 2);
            await page.mouse.wheel(0, 400);
          }
          return false;
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBe(true);
    await expect(review).toBeVisible();
    const photo = review.getByRole('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // On a phone the hint names the buttons, not keys it has no use for; on a laptop, the keys.
    await expect(phone ? buttonsHint : keysHint).toBeVisible();
    await expect(phone ? keysHint : buttonsHint).toBeHidden();
    await expect(
      review.getByRole('button', { name: phone ? 'Keep and next' : 'Keep and next (K)', exact: true }),
    ).toBeVisible();
    // Its Portuguese is shown to read: how to bring the side that writes it, for the layout she is in
    // (no side is on the right on a phone).
    const besideHint = review.getByText(bringSideHint('pt', 'correct', 'beside'));
    const aloneHint = review.getByText(bringSideHint('pt', 'correct', 'alone'));
    await expect(phone ? aloneHint : besideHint).toBeVisible();
    await expect(phone ? besideHint : aloneHint).toBeHidden();
    await testInfo.attach(`review-${width}`, {
      body: await page.screenshot({ path: testInfo.outputPath(`review-${width}.png`) }),
      contentType: 'image/png',
    });
    // Nothing scrolled, nothing to scroll: the whole view is in the window.
    expect(await review.evaluate((dialog) => [dialog.scrollTop, dialog.scrollHeight <= dialog.clientHeight])).toEqual([
      0,
      true,
    ]);
    const close = review.getByRole('button', { name: 'Close' });
    for (const control of [close, phone ? buttonsHint : keysHint, photo]) {
      expect(await inSightAndUncovered(control)).toBe(true);
    }
    // The photo still large enough to tell similar frames apart.
    expect((await photo.boundingBox())!.height).toBeGreaterThanOrEqual(phone ? 200 : 400);
  }
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();
});

/**
 * Her 40-photo wedding, "Beatriz & Duarte", as the last trial had it (files smaller than a
 * camera's): 3 taken sideways, 6 with Lightroom captions holding &, ', " and accents.
 */
const BIG_WEDDING: WeddingPhoto[] = Array.from({ length: 40 }, (_, index) => {
  const number = index + 1;
  const captions: Record<number, string> = {
    4: 'Beatriz & Duarte at the door of the chapel',
    9: "Duarte's grandmother, Conceição, in the front row",
    15: 'The "first look" by the fig tree',
    22: 'Pão-de-ló & port at the café',
    27: "The groom's mother's embrace, São João's blessing",
    33: 'Açúcar, canela & "pastéis de nata" at midnight',
  };
  return { file: `IMG_${4100 + number}.jpg`, sideways: [7, 18, 31].includes(number), caption: captions[number] };
});

/** A photo of the album as the test keeps it: her name for it, its English description, whether it is the cover. */
type AlbumPhoto = { name: string; description: string; cover?: true };

/** What must stop a save of the English side, as she would word it from what is on screen. */
const englishTruth = (photos: readonly AlbumPhoto[]) => [
  ...photos.flatMap((photo, index) =>
    photo.description.trim() ? [] : [`Photo ${index + 1}, ${photo.name}, has no English description.`],
  ),
  ...(photos.some((photo) => photo.cover) ? [] : ['Choose the cover: no photo is the cover.']),
];

/** The Gemini API's requests from the page: `mode` sends them to the stand-in, fails them as with no network, or holds them. */
async function routeDrafting(page: Page, standIn: DraftingStandIn, mode: 'online' | 'offline' | 'held'): Promise<void> {
  await page.unroute(`${DRAFTING_ORIGIN}/**`);
  if (mode === 'held') await page.route(`${DRAFTING_ORIGIN}/**`, () => undefined);
  else await routeDraftingTo(page, standIn, { offline: mode === 'offline' });
}

/** What was sent for each draft: the key, the prompt's language and album, and a small copy of the photo with nothing private. */
async function expectSentAsPromised(calls: readonly DraftingCall[], language: 'en' | 'pt'): Promise<void> {
  for (const call of calls) {
    expect(call.key).toBe(GEMINI_KEY);
    expect(call.instruction).toContain(language === 'en' ? 'Write in English.' : 'Write in European Portuguese');
    expect(call.context).toContain('“Beatriz & Duarte”, a wedding');
    expect(call.image.mimeType).toBe('image/jpeg');
    const { format, width = 0, height = 0 } = await sharp(call.image.bytes).metadata();
    expect(format).toBe('jpeg');
    expect(Math.max(width, height)).toBeLessThanOrEqual(1024);
    expect(await privateMetadataOf(call.image.bytes)).toEqual([]);
  }
}

test('her 40-photo wedding: descriptions drafted from the photos in both languages, every message true at each step, photo 12 removed in its place, photo 3 dragged to the end, the large view', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const started = Date.now();
  const translation = await startTranslationStandIn((text) => `Em português: ${text}`);
  await routeTranslationTo(page, translation);
  const drafts: string[] = [];
  const drafting = await startDraftingStandIn((call) => {
    const text = call.instruction.includes('European Portuguese')
      ? `Momento ${drafts.length + 1} do dia da Beatriz e do Duarte.`
      : `Moment ${drafts.length + 1} of Beatriz and Duarte's day.`;
    drafts.push(text);
    return text;
  });
  await routeDrafting(page, drafting, 'online');
  const violations = await recordCspViolations(page);
  // 600 px on the long side: under what the editor stores (2400) and sends to draft from (1024), as
  // the trial's files were, so nothing in the field resizes them; more pixels would only give the
  // browser more to encode.
  const folder = await cameraFiles(BIG_WEDDING, 600);
  const albumsBefore = albumFolders();
  const english = await newAlbum(page, {
    names: 'Beatriz & Duarte',
    month: '2025-10',
    summary: 'An October wedding in the hills of Loulé.',
  });
  await english.getByRole('textbox', { name: 'Story' }).fill('Rain in the morning, and sun for the vows.');

  await addPhotos(
    page,
    BIG_WEDDING.map((photo) => path.join(folder, photo.file)),
    300_000,
  );
  await expect(english.getByRole('status')).toHaveText('40 photos added. Choose the cover below.');
  const photos: AlbumPhoto[] = BIG_WEDDING.map((photo) => ({
    name: photo.file.replace('.jpg', ''),
    description: photo.caption ?? '',
  }));
  const englishBox = (number: number) =>
    english.getByRole('textbox', { name: `English description of photo ${number}`, exact: true });
  for (const [index, photo] of BIG_WEDDING.entries()) {
    if (photo.caption) await expect(englishBox(index + 1)).toHaveValue(photo.caption);
  }
  // Without her Gemini key, nothing is offered and nothing is sent: the field asks for the key.
  await expect(english.getByRole('button', { name: /from the photos?$/ })).toHaveCount(0);
  await expect(english.getByText(DRAFTING_KEY_WORDS.hint)).toBeVisible();

  // Her first Save is refused; from then on the editor shows its messages, and each one is true.
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('radio', { name: 'Validation' }).click();
  await expectPhotoMessages(page, { English: englishTruth(photos) });

  await english.getByRole('radio', { name: 'Cover: photo 19' }).check();
  photos[18]!.cover = true;
  await expect(english.getByText('Cover: photo 19, IMG_4119.')).toBeVisible();
  await expectPhotoMessages(page, { English: englishTruth(photos) });

  // Photo 12 removed: a line in its place says so, with Restore, until she saves.
  const lines = english.getByRole('list', { name: 'Photos of the album' }).getByRole('listitem');
  await english.getByRole('button', { name: /^Remove photo 12, IMG_4112$/ }).click();
  await expect(lines).toHaveCount(40);
  await expect(lines.nth(11)).toHaveText(/IMG_4112 Removed: Restore/);
  await expect(lines.nth(11).getByRole('button', { name: 'Restore IMG_4112' })).toBeVisible();
  photos.splice(11, 1);
  await expectPhotoMessages(page, { English: englishTruth(photos) });

  // Photo 3 dragged to the end in one gesture: she takes it by its handle and holds it near the
  // bottom of the pane, which scrolls, until the last photo is in view, and drops it there.
  const handle = lines.nth(2).locator('.photos-field__drag');
  await handle.scrollIntoViewIfNeeded();
  const start = (await handle.boundingBox())!;
  const pane = (await englishPane(page).boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, start.y + 60, { steps: 4 });
  const last = lines.last();
  await expect
    .poll(
      async () => {
        await page.mouse.move(x, pane.y + pane.height - 8, { steps: 2 });
        return last.evaluate((line) => line.getBoundingClientRect().bottom <= window.innerHeight);
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true);
  const lastBox = (await last.boundingBox())!;
  await page.mouse.move(x, lastBox.y + lastBox.height - 4, { steps: 6 });
  await page.mouse.up();
  await expect(english.getByRole('status')).toHaveText('Photo 3, IMG_4103, moved to position 39.');
  photos.push(...photos.splice(2, 1));
  const names = english
    .getByRole('list', { name: 'Photos of the album' })
    .locator('.photos-field__photo .photos-field__name');
  await expect(names.last()).toHaveText(/^⠿?39\. IMG_4103/);
  await expectPhotoMessages(page, { English: englishTruth(photos) });

  // The large view tells similar frames apart; Escape closes it.
  await english.getByRole('button', { name: 'View photo 1, IMG_4101, large' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo 1, IMG_4101' });
  await expect(viewer).toBeVisible();
  // Not yet described, the picture is left out of what a screen reader says: its caption names it.
  await expect(viewer.getByRole('figure')).toContainText('Photo 1, IMG_4101');
  await expect
    .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(200);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // "Move to position…" from the keyboard, for a long album: photo 38 to the front.
  await english.getByRole('button', { name: `Move photo 38, ${photos[37]!.name}, to position…` }).focus();
  await page.keyboard.press('Enter');
  const position = page.getByRole('dialog').getByRole('spinbutton', { name: /to position \(1 to 39\)/ });
  await position.fill('1');
  await page.keyboard.press('Enter');
  await expect(english.getByRole('status')).toHaveText(`Photo 38, ${photos[37]!.name}, moved to position 1.`);
  photos.unshift(...photos.splice(37, 1));
  await expect(names.first()).toHaveText(new RegExp(`^⠿?1\\. ${photos[0]!.name}`));

  // The Portuguese side beside it: every photo, in her order, still to describe, said there and in the panel.
  const portuguese = await showPortugueseSide(page);
  const uncaptioned = photos.flatMap((photo, index) => (photo.description ? [] : [index]));
  const toCheck = (language: 'English' | 'Portuguese', indexes: Iterable<number>) =>
    [...indexes].map(
      (index) =>
        `Photo ${index + 1}, ${photos[index]!.name}: check its ${language} description (drafted from the photo), then correct it or press Keep.`,
    );
  await reveal(page, portuguese, portugueseDescription(portuguese, 1));
  await portuguese.getByRole('textbox', { name: 'Names' }).fill('Beatriz & Duarte');
  // The editor's own Translate on the summary: the first time, it asks for her key; the photos
  // field on each side then offers its drafting at once.
  const translateSummary = () =>
    portuguese
      .getByRole('group', { name: /Summary.*Field/ })
      .getByRole('button', { name: /Translate from .English/ })
      .click();
  await translateSummary();
  await page
    .getByRole('alertdialog', { name: /^Translate Fields?$/ })
    .getByRole('textbox', { name: 'API Key' })
    .fill(KEY);
  const summary = 'Em português: An October wedding in the hills of Loulé.';
  await expect(portuguese.getByRole('textbox', { name: 'Summary' })).toHaveValue(summary);
  // The translation key does not draft: Gemini refuses standard keys. The field asks for her
  // Gemini key, refuses the translation key with the reason, and takes an auth key (AQ.).
  const draftEnglish = english.getByRole('button', {
    name: `Draft the ${uncaptioned.length} empty descriptions from the photos`,
  });
  await expect(draftEnglish).toHaveCount(0);
  const geminiKey = english.getByRole('textbox', { name: DRAFTING_KEY_WORDS.label });
  await geminiKey.fill(KEY);
  await english.getByRole('button', { name: DRAFTING_KEY_WORDS.save }).click();
  await expect(english.getByRole('status')).toHaveText(DRAFTING_KEY_WORDS.standard);
  await expect(draftEnglish).toHaveCount(0);
  await geminiKey.fill(GEMINI_KEY);
  await geminiKey.press('Enter');
  await expect(draftEnglish).toBeVisible();
  await expect(english.getByText(DRAFTING_KEY_WORDS.hint)).toBeHidden();

  // Translate with the network down: its own true message beside the editor's, and nothing changed.
  await page.unroute(`${TRANSLATION_ENDPOINT}**`);
  await page.route(`${TRANSLATION_ENDPOINT}**`, (route) => route.abort('internetdisconnected'));
  await translateSummary();
  await expect(page.getByRole('alert').filter({ hasText: 'Translate from English did not work.' })).toHaveText(
    'Translate from English did not work. Google could not be reached: this computer seems to be offline. Check the internet connection, then try again. Nothing was changed.',
  );
  await expect(portuguese.getByRole('textbox', { name: 'Summary' })).toHaveValue(summary);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.unroute(`${TRANSLATION_ENDPOINT}**`);
  await routeTranslationTo(page, translation);
  // The translated summary is hers once she has read it and kept it.
  const summaryField = fieldGroup(portuguese, 'Summary');
  await expect(summaryField.getByText(TRANSLATED_MARK)).toBeVisible();
  await summaryField.getByRole('button', { name: 'Keep the translated summary' }).click();
  await expect(summaryField.getByText(TRANSLATED_MARK)).toHaveCount(0);

  // Draft with the network down: told once what is sent, then its own true message, nothing changed.
  await routeDrafting(page, drafting, 'offline');
  await draftEnglish.click();
  const before = page.getByRole('dialog', { name: 'Before drafting: what is sent' });
  await expect(before).toContainText(
    'a small copy (1024 pixels on its long side, without GPS position or camera data)',
  );
  await before.getByRole('button', { name: 'Send and draft' }).click();
  await expect(english.getByRole('status')).toHaveText(
    `No description was drafted. Google could not be reached: this computer seems to be offline. Check the internet connection, then try again. Nothing you wrote was changed.`,
  );
  await expectPhotoMessages(page, { English: englishTruth(photos) });

  // Stopped while the first drafts are on their way: nothing filled in, and the button is back.
  await routeDrafting(page, drafting, 'held');
  await draftEnglish.click();
  await expect(before).toBeHidden();
  await expect(english.getByRole('status')).toHaveText(`Drafting 1 of ${uncaptioned.length}…`);
  await english.getByRole('button', { name: 'Stop' }).click();
  await expect(english.getByRole('status')).toHaveText(
    `Stopped: ${uncaptioned.length} descriptions not drafted; press the button again to draft them. Nothing you wrote was changed.`,
  );

  // Drafted: each empty description filled from its photo, her captions kept, each draft marked.
  await routeDrafting(page, drafting, 'online');
  await draftEnglish.click();
  // Drawing and encoding 33 copies takes its time on a slow machine: the run is waited for as she would.
  // The field says what is left to check, counting down as she keeps or corrects each draft.
  const stillToCheck = (left: number, of: number) =>
    left === 0
      ? ''
      : `${left} of ${of} ${of === 1 ? 'draft' : 'drafts'} still to check: correct each one, or press Keep. Nothing you wrote was changed.`;
  await expect(english.getByRole('status')).toHaveText(stillToCheck(uncaptioned.length, uncaptioned.length), {
    timeout: 120_000,
  });
  expect(drafting.rejected).toEqual([]);
  expect(drafting.calls).toHaveLength(uncaptioned.length);
  await expectSentAsPromised(drafting.calls, 'en');
  const portraits = await Promise.all(
    drafting.calls.map(async (call) => {
      const { width = 0, height = 0 } = await sharp(call.image.bytes).metadata();
      return height > width;
    }),
  );
  // Every copy is sent as the photo is shown: the three the camera stored sideways (portrait
  // pixels with a turn in their orientation tag) arrive turned, landscape like the others.
  expect(portraits.filter(Boolean)).toHaveLength(0);
  for (const index of uncaptioned) {
    const text = await englishBox(index + 1).inputValue();
    expect(drafts).toContain(text);
    photos[index]!.description = text;
  }
  for (const [index, photo] of photos.entries()) {
    const caption = BIG_WEDDING.find((each) => each.file === `${photo.name}.jpg`)?.caption;
    if (caption) await expect(englishBox(index + 1)).toHaveValue(caption);
  }
  await expect(english.getByText('Drafted from the photo: check it.')).toHaveCount(uncaptioned.length);
  await testInfo.attach('english-pane-drafted', {
    body: await englishPane(page).screenshot(),
    contentType: 'image/png',
  });
  // A draft not yet checked stops the save, named with its photo.
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPhotoMessages(page, { English: toCheck('English', uncaptioned) });
  expect(albumFolders()).toEqual(albumsBefore);

  // She corrects the first draft and keeps the others.
  const [first, ...others] = uncaptioned;
  photos[first!]!.description = 'Beatriz laughing as the rain stops';
  await englishBox(first! + 1).fill(photos[first!]!.description);
  await expectPhotoMessages(page, { English: toCheck('English', others) });
  await expect(english.getByRole('status')).toHaveText(stillToCheck(others.length, uncaptioned.length));
  for (const [done, index] of others.entries()) {
    await english
      .getByRole('button', { name: `Keep the drafted description of photo ${index + 1}`, exact: true })
      .click();
    if (done === 0) {
      await expectPhotoMessages(page, { English: toCheck('English', others.slice(1)) });
      await expect(english.getByRole('status')).toHaveText(stillToCheck(others.length - 1, uncaptioned.length));
    }
  }
  await expectPhotoMessages(page, { English: [] });
  await expect(english.getByRole('status')).toHaveText('');
  await expect(english.getByText(/Still to describe/)).toHaveCount(0);

  // The Portuguese: two written by her, the others drafted directly in European Portuguese.
  const portugueseTruth = (written: ReadonlySet<number>, drafted: ReadonlySet<number>) =>
    photos.flatMap((_, index) =>
      written.has(index)
        ? drafted.has(index)
          ? toCheck('Portuguese', [index])
          : []
        : [`Photo ${index + 1}, ${photos[index]!.name}, has no Portuguese description.`],
    );
  const ownPortuguese = new Map([
    [0, 'A Beatriz a rir quando a chuva para'],
    [1, 'O Duarte à porta da capela'],
  ]);
  for (const [index, text] of ownPortuguese) {
    await (await reveal(page, portuguese, portugueseDescription(portuguese, index + 1))).fill(text);
  }
  const written = new Set(ownPortuguese.keys());
  await expectPhotoMessages(page, { English: [], Portuguese: portugueseTruth(written, new Set()) });
  await (
    await reveal(page, portuguese, portuguese.getByRole('textbox', { name: 'Story' }))
  ).fill('Chuva de manhã, e sol para os votos.');

  const draftPortuguese = await reveal(
    page,
    portuguese,
    portuguese.getByRole('button', { name: `Draft the ${photos.length - 2} empty descriptions from the photos` }),
  );
  await routeDrafting(page, drafting, 'offline');
  await draftPortuguese.click();
  await expect(portuguese.getByRole('status')).toContainText('Google could not be reached');
  await expectPhotoMessages(page, { English: [], Portuguese: portugueseTruth(written, new Set()) });
  await routeDrafting(page, drafting, 'online');
  const englishCalls = drafting.calls.length;
  await draftPortuguese.click();
  await expect(portuguese.getByRole('status')).toHaveText(stillToCheck(photos.length - 2, photos.length - 2), {
    timeout: 120_000,
  });
  await expectSentAsPromised(drafting.calls.slice(englishCalls), 'pt');
  const draftedPortuguese = new Set(photos.map((_, index) => index).filter((index) => !ownPortuguese.has(index)));
  for (const index of draftedPortuguese) written.add(index);
  const portugueseTexts = new Map(ownPortuguese);
  for (const index of draftedPortuguese) {
    const text = await portugueseDescription(portuguese, index + 1).inputValue();
    expect(text).toMatch(/^Momento \d+ do dia da Beatriz e do Duarte\.$/);
    portugueseTexts.set(index, text);
  }
  await expectPhotoMessages(page, { English: [], Portuguese: portugueseTruth(written, draftedPortuguese) });
  for (const index of [...draftedPortuguese]) {
    await portuguese
      .getByRole('button', { name: `Keep the drafted description of photo ${index + 1}`, exact: true })
      .click();
    draftedPortuguese.delete(index);
    if (index === 2) {
      await expectPhotoMessages(page, { English: [], Portuguese: portugueseTruth(written, draftedPortuguese) });
      await expect(portuguese.getByRole('status')).toHaveText(stillToCheck(draftedPortuguese.size, photos.length - 2));
    }
  }

  await expectPhotoMessages(page, { English: [], Portuguese: [] });
  await expect(portuguese.getByRole('status')).toHaveText('');
  await expect(portuguese.getByText(/required/i)).toHaveCount(0);
  await expect(page.locator('[aria-label$="(error)"]')).toHaveCount(0);
  await testInfo.attach('portuguese-pane', { body: await portuguese.screenshot(), contentType: 'image/png' });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 120_000 });
  const { folder: saved, photosIn } = savedAlbum(albumsBefore, /^beatriz-duarte(-\d+)?$/);
  expect(photosIn('en')).toEqual(
    photos.map(({ name, description, cover }) => ({ file: `${name}.webp`, description, ...(cover ? { cover } : {}) })),
  );
  // Her Lightroom captions, exactly as written.
  for (const photo of BIG_WEDDING.filter((each) => each.caption)) {
    expect(photosIn('en').find((each) => each.file === photo.file.replace('.jpg', '.webp'))?.description).toBe(
      photo.caption,
    );
  }
  expect(photosIn('pt')).toEqual(
    photos.map(({ name }, index) => ({ file: `${name}.webp`, description: portugueseTexts.get(index) })),
  );
  expect(readdirSync(saved).filter((file) => file.endsWith('.webp'))).not.toContain('IMG_4112.webp');

  // Reopened after a reload, with the Portuguese side beside the English where the editor keeps
  // it, and without the published list (a draft's photos are never in it): what she checked is
  // hers, no mark and no message is left, and every photo is shown, read by the field itself.
  await page.route('**/admin/published-photos.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Beatriz & Duarte');
  const reopened = englishPane(page);
  const portugueseAgain = page.getByRole('group', { name: /Edit .*Portuguese.* Content/ });
  await expect(portugueseAgain).toBeVisible();
  const reopenedList = reopened.getByRole('list', { name: 'Photos of the album' });
  await expect(reopenedList.getByRole('listitem')).toHaveCount(photos.length);
  await expect(page.getByText(/: check it\./)).toHaveCount(0);
  await expect(reopened.getByRole('status')).toHaveText('');
  await expect(portugueseAgain.getByRole('status')).toHaveText('');
  await expect(page.locator('span.photos-field__thumbnail')).toHaveCount(0);
  await expect(reopenedList.locator('img.photos-field__thumbnail')).toHaveCount(photos.length);
  const firstThumbnail = reopenedList.locator('img.photos-field__thumbnail').first();
  await expect.poll(() => firstThumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await testInfo.attach('reopened-with-portuguese', { body: await page.screenshot(), contentType: 'image/png' });

  // A saved photo redrafted, still without the preview: sent as the stored photo (600 × 400 here, under
  // the 1024 px of the copy), marked, counted, and it stops the save.
  const redrafted = photos.findIndex((photo, index) => uncaptioned.includes(index) && index !== first);
  const reopenedBox = reopened.getByRole('textbox', {
    name: `English description of photo ${redrafted + 1}`,
    exact: true,
  });
  await reopenedBox.fill('');
  const callsBefore = drafting.calls.length;
  await reopened.getByRole('button', { name: 'Draft the empty description from the photo' }).click();
  await expect(reopened.getByRole('status')).toHaveText(stillToCheck(1, 1));
  expect(drafting.calls).toHaveLength(callsBefore + 1);
  expect(await sharp(drafting.calls.at(-1)!.image.bytes).metadata()).toMatchObject({ width: 600, height: 400 });
  const redraft = await reopenedBox.inputValue();
  expect(redraft).not.toBe(photos[redrafted]!.description);
  await expect(reopened.getByText('Drafted from the photo: check it.')).toHaveCount(1);
  // Refused, said in the field (the Validation panel is not open in this visit).
  const photosMessage = reopened.locator('[data-key-path="photos"] .validation');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(photosMessage).toHaveText(new RegExp(`^error\\s*${asPattern(toCheck('English', [redrafted])[0]!)}$`));
  await expect(reopened.getByRole('radio', { name: 'English (error)' })).toBeVisible();
  // Its Portuguese was written for the English saved: marked, and refused, on the Portuguese side.
  const portugueseMessage = portugueseAgain.locator('[data-key-path="photos"] .validation');
  await expect(portugueseAgain.getByText('The English changed: check it.')).toHaveCount(1);
  await expect(portugueseMessage).toHaveText(
    new RegExp(
      `^error\\s*Photo ${redrafted + 1}, ${photos[redrafted]!.name}: check its Portuguese description \\(written before its English changed\\), then correct it or press Keep\\.$`,
    ),
  );

  // "Revert All Changes": the saved description is back, hers, and nothing speaks of the redraft.
  await revertAll(page, 'Revert all changes');
  await expect(reopenedBox).toHaveValue(photos[redrafted]!.description);
  await expect(page.getByText(/: check it\./)).toHaveCount(0);
  // The refusal spoke of the redraft, gone with it: no message stays under Photos, no error on the pane.
  await expect.soft(photosMessage).toHaveCount(0);
  await expect.soft(reopened.getByRole('radio', { name: 'English (error)' })).toHaveCount(0);
  // Only the English was reverted: the Portuguese side's mark and message are those of the saved state.
  await expect.soft(portugueseMessage).toHaveCount(0);
  await expect.soft(portugueseAgain.getByRole('radio', { name: /Portuguese \(error\)/ })).toHaveCount(0);
  await expect(reopened.getByRole('status')).toHaveText('');
  await expect(portugueseAgain.getByRole('status')).toHaveText('');

  // Two saved descriptions emptied and drafted again, stopped once the first draft is in: that
  // draft, and only it, is marked, and the field says both what is left to check and what Stop left.
  const [again, other] = uncaptioned.filter((index) => index !== first);
  const englishAgain = (index: number) =>
    reopened.getByRole('textbox', { name: `English description of photo ${index + 1}`, exact: true });
  await englishAgain(again!).fill('');
  await englishAgain(other!).fill('');
  let answered = 0;
  await page.unroute(`${DRAFTING_ORIGIN}/**`);
  await page.route(`${DRAFTING_ORIGIN}/**`, async (route) => {
    // The first request is answered; the other is held until Stop ends it.
    if (answered++ > 0) return;
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${drafting.url}${url.pathname}` }) });
  });
  await reopened.getByRole('button', { name: 'Draft the 2 empty descriptions from the photos' }).click();
  await expect
    .poll(async () =>
      [await englishAgain(again!).inputValue(), await englishAgain(other!).inputValue()].filter(Boolean),
    )
    .toHaveLength(1);
  await reopened.getByRole('button', { name: 'Stop' }).click();
  await expect(reopened.getByRole('status')).toHaveText(
    '1 of 1 draft still to check: correct each one, or press Keep. Stopped: 1 description not drafted; press the button again to draft it. Nothing you wrote was changed.',
  );
  await expect(reopened.getByText('Drafted from the photo: check it.')).toHaveCount(1);
  await routeDrafting(page, drafting, 'online');
  await revertAll(page, 'Revert all changes');
  await expect(englishAgain(again!)).toHaveValue(photos[again!]!.description);
  await expect(englishAgain(other!)).toHaveValue(photos[other!]!.description);
  await expect(page.getByText(/: check it\./)).toHaveCount(0);

  // A second suggestion, for another photo, answered with the Portuguese a saved photo already
  // holds (a wrong answer): only the photo suggested for is marked; the saved one stays hers.
  const wrongTranslation = await startTranslationStandIn(() => portugueseTexts.get(other!)!);
  await page.unroute(`${TRANSLATION_ENDPOINT}**`);
  await routeTranslationTo(page, wrongTranslation);
  await (await reveal(page, portugueseAgain, portugueseDescription(portugueseAgain, again! + 1))).fill('');
  await portugueseAgain.getByRole('button', { name: 'Suggest the empty description from English' }).click();
  await expect(portugueseDescription(portugueseAgain, again! + 1)).toHaveValue(portugueseTexts.get(other!)!);
  await expect(portugueseAgain.getByText('Suggested from English: check it.')).toHaveCount(1);
  await expect(
    portugueseAgain.getByRole('button', { name: `Keep the suggested description of photo ${again! + 1}`, exact: true }),
  ).toBeVisible();
  await expect(portugueseAgain.getByRole('button', { name: /^Keep the .* of photo / })).toHaveCount(1);
  // She writes her own: no mark, no shared sentence, and the save goes through.
  portugueseTexts.set(again!, 'O Duarte e a Beatriz a sair da igreja');
  await portugueseDescription(portugueseAgain, again! + 1).fill(portugueseTexts.get(again!)!);
  await expect(page.getByText(/: check it\./)).toHaveCount(0);
  await expect(portugueseAgain.locator('.photos-field__shared')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 120_000 });
  expect(photosIn('pt')).toEqual(
    photos.map(({ name }, index) => ({ file: `${name}.webp`, description: portugueseTexts.get(index) })),
  );
  // Nothing stale is left on screen: no mark, no refusal, no message of Google's.
  await expect(page.getByText(/: check it\.|could not be reached|did not work/)).toHaveCount(0);
  await expect(page.locator('[aria-label$="(error)"]')).toHaveCount(0);
  await wrongTranslation.close();
  expect(await violations()).toEqual([]);
  const seconds = Math.round((Date.now() - started) / 1000);
  testInfo.annotations.push({ type: 'run time', description: `${seconds} s` });
  await translation.close();
  await drafting.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Her Gemini key, as the photos field keeps it once she has entered it (the 40-photo test enters it). */
async function withHerGeminiKey(page: Page): Promise<void> {
  await page.addInitScript(({ storage, key }) => localStorage.setItem(storage, key), {
    storage: DRAFTING_KEY_STORAGE,
    key: GEMINI_KEY,
  });
}

test('a saved photo is shown and redrafted from a copy of 1024 pixels whichever pane is beside it; one this browser cannot read is named so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const drafting = await startDraftingStandIn(() => 'The couple under the fig tree.');
  await routeDrafting(page, drafting, 'online');
  await withHerGeminiKey(page);
  // Stored as the editor stores a photo: 2400 px on its long side. Both English descriptions empty.
  await writeSavedAlbum(
    'redraft',
    'Carla & Rui',
    '#30a060',
    {},
    { english: { 'IMG_0001.webp': '', 'IMG_0002.webp': '' }, stored: { width: 2400, height: 1600 } },
  );
  // As the live site lists its published copies: IMG_0001 with a 360-pixel thumbnail beside its
  // large copy, IMG_0002 not published yet (saved in a draft).
  const thumbnail = await sharp({ create: { width: 360, height: 240, channels: 3, background: '#30a060' } })
    .webp()
    .toBuffer();
  await page.route('**/published-thumbnail-360.webp', (route) =>
    route.fulfill({ body: thumbnail, contentType: 'image/webp' }),
  );
  await page.route('**/admin/published-photos.json', (route) =>
    route.fulfill({
      json: {
        'redraft/IMG_0001.webp': {
          thumbnail: '/published-thumbnail-360.webp',
          large: '/__album-photos/redraft/IMG_0001.webp',
        },
      },
    }),
  );
  // IMG_0002's file cannot be read from the repository in this visit (as when offline).
  const unreadable = (route: Route) => route.fulfill({ status: 404, body: '' });
  await page.route(/\/__local-repository\/file\?path=.*IMG_0002/, unreadable);

  await openLocalRepository(page, editor.url);
  // The right-hand pane on the Portuguese side, where the editor keeps it from album to album: the
  // preview, which reads the repository's copies of the photos too, is then never shown.
  await openAlbum(page, 'Carla & Rui');
  await showPortugueseSide(page);
  // Shown, the Portuguese side changes nothing in the entry (no Portuguese was saved here, and it
  // writes no empty rows): ← goes straight to the list, without asking.
  await leaveAlbum(page);
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await openAlbum(page, 'Carla & Rui');
  await expect(page.getByRole('group', { name: /Edit .*Portuguese.* Content/ })).toBeVisible();
  const english = englishPane(page);
  const list = english.getByRole('list', { name: 'Photos of the album' });
  const pictures = list.locator('img.photos-field__thumbnail');
  // IMG_0001 read from the repository by the field itself (not the published thumbnail); IMG_0002
  // is nowhere this browser can read it: the grey box.
  await expect(pictures).toHaveCount(1);
  await expect(pictures).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => pictures.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2400);
  await expect(list.locator('span.photos-field__thumbnail')).toHaveCount(1);

  await english.getByRole('button', { name: 'Draft the 2 empty descriptions from the photos' }).click();
  await page
    .getByRole('dialog', { name: 'Before drafting: what is sent' })
    .getByRole('button', { name: 'Send and draft' })
    .click();
  await expect(english.getByRole('status')).toHaveText(
    '1 of 1 draft still to check: correct each one, or press Keep. This browser could not read photo 2 (IMG_0002), so nothing was sent for it: press the button again in a moment, or write it yourself. Nothing you wrote was changed.',
  );
  expect(drafting.calls).toHaveLength(1);
  const sentSize = async (call: DraftingCall) => {
    const { width, height } = await sharp(call.image.bytes).metadata();
    return { width, height };
  };
  expect(await sentSize(drafting.calls[0]!)).toEqual({ width: 1024, height: 683 });

  // The file readable again: the same button drafts it, from the repository's file, still
  // without the preview; the first draft is still to check, the second too.
  await page.unroute(/\/__local-repository\/file\?path=.*IMG_0002/, unreadable);
  await english.getByRole('button', { name: 'Draft the empty description from the photo' }).click();
  await expect(english.getByRole('status')).toHaveText(
    '1 of 1 draft still to check: correct each one, or press Keep. Nothing you wrote was changed.',
  );
  await expect(english.getByText('Drafted from the photo: check it.')).toHaveCount(2);
  expect(drafting.calls).toHaveLength(2);
  expect(await sentSize(drafting.calls[1]!)).toEqual({ width: 1024, height: 683 });
  expect(drafting.rejected).toEqual([]);
  await drafting.close();
});

test('her captions on the side of their language: English with Portuguese names stays English, a Portuguese one is moved and marked; the review walks the empty English descriptions as to write, and stays open as the window narrows and widens; a refused save’s toast goes once untrue', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const wedding: WeddingPhoto[] = [
    { file: 'IMG_5001.jpg', sideways: false, caption: "Avó Conceição fixing Beatriz's veil" },
    { file: 'IMG_5002.jpg', sideways: false },
    { file: 'IMG_5003.jpg', sideways: false, caption: 'Os noivos à saída da capela' },
    { file: 'IMG_5004.jpg', sideways: false },
  ];
  const folder = await cameraFiles(wedding, 600);
  const english = await newAlbum(page, { names: 'Beatriz & Tomás', month: '2025-09', summary: 'A wedding in Sintra.' });
  await addPhotos(
    page,
    wedding.map((photo) => path.join(folder, photo.file)),
  );
  await expect(english.getByRole('status')).toHaveText(
    '4 photos added. The caption of photo 3 looks Portuguese: it is on the Portuguese side, for you to check. Choose the cover below.',
  );
  const englishBox = (number: number) =>
    english.getByRole('textbox', { name: `English description of photo ${number}`, exact: true });
  await expect(englishBox(1)).toHaveValue("Avó Conceição fixing Beatriz's veil");
  await expect(englishBox(3)).toHaveValue('');

  // Without a Gemini key, the review walks what she has to write, in order: K and Enter go on.
  await english.getByRole('button', { name: 'Check the descriptions…' }).click();
  const review = page.getByRole('dialog', { name: /^Photo \d+, IMG_/ });
  const left = review.getByRole('status').filter({ hasText: /to check|to write/ });
  await expect(review).toHaveAccessibleName('Photo 2, IMG_5002');
  await expect(left).toHaveText('3 descriptions to write.');
  // The window narrowed to a phone's width, then widened again: the editor draws its panes anew,
  // and the review stays open on its photo, K going on.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(review).toBeVisible();
  await expect(review).toHaveAccessibleName('Photo 2, IMG_5002');
  await expect(review.getByRole('button', { name: 'Keep and next' })).toBeFocused();
  await page.keyboard.press('k');
  await expect(review).toHaveAccessibleName('Photo 3, IMG_5003');
  await expect(left).toHaveText('3 descriptions to write.');
  await page.setViewportSize(wide);
  await expect(review).toHaveAccessibleName('Photo 3, IMG_5003');
  await expect(review.getByRole('button', { name: 'Keep and next' })).toBeFocused();
  await review.getByRole('textbox', { name: 'English description' }).fill('The couple leaving the chapel');
  await expect(left).toHaveText('2 descriptions to write.');
  await page.keyboard.press('Enter');
  await expect(review).toHaveAccessibleName('Photo 4, IMG_5004');
  await page.keyboard.press('k');
  await expect(review).toHaveAccessibleName('Photo 2, IMG_5002');
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expect(englishBox(3)).toHaveValue('The couple leaving the chapel');

  // The moved caption waits on the Portuguese side, marked, counted by the review, and the save waits for her.
  const portuguese = await showPortugueseSide(page);
  await expect(portugueseDescription(portuguese, 3)).toHaveValue('Os noivos à saída da capela');
  const moved = portuguese.getByText(
    'Your caption, taken for Portuguese and moved here from the English side: check it.',
  );
  await expect(moved).toHaveCount(1);
  await portuguese.getByRole('button', { name: 'Check the descriptions…' }).click();
  await expect(left).toHaveText('1 description to check, 5 to write.');
  // The moved caption's photo, in the view: its mark beside the Portuguese, the keys under it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(review).toHaveAccessibleName('Photo 3, IMG_5003');
  await expect(
    review.getByText('Your caption, taken for Portuguese and moved here from the English side: check it.'),
  ).toBeVisible();
  if (GUIDE_PICTURES) {
    // A palette keeps the picture a third of its size, its words as sharp.
    await sharp(await review.screenshot())
      .png({ palette: true, quality: 70, compressionLevel: 9 })
      .toFile(path.join(GUIDE_PICTURES, 'review-view.png'));
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  // What stops the save, under the Portuguese photos: the editor's verdict on the field.
  const keepAsked = portuguese.getByText(
    'Photo 3, IMG_5003: check its Portuguese description (moved from the English side), then correct it or press Keep.',
  );
  await expect(keepAsked).toBeVisible();
  const refused = page.getByText(
    'Not saved: 6 fields need correcting. The first is now in view, with what to correct under it; Show Errors lists them all.',
  );
  await expect(refused).toBeVisible();
  // Her pointer resting on the refusal holds it on screen; she goes on by keys and typing.
  await refused.hover();
  await portuguese.getByRole('button', { name: 'Keep the moved description of photo 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(moved).toHaveCount(0);
  // The editor's verdict on the Portuguese photos given again, without the mark: the same fields
  // still need correcting (three photos lack their Portuguese), and the refusal still says so.
  await expect(keepAsked).toHaveCount(0);
  await expect(refused).toBeVisible();
  // The Portuguese names written, one field fewer needs correcting: what it said is no longer true, and it goes.
  await portuguese.getByRole('textbox', { name: 'Names' }).fill('Beatriz & Tomás');
  await expect(refused).toBeHidden();
  rmSync(folder, { recursive: true, force: true });
});

test('a redraft stopped mid-way marks exactly the draft made before Stop, a sentence she saved before too; a duplicate is flagged on both photos until they differ', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const drafting = await startDraftingStandIn(() => 'The couple under the fig tree.');
  await routeDrafting(page, drafting, 'online');
  await withHerGeminiKey(page);
  await writeSavedAlbum(
    'redraft-stop',
    'Lia & Gil',
    '#a06030',
    { 'IMG_0001.webp': 'O primeiro baile', 'IMG_0002.webp': 'Os bolos da avó' },
    { english: { 'IMG_0001.webp': '', 'IMG_0002.webp': '' } },
  );
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Lia & Gil');
  const english = englishPane(page);
  const englishBox = (number: number) =>
    english.getByRole('textbox', { name: `English description of photo ${number}`, exact: true });
  const draftBoth = english.getByRole('button', { name: 'Draft the 2 empty descriptions from the photos' });
  await draftBoth.click();
  await page
    .getByRole('dialog', { name: 'Before drafting: what is sent' })
    .getByRole('button', { name: 'Send and draft' })
    .click();
  await expect(english.getByRole('status')).toHaveText(
    '2 of 2 drafts still to check: correct each one, or press Keep. Nothing you wrote was changed.',
  );
  // The same sentence on both photos: said on each.
  const shared = (other: number) =>
    english.getByText(`“The couple under the fig tree.” is also in photo ${other}: say what only this one shows.`);
  await expect(shared(2)).toBeVisible();
  await expect(shared(1)).toBeVisible();
  for (const number of [1, 2]) {
    await english.getByRole('button', { name: `Keep the drafted description of photo ${number}`, exact: true }).click();
  }
  await expect(english.getByText('Drafted from the photo: check it.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  // Saved, the editor goes back to the list; reopened in the same visit, what she saved carries no mark.
  await openAlbum(page, 'Lia & Gil');
  await expect(englishBox(1)).toHaveValue('The couple under the fig tree.');
  await expect(english.getByText(/: check it\./)).toHaveCount(0);

  // Both emptied and drafted again; she stops once the first draft is in. That draft is the
  // sentence she saved, and a machine's again: it, and only it, is marked.
  await englishBox(1).fill('');
  await englishBox(2).fill('');
  let answered = 0;
  await page.unroute(`${DRAFTING_ORIGIN}/**`);
  await page.route(`${DRAFTING_ORIGIN}/**`, async (route) => {
    // The first request is answered; the others are held until Stop ends them.
    if (answered++ > 0) return;
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${drafting.url}${url.pathname}` }) });
  });
  await draftBoth.click();
  await expect
    .poll(async () => [await englishBox(1).inputValue(), await englishBox(2).inputValue()].filter(Boolean))
    .toEqual(['The couple under the fig tree.']);
  await english.getByRole('button', { name: 'Stop' }).click();
  await expect(english.getByRole('status')).toHaveText(
    '1 of 1 draft still to check: correct each one, or press Keep. Stopped: 1 description not drafted; press the button again to draft it. Nothing you wrote was changed.',
  );
  await expect(english.getByText('Drafted from the photo: check it.')).toHaveCount(1);
  const draftedNumber = (await englishBox(1).inputValue()) ? 1 : 2;
  const other = 3 - draftedNumber;
  await expect(
    english.getByRole('button', { name: `Keep the drafted description of photo ${draftedNumber}`, exact: true }),
  ).toBeVisible();
  // Written by her, the other photo differs: no sentence is flagged any more, and the save goes through once she keeps the draft.
  await englishBox(other).fill('Gil waiting at the chapel door');
  await expect(english.locator('.photos-field__shared')).toHaveCount(0);
  await english
    .getByRole('button', { name: `Keep the drafted description of photo ${draftedNumber}`, exact: true })
    .click();
  await expect(english.getByText(/: check it\./)).toHaveCount(0);
  await expect(english.getByRole('status')).toHaveText('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => readFileSync(path.join(project, 'content', 'albums', 'redraft-stop', 'index.en.md'), 'utf8'))
    .toContain('Gil waiting at the chapel door');
  await drafting.close();
});

/** Chooses a language in the menu at the top of the editor, where a phone shows one pane at a time; its pane. */
async function chooseLanguage(page: Page, language: 'English' | 'Portuguese'): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Switch Locale' }).first().click();
  await page.getByRole('option', { name: language }).click();
  const pane = page.getByRole('group', { name: new RegExp(`Edit .*${language}.* Content`) });
  await expect(pane).toBeVisible();
  return pane;
}

test('on a phone, the review opened from the Portuguese side keeps the English draft for real, and offers no English box to type in: it says to choose English', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const drafting = await startDraftingStandIn(() => 'The couple under the fig tree.');
  await routeDrafting(page, drafting, 'online');
  await withHerGeminiKey(page);
  await writeSavedAlbum('review-phone', 'Inês & Rui', '#3060a0', {
    'IMG_0001.webp': 'A primeira dança',
    'IMG_0002.webp': 'Os bolos da avó',
  });
  // Opened at a laptop's width (the editor lists albums in a grid there), then on a phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Inês & Rui');
  await page.setViewportSize({ width: 390, height: 844 });
  let english = await chooseLanguage(page, 'English');
  const englishBox = (pane: Locator) =>
    pane.getByRole('textbox', { name: 'English description of photo 2', exact: true });
  await (await reveal(page, english, englishBox(english))).fill('');
  await english.getByRole('button', { name: 'Draft the empty description from the photo' }).click();
  await page
    .getByRole('dialog', { name: 'Before drafting: what is sent' })
    .getByRole('button', { name: 'Send and draft' })
    .click();
  await expect(englishBox(english)).toHaveValue('The couple under the fig tree.');
  await expect(english.getByText('Drafted from the photo: check it.')).toHaveCount(1);

  const portuguese = await chooseLanguage(page, 'Portuguese');
  await (await reveal(page, portuguese, portuguese.getByRole('button', { name: 'Check the descriptions…' }))).click();
  const review = page.getByRole('dialog', { name: 'Photo 2, IMG_0002' });
  const left = review.getByRole('status');
  await expect(left).toHaveText('1 description to check.');
  await expect(review.getByText('Drafted from the photo: check it.')).toBeVisible();
  // The English side is not on screen: its box is to read, and the view says how to correct it.
  await expect(review.getByRole('textbox', { name: 'English description' })).not.toBeEditable();
  await expect(review.getByText(bringSideHint('en', 'correct', 'alone'))).toBeVisible();
  await testInfo.attach('review-390-portuguese', {
    body: await page.screenshot({ path: testInfo.outputPath('review-390-portuguese.png') }),
    contentType: 'image/png',
  });
  // Keep keeps the English draft for real, from here.
  await review.getByRole('button', { name: 'Keep and next' }).click();
  await expect(left).toHaveText('No description left to check or write.');
  await expect(review.getByText('Drafted from the photo: check it.')).toHaveCount(0);
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();

  english = await chooseLanguage(page, 'English');
  await expect(await reveal(page, english, englishBox(english))).toHaveValue('The couple under the fig tree.');
  await expect(english.getByText('Drafted from the photo: check it.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => readFileSync(path.join(project, 'content', 'albums', 'review-phone', 'index.en.md'), 'utf8'))
    .toContain('The couple under the fig tree.');
  await drafting.close();
});

test('a second suggestion never marks another photo: the saved photo with the same sentence stays hers, and the save goes through', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A stand-in that gives every English the Portuguese of another photo, as a wrong answer would.
  const translation = await startTranslationStandIn(() => 'Os bolos da avó');
  await routeTranslationTo(page, translation);
  await page.addInitScript(
    ({ storage, key }) => localStorage.setItem(storage, JSON.stringify({ apiKeys: { google: key } })),
    { storage: EDITOR_PREFERENCES_KEY, key: KEY },
  );
  await writeSavedAlbum('second-suggestion', 'Rosa & Vasco', '#6040a0', {
    'IMG_0001.webp': 'A primeira dança',
    'IMG_0002.webp': 'Os bolos da avó',
  });
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Rosa & Vasco');
  const portuguese = await showPortugueseSide(page);
  await (await reveal(page, portuguese, portugueseDescription(portuguese, 1))).fill('');
  // With a description to draft and no Gemini key yet, the field asks for it: in English, as every word of the editor's.
  await expect(
    portuguese.getByRole('textbox', { name: 'Your Gemini key, for drafting (starts with AQ.)' }),
  ).toBeVisible();
  await expect(portuguese.getByRole('button', { name: 'Use this Gemini key', exact: true })).toBeVisible();
  await portuguese.getByRole('button', { name: 'Suggest the empty description from English' }).click();
  await expect(portugueseDescription(portuguese, 1)).toHaveValue('Os bolos da avó');
  const marks = portuguese.getByText('Suggested from English: check it.');
  await expect(marks).toHaveCount(1);
  await expect(portuguese.getByRole('button', { name: 'Keep the suggested description of photo 1' })).toBeVisible();
  // The two photos now share a sentence: said on both, in the editor's English, as every word of the field's is in this pane.
  await expect(
    portuguese.getByText('“Os bolos da avó” is also in photo 2: say what only this one shows.'),
  ).toBeVisible();
  await expect(
    portuguese.getByText('“Os bolos da avó” is also in photo 1: say what only this one shows.'),
  ).toBeVisible();
  const photoList = portuguese.getByRole('list', { name: 'Photos of the album' });
  await expect(photoList.getByText('1. IMG_0001 · cover', { exact: true })).toBeVisible();
  await expect(
    photoList.getByRole('textbox', { name: 'Portuguese description of photo 2', exact: true }),
  ).toBeVisible();
  await portugueseDescription(portuguese, 1).fill('A primeira dança dos noivos');
  await expect(marks).toHaveCount(0);
  await expect(portuguese.locator('.photos-field__shared')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  await translation.close();
});

test('her translation key, entered once in the photos field, serves Translate too: no second question, also after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const translation = await startTranslationStandIn((text) => `Em português: ${text}`);
  await routeTranslationTo(page, translation);
  // Photo 2 has no Portuguese description yet: the field asks for her key in its place.
  await writeSavedAlbum('one-key', 'Eva & Rui', '#208060', { 'IMG_0001.webp': 'A primeira dança' });
  const translateWindow = page.getByRole('alertdialog', { name: /^Translate Fields?$/ });
  /** Empties the Portuguese summary and the description of photo 2, then has Translate and Suggest fill them in. */
  async function translateAndSuggest(portuguese: Locator): Promise<void> {
    const summary = await reveal(page, portuguese, portuguese.getByRole('textbox', { name: 'Summary' }));
    await summary.fill('');
    await fieldGroup(portuguese, 'Summary')
      .getByRole('button', { name: /Translate from .English/ })
      .click();
    await expect(summary).toHaveValue('Em português: A May wedding.');
    await expect(translateWindow).toHaveCount(0);
    const description = await reveal(page, portuguese, portugueseDescription(portuguese, 2));
    await description.fill('');
    await portuguese.getByRole('button', { name: 'Suggest the empty description from English' }).click();
    await expect(description).toHaveValue("Em português: Grandmother's cakes");
    await portuguese.getByRole('button', { name: 'Keep the translated summary' }).click();
    await portuguese.getByRole('button', { name: 'Keep the suggested description of photo 2' }).click();
  }

  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Eva & Rui');
  let portuguese = await showPortugueseSide(page);
  const keyBox = portuguese.getByRole('textbox', {
    name: 'Your Google Cloud Translation key, for suggesting the Portuguese (starts with AIza)',
  });
  await (await reveal(page, portuguese, keyBox)).fill(KEY);
  await portuguese.getByRole('button', { name: 'Use this translation key' }).click();
  await expect(keyBox).toHaveCount(0);
  await translateAndSuggest(portuguese);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  // Saved, the editor goes back to the list of albums: reloading before it got there was cancelled
  // by that move.
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible();

  // After a reload, the same key serves both, still without a question.
  await page.reload();
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  await openAlbum(page, 'Eva & Rui');
  portuguese = await showPortugueseSide(page);
  await translateAndSuggest(portuguese);
  await expect(keyBox).toHaveCount(0);
  expect(translation.calls.map((call) => call.key)).toEqual([KEY, KEY, KEY, KEY]);
  await translation.close();
});

test('an album’s names, summary and story translated from Portuguese in the English pane are marked; Save names the English field until she keeps it, and after a reload nothing is marked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const english: Record<string, string> = {
    'Inês & Tomás': 'Inês & Tomás',
    'Um casamento em maio.': 'A wedding in May.',
    'Um dia de maio.': 'A day in May.',
  };
  const translation = await startTranslationStandIn((text) => english[text.trim()] ?? text);
  await routeTranslationTo(page, translation);
  await writeSavedAlbum('english-marks', 'Inês & Tomás', '#806020', {
    'IMG_0001.webp': 'A primeira dança',
    'IMG_0002.webp': 'Os bolos da avó',
  });
  const file = path.join(project, 'content', 'albums', 'english-marks', 'index.en.md');
  const written = readFileSync(file, 'utf8');
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Inês & Tomás');
  const englishSide = englishPane(page);
  await showPortugueseSide(page);
  // She empties the English names, summary and story, and has Translate fill them from the Portuguese.
  await englishSide.getByRole('textbox', { name: 'Names' }).fill('');
  await englishSide.getByRole('textbox', { name: 'Summary' }).fill('');
  const story = await reveal(page, englishSide, englishSide.getByRole('textbox', { name: 'Story' }));
  await story.fill('');
  // The story's editor tells what it holds once she leaves it.
  await englishSide.getByRole('textbox', { name: 'Summary' }).click();
  await translatePane(page, englishSide, 'Portuguese');
  await expect(englishSide.getByRole('textbox', { name: 'Summary' })).toHaveValue('A wedding in May.');
  await expect(story).toHaveText('A day in May.');
  const translatedMark = (label: string) => fieldGroup(englishSide, label).getByText(TRANSLATED_MARK);
  for (const label of ['Names', 'Summary', 'Story']) await expect(translatedMark(label)).toBeVisible();
  await keepScreens(page, 'album-english-translated-mark', translatedMark('Summary'));

  // Unchecked, they are not saved: the save is refused, naming each English field under it, not
  // under the photos, and the first is brought into view.
  await page.getByRole('button', { name: 'Save' }).click();
  for (const label of ['Names', 'Summary'])
    await expect(englishSide.getByRole('textbox', { name: label })).toHaveAccessibleErrorMessage(
      translatedFieldStoppingSave(label, 'en'),
    );
  await expect(fieldGroup(englishSide, 'Story').getByText(translatedFieldStoppingSave('Story', 'en'))).toBeVisible();
  await expectPhotoMessages(page, { English: [] });
  await expect(englishSide.getByRole('textbox', { name: 'Names' })).toBeInViewport();
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  await keepScreens(page, 'album-english-save-refused');
  expect(readFileSync(file, 'utf8')).toBe(written);

  // She reads each and keeps it: its mark and its refusal go at once, and the save goes through
  // with what Translate wrote.
  for (const label of ['Names', 'Summary', 'Story']) {
    await fieldGroup(englishSide, label)
      .getByRole('button', { name: `Keep the translated ${label.toLowerCase()}` })
      .click();
    await expect(translatedMark(label)).toHaveCount(0);
    await expect(fieldGroup(englishSide, label).getByText(translatedFieldStoppingSave(label, 'en'))).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  const saved = matter(readFileSync(file, 'utf8'));
  expect({
    title: saved.data.title as unknown,
    summary: saved.data.summary as unknown,
    story: saved.content.trim(),
  }).toEqual({
    title: 'Inês & Tomás',
    summary: 'A wedding in May.',
    story: 'A day in May.',
  });
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible();

  // Reloaded and opened again, what she saved is hers: nothing is marked.
  await page.reload();
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  await openAlbum(page, 'Inês & Tomás');
  await expect(englishSide.getByRole('textbox', { name: 'Summary' })).toHaveValue('A wedding in May.');
  await expect(englishSide.getByText(TRANSLATED_MARK)).toHaveCount(0);
  await translation.close();
});

test('an album’s English photo descriptions translated from Portuguese in the English pane are marked, counted by the review, and Save waits until she keeps or corrects each; after a reload nothing is marked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const english: Record<string, string> = {
    'A primeira dança': 'The first dance',
    'Os bolos da avó': 'Grandmother’s cakes',
  };
  const translation = await startTranslationStandIn((text) => english[text.trim()] ?? text);
  await routeTranslationTo(page, translation);
  await writeSavedAlbum(
    'english-descriptions',
    'Sara & Rui',
    '#604080',
    { 'IMG_0001.webp': 'A primeira dança', 'IMG_0002.webp': 'Os bolos da avó' },
    { english: { 'IMG_0001.webp': '', 'IMG_0002.webp': '' } },
  );
  const file = path.join(project, 'content', 'albums', 'english-descriptions', 'index.en.md');
  const written = readFileSync(file, 'utf8');
  await openLocalRepository(page, editor.url);
  await openAlbum(page, 'Sara & Rui');
  const englishSide = englishPane(page);
  await showPortugueseSide(page);
  await translatePane(page, englishSide, 'Portuguese');
  const box = (number: number) =>
    englishSide.getByRole('textbox', { name: `English description of photo ${number}`, exact: true });
  await expect(box(1)).toHaveValue('The first dance');
  await expect(box(2)).toHaveValue('Grandmother’s cakes');
  // Each is marked in the English pane's words for what Translate wrote, as its names and summary would be.
  const photoMarks = englishSide.getByRole('list', { name: 'Photos of the album' }).getByText(TRANSLATED_MARK);
  await expect(photoMarks).toHaveCount(2);
  await keepScreens(page, 'album-english-descriptions-translated', photoMarks.first());

  // The review counts them as what is left to check.
  await (await reveal(page, englishSide, englishSide.getByRole('button', { name: 'Check the descriptions…' }))).click();
  const review = page.getByRole('dialog', { name: /^Photo 1, IMG_0001/ });
  // Translate's own notice is a status too, shown over the view.
  await expect(review.getByRole('status').filter({ hasText: /to check|to write|left/ })).toHaveText(
    '2 descriptions to check.',
  );
  await expect(review.getByText(TRANSLATED_MARK)).toBeVisible();
  await keepScreens(page, 'album-english-descriptions-review', review);
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);

  // Unchecked, they are not saved: the save is refused, naming each photo.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(englishSide.locator('[data-key-path="photos"] .validation')).toHaveText(
    /^error\s*Photo 1, IMG_0001: check its English description \(translated by machine\), then correct it or press Keep\. Photo 2, IMG_0002: check its English description \(translated by machine\), then correct it or press Keep\.$/,
  );
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect(readFileSync(file, 'utf8')).toBe(written);

  // She keeps the first and corrects the second: no mark left, and the save goes through.
  await englishSide.getByRole('button', { name: 'Keep the translated description of photo 1' }).click();
  await box(2).fill('Grandmother’s cakes on the long table');
  await expect(photoMarks).toHaveCount(0);
  await expectPhotoMessages(page, { English: [] });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  const saved = matter(readFileSync(file, 'utf8')).data.photos as PhotoEntry[];
  expect(saved.map((photo) => photo.description)).toEqual(['The first dance', 'Grandmother’s cakes on the long table']);
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible();

  // Reloaded and opened again, what she saved is hers: nothing is marked.
  await page.reload();
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  await openAlbum(page, 'Sara & Rui');
  await expect(box(1)).toHaveValue('The first dance');
  await expect(englishSide.getByText(TRANSLATED_MARK)).toHaveCount(0);
  await translation.close();
});

/**
 * Each phrase of a page's file in a language that quotes the deposit, as the page prints it with
 * this amount: the words around `{deposit}` within their sentence, up to a link or another
 * placeholder (read from her file, so that rewording a page never breaks the test).
 */
function depositPhrases(page: string, locale: 'en' | 'pt', deposit: number): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value.replace(/\s+/gu, ' '));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(yaml.load(readFileSync(path.join(project, pageFile(page, locale)), 'utf8')));
  return texts.flatMap((text) =>
    [...text.matchAll(/[^.:;[\](){}]*\{deposit\}[^.:;[\](){}]*/gu)].map((match) =>
      match[0].trim().replace('{deposit}', String(deposit)),
    ),
  );
}

test('her settings: the deposit changed in Settings is saved to her settings file, every other setting as it was, and shows on the local site', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const file = path.join(project, dataCollections.settings.file);
  const before = readDataFile('settings', project).data!;
  const deposit = before.terms.deposit + 50;
  // `npm start`'s watch on content/ (scripts/start.ts), as she runs it beside the editor: what it
  // says goes to `said`, its build is the copy's.
  const said: string[] = [];
  let buildOutput = '';
  const watch = await watchContent({
    root: project,
    built: readContentState(project),
    log: (line) => said.push(line.trim()),
    rebuild: () =>
      new Promise<boolean>((resolve, reject) => {
        const child = spawn('npm', ['run', 'build'], {
          cwd: project,
          env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BUILD_TYPES_CHECKED_APART: '1' },
        });
        child.stdout.on('data', (chunk: Buffer) => (buildOutput += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (buildOutput += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve(code === 0));
      }),
  });
  await openLocalRepository(page, editor.url);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('treeitem', { name: /^Settings/ })
    .click();
  await page
    .getByRole('grid', { name: 'Files' })
    .getByRole('row', { name: /Your details and prices/ })
    .click();
  // The editor draws the prices, the last settings, once scrolled near them.
  const field = await reveal(
    page,
    page.getByRole('group', { name: /Content/ }).first(),
    page.getByRole('spinbutton', { name: 'Deposit (€)' }),
  );
  await expect(field).toHaveValue(String(before.terms.deposit));
  await field.fill(String(deposit));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });

  // The build reads this file (content/site.ts); content/site.test.ts proves the FAQ then states
  // the new deposit in both languages.
  const saved = readDataFile('settings', project);
  expect(saved.problems).toEqual([]);
  expect(saved.data).toEqual({ ...before, terms: { ...before.terms, deposit } });
  expect(readFileSync(file, 'utf8')).toContain(`deposit: ${deposit}\n`);

  // Her terminal names the change and builds the site again; once it says so, a reload shows the
  // new deposit on every page that states it, in both languages.
  const started = Date.now();
  // The wait ends when her terminal says the build finished or stopped; a stopped build shows its output.
  const built = 'The site is built again with your change: reload the page to see it.';
  await expect
    .poll(() => said.some((line) => line === built || line.startsWith('The build stopped')), {
      timeout: 480_000,
      intervals: [100],
    })
    .toBe(true);
  expect(said, buildOutput.slice(-6000)).toContain(built);
  await watch.close();
  expect(said, buildOutput.slice(-4000)).toEqual([
    `${dataCollections.settings.file} changed: building the site again (about two minutes)…`,
    'The site is built again with your change: reload the page to see it.',
  ]);
  testInfo.annotations.push({ type: 'rebuild time', description: `${Math.round((Date.now() - started) / 1000)} s` });
  const site = await startSiteHost({ projectRoot: project, port: 0, quiet: true });
  try {
    for (const [route, file] of [
      ['faq', faqPage.name],
      ['photoshootProcess', photoshootProcessPage.name],
      ['home', homePage.name],
    ] as const) {
      for (const locale of ['en', 'pt'] as const) {
        const phrases = depositPhrases(file, locale, deposit);
        expect(phrases, `${file} in ${locale} quotes the deposit`).not.toEqual([]);
        await page.goto(`${site.url}${hrefFor(route, locale)}`);
        for (const phrase of phrases) await expect(page.locator('main')).toContainText(phrase);
      }
    }
  } finally {
    await site.close();
  }
});

test('the pages’ photos: a slide replaced by a photo of another album, chosen by its thumbnail, and a portfolio tile left empty, are saved to the pages’ photos file', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const before = readDataFile('pagePhotos', project).data!;
  expect(before.slideshow[1]).toBe('ines-tiago/demo-09.jpg');
  await openLocalRepository(page, editor.url);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('treeitem', { name: /^Settings/ })
    .click();
  await page
    .getByRole('grid', { name: 'Files' })
    .getByRole('row', { name: /Photos on your pages/ })
    .click();

  const slide = page.getByRole('group', { name: 'Photo chosen: demo-09.jpg of Inês & Tiago' });
  await expect(slide.getByRole('img', { name: 'Chosen photo: demo-09.jpg of Inês & Tiago' })).toBeVisible();
  const choice = slide.getByRole('button', { name: 'Choose demo-03.jpg of Ana & João' });
  /** Opens the slide's picker on Ana & João's photos (the editor draws the field anew when the window is resized). */
  const showAnaAndJoao = async () => {
    const toggle = slide.getByRole('button', { name: /^(Choose another photo…|Close)$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await slide.getByRole('combobox', { name: 'Album' }).selectOption({ label: 'Ana & João' });
    await expect(choice).toBeVisible();
  };
  await showAnaAndJoao();
  // Every thumbnail of the album she looks at is a picture, not a name.
  const thumbnails = slide.getByRole('list', { name: 'Photos of Ana & João' }).getByRole('img');
  await expect(thumbnails).toHaveCount(16);
  await expect
    .poll(() => thumbnails.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The field is drawn anew some moments after the resize, which may detach what was just opened:
    // open it again until the choice stays in view.
    await expect(async () => {
      await showAnaAndJoao();
      await choice.scrollIntoViewIfNeeded({ timeout: 2_000 });
    }).toPass();
    await page.screenshot({ path: testInfo.outputPath(`page-photo-picker-${width}.png`) });
  }
  await expect(async () => {
    await showAnaAndJoao();
    await choice.click({ timeout: 2_000 });
  }).toPass();

  const replaced = page.getByRole('group', { name: 'Photo chosen: demo-03.jpg of Ana & João' });
  const chosen = replaced.getByRole('img', { name: 'Chosen photo: demo-03.jpg of Ana & João' });
  await expect
    .poll(() => chosen.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // The couples tile left empty (the home page then shows the cover of the first couple's album).
  // The editor draws a field once it comes into view: the tiles are below the slides.
  await page.getByText('Home page portfolio tiles', { exact: true }).first().scrollIntoViewIfNeeded();
  const couplesTile = chosenPhoto(before.portfolio.couples!);
  const { title: couplesAlbum } = matter(
    readFileSync(path.join(project, 'content', 'albums', couplesTile.album, 'index.en.md'), 'utf8'),
  ).data as { title: string };
  await page
    .getByRole('group', { name: `Photo chosen: ${couplesTile.file} of ${couplesAlbum}` })
    .getByRole('button', { name: 'Leave empty' })
    .click();
  await expect(page.getByRole('group', { name: 'No photo chosen' })).toHaveText(/Left empty\./);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });

  // The build reads this file (content/page-photos.ts): the home page's second slide is now hers,
  // and its couples tile is left out.
  const saved = readDataFile('pagePhotos', project);
  expect(saved.problems).toEqual([]);
  expect(saved.data).toEqual({
    ...before,
    slideshow: before.slideshow.map((photo, index) => (index === 1 ? 'ana-joao/demo-03.jpg' : photo)),
    portfolio: { weddings: before.portfolio.weddings, family: before.portfolio.family },
  });
  const savedText = readFileSync(path.join(project, PAGE_PHOTOS_FILE), 'utf8');
  expect(savedText).toContain('- ana-joao/demo-03.jpg\n');
  expect(savedText).not.toContain('couples');
});

test('an album her about page shows cannot be deleted: the Delete dialog names the page and the photo, and the album stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The about page's photo, as the editor was built with it (the slides may have changed since).
  const { album, file } = chosenPhoto(readDataFile('pagePhotos', project).data!.portrait);
  const folder = path.join(project, 'content', 'albums', album);
  const filesBefore = readdirSync(folder);
  const englishFile = readFileSync(path.join(folder, 'index.en.md'), 'utf8');
  const { title } = matter(englishFile).data as { title: string };
  await openLocalRepository(page, editor.url);
  await openAlbum(page, title);
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Delete Entry' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Delete Entry' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This entry can’t be deleted, because the following fields in other entries would no longer be valid without it. Update those entries first.',
  );
  await expect(dialog.getByRole('listitem').filter({ hasText: 'The about page’s photo' })).toHaveText(
    `Settings › Photos on your pages The about page’s photo: It shows ${file} of this album. Choose another photo there first (Settings → Photos on your pages), then delete the album.`,
  );
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(readdirSync(folder)).toEqual(filesBefore);
  expect(readFileSync(path.join(folder, 'index.en.md'), 'utf8')).toBe(englishFile);
});

test('an album her about page showed may be deleted once she chose another photo there and saved, in the same visit; before, Delete stays grey', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // As she saved them before this visit (the editor was built with older choices): the about page
  // shows an album no other place of her pages shows, one of the demo's, which the editor was built
  // with (the picker names an album saved since by its folder).
  const before = readDataFile('pagePhotos', project).data!;
  const shownElsewhere = new Set(photoUses(before).map(({ photo }) => chosenPhoto(photo).album));
  const album = albumFolders().find(
    (slug) =>
      !shownElsewhere.has(slug) &&
      existsSync(path.join(project, 'content', 'albums', slug, 'index.en.md')) &&
      demoAlbums({
        texts: new Map([
          [
            `content/albums/${slug}/index.en.md`,
            readFileSync(path.join(project, 'content', 'albums', slug, 'index.en.md'), 'utf8'),
          ],
        ]),
        albumFolders: {},
      }).length > 0,
  )!;
  const folder = path.join(project, 'content', 'albums', album);
  const saved = Object.fromEntries(readdirSync(folder).map((file) => [file, readFileSync(path.join(folder, file))]));
  const { title, photos: albumPhotos } = matter(saved['index.en.md']!.toString()).data as {
    title: string;
    photos: PhotoEntry[];
  };
  const shown = albumPhotos[0]!.file;
  const pagePhotosText = readFileSync(path.join(project, PAGE_PHOTOS_FILE), 'utf8');
  writeFileSync(path.join(project, PAGE_PHOTOS_FILE), yaml.dump({ ...before, portrait: `${album}/${shown}` }));
  try {
    await openLocalRepository(page, editor.url);
    const openDelete = async () => {
      await openAlbum(page, title);
      await page.getByRole('button', { name: 'Show Editor Options' }).click();
      await page.getByRole('menuitem', { name: 'Delete Entry' }).click();
      return page.getByRole('alertdialog', { name: 'Delete Entry' });
    };
    let dialog = await openDelete();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'The about page’s photo' })).toHaveText(
      `Settings › Photos on your pages The about page’s photo: It shows ${shown} of this album. Choose another photo there first (Settings → Photos on your pages), then delete the album.`,
    );
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await leaveAlbum(page);

    // She chooses another photo for her about page, the first slide's, and saves.
    const other = chosenPhoto(before.slideshow[0]!);
    const otherTitle = (
      matter(readFileSync(path.join(project, 'content', 'albums', other.album, 'index.en.md'), 'utf8')).data as {
        title: string;
      }
    ).title;
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('treeitem', { name: /^Settings/ })
      .click();
    await page
      .getByRole('grid', { name: 'Files' })
      .getByRole('row', { name: /Photos on your pages/ })
      .click();
    // Found by its field, whichever photo it shows: a try whose click chose the photo but did not
    // return in time renames the chosen photo's group, and the next try must find it all the same.
    const portrait = page
      .getByRole('group', { name: /About page photo.*Field$/ })
      .getByRole('group', { name: /^Photo chosen: / });
    const otherChosen = `Photo chosen: ${other.file} of ${otherTitle}`;
    await expect(portrait).toHaveAccessibleName(`Photo chosen: ${shown} of ${title}`);
    await expect(async () => {
      if ((await portrait.getAttribute('aria-label', { timeout: 5_000 })) === otherChosen) return;
      const toggle = portrait.getByRole('button', { name: /^(Choose another photo…|Close)$/ });
      if ((await toggle.getAttribute('aria-expanded', { timeout: 5_000 })) !== 'true') await toggle.click();
      await portrait.getByRole('combobox', { name: 'Album' }).selectOption({ label: otherTitle });
      await portrait.getByRole('button', { name: `Choose ${other.file} of ${otherTitle}` }).click({ timeout: 2_000 });
    }).toPass();
    await expect(portrait).toHaveAccessibleName(otherChosen);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
    expect(readDataFile('pagePhotos', project).data!.portrait).toBe(before.slideshow[0]);

    // The same visit, no reload: Delete is allowed, and deletes the album.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('treeitem', { name: /^Albums/ })
      .click();
    dialog = await openDelete();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => existsSync(path.join(folder, 'index.en.md')), { timeout: 30_000 }).toBe(false);
  } finally {
    // What later tests build from is as it was (an old address of content/routes.ts may lead to the album).
    mkdirSync(folder, { recursive: true });
    for (const [file, bytes] of Object.entries(saved)) writeFileSync(path.join(folder, file), bytes);
    writeFileSync(path.join(project, PAGE_PHOTOS_FILE), pagePhotosText);
  }
});

test('opens each place the go-live page links to: an album, a file of Settings and of Pages, and the testimonials', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  );
  const { title } = matter(readFileSync(path.join(project, 'content', 'albums', 'emma-james', 'index.en.md'), 'utf8'))
    .data as { title: string };
  // What the editor announces for the entry it opened, in its own words.
  const places: [EditorPlace, string][] = [
    [
      { collection: 'albums', album: 'emma-james', title },
      `You’re now editing the “${title}” entry in the “Albums” collection.`,
    ],
    [
      { collection: 'settings', entry: 'site' },
      'You’re now editing the “Your details and prices” file in the “Settings” collection.',
    ],
    [
      { collection: 'settings', entry: 'page-photos' },
      'You’re now editing the “Photos on your pages” file in the “Settings” collection.',
    ],
    [
      { collection: 'pages', file: 'content/pages/faq.en.yml' },
      'You’re now editing the “FAQ” file in the “Pages” collection.',
    ],
    [{ collection: 'testimonials' }, 'You’re now editing the “Testimonials” file.'],
    [{ collection: 'albums', new: true }, 'You’re now creating a new entry in the “Albums” collection.'],
  ];
  for (const [place, announced] of places) {
    // As her link from the go-live page opens it: the editor's page at that address, then her sign-in.
    await page.goto(`${editor.url}${editorAddress(place)}`);
    await page.getByRole('button', { name: /Work with Local Repository/ }).click();
    // The editor sets its names apart with Unicode's isolates (⁨…⁩), which a reader does not hear.
    await expect
      .poll(
        async () =>
          (await page.getByRole('status').allTextContents()).map((text) => text.replace(/[\u2068\u2069]/g, '')),
        {
          timeout: 20_000,
        },
      )
      .toContain(announced);
    await expect(
      page.getByRole('group', { name: 'Content Editor' }).getByRole('button', { name: 'Save' }),
    ).toBeVisible();
  }
});

test('under npm run admin, the go-live page reads the working tree; her confirmed test enquiry saves her ids in .env.local and its record in content/', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations = await recordCspViolations(page);
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' },
      });
    sent.push(route.request().postData() ?? '');
    return route.fulfill({
      status: 200,
      body: 'OK',
      contentType: 'text/plain',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  const settings = path.join(project, '.env.local');
  const record = path.join(project, ENQUIRY_TEST_FILE);
  const details = path.join(project, 'content', 'settings', 'site.yml');
  const demoDetails = readFileSync(details, 'utf8');
  writeFileSync(settings, '# her settings\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_old\n');
  // Her e-mail in her settings: the page gives no template and sends no test while it is the demo's.
  writeFileSync(details, HER_SETTINGS_YAML);
  try {
    await page.goto(`${editor.url}/admin/go-live`);
    const list = page.getByRole('region', { name: 'Search engines' });
    await expect(list.getByRole('status')).toHaveText(
      /^Your site is not open to search engines yet: \d+ things stop it\.$/,
    );
    await expect(list.getByRole('listitem').filter({ hasText: 'No test enquiry is confirmed yet' })).toHaveCount(1);
    // On her computer the terminal takes the demo away (firebase.json is no file the editor writes).
    await expect(page.getByRole('region', { name: 'Take the demo away' })).toContainText(
      'run npm run own-work in the terminal',
    );

    const form = page.getByRole('region', { name: 'Your contact form' });
    await form.getByLabel(/^Your EmailJS public key/).fill('key_rita');
    await form.getByLabel(/^Your EmailJS service id/).fill('service_rita');
    await form.getByLabel(/^Your EmailJS template id/).fill('template_rita');
    await form.getByRole('button', { name: 'Send a test enquiry' }).click();
    await form.getByRole('button', { name: 'It arrived, every field filled in' }).click();
    await expect(form.getByRole('listitem').filter({ hasText: 'Recorded that your test enquiry arrived' })).toHaveCount(
      1,
    );
    expect(sent).toHaveLength(1);
    expect(readFileSync(settings, 'utf8')).toBe(
      '# her settings\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_rita\nNEXT_PUBLIC_EMAILJS_PUBLIC_KEY=key_rita\nNEXT_PUBLIC_EMAILJS_TEMPLATE_ID=template_rita\n',
    );
    expect(enquiryTestOf(new Map([[ENQUIRY_TEST_FILE, readFileSync(record, 'utf8')]]))).toMatchObject({
      email: 'ola@ritasousa.pt',
      publicKey: 'key_rita',
      serviceId: 'service_rita',
      templateId: 'template_rita',
    });
    await expect(list.getByRole('listitem').filter({ hasText: 'No test enquiry is confirmed yet' })).toHaveCount(0);
    // The site on this computer was built before: the ids are in .env.local for its next build.
    await expect(form.getByRole('listitem').filter({ hasText: 'already saved in .env.local' })).toHaveCount(1);
    expect(await violations()).toEqual([]);
  } finally {
    rmSync(settings, { force: true });
    rmSync(record, { force: true });
    writeFileSync(details, demoDetails);
  }
});

/** Opens her FAQ in Pages. */
async function openFaq(page: Page): Promise<void> {
  await openLocalRepository(page, editor.url);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('treeitem', { name: /^Pages/ })
    .click();
  await page.getByRole('grid', { name: 'Files' }).getByRole('row', { name: /FAQ/ }).click();
}

/**
 * Adds a question at the end of a language's FAQ, with its answer when given, and leaves both
 * fields drawn: the editor draws the answer only once it is near the screen, which the question
 * above it may have pushed it below. With her questions folded, the one she adds is the only one
 * open. (Folding one side may fold the other, whose button is then disabled.)
 */
async function addQuestion(pane: Locator, { question, answer }: { question: string; answer?: string }) {
  const collapse = pane.getByRole('button', { name: 'Collapse All' });
  if (await collapse.isEnabled()) await collapse.click();
  const questions = pane.getByRole('textbox', { name: 'Question', exact: true });
  await expect(questions).toHaveCount(0);
  await pane.getByRole('button', { name: /^Add\W*question\W*$/u }).click();
  await expect(questions).toHaveCount(1);
  await questions.fill(question);
  const answerBox = await reveal(pane.page(), pane, pane.getByRole('textbox', { name: 'Answer', exact: true }));
  if (answer !== undefined) await answerBox.fill(answer);
}

test('her FAQ: a question added in Pages in both languages is saved to both files, the others as they were', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const settings = readDataFile('settings', project).data!;
  const before = readPage(faqPage, project, settings).page!;
  const fileOf = (locale: 'en' | 'pt') => path.join(project, pageFile(faqPage.name, locale));
  const shipped = { en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') };
  const added = {
    en: { question: 'Can we bring our dog?', answer: 'Of course. Tell me about it on the [contact page](/contact).' },
    pt: { question: 'Podemos levar o nosso cão?', answer: 'Claro. Conta-me tudo na [página de contacto](/contact).' },
  };
  await openFaq(page);
  await addQuestion(englishPane(page), added.en);
  await addQuestion(await showPortugueseSide(page), added.pt);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });

  // The build reads these files (content/pages/faq.ts): the new question, in each language, after hers.
  const saved = readPage(faqPage, project, settings);
  expect(saved.problems).toEqual([]);
  const contact = (text: string) => ({ text, route: 'contact' });
  expect(saved.page).toEqual({
    en: [
      ...before.en,
      { question: added.en.question, answer: [['Of course. Tell me about it on the ', contact('contact page'), '.']] },
    ],
    pt: [
      ...before.pt,
      { question: added.pt.question, answer: [['Claro. Conta-me tudo na ', contact('página de contacto'), '.']] },
    ],
  });
  // Each file changed by her two lines and no others: the project ships them as the editor writes them.
  for (const locale of ['en', 'pt'] as const)
    expect(readFileSync(fileOf(locale), 'utf8')).toBe(
      `${shipped[locale]}  - question: ${added[locale].question}\n    answer: ${added[locale].answer}\n`,
    );
});

test('her FAQ: a question whose Portuguese answer is left empty is refused when she saves, naming the answer, and nothing is written', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fileOf = (locale: 'en' | 'pt') => path.join(project, pageFile(faqPage.name, locale));
  const written = { en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') };
  await openFaq(page);
  await addQuestion(englishPane(page), { question: 'Do you travel abroad?', answer: 'Yes, anywhere in Europe.' });
  const portuguese = await showPortugueseSide(page);
  await addQuestion(portuguese, { question: 'Viajas para o estrangeiro?' });
  await page.getByRole('button', { name: 'Save' }).click();

  // Said at the field, on the Portuguese side, and in the Validation panel under Portuguese.
  const answer = portuguese.getByRole('textbox', { name: 'Answer', exact: true });
  await expect(answer).toHaveAccessibleErrorMessage('This field is required.');
  await expect(portuguese.getByRole('radio', { name: /Portuguese \(error\)/ })).toBeVisible();
  await expect(englishPane(page).getByText('This field is required.')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Validation' }).click();
  const panel = page.locator('#entry-sidebar-content');
  await expect(panel).toContainText(/Answer[^]*This field is required\./);
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect({ en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') }).toEqual(written);
});

test('her FAQ translated from English: each field Translate filled is marked to check, and Save waits until she corrects or keeps it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const translation = await startTranslationStandIn((text) => `Em português: ${text}`);
  await routeTranslationTo(page, translation);
  const fileOf = (locale: 'en' | 'pt') => path.join(project, pageFile(faqPage.name, locale));
  const shipped = { en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') };
  const added = { question: 'Do you photograph elopements?', answer: 'Yes, anywhere in the Algarve.' };
  await openFaq(page);
  await addQuestion(englishPane(page), added);
  const portuguese = await showPortugueseSide(page);
  await addQuestion(portuguese, { question: '' });
  await translatePane(page, portuguese, 'English');
  const question = portuguese.getByRole('textbox', { name: 'Question', exact: true });
  const answer = portuguese.getByRole('textbox', { name: 'Answer', exact: true });
  await expect(question).toHaveValue(`Em português: ${added.question}`);
  await expect(answer).toHaveValue(`Em português: ${added.answer}`);
  await expect(
    page.getByRole('status').filter({
      hasText:
        /2 empty fields translated from \W*English\W*, where you pressed Translate\. Check them before you save\./,
    }),
  ).toBeVisible();

  // What the message asks is shown where she looks: each field Translate filled is marked under it.
  const questionField = fieldGroup(portuguese, 'Question');
  const answerField = fieldGroup(portuguese, 'Answer');
  await expect(questionField.getByText(TRANSLATED_MARK)).toBeVisible();
  await expect(answerField.getByText(TRANSLATED_MARK)).toBeVisible();
  await expect(englishPane(page).getByText(TRANSLATED_MARK)).toHaveCount(0);

  // Unchecked, they are not saved: the save is refused, naming each at its field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(question).toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Question', 'pt'));
  await expect(answer).toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Answer', 'pt'));
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect({ en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') }).toEqual(shipped);

  // She keeps the question as it is, and corrects the answer: no mark, no refusal left.
  await questionField.getByRole('button', { name: 'Keep the translated question' }).click();
  await expect(questionField.getByText(TRANSLATED_MARK)).toHaveCount(0);
  await expect(question).not.toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Question', 'pt'));
  await expect(answerField.getByText(TRANSLATED_MARK)).toBeVisible();
  const corrected = 'Sim, em qualquer ponto do Algarve.';
  await answer.fill(corrected);
  await expect(answerField.getByText(TRANSLATED_MARK)).toHaveCount(0);
  await expect(answer).not.toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Answer', 'pt'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  expect(readFileSync(fileOf('pt'), 'utf8')).toBe(
    `${shipped.pt}  - question: 'Em português: ${added.question}'\n    answer: ${corrected}\n`,
  );
  await translation.close();
});

test('her FAQ answer changed in English, then Translate pressed on the Portuguese side: told that Translate fills only empty fields, and nothing changed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const translation = await startTranslationStandIn((text) => `Em português: ${text}`);
  await routeTranslationTo(page, translation);
  await openFaq(page);
  const englishAnswer = englishPane(page).getByRole('textbox', { name: 'Answer', exact: true }).first();
  await englishAnswer.fill(`${await englishAnswer.inputValue()} A gallery preview follows within a week.`);
  const portuguese = await showPortugueseSide(page);
  const portugueseAnswer = portuguese.getByRole('textbox', { name: 'Answer', exact: true }).first();
  const written = await portugueseAnswer.inputValue();
  await portuguese
    .getByRole('toolbar', { name: 'Secondary' })
    .getByRole('button', { name: /Translate from .English/ })
    .click();
  // Every Portuguese field has its text: the message says why her change was not carried over, and what to do.
  const told = page.getByRole('status').filter({
    hasText:
      'Nothing translated: every field here already has its text, and Translate fills only empty ones. To translate a text again, empty its field here first.',
  });
  const askedForKey = page.getByRole('alertdialog', { name: /^Translate Fields?$/ });
  await expect(told.or(askedForKey)).toBeVisible();
  if (await askedForKey.isVisible()) await askedForKey.getByRole('textbox', { name: 'API Key' }).fill(KEY);
  await expect(told).toBeVisible();
  await keepScreens(page, 'nothing-translated');
  await expect(page.getByText('Nothing to translate.')).toHaveCount(0);
  await expect(portugueseAnswer).toHaveValue(written);
  expect(translation.calls).toEqual([]);
  await revertAll(page, 'Revert all changes');
  await translation.close();
});

test('her FAQ translated from Portuguese: each English field Translate filled is marked to check, Save names it until she corrects or keeps it, and once saved it is never marked again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const translation = await startTranslationStandIn((text) => `In English: ${text}`);
  await routeTranslationTo(page, translation);
  const fileOf = (locale: 'en' | 'pt') => path.join(project, pageFile(faqPage.name, locale));
  const shipped = { en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') };
  const added = { question: 'Fotografas casamentos a dois?', answer: 'Sim, em qualquer ponto do Algarve.' };
  await openFaq(page);
  const english = englishPane(page);
  const portuguese = await showPortugueseSide(page);
  await addQuestion(portuguese, added);
  await addQuestion(english, { question: '' });
  await translatePane(page, english, 'Portuguese');
  const question = english.getByRole('textbox', { name: 'Question', exact: true });
  const answer = english.getByRole('textbox', { name: 'Answer', exact: true });
  await expect(question).toHaveValue(`In English: ${added.question}`);
  await expect(answer).toHaveValue(`In English: ${added.answer}`);

  // Each field Translate filled in the English pane is marked under it; the Portuguese, hers, is not.
  const questionField = fieldGroup(english, 'Question');
  const answerField = fieldGroup(english, 'Answer');
  await expect(questionField.getByText(TRANSLATED_MARK)).toBeVisible();
  await expect(answerField.getByText(TRANSLATED_MARK)).toBeVisible();
  await expect(portuguese.getByText(TRANSLATED_MARK)).toHaveCount(0);
  // Folded and unfolded, the question is drawn again: still marked. The answer under it is drawn
  // only once it comes near the screen, where the unfolded question may have pushed it below:
  // scrolled to, as she would, it is drawn marked too.
  await english.getByRole('button', { name: 'Collapse All' }).click();
  await expect(question).toHaveCount(0);
  await english.getByRole('button', { name: 'Expand', exact: true }).last().click();
  await expect(question).toHaveValue(`In English: ${added.question}`);
  await expect(questionField.getByText(TRANSLATED_MARK)).toBeVisible();
  await reveal(page, english, answer);
  await expect(answerField.getByText(TRANSLATED_MARK)).toBeVisible();

  // Unchecked, they are not saved: the save is refused, naming each English field at its place.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(question).toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Question', 'en'));
  await expect(answer).toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Answer', 'en'));
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect({ en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') }).toEqual(shipped);

  // She keeps the question and corrects the answer: no mark and no refusal left, and the save goes through.
  await questionField.getByRole('button', { name: 'Keep the translated question' }).click();
  await expect(questionField.getByText(TRANSLATED_MARK)).toHaveCount(0);
  await expect(question).not.toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Question', 'en'));
  await expect(answerField.getByText(TRANSLATED_MARK)).toBeVisible();
  const corrected = 'Yes, anywhere in the Algarve.';
  await answer.fill(corrected);
  await expect(answerField.getByText(TRANSLATED_MARK)).toHaveCount(0);
  await expect(answer).not.toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Answer', 'en'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });
  expect(readFileSync(fileOf('en'), 'utf8')).toBe(
    `${shipped.en}  - question: 'In English: ${added.question}'\n    answer: ${corrected}\n`,
  );

  // Reloaded and opened again, her saved question is shown unmarked (saved, the editor goes back to
  // the list of pages: a reload before it got there would be cancelled by that move).
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();
  await page.reload();
  await openFaq(page);
  const lastQuestion = english.getByRole('textbox', { name: 'Question', exact: true }).last();
  await expect
    .poll(async () => {
      await english.hover();
      await page.mouse.wheel(0, 2000);
      return lastQuestion.inputValue();
    })
    .toBe(`In English: ${added.question}`);
  await expect(english.getByText(TRANSLATED_MARK)).toHaveCount(0);
  await translation.close();
});

test('her FAQ translated with its questions folded: a refused save unfolds the question to correct and brings it into view, and Google is sent only her words', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const translation = await startTranslationStandIn((text) => `Em português: ${text}`);
  await routeTranslationTo(page, translation);
  const added = { question: 'Do you photograph elopements?', answer: 'Yes, anywhere in the Algarve.' };
  await openFaq(page);
  await addQuestion(englishPane(page), added);
  const portuguese = await showPortugueseSide(page);
  await addQuestion(portuguese, { question: '' });
  // Every question folded, hers and the new one, on the side Translate fills.
  const question = portuguese.getByRole('textbox', { name: 'Question', exact: true });
  const collapse = portuguese.getByRole('button', { name: 'Collapse All' });
  if (await collapse.isEnabled()) await collapse.click();
  await expect(question).toHaveCount(0);
  await translatePane(page, portuguese, 'English');
  await expect(
    page.getByRole('status').filter({
      hasText:
        /2 empty fields translated from \W*English\W*, where you pressed Translate\. Check them before you save\./,
    }),
  ).toBeVisible();
  // Google was sent her question and answer, nothing else: no list's keys, no ids.
  expect(translation.calls.map(({ body }) => body.q)).toEqual([[added.question, added.answer]]);
  await expect(question).toHaveCount(0);

  // Refused, the save unfolds the question Translate filled and shows it, with what to correct under it.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Not saved: 2 fields need correcting. The first is now in view, with what to correct under it; Show Errors lists them all.',
    ),
  ).toBeVisible();
  await expect(question).toHaveValue(`Em português: ${added.question}`);
  await expect(question).toHaveAccessibleErrorMessage(translatedFieldStoppingSave('Question', 'pt'));
  await expect(question).toBeInViewport();
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  await translation.close();
});

test('her home page: a wedding pack renamed in Pages → Home in both languages changes only its name in each file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const settings = readDataFile('settings', project).data!;
  const before = readPage(homePage, project, settings).page!;
  const fileOf = (locale: 'en' | 'pt') => path.join(project, pageFile(homePage.name, locale));
  const written = { en: readFileSync(fileOf('en'), 'utf8'), pt: readFileSync(fileOf('pt'), 'utf8') };
  // The second pack, whatever its name, in each language.
  const renamed = { en: 'Grand Celebration', pt: 'Grande Celebração' };
  await openLocalRepository(page, editor.url);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('treeitem', { name: /^Pages/ })
    .click();
  await page.getByRole('grid', { name: 'Files' }).getByRole('row', { name: /Home/ }).click();
  const rename = async (pane: Locator, locale: 'en' | 'pt') => {
    // The editor draws the second pack once scrolled near it.
    const name = await reveal(page, pane, pane.getByRole('textbox', { name: 'Name', exact: true }).nth(1));
    await expect(name).toHaveValue(before[locale].adventure.packs[1]!.name);
    await name.fill(renamed[locale]);
  };
  await rename(englishPane(page), 'en');
  await rename(await showPortugueseSide(page), 'pt');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 60_000 });

  // The build reads these files (content/pages/home.ts): the pack has its new name in each
  // language, and each file holds what it held but that name.
  const saved = readPage(homePage, project, settings);
  expect(saved.problems).toEqual([]);
  for (const locale of ['en', 'pt'] as const) {
    const expected = yaml.load(written[locale]) as { adventure: { packs: { name: string }[] } };
    expected.adventure.packs[1]!.name = renamed[locale];
    expect(yaml.load(readFileSync(fileOf(locale), 'utf8'))).toEqual(expected);
    expect(saved.page![locale].adventure.packs.map((pack) => pack.name)).toEqual(
      before[locale].adventure.packs.map((pack, index) => (index === 1 ? renamed[locale] : pack.name)),
    );
  }
});

/** Presses "Revert All Changes" in the editor's menu and answers its question with `answer`. */
async function revertAll(
  page: Page,
  answer: 'Keep my changes' | 'Revert all changes',
  screens?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Revert All Changes' }).click();
  const asking = page.getByRole('dialog', { name: 'Revert all changes?' });
  await expect(asking).toHaveAccessibleDescription(
    'Every change since you last saved goes, in both languages, and what you last saved comes back. This cannot be undone.',
  );
  if (screens) await keepScreens(page, screens);
  await asking.getByRole('button', { name: answer }).click();
  await expect(asking).toHaveCount(0);
}

test('her unsaved changes told true: Revert asks first and leaves nothing to save; leaving says what is kept, on a first visit and a later one; a refused Save shows the field', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // An album as saved, whichever the copy holds first: nothing of this test is saved.
  const album = albumFolders().find((folder) =>
    existsSync(path.join(project, 'content', 'albums', folder, 'index.en.md')),
  )!;
  const englishFile = path.join(project, 'content', 'albums', album, 'index.en.md');
  const saved = readFileSync(englishFile, 'utf8');
  const { title, summary } = matter(saved).data as { title: string; summary: string };
  await openLocalRepository(page, editor.url);
  await openAlbum(page, title);
  const summaryBox = englishPane(page).getByRole('textbox', { name: 'Summary' });
  const save = page.getByRole('button', { name: 'Save' });
  // Clicked, then typed in, as she does (the editor keeps a backup only of an entry she touched).
  await summaryBox.click();
  await summaryBox.fill('A summary she has not saved.');
  await expect(save).toBeEnabled();

  // Revert asks first; keeping her changes keeps them, reverting puts back the saved album, with nothing left to save.
  await revertAll(page, 'Keep my changes', 'revert-question');
  await expect(summaryBox).toHaveValue('A summary she has not saved.');
  await revertAll(page, 'Revert all changes');
  await expect(summaryBox).toHaveValue(summary);
  await expect(save).toBeDisabled();
  await leaveAlbum(page);

  // Leaving with changes, on this browser's first visit: the editor keeps no copy of them (it drops
  // its store when she turns to "Work with Local Repository"), so the question says they would be
  // lost, and they are.
  await openAlbum(page, title);
  await summaryBox.click();
  await summaryBox.fill('A summary she leaves unsaved.');
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  const leaving = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leaving).toHaveAccessibleDescription(
    'The changes since you last saved would be lost. Stay, then press Save to keep them.',
  );
  await leaving.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible();
  await openAlbum(page, title);
  await expect(summaryBox).toHaveValue(summary);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // A refused save brings the field to correct into view, and says so.
  const names = englishPane(page).getByRole('textbox', { name: 'Names' });
  await names.click();
  await names.fill('');
  // She scrolls down to the photos, the Names far above.
  const pane = (await englishPane(page).boundingBox())!;
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 800);
      return names.evaluate((element) => element.getBoundingClientRect().bottom < 0);
    })
    .toBe(true);
  await expect(names).not.toBeInViewport();
  await save.click();
  await expect(
    page.getByText('Not saved: one field needs correcting. It is now in view, with what to correct under it.'),
  ).toBeVisible();
  await expect(names).toBeInViewport();
  await expect(names).toBeFocused();
  await keepScreens(page, 'refused-save');

  await revertAll(page, 'Revert all changes');
  await expect(names).toHaveValue(title);
  await expect(save).toBeDisabled();
  await leaveAlbum(page);

  // A later visit of this browser, which remembers she works on her computer: now the editor keeps
  // a copy, even of a change she leaves at once, so the question says so, and the copy is offered.
  await openLocalRepository(page, editor.url);
  await openAlbum(page, title);
  await summaryBox.click();
  await summaryBox.fill('A summary she leaves unsaved, on a later visit.');
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await expect(leaving).toHaveAccessibleDescription(
    'Your changes since you last saved are not on your site. This browser keeps a copy of them, and offers it when you open this again. Stay, then press Save to keep them on your site.',
  );
  await leaving.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible();
  await openAlbum(page, title);
  const restoring = page.getByRole('alertdialog', { name: 'Restore Unsaved Changes?' });
  await expect(restoring).toBeVisible();
  await restoring.getByRole('button', { name: 'Discard' }).click();
  await expect(summaryBox).toHaveValue(summary);
  await leaveAlbum(page);
  expect(readFileSync(englishFile, 'utf8')).toBe(saved);
});

test('her settings’ year in the preview is written as a year: 2016, not 2,016', async ({ page }) => {
  test.setTimeout(120_000);
  const { since } = readDataFile('settings', project).data!;
  await openLocalRepository(page, editor.url);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('treeitem', { name: /^Settings/ })
    .click();
  await page
    .getByRole('grid', { name: 'Files' })
    .getByRole('row', { name: /Your details and prices/ })
    .click();
  // Her settings are in one language: the preview is turned on in the editor's options.
  // Decided from the option's own state, not from whether the preview was drawn yet.
  const preview = page.getByRole('group', { name: /Preview/ });
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  const showPreview = page.getByRole('menuitemcheckbox', { name: 'Show Preview' });
  if ((await showPreview.getAttribute('aria-checked')) === 'true') await page.keyboard.press('Escape');
  else await showPreview.click();
  await expect(preview).toContainText(new RegExp(`Year you started\\s*${since}(?!\\d)`), { timeout: 15_000 });
  await expect(preview).not.toContainText(since.toLocaleString('en-US'));
});
