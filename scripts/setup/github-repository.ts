/**
 * The first of `npm run setup`'s steps: which GitHub repository this folder is, whose, and whether
 * it is private, which the Google steps bind the live identity to and the settings steps change.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GITHUB_API, HEADERS, todo, unexpected } from './github-call';
import type { SetupStep } from './step';

/** owner/name of a GitHub remote's address (https or ssh), or undefined for any other host. */
export function repositoryOfRemote(url: string): string | undefined {
  return /github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];
}

const gitOrigin = async (): Promise<string | undefined> => {
  try {
    const { stdout } = await promisify(execFile)('git', ['remote', 'get-url', 'origin']);
    return stdout.trim();
  } catch {
    return undefined;
  }
};

/** The repository step, reading the folder's remote through `origin`. */
export const repositoryStep = (origin: () => Promise<string | undefined> = gitOrigin): SetupStep => ({
  title: 'This folder’s GitHub repository is known.',
  async run(context) {
    const remote = await origin();
    const repository = remote === undefined ? undefined : repositoryOfRemote(remote);
    if (!repository)
      return todo(
        `This folder has no GitHub repository as its origin${remote ? ` (it is ${remote})` : ''}: make one on github.com (New repository, Private), then run git remote add origin https://github.com/OWNER/NAME.git and git push -u origin main.`,
      );
    const answer = await context.github(`${GITHUB_API}/repos/${repository}`, { headers: HEADERS });
    if (answer.status === 403 || answer.status === 404)
      return todo(
        `GitHub shows your account no repository ${repository}: check the address (git remote get-url origin), and sign in with gh as an account that has it (gh auth status).`,
      );
    if (!answer.ok) throw unexpected(answer, `about the repository ${repository}`);
    const repo = (await answer.json()) as { id: number; full_name: string; private: boolean; owner: { type: string } };
    return {
      status: 'already',
      found: {
        GITHUB_REPOSITORY: repo.full_name,
        GITHUB_REPOSITORY_ID: String(repo.id),
        GITHUB_OWNER_TYPE: repo.owner.type === 'Organization' ? 'Organization' : 'User',
        GITHUB_PRIVATE: String(repo.private),
      },
    };
  },
});

export const githubRepositoryStep: SetupStep = repositoryStep();
