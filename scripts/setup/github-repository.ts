/**
 * Her GitHub repository, found from her token (the repositories it was given), and what the token
 * may do there, checked before anything is changed; then the first of `npm run setup`'s steps:
 * the repository's id, owner type and visibility, which the Google steps bind the live identity to.
 *
 * A fine-grained token shows what it may do only by being refused: each permission is tried with a
 * read that needs it, and a refusal names the permission wanted (X-Accepted-GitHub-Permissions), told
 * as the token's page names it. Whether a permission allows writing shows only when a write is
 * refused: the steps then say the same.
 */
import { TOKEN_PERMISSIONS, permissionWords, wantedPermissions } from '@/admin/site-check/editor-token';
import { GITHUB_API, HEADERS, MAIN, todo, unexpected } from './github-call';
import { Unanswered } from './run-setup';
import type { SetupContext, SetupStep } from './step';

/** A repository her token reaches. */
export type TokenRepository = { fullName: string; private: boolean };

/** The repositories her token was given; null when GitHub does not accept the token at all. */
export async function tokenRepositories(github: SetupContext['github']): Promise<TokenRepository[] | null> {
  const answer = await github(`${GITHUB_API}/user/repos?per_page=100&sort=updated`, { headers: HEADERS });
  if (answer.status === 401) return null;
  if (answer.status >= 500)
    throw new Unanswered('GitHub', `${answer.status}, when asked which repositories your token reaches`);
  if (!answer.ok) throw unexpected(answer, 'when asked which repositories your token reaches');
  const repositories = (await answer.json()) as { full_name: string; private: boolean }[];
  return repositories.map((each) => ({ fullName: each.full_name, private: each.private }));
}

/** For each permission the token needs, a read GitHub allows only with it (the routes as GitHub documents them). */
const PROBES: Record<string, (repository: string) => string> = {
  contents: (repository) => `/repos/${repository}/git/ref/heads/${MAIN}`,
  pull_requests: (repository) => `/repos/${repository}/pulls?per_page=1`,
  statuses: (repository) => `/repos/${repository}/commits/${MAIN}/status`,
  actions_variables: (repository) => `/repos/${repository}/actions/variables?per_page=1`,
  administration: (repository) => `/repos/${repository}/actions/permissions/workflow`,
  actions: (repository) => `/repos/${repository}/actions/workflows/ci.yml/runs?branch=${MAIN}&per_page=1`,
};

/**
 * What her token may not do in the repository, each permission as the token's page names it (“Variables:
 * Read and write”); an empty list when every read was allowed.
 */
export async function missingPermissions(github: SetupContext['github'], repository: string): Promise<string[]> {
  const missing: string[] = [];
  for (const permission of TOKEN_PERMISSIONS) {
    const answer = await github(`${GITHUB_API}${PROBES[permission.name]!(repository)}`, { headers: HEADERS });
    // A refusal that names no permission is her account's role, not her token's: the steps tell it.
    if (answer.status !== 403 || wantedPermissions(answer.headers.get('x-accepted-github-permissions')).length === 0)
      continue;
    // As the pre-filled link asks it: a permission that is written later is asked with write.
    missing.push(permissionWords(permission));
  }
  return missing;
}

export const repositoryStep: SetupStep = {
  title: 'Your GitHub repository is known.',
  async run(context) {
    const repository = context.found.GITHUB_REPOSITORY;
    if (!repository) return todo('No GitHub repository was chosen: run npm run setup again and choose it.');
    const answer = await context.github(`${GITHUB_API}/repos/${repository}`, { headers: HEADERS });
    if (answer.status === 403 || answer.status === 404)
      return todo(
        `Your GitHub token does not reach ${repository}: on https://github.com/settings/personal-access-tokens open the token, under Repository access choose Only select repositories and pick ${repository}, press Update, then run npm run setup again.`,
      );
    if (!answer.ok) throw unexpected(answer, `about the repository ${repository}`);
    const repo = (await answer.json()) as { id: number; full_name: string; private: boolean; owner: { type: string } };
    return {
      status: 'already',
      said: `Your GitHub repository is ${repo.full_name}.`,
      found: {
        GITHUB_REPOSITORY: repo.full_name,
        GITHUB_REPOSITORY_ID: String(repo.id),
        GITHUB_OWNER_TYPE: repo.owner.type === 'Organization' ? 'Organization' : 'User',
        GITHUB_PRIVATE: String(repo.private),
      },
    };
  },
};
