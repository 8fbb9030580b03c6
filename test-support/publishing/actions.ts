/**
 * A small GitHub Actions for the scenario table: it reads the workflows as written
 * (.github/workflows/*.yml of the commit each event runs on, as GitHub does: a push's own commit, a
 * pull request's merge into main, a Run workflow's branch; a file that is no workflow runs nothing:
 * triggers and activity types, workflow and job concurrency groups, job
 * order and `needs`, `if:` conditions, env, outputs, continue-on-error) and runs their steps in
 * GitHub's order against a real git repository and the stand-in services. GitHub's queues are kept
 * as GitHub documents them: one run (or job) in progress and one waiting per concurrency group, a
 * newer arrival cancelling the waiting one (or, with cancel-in-progress, the running one too); a
 * job enters its group only once its condition holds, and a job cancelled while it waited runs no
 * step. A run cancelled after it began (by a newer save, or by hand) goes on as GitHub's
 * cancellation does: only the jobs and steps whose `if:` holds with `cancelled()` true run.
 * Re-runs keep their run's id, time and commit.
 *
 * Steps that call scripts/ci/steps.ts run the commands of the copy the step names, as checked out
 * by the job (so a step running main's copy runs main's code). The rest of a job's work is played
 * by a stand-in "machine": `npm test` fails when the checkout holds code marked FAILS_ITS_TESTS,
 * `npm run test:content` fails on content marked INVALID_CONTENT and otherwise builds out/ from the
 * tree, with the robots.txt the real build decides (the checkout's scripts/postbuild/robots.ts, on
 * its content and NEXT_PUBLIC_SITE_URL); `npm run check:live` prints what the checkout's own check
 * prints of the checkout; `npm ci` fails on a package-lock.json marked BROKEN_LOCK; other installs
 * are recorded. Every npm and npx command reads its configuration as npm does, from the .npmrc of
 * its project (the nearest folder up from where it runs that holds a package.json or node_modules,
 * else that folder): a registry named there is obeyed, recorded in `registries`, and, being no
 * registry the machine can reach, fails the command. A step it does not know throws: nothing is
 * skipped by guess.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { StepContext } from '@/scripts/ci/commands';
import type { liveCheckOutput } from '@/scripts/ci/check-live-output';
import type { liveContentFiles } from '@/scripts/ci/live-files';
import type { goingLive } from '@/lib/going-live/readiness';
import type { buildRobotsTxt } from '@/scripts/postbuild/robots';
import { condition, interpolate, type Scope, type Value } from './expressions';
import { HOSTING_TOKEN, PREVIEW_TOKEN, type StandIn } from './services';

type StepDef = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  if?: string | boolean;
  'continue-on-error'?: boolean;
  'working-directory'?: string;
};
type JobDef = {
  name?: string;
  needs?: string | string[];
  if?: string | boolean;
  env?: Record<string, unknown>;
  outputs?: Record<string, string>;
  steps: StepDef[];
  environment?: unknown;
  permissions?: Record<string, string>;
  concurrency?: unknown;
  defaults?: unknown;
};
type WorkflowDef = {
  name: string;
  on: Record<string, unknown> | string;
  env?: Record<string, unknown>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean | string };
  permissions?: Record<string, string>;
  jobs: Record<string, JobDef>;
};

/**
 * What a job's token may do when neither the job nor the workflow declares permissions: the
 * repository's setting the README asks for (read repository contents and packages).
 */
const DEFAULT_PERMISSIONS = { contents: 'read', packages: 'read' };

export type Event =
  /** A push to main, or to a draft's branch (`branch`) when she saves it. */
  | { name: 'push'; sha: string; before: string; actor?: string; branch?: string }
  | {
      name: 'pull_request';
      number: number;
      headSha: string;
      baseSha: string;
      author: string;
      /** What happened to the pull request: opened, synchronize (a save) or closed (merged when `merged`). */
      action?: 'opened' | 'synchronize' | 'closed';
      merged?: boolean;
    }
  /** Run workflow, on main unless another branch (`ref`) is chosen. */
  | { name: 'workflow_dispatch'; workflow: string; ref?: string };

type StepState = { outcome: string; conclusion: string; outputs: Record<string, string> };
type JobState = {
  id: string;
  def: JobDef;
  result?: 'success' | 'failure' | 'skipped' | 'cancelled';
  outputs: Record<string, string>;
  steps: Record<string, StepState>;
  next: number;
  env: Record<string, string>;
  workspace: string;
  failed: boolean;
  /** Running when its run was cancelled: its remaining steps see `cancelled()` true, `success()` false. */
  cancelled?: boolean;
  /** Not begun; waiting in its job-level concurrency group; running its steps; finished. */
  phase: 'new' | 'queued' | 'running' | 'done';
  /** Its job-level concurrency group, once it entered one. */
  group?: string;
};

export type Run = {
  id: number;
  workflowFile: string;
  workflow: WorkflowDef;
  event: Event;
  sha: string;
  createdAt: string;
  status: 'waiting' | 'in_progress' | 'completed' | 'cancelled';
  /** 1, then one more for each re-run. */
  attempt: number;
  group: string | null;
  jobs: JobState[];
  log: string[];
};

/** What the stand-in machine did, for the table's checks. */
export type Work = {
  run: number;
  job: string;
  what: 'full suite' | 'content checks' | 'cache save';
  sha: string;
  detail: string;
};

/** A registry an npm or npx command was sent to by the .npmrc of its project. */
export type ObeyedRegistry = {
  /** The workflow file and job: `ci.yml plan`. */
  job: string;
  /** Whether the job's token may write anything (any permission `write`). */
  writes: boolean;
  command: string;
  /** The .npmrc, relative to the job's workspace. */
  npmrc: string;
  registry: string;
};

