/**
 * Mutation testing of the pure rooms with Stryker (stryker.config.mjs), one room after another:
 *   heavy nice -n 10 npm run test:mutation [-- <room or part>...]
 * Each room, or part of one, keeps its report in bench/mutation/<name>.json, Stryker's incremental file, committed
 * so that a second run tests only the mutants whose code or tests changed; how the room was last
 * run sits beside it (<name>.run.json). The table of bench/reports/mutation.md is written again from
 * all of them; the text around it is left as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdown, mutateOption, withTable, type MutationReport, type RunRecord } from './mutation-table';
import { projectRoot } from './paths';

const GOAL = 80;
const CONCURRENCY = 2;

const tests = ['!**/*.test.ts'];

/**
 * The rooms: the files mutated in each, modules that neither draw a page nor touch the browser, and
 * the folders whose tests judge them, the room's own (a module of content/ is imported by nearly every test
 * of the project: all of them for each mutant would take hours). A large room is tested in parts,
 * each a run of its own (`-- lib:2`), so that each fits a sitting; the room's figures add them up.
 */
const ROOMS: Record<string, { folders: readonly string[]; parts: readonly (readonly string[])[] }> = {
  // Her pages' words, written as functions only to put her name and facts in: a mutant there changes
  // a word or drops a paragraph, which no rule decides (the page tests read them as a visitor does).
  content: {
    folders: ['content'],
    parts: [
      [
        'content/**/*.ts',
        '!content/pages/{about,faq,home,legal-notice,photoshoot-process,privacy-policy}.ts',
        ...tests,
      ],
    ],
  },
  lib: {
    folders: ['lib'],
    parts: [
      ['lib/*.ts', ...tests],
      ['lib/{albums,consent,going-live,identity,own-work}/**/*.ts', ...tests],
      ['lib/{analytics,contact,gallery,hosting}/**/*.ts', ...tests],
    ],
  },
  // Its decisions, without the two modules that call GitHub, Firebase Hosting and git (apis.ts,
  // commands.ts): those are tested by the publishing scenarios (scenarios.test.ts), which run them
  // from a checked-out copy against the services' stand-in, 40 scenarios in about 3.5 minutes. Stryker
  // finds no test related to them by imports (5.8 % when tried: 855 of 937 mutants reached by none),
  // and the scenarios that reach a mutant, run for each of the 937, would take many hours.
  'scripts/ci': {
    folders: ['scripts/ci'],
    parts: [['scripts/ci/**/*.ts', '!scripts/ci/{apis,commands}.ts', ...tests]],
  },
  'scripts/own-work': { folders: ['scripts/own-work'], parts: [['scripts/own-work/**/*.ts', ...tests]] },
  // The editor's modules that compute (its views, the pages' HTML, the photos field's wiring and what
  // reads the page or the browser are left out: they are tested end to end). The checks of her keys
  // and token are shared with `npm run check:settings`, whose tests drive them through a stand-in of
  // the services: those tests judge them too.
  'admin-pure': {
    folders: ['admin', 'scripts/settings'],
    // 3,057 mutants in all, tested at 7 to 45 a minute here (hours): in parts, each a sitting of
    // its own; the editor's configuration (about a third of the last part's) in one of its own.
    parts: [
      [
        'admin/go-live/{emailjs-ids,enquiry-template,github-repository,github-words,go-live,test-enquiry}.ts',
        'admin/google/service-failure.ts',
        'admin/site-check/{editor-token,service-checks,settings-check,site-check}.ts',
      ],
      [
        'admin/page-photo/{choices,pages-now,saved-page-photos}.ts',
        'admin/photos-field/{album-memory,caption,caption-language,marks,photo-rows,picture-cache}.ts',
        'admin/photos-field/{published-photos,review,side-words}.ts',
        'admin/visit/visit-store.ts',
      ],
      [
        'admin/build/page-head.ts',
        'admin/drafting/{draft-prompt,draft-request,drafting-key}.ts',
        'admin/translation/{portuguese-file,translated-fields,translation-key,translation-request}.ts',
        'admin/vendor/names.ts',
      ],
      ['admin/editor/{cms-config,delete-guard,editor-places,entry-route,unsaved-changes}.ts'],
    ],
  },
};

type Part = { room: string; index: number; patterns: readonly string[] };

const partsOf = (room: string): Part[] =>
  (ROOMS[room]?.parts ?? []).map((patterns, index) => ({ room, index: index + 1, patterns }));
/** `lib` for a room of one part, `lib:2` for a part of a larger one. */
const partName = ({ room, index }: Part) => ((ROOMS[room]?.parts.length ?? 0) > 1 ? `${room}:${index}` : room);

const folder = path.join(projectRoot, 'bench/mutation');
const fileOf = (part: Part, ending: string) => path.join(folder, `${partName(part).replace(/[/:]/g, '-')}${ending}`);

function runPart(part: Part): boolean {
  const reportFile = fileOf(part, '.json');
  const args = [
    'stryker',
    'run',
    'stryker.config.mjs',
    '--mutate',
    mutateOption(part.patterns),
    '--incrementalFile',
    path.relative(projectRoot, reportFile),
    '--concurrency',
    String(CONCURRENCY),
  ];
  // Where the first, unmutated run writes down each test's file (test-support/stryker-test-files.cjs).
  const testFiles = path.join(os.tmpdir(), `stryker-test-files-${process.pid}.jsonl`);
  rmSync(testFiles, { force: true });
  const started = new Date();
  const result = spawnSync('npx', args, {
    cwd: projectRoot,
    stdio: 'inherit',
    // stryker.config.mjs gives Jest the tests of these folders only.
    env: { ...process.env, MUTATION_ROOM: ROOMS[part.room]?.folders.join(','), MUTATION_TEST_FILES: testFiles },
  });
  rmSync(testFiles, { force: true });
  const seconds = (Date.now() - started.getTime()) / 1000;
  if (result.status !== 0 || !existsSync(reportFile)) {
    console.error(`Stryker ended with ${result.signal ?? `exit code ${result.status}`} on ${partName(part)}.`);
    return false;
  }
  const run: RunRecord = {
    part: partName(part),
    command: `npm run test:mutation -- ${partName(part)}`,
    date: started.toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: os.availableParallelism(),
    concurrency: CONCURRENCY,
    seconds,
  };
  writeFileSync(fileOf(part, '.run.json'), `${JSON.stringify(run, null, 2)}\n`);
  return true;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const everyPart = Object.keys(ROOMS).flatMap(partsOf);
const wanted = process.argv.slice(2);
const chosen =
  wanted.length === 0
    ? everyPart
    : everyPart.filter((part) => wanted.some((name) => name === part.room || name === partName(part)));
const unknown = wanted.filter((name) => !everyPart.some((part) => name === part.room || name === partName(part)));
if (unknown.length > 0) {
  console.error(`No room ${unknown.join(', ')}; the rooms: ${everyPart.map(partName).join(', ')}.`);
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
let failed = false;
for (const part of chosen) {
  if (!runPart(part)) failed = true;
}
const rooms = Object.keys(ROOMS).map((room) => ({
  room,
  parts: partsOf(room).map((part) => ({
    report: readJson<MutationReport>(fileOf(part, '.json')),
    run: readJson<RunRecord>(fileOf(part, '.run.json')),
  })),
}));
const page = path.join(projectRoot, 'bench/reports/mutation.md');
writeFileSync(page, withTable(existsSync(page) ? readFileSync(page, 'utf8') : '', markdown(rooms, GOAL)));
process.exit(failed ? 1 : 0);
