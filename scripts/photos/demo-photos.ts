/**
 * Deterministic demo photos (git-ignored), so that a fresh clone has a photo for every place the
 * demo albums expect one. Only a folder with no photo but demo ones is written to: real photos are
 * never overwritten. Each carries an Artist/Copyright EXIF, a made-up GPS position and, for some,
 * an EXIF rotation, so that the pipeline's metadata stripping and auto-orientation are exercised.
 * A painted photo is kept on the machine's shelf (shelf.ts) under a key of the painting code
 * (demo-paint.ts and what it imports), the photo's plan and the libvips and sharp versions, so
 * another clone on this machine copies it.
 * Copied, not hard-linked: content/albums/ is her folder, and a program she edits a photo with may
 * write into the file in place, which through a hard link would change the shelf's copy.
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { ListedAlbum } from './albums';
import { renderDemoPhoto } from './demo-paint';
import { DEMO_PHOTO_FILE } from '@/lib/going-live/demo';
import { isPhotoFile, readDirSafe } from './photo-files';
import { demoKeyOf, placeFile, sourceHashOf, type EncoderVersions, type Shelf } from './shelf';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The module that decides a demo photo's bytes: with what it imports, part of each photo's shelf key. */
export const PAINTING_CODE = path.join(__dirname, 'demo-paint.ts');

/** Writes the demo photos of every album whose folder has no photo of its own yet. */
export async function ensureDemoPhotos(
  photosDir: string,
  albums: readonly ListedAlbum[],
  log: (line: string) => void,
  { shelf, versions }: { shelf: Shelf | null; versions: EncoderVersions },
): Promise<void> {
  const started = performance.now();
  const jobs: { category: string; album: string; number: number; dir: string; file: string }[] = [];
  for (const { category, slug: album, files } of albums) {
    const dir = path.join(photosDir, album);
    const existing = (await readDirSafe(dir)).map((entry) => entry.name).filter(isPhotoFile);
    if (existing.some((name) => !DEMO_PHOTO_FILE.test(name))) continue;
    // Only demo photos, or none: finish the set (an interrupted earlier run may have left some).
    for (const file of files) {
      const number = DEMO_PHOTO_FILE.exec(file)?.[1];
      if (number && !existing.includes(file)) jobs.push({ category, album, number: Number(number), dir, file });
    }
  }
  if (jobs.length === 0) return;

  // The painting code's hash is part of every key; without it (a copy without scripts/) nothing is shelved.
  const codeHash = shelf ? await sourceHashOf(PAINTING_CODE, REPO_ROOT).catch(() => null) : null;
  const keyOf = (job: (typeof jobs)[number]) => (codeHash ? demoKeyOf(codeHash, job, versions) : null);

  // Photos on the shelf are copied first; only the rest are painted.
  let shelved = 0;
  let bytes = 0;
  const toPaint: typeof jobs = [];
  for (const job of jobs) {
    const key = keyOf(job);
    const hit = shelf && key ? await shelf.take<null>('demo', key) : null;
    const from = hit?.paths.get(job.file);
    try {
      if (!from) throw new Error('not on the shelf');
      await mkdir(job.dir, { recursive: true });
      await placeFile(from, path.join(job.dir, job.file), 'copy');
      bytes += (await stat(from)).size;
      shelved++;
    } catch {
      toPaint.push(job);
    }
  }

  if (toPaint.length > 0) {
    log(
      `Demo photos: painting ${toPaint.length} into content/albums/${shelved > 0 ? ` (${shelved} from the machine's shelf)` : ''} (real photos are never overwritten)`,
    );
  }
  const limit = pLimit(Math.max(1, Math.min(2, os.availableParallelism())));
  let done = 0;
  await Promise.all(
    toPaint.map((job) =>
      limit(async () => {
        const { category, album, number, dir, file } = job;
        const { jpeg, width, height } = await renderDemoPhoto(category, album, number);
        await mkdir(dir, { recursive: true });
        const target = path.join(dir, file);
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, jpeg);
        await rename(temporary, target);
        const key = keyOf(job);
        if (shelf && key) await shelf.put('demo', key, [{ name: file, from: target }], null, 'copy');
        bytes += jpeg.length;
        done++;
        log(`  ${done}/${toPaint.length}  ${album}/${file}  ${width}×${height}  ${(jpeg.length / 1024).toFixed(0)} KB`);
      }),
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Demo photos: ${jobs.length} (${done} painted, ${shelved} from the machine's shelf), ${(bytes / 1048576).toFixed(1)} MB, in ${seconds} s`,
  );
}
