import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Folders a test file makes for its fixtures: jest.setup.ts removes them once the file's tests are
 * done, and jest-global-teardown.ts fails the run if anything is left in the temporary folder.
 */
const made = new Set<string>();

/** A new empty folder under the system's temporary folder, removed once this test file is done. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.add(folder);
  return folder;
}

/** A temporary project whose content/albums/ holds the given files ('rita-nuno/index.en.md': text). */
export function projectWithAlbumFiles(files: Record<string, string>): string {
  const root = temporaryFolder('albums');
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'content', 'albums', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

export function removeTemporaryFolders(): void {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
  made.clear();
}
