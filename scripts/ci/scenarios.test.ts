/** @jest-environment node */
/*
 * The publishing guarantees, played as GitHub would play them: the workflows as written
 * (.github/workflows/), their steps run by test-support/publishing/actions.ts in GitHub's order and queues,
 * against a real git repository and the stand-in for GitHub's and Firebase Hosting's APIs, which
 * checks every request and answer against the services' published descriptions. Each row says
 * which suite ran, what is live at the end, and what the draft was told.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { enquiryTestText } from '@/lib/going-live/enquiry-test';
import { HER_EMAILJS_SETTINGS, HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from '@/test-support/her-settings';
import { Actions, git, type Run } from '@/test-support/publishing/actions';
import { PREVIEW_TOKEN, StandIn } from '@/test-support/publishing/services';
import { boardAfterPublish } from '@/test-support/publishing/sveltia-board';

const root = process.cwd();
const SITE = 'luz-site';
/** The drafts' previews: a site of their own, which the preview identity alone deploys to. */
const PREVIEW_SITE = 'luz-previews';
/**
 * The projects as the set-up leaves them: the live site on her project, where the live identity
 * holds Hosting's Admin role and the preview identity nothing; drafts' previews on a project of
 * their own, where the preview identity is Admin and the live identity reads what it promotes.
 */
const PROJECTS: StandIn['projects'] = {
  'luz-project': { sites: [SITE], roles: { live: 'roles/firebasehosting.admin' } },
  'luz-project-previews': {
    sites: [PREVIEW_SITE],
    roles: { preview: 'roles/firebasehosting.admin', live: 'roles/firebasehosting.viewer' },
  },
};
const REPOSITORY = 'luz/site';
/** The code the classifier and the steps are: copied into the scenario's repository, so each run uses the copy it checks out. */
const CODE = [
  'firebase.json',
  ...[
    'apis',
    'check-live-output',
    'commands',
    'content-check',
    'deploy',
    'live-files',
    'preview-channels',
    'preview-status',
    'publish-plan',
    'put-back',
    'release-message',
    'retry',
    'steps',
    'tested',
  ].map((name) => `scripts/ci/${name}.ts`),
  'scripts/photos/photo-files.ts',
  'scripts/postbuild/robots.ts',
  'content/collections.ts',
  'content/data-file.ts',
  'lib/albums/front-matter.ts',
  ...['change-set', 'demo', 'enquiry-test', 'photo-names', 'preview-context', 'readiness'].map(
    (name) => `lib/going-live/${name}.ts`,
  ),
  'lib/contact/emailjs-settings.ts',
  ...['host-rules', 'hosting-config', 'read-hosting-config', 'request-target', 'search-engines'].map(
    (name) => `lib/hosting/${name}.ts`,
  ),
];

/** The workflows as written, committed in the scenario's repository with the code. */
const WORKFLOWS = readdirSync(path.join(root, '.github', 'workflows'))
  .filter((file) => file.endsWith('.yml'))
  .map((file) => `.github/workflows/${file}`);

type Files = Record<string, string | null>;

type World = {
  standIn: StandIn;
  actions: Actions;
  work: string;
  /** The world's clock, which each event moves on by a second. */
  now: () => Date;
  /** Commits the files given, removing each given as null. */
  commit: (files: Files, message: string, branch?: string) => string;
  push: (sha: string, before: string) => Run[];
  openDraft: (number: number, files: Files, author?: string) => string;
  saveDraft: (number: number, files: Files) => string;
  /** Publish: the merge, and the push GitHub makes a run of (at once, unless `runLater`). */
  publish: (number: number, options?: { runLater?: boolean }) => string;
  /** The editor's discard: the pull request closed without merging. */
  discardDraft: (number: number) => void;
  /** Put back's Run workflow, on main unless another branch is chosen. */
  putBack: (ref?: string) => Run[];
  liveTree: () => string | null;
  treeOf: (sha: string) => string;
  suites: () => { what: string; sha: string; detail: string }[];
  told: (sha: string) => string[];
  /** The "Deploy preview" status the editor reads on a commit: the newest in that context. */
  shown: (sha: string) => { state: string; description: string; target_url: string; created_at: string } | undefined;
  mainHead: () => string;
};

// A folder of this run's own: another run of the table in the same checkout removes only its own.
const scratchRoot = path.join(root, '.cache', 'ci-scenarios', `run-${process.pid}`);
const worlds: World[] = [];

/**
 * A world of its own: a new repository and services, or a copy of another world (its repositories,
 * what GitHub and the host hold, its runs and its clock) that goes on separately from there.
 */
async function world(from?: World): Promise<World> {
  mkdirSync(scratchRoot, { recursive: true });
  const scratch = mkdtempSync(path.join(scratchRoot, 'world-'));
  const origin = path.join(scratch, 'origin.git');
  const work = path.join(scratch, 'work');
  if (from) {
    cpSync(from.actions.origin, origin, { recursive: true, preserveTimestamps: true });
    cpSync(from.work, work, { recursive: true, preserveTimestamps: true });
    const config = path.join(work, '.git', 'config');
    writeFileSync(config, readFileSync(config, 'utf8').replace(from.actions.origin, origin));
  } else {
    mkdirSync(origin);
    git(origin, 'init', '-q', '--bare', '-b', 'main');
    mkdirSync(work);
    git(work, 'init', '-q', '-b', 'main');
    git(work, 'config', 'user.name', 'scenario');
    git(work, 'config', 'user.email', 'scenario@localhost');
    git(work, 'remote', 'add', 'origin', origin);
  }
  let clock = from ? from.now().getTime() : Date.parse('2026-11-27T10:00:00Z');
  const tick = () => new Date((clock += 1000));
  const standIn = new StandIn(origin, REPOSITORY, () => new Date(clock));
  if (from) standIn.adopt(from.standIn);
  await standIn.start();
  standIn.ensureLiveChannel(SITE);
  standIn.projects = structuredClone(PROJECTS);
  const actions = new Actions(origin, standIn, {
    repository: REPOSITORY,
    scratch: path.join(scratch, 'runs'),
    tick,
    advance: (ms) => (clock += ms),
    // As the README sets it up: production deploys from main only.
    environments: { production: { branches: ['main'] } },
    vars: {
      FIREBASE_SITE: SITE,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'luz-project',
      NEXT_PUBLIC_SITE_URL: 'https://luz.example',
      GCP_WORKLOAD_IDENTITY_PROVIDER: 'projects/1/locations/global/workloadIdentityPools/github/providers/github',
      GCP_SERVICE_ACCOUNT: 'site-deploy@luz-project.iam.gserviceaccount.com',
      FIREBASE_PREVIEW_SITE: PREVIEW_SITE,
      GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER:
        'projects/1/locations/global/workloadIdentityPools/github/providers/github-previews',
      GCP_PREVIEW_SERVICE_ACCOUNT: 'preview-deploy@luz-project.iam.gserviceaccount.com',
    },
  });
  if (from) actions.adopt(from.actions);
  const commit = (files: Files, message: string, branch = 'main') => {
    if (git(work, 'symbolic-ref', '--short', 'HEAD') !== branch) git(work, 'checkout', '-q', branch);
    for (const [file, text] of Object.entries(files)) {
      if (text === null) {
        rmSync(path.join(work, file));
        continue;
      }
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), text);
    }
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', message);
    git(work, 'push', '-q', 'origin', branch);
    return git(work, 'rev-parse', 'HEAD');
  };
  const heads = new Map<number, string>();
  const self: World = {
    standIn,
    actions,
    work,
    now: () => new Date(clock),
    commit,
    push: (sha, before) => actions.trigger({ name: 'push', sha, before }),
    // The editor makes the draft's branch and commits to it (a push), then opens the pull request.
    openDraft(number, files, author = 'photographer') {
      git(work, 'checkout', '-q', '-b', `draft-${number}`, 'main');
      const head = commit(files, `Draft ${number}`, `draft-${number}`);
      actions.trigger({ name: 'push', sha: head, before: git(work, 'rev-parse', 'main'), branch: `draft-${number}` });
      heads.set(number, author);
      standIn.pulls.push({ number, headSha: head, author, mergeCommit: null });
      actions.trigger({ name: 'pull_request', number, headSha: head, baseSha: git(work, 'rev-parse', 'main'), author });
      return head;
    },
    // A save is a push to the draft's branch; GitHub runs pull_request workflows only for a draft
    // that merges into main without a conflict.
    saveDraft(number, files) {
      const before = git(work, 'rev-parse', `draft-${number}`);
      const head = commit(files, `Draft ${number}, saved again`, `draft-${number}`);
      const pull = standIn.pulls.find((candidate) => candidate.number === number)!;
      pull.headSha = head;
      actions.trigger({ name: 'push', sha: head, before, branch: `draft-${number}` });
      if (standIn.mergesCleanly(pull))
        actions.trigger({
          name: 'pull_request',
          action: 'synchronize',
          number,
          headSha: head,
          baseSha: git(work, 'rev-parse', 'main'),
          author: heads.get(number)!,
        });
      return head;
    },
    discardDraft(number) {
      const pull = standIn.pulls.find((candidate) => candidate.number === number)!;
      pull.closed = true;
      if (standIn.mergesCleanly(pull))
        actions.trigger({
          name: 'pull_request',
          action: 'closed',
          number,
          headSha: pull.headSha,
          baseSha: git(work, 'rev-parse', 'main'),
          author: pull.author,
        });
    },
    publish(number, { runLater = false } = {}) {
      const before = git(work, 'rev-parse', 'main');
      git(work, 'checkout', '-q', 'main');
      git(work, 'merge', '-q', '--no-ff', '-m', `Publish draft ${number}`, `draft-${number}`);
      git(work, 'push', '-q', 'origin', 'main');
      const merged = git(work, 'rev-parse', 'HEAD');
      const pull = standIn.pulls.find((candidate) => candidate.number === number)!;
      pull.mergeCommit = merged;
      pull.mergedAt = tick().toISOString();
      if (runLater) actions.triggerLater({ name: 'push', sha: merged, before });
      else actions.trigger({ name: 'push', sha: merged, before });
      // GitHub closes the merged pull request at the same time.
      actions.trigger({
        name: 'pull_request',
        action: 'closed',
        merged: true,
        number,
        headSha: pull.headSha,
        baseSha: before,
        author: heads.get(number)!,
      });
      return merged;
    },
    putBack: (ref) => actions.trigger({ name: 'workflow_dispatch', workflow: 'put-back.yml', ref }),
    liveTree: () => standIn.served(SITE, 'live', '/index.html')?.match(/tree ([0-9a-f]{40})/)?.[1] ?? null,
    treeOf: (sha) => git(work, 'rev-parse', `${sha}^{tree}`),
    suites: () =>
      actions.work.filter((work) => work.what !== 'cache save').map(({ what, sha, detail }) => ({ what, sha, detail })),
    told: (sha) => [
      ...(standIn.statuses.get(sha) ?? [])
        .filter((status) => status.context === 'Deploy preview')
        .map((status) => `${status.state}: ${status.description}`),
    ],
    shown: (sha) => (standIn.statuses.get(sha) ?? []).filter((status) => status.context === 'Deploy preview').at(-1),
    mainHead: () => git(work, 'rev-parse', 'main'),
  };
  worlds.push(self);
  return self;
}

