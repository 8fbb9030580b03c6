/**
 * Her repository on GitHub as the go-live page reads and changes it, with her editor token:
 * - main's files as they are now: the branch's commit and tree, and the text of each file the
 *   checks and the plan read (each blob read once a visit, by its hash), with each album folder's
 *   files;
 * - one commit on main: a tree made on main's with the files written and the ones deleted
 *   (`sha: null`), a commit on main's, and main moved to it without force. When main moved in the
 *   meantime (GitHub refuses with a 422 saying it is not a fast forward), the change is worked out
 *   again on the new main and tried once more; any other refusal is told as what it is;
 * - the repository's Actions variables, read, and each created or changed only when it differs.
 * Every read bypasses the browser's HTTP cache: GitHub answers them `Cache-Control: private,
 * max-age=60`, and a cached answer would show her site as it was before the change she just made.
 * Every refusal is a CallProblem in her words (github-words.ts). The network is the `fetch` it
 * is given, so the tests answer with a stand-in held to GitHub's description.
 */
import { albumFolderListing, type ContentFiles } from '@/lib/going-live/demo';
import { textOfBase64 } from '../github/file-text';
import { isOwnWorkText } from '@/lib/own-work/own-work-files';
import {
  COMMIT,
  CallProblem,
  isBranchMoved,
  READ_FILES,
  READ_VARIABLES,
  refusalWords,
  SAVE_VARIABLES,
  type GitHubStep,
  type Refusal,
} from './github-words';

export type GitHubAccess = {
  /** GitHub's API (https://api.github.com). */
  api: string;
  /** owner/name. */
  repository: string;
  branch: string;
  token: string;
  fetcher?: typeof fetch;
};

/** The branch's files as the checks and the plan read them, at its commit (and that commit's tree). */
export type BranchFiles = { commit: string; tree: string; files: ContentFiles };

/** A change to commit: each file's new text, each file to delete, by path. */
export type Change = { writes: ReadonlyMap<string, string>; deletions: readonly string[]; message: string };

/** The entries of a tree made on the branch's: each file written from its text, each deleted one with `sha: null`. */
export function treeEntries({ writes, deletions }: Pick<Change, 'writes' | 'deletions'>) {
  return [
    ...[...writes].map(([path, content]) => ({ path, mode: '100644' as const, type: 'blob' as const, content })),
    ...deletions.map((path) => ({ path, mode: '100644' as const, type: 'blob' as const, sha: null })),
  ];
}

/** How many of the files' texts are asked for at once. */
const AT_ONCE = 6;

export class GitHubRepository {
  /** The texts read this visit, by their blob's hash: a file read once is not read again. */
  readonly #blobs = new Map<string, string>();

  constructor(readonly access: GitHubAccess) {}

  /** The answer to one call, or a CallProblem in her words. */
  async #call(step: GitHubStep, method: string, route: string, body?: unknown): Promise<Response> {
    const { api, repository, token, fetcher = fetch } = this.access;
    let response: Response;
    try {
      response = await fetcher(`${api}/repos/${repository}${route}`, {
        method,
        cache: 'no-store',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new CallProblem(refusalWords(step, { status: 0 }, repository));
    }
    return response;
  }

  /** A refusal of GitHub's, in her words. */
  async #refused(step: GitHubStep, response: Response): Promise<CallProblem> {
    return new CallProblem(refusalWords(step, await refusalOf(response), this.access.repository));
  }

