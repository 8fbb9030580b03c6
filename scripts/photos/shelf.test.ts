/** @jest-environment node */
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { temporaryFolder } from '@/test-support/temporary-folders';
import { SETTINGS, outputFingerprint, settingsHashOf } from './settings';
import { UNUSED_DAYS, demoKeyOf, encodedKeyOf, openShelf, shelfDirOf, sourceFilesOf, sourceHashOf } from './shelf';

const versions = { vips: '8.18.7', sharp: '0.35.5' };
const hash = 'a'.repeat(40);

describe("the machine's photo shelf", () => {
  it('lives in $PHOTO_SHELF_DIR, else under $XDG_CACHE_HOME, else under ~/.cache', () => {
    expect(shelfDirOf({ PHOTO_SHELF_DIR: '/srv/shelf', XDG_CACHE_HOME: '/c' }, '/home/ana')).toBe('/srv/shelf');
    expect(shelfDirOf({ XDG_CACHE_HOME: '/c' }, '/home/ana')).toBe('/c/algarve-storyteller-photography/photos');
    expect(shelfDirOf({}, '/home/ana')).toBe('/home/ana/.cache/algarve-storyteller-photography/photos');
    // A relative XDG_CACHE_HOME is invalid by the XDG rule, and ignored.
    expect(shelfDirOf({ XDG_CACHE_HOME: 'cache' }, '/home/ana')).toBe(
      '/home/ana/.cache/algarve-storyteller-photography/photos',
    );
  });

  it('files an encoded photo under another key when a setting or the vips or sharp version changes', () => {
    const key = encodedKeyOf(outputFingerprint(hash, settingsHashOf()), versions);
    // SETTINGS is typed by its literal values; another quality is another type, hence the cast.
    const otherWebp = {
      ...SETTINGS,
      webp: { ...SETTINGS.webp, quality: SETTINGS.webp.quality + 1 },
    } as unknown as typeof SETTINGS;
    expect(encodedKeyOf(outputFingerprint(hash, settingsHashOf(otherWebp)), versions)).not.toBe(key);
    expect(encodedKeyOf(outputFingerprint(hash, settingsHashOf()), { ...versions, vips: '8.18.8' })).not.toBe(key);
    expect(encodedKeyOf(outputFingerprint(hash, settingsHashOf()), { ...versions, sharp: '0.35.6' })).not.toBe(key);
    expect(encodedKeyOf(outputFingerprint('b'.repeat(40), settingsHashOf()), versions)).not.toBe(key);
  });

  it("files a demo photo by the painting code, the photo's plan and the versions", () => {
    const plan = { category: 'weddings', album: 'ana-joao', number: 3 };
    const key = demoKeyOf('code', plan, versions);
    expect(demoKeyOf('code', { ...plan }, versions)).toBe(key);
    expect(demoKeyOf('edited code', plan, versions)).not.toBe(key);
    expect(demoKeyOf('code', { ...plan, number: 4 }, versions)).not.toBe(key);
    expect(demoKeyOf('code', { ...plan, album: 'rita-nuno' }, versions)).not.toBe(key);
    expect(demoKeyOf('code', { ...plan, category: 'families' }, versions)).not.toBe(key);
    expect(demoKeyOf('code', plan, { ...versions, vips: '8.19.0' })).not.toBe(key);
  });

  it('hashes the painting code with what it imports from the repository, but not its type-only imports', async () => {
    const root = temporaryFolder('shelf-code');
    const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
    mkdirSync(path.join(root, 'lib'));
    write('paint.ts', "import { brush } from './brush';\nimport type { Plan } from './plan';\n");
    write('brush.ts', "import {\n  colour,\n} from '@/lib/colour';\nexport const brush = 1;\n");
    write('plan.ts', 'export type Plan = 1;\n');
    write('lib/colour.ts', 'export const colour = 1;\n');
    const entry = path.join(root, 'paint.ts');
    const first = await sourceHashOf(entry, root);

    write('plan.ts', 'export type Plan = 2;\n');
    expect(await sourceHashOf(entry, root)).toBe(first);
    write('brush.ts', "import {\n  colour,\n} from '@/lib/colour';\nexport const brush = 2;\n");
    const second = await sourceHashOf(entry, root);
    expect(second).not.toBe(first);
    write('lib/colour.ts', 'export const colour = 2;\n');
    expect(await sourceHashOf(entry, root)).not.toBe(second);
  });

  it('follows every import that runs, however it is written, and none in a comment nor of a package', async () => {
    const root = temporaryFolder('shelf-imports');
    const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
    write(
      'paint.ts',
      [
        "import sharp from 'sharp';",
        "import './palette';",
        'export { brush } from "./brush";',
        "/*\nimport { old } from './old';\n*/",
        "export const later = () => import('./varnish');",
        '',
      ].join('\n'),
    );
    for (const file of ['palette', 'brush', 'old', 'varnish']) write(`${file}.ts`, 'export const brush = 1;\n');

    expect(await sourceFilesOf(path.join(root, 'paint.ts'), root)).toEqual([
      'brush.ts',
      'paint.ts',
      'palette.ts',
      'varnish.ts',
    ]);
  });

  it('says in one line that it cannot be written, and gives no shelf', async () => {
    const blocked = path.join(temporaryFolder('shelf-blocked'), 'a-file');
    writeFileSync(blocked, '');
    const lines: string[] = [];
    expect(await openShelf(path.join(blocked, 'shelf'), (line) => lines.push(line))).toBeNull();
    expect(lines).toEqual([expect.stringMatching(/^Photo shelf: cannot write to .*a-file\/shelf \(ENOTDIR\)/)]);
  });

  it('removes entries unused for the stated number of days, and keeps the rest', async () => {
    const dir = temporaryFolder('shelf-age');
    const source = path.join(dir, 'photo.jpg');
    writeFileSync(source, 'bytes');
    const shelf = (await openShelf(dir, () => {}))!;
    await shelf.put('demo', 'old', [{ name: 'photo.jpg', from: source }], null, 'copy');
    await shelf.put('demo', 'recent', [{ name: 'photo.jpg', from: source }], null, 'copy');
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * day);
    utimesSync(path.join(dir, 'demo', 'old', 'entry.json'), daysAgo(UNUSED_DAYS + 1), daysAgo(UNUSED_DAYS + 1));
    utimesSync(path.join(dir, 'demo', 'recent', 'entry.json'), daysAgo(UNUSED_DAYS - 1), daysAgo(UNUSED_DAYS - 1));

    expect(await shelf.evict(now)).toBe(1);
    expect(existsSync(path.join(dir, 'demo', 'old'))).toBe(false);
    expect(readFileSync(path.join(dir, 'demo', 'recent', 'photo.jpg'), 'utf8')).toBe('bytes');
  });

  it('counts an entry as used when it is taken, so a used entry is kept', async () => {
    const dir = temporaryFolder('shelf-use');
    const source = path.join(dir, 'photo.jpg');
    writeFileSync(source, 'bytes');
    const shelf = (await openShelf(dir, () => {}))!;
    await shelf.put('demo', 'key', [{ name: 'photo.jpg', from: source }], null, 'copy');
    const long = new Date(Date.now() - (UNUSED_DAYS + 5) * 24 * 60 * 60 * 1000);
    utimesSync(path.join(dir, 'demo', 'key', 'entry.json'), long, long);

    expect(await shelf.take('demo', 'key')).not.toBeNull();
    expect(await shelf.evict()).toBe(0);
  });

  it('takes no entry whose file is cut short or missing (a build stopped while another copied it)', async () => {
    const dir = temporaryFolder('shelf-size');
    const source = path.join(dir, 'photo.jpg');
    writeFileSync(source, 'bytes');
    const shelf = (await openShelf(dir, () => {}))!;
    await shelf.put('demo', 'whole', [{ name: 'photo.jpg', from: source }], { width: 10 }, 'copy');
    await shelf.put('demo', 'short', [{ name: 'photo.jpg', from: source }], null, 'copy');
    await shelf.put('demo', 'gone', [{ name: 'photo.jpg', from: source }], null, 'copy');
    writeFileSync(path.join(dir, 'demo', 'short', 'photo.jpg'), 'byt');
    rmSync(path.join(dir, 'demo', 'gone', 'photo.jpg'));

    expect((await shelf.take('demo', 'whole'))?.record).toEqual({ width: 10 });
    expect(await shelf.take('demo', 'short')).toBeNull();
    expect(await shelf.take('demo', 'gone')).toBeNull();
  });
});