export class Actions {
  readonly runs: Run[] = [];
  readonly work: Work[] = [];
  readonly registries: ObeyedRegistry[] = [];
  private readonly folder: string;
  /** The workflows of each tree, read once. */
  private readonly workflowsOfTree = new Map<string, Record<string, WorkflowDef>>();
  private counter = 1000;

  constructor(
    readonly origin: string,
    readonly standIn: StandIn,
    readonly settings: {
      repository: string;
      vars: Record<string, string>;
      scratch: string;
      tick: () => Date;
      /**
       * How long a step takes on GitHub's runner, by its name, in seconds: the world's clock moves on
       * by it (through `advance`) once the step has run. Any other step takes no time.
       */
      durations?: Record<string, number>;
      advance?: (ms: number) => void;
      /** The repository's environments: their variables, and the branches allowed to deploy to them. */
      environments?: Record<string, { vars?: Record<string, string>; branches?: string[] }>;
    },
  ) {
    this.folder = settings.scratch;
    // Newest first, as GitHub lists them. A run behind another in its concurrency group is pending;
    // one at the head of its queue, not yet started, is queued.
    standIn.runs = () =>
      [...this.runs].reverse().map((run) => ({
        id: run.id,
        workflow: run.workflowFile,
        created_at: run.createdAt,
        head_branch: run.event.name === 'pull_request' ? `draft-${run.event.number}` : branchOf(run.event),
        head_sha: run.sha,
        event: run.event.name,
        status:
          run.status === 'waiting'
            ? this.holder(run.group) === run || run.group === null
              ? 'queued'
              : 'pending'
            : this.cancelling(run)
              ? 'in_progress'
              : run.status === 'cancelled'
                ? 'completed'
                : run.status,
        conclusion:
          run.status === 'cancelled'
            ? 'cancelled'
            : run.status === 'completed'
              ? run.jobs.some((job) => job.result === 'failure')
                ? 'failure'
                : run.jobs.some((job) => job.result === 'cancelled')
                  ? 'cancelled'
                  : 'success'
              : null,
      }));
  }

  /** Goes on from a copy of another runner's runs and work (before any of its own), as adopt() in services.ts. */
  adopt(from: Actions): void {
    this.runs.push(...structuredClone(from.runs));
    this.work.push(...structuredClone(from.work));
    this.registries.push(...structuredClone(from.registries));
    this.counter = from.counter;
  }

  /**
   * What each checkout holds, read once: its commit, its tree and the files each marker is in. Only
   * checkout() moves a checkout's HEAD (the steps' commands read the history, never move it), so
   * what was read stays true until the next checkout; every checkout forgets all of it.
   */
  private readonly held = new Map<string, { commit: string; tree: string; marked?: Map<string, string[]> }>();

  private holding(cwd: string) {
    const key = path.resolve(cwd);
    let held = this.held.get(key);
    if (!held) {
      const [commit, tree] = git(key, 'rev-parse', 'HEAD', 'HEAD^{tree}').split('\n') as [string, string];
      this.held.set(key, (held = { commit, tree }));
    }
    return held;
  }

  private githubContext(run: Run): Record<string, Value> {
    const event = run.event;
    const repository = { full_name: this.settings.repository, default_branch: 'main' };
    const payload: Value =
      event.name === 'pull_request'
        ? {
            action: event.action ?? 'opened',
            number: event.number,
            pull_request: {
              number: event.number,
              state: event.action === 'closed' ? 'closed' : 'open',
              merged: event.merged ?? false,
              head: { sha: event.headSha, repo: { full_name: this.settings.repository } },
              base: { sha: event.baseSha },
              user: { login: event.author },
            },
            repository,
          }
        : event.name === 'push'
          ? { before: event.before, after: event.sha, repository }
          : { repository, inputs: {} };
    const branch = branchOf(event);
    return {
      event_name: event.name,
      event: payload,
      sha: run.sha,
      ref: event.name === 'pull_request' ? `refs/pull/${event.number}/merge` : `refs/heads/${branch}`,
      ref_name: event.name === 'pull_request' ? `${event.number}/merge` : branch,
      repository: this.settings.repository,
      actor:
        event.name === 'pull_request'
          ? event.author
          : event.name === 'push'
            ? (event.actor ?? 'developer')
            : 'photographer',
      run_id: String(run.id),
      server_url: 'https://github.com',
    };
  }

  /**
   * The workflow files GitHub reads for an event: those of the commit it runs on, and for a pull
   * request those of the merge GitHub makes of it into main (refs/pull/N/merge), so a draft that
   * changes a workflow runs its own copy. A file that parses to no workflow (no `on`, no `jobs`)
   * starts no job.
   */
  private workflowsFor(event: Event, sha: string): Record<string, WorkflowDef> {
    const tree =
      event.name === 'pull_request'
        ? git(this.origin, 'merge-tree', '--write-tree', event.baseSha, event.headSha).split('\n')[0]!
        : git(this.origin, 'rev-parse', `${sha}^{tree}`);
    let workflows = this.workflowsOfTree.get(tree);
    if (!workflows) {
      workflows = {};
      for (const file of git(this.origin, 'ls-tree', '--name-only', tree, '.github/workflows/').split('\n')) {
        if (!file.endsWith('.yml')) continue;
        const parsed = yaml.load(git(this.origin, 'show', `${tree}:${file}`)) as Partial<WorkflowDef> | null;
        if (parsed && typeof parsed === 'object' && parsed.on && parsed.jobs)
          workflows[path.basename(file)] = parsed as WorkflowDef;
      }
      this.workflowsOfTree.set(tree, workflows);
    }
    return workflows;
  }

