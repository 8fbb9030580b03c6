/**
 * `npx tsx bench/measure-upload.ts --photos 20`: what a wedding straight from the camera
 * costs, measured with the real editor in Chromium against the local editor on a throwaway copy of
 * the project. It paints camera-like files (camera-file.ts), adds them all at once in the photos
 * field, fills in the album in both languages and saves, then prints the camera files' sizes, the
 * stored photos' sizes (the repository's growth), and the time to add them all and to save.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { copyProject } from '../test-support/project-copy';
import { cameraFile } from './camera-file';
import { addPhotos, englishPane, openNewAlbum, writePortugueseSide } from '../e2e/support/editor-page';
import { startLocalEditor } from '../scripts/server/local-editor';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MB`;
const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const { values } = parseArgs({ options: { photos: { type: 'string', default: '20' } } });
  const count = Number(values.photos);
  const project = mkdtempSync(path.join(os.tmpdir(), 'measure-upload-'));
  const camera = path.join(project, '..', `${path.basename(project)}-camera`);
  try {
    copyProject(project);
    mkdirSync(path.join(project, '.git'));
    mkdirSync(camera);
    console.log(`Painting ${count} camera files (6000×4000)…`);
    const files = Array.from({ length: count }, (_, index) => path.join(camera, `IMG_${String(2001 + index)}.jpg`));
    const cameraSizes: number[] = [];
    for (const [index, file] of files.entries()) cameraSizes.push(await cameraFile(file, index + 1));

    const editor = await startLocalEditor({ projectRoot: project, port: 0, quiet: true });
    const messages: string[] = [];
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
    let adding: number;
    let saved: number;
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push(message.text());
      });
      await openNewAlbum(page, editor.url);
      const english = englishPane(page);
      await english.getByRole('textbox', { name: 'Names' }).fill('Measurement & Wedding');
      await english.getByRole('textbox', { name: 'Month' }).fill('2025-06');
      await english.getByRole('textbox', { name: 'Summary' }).fill('A wedding added to measure the editor.');
      const chosen = performance.now();
      await addPhotos(page, files, count * 30_000);
      adding = (performance.now() - chosen) / 1000;
      await english.getByRole('radio', { name: 'Cover: photo 1' }).check();
      await english.getByRole('textbox', { name: 'Story' }).fill('A story.');
      await writePortugueseSide(page, {
        names: 'Medição & Casamento',
        summary: 'Um casamento acrescentado para medir o editor.',
        story: 'Uma história.',
        photos: Array.from({ length: count }, (_, index) => `Fotografia ${index + 1}`),
      });
      const saving = performance.now();
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText('Entry saved.')
        .waitFor({ timeout: 300_000 })
        .catch(async (error: unknown) => {
          const screenshot = path.join(os.tmpdir(), 'measure-upload-save.png');
          await page.screenshot({ path: screenshot, fullPage: true });
          throw new Error(
            `The save did not finish (the screen: ${screenshot}; the console's errors: ${messages.join(' | ') || 'none'})`,
            { cause: error },
          );
        });
      saved = (performance.now() - saving) / 1000;
    } finally {
      await browser.close();
      await editor.close();
    }

    const folder = path.join(project, 'content', 'albums', 'measurement-wedding');
    const stored = readdirSync(folder).map((file) => statSync(path.join(folder, file)).size);
    const photos = readdirSync(folder)
      .filter((file) => file.endsWith('.webp'))
      .map((file) => statSync(path.join(folder, file)).size);
    console.log(
      `Camera files: ${count}, median ${mb(median(cameraSizes))}, ${mb(cameraSizes.reduce((a, b) => a + b, 0))} in all`,
    );
    console.log(
      `Stored (the repository's growth): ${photos.length} photos, median ${mb(median(photos))}, largest ${mb(Math.max(...photos))}; the album's folder ${mb(stored.reduce((a, b) => a + b, 0))}`,
    );
    console.log(
      `Adding all ${count} at once: ${adding.toFixed(1)} s; saving: ${saved.toFixed(1)} s (Chromium, this machine)`,
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
    rmSync(camera, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