afterAll(async () => {
  for (const { standIn } of worlds) await standIn.stop();
  rmSync(scratchRoot, { recursive: true, force: true });
});

const album = (slug: string, marker = '') => ({
  [`content/albums/${slug}/index.en.md`]: `---\ntitle: ${slug}\n---\n${marker}\n`,
  [`content/albums/${slug}/index.pt.md`]: `---\ntitle: ${slug}\n---\n${marker}\n`,
  [`content/albums/${slug}/IMG_1.webp`]: `photo of ${slug}`,
});

/** A demo album, as the demo ships one: painted photos only. */
const demoAlbum = (slug: string, title: string) => ({
  [`content/albums/${slug}/index.en.md`]: `---\ntitle: ${title}\nphotos:\n  - file: demo-01.jpg\n    description: Painted\n---\n`,
  [`content/albums/${slug}/index.pt.md`]: `---\ntitle: ${title}\nphotos:\n  - file: demo-01.jpg\n    description: Pintada\n---\n`,
  [`content/albums/${slug}/demo-01.jpg`]: 'a painted photo',
});
const SETTINGS = 'content/settings/site.yml';
/** Settings still the demo's in two places: the photographer's name and her e-mail. */
const DEMO_SETTINGS = HER_SETTINGS_YAML.replace('photographer: Rita Sousa', 'photographer: Marta Example').replace(
  'ola@ritasousa.pt',
  'hello@luzdosul.example',
);
/** Her domain, once connected: the set-up sets the site's address to it. */
const HER_DOMAIN = 'https://ritasousa.pt';
/** Her confirmation that a test enquiry arrived whole, as the go-live page commits it. */
const ENQUIRY_CONFIRMED = {
  'content/settings/enquiry-test.yml': enquiryTestText(HER_ENQUIRY_TEST),
};
/**
 * What a publish of the table's site says: it is published, and kept from search engines while its
 * address is a placeholder, it has no settings file and no test enquiry is confirmed.
 */
const HIDDEN_AT_LUZ =
  'Published at https://luz.example, hidden from search engines until you go live (3 things left: /admin/go-live).';

/**
 * Whether what a channel serves lets search engines in: its robots.txt (closed: every agent kept
 * out and no sitemap named; open: every agent let in and the sitemap named), the X-Robots-Tag its
 * version answers for a page, a clean address and a photo, and for the editor, whose own rule stays.
 */
function indexing(w: World, site: string, channel: string) {
  const robots = w.standIn.served(site, channel, '/robots.txt') ?? '(none)';
  const header = (pathname: string) => w.standIn.servedHeaders(site, channel, pathname)['x-robots-tag'] ?? 'none';
  return {
    robots:
      /^User-agent: \*\nDisallow: \/$/m.test(robots) && !robots.includes('Sitemap:')
        ? 'closed'
        : /^User-agent: \*\nAllow: \/$/m.test(robots) && /^Sitemap: https:\/\/\S+\/sitemap\.xml$/m.test(robots)
          ? 'open'
          : robots,
    pages: ['/index.html', '/about', '/albums/ana-joao/IMG_1.webp'].map(header),
    editor: header('/admin'),
  };
}
const CLOSED = { robots: 'closed', pages: ['noindex', 'noindex', 'noindex'], editor: 'noindex, nofollow' };
const OPEN = { robots: 'open', pages: ['none', 'none', 'none'], editor: 'noindex, nofollow' };

/**
 * main as the table starts: the site's code and one album, its full suite passed and live. The
 * workflows publish it once per file; each row starts from a copy of that world, checked again.
 */
let published: Promise<{ world: World; first: string }> | undefined;
async function publishedSite(): Promise<World> {
  published ??= publishSite();
  const { world: start, first } = await published;
  const w = await world(start);
  expect(w.mainHead()).toBe(first);
  expect(w.liveTree()).toBe(w.treeOf(first));
  expect(w.suites()).toEqual([]);
  expect(w.standIn.violations).toEqual([]);
  return w;
}

