/**
 * The workflows' decisions and calls, one command each (run by scripts/ci/steps.ts). Each decides
 * from the state of the repository and the host when it runs, prints what it decided and why, and
 * hands the decision to later steps as outputs. The repository judged is the working directory.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { github, hosting, HOSTING_API, type GitHub, type Hosting } from './apis';
import { parseNameStatus, type ChangedFile } from './change-set';
import {
  CODE_FAILED,
  contentCheckResultFile,
  draftComment,
  statusDescription,
  type ContentCheckResult,
} from './content-check';
import { publishPlan, type MergedDraft } from './publish-plan';
import { heldPutBackPlan, isPutBack, newestPublishStart } from './put-back';
import { parseReleaseMessage, publishMessage } from './release-message';
import { newestTested, suiteSinceTested, TESTED_CONTEXT, TESTED_DESCRIPTION, TESTED_SEARCH_LIMIT } from './tested';

/** The status the editor shows beside a draft (backend.preview_context in the editor's configuration). */
const PREVIEW_CONTEXT = 'Deploy preview';
const previewChannelOf = (pull: number | string) => `draft-${pull}`;
/** A draft's channel lives 30 days from its last deploy, the most the host allows. */
const PREVIEW_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The workflow whose runs are the presses of Put back. */
const PUT_BACK_WORKFLOW = 'put-back.yml';

export type StepContext = {
  env: Readonly<Record<string, string | undefined>>;
  /** The repository judged (the job's checkout). */
  cwd: string;
  log: (line: string) => void;
  /** Hands values to later steps (GITHUB_OUTPUT). */
  output: (values: Record<string, string | number>) => void;
  now: () => Date;
};

