/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { envForToolsWithCaches, temporaryFolder } from './temporary-folders';

/*
 * Jest's global hooks run in a process of their own here, as Jest and Stryker run them: a test file's
 * process.env is a copy, which os.tmpdir() never reads.
 */
type Outcome = { runs: { folder: string; after: string; error: string | null }[] };

const root = path.resolve(__dirname, '..');

function runHooks(machine: string, runs: { leave: boolean }[]): Outcome {
  const script = `
    import { writeFileSync } from 'node:fs';
    import os from 'node:os';
    import path from 'node:path';
    import globalSetup from './test-support/jest-global-setup';
    import globalTeardown from './test-support/jest-global-teardown';
    const runs = [];
    for (const { leave } of ${JSON.stringify(runs)}) {
      let folder = '';
      let error = null;
      try {
        globalSetup();
        folder = os.tmpdir();
        if (leave) writeFileSync(path.join(folder, 'forgotten.txt'), '');
        globalTeardown();
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      runs.push({ folder, after: os.tmpdir(), error });
    }
    console.log(JSON.stringify({ runs }));
  `;
  const child = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['-e', script], {
    cwd: root,
    env: { ...envForToolsWithCaches(), TMPDIR: machine, UNIT_TESTS_TMPDIR: '', MACHINE_TMPDIR: '' },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as Outcome;
}

test('each run, however many in one process, gets a folder of its own inside the machine’s, removed at its end', () => {
  const machine = temporaryFolder('machine');
  const { runs } = runHooks(machine, [{ leave: false }, { leave: false }]);
  expect(runs.map((run) => run.error)).toEqual([null, null]);
  const [first, second] = runs.map((run) => run.folder);
  expect(first).not.toBe(second);
  for (const run of runs) {
    expect(path.dirname(run.folder)).toBe(machine);
    expect(existsSync(run.folder)).toBe(false);
    expect(run.after).toBe(machine);
  }
});

test('a run that left something fails, naming it, and the next run in the process still starts', () => {
  const machine = temporaryFolder('machine');
  const { runs } = runHooks(machine, [{ leave: true }, { leave: false }]);
  expect(runs[0]!.error).toMatch(/left 1 entries in the temporary folder: forgotten\.txt\./);
  expect(runs[0]!.after).toBe(machine);
  expect(existsSync(runs[0]!.folder)).toBe(false);
  expect(runs[1]!.error).toBeNull();
  expect(path.dirname(runs[1]!.folder)).toBe(machine);
});
