/**
 * @jest-environment node
 *
 * The go-live page's reads and commits against a stand-in for GitHub's Git Data API and Actions
 * variables backed by a real git repository and held to GitHub's published description: main's
 * files read as a checkout would have them, one commit made of a tree with deletions, main moved
 * without force (and the change worked out again when main moved meanwhile), every refusal told in
 * her words. Its answers pass a browser's HTTP cache, as the page's do.
 */
import { isContentText } from '@/lib/going-live/demo';
import { liveContentFiles } from '@/scripts/ci/live-files';
import { withHttpCache } from '@/test-support/browser-http-cache';
import { RepositoryStandIn, GITHUB_API } from '@/test-support/publishing/repository-stand-in';
import {
  checkoutOfMain,
  commitAll,
  filesOnMain,
  herRepository,
  ONE_ALBUM_PER_GALLERY,
  textOnMain,
  writeFiles,
} from '@/test-support/her-repository';
import { CallProblem } from './github-words';
import { GitHubRepository, treeEntries, type BranchFiles } from './github-repository';

const REPOSITORY = 'rita/site';
const TOKEN = 'github_pat_rita';

let standIn: RepositoryStandIn;
function repositoryWith(permissions: Record<string, string> = { contents: 'write', variables: 'write' }) {
  standIn = new RepositoryStandIn(herRepository({ albums: ONE_ALBUM_PER_GALLERY, hers: true }), REPOSITORY);
  standIn.tokens.set(TOKEN, permissions);
  return new GitHubRepository({
    api: GITHUB_API,
    repository: REPOSITORY,
    branch: 'main',
    token: TOKEN,
    fetcher: withHttpCache(standIn.fetch),
  });
}

afterEach(() => expect(standIn.violations).toEqual([]));

/** The problem's words a call ended with. */
const wordsOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no problem',
    (error: unknown) => (error instanceof CallProblem ? error.words : `not told: ${String(error)}`),
  );

describe('reading main', () => {
  it('gives each text the checks read, and each album folder’s files, as a checkout of main has them', async () => {
    const repository = repositoryWith({ contents: 'read' });
    const { files, commit } = await repository.read();
    const checkout = liveContentFiles(checkoutOfMain(standIn.origin));
    expect(commit).toBe(standIn.git(['rev-parse', 'main']));
    expect(Object.fromEntries([...files.texts].filter(([file]) => isContentText(file)))).toEqual(
      Object.fromEntries(checkout.texts),
    );
    expect(files.texts.get('content/routes.ts')).toBe(textOnMain(standIn.origin, 'content/routes.ts'));
    expect(files.texts.get('firebase.json')).toBe(textOnMain(standIn.origin, 'firebase.json'));
    expect(files.albumFolders).toEqual(checkout.albumFolders);
  });

  it('reads a file’s text once a visit', async () => {
    const repository = repositoryWith({ contents: 'read' });
    await repository.read();
    const blobsRead = () => standIn.calls.filter((call) => call.template.endsWith('/git/blobs/{file_sha}')).length;
    const first = blobsRead();
    await repository.read();
    expect(blobsRead()).toBe(first);
  });

  it('names the permission a token without Contents lacks', async () => {
    const repository = repositoryWith({ variables: 'write' });
    expect(await wordsOf(repository.read())).toMatch(
      /^Your editor token may not read your site’s files on GitHub \(GitHub said: “Resource not accessible by personal access token”\): set Contents: Read-only on github\.com: /,
    );
  });

  it('reads main as it is after a change, though GitHub lets a browser keep a read for a minute', async () => {
    const repository = repositoryWith();
    await repository.read();
    writeFiles(standIn.origin, { 'content/pages/faq.en.yml': 'saved meanwhile\n' });
    const saved = commitAll(standIn.origin, 'Update pages “faq”');
    const { commit, files } = await repository.read();
    expect(commit).toBe(saved);
    expect(files.texts.get('content/pages/faq.en.yml')).toBe('saved meanwhile\n');
  });

  it('says so when GitHub cannot be reached', async () => {
    const repository = repositoryWith();
    standIn.dropNext = /git\/ref/;
    expect(await wordsOf(repository.read())).toBe(
      'GitHub could not be reached to read your site’s files on GitHub: check this computer’s internet connection, then try again.',
    );
  });

  it('tells a repository the token cannot see', async () => {
    const repository = new GitHubRepository({
      api: GITHUB_API,
      repository: 'rita/another-site',
      branch: 'main',
      token: TOKEN,
      fetcher: repositoryWith().access.fetcher,
    });
    expect(await wordsOf(repository.read())).toMatch(/^Your editor token cannot see the repository rita\/another-site/);
  });
});

