/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATUS_DESCRIPTION_MAX } from './content-check';
import {
  CONFLICT_DESCRIPTION,
  failureDescription,
  firstFailedStep,
  interruptedDescription,
  PENDING_DESCRIPTION,
  publishedDescription,
  PUBLISHING_DESCRIPTION,
  putBackDescription,
  STEP_FAILURES,
  SUCCESS_DESCRIPTION,
  type FailedStep,
  type Where,
} from './preview-status';

const root = process.cwd();

/** The editor's own source of a module, from the source map shipped in its npm package. */
function editorSource(file: string): string {
  const map = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@sveltia/cms/dist/sveltia-cms.mjs.map'), 'utf8'),
  ) as { sources: string[]; sourcesContent: string[] };
  const index = map.sources.findIndex((source) => source.endsWith(file));
  if (index === -1) throw new Error(`the editor's package has no ${file}`);
  return map.sourcesContent[index]!;
}

/** The editor passes over a status whose description says the build did not happen (its own pattern). */
const editorIgnores = (() => {
  const source = editorSource('src/lib/services/backends/git/shared/deployment.js');
  const [, body, flags] = /const NO_BUILD_DESCRIPTION_REGEX\s*=\s*\/(.+)\/([a-z]*);/.exec(source) ?? [];
  if (body === undefined) throw new Error("the editor's deployment.js no longer has NO_BUILD_DESCRIPTION_REGEX");
  return new RegExp(body, flags);
})();

const steps: FailedStep[] = [
  'install',
  'browsers',
  'suite',
  'settings',
  'content',
  'sign-in',
  'decide',
  'deploy',
  'previews-full',
  'build-gone',
  'wait',
  'unknown',
];
const wheres: Where[] = ['draft', 'live', 'put-back'];
const longProblem = `Album rita-nuno: ${'the photo IMG_1002.webp has no Portuguese description, '.repeat(5)}`;
/** The longest address a Firebase Hosting site has before a domain: a project id is at most 30 characters. */
const longestHostingUrl = `https://${'a'.repeat(30)}.web.app`;

const everyDescription = [
  ...wheres.flatMap((where) =>
    steps.flatMap((step) => [
      failureDescription({ where, step }),
      failureDescription({ where, step, problem: longProblem }),
    ]),
  ),
  ...wheres.flatMap((where) => [
    PENDING_DESCRIPTION[where],
    interruptedDescription(where, true),
    interruptedDescription(where, false),
  ]),
  ...Object.values(PUBLISHING_DESCRIPTION),
  SUCCESS_DESCRIPTION.draft,
  SUCCESS_DESCRIPTION['put-back'],
  ...[0, 1, 3, 22, 120].flatMap((left) => [
    publishedDescription(longestHostingUrl, left),
    publishedDescription('https://ritasousa.pt', left),
    publishedDescription('', left),
  ]),
  ...(['put back', 'already answered', 'nothing earlier'] as const).flatMap((outcome) => [
    putBackDescription(outcome, true),
    putBackDescription(outcome, false),
  ]),
  CONFLICT_DESCRIPTION,
];