const required = (context: StepContext, name: string): string => {
  const value = context.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const git = (context: StepContext, ...args: string[]) =>
  execFileSync('git', args, { cwd: context.cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const gitHub = (context: StepContext): GitHub =>
  github({
    api: required(context, 'GITHUB_API_URL'),
    repository: required(context, 'GITHUB_REPOSITORY'),
    token: required(context, 'GITHUB_TOKEN'),
  });
const firebaseHosting = (context: StepContext): Hosting =>
  hosting({
    api: context.env.HOSTING_API_URL ?? HOSTING_API,
    site: required(context, 'FIREBASE_SITE'),
    token: required(context, 'HOSTING_TOKEN'),
    log: context.log,
  });
const mainBranch = (context: StepContext) => context.env.MAIN_BRANCH || 'main';
const runUrl = (context: StepContext) =>
  `${required(context, 'GITHUB_SERVER_URL')}/${required(context, 'GITHUB_REPOSITORY')}/actions/runs/${required(context, 'GITHUB_RUN_ID')}`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

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

async function mergedDrafts(context: StepContext, api: GitHub, site: Hosting, sha: string): Promise<MergedDraft[]> {
  const drafts: MergedDraft[] = [];
  for (const pull of await api.pullsOfCommit(sha)) {
    const previews = [];
    for (const preview of await api.previewsOf(pull.head.sha)) {
      previews.push({
        ...preview,
        versionStatus:
          preview.site === site.site ? await site.versionStatus(preview.versionName) : ('MISSING' as const),
        channel: preview.site === site.site ? await site.channel(preview.channel) : null,
      });
    }
    drafts.push({ number: pull.number, headSha: pull.head.sha, headTree: await api.treeOf(pull.head.sha), previews });
  }
  return drafts;
}

/** The deploy needs the installed packages (firebase.json is read with zod): loaded only by the commands that deploy, after the install. */
async function deployBuild(context: StepContext, site: Hosting, sha: string): Promise<string> {
  const { deployVersion } = await import('./deploy');
  return deployVersion(site, { projectRoot: context.cwd, labels: { commit: sha }, log: context.log });
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
    const startedAt = context.now().toISOString();
    const api = gitHub(context);
    const site = firebaseHosting(context);
    const mainHead = await api.branchHead(mainBranch(context));
    const releases = await site.liveReleases();
    let drafts: MergedDraft[] | null;
    try {
      drafts = await mergedDrafts(context, api, site, sha);
    } catch (error) {
      context.log(`Looking up the merged drafts failed: ${message(error)}`);
      drafts = null;
    }
    const mergedTree = git(context, 'rev-parse', `${sha}^{tree}`).trim();
    const plan = publishPlan({ sha, mergedTree, mainHead, site: site.site, drafts, now: context.now() });
    context.log(`Publish: ${plan.action}, because ${plan.reason}.`);
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
      started_at: startedAt,
      since,
    });
  },

  /** Makes the draft's checked version live, if the host still holds it ready; else fails, and the build follows. */
  async promote(context) {
    const versionName = required(context, 'VERSION_NAME');
    const site = firebaseHosting(context);
    const status = await site.versionStatus(versionName);
    if (status !== 'FINALIZED')
      throw new Error(`${versionName} is ${status.toLowerCase()} on the host: building instead`);
    await site.release(
      'live',
      versionName,
      publishMessage(
        required(context, 'SHA'),
        `draft #${required(context, 'DRAFT')} as previewed`,
        required(context, 'STARTED_AT'),
      ),
    );
    context.log(`Live: ${versionName}, the preview of draft #${required(context, 'DRAFT')}.`);
  },

  /** Deploys out/ as a new version and makes it live. */
  async 'deploy-live'(context) {
    const sha = required(context, 'SHA');
    const site = firebaseHosting(context);
    const versionName = await deployBuild(context, site, sha);
    await site.release('live', versionName, publishMessage(sha, 'built from main', required(context, 'STARTED_AT')));
    context.log(`Live: ${versionName}, built from ${sha}.`);
  },

  /** Deploys out/ to the draft's own channel and records the version against the draft's head commit. */
  async 'deploy-preview'(context) {
    const head = required(context, 'HEAD_SHA');
    const pull = required(context, 'PULL_NUMBER');
    const site = firebaseHosting(context);
    const versionName = await deployBuild(context, site, head);
    const channelId = previewChannelOf(pull);
    const channel = await site.keepChannel(channelId, PREVIEW_TTL_SECONDS);
    await site.release(channelId, versionName, `Preview of ${head}`);
    const api = gitHub(context);
    await api.recordPreview(
      head,
      { site: site.site, channel: channelId, versionName },
      { environment_url: channel.url, log_url: runUrl(context) },
    );
    // The editor shows this status's address beside the draft.
    await api.postStatus(head, {
      state: 'success',
      context: PREVIEW_CONTEXT,
      description: 'The draft as the site will show it',
      target_url: channel.url,
    });
    context.log(`Preview of draft #${pull}: ${channel.url} (${versionName}).`);
  },

  /** Makes live the site as it was before the newest publish not yet put back, once for each press not yet answered. */
  async 'put-back'(context) {
    const site = firebaseHosting(context);
    const releases = await site.liveReleases();
    // Presses made before the newest publish began are replaced by it: only later ones are asked for.
    const since = newestPublishStart(releases)?.slice(0, 10) ?? '2000-01-01';
    const presses = await gitHub(context).workflowRuns(PUT_BACK_WORKFLOW, since);
    const plan = await heldPutBackPlan(
      releases,
      presses,
      (versionName) => site.versionStatus(versionName),
      context.log,
    );
    if (!plan.ok) {
      context.log(`Nothing was changed: ${plan.reason}.`);
      return;
    }
    await site.release('live', plan.versionName, plan.message);
    context.log(
      `Live again: ${plan.reason} (${plan.presses.length} press${plan.presses.length === 1 ? '' : 'es'} answered).`,
    );
  },

  /** Tells the draft, in her words, why it cannot be published yet: as its status and as a comment. */
  async 'report-draft'(context) {
    const file = context.env.CONTENT_CHECK_RESULT ?? contentCheckResultFile(context.cwd);
    const result: ContentCheckResult =
      context.env.SUITE_OUTCOME === 'failure'
        ? CODE_FAILED
        : existsSync(file)
          ? (JSON.parse(readFileSync(file, 'utf8')) as ContentCheckResult)
          : { ok: false, stage: 'the build', problems: ['The check stopped before it could say why; see the log.'] };
    if (result.ok) return;
    const api = gitHub(context);
    const logUrl = runUrl(context);
    await api.postStatus(required(context, 'HEAD_SHA'), {
      state: 'failure',
      context: PREVIEW_CONTEXT,
      description: statusDescription(result),
      target_url: logUrl,
    });
    await api.comment(Number(required(context, 'PULL_NUMBER')), draftComment(result, logUrl));
    context.log(`Told draft #${required(context, 'PULL_NUMBER')}: ${statusDescription(result)}`);
  },
};
