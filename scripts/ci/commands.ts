/**
 * The workflows' decisions and calls, one command each (run by scripts/ci/steps.ts). Each decides
 * from the state of the repository and the host when it runs, prints what it decided and why, and
 * hands the decision to later steps as outputs. The repository judged is the working directory.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ChannelQuotaReached, github, hosting, HOSTING_API, type GitHub, type Hosting } from './apis';
import { parseNameStatus, type ChangedFile } from '../../lib/going-live/change-set';
import {
  CODE_FAILED,
  contentCheckResultFile,
  draftComment,
  statusDescription,
  type ContentCheckResult,
} from './content-check';
import { emailJsIdsOf } from '../../lib/contact/emailjs-settings';
import {
  CONFLICT_DESCRIPTION,
  failureDescription,
  firstFailedStep,
  interruptedDescription,
  PENDING_DESCRIPTION,
  PUBLISHING_DESCRIPTION,
  PREVIEW_CONTEXT,
  publishedDescription,
  putBackDescription,
  SUCCESS_DESCRIPTION,
  type Where,
} from './preview-status';
import { draftOfChannel, previewChannelOf, previewChannelVerdicts, type DraftState } from './preview-channels';
import { publishAhead, publishPlan, settingsFingerprint, type MergedDraft } from './publish-plan';
import { heldPutBackPlan, isPutBack, newestPublishStart, publishedCommit, putBackWaitsFor } from './put-back';
import { parseReleaseMessage, publishMessage } from './release-message';
import { newestTested, suiteSinceTested, TESTED_CONTEXT, TESTED_DESCRIPTION, TESTED_SEARCH_LIMIT } from './tested';

/**
 * A draft's channel lives 30 days from its last deploy, the most the host allows, and keeps the
 * version of its last release only: Publish promotes the draft's last save, and every version kept
 * counts in the project's storage.
 */
const PREVIEW_CHANNEL = { ttlSeconds: 30 * 24 * 60 * 60, retainedReleaseCount: 1 };
/** The workflow whose runs are the presses of Put back. */
const PUT_BACK_WORKFLOW = 'put-back.yml';
/** The workflow whose runs on main publish the site. */
const PUBLISH_WORKFLOW = 'ci.yml';
/**
 * Put back asks every 30 s whether a publish is under way, for at most an hour: a publish that
 * builds with the full suite takes about 20 minutes. One request a poll keeps it far inside the
 * 1,000 requests an hour GitHub allows a workflow's token.
 */
const PUBLISH_POLL_MS = 30_000;
const PUBLISH_WAIT_POLLS = 120;
/**
 * GitHub makes a push's run a moment after the push: while main's newest commit has none, Put back
 * waits up to 10 polls (5 minutes) for it, then goes on (a push may start no run at all).
 */
const HEAD_RUN_POLLS = 10;

/**
 * GitHub works out whether a draft can be merged in the background once main or the draft moves
 * (`mergeable` is null until then): asked up to 6 times, 5 s apart, before the draft is left untold.
 */
const MERGEABLE_POLLS = 6;
const MERGEABLE_POLL_MS = 5_000;

export type StepContext = {
  env: Readonly<Record<string, string | undefined>>;
  /** The repository judged (the job's checkout). */
  cwd: string;
  log: (line: string) => void;
  /** Hands values to later steps (GITHUB_OUTPUT). */
  output: (values: Record<string, string | number>) => void;
  now: () => Date;
  /** Waits before asking again (the scenario runner lets the other runs go on meanwhile). */
  sleep: (ms: number) => Promise<void>;
};

/**
 * The repository a step judges: the checkout JUDGED names, relative to where the step runs, else
 * that folder itself. A job holding a token runs from main's checkout and judges a draft's beside it.
 */
export const judgedRepository = (env: Readonly<Record<string, string | undefined>>, workingDirectory: string) =>
  path.resolve(workingDirectory, env.JUDGED ?? '.');