describe('what the editor is told of a run', () => {
  test('the states posted are states the editor shows (pending, ready, error)', () => {
    const source = editorSource('src/lib/services/backends/git/github/deployment.js');
    const map = /const STATUS_STATE_MAP = \{([^}]*)\}/.exec(source)?.[1] ?? '';
    for (const [state, shown] of [
      ['PENDING', 'pending'],
      ['SUCCESS', 'ready'],
      ['FAILURE', 'error'],
      ['ERROR', 'error'],
    ])
      expect(map).toMatch(new RegExp(`${state}: '${shown}'`));
  });

  test('every description fits the 140 characters GitHub keeps, and only her own problem is ever cut', () => {
    for (const description of everyDescription) expect(description.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_MAX);
    for (const where of wheres) for (const step of steps) expect(failureDescription({ where, step })).not.toMatch(/…$/);
    for (const left of [0, 1, 22, 120]) expect(publishedDescription(longestHostingUrl, left)).not.toMatch(/…$/);
  });

  test('no description is one the editor passes over as a build that never happened', () => {
    expect(editorIgnores.test('Deploy preview canceled.')).toBe(true);
    for (const description of everyDescription) expect(description).not.toMatch(editorIgnores);
  });

  test('a draft in conflict is told what the editor can do: save again keeps the conflict, Discard Changes ends it', () => {
    // Saving a draft commits on top of the draft's own last commit, never on main's newest.
    expect(editorSource('src/lib/services/backends/git/github/commits.js')).toMatch(
      /return \(await fetchLastCommit\(branch\)\)\.hash;/,
    );
    // A draft made after a discard starts from main's head (the branch is made, or reset, there).
    expect(editorSource('src/lib/services/backends/git/github/workflow.js')).toMatch(
      /const sha = base\.ref\.target\.oid;/,
    );
    expect(editorSource('src/lib/locales/en-US.yaml')).toContain('"discard_changes":"Discard Changes"');
    expect(CONFLICT_DESCRIPTION).toContain("Discard this draft's changes, then make them again.");
    expect(CONFLICT_DESCRIPTION).not.toMatch(/save/i);
  });

  test('a publish says where the site is, and, until it goes live, that it is hidden with how much is left and where', () => {
    expect(publishedDescription('https://luz-site.web.app', 5)).toBe(
      'Published at https://luz-site.web.app, hidden from search engines until you go live (5 things left: /admin/go-live).',
    );
    expect(publishedDescription('https://ritasousa.pt', 1)).toBe(
      'Published at https://ritasousa.pt, hidden from search engines until you go live (1 thing left: /admin/go-live).',
    );
    expect(publishedDescription('https://ritasousa.pt', 0)).toBe(
      'Published at https://ritasousa.pt: the site shows this version, open to search engines.',
    );
  });

  test('an address too long for the words is left to the status’s link, never cut', () => {
    const long = `https://${'a'.repeat(60)}.pt`;
    expect(publishedDescription(long, 12)).toBe(
      'Published, hidden from search engines until you go live (12 things left: /admin/go-live).',
    );
    expect(publishedDescription(longestHostingUrl, 12)).toBe(
      `Published at ${longestHostingUrl}, hidden from search engines until you go live (12 things left: /admin/go-live).`,
    );
  });

  test('a failed check of her content says its first problem; a failed install says to try again', () => {
    expect(failureDescription({ where: 'draft', step: 'content', problem: 'Album rita-nuno: no cover.' })).toBe(
      'No preview: Album rita-nuno: no cover.',
    );
    expect(failureDescription({ where: 'draft', step: 'install' })).toBe(
      "No preview: GitHub could not install the site's tools. Save any change again; if it repeats, tell your developer.",
    );
    expect(failureDescription({ where: 'live', step: 'sign-in' })).toMatch(/^Not published: .*Tell your developer/);
    expect(failureDescription({ where: 'draft', step: 'previews-full' })).toBe(
      'No preview: Firebase Hosting holds 50 previews at most, all in use. Publish or discard the drafts you no longer need, then save again.',
    );
  });

  test('the failed step is the first whose conclusion is failure; one allowed to fail is passed over', () => {
    const outcome = (outcome: string, conclusion = outcome) => ({ outcome, conclusion, outputs: {} });
    expect(
      firstFailedStep(
        JSON.stringify({
          checkout: outcome('success'),
          promote: outcome('failure', 'success'),
          publish: outcome('success'),
          google: outcome('failure'),
          deploy: outcome('skipped'),
        }),
      ),
    ).toBe('sign-in');
    expect(firstFailedStep(JSON.stringify({ install: outcome('failure'), browsers: outcome('failure') }))).toBe(
      'install',
    );
    expect(firstFailedStep(JSON.stringify({ somewhere: outcome('failure') }))).toBe('unknown');
    // A step may name its failure better than its id does; a name the words do not know is passed over.
    const named = (failure: string) => ({ ...outcome('failure'), outputs: { failure } });
    expect(firstFailedStep(JSON.stringify({ deploy: named('previews-full') }))).toBe('previews-full');
    expect(firstFailedStep(JSON.stringify({ deploy: named('build-gone') }))).toBe('build-gone');
    expect(firstFailedStep(JSON.stringify({ deploy: named('anything') }))).toBe('deploy');
    expect(firstFailedStep('not json')).toBe('unknown');
    expect(firstFailedStep(undefined)).toBe('unknown');
  });

  test('every step id the words know stands for a failure with words of its own', () => {
    for (const step of Object.values(STEP_FAILURES)) expect(steps).toContain(step);
  });

  test('after Put back, a newest Publish that never went live is said to be off the site', () => {
    for (const outcome of ['put back', 'already answered', 'nothing earlier'] as const) {
      expect(putBackDescription(outcome, false)).toMatch(/Your newest Publish is not on the site/);
      expect(putBackDescription(outcome, true)).not.toMatch(/newest Publish/);
    }
    expect(putBackDescription('put back', true)).toBe(
      'Put back: the site shows its version from before your last Publish. Your next Publish replaces it.',
    );
  });

  test('an interrupted run says whether a newer one carries the change', () => {
    expect(interruptedDescription('live', false)).toMatch(/^Publishing was interrupted: /);
    expect(interruptedDescription('live', true)).toMatch(/newer publish/);
    expect(interruptedDescription('draft', false)).toMatch(/save any change of the draft again/);
  });
});

