/**
 * What the GitHub steps share: calls to the repository's part of GitHub's REST API with her
 * sign-in, the words for a refusal they cannot act on, and the workflows as this folder has them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_SETTINGS, wantedPermissions } from '@/admin/site-check/editor-token';
import type { SetupContext, StepOutcome } from './step';

export const GITHUB_API = 'https://api.github.com';
export const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };
/** The only branch that may deploy the live site, and whose workflow publishes it. */
export const MAIN = 'main';

export const todo = (words: string): StepOutcome => ({ status: 'todo', todo: words });

/** Words for an answer a step cannot act on: a refusal of the moment (a 503), told plainly. */
export const unexpected = (answer: Response, what: string) =>
  new Error(`GitHub did not answer as expected (${answer.status}) ${what}: run npm run setup again in a few minutes.`);

/** A call to the repository's part of GitHub's API; null when the repository step found none. */
export function repositoryCall(context: Pick<SetupContext, 'found' | 'github'>) {
  const repository = context.found.GITHUB_REPOSITORY;
  if (!repository) return null;
  return (method: string, route: string, body?: unknown) =>
    context.github(`${GITHUB_API}/repos/${repository}${route}`, {
      method,
      headers: body === undefined ? HEADERS : { ...HEADERS, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

export type RepositoryCall = NonNullable<ReturnType<typeof repositoryCall>>;

export const NO_REPOSITORY = todo('Not done: the GitHub repository is not known (see the first line).');

/** The words for a token that lacks permissions, named as its page names them, and where to give them. */
const tokenLacks = (wanted: readonly string[], what: string) =>
  `Your GitHub token may not ${what}: on ${TOKEN_SETTINGS} open the token, under Repository permissions set ${wanted.join(', ')}, press Update, then run npm run setup again (the token stays the same).`;

/**
 * A refusal of GitHub's to change `what` (“the variables”): the permission the token lacks when
 * GitHub names it (X-Accepted-GitHub-Permissions), else a role only the repository's admins have.
 */
export function refused(context: SetupContext, what: string, answer?: Response): StepOutcome {
  const wanted = wantedPermissions(answer?.headers.get('x-accepted-github-permissions') ?? null);
  if (wanted.length > 0) return todo(tokenLacks(wanted, `change ${what} of ${context.found.GITHUB_REPOSITORY}`));
  return todo(
    `Your GitHub account may not change ${what} of ${context.found.GITHUB_REPOSITORY}: only its admins may. Ask its owner to give you the Admin role (Settings → Collaborators), or to run npm run setup.`,
  );
}

export type Workflow = { file: string; text: string };

export const readWorkflows = (root: string = process.cwd()): Workflow[] => {
  const folder = path.join(root, '.github', 'workflows');
  return readdirSync(folder)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));
};