  /** GitHub starts the workflows the event triggers, each in its concurrency group. */
  trigger(event: Event): Run[] {
    const started: Run[] = [];
    const sha =
      event.name === 'push'
        ? event.sha
        : event.name === 'pull_request'
          ? event.headSha
          : git(this.origin, 'rev-parse', event.ref ?? 'main');
    for (const [file, workflow] of Object.entries(this.workflowsFor(event, sha))) {
      const on = typeof workflow.on === 'string' ? { [workflow.on]: null } : workflow.on;
      if (!(event.name in on)) continue;
      if (event.name === 'workflow_dispatch' && event.workflow !== file) continue;
      // A push's branch filters, as GitHub applies them (names only: the workflows use no patterns).
      const filters = on.push as { branches?: string[]; 'branches-ignore'?: string[] } | null;
      const pushed = event.name === 'push' ? (event.branch ?? 'main') : '';
      if (event.name === 'push' && filters?.branches && !filters.branches.includes(pushed)) continue;
      if (event.name === 'push' && filters?.['branches-ignore']?.includes(pushed)) continue;
      // A pull request's activity types, by default opened, synchronize and reopened.
      const types = (on.pull_request as { types?: string[] } | null)?.types ?? ['opened', 'synchronize', 'reopened'];
      if (event.name === 'pull_request' && !types.includes(event.action ?? 'opened')) continue;
      const run: Run = {
        id: ++this.counter,
        workflowFile: file,
        workflow,
        event,
        sha,
        createdAt: this.settings.tick().toISOString(),
        status: 'waiting',
        group: null,
        attempt: 1,
        jobs: [],
        log: [],
      };
      this.enterGroup(run);
      this.runs.push(run);
      started.push(run);
    }
    return started;
  }

  /**
   * A run joins its workflow's concurrency group: GitHub cancels the run waiting there (one waits at
   * most), and with cancel-in-progress the one running too.
   */
  private enterGroup(run: Run): void {
    const { concurrency } = run.workflow;
    if (!concurrency) return;
    const scope = this.scope(run, null, {});
    run.group = interpolate(concurrency.group, scope);
    const cancelInProgress = interpolate(String(concurrency['cancel-in-progress'] ?? false), scope) === 'true';
    for (const other of this.runs.filter((candidate) => candidate !== run && candidate.group === run.group)) {
      if (other.status === 'waiting' && this.holder(other.group) !== other) this.cancelRun(other);
      if (cancelInProgress && (other.status === 'in_progress' || other.status === 'waiting')) this.cancelRun(other);
    }
  }

  /**
   * "Re-run all jobs", as GitHub does it: the same run (its id, created_at, commit and event payload),
   * its jobs run again from the start in its concurrency group, the earlier attempt's artifacts gone.
   */
  rerun(run: Run): void {
    if (run.status !== 'completed' && run.status !== 'cancelled') throw new Error(`run ${run.id} has not finished`);
    run.attempt++;
    run.log.push(`Re-run of all jobs: attempt ${run.attempt}`);
    run.jobs = [];
    run.status = 'waiting';
    rmSync(path.join(this.folder, 'artifacts', `run-${run.id}`), { recursive: true, force: true });
    this.enterGroup(run);
  }

  /**
   * "Re-run failed jobs", as GitHub does it: the same run and attempt counting on; the jobs that
   * succeeded keep their results and outputs, the failed and cancelled ones and every job needing
   * them run again. The draft job's build is an artifact kept 1 day (`retention-days`): a re-run
   * made later (`daysLater` > 1) finds it gone.
   */
  rerunFailed(run: Run, { daysLater = 0 } = {}): void {
    if (run.status !== 'completed' && run.status !== 'cancelled') throw new Error(`run ${run.id} has not finished`);
    run.attempt++;
    run.log.push(`Re-run of failed jobs: attempt ${run.attempt}`);
    const again = new Set(
      run.jobs.filter((job) => job.result === 'failure' || job.result === 'cancelled').map((job) => job.id),
    );
    for (let grew = true; grew;) {
      grew = false;
      for (const job of run.jobs)
        if (!again.has(job.id) && [def(job.def.needs)].flat().some((need) => again.has(need))) {
          again.add(job.id);
          grew = true;
        }
    }
    run.jobs = run.jobs.map((job) =>
      again.has(job.id)
        ? {
            id: job.id,
            def: job.def,
            outputs: {},
            steps: {},
            next: 0,
            env: {},
            workspace: job.workspace,
            failed: false,
            phase: 'new',
          }
        : job,
    );
    if (daysLater > 1) rmSync(path.join(this.folder, 'artifacts', `run-${run.id}`), { recursive: true, force: true });
    run.status = 'waiting';
    this.enterGroup(run);
  }

  /**
   * Events whose runs GitHub makes later than the event: made as soon as time passes (a step
   * waits), or when the scenario says so.
   */
  private readonly later: Event[] = [];
  triggerLater(event: Event): void {
    this.later.push(event);
  }
  createLateRuns(): Run[] {
    return this.later.splice(0).flatMap((event) => this.trigger(event));
  }

  /** Runs that settle() leaves where they are, until released: another event can come first. */
  private readonly heldBack = new Set<Run>();
  hold(run: Run): void {
    this.heldBack.add(run);
  }
  release(run: Run): void {
    this.heldBack.delete(run);
  }

  /** The run that holds a group: the oldest not finished, not cancelled. */
  private holder(group: string | null): Run | undefined {
    return this.runs.find((run) => run.group === group && (run.status === 'in_progress' || run.status === 'waiting'));
  }

