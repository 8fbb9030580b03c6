/**
 * What the photographer is told of a run, as the "Deploy preview" commit status of the commit it
 * judged: the editor reads that status on a draft's last commit and, after Publish, on main's
 * newest commit (backend.preview_context in the editor's configuration). Pending when a run starts,
 * success with the address when the preview or the live site is there, failure naming the first
 * thing to do when any step failed, error when the run was interrupted. Pure: the workflow's step
 * outcomes and what was found come in, the status goes out.
 */
import { GO_LIVE_PAGE } from '../../lib/going-live/preview-context';
import { STATUS_DESCRIPTION_MAX } from './content-check';

export { PREVIEW_CONTEXT } from '../../lib/going-live/preview-context';

/** A draft's run makes its preview; main's run publishes the site; Put back makes an earlier site live again. */
export type Where = 'draft' | 'live' | 'put-back';

/** What failed, as she would need to know it. */
export type FailedStep =
  | 'install'
  | 'browsers'
  | 'suite'
  | 'settings'
  | 'content'
  | 'sign-in'
  | 'decide'
  | 'deploy'
  | 'previews-full'
  | 'build-gone'
  | 'wait'
  | 'unknown';

/**
 * What a step names as its failure, when it knows it better than its id does (its `failure` output,
 * set before it fails): the preview site holding all the channels the host allows.
 */
const NAMED_FAILURES: readonly FailedStep[] = ['previews-full', 'build-gone'];

/**
 * The workflows' step ids (ci.yml's draft and live jobs), each the failure it stands for. A step
 * that can fail carries an id listed here, so that its failure is told in its own words (the
 * workflow test holds the jobs to this list).
 */
export const STEP_FAILURES: Readonly<Record<string, FailedStep>> = {
  checkout: 'install',
  'checkout-build': 'install',
  node: 'install',
  install: 'install',
  'promote-node': 'install',
  'promote-install': 'install',
  'restore-photos': 'install',
  'save-photos': 'install',
  browsers: 'browsers',
  'apt-update': 'browsers',
  'apt-install': 'browsers',
  suite: 'suite',
  'record-tested': 'suite',
  settings: 'settings',
  content: 'content',
  google: 'sign-in',
  'google-deploy': 'sign-in',
  publish: 'decide',
  deploy: 'deploy',
  wait: 'wait',
  'put-back': 'decide',
  'keep-build': 'unknown',
};

type StepsContext = Record<
  string,
  { outcome?: string; conclusion?: string; outputs?: Record<string, string | undefined> } | undefined
>;

/**
 * The first step that failed the job, from GitHub's `steps` context as JSON (`toJSON(steps)`: the
 * steps with an id, in the order they ran). A step allowed to fail (continue-on-error, the
 * promotion that falls back to the build) has the conclusion success and is passed over.
 */
