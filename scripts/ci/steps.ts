/**
 * The workflows' steps (.github/workflows/), one command each:
 *   tsx scripts/ci/steps.ts choose-suite     content checks or the full suite, from the newest tested commit
 *   tsx scripts/ci/steps.ts record-tested    records that the full suite passed on this commit
 *   tsx scripts/ci/steps.ts choose-publish   on main: promote the draft's checked preview, build, or nothing
 *   tsx scripts/ci/steps.ts promote          make VERSION_NAME the live site
 *   tsx scripts/ci/steps.ts deploy-live      deploy out/ and make it the live site
 *   tsx scripts/ci/steps.ts deploy-preview   deploy out/ to the draft's channel and record it
 *   tsx scripts/ci/steps.ts delete-previews  delete the channels of drafts discarded, or published
 *   tsx scripts/ci/steps.ts wait-for-publishes  wait until no run of main is queued or running
 *   tsx scripts/ci/steps.ts put-back         make the previous site live again, and tell the editor
 *   tsx scripts/ci/steps.ts report-start     tell the editor a preview or a publish is on its way
 *   tsx scripts/ci/steps.ts report-failure   tell the editor the first thing to do after a failed step
 *   tsx scripts/ci/steps.ts report-interrupted  tell the editor the run was interrupted
 *   tsx scripts/ci/steps.ts report-conflicts    tell each draft that a publish put in conflict
 * The commands themselves are in commands.ts; this reads the environment and GITHUB_OUTPUT. Each runs
 * from main's scripts; the repository it judges is the working directory, or the checkout JUDGED
 * names beside it (a draft's files, never run).
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { commands, judgedRepository } from './commands';

const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  console.error(`Usage: tsx scripts/ci/steps.ts ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
command({
  env: process.env,
  cwd: judgedRepository(process.env, process.cwd()),
  log: (line) => console.log(line),
  output: (values) => {
    const lines = Object.entries(values).map(([key, value]) => `${key}=${value}`);
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, lines.join('\n') + '\n');
    console.log(lines.join('\n'));
  },
  now: () => new Date(),
  sleep: async (ms) => void (await sleep(ms)),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