describe('the words she reads, whole', () => {
  const again = 'Save any change again; if it repeats, tell your developer.';
  test.each<[FailedStep, string]>([
    ['install', `No preview: GitHub could not install the site's tools. ${again}`],
    ['browsers', `No preview: GitHub could not install the checking browser. ${again}`],
    ['suite', "No preview: the site's code failed its checks, not your content. Tell your developer."],
    ['settings', `No preview: a check of your content failed. ${again}`],
    ['content', `No preview: a check of your content failed. ${again}`],
    [
      'sign-in',
      'No preview: GitHub could not sign in to Firebase Hosting. Tell your developer (the Google sign-in settings).',
    ],
    ['decide', `No preview: GitHub or Firebase Hosting did not answer. ${again}`],
    ['deploy', `No preview: Firebase Hosting did not take the site. ${again}`],
    ['build-gone', `No preview: GitHub keeps a build a day; this one is gone. ${again}`],
    ['wait', `No preview: a publish was still under way after an hour. ${again}`],
    ['unknown', `No preview: the run stopped on an unexpected error. ${again}`],
  ])('a draft whose %s step failed is told so in her words, with the first thing to do', (step, words) => {
    expect(failureDescription({ where: 'draft', step })).toBe(words);
  });

  test.each<[Where, string]>([
    [
      'draft',
      'No preview: Firebase Hosting did not take the site. Save any change again; if it repeats, tell your developer.',
    ],
    [
      'live',
      'Not published: Firebase Hosting did not take the site. It goes live with your next Publish; if it repeats, tell your developer.',
    ],
    [
      'put-back',
      'Not put back: Firebase Hosting did not take the site. Press Put back again; if it repeats, tell your developer.',
    ],
  ])('a failure of the %s run says what was not done and what to do again', (where, words) => {
    expect(failureDescription({ where, step: 'deploy' })).toBe(words);
  });

  test.each<[Parameters<typeof putBackDescription>[0], boolean, string]>([
    [
      'put back',
      false,
      'Put back: the site shows an earlier version. Your newest Publish is not on the site: it goes live with your next Publish.',
    ],
    ['already answered', true, 'Put back: nothing more to change; the site already shows what you asked for.'],
    [
      'already answered',
      false,
      'Put back: nothing more to change. Your newest Publish is not on the site: it goes live with your next Publish.',
    ],
    ['nothing earlier', true, 'Not put back: Firebase Hosting keeps no earlier site. Tell your developer.'],
    [
      'nothing earlier',
      false,
      'Not put back: Firebase Hosting keeps no earlier site. Your newest Publish is not on the site: it goes live with your next Publish.',
    ],
  ])('a Put back that ended “%s” (newest Publish live: %s) is told in her words', (outcome, newestLive, words) => {
    expect(putBackDescription(outcome, newestLive)).toBe(words);
  });

  test.each<[Where, boolean, string]>([
    ['draft', true, 'A newer save of this draft replaced this one; its preview is on its way.'],
    ['draft', false, 'The preview was interrupted: save any change of the draft again.'],
    ['live', true, 'A newer publish replaced this one and includes this change.'],
    [
      'live',
      false,
      'Publishing was interrupted: it goes live with your next Publish, or ask your developer to re-run it.',
    ],
    ['put-back', true, 'Put back was interrupted: press Put back again; if it repeats, tell your developer.'],
    ['put-back', false, 'Put back was interrupted: press Put back again; if it repeats, tell your developer.'],
  ])('an interrupted %s run (superseded: %s) is told what happens next', (where, superseded, words) => {
    expect(interruptedDescription(where, superseded)).toBe(words);
  });

  test('an address whose words fill the 140 characters exactly is kept in them; one character more is left out', () => {
    const tail = ': the site shows this version, open to search engines.';
    const fits = `https://${'a'.repeat(STATUS_DESCRIPTION_MAX - 'Published at '.length - tail.length - 'https://.pt'.length)}.pt`;
    expect(`Published at ${fits}${tail}`).toHaveLength(STATUS_DESCRIPTION_MAX);
    expect(publishedDescription(fits, 0)).toBe(`Published at ${fits}${tail}`);
    expect(publishedDescription(fits.replace('https://', 'https://b'), 0)).toBe(`Published${tail}`);
  });
});

describe('the failed step, from steps the workflow did not run or that name nothing', () => {
  test('a step with no entry is passed over; a failed step with no outputs is named by its id', () => {
    expect(firstFailedStep(JSON.stringify({ checkout: null, google: { conclusion: 'failure' } }))).toBe('sign-in');
  });
});