describe('one commit on main', () => {
  const change = {
    writes: new Map([['content/settings/sharing.yml', 'album: rita-nuno\n']]),
    deletions: ['content/albums/ana-joao/index.en.md', 'content/albums/ana-joao/index.pt.md'],
    message: 'Take the demo away',
  };

  it('writes and deletes in one commit whose parent is main as read, and moves main to it', async () => {
    const repository = repositoryWith();
    const before = standIn.git(['rev-parse', 'main']);
    const { commit } = await repository.commit(() => ({ change, result: 'done' }));
    expect(commit?.sha).toBe(standIn.git(['rev-parse', 'main']));
    expect(commit?.url).toBe(`https://github.com/${REPOSITORY}/commit/${commit?.sha}`);
    expect(standIn.git(['rev-parse', 'main^'])).toBe(before);
    expect(standIn.git(['log', '-1', '--format=%s', 'main'])).toBe('Take the demo away');
    expect(textOnMain(standIn.origin, 'content/settings/sharing.yml')).toBe('album: rita-nuno\n');
    expect(filesOnMain(standIn.origin).filter((file) => file.startsWith('content/albums/ana-joao/'))).toEqual([]);
    // Nothing else changed.
    expect(standIn.git(['diff', '--name-only', before, 'main']).split('\n').sort()).toEqual([
      'content/albums/ana-joao/index.en.md',
      'content/albums/ana-joao/index.pt.md',
      'content/settings/sharing.yml',
    ]);
    // main was moved without force.
    expect(standIn.calls.filter((call) => call.method === 'patch').map((call) => call.status)).toEqual([200]);
  });

  it('commits nothing when there is nothing to change', async () => {
    const repository = repositoryWith();
    const before = standIn.git(['rev-parse', 'main']);
    expect(await repository.commit(() => ({ result: 'nothing' }))).toEqual({ result: 'nothing' });
    expect(standIn.git(['rev-parse', 'main'])).toBe(before);
  });

  it('when main moved meanwhile: keeps the other change, works its own out again on the new main and commits once', async () => {
    const repository = repositoryWith();
    standIn.beforeNextRefUpdate = () => {
      writeFiles(standIn.origin, { 'content/pages/faq.en.yml': 'saved meanwhile\n' });
      commitAll(standIn.origin, 'Update pages “faq”');
    };
    const seen: string[] = [];
    const { commit } = await repository.commit((main: BranchFiles) => {
      seen.push(main.commit);
      return { change, result: 'done' };
    });
    expect(seen).toHaveLength(2);
    expect(standIn.git(['rev-parse', 'main^'])).toBe(seen[1]);
    expect(commit?.sha).toBe(standIn.git(['rev-parse', 'main']));
    expect(textOnMain(standIn.origin, 'content/pages/faq.en.yml')).toBe('saved meanwhile\n');
    expect(standIn.calls.filter((call) => call.method === 'patch').map((call) => call.status)).toEqual([422, 200]);
  });

  it('when main moved twice: changes nothing and says so', async () => {
    const repository = repositoryWith();
    const before = standIn.git(['rev-parse', 'main']);
    const moveMain = (text: string) => () => {
      writeFiles(standIn.origin, { 'content/pages/faq.en.yml': text });
      commitAll(standIn.origin, 'Update pages “faq”');
    };
    standIn.beforeNextRefUpdate = moveMain('first\n');
    const words = wordsOf(
      repository.commit(() => {
        standIn.beforeNextRefUpdate ??= moveMain('second\n');
        return { change, result: 'done' };
      }),
    );
    expect(await words).toBe(
      'Your site changed on GitHub while this page was saving, twice in a row: nothing was changed. Wait until no one is saving in the editor, then try again.',
    );
    expect(standIn.git(['rev-list', '--count', `${before}..main`])).toBe('2');
    expect(filesOnMain(standIn.origin)).toContain('content/albums/ana-joao/index.en.md');
  });

  it('tells a protected main as what it is, and changes nothing', async () => {
    const repository = repositoryWith();
    standIn.protectedBranches.add('main');
    const before = standIn.git(['rev-parse', 'main']);
    expect(await wordsOf(repository.commit(() => ({ change, result: 'done' })))).toBe(
      'GitHub refused to change your site’s files on GitHub (GitHub said: “Protected branch update failed for refs/heads/main.”): your site’s branch is protected on GitHub so that only a pull request may change it, and this page changes it directly. Nothing was changed. Ask whoever protected it (the repository’s Settings → Branches, or Settings → Rules) to let your account change it, then try again.',
    );
    // Refused once: a protected branch is not one that moved, and is not tried again.
    expect(standIn.calls.filter((call) => call.method === 'patch').map((call) => call.status)).toEqual([422]);
    expect(standIn.git(['rev-parse', 'main'])).toBe(before);
  });

  it('names the permission a read-only token lacks, and changes nothing', async () => {
    const repository = repositoryWith({ contents: 'read', variables: 'write' });
    const before = standIn.git(['rev-parse', 'main']);
    expect(await wordsOf(repository.commit(() => ({ change, result: 'done' })))).toMatch(
      /^Your editor token may not change your site’s files on GitHub \(GitHub said: “Resource not accessible by personal access token”\): set Contents: Read and write on github\.com: /,
    );
    expect(standIn.git(['rev-parse', 'main'])).toBe(before);
  });

  it('deletes a file with a tree entry of no hash, and writes one from its text', () => {
    expect(treeEntries(change)).toEqual([
      { path: 'content/settings/sharing.yml', mode: '100644', type: 'blob', content: 'album: rita-nuno\n' },
      { path: 'content/albums/ana-joao/index.en.md', mode: '100644', type: 'blob', sha: null },
      { path: 'content/albums/ana-joao/index.pt.md', mode: '100644', type: 'blob', sha: null },
    ]);
  });
});