const required = (context: StepContext, name: string): string => {
  const value = context.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const git = (context: StepContext, ...args: string[]) =>
  execFileSync('git', args, { cwd: context.cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
/** The step's clock: real time in a workflow; in the scenarios, the time GitHub gives the other runs. */
const clockOf = (context: StepContext) => ({ now: context.now, sleep: context.sleep, random: Math.random });
const gitHub = (context: StepContext): GitHub =>
  github({
    api: required(context, 'GITHUB_API_URL'),
    repository: required(context, 'GITHUB_REPOSITORY'),
    token: required(context, 'GITHUB_TOKEN'),
    log: context.log,
    clock: clockOf(context),
  });
/** The live site (FIREBASE_SITE), or the drafts' preview site (FIREBASE_PREVIEW_SITE). */
const firebaseHosting = (
  context: StepContext,
  which: 'FIREBASE_SITE' | 'FIREBASE_PREVIEW_SITE' = 'FIREBASE_SITE',
): Hosting =>
  hosting({
    api: context.env.HOSTING_API_URL ?? HOSTING_API,
    site: required(context, which),
    token: required(context, 'HOSTING_TOKEN'),
    log: context.log,
    // A retry or a poll waits on the step's own clock, so a test never waits it out for real.
    clock: clockOf(context),
  });
const mainBranch = (context: StepContext) => context.env.MAIN_BRANCH || 'main';
const runUrl = (context: StepContext) =>
  `${required(context, 'GITHUB_SERVER_URL')}/${required(context, 'GITHUB_REPOSITORY')}/actions/runs/${required(context, 'GITHUB_RUN_ID')}`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A draft's run (its number is set), a put-back's, or main's. */
const whereOf = (context: StepContext): Where =>
  context.env.PULL_NUMBER ? 'draft' : context.env.PUT_BACK === 'true' ? 'put-back' : 'live';
/** The commit the run judges: the draft's last commit, or main's. */
const judged = (context: StepContext) => context.env.HEAD_SHA || required(context, 'SHA');
/** The live site's address: the site's own (NEXT_PUBLIC_SITE_URL), else the host's. */
async function liveUrl(context: StepContext, site: Hosting): Promise<string> {
  return context.env.SITE_URL || (await site.channel('live'))?.url || '';
}
/** Tells the editor, as the judged commit's "Deploy preview" status, that the site is live. */
async function reportLive(context: StepContext, site: Hosting, description: (url: string) => string) {
  const url = await liveUrl(context, site);
  await gitHub(context).postStatus(judged(context), {
    state: 'success',
    context: PREVIEW_CONTEXT,
    description: description(url),
    target_url: url,
  });
}

/**
 * Tells the editor the publish is live, and whether search engines are let in yet: the decision of
 * going live on the commit published and the site's address, the very inputs its build decided its
 * robots.txt from (a promoted preview was built from this tree with these settings). Called once the
 * site is live, it never fails the step: GitHub failing to take the status (after its retries) is
 * not a failed publish, and must not send a promotion to the build. Her content is read with the
 * installed packages (its YAML parser): loaded only by the commands that publish, after the install.
 */
async function reportPublished(context: StepContext, site: Hosting) {
  try {
    const [{ goingLive }, { liveContentFiles }] = await Promise.all([
      import('../../lib/going-live/readiness'),
      import('./live-files'),
    ]);
    const { blockers } = goingLive({
      siteUrl: context.env.SITE_URL,
      emailjs: emailJsIdsOf(context.env),
      ...liveContentFiles(context.cwd),
    });
    await reportLive(context, site, (url) => publishedDescription(url, blockers.length));
  } catch (error) {
    context.log(`The site is live; telling the editor so failed: ${message(error)}`);
  }
}

function changedFiles(context: StepContext, base: string, head: string): ChangedFile[] | null {
  try {
    return parseNameStatus(git(context, 'diff', '--name-status', '-z', '--no-renames', `${base}..${head}`));
  } catch (error) {
    context.log(`git diff failed: ${message(error)}`);
    return null;
  }
}

const isAncestor = (context: StepContext, ancestor: string, of: string) => {
  try {
    git(context, 'merge-base', '--is-ancestor', ancestor, of);
    return true;
  } catch {
    return false;
  }
};

async function mergedDrafts(
  context: StepContext,
  api: GitHub,
  previewSite: Hosting,
  sha: string,
): Promise<MergedDraft[]> {
  const drafts: MergedDraft[] = [];
  for (const pull of await api.pullsOfCommit(sha)) {
    const previews = [];
    const runs = new Set((await api.commitRuns(PUBLISH_WORKFLOW, pull.head.sha, 'pull_request')).map((run) => run.id));
    for (const preview of await api.previewsOf(pull.head.sha)) {
      previews.push({
        ...preview,
        untrusted: runs.has(preview.runId) ? null : `names no run of ${PUBLISH_WORKFLOW} for this commit`,
        versionStatus:
          preview.site === previewSite.site
            ? await previewSite.versionStatus(preview.versionName)
            : ('MISSING' as const),
        channel: preview.site === previewSite.site ? await previewSite.channel(preview.channel) : null,
      });
    }
    drafts.push({
      number: pull.number,
      headSha: pull.head.sha,
      headTree: await api.treeOf(pull.head.sha),
      changedWorkflows: workflowsChangedBy(context, sha),
      previews,
    });
  }
  return drafts;
}

/** The workflow files a merge changed: what the merged draft brought in besides main's (its first parent). */
function workflowsChangedBy(context: StepContext, sha: string): string[] {
  return git(context, 'diff', '--name-only', `${sha}^1`, sha, '--', '.github/').split('\n').filter(Boolean);
}

/** Whether a Publish made before this run is still under way; unknown (GitHub did not answer) is no. */
async function publishIsBehindAnother(context: StepContext, api: GitHub): Promise<boolean> {
  try {
    return publishAhead(
      await api.branchRuns(PUBLISH_WORKFLOW, mainBranch(context)),
      required(context, 'GITHUB_RUN_ID'),
    );
  } catch (error) {
    context.log(`Whether another publish is under way could not be looked up: ${message(error)}`);
    return false;
  }
}

/** Tells the editor what a Publish under way does now; not worth stopping the publish for. */
async function tellPublishing(context: StepContext, api: GitHub, sha: string, description: string): Promise<void> {
  try {
    await api.postStatus(sha, { state: 'pending', context: PREVIEW_CONTEXT, description, target_url: runUrl(context) });
    context.log(`Told the editor: ${description}`);
  } catch (error) {
    context.log(`Not told "${description}": ${message(error)}`);
  }
}

/**
 * When Publish was pressed: the merge of the draft this commit publishes (GitHub records merged_at
 * as it merges), else, for a push without a draft, when GitHub made this run. A put-back pressed
 * after it undoes it, even when the put-back's run got to the host first, or came before this run
 * was made; one pressed before it is replaced by it.
 */
async function pressedAt(context: StepContext, api: GitHub, sha: string): Promise<string | null> {
  try {
    const merged = (await api.pullsOfCommit(sha))
      .map((pull) => pull.merged_at)
      .filter((time): time is string => time !== null)
      .sort((a, b) => Date.parse(a) - Date.parse(b))
      .at(-1);
    if (merged) return merged;
    const runs = await api.branchRuns(PUBLISH_WORKFLOW, mainBranch(context), sha);
    return runs.find((run) => String(run.id) === context.env.GITHUB_RUN_ID)?.created_at ?? null;
  } catch (error) {
    context.log(`When this publish was pressed could not be looked up: ${message(error)}`);
    return null;
  }
}

/**
 * The draft's last commit when it is no longer the commit this run judges (a newer save, or this a
 * re-run of an older one: GitHub re-runs a run on its own commit), else null. A run of an older
 * save changes nothing and tells nothing: the draft's channel and status are its newest save's.
 * When GitHub cannot be asked, the run goes on as for the last commit.
 */
async function newerDraftHead(context: StepContext, api: GitHub): Promise<string | null> {
  try {
    const { head } = await api.mergeability(Number(required(context, 'PULL_NUMBER')));
    if (head.sha === judged(context)) return null;
    context.log(
      `${head.sha} is the draft's last commit now: this run of an older save deploys nothing and tells nothing.`,
    );
    return head.sha;
  } catch (error) {
    context.log(`The draft's last commit could not be looked up: ${message(error)}`);
    return null;
  }
}

/**
 * Whether a draft can be merged into main, and its last commit. GitHub works `mergeable` out in the
 * background once main or the draft moves (null until then): asked again while it is null, at most
 * MERGEABLE_POLLS times; still null then, it is left unknown.
 */
async function settledMergeability(context: StepContext, api: GitHub, number: number) {
  let answer = await api.mergeability(number);
  for (let poll = 1; answer.mergeable === null && poll < MERGEABLE_POLLS; poll++) {
    await context.sleep(MERGEABLE_POLL_MS);
    answer = await api.mergeability(number);
  }
  return answer;
}

/**
 * Deletes the preview site's channels no draft can use any more: a discarded draft's, and a
 * published draft's once `published` holds its merge (see preview-channels.ts).
 */
async function deleteUnusedPreviews(
  context: StepContext,
  api: GitHub,
  site: Hosting,
  published: (sha: string) => boolean,
): Promise<void> {
  const channelIds = await site.channelIds();
  const drafts = new Map<number, DraftState>();
  for (const draft of channelIds.map(draftOfChannel)) {
    if (draft === null) continue;
    const pull = await api.pullOrNull(draft);
    drafts.set(draft, pull && { state: pull.state, mergeCommit: pull.merged_at ? pull.merge_commit_sha : null });
  }
  for (const { channel, remove, reason } of previewChannelVerdicts(channelIds, drafts, published)) {
    if (remove) await site.deleteChannel(channel);
    context.log(`${remove ? 'Deleted' : 'Kept'} ${channel}: ${reason}.`);
  }
}

/**
 * The deploy needs the installed packages (firebase.json is read with zod): loaded only by the
 * commands that deploy, after the install. The build is the checkout's, or the one DRAFT_BUILD
 * holds (out/ and firebase.json as the draft job made them).
 */
async function deployBuild(context: StepContext, site: Hosting, sha: string): Promise<string> {
  const { deployVersion } = await import('./deploy');
  const projectRoot = context.env.DRAFT_BUILD ? path.resolve(context.cwd, context.env.DRAFT_BUILD) : context.cwd;
  return deployVersion(site, { projectRoot, labels: { commit: sha }, log: context.log });
}

export const commands: Record<string, (context: StepContext) => Promise<void>> = {
  /** The suite a commit needs: content checks when only the editor's content changed since the newest tested commit of main. */
  async 'choose-suite'(context) {
    const head = required(context, 'HEAD_SHA');
    const api = gitHub(context);
    let tested: string | null = null;
    let changes: ChangedFile[] | null = null;
    let mergeBase = '';
    try {
      mergeBase = git(context, 'merge-base', head, `origin/${mainBranch(context)}`).trim();
      const candidates = git(context, 'rev-list', '--first-parent', `--max-count=${TESTED_SEARCH_LIMIT}`, mergeBase)
        .split('\n')
        .filter(Boolean);
      tested = await newestTested(candidates, async (sha) => (await api.statusOf(sha, TESTED_CONTEXT)) === 'success');
      if (tested !== null) changes = changedFiles(context, tested, head);
    } catch (error) {
      context.log(`The tested commits could not be looked up: ${message(error)}`);
      tested = null;
    }
    const decision = suiteSinceTested(tested, changes);
    context.log(`Suite: ${decision.suite}, because ${decision.reason}.`);
    context.output({ suite: decision.suite, merge_base: mergeBase });
  },

  /** Records that the full suite passed on this exact commit. */
  async 'record-tested'(context) {
    const sha = required(context, 'SHA');
    await gitHub(context).postStatus(sha, {
      state: 'success',
      context: TESTED_CONTEXT,
      description: TESTED_DESCRIPTION,
      target_url: runUrl(context),
    });
    context.log(`Recorded: the full suite passed on ${sha}.`);
  },

  /** On main, at the head of the live site's queue: promote the checked preview, build, or nothing. */
  async 'choose-publish'(context) {
    const sha = required(context, 'SHA');
    const api = gitHub(context);
    const startedAt = (await pressedAt(context, api, sha)) ?? context.now().toISOString();
    const site = firebaseHosting(context);
    const previews = firebaseHosting(context, 'FIREBASE_PREVIEW_SITE');
    const mainHead = await api.branchHead(mainBranch(context));
    const releases = await site.liveReleases();
    let drafts: MergedDraft[] | null;
    try {
      drafts = await mergedDrafts(context, api, previews, sha);
    } catch (error) {
      context.log(`Looking up the merged drafts failed: ${message(error)}`);
      drafts = null;
    }
    const mergedTree = git(context, 'rev-parse', `${sha}^{tree}`).trim();
    const plan = publishPlan({
      sha,
      mergedTree,
      mainHead,
      site: previews.site,
      settings: settingsFingerprint(context.env),
      drafts,
      now: context.now(),
    });
    context.log(`Publish: ${plan.action}, because ${plan.reason}.`);
    if (plan.action !== 'nothing') await tellPublishing(context, api, sha, PUBLISHING_DESCRIPTION[plan.action]);
    // A newer commit of main is publishing this one too; its own status is the one the editor reads.
    if (plan.action === 'nothing') await reportLive(context, site, () => interruptedDescription('live', true));
    const live = releases[0];
    if (plan.action !== 'nothing' && live && isPutBack(releases)) {
      context.log(
        `This publish replaces the put-back of ${live.releaseTime}, which made ${live.versionName} live again.`,
      );
    }
    const liveCommit = live ? parseReleaseMessage(live.message) : null;
    const since = liveCommit?.kind === 'publish' && isAncestor(context, liveCommit.sha, sha) ? liveCommit.sha : '';
    context.output({
      action: plan.action,
      version_name: plan.action === 'promote' ? plan.versionName : '',
      draft: plan.action === 'promote' ? plan.draft : '',
      tested: plan.action === 'promote' && plan.tested ? 'true' : 'false',
      started_at: startedAt,
      since,
    });
  },

  /**
   * Makes the draft's checked version live, if the preview site still holds it ready: copied to the
   * live site (a release names a version of its own site), then released. Else fails, and the build
   * follows: the editor is told so first, as it takes minutes where the promotion takes one.
   */
  async promote(context) {
    const previewVersion = required(context, 'VERSION_NAME');
    const sha = required(context, 'SHA');
    const site = firebaseHosting(context);
    let versionName: string;
    try {
      const status = await firebaseHosting(context, 'FIREBASE_PREVIEW_SITE').versionStatus(previewVersion);
      if (status !== 'FINALIZED')
        throw new Error(`${previewVersion} is ${status.toLowerCase()} on the host: building instead`);
      versionName = await site.cloneVersion(previewVersion);
      await site.release(
        'live',
        versionName,
        publishMessage(sha, `draft #${required(context, 'DRAFT')} as previewed`, required(context, 'STARTED_AT')),
      );
    } catch (error) {
      context.log(`The checked preview could not be made live (${message(error)}): building the site instead.`);
      await tellPublishing(context, gitHub(context), sha, PUBLISHING_DESCRIPTION.build);
      throw error;
    }
    await reportPublished(context, site);
    context.log(`Live: ${versionName}, the preview of draft #${required(context, 'DRAFT')} (${previewVersion}).`);
    // The draft's full suite passed on this very tree: the next run's diff starts here, as after a
    // build. The site is live already, so a failure here must not send the run to the build.
    if (context.env.TESTED === 'true') {
      await commands['record-tested']!(context).catch((error: unknown) =>
        context.log(`Not recorded as tested (the next change runs the full suite): ${message(error)}`),
      );
    }
  },

  /** Deploys out/ as a new version and makes it live. */
  async 'deploy-live'(context) {
    const sha = required(context, 'SHA');
    const site = firebaseHosting(context);
    const versionName = await deployBuild(context, site, sha);
    await site.release('live', versionName, publishMessage(sha, 'built from main', required(context, 'STARTED_AT')));
    await reportPublished(context, site);
    context.log(`Live: ${versionName}, built from ${sha}.`);
  },

  /**
   * Deploys the draft job's build to the draft's own channel on the preview site, records the version
   * against the draft's head commit, and tells the editor: the preview's address, or, when a publish
   * put the draft in conflict meanwhile, that it cannot be published. A run of an older save (a
   * re-run) changes nothing: the channel shows the draft's last commit, whose status is its own.
   */
  async 'deploy-preview'(context) {
    const head = required(context, 'HEAD_SHA');
    const pull = required(context, 'PULL_NUMBER');
    const api = gitHub(context);
    if (await newerDraftHead(context, api)) return;
    // A re-run of this job after the day GitHub keeps the draft job's build finds nothing to deploy.
    if (!existsSync(path.resolve(context.cwd, required(context, 'DRAFT_BUILD'), 'out'))) {
      context.output({ failure: 'build-gone' });
      throw new Error(`${required(context, 'DRAFT_BUILD')} holds no build: the draft job's build is gone`);
    }
    const site = firebaseHosting(context, 'FIREBASE_PREVIEW_SITE');
    const versionName = await deployBuild(context, site, head);
    const channelId = previewChannelOf(pull);
    let channel;
    try {
      channel = await site.keepChannel(channelId, PREVIEW_CHANNEL);
    } catch (error) {
      if (!(error instanceof ChannelQuotaReached)) throw error;
      // The site holds all the channels the host allows: those of drafts no longer open go first
      // (a draft closed while in conflict runs no workflow that would have deleted its own).
      context.log(`The preview site holds all the channels it may: ${error.message}`);
      await deleteUnusedPreviews(context, api, site, () => false);
      try {
        channel = await site.keepChannel(channelId, PREVIEW_CHANNEL);
      } catch (again) {
        if (again instanceof ChannelQuotaReached) context.output({ failure: 'previews-full' });
        throw again;
      }
    }
    // Saved again during the deploy: the newer save's run releases its own.
    if (await newerDraftHead(context, api)) return;
    await site.release(channelId, versionName, `Preview of ${head}`);
    await api.recordPreview(
      head,
      {
        site: site.site,
        channel: channelId,
        versionName,
        runId: Number(required(context, 'GITHUB_RUN_ID')),
        suite: required(context, 'SUITE'),
        settings: settingsFingerprint(context.env),
      },
      { environment_url: channel.url, log_url: runUrl(context) },
    );
    context.log(`Preview of draft #${pull}: ${channel.url} (${versionName}).`);
    // GitHub keeps a context's newest status: a success posted after a publish put the draft in
    // conflict would hide that until Publish is refused.
    const { mergeable, html_url } = await settledMergeability(context, api, Number(pull));
    if (mergeable === false) {
      await api.postStatus(head, {
        state: 'failure',
        context: PREVIEW_CONTEXT,
        description: CONFLICT_DESCRIPTION,
        target_url: html_url,
      });
      context.log(`Draft #${pull} is in conflict with ${mainBranch(context)}: told on ${head}.`);
      return;
    }
    if (mergeable === null) context.log(`GitHub has not worked out whether draft #${pull} can be merged.`);
    // The editor shows this status's address beside the draft.
    await api.postStatus(head, {
      state: 'success',
      context: PREVIEW_CONTEXT,
      description: SUCCESS_DESCRIPTION.draft,
      target_url: channel.url,
    });
  },

  /**
   * Deletes the preview site's channels no draft can use any more: a discarded draft's, and, after a
   * publish (PUBLISHED, the commit it published, whose history the checkout holds), the channel of
   * each draft merged into it, whose version the publish has promoted or passed over.
   */
  async 'delete-previews'(context) {
    const publishedSha = context.env.PUBLISHED;
    await deleteUnusedPreviews(
      context,
      gitHub(context),
      firebaseHosting(context, 'FIREBASE_PREVIEW_SITE'),
      (sha) => publishedSha !== undefined && isAncestor(context, sha, publishedSha),
    );
  },

  /**
   * Put back waits outside the live site's queue until no run of main is queued or running, so that
   * it never takes the one waiting place GitHub keeps there, nor cancels a Publish waiting in it; and
   * while main's newest commit has no run yet, so that a Publish pressed just before is undone too.
   */
  async 'wait-for-publishes'(context) {
    const api = gitHub(context);
    let headWaits = 0;
    for (let poll = 0; ; poll++) {
      const mainHead = await api.branchHead(mainBranch(context));
      const { underWay, headHasNoRun } = putBackWaitsFor(
        await api.branchRuns(PUBLISH_WORKFLOW, mainBranch(context)),
        mainHead,
      );
      const waitsForHead = headHasNoRun && headWaits < HEAD_RUN_POLLS;
      if (underWay.length === 0 && !waitsForHead) {
        if (headHasNoRun) context.log(`${mainHead.slice(0, 12)} has no run after 5 minutes: going on without it.`);
        context.log('No publish of main is queued or running: putting back what is live now.');
        return;
      }
      const named = underWay.map((run) => `${run.head_sha.slice(0, 12)} (${run.status})`).join(', ');
      if (poll >= PUBLISH_WAIT_POLLS)
        throw new Error(`the publish of ${named || mainHead.slice(0, 12)} is still under way after an hour`);
      if (waitsForHead) {
        headWaits++;
        context.log(`${mainHead.slice(0, 12)} has no run yet: waiting for GitHub to make it.`);
      }
      if (underWay.length > 0) context.log(`Waiting for the publish of ${named} to finish.`);
      await context.sleep(PUBLISH_POLL_MS);
    }
  },

  /**
   * Makes live the site as it was before the newest publish not yet put back, once for each press
   * not yet answered, and tells the editor on main's newest commit what it did.
   */
  async 'put-back'(context) {
    const site = firebaseHosting(context);
    const api = gitHub(context);
    const releases = await site.liveReleases();
    const mainHead = await api.branchHead(mainBranch(context));
    // Presses made before the newest publish began are replaced by it: only later ones are asked for.
    const since = newestPublishStart(releases)?.slice(0, 10) ?? '2000-01-01';
    const presses = await api.workflowRuns(PUT_BACK_WORKFLOW, since);
    const plan = await heldPutBackPlan(
      releases,
      presses,
      (versionName) => site.versionStatus(versionName),
      context.log,
    );
    if (plan.ok) await site.release('live', plan.versionName, plan.message);
    const outcome = plan.ok ? 'put back' : plan.presses.length === 0 ? 'already answered' : 'nothing earlier';
    const description = putBackDescription(outcome, publishedCommit(releases, mainHead));
    const state = outcome === 'nothing earlier' ? 'failure' : 'success';
    const target_url = state === 'success' ? await liveUrl(context, site) : runUrl(context);
    // The editor reads main's newest commit; the commit this run began on is not left pending either.
    for (const sha of new Set([mainHead, judged(context)]))
      await api.postStatus(sha, { state, context: PREVIEW_CONTEXT, description, target_url });
    context.log(
      plan.ok
        ? `Live again: ${plan.reason} (${plan.presses.length} press${plan.presses.length === 1 ? '' : 'es'} answered).`
        : `Nothing was changed: ${plan.reason}.`,
    );
    context.log(`Told the editor: ${description}`);
  },

  /**
   * Tells each open draft that can no longer be merged into main (a publish changed a file it
   * changes too) as its last commit's status: GitHub runs no pull_request workflow for such a draft,
   * so nothing else would. BRANCH, when set (a save on that draft), narrows it to that draft. Only
   * the repository's own drafts, as the editor makes them: a fork's or Dependabot's is not hers.
   */
  async 'report-conflicts'(context) {
    const api = gitHub(context);
    const repository = required(context, 'GITHUB_REPOSITORY');
    const branch = context.env.BRANCH;
    const drafts = (await api.openPulls(mainBranch(context))).filter(
      (pull) =>
        pull.head.repo?.full_name === repository &&
        pull.user?.login !== 'dependabot[bot]' &&
        (!branch || pull.head.ref === branch),
    );
    for (const draft of drafts) {
      const answer = await settledMergeability(context, api, draft.number);
      if (answer.mergeable === null) {
        context.log(`Draft #${draft.number}: GitHub has not worked out whether it can be merged; not told.`);
      } else if (!answer.mergeable) {
        await api.postStatus(answer.head.sha, {
          state: 'failure',
          context: PREVIEW_CONTEXT,
          description: CONFLICT_DESCRIPTION,
          target_url: answer.html_url,
        });
        context.log(`Draft #${draft.number} is in conflict with ${mainBranch(context)}: told on ${answer.head.sha}.`);
      }
    }
  },

  /** Tells the editor that a run has begun on the judged commit: the draft's preview, or the publish. */
  async 'report-start'(context) {
    const where = whereOf(context);
    const api = gitHub(context);
    if (where === 'draft' && (await newerDraftHead(context, api))) return;
    const description =
      where === 'live' && (await publishIsBehindAnother(context, api))
        ? PUBLISHING_DESCRIPTION.queued
        : PENDING_DESCRIPTION[where];
    await api.postStatus(judged(context), {
      state: 'pending',
      context: PREVIEW_CONTEXT,
      description,
      target_url: runUrl(context),
    });
    context.log(`Told the editor: ${description}`);
  },

  /**
   * Tells the editor, in her words, the first thing to do after any failed step (STEPS_JSON is the
   * job's steps context): as the judged commit's status, and on a draft as a comment too.
   */
  async 'report-failure'(context) {
    const where = whereOf(context);
    const step = firstFailedStep(context.env.STEPS_JSON);
    const file = context.env.CONTENT_CHECK_RESULT ?? contentCheckResultFile(context.cwd);
    const checked: ContentCheckResult | null =
      step === 'suite'
        ? CODE_FAILED
        : (step === 'content' || step === 'settings') && existsSync(file)
          ? (JSON.parse(readFileSync(file, 'utf8')) as ContentCheckResult)
          : null;
    const description = failureDescription({
      where,
      step,
      problem: checked && step !== 'suite' ? statusDescription(checked) : undefined,
    });
    const api = gitHub(context);
    if (where === 'draft' && (await newerDraftHead(context, api))) return;
    const logUrl = runUrl(context);
    await api.postStatus(judged(context), {
      state: 'failure',
      context: PREVIEW_CONTEXT,
      description,
      target_url: logUrl,
    });
    if (where === 'draft') {
      await api.comment(
        Number(required(context, 'PULL_NUMBER')),
        checked ? draftComment(checked, logUrl) : `${description}\n\nThe whole log: ${logUrl}`,
      );
    }
    context.log(`Told the editor (${step} failed): ${description}`);
  },

  /**
   * Tells the editor that the run was interrupted, so that its commit is not left pending: whether a
   * newer save or publish carries the change (the draft's or main's head moved on) decides the words.
   */
  async 'report-interrupted'(context) {
    const where = whereOf(context);
    const sha = judged(context);
    const api = gitHub(context);
    let superseded = false;
    try {
      superseded =
        where === 'live'
          ? (await api.branchHead(mainBranch(context))) !== sha
          : (await api.mergeability(Number(required(context, 'PULL_NUMBER')))).head.sha !== sha;
    } catch (error) {
      context.log(`Whether a newer run follows could not be looked up: ${message(error)}`);
    }
    const description = interruptedDescription(where, superseded);
    await api.postStatus(sha, { state: 'error', context: PREVIEW_CONTEXT, description, target_url: runUrl(context) });
    context.log(`Told the editor: ${description}`);
  },
};
