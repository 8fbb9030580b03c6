/** @jest-environment node */
import { readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectWithAlbumFiles, temporaryFolder } from '@/test-support/temporary-folders';
import { buildPhotos, sharpVersions } from './build-photos';
import { PAINTING_CODE, ensureDemoPhotos } from './demo-photos';
import { openShelf, sourceFilesOf } from './shelf';

// p-limit ships ES modules only, which this project's Jest (CommonJS) cannot load: a limiter with
// the same contract (at most `concurrency` tasks running, the rest queued in order) stands in.
jest.mock('p-limit', () => ({
  __esModule: true,
  default: (concurrency: number) => {
    let active = 0;
    const queue: (() => void)[] = [];
    return <T>(task: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const run = () => {
          active++;
          task()
            .then(resolve, reject)
            .finally(() => {
              active--;
              queue.shift()?.();
            });
        };
        if (active < concurrency) run();
        else queue.push(run);
      });
  },
}));

/*
 * The machine's shelf as the pipeline uses it: each test builds small real projects (an album of
 * two tiny photos) in temporary folders that share one shelf, as clones on one machine do.
 */

const photoLines = (files: readonly string[], description: string, cover = false) =>
  files.flatMap((file, index) => [
    `  - file: ${file}`,
    `    description: ${description} ${index + 1}`,
    ...(cover && index === 0 ? ['    cover: true'] : []),
  ]);
const FILES = ['01.jpg', '02.jpg'];
const english = [
  '---',
  'title: Rita & Nuno',
  'kind: weddings',
  'position: 1',
  'date: 2024-06',
  'summary: A summer wedding.',
  'photos:',
  ...photoLines(FILES, 'Rita laughing', true),
  '---',
  '',
  'They met in Lisbon.',
  '',
].join('\n');
const portuguese = [
  '---',
  'title: Rita & Nuno',
  'summary: Um casamento de verão.',
  'photos:',
  ...photoLines(FILES, 'A Rita a rir'),
  '---',
  '',
  'Conheceram-se em Lisboa.',
  '',
].join('\n');