  /**
   * The job that holds a job-level concurrency group: the one running there, else the one waiting
   * (GitHub keeps one of each, a newer waiting job cancelling the older).
   */
  private jobHolder(group: string): JobState | undefined {
    const inGroup = this.runs.flatMap((run) => run.jobs).filter((job) => job.group === group && !job.result);
    return inGroup.find((job) => job.phase === 'running') ?? inGroup.find((job) => job.phase === 'queued');
  }

  /** The runs executing now: one whose step waits lets the others run, but is not run again inside itself. */
  private readonly executing = new Set<Run>();
  /** Where runUntil() left each run it paused. */
  private readonly pausedAt = new Map<Run, string>();

  /**
   * Runs everything that can run, in GitHub's order, until nothing is left to run. A run whose jobs
   * all wait (in a job-level concurrency group) is passed over until the group lets one go.
   */
  async settle(): Promise<void> {
    for (;;) {
      let progressed = false;
      for (const run of this.runs) {
        if (this.executing.has(run) || this.heldBack.has(run)) continue;
        if (!this.cancelling(run)) {
          if (run.status !== 'waiting' && run.status !== 'in_progress') continue;
          if (run.group !== null && this.holder(run.group) !== run) continue;
        }
        if (await this.execute(run)) {
          progressed = true;
          break;
        }
      }
      if (!progressed) return;
    }
  }

  /**
   * A run cancelled after it began, whose jobs are not all done. GitHub's cancellation: a running
   * job goes on only through the steps whose `if:` holds with `cancelled()` true and `success()`
   * false (`always()`, `cancelled()`); a job not yet begun starts only when its own `if:` holds so
   * (`always()`), and then runs as any job, its steps seeing its own status; a job waiting in a
   * concurrency group is cancelled.
   */
  private cancelling(run: Run): boolean {
    return run.status === 'cancelled' && run.jobs.length > 0 && run.jobs.some((job) => !job.result);
  }

  private cancelRun(run: Run): void {
    run.status = 'cancelled';
    for (const job of run.jobs) if (job.phase === 'running') job.cancelled = true;
  }

  /** "Cancel workflow run", by hand (or by the job's time limit): see cancelling(). */
  cancel(run: Run): void {
    if (run.status !== 'waiting' && run.status !== 'in_progress') throw new Error(`run ${run.id} is not under way`);
    this.cancelRun(run);
    run.log.push('Cancelled');
  }

  /** Runs one run up to (not including) the named step, so that other events can arrive meanwhile. */
  async runUntil(run: Run, stepName: string): Promise<void> {
    if (this.holder(run.group) !== run) throw new Error(`run ${run.id} is not at the head of its queue`);
    this.pausedAt.delete(run);
    await this.execute(run, stepName);
    if (this.pausedAt.get(run) !== stepName) throw new Error(`run ${run.id} did not reach "${stepName}"`);
  }

  private scope(run: Run, job: JobState | null, env: Record<string, string>): Scope {
    const failed = job?.failed ?? false;
    return {
      contexts: {
        github: this.githubContext(run),
        env,
        vars:
          run.event.name === 'pull_request' && run.event.author === 'dependabot[bot]'
            ? {}
            : { ...this.settings.vars, ...this.environment(run, job)?.vars },
        secrets: { GITHUB_TOKEN: job ? this.tokenOf(run, job) : '' },
        needs: Object.fromEntries(
          run.jobs
            .filter((other) => other.result)
            .map((other) => [other.id, { result: other.result!, outputs: other.outputs }]),
        ),
        steps: job ? job.steps : {},
        runner: { os: 'Linux' },
        job: {},
        inputs: {},
        matrix: {},
        strategy: {},
      },
      status: job
        ? { success: !failed && !job.cancelled, failure: failed, cancelled: job.cancelled ?? false }
        : { success: run.status !== 'cancelled', failure: false, cancelled: run.status === 'cancelled' },
      hashFiles: (patterns) => {
        const workspace = job?.workspace ?? '';
        if (patterns.every((pattern) => !pattern.includes('*') && !existsSync(path.join(workspace, pattern))))
          return '';
        return existsSync(path.join(workspace, '.git')) ? this.holding(workspace).tree : 'no-files';
      },
    };
  }

  /** A job's GITHUB_TOKEN: GitHub gives each job one, holding the permissions it declared (else the workflow's). */
  private tokenOf(run: Run, job: JobState): string {
    const token = `gh-token-${run.id}-${job.id}`;
    if (!this.standIn.tokens.has(token))
      this.standIn.tokens.set(token, {
        job: `${run.workflowFile} ${job.id}`,
        permissions: job.def.permissions ?? run.workflow.permissions ?? DEFAULT_PERMISSIONS,
      });
    return token;
  }

  /** Runs what of a run can run now; whether anything moved (a job begun, waiting, skipped or run, the run ended). */
  private async execute(run: Run, stopBefore?: string): Promise<boolean> {
    this.executing.add(run);
    try {
      return await this.executeSteps(run, stopBefore);
    } finally {
      this.executing.delete(run);
    }
  }

