/**
 * What she is told when GitHub refuses, or does not answer, one of the go-live page's calls: in
 * plain words, with what to do, and the permission her editor token must be given when it lacks
 * one (a fine-grained token may do only what it was granted, and GitHub refuses the rest with a
 * 403), named as the token's page names it (admin/site-check/editor-token.ts), as the set-up does.
 * Pure.
 */
import { acceptedPermissions, permissionWords } from '../site-check/editor-token';
import { TOKEN_PAGE } from '../site-check/service-checks';

/** What a call was for, in her words, and the token's permission it needs. */
export type GitHubStep = {
  /** What could not be done, as the end of "Your editor token may not …" and "GitHub refused …". */
  doing: string;
  /**
   * The permission it needs, in the notation of GitHub's X-Accepted-GitHub-Permissions header
   * (`contents=read`). A refusal names it in that header, but GitHub's answers to a browser do not
   * expose it (its CORS list leaves it out), so what the call needs stands in when it cannot be read.
   */
  needs: string;
};

export const READ_FILES: GitHubStep = { doing: 'read your site’s files on GitHub', needs: 'contents=read' };
export const COMMIT: GitHubStep = { doing: 'change your site’s files on GitHub', needs: 'contents=write' };
export const READ_VARIABLES: GitHubStep = {
  doing: 'read the settings your site is built with (its Actions variables)',
  needs: 'actions_variables=read',
};
export const SAVE_VARIABLES: GitHubStep = {
  doing: 'save the settings your site is built with (its Actions variables)',
  needs: 'actions_variables=write',
};

/** A call GitHub (or the editor on her computer) refused or did not answer, told in her words; nothing she typed is lost by it. */
export class CallProblem extends Error {
  constructor(readonly words: string) {
    super(words);
  }
}

/** GitHub's refusal to move a branch that moved since it was read: the only refusal worth trying again at once. */
export const isBranchMoved = (said: string): boolean => /not a fast[ -]forward/i.test(said);

/** GitHub's words for a branch only a pull request (or a passing check) may change: a branch protection rule or a ruleset. */
const PROTECTED_BRANCH =
  /protected branch|required status check|not authorized to push|repository rule|through a pull request/i;

/**
 * The permissions a refused call asks of her token, as the token's page names them: what GitHub's
 * refusal asks for, and at least what the step needs (a write begins with a read, which GitHub
 * refuses asking for read only: she is told the write at once).
 */
function permissionsToSet(step: GitHubStep, accepted: string | null): string[] {
  const asked = acceptedPermissions(accepted);
  const needed = acceptedPermissions(step.needs).map((need) =>
    asked.some((each) => each.name === need.name && each.access === 'write')
      ? { ...need, access: 'write' as const }
      : need,
  );
  return [...needed, ...asked.filter((each) => !needed.some((need) => need.name === each.name))].map(permissionWords);
}

/** What GitHub said of a refusal: its message, and the permissions it wanted when it tells them. */
export type Refusal = { status: number; said?: string; accepted?: string | null };

/** The words for an answer that is not the one hoped for (`status` 0: no answer at all). */
export function refusalWords(
  step: GitHubStep,
  { status, said = '', accepted = null }: Refusal,
  repository: string,
): string {
  const github = said ? ` (GitHub said: “${said}”)` : '';
  switch (status) {
    case 0:
      return `GitHub could not be reached to ${step.doing}: check this computer’s internet connection, then try again.`;
    case 401:
      return 'GitHub does not accept your editor token: it has expired, or was copied in part. Make a new one as your guide’s “Signing in” says, sign in to the editor with it, then come back to this page.';
    case 403:
      return `Your editor token may not ${step.doing}${github}: set ${permissionsToSet(step, accepted).join(', ')} ${TOKEN_PAGE}, save the token, then try again.`;
    case 404:
      return `Your editor token cannot see the repository ${repository}${github}: when making it, choose the repository’s owner under Resource owner and the repository under Only select repositories.`;
    case 409:
      return `GitHub refused to ${step.doing}${github}: the repository is empty or busy. Wait a minute, then try again.`;
    default:
      if (status === 422 && PROTECTED_BRANCH.test(said))
        return `GitHub refused to ${step.doing}${github}: your site’s branch is protected on GitHub so that only a pull request may change it, and this page changes it directly. Nothing was changed. Ask whoever protected it (the repository’s Settings → Branches, or Settings → Rules) to let your account change it, then try again.`;
      return status >= 500
        ? `GitHub had a problem of its own and could not ${step.doing} (${status}): wait a few minutes, then try again.`
        : `GitHub refused to ${step.doing} (${status})${github}: try again, and if it says the same, ask whoever looks after the site’s code.`;
  }
}