async function publishSite(): Promise<{ world: World; first: string }> {
  const w = await world();
  // The workflows too: GitHub runs those of the commit each event is for.
  for (const file of [...CODE, ...WORKFLOWS]) {
    mkdirSync(path.dirname(path.join(w.work, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(w.work, file));
  }
  const first = w.commit(
    { 'lib/code.ts': 'export const version = 1;\n', ...album('ana-joao'), 'content/testimonials.yml': '- a\n' },
    'The site',
  );
  w.push(first, '0'.repeat(40));
  await w.actions.settle();
  expect(w.liveTree()).toBe(w.treeOf(first));
  expect(w.standIn.violations).toEqual([]);
  w.actions.work.length = 0;
  return { world: w, first };
}

const logOf = (runs: readonly Run[]) => runs.flatMap((run) => run.log).join('\n');
/** The runs of ci.yml for a draft, oldest first. */
const draftRuns = (w: World, number: number) =>
  w.actions.runs.filter((run) => run.event.name === 'pull_request' && run.event.number === number);
const CONFLICT =
  "failure: Can't be published: a publish changed the same file. Discard this draft's changes, then make them again.";
/** The suites that ran on one commit, by what they checked. */
const suitesOn = (w: World, sha: string) =>
  w
    .suites()
    .filter((suite) => suite.sha === sha)
    .map((suite) => suite.what);

describe('the publishing scenarios, as GitHub runs the workflows', () => {
  jest.setTimeout(120_000);

  test('1. a code push fails its suite, then a content-only draft is saved and published: the full suite runs, nothing untested goes live', async () => {
    const w = await publishedSite();
    const liveBefore = w.liveTree();
    const before = w.mainHead();
    const broken = w.commit(
      { 'lib/code.ts': 'export const version = 2; // FAILS_ITS_TESTS\n' },
      'A change that breaks a test',
    );
    w.push(broken, before);
    await w.actions.settle();
    const head = w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    w.publish(7);
    await w.actions.settle();
    expect(w.suites().map(({ what, detail }) => `${what}: ${detail}`)).toEqual([
      'full suite: failed: lib/code.ts',
      'full suite: failed: lib/code.ts',
      'full suite: failed: lib/code.ts',
    ]);
    expect(w.liveTree()).toBe(liveBefore);
    expect(w.told(head)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      "failure: No preview: the site's code failed its checks, not your content. Tell your developer.",
    ]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('2. two code pushes wait behind a running one (GitHub cancels the middle), then a content push: the full suite runs', async () => {
    const w = await publishedSite();
    const c1 = w.commit({ 'lib/code.ts': 'export const version = 2;\n' }, 'Code 1');
    const [running] = w.push(c1, w.treeOf('HEAD~1'));
    // The first is past its decision, running its full suite, when the others arrive.
    await w.actions.runUntil(running!, 'The full suite (code changed since the last tested commit)');
    w.actions.hold(running!);
    const c2 = w.commit({ 'lib/more.ts': 'export const more = 1;\n' }, 'Code 2');
    const [middle] = w.push(c2, c1);
    await w.actions.settle();
    const c3 = w.commit({ 'lib/code.ts': 'export const version = 3;\n' }, 'Code 3');
    const [last] = w.push(c3, c2);
    await w.actions.settle();
    const c4 = w.commit({ 'content/testimonials.yml': '- a\n- b\n' }, 'A testimonial');
    w.push(c4, c3);
    await w.actions.settle();
    w.actions.release(running!);
    await w.actions.settle();
    // Each waited as its live job, told pending from its first; a newer one cancelled it.
    const live = (run: Run) => run.jobs.find((job) => job.id === 'live')?.result;
    expect([live(middle!), live(last!)]).toEqual(['cancelled', 'cancelled']);
    expect([w.told(c2), w.told(c3)]).toEqual([
      ['pending: Publishing: waiting for the previous Publish to go live, then a few minutes.'],
      ['pending: Publishing: waiting for the previous Publish to go live, then a few minutes.'],
    ]);
    expect(w.suites().map(({ what, sha }) => `${what} ${sha === c1 ? 'c1' : sha === c4 ? 'c4' : sha}`)).toEqual([
      'full suite c1',
      'content checks c1',
      'full suite c4',
      'content checks c4',
    ]);
    expect(w.liveTree()).toBe(w.treeOf(c4));
    expect(w.standIn.violations).toEqual([]);
  });

  test('3. an old preview job re-run after a newer save: Publish makes the newer checked version live, never the older', async () => {
    const w = await publishedSite();
    const older = w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const newer = w.saveDraft(7, { 'content/albums/rita-nuno/index.en.md': '---\ntitle: Rita & Nuno\n---\n' });
    await w.actions.settle();
    // The older save's run re-run by hand.
    const [first] = draftRuns(w, 7);
    expect(first!.sha).toBe(older);
    w.actions.rerun(first!);
    await w.actions.settle();
    const merged = w.publish(7);
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(newer));
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect(logOf(w.actions.runs)).toMatch(/Publish: promote, because the merged tree is draft #7's last commit/);
    expect(w.suites().filter(({ sha }) => sha === merged)).toEqual([]);
    expect(w.told(newer)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      'success: The draft as the site will show it',
    ]);
    expect(w.told(merged)).toEqual([
      'pending: Publishing: the site shows this change in a few minutes.',
      'pending: Publishing: making your checked preview the live site, in a minute.',
      `success: ${HIDDEN_AT_LUZ}`,
    ]);
    expect(w.shown(merged)?.target_url).toBe('https://luz.example');
    expect(w.standIn.violations).toEqual([]);
  });

  test('4. main moved after the preview: Publish builds', async () => {
    const w = await publishedSite();
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const other = w.commit(album('ines-tiago'), 'Another album, straight to main');
    w.push(other, w.treeOf('HEAD~1'));
    await w.actions.settle();
    const merged = w.publish(7);
    await w.actions.settle();
    expect(logOf(w.actions.runs)).toMatch(/Publish: build, because the merged tree \w+ differs from draft #7's tree/);
    expect(suitesOn(w, merged)).toEqual(['content checks']);
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect(w.standIn.violations).toEqual([]);
  });

  test('5. Put back pressed while a build of main is deploying: at the end the previous release is live', async () => {
    const w = await publishedSite();
    const previous = w.liveTree();
    const change = w.commit(album('ines-tiago'), 'An album');
    const [building] = w.push(change, w.treeOf('HEAD~1'));
    await w.actions.runUntil(building!, 'Deploy the build and make it the live site');
    const [press] = w.putBack();
    await w.actions.settle();
    expect(press!.status).toBe('completed');
    expect(w.liveTree()).toBe(previous);
    expect(logOf([press!])).toMatch(/Live again: the site as it was before the publish of/);
    expect(w.standIn.violations).toEqual([]);
  });

  test('6. Put back pressed twice, then a publish: two publishes back, and the publish says it replaces the put-back', async () => {
    const w = await publishedSite();
    const first = w.liveTree();
    const trees = [first];
    for (const slug of ['ines-tiago', 'leonor-miguel']) {
      const sha = w.commit(album(slug), `Album ${slug}`);
      w.push(sha, w.treeOf('HEAD~1'));
      await w.actions.settle();
      trees.push(w.liveTree());
    }
    // Both presses made while a deploy is under way: the first run answers both, the second finds nothing left.
    const sha = w.commit(album('carolina-andre'), 'Album carolina-andre');
    const [deploying] = w.push(sha, w.treeOf('HEAD~1'));
    await w.actions.runUntil(deploying!, 'Deploy the build and make it the live site');
    const [press1] = w.putBack();
    const [press2] = w.putBack();
    await w.actions.settle();
    expect([press1!.status, press2!.status]).toEqual(['completed', 'completed']);
    // Two publishes back from the one that was deploying (carolina-andre): before leonor-miguel's.
    expect(w.liveTree()).toBe(trees[1]);
    expect(logOf([press1!])).toMatch(/2 presses answered/);
    expect(logOf([press2!])).toMatch(/Nothing was changed: every press of Put back has been answered/);
    expect(w.shown(sha)?.description).toBe(
      'Put back: nothing more to change; the site already shows what you asked for.',
    );
    const next = w.commit(album('emma-james'), 'Album emma-james');
    const [publish] = w.push(next, sha);
    await w.actions.settle();
    expect(logOf([publish!])).toMatch(/This publish replaces the put-back of/);
    expect(w.liveTree()).toBe(w.treeOf(next));
    expect(w.standIn.violations).toEqual([]);
  });

  test('7. a draft that edits scripts/ci/: the full suite, decided by main’s classifier', async () => {
    const w = await publishedSite();
    // The draft makes its own classifier call everything content: main's copy must decide.
    const head = w.openDraft(8, {
      'lib/going-live/change-set.ts': `${readFileSync(path.join(root, 'lib/going-live/change-set.ts'), 'utf8').replace("if (outside !== undefined) return { suite: 'full'", "if (outside === '') return { suite: 'full'")}`,
    });
    await w.actions.settle();
    const run = w.actions.runs.at(-1)!;
    expect(logOf([run])).toContain(`choose-suite (.: ${w.mainHead().slice(0, 12)})`);
    expect(logOf([run])).toMatch(
      /Suite: full, because since \w+, the newest commit that passed the full suite, lib\/going-live\/change-set.ts is not content/,
    );
    expect(suitesOn(w, head)).toEqual(['full suite', 'content checks']);
    // The plan job runs main's scripts at its root; the draft beside them is its history, with none of its files.
    const plan = path.join(w.actions.settings.scratch, `run-${run.id}-plan`);
    expect(readFileSync(path.join(plan, 'lib/going-live/change-set.ts'), 'utf8')).toBe(
      readFileSync(path.join(root, 'lib/going-live/change-set.ts'), 'utf8'),
    );
    expect(git(path.join(plan, '.judged'), 'rev-parse', 'HEAD')).toBe(head);
    expect(git(path.join(plan, '.judged'), 'ls-files', '--', 'scripts', 'content', 'lib')).not.toBe('');
    expect(
      ['lib/going-live/change-set.ts', 'content/testimonials.yml', 'lib/code.ts'].filter((file) =>
        existsSync(path.join(plan, '.judged', file)),
      ),
    ).toEqual([]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('8. a Dependabot pull request: checked, green, not deployed', async () => {
    const w = await publishedSite();
    const head = w.openDraft(9, { 'package.json': '{"devDependencies":{"x":"2.0.0"}}\n' }, 'dependabot[bot]');
    await w.actions.settle();
    const run = w.actions.runs.at(-1)!;
    expect(run.jobs.map((job) => `${job.id}: ${job.result}`)).toEqual([
      'plan: success',
      'draft: success',
      'preview: skipped',
      'live: skipped',
      'photos: skipped',
      'drafts: skipped',
      'previews: skipped',
    ]);
    expect(
      w
        .suites()
        .filter(({ sha }) => sha === head)
        .map(({ what, detail }) => `${what}: ${detail}`),
    ).toEqual(['full suite: passed', expect.stringMatching(/^content checks:\s*--since/)]);
    expect(w.standIn.channels.has(`sites/${PREVIEW_SITE}/channels/draft-9`)).toBe(false);
    expect(w.told(head)).toEqual([]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('9. two identities: the preview identity deploys to the preview site only; Publish copies to the live site', async () => {
    const w = await publishedSite();
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    w.publish(7);
    await w.actions.settle();
    w.putBack();
    await w.actions.settle();
    const hosting = w.standIn.calls.filter((call) => call.service !== 'github');
    const by = (identity: string) => hosting.filter((call) => call.identity === identity).map((call) => call.path);
    expect(by('preview').length).toBeGreaterThan(3);
    expect(by('preview').filter((call) => !call.includes(`sites/${PREVIEW_SITE}/`))).toEqual([]);
    // The live identity only reads the preview site; everything it changes is on the live site.
    const liveWrites = hosting.filter((call) => call.identity === 'live' && call.method !== 'GET');
    expect(liveWrites.filter((call) => !call.path.includes(`sites/${SITE}/`))).toEqual([]);
    expect(liveWrites.some((call) => call.path.startsWith(`/v1beta1/sites/${SITE}/versions:clone`))).toBe(true);
    expect(w.standIn.refused).toEqual([]);
    expect(logOf(w.actions.runs)).toMatch(/Live: .*the preview of draft #7/);
    expect(logOf(w.actions.runs)).toMatch(/Live again/);
    expect(w.standIn.violations).toEqual([]);
  });

  test('32. the preview identity on the live site: its project refuses every write the preview identity asks, and the live site stays as it was', async () => {
    const w = await publishedSite();
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const previewed = w.standIn.channels.get(`sites/${PREVIEW_SITE}/channels/draft-7`)!.releases[0]!.version!;
    const live = w.liveTree();
    // What any run of her repository could do with the preview identity's token (a draft that
    // brings a workflow of its own signs in as it): make a version on the live site, copy the
    // draft's preview there, release on the live channel.
    const asPreview = (method: string, pathname: string, body: unknown) =>
      fetch(`${w.standIn.url}/hosting/v1beta1/${pathname}`, {
        method,
        headers: { authorization: `Bearer ${PREVIEW_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((answer) => answer.status);
    expect(await asPreview('POST', `sites/${SITE}/versions`, { config: {} })).toBe(403);
    expect(await asPreview('POST', `sites/${SITE}/versions:clone`, { sourceVersion: previewed, finalize: true })).toBe(
      403,
    );
    expect(
      await asPreview('POST', `sites/${SITE}/channels/live/releases?versionName=${encodeURIComponent(previewed)}`, {}),
    ).toBe(403);
    expect(w.standIn.refused).toEqual([
      `preview POST /v1beta1/sites/${SITE}/versions`,
      `preview POST /v1beta1/sites/${SITE}/versions:clone`,
      `preview POST /v1beta1/sites/${SITE}/channels/live/releases`,
    ]);
    expect(w.liveTree()).toBe(live);
    expect(w.standIn.violations).toEqual([]);
  });

  test('10. a channel expiring during the publish: the promotion fails and the site is built instead', async () => {
    const w = await publishedSite();
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const merged = w.publish(7);
    const publish = w.actions.runs.find((run) => run.event.name === 'push' && run.sha === merged);
    await w.actions.runUntil(publish!, "Make the draft's checked preview the live site");
    // The channel's expiry comes between the decision and the release.
    w.standIn.channels.get(`sites/${PREVIEW_SITE}/channels/draft-7`)!.expireTime = new Date(
      Date.parse('2026-11-27T10:00:00Z'),
    ).toISOString();
    await w.actions.settle();
    expect(logOf([publish!])).toMatch(/is expired on the host: building instead/);
    expect(suitesOn(w, merged)).toEqual(['content checks']);
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect(w.standIn.violations).toEqual([]);
  });

  test('18. a draft that brings back the demo to a site gone live: its preview says so, and Publish makes it live hidden from search engines again', async () => {
    const w = await publishedSite();
    w.actions.settings.vars.NEXT_PUBLIC_SITE_URL = HER_DOMAIN;
    Object.assign(w.actions.settings.vars, HER_EMAILJS_SETTINGS);
    const open = w.commit({ [SETTINGS]: HER_SETTINGS_YAML, ...ENQUIRY_CONFIRMED }, 'Her settings and test enquiry');
    w.push(open, w.treeOf('HEAD~1'));
    await w.actions.settle();
    expect(indexing(w, SITE, 'live')).toEqual(OPEN);
    const head = w.openDraft(7, demoAlbum('emma-james', 'Emma & James'));
    await w.actions.settle();
    expect(w.standIn.served(PREVIEW_SITE, 'draft-7', '/index.html')).toContain(w.treeOf(head));
    expect(indexing(w, PREVIEW_SITE, 'draft-7')).toEqual(CLOSED);
    expect(logOf(w.actions.runs)).toContain(
      'draft › ::notice title=Not live yet (1 to do)::The demo album “Emma & James” (content/albums/emma-james) is still there: Take the demo away removes it (the go-live page, /admin/go-live, or npm run own-work).',
    );
    expect(w.told(head)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      'success: The draft as the site will show it',
    ]);
    const merged = w.publish(7);
    await w.actions.settle();
    expect(logOf(w.actions.runs)).toMatch(/Publish: promote, because the merged tree is draft #7's last commit/);
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect(indexing(w, SITE, 'live')).toEqual(CLOSED);
    expect(w.shown(merged)).toMatchObject({
      state: 'success',
      description:
        'Published at https://ritasousa.pt, hidden from search engines until you go live (1 thing left: /admin/go-live).',
      target_url: HER_DOMAIN,
    });
    expect(w.standIn.violations).toEqual([]);
  });

  test('22. the first deploy with the demo is not indexable, and becomes indexable only when check:live passes and the test enquiry is confirmed', async () => {
    const w = await publishedSite();
    // Day one: the set-up gives the site its Hosting address, and the demo is published there.
    w.actions.settings.vars.NEXT_PUBLIC_SITE_URL = 'https://luz-site.web.app';
    const demo = w.commit({ [SETTINGS]: DEMO_SETTINGS, ...demoAlbum('emma-james', 'Emma & James') }, 'The demo');
    w.push(demo, w.treeOf('HEAD~1'));
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(demo));
    expect(indexing(w, SITE, 'live')).toEqual(CLOSED);
    expect(w.shown(demo)).toMatchObject({
      state: 'success',
      description:
        'Published at https://luz-site.web.app, hidden from search engines until you go live (5 things left: /admin/go-live).',
      target_url: 'https://luz-site.web.app',
    });

    // Her domain connected, her settings, the demo album gone: all but the test enquiry.
    w.actions.settings.vars.NEXT_PUBLIC_SITE_URL = HER_DOMAIN;
    const hers = w.openDraft(7, {
      [SETTINGS]: HER_SETTINGS_YAML,
      ...Object.fromEntries(Object.keys(demoAlbum('emma-james', '')).map((file) => [file, null])),
    });
    await w.actions.settle();
    expect(indexing(w, PREVIEW_SITE, 'draft-7')).toEqual(CLOSED);
    const published = w.publish(7);
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(hers));
    expect(indexing(w, SITE, 'live')).toEqual(CLOSED);
    expect(w.shown(published)?.description).toBe(
      'Published at https://ritasousa.pt, hidden from search engines until you go live (1 thing left: /admin/go-live).',
    );

    // Her test enquiry confirmed, as the go-live page does it: the ids she tested saved as the
    // repository's variables, then the record committed. Its preview is open, and Publish makes
    // that very version live.
    Object.assign(w.actions.settings.vars, HER_EMAILJS_SETTINGS);
    const confirmed = w.openDraft(8, ENQUIRY_CONFIRMED);
    await w.actions.settle();
    expect(indexing(w, PREVIEW_SITE, 'draft-8')).toEqual(OPEN);
    const live = w.publish(8);
    await w.actions.settle();
    expect(logOf(w.actions.runs)).toMatch(/Publish: promote, because the merged tree is draft #8's last commit/);
    expect(w.liveTree()).toBe(w.treeOf(confirmed));
    expect(indexing(w, SITE, 'live')).toEqual(OPEN);
    expect(w.standIn.served(SITE, 'live', '/robots.txt')).toContain(`Sitemap: ${HER_DOMAIN}/sitemap.xml`);
    expect(w.told(live)).toEqual([
      'pending: Publishing: the site shows this change in a few minutes.',
      'pending: Publishing: making your checked preview the live site, in a minute.',
      'success: Published at https://ritasousa.pt: the site shows this version, open to search engines.',
    ]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('11. Put back while a Publish waits: the Publish is never cancelled, then put back, and the editor is told', async () => {
    const w = await publishedSite();
    const a = w.commit(album('ines-tiago'), 'Album ines-tiago');
    const [deploying] = w.push(a, w.treeOf('HEAD~1'));
    await w.actions.runUntil(deploying!, 'Deploy the build and make it the live site');
    // A second Publish waits behind the deploy, in the one waiting place GitHub keeps in a queue.
    const b = w.commit(album('leonor-miguel'), 'Album leonor-miguel');
    const [waiting] = w.push(b, a);
    const [press] = w.putBack();
    // Had the put-back joined the live site's queue, GitHub would have cancelled the waiting Publish here.
    expect(waiting!.status).toBe('waiting');
    await w.actions.runUntil(press!, 'Sign in to Google Cloud (Workload Identity Federation)');
    expect(logOf([press!])).toMatch(
      new RegExp(`Waiting for the publish of ${b.slice(0, 12)} \\(queued\\), ${a.slice(0, 12)} \\(in_progress\\)`),
    );
    expect([deploying!.status, waiting!.status]).toEqual(['completed', 'completed']);
    expect(w.liveTree()).toBe(w.treeOf(b));
    await w.actions.settle();
    // Pressed after Publish was pressed, it undoes that Publish: what was live before it.
    expect(w.liveTree()).toBe(w.treeOf(a));
    // Told as it began, then the waiting Publish's own words, then what the put-back did.
    expect(w.told(b)).toEqual([
      'pending: Putting back the previous site: a few minutes, once any publish under way is live.',
      'pending: Publishing: the site shows this change in a few minutes.',
      'pending: Publishing: checking and building the site first, then it goes live.',
      `success: ${HIDDEN_AT_LUZ}`,
      'success: Put back: the site shows its version from before your last Publish. Your next Publish replaces it.',
    ]);
    expect(w.shown(b)?.target_url).toBe('https://luz.example');
    expect(w.standIn.violations).toEqual([]);
  });

  test('19. a Publish stopped while it waited, then Put back: the editor says the newest Publish is not on the site', async () => {
    const w = await publishedSite();
    const first = w.liveTree();
    const a = w.commit(album('ines-tiago'), 'Album ines-tiago');
    const [deploying] = w.push(a, w.treeOf('HEAD~1'));
    await w.actions.runUntil(deploying!, 'Deploy the build and make it the live site');
    const b = w.commit(album('leonor-miguel'), 'Album leonor-miguel');
    const [waiting] = w.push(b, a);
    // Stopped by hand while it waited: none of its jobs ran, so it told the editor nothing.
    waiting!.status = 'cancelled';
    await w.actions.settle();
    expect(w.told(b)).toEqual([]);
    w.putBack();
    await w.actions.settle();
    // The Publish of a was the newest to go live: it is the one put back.
    expect(w.liveTree()).toBe(first);
    expect(w.shown(b)?.description).toBe(
      'Put back: the site shows an earlier version. Your newest Publish is not on the site: it goes live with your next Publish.',
    );
    expect(w.standIn.violations).toEqual([]);
  });

  test('12. a code draft promoted, then a content draft: main is recorded as tested, and the content path runs', async () => {
    const w = await publishedSite();
    w.openDraft(7, { 'lib/code.ts': 'export const version = 2;\n' });
    await w.actions.settle();
    const merged = w.publish(7);
    await w.actions.settle();
    expect(logOf(w.actions.runs)).toMatch(/Publish: promote, because the merged tree is draft #7's last commit/);
    expect(w.standIn.statuses.get(merged)?.find((status) => status.context === 'Full suite')?.state).toBe('success');
    const head = w.openDraft(8, album('rita-nuno'));
    await w.actions.settle();
    expect(suitesOn(w, head)).toEqual(['content checks']);
    expect(w.standIn.violations).toEqual([]);
  });

  test('13. a draft that edits its workflow and scripts/ci: its own code never signs in, and Publish builds instead of trusting its preview', async () => {
    const w = await publishedSite();
    const liveBefore = w.liveTree();
    const commands = readFileSync(path.join(root, 'scripts/ci/commands.ts'), 'utf8');
    // Its own deploy would make its preview live at once; GitHub runs the draft's own copy of ci.yml.
    const head = w.openDraft(8, {
      ...album('rita-nuno'),
      '.github/workflows/ci.yml': `# The draft's own copy.\n${readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8')}`,
      'scripts/ci/commands.ts': commands.replace(
        'const versionName = await deployBuild(context, site, head);',
        "const versionName = await deployBuild(context, site, head); await site.release('live', versionName, 'a draft');",
      ),
    });
    await w.actions.settle();
    expect(w.liveTree()).toBe(liveBefore);
    expect(w.standIn.served(PREVIEW_SITE, 'draft-8', '/index.html')).toContain(w.treeOf(head));
    expect(w.standIn.statuses.get(head)?.filter((status) => status.context === 'Full suite')).toEqual([]);
    expect(w.standIn.refused).toEqual([]);
    const merged = w.publish(8);
    await w.actions.settle();
    expect(logOf(w.actions.runs)).toMatch(
      /Publish: build, because draft #8 changes \.github\/workflows\/ci\.yml: its previews were made by its own workflow/,
    );
    expect(suitesOn(w, merged)).toEqual(['full suite', 'content checks']);
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect(w.standIn.violations).toEqual([]);
  });

  test('14. a setting changed after the preview: Publish builds with the new one instead of promoting', async () => {
    const w = await publishedSite();
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    w.actions.settings.vars.NEXT_PUBLIC_FIREBASE_PROJECT_ID = 'luz-project-2';
    const merged = w.publish(7);
    await w.actions.settle();
    expect(logOf(w.actions.runs)).toMatch(
      /Publish: build, because draft #7's preview \S+ was built with other settings \(the site's variables changed since\)/,
    );
    expect(suitesOn(w, merged)).toEqual(['content checks']);
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect(w.standIn.violations).toEqual([]);
  });

  test('15. a 503 on an upload, then success: the deploy tries the file again and the preview is there', async () => {
    const w = await publishedSite();
    w.standIn.faults.push({ match: /^upload\//, status: 503, left: 1 });
    const head = w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    expect(w.standIn.faults[0]!.left).toBe(0);
    expect(logOf(w.actions.runs)).toMatch(/the upload of [0-9a-f]{64}: Answer 503; trying again in 1000 ms\./);
    expect(w.standIn.served(PREVIEW_SITE, 'draft-7', '/index.html')).toContain(w.treeOf(head));
    expect(w.told(head)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      'success: The draft as the site will show it',
    ]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('16. a failed sign-in on main gives a failure status on main’s head, which the editor shows', async () => {
    const w = await publishedSite();
    const liveBefore = w.liveTree();
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    // The Google sign-in's settings go wrong between the preview and the publish.
    delete w.actions.settings.vars.GCP_SERVICE_ACCOUNT;
    const merged = w.publish(7);
    await w.actions.settle();
    expect(w.liveTree()).toBe(liveBefore);
    expect(w.mainHead()).toBe(merged);
    expect(w.told(merged)).toEqual([
      'pending: Publishing: the site shows this change in a few minutes.',
      'failure: Not published: GitHub could not sign in to Firebase Hosting. Tell your developer (the Google sign-in settings).',
    ]);
    expect(w.shown(merged)?.target_url).toMatch(/^https:\/\/github\.com\/luz\/site\/actions\/runs\/\d+$/);
    expect(w.standIn.violations).toEqual([]);
  });

  test('17. a draft in conflict, told on the draft: another draft changing the same file is published', async () => {
    const w = await publishedSite();
    const published = w.openDraft(7, { 'content/testimonials.yml': '- a\n- from draft 7\n' });
    const conflicting = w.openDraft(8, { 'content/testimonials.yml': '- a\n- from draft 8\n' });
    await w.actions.settle();
    const ready = [
      'pending: Making the preview of this draft: a few minutes.',
      'success: The draft as the site will show it',
    ];
    expect([w.told(published), w.told(conflicting)]).toEqual([ready, ready]);
    const callsBefore = w.standIn.calls.length;
    w.publish(7);
    await w.actions.settle();
    const conflict =
      "failure: Can't be published: a publish changed the same file. Discard this draft's changes, then make them again.";
    expect(w.told(conflicting)).toEqual([...ready, conflict]);
    expect(w.shown(conflicting)?.target_url).toBe('https://github.com/luz/site/pull/8');
    // GitHub worked mergeable out in the background: the first answer was null, and the job asked again.
    const asked = w.standIn.calls
      .slice(callsBefore)
      .filter((call) => call.job === 'ci.yml drafts' && call.path === '/repos/luz/site/pulls/8');
    expect(asked).toHaveLength(2);
    // Saved again while in conflict: no pull_request run (GitHub runs none), the push workflow tells the new commit.
    const runsBefore = w.actions.runs.length;
    const saved = w.saveDraft(8, { 'content/testimonials.yml': '- a\n- from draft 8, saved again\n' });
    await w.actions.settle();
    expect(w.actions.runs.slice(runsBefore).map((run) => `${run.workflowFile} ${run.event.name}`)).toEqual([
      'draft-conflict.yml push',
    ]);
    expect(w.told(saved)).toEqual([conflict]);
    // A draft that merges cleanly is told nothing by either.
    expect(w.told(published)).toEqual(ready);
    expect(w.standIn.violations).toEqual([]);
  });

  test('20. a draft whose install fails: its status says so and what to do, and nothing is deployed', async () => {
    const w = await publishedSite();
    const head = w.openDraft(7, { ...album('rita-nuno'), 'package-lock.json': '{"BROKEN_LOCK": true}\n' });
    await w.actions.settle();
    expect(w.told(head)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      "failure: No preview: GitHub could not install the site's tools. Save any change again; if it repeats, tell your developer.",
    ]);
    expect(w.standIn.comments.map(({ issue, body }) => `#${issue}: ${body.split('\n')[0]}`)).toEqual([
      "#7: No preview: GitHub could not install the site's tools. Save any change again; if it repeats, tell your developer.",
    ]);
    expect(w.standIn.channels.has(`sites/${PREVIEW_SITE}/channels/draft-7`)).toBe(false);
    expect(w.standIn.violations).toEqual([]);
  });

  test('23. a draft that plants an .npmrc: no job holding a write permission runs npm among the draft’s files', async () => {
    const w = await publishedSite();
    // A registry of the draft's choosing would choose which tsx runs, with the job's token in reach.
    const head = w.openDraft(7, { ...album('rita-nuno'), '.npmrc': 'registry=https://registry.draft.invalid/\n' });
    await w.actions.settle();
    // Only the job that runs the draft's own code, and holds no write permission, reads it: its install fails.
    expect(
      w.actions.registries.map(({ job, writes, npmrc }) => `${job} (${writes ? 'writes' : 'reads'}): ${npmrc}`),
    ).toEqual(['ci.yml draft (reads): .npmrc']);
    expect(w.told(head)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      "failure: No preview: GitHub could not install the site's tools. Save any change again; if it repeats, tell your developer.",
    ]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('24. a draft put in conflict while its preview builds: its status says it cannot be published, never green', async () => {
    const w = await publishedSite();
    w.openDraft(7, { 'content/testimonials.yml': '- a\n- from draft 7\n' });
    await w.actions.settle();
    const conflicting = w.openDraft(8, { 'content/testimonials.yml': '- a\n- from draft 8\n' });
    const [building] = draftRuns(w, 8);
    await w.actions.runUntil(building!, "Deploy the draft's preview and record its version");
    w.actions.hold(building!);
    // Draft 7 published meanwhile: the drafts job tells draft 8, whose preview is still on its way.
    w.publish(7);
    await w.actions.settle();
    expect(w.told(conflicting).at(-1)).toBe(CONFLICT);
    w.actions.release(building!);
    await w.actions.settle();
    // GitHub keeps the newest status of a context: a success now would hide the conflict until Publish fails.
    expect(w.told(conflicting).at(-1)).toBe(CONFLICT);
    expect(w.shown(conflicting)?.target_url).toBe('https://github.com/luz/site/pull/8');
    expect(w.standIn.violations).toEqual([]);
  });

  test('25. an older save’s run re-run after a newer save: the channel keeps the newer preview, and neither commit is told again', async () => {
    const w = await publishedSite();
    const older = w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const newer = w.saveDraft(7, { 'content/albums/rita-nuno/index.en.md': '---\ntitle: Rita & Nuno\n---\n' });
    await w.actions.settle();
    const ready = [
      'pending: Making the preview of this draft: a few minutes.',
      'success: The draft as the site will show it',
    ];
    const deployments = w.standIn.deployments.length;
    const versions = w.standIn.versions.size;
    const [first] = draftRuns(w, 7);
    const { id, createdAt } = first!;
    w.actions.rerun(first!);
    await w.actions.settle();
    // GitHub re-runs the run itself: its id, its time and its commit.
    expect([first!.id, first!.createdAt, first!.sha, first!.attempt]).toEqual([id, createdAt, older, 2]);
    expect(w.standIn.served(PREVIEW_SITE, 'draft-7', '/index.html')).toContain(w.treeOf(newer));
    expect([w.told(older), w.told(newer)]).toEqual([ready, ready]);
    expect(w.standIn.deployments.length).toBe(deployments);
    // Nothing deployed at all: no version made for the older save.
    expect(w.standIn.versions.size).toBe(versions);
    expect(logOf([first!])).toMatch(/is the draft's last commit now: this run of an older save deploys nothing/);
    expect(w.standIn.violations).toEqual([]);
  });

  test('26. a draft discarded, and a draft published: both previews are deleted, the published one once its version is live', async () => {
    const w = await publishedSite();
    const channel = (number: number) => w.standIn.channels.get(`sites/${PREVIEW_SITE}/channels/draft-${number}`);
    w.openDraft(7, album('rita-nuno'));
    w.openDraft(8, album('ines-tiago'));
    await w.actions.settle();
    const discarded = channel(8)!.releases.at(-1)!.version!;
    w.discardDraft(8);
    await w.actions.settle();
    expect([channel(7) !== undefined, channel(8) !== undefined]).toEqual([true, false]);
    expect(w.standIn.versions.get(discarded)?.status).toBe('DELETED');
    const merged = w.publish(7);
    await w.actions.settle();
    // Deleted after the publish: the promotion still found the preview it copies.
    expect(logOf(w.actions.runs)).toMatch(/Publish: promote, because the merged tree is draft #7's last commit/);
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect([channel(7), channel(8)]).toEqual([undefined, undefined]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('27. the previews’ quota: with 50 drafts previewed, a new draft is told what to do; once one is discarded, saving again previews it', async () => {
    const w = await publishedSite();
    // Fifty open drafts, each with its preview's channel on the preview site.
    for (let number = 100; number < 150; number++) {
      w.standIn.pulls.push({ number, headSha: w.mainHead(), author: 'photographer', mergeCommit: null });
      const made = await fetch(
        `${w.standIn.url}/hosting/v1beta1/sites/${PREVIEW_SITE}/channels?channelId=draft-${number}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${PREVIEW_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ttl: '2592000s' }),
        },
      );
      expect(made.status).toBe(200);
    }
    const head = w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const full =
      'failure: No preview: Firebase Hosting holds 50 previews at most, all in use. Publish or discard the drafts you no longer need, then save again.';
    expect(w.told(head)).toEqual(['pending: Making the preview of this draft: a few minutes.', full]);
    expect(w.standIn.comments.map(({ issue, body }) => `#${issue}: ${body.split('\n')[0]}`)).toEqual([
      `#7: ${full.replace('failure: ', '')}`,
    ]);
    // Discarded while in conflict: GitHub runs no pull_request workflow for it, so its channel stays
    // until a deploy that finds the site full deletes it.
    w.standIn.pulls.find((pull) => pull.number === 100)!.closed = true;
    const saved = w.saveDraft(7, { 'content/albums/rita-nuno/index.en.md': '---\ntitle: Rita & Nuno\n---\n' });
    await w.actions.settle();
    expect(w.told(saved)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      'success: The draft as the site will show it',
    ]);
    expect(w.standIn.served(PREVIEW_SITE, 'draft-7', '/index.html')).toContain(w.treeOf(saved));
    expect(w.standIn.channels.has(`sites/${PREVIEW_SITE}/channels/draft-100`)).toBe(false);
    expect(w.standIn.violations).toEqual([]);
  });

  test('28. a draft saved three times: the host keeps the last save’s version only, and Publish promotes it', async () => {
    const w = await publishedSite();
    const saves = [w.openDraft(7, album('rita-nuno'))];
    await w.actions.settle();
    for (const title of ['Rita & Nuno', 'Rita e Nuno']) {
      saves.push(w.saveDraft(7, { 'content/albums/rita-nuno/index.en.md': `---\ntitle: ${title}\n---\n` }));
      await w.actions.settle();
    }
    const versionOf = (sha: string) =>
      (w.standIn.deployments.find((deployment) => deployment.sha === sha)!.payload as { versionName: string })
        .versionName;
    expect(saves.map((sha) => w.standIn.versions.get(versionOf(sha))?.status)).toEqual([
      'DELETED',
      'DELETED',
      'FINALIZED',
    ]);
    const merged = w.publish(7);
    await w.actions.settle();
    expect(logOf(w.actions.runs)).toMatch(/Publish: promote, because the merged tree is draft #7's last commit/);
    expect(w.liveTree()).toBe(w.treeOf(merged));
    expect(w.standIn.violations).toEqual([]);
  });

  test('29. a 503 on the status posted after the live release: tried again, the site stays the promoted preview, and nothing is built', async () => {
    const w = await publishedSite();
    const head = w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const merged = w.publish(7);
    const publish = w.actions.runs.find((run) => run.event.name === 'push' && run.sha === merged)!;
    await w.actions.runUntil(publish, "Make the draft's checked preview the live site");
    // GitHub fails once on the next status of the merged commit: the one saying it is live.
    w.standIn.faults.push({
      match: new RegExp(`^github/repos/luz/site/statuses/${merged}$`),
      method: 'POST',
      status: 503,
      left: 1,
    });
    await w.actions.settle();
    expect(w.standIn.faults[0]!.left).toBe(0);
    expect(logOf([publish])).toMatch(/POST \/statuses\/[0-9a-f]{40}: Answer 503; trying again in 1000 ms\./);
    expect(w.liveTree()).toBe(w.treeOf(head));
    expect(suitesOn(w, merged)).toEqual([]);
    expect(w.told(merged)).toEqual([
      'pending: Publishing: the site shows this change in a few minutes.',
      'pending: Publishing: making your checked preview the live site, in a minute.',
      `success: ${HIDDEN_AT_LUZ}`,
    ]);
    // GitHub failing on every try: the site is live all the same, and never called not published.
    const next = w.openDraft(8, album('ines-tiago'));
    await w.actions.settle();
    const second = w.publish(8);
    const run = w.actions.runs.find((candidate) => candidate.event.name === 'push' && candidate.sha === second)!;
    await w.actions.runUntil(run, "Make the draft's checked preview the live site");
    w.standIn.faults.push({
      match: new RegExp(`^github/repos/luz/site/statuses/${second}$`),
      method: 'POST',
      status: 503,
      left: 1_000,
    });
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(next));
    expect(suitesOn(w, second)).toEqual([]);
    expect(logOf([run])).toMatch(/The site is live; telling the editor so failed: the status of [0-9a-f]{40}: 503/);
    expect(w.told(second)).toEqual([
      'pending: Publishing: the site shows this change in a few minutes.',
      'pending: Publishing: making your checked preview the live site, in a minute.',
    ]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('30. a Publish behind another: told from its first job what it waits for, then what it does, waiting for the live job alone, never for the photos', async () => {
    const w = await publishedSite();
    const before = w.liveTree();
    const publishing = 'pending: Publishing: the site shows this change in a few minutes.';
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const a = w.publish(7);
    const first = w.actions.runs.find((run) => run.event.name === 'push' && run.sha === a)!;
    await w.actions.runUntil(first, "Make the draft's checked preview the live site");
    w.actions.hold(first);
    // A second Publish while the first is going live: its commit says pending at once, and it waits.
    const b = w.commit(album('ines-tiago'), 'Album ines-tiago');
    const [second] = w.push(b, a);
    await w.actions.settle();
    // Its pending status says what it waits for, and keeps saying it after the editor stops asking.
    const queued = 'pending: Publishing: waiting for the previous Publish to go live, then a few minutes.';
    expect(w.told(b)).toEqual([queued]);
    expect(second!.jobs.find((job) => job.id === 'live')?.result).toBeUndefined();
    expect(w.liveTree()).toBe(before);
    w.actions.release(first);
    await w.actions.runUntil(first, "Encode the new album's photos");
    w.actions.hold(first);
    // The first run's photos job still running: the second goes live meanwhile.
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(b));
    // At the head of the queue, what it does now: b is built, a's checked preview made live.
    expect(w.told(b)).toEqual([
      queued,
      'pending: Publishing: checking and building the site first, then it goes live.',
      `success: ${HIDDEN_AT_LUZ}`,
    ]);
    expect(w.told(a)).toEqual([
      publishing,
      'pending: Publishing: making your checked preview the live site, in a minute.',
      `success: ${HIDDEN_AT_LUZ}`,
    ]);
    w.actions.release(first);
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(b));
    expect(w.standIn.violations).toEqual([]);
  });

  test('31. Put back pressed just after a Publish whose run GitHub makes late: it waits for that Publish, then undoes it', async () => {
    const w = await publishedSite();
    const a = w.commit(album('ines-tiago'), 'Album ines-tiago');
    w.push(a, w.treeOf('HEAD~1'));
    await w.actions.settle();
    const beforePublish = w.liveTree();
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    // Publish pressed: main holds the merge, and GitHub has not made its run yet when Put back is pressed.
    const merged = w.publish(7, { runLater: true });
    const [press] = w.putBack();
    await w.actions.runUntil(press!, 'Put back the previous site');
    w.actions.createLateRuns();
    await w.actions.settle();
    // Pressed after Publish, Put back undoes that Publish: the site is as it was before it.
    expect(w.liveTree()).toBe(beforePublish);
    expect(w.shown(merged)?.description).toBe(
      'Put back: the site shows its version from before your last Publish. Your next Publish replaces it.',
    );
    expect(logOf([press!])).toMatch(new RegExp(`${merged.slice(0, 12)} has no run yet`));
    expect(w.standIn.violations).toEqual([]);
  });

  test('33. a save while the older save’s run is checking it: GitHub cancels that run, whose commit says a newer save replaced it, never left pending', async () => {
    const w = await publishedSite();
    const older = w.openDraft(7, album('rita-nuno'));
    const [first] = draftRuns(w, 7);
    await w.actions.runUntil(first!, 'The content checks, on the build that is deployed');
    const newer = w.saveDraft(7, { 'content/albums/rita-nuno/index.en.md': '---\ntitle: Rita & Nuno\n---\n' });
    await w.actions.settle();
    // The running draft job stops; the preview job (always()) still starts, and tells the older commit.
    expect(first!.status).toBe('cancelled');
    expect(first!.jobs.map((job) => `${job.id}: ${job.result}`)).toEqual([
      'plan: success',
      'draft: cancelled',
      'preview: success',
      'live: skipped',
      'photos: skipped',
      'drafts: skipped',
      'previews: skipped',
    ]);
    expect(w.told(older)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      'error: A newer save of this draft replaced this one; its preview is on its way.',
    ]);
    expect(w.told(newer)).toEqual([
      'pending: Making the preview of this draft: a few minutes.',
      'success: The draft as the site will show it',
    ]);
    expect(w.standIn.served(PREVIEW_SITE, 'draft-7', '/index.html')).toContain(w.treeOf(newer));
    expect(w.standIn.violations).toEqual([]);
  });

  test('34. a Publish stopped by hand while it builds: main’s head says it was interrupted and when it goes live, never left pending', async () => {
    const w = await publishedSite();
    const live = w.liveTree();
    const sha = w.commit(album('ines-tiago'), 'Album ines-tiago');
    const [run] = w.push(sha, w.treeOf('HEAD~1'));
    await w.actions.runUntil(run!, 'The content checks, on the build that is deployed');
    w.actions.cancel(run!);
    await w.actions.settle();
    expect(run!.jobs.map((job) => `${job.id}: ${job.result}`)).toEqual([
      'plan: success',
      'draft: skipped',
      'preview: skipped',
      'live: cancelled',
      'photos: skipped',
      'drafts: skipped',
      'previews: skipped',
    ]);
    expect(w.liveTree()).toBe(live);
    expect(w.told(sha)).toEqual([
      'pending: Publishing: the site shows this change in a few minutes.',
      'pending: Publishing: checking and building the site first, then it goes live.',
      'error: Publishing was interrupted: it goes live with your next Publish, or ask your developer to re-run it.',
    ]);
    expect(w.standIn.violations).toEqual([]);
  });

  test.each([
    ['refuses the request', 'refuses-request'],
    ['fails the copy', 'fails-operation'],
  ] as const)(
    '35. Google refusing to copy a preview from the previews’ project to the live site (it %s): Publish builds the merged commit instead, and says so',
    async (_, refusal) => {
      const w = await publishedSite();
      w.standIn.cloneAcrossProjects = refusal;
      w.openDraft(7, album('rita-nuno'));
      await w.actions.settle();
      const merged = w.publish(7);
      await w.actions.settle();
      const publish = w.actions.runs.find((run) => run.event.name === 'push' && run.sha === merged)!;
      expect(logOf([publish])).toMatch(/Publish: promote, because the merged tree is draft #7's last commit/);
      expect(logOf([publish])).toMatch(
        /The checked preview could not be made live \(.+\): building the site instead\./,
      );
      expect(suitesOn(w, merged)).toEqual(['content checks']);
      expect(w.liveTree()).toBe(w.treeOf(merged));
      expect(w.told(merged)).toEqual([
        'pending: Publishing: the site shows this change in a few minutes.',
        'pending: Publishing: making your checked preview the live site, in a minute.',
        'pending: Publishing: checking and building the site first, then it goes live.',
        `success: ${HIDDEN_AT_LUZ}`,
      ]);
      expect(w.standIn.violations).toEqual([]);
    },
  );

  test('36. GitHub Free, whose private repositories have no environments: Publish goes live, and Put back run on a draft’s branch is refused by the live identity', async () => {
    const w = await publishedSite();
    // No environment at all: the jobs naming production run without its rules or variables.
    delete w.actions.settings.environments;
    const sha = w.commit(album('ines-tiago'), 'Album ines-tiago');
    w.push(sha, w.treeOf('HEAD~1'));
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(sha));
    git(w.work, 'checkout', '-q', '-b', 'draft-7', 'main');
    const head = w.commit({ 'content/testimonials.yml': '- a\n- b\n' }, 'A draft', 'draft-7');
    const [fromDraft] = w.putBack('draft-7');
    await w.actions.settle();
    expect(fromDraft!.jobs.map((job) => `${job.id}: ${job.result}`)).toEqual(['put-back: failure']);
    expect(logOf([fromDraft!])).toMatch(/the live identity does not admit "refs\/heads\/draft-7"/);
    expect(w.liveTree()).toBe(w.treeOf(sha));
    expect(w.shown(head)).toMatchObject({ state: 'failure' });
    expect(w.shown(head)?.description).toMatch(/^Not put back: /);
    expect(w.standIn.violations).toEqual([]);
  });

  test('37. a draft whose ci.yml is only a comment: GitHub runs the draft’s own copy, which starts nothing, so nothing of it signs in or deploys', async () => {
    const w = await publishedSite();
    const runsBefore = w.actions.runs.length;
    const callsBefore = w.standIn.calls.length;
    const head = w.openDraft(7, { ...album('rita-nuno'), '.github/workflows/ci.yml': '# no workflow here\n' });
    await w.actions.settle();
    // Only the push workflow of main's copy, unchanged in the draft, runs for the save.
    expect(w.actions.runs.slice(runsBefore).map((run) => `${run.workflowFile} ${run.event.name}`)).toEqual([
      'draft-conflict.yml push',
    ]);
    expect(w.standIn.channels.has(`sites/${PREVIEW_SITE}/channels/draft-7`)).toBe(false);
    expect(w.standIn.calls.slice(callsBefore).filter((call) => call.service !== 'github')).toEqual([]);
    expect(w.told(head)).toEqual([]);
    expect(w.standIn.violations).toEqual([]);
  });

  test('38. a failed preview re-run (its failed jobs) two days later: the draft job’s build is gone, and the draft is told to save again', async () => {
    const w = await publishedSite();
    // Firebase Hosting failing every try to make the preview's version.
    w.standIn.faults.push({
      match: new RegExp(`^hosting/v1beta1/sites/${PREVIEW_SITE}/versions$`),
      method: 'POST',
      status: 503,
      left: 4,
    });
    const head = w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const [first] = draftRuns(w, 7);
    const failed =
      'failure: No preview: Firebase Hosting did not take the site. Save any change again; if it repeats, tell your developer.';
    expect(w.told(head)).toEqual(['pending: Making the preview of this draft: a few minutes.', failed]);
    // Re-run failed jobs: the draft job's result and outputs are kept, its build (kept a day) is not.
    w.actions.rerunFailed(first!, { daysLater: 2 });
    await w.actions.settle();
    expect(first!.jobs.map((job) => `${job.id}: ${job.result}`).slice(0, 3)).toEqual([
      'plan: success',
      'draft: success',
      'preview: failure',
    ]);
    expect(w.shown(head)?.description).toBe(
      'No preview: GitHub keeps a build a day; this one is gone. Save any change again; if it repeats, tell your developer.',
    );
    expect(w.standIn.channels.has(`sites/${PREVIEW_SITE}/channels/draft-7`)).toBe(false);
    expect(w.standIn.violations).toEqual([]);
  });

  test('39. a Publish behind a 13-minute full suite: the editor’s board shows it on its way until it stops asking at 10 minutes, while GitHub’s status goes on saying what it waits for', async () => {
    const w = await publishedSite();
    const suite = 'The full suite (code changed since the last tested commit)';
    w.actions.settings.durations = { [suite]: 13 * 60 };
    const code = w.commit({ 'lib/code.ts': 'export const version = 2;\n' }, 'Code');
    const [building] = w.push(code, w.treeOf('HEAD~1'));
    await w.actions.runUntil(building!, suite);
    w.actions.hold(building!);
    w.openDraft(7, album('rita-nuno'));
    await w.actions.settle();
    const pressed = w.now();
    const merged = w.publish(7);
    await w.actions.settle();
    const at = (seconds: number) => new Date(pressed.getTime() + seconds * 1000);
    const statuses = () =>
      (w.standIn.statuses.get(merged) ?? []).filter((status) => status.context === 'Deploy preview');
    // Told from its first job, well inside the 60 s the editor waits for a first word.
    expect(boardAfterPublish(statuses(), pressed, at(60))).toBe('on its way');
    w.actions.release(building!);
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(merged));
    // Live 13 minutes on: the editor stopped asking at 10 and let the entry go; GitHub's status said
    // what it waited for all along (the site check reads it), then that it is live.
    expect(boardAfterPublish(statuses(), pressed, at(9 * 60))).toBe('on its way');
    expect(boardAfterPublish(statuses(), pressed, at(11 * 60))).toBe('let go');
    const saidAt = (seconds: number) =>
      statuses()
        .filter((status) => Date.parse(status.created_at) <= at(seconds).getTime())
        .at(-1)?.description;
    expect(saidAt(11 * 60)).toBe('Publishing: waiting for the previous Publish to go live, then a few minutes.');
    expect(w.shown(merged)).toMatchObject({ state: 'success', description: HIDDEN_AT_LUZ });
    expect(Date.parse(w.shown(merged)!.created_at) - pressed.getTime()).toBeGreaterThan(13 * 60 * 1000);
    expect(w.standIn.violations).toEqual([]);
  });

  test('21. the production environment: its variables reach the jobs that name it, and Put back run on a draft’s branch is refused', async () => {
    const w = await publishedSite();
    // The live identity's account as a variable of the production environment only.
    const { vars, environments } = w.actions.settings;
    environments!.production!.vars = { GCP_SERVICE_ACCOUNT: vars.GCP_SERVICE_ACCOUNT! };
    delete vars.GCP_SERVICE_ACCOUNT;
    const sha = w.commit(album('ines-tiago'), 'Album ines-tiago');
    w.push(sha, w.treeOf('HEAD~1'));
    await w.actions.settle();
    expect(w.liveTree()).toBe(w.treeOf(sha));
    const told = w.told(sha);
    git(w.work, 'push', '-q', 'origin', 'main:refs/heads/draft-7');
    const [fromDraft] = w.putBack('draft-7');
    await w.actions.settle();
    expect(fromDraft!.jobs.map((job) => `${job.id}: ${job.result}`)).toEqual(['put-back: failure']);
    expect(logOf([fromDraft!])).toMatch(/Branch "draft-7" is not allowed to deploy to production/);
    expect(w.told(sha)).toEqual(told);
    expect(w.liveTree()).toBe(w.treeOf(sha));
    expect(w.standIn.violations).toEqual([]);
  });
});