  private async executeSteps(run: Run, stopBefore?: string): Promise<boolean> {
    let progressed = run.status === 'waiting';
    if (run.status === 'waiting') run.status = 'in_progress';
    if (run.jobs.length === 0) {
      run.jobs = Object.entries(run.workflow.jobs).map(([id, def]) => ({
        id,
        def,
        outputs: {},
        steps: {},
        next: 0,
        env: {},
        workspace: path.join(this.folder, `run-${run.id}-${id}`),
        failed: false,
        phase: 'new',
      }));
    }
    // Jobs waiting in their concurrency group: the others go on meanwhile.
    const waiting = new Set<JobState>();
    for (;;) {
      const ready = run.jobs.find(
        (job) =>
          !job.result &&
          !waiting.has(job) &&
          [def(job.def.needs)].flat().every((need) => run.jobs.find((other) => other.id === need)?.result),
      );
      if (!ready) break;
      if (ready.phase !== 'running') {
        const before = ready.phase;
        const start = this.startJob(run, ready);
        if (start === 'waits') {
          waiting.add(ready);
          if (before !== ready.phase) progressed = true;
          continue;
        }
        progressed = true;
        if (start === 'not run') continue;
      }
      progressed = true;
      const paused = await this.runSteps(run, ready, stopBefore);
      if (paused) return true;
    }
    if (run.jobs.every((job) => job.result) && run.status === 'in_progress') {
      run.status = 'completed';
      progressed = true;
    }
    return progressed;
  }

  /**
   * Begins a job: skipped when its condition is false; else, with a job-level concurrency group, it
   * waits there while another job of the group runs (cancelling the one waiting before it, as
   * GitHub keeps one waiting); then the environment's rules, its env, its workspace.
   */
  private startJob(run: Run, job: JobState): 'started' | 'waits' | 'not run' {
    const needs = [def(job.def.needs)].flat().filter((need): need is string => typeof need === 'string');
    const needsOk = needs.every((need) => run.jobs.find((other) => other.id === need)?.result === 'success');
    const workflowEnv = this.evaluateEnv(run.workflow.env ?? {}, this.scope(run, job, {}));
    if (job.phase === 'new') {
      const scope = this.scope(run, job, workflowEnv);
      scope.status.success = needsOk && run.status !== 'cancelled';
      scope.status.failure = needs.some((need) => run.jobs.find((other) => other.id === need)?.result === 'failure');
      scope.status.cancelled = run.status === 'cancelled';
      if (!condition(job.def.if, scope)) {
        job.result = 'skipped';
        job.phase = 'done';
        return 'not run';
      }
      if (job.def.concurrency) {
        const declared = job.def.concurrency as string | { group: string; 'cancel-in-progress'?: boolean | string };
        const { group, 'cancel-in-progress': cancelInProgress = false } =
          typeof declared === 'string' ? { group: declared } : declared;
        if (interpolate(String(cancelInProgress), scope) !== 'false')
          throw new Error('a job-level cancel-in-progress is not played by the scenario runner');
        job.group = interpolate(group, scope);
        for (const other of this.runs.flatMap((candidate) => candidate.jobs))
          if (other.group === job.group && other.phase === 'queued' && !other.result) {
            other.result = 'cancelled';
            other.phase = 'done';
          }
        job.phase = 'queued';
      }
    }
    if (job.phase === 'queued' && run.status === 'cancelled') {
      job.result = 'cancelled';
      job.phase = 'done';
      return 'not run';
    }
    if (job.phase === 'queued' && this.jobHolder(job.group!) !== job) return 'waits';
    // An environment's deployment branches: GitHub fails a job from any other branch before its steps.
    const environment = this.environment(run, job);
    const branch = run.event.name === 'pull_request' ? `${run.event.number}/merge` : branchOf(run.event);
    if (environment?.branches && !environment.branches.includes(branch)) {
      run.log.push(
        `${job.id}: Branch "${branch}" is not allowed to deploy to ${environment.name} due to environment protection rules.`,
      );
      job.result = 'failure';
      job.failed = true;
      job.phase = 'done';
      return 'not run';
    }
    job.env = { ...workflowEnv, ...this.evaluateEnv(job.def.env ?? {}, this.scope(run, job, workflowEnv)) };
    mkdirSync(job.workspace, { recursive: true });
    job.phase = 'running';
    return 'started';
  }

  /** The environment a job names (`environment: production` or `{ name: production }`), as the repository has it. */
  private environment(run: Run, job: JobState | null) {
    const declared = job?.def.environment;
    if (!declared) return null;
    const named = typeof declared === 'string' ? declared : (declared as { name?: unknown }).name;
    const name = interpolate(typeof named === 'string' ? named : '', this.scope(run, null, {}));
    return { name, ...this.settings.environments?.[name] };
  }

  private evaluateEnv(values: Record<string, unknown>, scope: Scope): Record<string, string> {
    const env: Record<string, string> = { ...(scope.contexts.env as Record<string, string>) };
    for (const [key, value] of Object.entries(values))
      env[key] = interpolate(String(value), { ...scope, contexts: { ...scope.contexts, env } });
    return Object.fromEntries(Object.entries(values).map(([key]) => [key, env[key]!]));
  }