export function firstFailedStep(stepsJson: string | undefined): FailedStep {
  let steps: StepsContext;
  try {
    steps = JSON.parse(stepsJson || '{}') as StepsContext;
  } catch {
    return 'unknown';
  }
  for (const [id, step] of Object.entries(steps)) {
    if (step?.conclusion !== 'failure') continue;
    const named = NAMED_FAILURES.find((failure) => failure === step.outputs?.failure);
    return named ?? STEP_FAILURES[id] ?? 'unknown';
  }
  return 'unknown';
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Cut to what GitHub keeps of a description. */
const fit = (text: string) =>
  text.length <= STATUS_DESCRIPTION_MAX ? text : `${text.slice(0, STATUS_DESCRIPTION_MAX - 1)}…`;

/**
 * The channels Firebase Hosting holds on a site besides live (firebase-tools' users meet its 429,
 * "channel quota reached", at 50): one a draft, so as many drafts can be previewed at once.
 */
const PREVIEWS_HELD = 50;

const AGAIN: Record<Where, string> = {
  draft: 'Save any change again; if it repeats, tell your developer.',
  live: 'It goes live with your next Publish; if it repeats, tell your developer.',
  'put-back': 'Press Put back again; if it repeats, tell your developer.',
};
const NOT_DONE: Record<Where, string> = { draft: 'No preview', live: 'Not published', 'put-back': 'Not put back' };

export type Failure = {
  where: Where;
  step: FailedStep;
  /** The first problem the content check found, in her words (its result file), when it failed. */
  problem?: string;
};

/** The description of a failure: in plain words, the first thing to do, at most 140 characters. */
export function failureDescription({ where, step, problem }: Failure): string {
  const not = NOT_DONE[where];
  switch (step) {
    case 'install':
      return fit(`${not}: GitHub could not install the site's tools. ${AGAIN[where]}`);
    case 'browsers':
      return fit(`${not}: GitHub could not install the checking browser. ${AGAIN[where]}`);
    case 'suite':
      return fit(`${not}: the site's code failed its checks, not your content. Tell your developer.`);
    case 'settings':
    case 'content':
      return fit(problem ? `${not}: ${problem}` : `${not}: a check of your content failed. ${AGAIN[where]}`);
    case 'sign-in':
      return fit(
        `${not}: GitHub could not sign in to Firebase Hosting. Tell your developer (the Google sign-in settings).`,
      );
    case 'decide':
      return fit(`${not}: GitHub or Firebase Hosting did not answer. ${AGAIN[where]}`);
    case 'deploy':
      return fit(`${not}: Firebase Hosting did not take the site. ${AGAIN[where]}`);
    case 'previews-full':
      return fit(
        `${not}: Firebase Hosting holds ${PREVIEWS_HELD} previews at most, all in use. Publish or discard the drafts you no longer need, then save again.`,
      );
    case 'build-gone':
      return fit(`${not}: GitHub keeps a build a day; this one is gone. ${AGAIN[where]}`);
    case 'wait':
      return fit(`${not}: a publish was still under way after an hour. ${AGAIN[where]}`);
    case 'unknown':
      return fit(`${not}: the run stopped on an unexpected error. ${AGAIN[where]}`);
  }
}

/** What the editor shows while a run is on its way. */
export const PENDING_DESCRIPTION: Record<Where, string> = {
  draft: 'Making the preview of this draft: a few minutes.',
  live: 'Publishing: the site shows this change in a few minutes.',
  'put-back': 'Putting back the previous site: a few minutes, once any publish under way is live.',
};

/**
 * What a Publish under way says once it knows what it waits for: a Publish made before it still
 * under way (its live job waits behind that one's), then, at the head of the live site's queue,
 * its build or its release. The editor stops asking after 10 minutes; these words stay on GitHub.
 */
export const PUBLISHING_DESCRIPTION = {
  queued: 'Publishing: waiting for the previous Publish to go live, then a few minutes.',
  build: 'Publishing: checking and building the site first, then it goes live.',
  promote: 'Publishing: making your checked preview the live site, in a minute.',
} as const;

/** What the editor shows when a draft's preview or a Put back is done (a publish: publishedDescription). */
export const SUCCESS_DESCRIPTION: Record<Exclude<Where, 'live'>, string> = {
  draft: 'The draft as the site will show it',
  'put-back': 'Put back: the site shows its version from before your last Publish. Your next Publish replaces it.',
};

/**
 * What the editor shows once a publish is live: where the site is, and whether search engines are
 * let in. Until it goes live (any of `left`, the things that stop it, remains) the site is online,
 * hidden from search engines, and the words say how many things are left and where they are
 * listed (the go-live page). Any Hosting address fits with up to 99 things left; a longer address is left out of the
 * words (the status links to it anyway) rather than cutting them.
 */
export function publishedDescription(url: string, left: number): string {
  const tail =
    left === 0
      ? ': the site shows this version, open to search engines.'
      : `, hidden from search engines until you go live (${count(left, 'thing', 'things')} left: ${GO_LIVE_PAGE}).`;
  const at = `Published at ${url}${tail}`;
  return fit(url && at.length <= STATUS_DESCRIPTION_MAX ? at : `Published${tail}`);
}

/**
 * What a draft in conflict with main is told: a draft and a publish changed the same file, so GitHub
 * cannot merge it (Publish fails) and runs no pull_request workflow for it until that is resolved.
 * Saving again does not resolve it: the editor commits on top of the draft, never on main's newest
 * commit. Discarding the draft's changes (the editor's "Discard Changes") and making them again does:
 * a new draft starts from what is published.
 */
export const CONFLICT_DESCRIPTION =
  "Can't be published: a publish changed the same file. Discard this draft's changes, then make them again.";

/** What a finished Put back did. */
export type PutBackOutcome = 'put back' | 'already answered' | 'nothing earlier';

/**
 * What the editor shows on main's newest commit after Put back: its status replaces the publish's,
 * so when that commit never went live (its publish failed or was stopped), the words say so, and
 * nothing merged stays off the site without her being told.
 */
export function putBackDescription(outcome: PutBackOutcome, newestLive: boolean): string {
  const newestOff = 'Your newest Publish is not on the site: it goes live with your next Publish.';
  switch (outcome) {
    case 'put back':
      return newestLive ? SUCCESS_DESCRIPTION['put-back'] : `Put back: the site shows an earlier version. ${newestOff}`;
    case 'already answered':
      return newestLive
        ? 'Put back: nothing more to change; the site already shows what you asked for.'
        : `Put back: nothing more to change. ${newestOff}`;
    case 'nothing earlier':
      return fit(
        `Not put back: Firebase Hosting keeps no earlier site. ${newestLive ? 'Tell your developer.' : newestOff}`,
      );
  }
}

/**
 * An interrupted run (stopped by hand, by its time limit, or by a newer save or publish) must not
 * leave its commit pending for ever. Whether a newer run is there to report decides the words: a
 * newer save or publish holds this change too; else she starts a new run. The words avoid
 * "cancelled", "skipped" and "no build": the editor ignores a status whose description says so.
 */
export function interruptedDescription(where: Where, superseded: boolean): string {
  if (where === 'put-back')
    return 'Put back was interrupted: press Put back again; if it repeats, tell your developer.';
  if (superseded)
    return where === 'draft'
      ? 'A newer save of this draft replaced this one; its preview is on its way.'
      : 'A newer publish replaced this one and includes this change.';
  return where === 'draft'
    ? 'The preview was interrupted: save any change of the draft again.'
    : 'Publishing was interrupted: it goes live with your next Publish, or ask your developer to re-run it.';
}