  /** The JSON of a call that must succeed; any other answer is a CallProblem. */
  async #json<T>(step: GitHubStep, method: string, route: string, body?: unknown): Promise<T> {
    const response = await this.#call(step, method, route, body);
    if (!response.ok) throw await this.#refused(step, response);
    return (response.status === 204 ? null : await response.json()) as T;
  }

  /** The branch's commit and files as they are now. */
  async read(): Promise<BranchFiles> {
    const branch = encodeURIComponent(this.access.branch);
    const ref = await this.#json<{ object: { sha: string } }>(READ_FILES, 'GET', `/git/ref/heads/${branch}`);
    const commit = ref.object.sha;
    const { tree } = await this.#json<{ tree: { sha: string } }>(READ_FILES, 'GET', `/git/commits/${commit}`);
    const listing = await this.#json<{ tree: { path: string; type: string; sha: string }[]; truncated: boolean }>(
      READ_FILES,
      'GET',
      `/git/trees/${tree.sha}?recursive=1`,
    );
    if (listing.truncated)
      throw new CallProblem(
        'GitHub gave only part of your repository’s list of files (it holds too many): this page cannot check it. Ask whoever looks after the site’s code.',
      );
    const blobs = listing.tree.filter((entry) => entry.type === 'blob');
    const wanted = blobs.filter((entry) => isOwnWorkText(entry.path));
    for (let start = 0; start < wanted.length; start += AT_ONCE) {
      await Promise.all(
        wanted.slice(start, start + AT_ONCE).map(async ({ sha }) => {
          if (this.#blobs.has(sha)) return;
          const blob = await this.#json<{ content: string }>(READ_FILES, 'GET', `/git/blobs/${sha}`);
          this.#blobs.set(sha, textOfBase64(blob.content));
        }),
      );
    }
    return {
      commit,
      tree: tree.sha,
      files: {
        texts: new Map(wanted.map(({ path, sha }) => [path, this.#blobs.get(sha)!])),
        albumFolders: albumFolderListing(blobs.map((entry) => entry.path)),
      },
    };
  }

  /**
   * One commit on the branch with the change `decide` works out from its files as they are; none
   * when it decides there is nothing to change. Worked out again once when the branch moved meanwhile.
   */
  async commit<R>(decide: (files: BranchFiles) => { change: Change; result: R } | { result: R }): Promise<{
    result: R;
    commit?: { sha: string; url: string };
  }> {
    for (let attempt = 0; ; attempt++) {
      const main = await this.read();
      const decided = decide(main);
      if (!('change' in decided)) return { result: decided.result };
      const { change } = decided;
      const made = await this.#json<{ sha: string }>(COMMIT, 'POST', '/git/trees', {
        base_tree: main.tree,
        tree: treeEntries(change),
      });
      const commit = await this.#json<{ sha: string }>(COMMIT, 'POST', '/git/commits', {
        message: change.message,
        tree: made.sha,
        parents: [main.commit],
      });
      const moved = await this.#call(COMMIT, 'PATCH', `/git/refs/heads/${encodeURIComponent(this.access.branch)}`, {
        sha: commit.sha,
        force: false,
      });
      if (moved.ok)
        return {
          result: decided.result,
          commit: { sha: commit.sha, url: `https://github.com/${this.access.repository}/commit/${commit.sha}` },
        };
      const refusal = await refusalOf(moved);
      // main moved since it was read (someone saved in the editor meanwhile): worked out again, once.
      const mainMoved = refusal.status === 422 && isBranchMoved(refusal.said);
      if (mainMoved && attempt === 0) continue;
      throw new CallProblem(
        mainMoved
          ? 'Your site changed on GitHub while this page was saving, twice in a row: nothing was changed. Wait until no one is saving in the editor, then try again.'
          : refusalWords(COMMIT, refusal, this.access.repository),
      );
    }
  }

  /** The values of these Actions variables, by name; undefined for one that is not set. */
  async variables(names: readonly string[]): Promise<Record<string, string | undefined>> {
    const values: Record<string, string | undefined> = {};
    for (const name of names) {
      const current = await this.#call(READ_VARIABLES, 'GET', `/actions/variables/${encodeURIComponent(name)}`);
      if (current.ok) values[name] = ((await current.json()) as { value?: string }).value;
      else if (current.status !== 404) throw await this.#refused(READ_VARIABLES, current);
    }
    return values;
  }

  /** Each variable made or changed to its value, only where it differs; the names of those changed. */
  async saveVariables(values: readonly { name: string; value: string }[]): Promise<string[]> {
    const changed: string[] = [];
    for (const { name, value } of values) {
      const route = `/actions/variables/${encodeURIComponent(name)}`;
      const current = await this.#call(SAVE_VARIABLES, 'GET', route);
      if (current.ok) {
        if (((await current.json()) as { value?: string }).value === value) continue;
        await this.#json(SAVE_VARIABLES, 'PATCH', route, { name, value });
      } else if (current.status === 404) {
        await this.#json(SAVE_VARIABLES, 'POST', '/actions/variables', { name, value });
      } else {
        throw await this.#refused(SAVE_VARIABLES, current);
      }
      changed.push(name);
    }
    return changed;
  }
}

/** What GitHub said of a refusal: its status, its `message` when it said anything, and the permissions it wanted when the answer lets them be read. */
async function refusalOf(response: Response): Promise<Required<Refusal>> {
  let said = '';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') said = body.message;
  } catch {
    // No JSON: GitHub said nothing more than its status.
  }
  return { status: response.status, said, accepted: response.headers.get('x-accepted-github-permissions') };
}
