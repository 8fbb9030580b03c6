import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the run's own temporary folder is named, for jest-global-teardown.ts. */
export const RUN_TEMPORARY_FOLDER = 'UNIT_TESTS_TMPDIR';
/** Where the machine's temporary folder is named, for tools that keep a cache there (temporary-folders.ts). */
export const MACHINE_TEMPORARY_FOLDER = 'MACHINE_TMPDIR';

/*
 * A unit-test run leaves the temporary folder as it found it. The run gets a temporary folder of its
 * own (TMPDIR, which os.tmpdir() reads and the test workers inherit), so what other programs on the
 * machine make meanwhile is not counted; jest-global-teardown.ts fails the run if anything is left.
 */
export default function globalSetup(): void {
  process.env[MACHINE_TEMPORARY_FOLDER] = os.tmpdir();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'unit-tests-'));
  process.env[RUN_TEMPORARY_FOLDER] = folder;
  process.env.TMPDIR = folder;
}