/** Two small photos, different in size and colour, made once for every project. */
const photos = Promise.all([
  sharp({ create: { width: 520, height: 400, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer(),
  sharp({ create: { width: 400, height: 500, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .toBuffer(),
]);

async function project(): Promise<string> {
  const root = projectWithAlbumFiles({ 'rita-nuno/index.en.md': english, 'rita-nuno/index.pt.md': portuguese });
  const bytes = await photos;
  FILES.forEach((file, index) => writeFileSync(path.join(root, 'content', 'albums', 'rita-nuno', file), bytes[index]!));
  return root;
}

/** Builds a project's photos; which photos were encoded, and what was logged. */
async function build(root: string, shelfDir: string | null, versions = sharpVersions()) {
  const encoded: string[] = [];
  const lines: string[] = [];
  await buildPhotos({
    projectRoot: root,
    shelfDir,
    versions,
    log: (line) => lines.push(line),
    onEncode: (photo) => encoded.push(photo),
  });
  return { encoded, lines };
}

/** Every file under public/photos/, by its path there, with its bytes. */
function outputs(root: string): Record<string, string> {
  const dir = path.join(root, 'public', 'photos');
  const files: Record<string, string> = {};
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (statSync(full).isFile()) files[file] = readFileSync(full).toString('base64');
  }
  return files;
}

/** The manifest's photos, without the file times that differ from checkout to checkout. */
function manifestPhotos(root: string): unknown {
  const manifest = JSON.parse(readFileSync(path.join(root, '.cache', 'photos', 'manifest.json'), 'utf8')) as {
    albums: Record<string, Record<string, unknown>[]>;
  };
  return Object.values(manifest.albums)
    .flat()
    .map((photo) => ({ ...photo, mtimeMs: 'differs by checkout' }));
}

const shelfEntries = (shelfDir: string, kind: string) => readdirSync(path.join(shelfDir, kind));

// Each test encodes a few tiny photos, or paints one demo photo, on a shared 2-core machine.
jest.setTimeout(60_000);

describe("the photo pipeline with the machine's shelf", () => {
  it('encodes what the shelf lacks and shelves it; another project then takes the same files without encoding', async () => {
    const shelfDir = temporaryFolder('shelf');
    const first = await project();
    const cold = await build(first, shelfDir);
    expect(cold.encoded).toEqual(['rita-nuno/01.jpg', 'rita-nuno/02.jpg']);
    expect(shelfEntries(shelfDir, 'encoded')).toHaveLength(2);

    const second = await project();
    const warm = await build(second, shelfDir);
    expect(warm.encoded).toEqual([]);
    expect(warm.lines).toContainEqual(
      expect.stringMatching(/^Photos: 2 \(0 encoded, 2 from the machine's shelf, 0 unchanged\)/),
    );
    expect(outputs(second)).toEqual(outputs(first));
    expect(Object.keys(outputs(second))).toHaveLength(Object.keys(outputs(first)).length);
    expect(manifestPhotos(second)).toEqual(manifestPhotos(first));
  });

  it('encodes again for a different libvips, never serving its old bytes', async () => {
    const shelfDir = temporaryFolder('shelf');
    await build(await project(), shelfDir);
    const other = await build(await project(), shelfDir, { ...sharpVersions(), vips: '0.0.1-other' });
    expect(other.encoded).toEqual(['rita-nuno/01.jpg', 'rita-nuno/02.jpg']);
  });

  it("replaces a project's files when it encodes again, never writing into the shelf's bytes", async () => {
    const shelfDir = temporaryFolder('shelf');
    const root = await project();
    await build(root, shelfDir);
    const [entry] = shelfEntries(shelfDir, 'encoded');
    const shelved = path.join(shelfDir, 'encoded', entry!, '360.avif');
    const published = () =>
      readdirSync(path.join(root, 'public', 'photos', 'rita-nuno'))
        .map((file) => path.join(root, 'public', 'photos', 'rita-nuno', file))
        .find((file) => statSync(file).ino === statSync(shelved).ino);
    // The shelf holds its entry's files as hard links to what this project wrote.
    expect(published()).toBeDefined();

    // Another libvips re-encodes the same output names; the shelf's file must keep its own bytes.
    rmSync(path.join(root, '.cache'), { recursive: true });
    await build(root, shelfDir, { ...sharpVersions(), vips: '0.0.1-other' });
    expect(published()).toBeUndefined();
  });

  it('takes a truncated shelf entry for a miss, and the encoding repairs it', async () => {
    const shelfDir = temporaryFolder('shelf');
    const first = await project();
    await build(first, shelfDir);
    // Read before the cut: the first project's files are hard links to the same bytes.
    const expected = outputs(first);
    // Cut one file of one entry short, as a full disk or a killed copy would.
    const [broken] = shelfEntries(shelfDir, 'encoded');
    const victim = readdirSync(path.join(shelfDir, 'encoded', broken!)).find((file) => file.endsWith('.avif'))!;
    truncateSync(path.join(shelfDir, 'encoded', broken!, victim), 10);

    const second = await project();
    expect((await build(second, shelfDir)).encoded).toHaveLength(1);
    expect(outputs(second)).toEqual(expected);

    const third = await project();
    expect((await build(third, shelfDir)).encoded).toEqual([]);
    expect(outputs(third)).toEqual(expected);
  });

  it('works as without a shelf when the shelf cannot be written, saying so in one line', async () => {
    const blocked = path.join(temporaryFolder('shelf-blocked'), 'a-file');
    writeFileSync(blocked, '');
    const reference = await project();
    await build(reference, null);

    const root = await project();
    const { encoded, lines } = await build(root, path.join(blocked, 'shelf'));
    expect(encoded).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('Photo shelf:'))).toEqual([
      expect.stringMatching(/cannot write to .*, so this run makes every photo itself$/),
    ]);
    expect(outputs(root)).toEqual(outputs(reference));
    expect(manifestPhotos(root)).toEqual(manifestPhotos(reference));
  });

  it('lets two builds share one shelf at once, both ending with whole files and a whole shelf', async () => {
    const reference = await project();
    await build(reference, null);

    const shelfDir = temporaryFolder('shelf');
    const roots = [await project(), await project()];
    const runs = await Promise.all(roots.map((root) => build(root, shelfDir)));
    for (const [index, root] of roots.entries()) {
      expect(outputs(root)).toEqual(outputs(reference));
      expect(runs[index]!.lines.filter((line) => line.startsWith('Photo shelf:'))).toEqual([]);
    }
    const later = await project();
    expect((await build(later, shelfDir)).encoded).toEqual([]);
    expect(outputs(later)).toEqual(outputs(reference));
  });

  it('keys demo photos by the painting code only, not by the code that writes and shelves them', async () => {
    expect(await sourceFilesOf(PAINTING_CODE, process.cwd())).toEqual([
      'scripts/photos/demo-paint.ts',
      'scripts/photos/demo-scene.ts',
    ]);
  });

  it('paints a demo photo once per machine: another project copies it from the shelf', async () => {
    const shelfDir = temporaryFolder('shelf');
    const shelf = await openShelf(shelfDir, () => {});
    const albums = [{ category: 'weddings' as const, slug: 'ana-joao', files: ['demo-01.jpg'] }];
    const paint = async () => {
      const dir = path.join(temporaryFolder('demo'), 'albums');
      const lines: string[] = [];
      await ensureDemoPhotos(dir, albums, (line) => lines.push(line), { shelf, versions: sharpVersions() });
      return { bytes: readFileSync(path.join(dir, 'ana-joao', 'demo-01.jpg')), lines, dir };
    };
    const cold = await paint();
    expect(cold.lines.at(-1)).toMatch(/^Demo photos: 1 \(1 painted, 0 from the machine's shelf\)/);
    const warm = await paint();
    expect(warm.lines).toEqual([expect.stringMatching(/^Demo photos: 1 \(0 painted, 1 from the machine's shelf\)/)]);
    expect(warm.bytes.equals(cold.bytes)).toBe(true);
    // A copy, not a hard link: her folder's files never share their bytes with the shelf.
    expect(statSync(path.join(warm.dir, 'ana-joao', 'demo-01.jpg')).nlink).toBe(1);
  });
});