  private async runSteps(run: Run, job: JobState, stopBefore?: string): Promise<boolean> {
    const steps = job.def.steps;
    for (; job.next < steps.length; job.next++) {
      const step = steps[job.next]!;
      if (stopBefore !== undefined && step.name === stopBefore) {
        this.pausedAt.set(run, stopBefore);
        return true;
      }
      const scope = this.scope(run, job, job.env);
      const state: StepState = { outcome: 'skipped', conclusion: 'skipped', outputs: {} };
      if (condition(step.if, scope)) {
        const env = { ...job.env, ...this.evaluateEnv(step.env ?? {}, scope) };
        try {
          await this.step(run, job, step, env, state);
          this.settings.advance?.((this.settings.durations?.[step.name ?? ''] ?? 0) * 1000);
          state.outcome = state.conclusion = 'success';
        } catch (error) {
          run.log.push(
            `${job.id} › ${step.name ?? step.uses ?? step.run}: failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          state.outcome = 'failure';
          state.conclusion = step['continue-on-error'] ? 'success' : 'failure';
          if (!step['continue-on-error']) job.failed = true;
        }
      }
      if (step.id) job.steps[step.id] = state;
    }
    const scope = this.scope(run, job, job.env);
    job.outputs = Object.fromEntries(
      Object.entries(job.def.outputs ?? {}).map(([key, value]) => [key, interpolate(value, scope)]),
    );
    job.result = job.cancelled ? 'cancelled' : job.failed ? 'failure' : 'success';
    job.phase = 'done';
    return false;
  }

  private async step(
    run: Run,
    job: JobState,
    step: StepDef,
    env: Record<string, string>,
    state: StepState,
  ): Promise<void> {
    const scope = this.scope(run, job, env);
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([key, value]) => [key, interpolate(String(value), scope)]),
    );
    if (step.uses) {
      const [action, ref] = step.uses.split('@') as [string, string];
      if (!/^[0-9a-f]{40}$/.test(ref)) throw new Error(`${step.uses} is not pinned to a commit`);
      switch (action) {
        case 'actions/checkout':
          return this.checkout(run, job, inputs);
        case 'actions/setup-node':
        case 'actions/cache/restore':
          return;
        case 'actions/cache/save':
          this.work.push({
            run: run.id,
            job: job.id,
            what: 'cache save',
            sha: run.sha,
            detail: `${run.event.name} ${inputs.key}`,
          });
          return;
        case 'google-github-actions/auth': {
          const noToken = run.event.name === 'pull_request' && run.event.author === 'dependabot[bot]';
          if (
            noToken ||
            job.def.permissions?.['id-token'] !== 'write' ||
            !inputs.workload_identity_provider ||
            !inputs.service_account ||
            inputs.token_format !== 'access_token'
          ) {
            throw new Error('google-github-actions/auth: no identity token or settings for this run');
          }
          // Each provider's attribute condition: the live one admits only main's runs (repository_id
          // and refs/heads/main), the preview one any run of the repository.
          const { vars } = this.settings;
          if (inputs.workload_identity_provider === vars.GCP_WORKLOAD_IDENTITY_PROVIDER) {
            const ref = this.githubContext(run).ref;
            if (ref !== 'refs/heads/main')
              throw new Error(`google-github-actions/auth: the live identity does not admit ${JSON.stringify(ref)}`);
            state.outputs.access_token = HOSTING_TOKEN;
          } else if (inputs.workload_identity_provider === vars.GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER) {
            state.outputs.access_token = PREVIEW_TOKEN;
          } else {
            throw new Error('google-github-actions/auth: an unknown identity provider');
          }
          return;
        }
        case 'actions/upload-artifact': {
          const kept = path.join(this.folder, 'artifacts', `run-${run.id}`, inputs.name!);
          mkdirSync(kept, { recursive: true });
          for (const entry of inputs
            .path!.split('\n')
            .map((line) => line.trim().replace(/\/$/, ''))
            .filter(Boolean))
            if (existsSync(path.join(job.workspace, entry)))
              cpSync(path.join(job.workspace, entry), path.join(kept, entry), { recursive: true });
          return;
        }
        case 'actions/download-artifact': {
          const kept = path.join(this.folder, 'artifacts', `run-${run.id}`, inputs.name!);
          if (!existsSync(kept)) throw new Error(`no artifact ${inputs.name} in this run`);
          cpSync(kept, path.join(job.workspace, inputs.path ?? ''), { recursive: true });
          return;
        }
      }
      throw new Error(`the scenario runner does not play ${action}`);
    }
    const command = interpolate(step.run ?? '', scope).trim();
    const cwd = path.join(job.workspace, step['working-directory'] ?? '');
    if (/^(npm|npx) /.test(command)) this.npmConfiguration(run, job, command, cwd);
    const ciStep = /^npx (?:--yes )?tsx(?:@[\d.]+)? (\S*)scripts\/ci\/steps\.ts ([a-z-]+)$/.exec(command);
    if (ciStep) return this.ciStep(run, job, path.join(cwd, ciStep[1]!), ciStep[2]!, env, state, cwd);
    // The settings check is pure and unit-tested (scripts/settings/); the scenarios' settings are the stand-ins'.
    // An install fails when the lock file is marked BROKEN_LOCK: the stand-in for npm's registry unreachable.
    if (/^npm ci\b/.test(command) && this.marked(cwd, 'BROKEN_LOCK').includes('package-lock.json'))
      throw new Error('npm ci failed (package-lock.json)');
    if (
      /^(npm ci|npx playwright install|sudo apt-get (update|install)|npm run photos|npm run check:settings)\b/.test(
        command,
      )
    )
      return;
    if (command === 'npm test') return this.fullSuite(run, job, cwd);
    const liveCheck =
      /^(?:npx (?:--yes )?tsx(?:@[\d.]+)? scripts\/ci\/check-live\.ts|npm run check:live)( -- --notice)?$/.exec(
        command,
      );
    if (liveCheck) return this.liveCheck(run, job, cwd, liveCheck[1] !== undefined, env);
    const content = /^npm run test:content --(.*)$/.exec(command);
    if (content) return this.contentChecks(run, job, cwd, content[1]!.trim(), env);
    if (command.startsWith('if [ -z')) return;
    throw new Error(`the scenario runner does not know how to run: ${command}`);
  }

  /**
   * What npm reads before it runs anything: the .npmrc of the project it runs in. A registry named
   * there chooses which tsx, which packages, npm fetches and runs, with the job's token in reach.
   */
  private npmConfiguration(run: Run, job: JobState, command: string, cwd: string): void {
    let project = cwd;
    for (let folder = cwd; ; folder = path.dirname(folder)) {
      if (existsSync(path.join(folder, 'package.json')) || existsSync(path.join(folder, 'node_modules'))) {
        project = folder;
        break;
      }
      if (path.relative(job.workspace, folder) === '' || folder === path.dirname(folder)) break;
    }
    const npmrc = path.join(project, '.npmrc');
    if (!existsSync(npmrc)) return;
    const registry = /^\s*registry\s*=\s*(\S+)/m.exec(readFileSync(npmrc, 'utf8'))?.[1];
    if (!registry) return;
    const permissions = job.def.permissions ?? run.workflow.permissions ?? DEFAULT_PERMISSIONS;
    this.registries.push({
      job: `${run.workflowFile} ${job.id}`,
      writes: Object.values(permissions).includes('write'),
      command,
      npmrc: path.relative(job.workspace, npmrc),
      registry,
    });
    throw new Error(`npm could not reach ${registry}, the registry ${path.relative(job.workspace, npmrc)} names`);
  }

  private checkout(run: Run, job: JobState, inputs: Record<string, string>): void {
    if (inputs['persist-credentials'] !== 'false') throw new Error('a checkout keeps the token');
    const target = path.join(job.workspace, inputs.path ?? '');
    const ref = inputs.ref || run.sha;
    // Whatever the folder held goes first, as actions/checkout cleans it.
    if (existsSync(target))
      for (const entry of readdirSync(target)) rmSync(path.join(target, entry), { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    this.held.clear();
    // --shared reads origin's objects in place instead of linking each into the checkout: the same
    // history, without the thousands of files a scenario would otherwise make and remove.
    git(target, 'clone', '-q', '--no-checkout', '--shared', this.origin, '.');
    // A sparse checkout holds only what it names (in cone mode, as actions/checkout's default, the
    // named folders and the files at the top): a job that checks out scripts/ of a draft sees none
    // of the draft's other files. (The history is whole: fetch-depth and filter are not played.)
    const sparse = (inputs['sparse-checkout'] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (sparse.length > 0)
      git(
        target,
        'sparse-checkout',
        'set',
        inputs['sparse-checkout-cone-mode'] === 'false' ? '--no-cone' : '--cone',
        ...sparse,
      );
    git(target, 'checkout', '-q', '--detach', ref.length === 40 ? ref : `origin/${ref}`);
  }

  private async ciStep(
    run: Run,
    job: JobState,
    copy: string,
    name: string,
    env: Record<string, string>,
    state: StepState,
    cwd: string,
  ): Promise<void> {
    // The copy of scripts/ci that the step names, as this job checked it out.
    const { commands, judgedRepository } = await loadFrom<Commands>(copy, 'scripts/ci/commands.ts');
    const command = commands[name];
    if (!command) throw new Error(`the checked-out scripts have no command ${name}`);
    run.log.push(
      `${job.id} › ${name} (${path.relative(job.workspace, copy) || '.'}: ${this.holding(copy).commit.slice(0, 12)})`,
    );
    await command({
      env: {
        ...env,
        GITHUB_API_URL: `${this.standIn.url}/github`,
        HOSTING_API_URL: `${this.standIn.url}/hosting/v1beta1`,
        GITHUB_REPOSITORY: this.settings.repository,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: String(run.id),
      },
      // As steps.ts gives it (a copy older than judgedRepository judges where it runs).
      cwd: judgedRepository?.(env, cwd) ?? cwd,
      log: (line) => run.log.push(`${job.id} › ${line}`),
      output: (values) => Object.entries(values).forEach(([key, value]) => (state.outputs[key] = String(value))),
      now: this.settings.tick,
      // While a step waits, time passes: GitHub makes the runs it was late with, and runs the other
      // runs (the ones this run is waiting for go on).
      sleep: async () => {
        this.createLateRuns();
        await this.settle();
      },
    });
  }

  private fullSuite(run: Run, job: JobState, cwd: string): void {
    const sha = this.holding(cwd).commit;
    const broken = this.marked(cwd, 'FAILS_ITS_TESTS');
    this.work.push({
      run: run.id,
      job: job.id,
      what: 'full suite',
      sha,
      detail: broken.length ? `failed: ${broken.join(', ')}` : 'passed',
    });
    if (broken.length) throw new Error(`npm test failed (${broken.join(', ')})`);
  }

  /**
   * `npm run check:live` (scripts/ci/check-live.ts) on the checkout, as the checkout's own code
   * decides and words it: what it prints goes to the run's log, and it fails when the check would.
   */
  private async liveCheck(
    run: Run,
    job: JobState,
    cwd: string,
    notice: boolean,
    env: Record<string, string>,
  ): Promise<void> {
    const [{ goingLive: decide }, { liveContentFiles: contentOf }, { liveCheckOutput: output }] = await Promise.all([
      loadFrom<{ goingLive: typeof goingLive }>(cwd, 'lib/going-live/readiness.ts'),
      loadFrom<{ liveContentFiles: typeof liveContentFiles }>(cwd, 'scripts/ci/live-files.ts'),
      loadFrom<{ liveCheckOutput: typeof liveCheckOutput }>(cwd, 'scripts/ci/check-live-output.ts'),
    ]);
    const { blockers } = decide({ siteUrl: env.NEXT_PUBLIC_SITE_URL, ...contentOf(cwd) });
    const { stdout, stderr, exitCode } = output(blockers, { notice });
    for (const line of [...stdout, ...stderr]) run.log.push(`${job.id} › ${line}`);
    if (exitCode !== 0) throw new Error('check:live: the site cannot go live yet');
  }

  /** The files of the checkout's commit that hold the marker, read with the other markers in one search. */
  private marked(cwd: string, marker: (typeof MARKERS)[number]): string[] {
    const held = this.holding(cwd);
    if (!held.marked) {
      held.marked = new Map(MARKERS.map((name) => [name, []]));
      let found = '';
      try {
        found = git(cwd, 'grep', '-o', ...MARKERS.flatMap((name) => ['-e', name]), 'HEAD', '--');
      } catch {
        // git grep exits 1 when nothing matches.
      }
      // Each match is `HEAD:<file>:<marker>`, in the files' order, once per occurrence.
      for (const line of found.split('\n').filter(Boolean)) {
        const at = line.lastIndexOf(':');
        const files = held.marked.get(line.slice(at + 1))!;
        const file = line.slice(0, at).replace(/^HEAD:/, '');
        if (files.at(-1) !== file) files.push(file);
      }
    }
    return held.marked.get(marker)!;
  }

  /**
   * Checks the content, then builds out/ from the tree: an index naming the tree, each album's text,
   * and robots.txt as the checkout's build decides it (next-sitemap's usual one when open).
   */
  private async contentChecks(
    run: Run,
    job: JobState,
    cwd: string,
    args: string,
    env: Record<string, string>,
  ): Promise<void> {
    const sha = this.holding(cwd).commit;
    const invalid = this.marked(cwd, 'INVALID_CONTENT').filter((file) => file.startsWith('content/'));
    this.work.push({
      run: run.id,
      job: job.id,
      what: 'content checks',
      sha,
      detail: args.replace(/"[^"]*"/g, (quoted) => env[quoted.slice(2, -1)] ?? quoted),
    });
    const resultFile = path.join(cwd, '.cache', 'content-check', 'result.json');
    mkdirSync(path.dirname(resultFile), { recursive: true });
    if (invalid.length) {
      const album = invalid[0]!.split('/')[2];
      writeFileSync(
        resultFile,
        JSON.stringify({
          ok: false,
          stage: 'her files',
          problems: [
            `Album ${album}: the photo IMG_1002.webp has no Portuguese description (${invalid[0]}, Portuguese).`,
          ],
        }),
      );
      throw new Error('the content is not ready to publish');
    }
    const out = path.join(cwd, 'out');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'index.html'), `<p>built from tree ${this.holding(cwd).tree}</p>\n`);
    for (const file of git(cwd, 'ls-files', 'content').split('\n').filter(Boolean)) {
      const target = path.join(out, 'albums', file.replace(/^content\//, ''));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, readFileSync(path.join(cwd, file)));
    }
    const siteUrl = env.NEXT_PUBLIC_SITE_URL;
    const { buildRobotsTxt: robotsOf } = await loadFrom<{ buildRobotsTxt: typeof buildRobotsTxt }>(
      cwd,
      'scripts/postbuild/robots.ts',
    );
    const usual = `# *\nUser-agent: *\nAllow: /\n\n# Host\nHost: ${siteUrl}\n\n# Sitemaps\nSitemap: ${siteUrl}/sitemap.xml\n`;
    writeFileSync(path.join(out, 'robots.txt'), robotsOf({ projectRoot: cwd, settings: env, usual }).text);
    writeFileSync(resultFile, JSON.stringify({ ok: true, stage: 'the pages', problems: [] }));
  }
}

/** What the stand-in machine's steps look for in a checkout (see the header). */
const MARKERS = ['BROKEN_LOCK', 'FAILS_ITS_TESTS', 'INVALID_CONTENT'] as const;

/**
 * git as the scenarios run it: without the machine's settings and with no template to copy into
 * each clone (hooks the scenarios never run). The steps' own commands run git as they would.
 */
const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TEMPLATE_DIR: '' };

/** Runs git in `cwd` as the scenarios do, giving its output trimmed; fails when git does. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: GIT_ENV }).trim();
}

type Commands = {
  commands: Record<string, (context: StepContext) => Promise<void>>;
  judgedRepository?: (env: Record<string, string>, workingDirectory: string) => string;
};

/**
 * A module of a checked-out copy (its commands, its build's decisions), by the copy's code. A copy
 * whose code files are byte for byte those of a copy already loaded runs as that one: the modules
 * keep no state between calls and find their files through the step's cwd, never their own folder,
 * so only a copy with other code (a draft's edited scripts/ci) is loaded anew.
 */
const loadedModules = new Map<string, Promise<unknown>>();
const CODE_FILE = /\.(?:[cm]?[jt]sx?|json)$/;
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', 'out', '.cache']);

function codeFingerprint(copy: string): string {
  const hash = createHash('sha256');
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) visit(file);
      } else if (CODE_FILE.test(entry.name)) {
        hash
          .update(`${path.relative(copy, file)}\0`)
          .update(readFileSync(file))
          .update('\0');
      }
    }
  };
  visit(copy);
  return hash.digest('hex');
}

function loadFrom<T>(copy: string, modulePath: string): Promise<T> {
  const file = path.join(copy, modulePath);
  if (!existsSync(file)) throw new Error(`${file} is not checked out`);
  const key = `${codeFingerprint(copy)} ${modulePath}`;
  let loaded = loadedModules.get(key);
  if (!loaded) loadedModules.set(key, (loaded = import(file)));
  return loaded as Promise<T>;
}

const def = <T>(value: T | undefined): T | [] => value ?? [];
/** The branch a push or a Run workflow is on. */
const branchOf = (event: Event): string =>
  event.name === 'push'
    ? (event.branch ?? 'main')
    : event.name === 'workflow_dispatch'
      ? (event.ref ?? 'main')
      : 'main';
