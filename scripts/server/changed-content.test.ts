/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changedContent } from './changed-content';

describe('changedContent', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'changed-content-'));
    mkdirSync(path.join(folder, 'albums', 'rita-nuno'), { recursive: true });
    writeFileSync(path.join(folder, 'albums', 'rita-nuno', 'index.en.md'), 'English');
    writeFileSync(path.join(folder, 'albums', 'rita-nuno', 'index.pt.md'), 'Português');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('names the file she changed, not its twin the editor wrote again unchanged', () => {
    const changed = changedContent(folder);
    // The editor saves both languages' files; only the English one holds her edit.
    writeFileSync(path.join(folder, 'albums', 'rita-nuno', 'index.pt.md'), 'Português');
    writeFileSync(path.join(folder, 'albums', 'rita-nuno', 'index.en.md'), 'English, corrected');
    expect(['index.pt.md', 'index.en.md'].map((file) => changed(path.join('albums', 'rita-nuno', file)))).toEqual([
      false,
      true,
    ]);
    // Told once: the same bytes reported again are no change.
    expect(changed(path.join('albums', 'rita-nuno', 'index.en.md'))).toBe(false);
  });

  it('counts a new file and a removed one as changed', () => {
    const changed = changedContent(folder);
    writeFileSync(path.join(folder, 'albums', 'rita-nuno', 'IMG_1.webp'), 'photo');
    rmSync(path.join(folder, 'albums', 'rita-nuno', 'index.pt.md'));
    expect(changed(path.join('albums', 'rita-nuno', 'IMG_1.webp'))).toBe(true);
    expect(changed(path.join('albums', 'rita-nuno', 'index.pt.md'))).toBe(true);
  });
});
