import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MACHINE_TEMPORARY_FOLDER } from './jest-global-setup';

/*
 * Folders a test file makes for its fixtures: jest-setup.ts removes them once the file's tests are
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

/**
 * The environment for a tool a test runs that keeps a folder of its own in the temporary folder for
 * good (tsx keeps tsx-<uid> there, for every run on the machine): the machine's temporary folder, as
 * outside the tests, not the run's, which must end empty.
 */
export function envForToolsWithCaches(): NodeJS.ProcessEnv {
  const machine = process.env[MACHINE_TEMPORARY_FOLDER];
  return machine ? { ...process.env, TMPDIR: machine } : process.env;
}

export function removeTemporaryFolders(): void {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
  made.clear();
}
