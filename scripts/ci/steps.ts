/**
 * The workflow's decisions and calls, one command each (.github/workflows/ci.yml):
 *   tsx scripts/ci/steps.ts choose-suite     content checks or the full suite, from the changed files
 *   tsx scripts/ci/steps.ts choose-publish   on main: promote the draft's preview, or build
 *   tsx scripts/ci/steps.ts promote          make VERSION_NAME the live site
 *   tsx scripts/ci/steps.ts put-back         make the previous site live again
 *   tsx scripts/ci/steps.ts report-draft     tell the draft what the content check found
 * Each prints what it decided and why, and hands the decision to later steps through GITHUB_OUTPUT.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { github, hosting, hostingToken } from './apis';
import { parseNameStatus, suiteFor, type ChangedFile } from './change-set';
import { contentCheckResultFile, draftComment, statusDescription, type ContentCheckResult } from './content-check';
import { publishPlan, type MergedDraft } from './publish-plan';
import { versionToPutBack } from './put-back';

/** The status the editor shows beside a draft (backend.preview_context in the editor's configuration). */
export const PREVIEW_CONTEXT = 'Deploy preview';
export const previewChannelOf = (pull: number | string) => `draft-${pull}`;

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const output = (values: Record<string, string | number>) => {
  const lines = Object.entries(values).map(([key, value]) => `${key}=${value}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, lines.join('\n') + '\n');
  console.log(lines.join('\n'));
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
const gitHub = () =>
  github({ api: env('GITHUB_API_URL'), repository: env('GITHUB_REPOSITORY'), token: env('GITHUB_TOKEN') });
const firebaseHosting = async () =>
  hosting({
    api: process.env.HOSTING_API_URL ?? 'https://firebasehosting.googleapis.com/v1beta1',
    site: env('FIREBASE_SITE'),
    token: await hostingToken(env('FIREBASE_SERVICE_ACCOUNT')),
  });

function changedFiles(base: string | undefined, head: string, range: '...' | '..'): ChangedFile[] | null {
  if (!base || /^0+$/.test(base)) return null;
  try {
    return parseNameStatus(git('diff', '--name-status', '-z', '--no-renames', `${base}${range}${head}`));
  } catch (error) {
    console.log(`git diff failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const commands: Record<string, () => Promise<void>> = {
  'choose-suite'() {
    // A pull request is compared with where it left main; a push with what the branch held before.
    const range = env('EVENT_NAME') === 'pull_request' ? '...' : '..';
    const decision = suiteFor(changedFiles(process.env.BASE_SHA, env('HEAD_SHA'), range));
    console.log(`Suite: ${decision.suite}, because ${decision.reason}.`);
    output({ suite: decision.suite });
    return Promise.resolve();
  },

  async 'choose-publish'() {
    const sha = env('SHA');
    const mergedTree = git('rev-parse', `${sha}^{tree}`).trim();
    let drafts: MergedDraft[] | null;
    try {
      const api = gitHub();
      const site = await firebaseHosting();
      drafts = [];
      for (const pull of await api.pullsOfCommit(sha)) {
        drafts.push({
          number: pull.number,
          headSha: pull.head.sha,
          headTree: await api.treeOf(pull.head.sha),
          previewStatus: (await api.statusOf(pull.head.sha, PREVIEW_CONTEXT)) as MergedDraft['previewStatus'],
          channel: await site.channel(previewChannelOf(pull.number)),
        });
      }
    } catch (error) {
      console.log(`Looking up the merged drafts failed: ${error instanceof Error ? error.message : String(error)}`);
      drafts = null;
    }
    const plan = publishPlan({ mergedTree, drafts, now: new Date() });
    console.log(`Publish: ${plan.action}, because ${plan.reason}.`);
    output(
      plan.action === 'promote'
        ? { action: 'promote', version_name: plan.versionName, draft: plan.draft }
        : { action: 'build' },
    );
  },

  async promote() {
    const site = await firebaseHosting();
    await site.releaseLive(env('VERSION_NAME'), `Published draft #${env('DRAFT')} as she previewed it`);
    console.log(`Live: ${env('VERSION_NAME')}.`);
  },

  async 'put-back'() {
    const site = await firebaseHosting();
    const choice = versionToPutBack(await site.liveReleases());
    if (!choice.ok) {
      console.log(`Nothing was changed: ${choice.reason}.`);
      process.exitCode = 1;
      return;
    }
    await site.releaseLive(choice.versionName, 'Put back the previous site');
    console.log(`Live again: ${choice.reason}.`);
  },

  async 'report-draft'() {
    const file = process.env.CONTENT_CHECK_RESULT ?? contentCheckResultFile(projectRoot);
    const result: ContentCheckResult = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as ContentCheckResult)
      : { ok: false, stage: 'the build', problems: ['The check stopped before it could say why; see the log.'] };
    if (result.ok) return;
    const api = gitHub();
    const logUrl = `${env('GITHUB_SERVER_URL')}/${env('GITHUB_REPOSITORY')}/actions/runs/${env('GITHUB_RUN_ID')}`;
    await api.postStatus(env('HEAD_SHA'), {
      state: 'failure',
      context: PREVIEW_CONTEXT,
      description: statusDescription(result),
      target_url: logUrl,
    });
    await api.comment(Number(env('PULL_NUMBER')), draftComment(result, logUrl));
    console.log(`Told draft #${env('PULL_NUMBER')}: ${statusDescription(result)}`);
  },
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`Usage: tsx scripts/ci/steps.ts ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
command().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