describe('her Actions variables', () => {
  it('are read as they are, none where one is not set', async () => {
    const repository = repositoryWith();
    standIn.variables.set('NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'service_rita');
    expect(await repository.variables(['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'])).toEqual({
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_rita',
    });
  });

  it('makes a missing one, changes a different one and leaves an equal one alone', async () => {
    const repository = repositoryWith();
    standIn.variables.set('NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'service_old');
    standIn.variables.set('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'template_rita');
    const changed = await repository.saveVariables([
      { name: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', value: 'key_rita' },
      { name: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', value: 'service_rita' },
      { name: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', value: 'template_rita' },
    ]);
    expect(changed).toEqual(['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID']);
    expect(Object.fromEntries(standIn.variables)).toEqual({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key_rita',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_rita',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_rita',
    });
  });

  it('names the Variables permission a token without it lacks', async () => {
    const repository = repositoryWith({ contents: 'write' });
    expect(
      await wordsOf(repository.saveVariables([{ name: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', value: 'key_rita' }])),
    ).toMatch(
      /^Your editor token may not save the settings your site is built with \(its Actions variables\) \(GitHub said: “Resource not accessible by personal access token”\): set Variables: Read and write on github\.com: /,
    );
    expect(standIn.variables.size).toBe(0);
  });
});
