/**
 * What she is told when GitHub refuses, or does not answer, one of the go-live page's calls: in
 * plain words, with what to do, and the permission her editor token must be given when it lacks
 * one (a fine-grained token may do only what it was granted, and GitHub refuses the rest with a
 * 403). Pure.
 */
import { TOKEN_PAGE } from '../site-check/service-checks';

/** What a call was for, in her words, and the token's permission it needs. */
export type GitHubStep = {
  /** What could not be done, as the end of "Your editor token may not …" and "GitHub refused …". */
  doing: string;
  /** The permission of a fine-grained token, as GitHub's token page names it. */
  permission: 'Contents' | 'Variables';
  level: 'Read-only' | 'Read and write';
};

export const READ_FILES: GitHubStep = {
  doing: 'read your site’s files on GitHub',
  permission: 'Contents',
  level: 'Read-only',
};
export const COMMIT: GitHubStep = {
  doing: 'change your site’s files on GitHub',
  permission: 'Contents',
  level: 'Read and write',
};
export const SAVE_VARIABLES: GitHubStep = {
  doing: 'save the settings your site is built with (its Actions variables)',
  permission: 'Variables',
  level: 'Read and write',
};

/** A call GitHub (or the editor on her computer) refused or did not answer, told in her words; nothing she typed is lost by it. */
export class CallProblem extends Error {
  constructor(readonly words: string) {
    super(words);
  }
}

/** The words for an answer that is not the one hoped for (`status` 0: no answer at all). */
export function refusalWords(step: GitHubStep, status: number, repository: string, said = ''): string {
  const github = said ? ` (GitHub said: “${said}”)` : '';
  switch (status) {
    case 0:
      return `GitHub could not be reached to ${step.doing}: check this computer’s internet connection, then try again.`;
    case 401:
      return 'GitHub does not accept your editor token: it has expired, or was copied in part. Make a new one as your guide’s “Signing in” says, sign in to the editor with it, then come back to this page.';
    case 403:
      return `Your editor token may not ${step.doing}${github}: set ${step.permission} to ${step.level} ${TOKEN_PAGE}, save the token, then try again.`;
    case 404:
      return `Your editor token cannot see the repository ${repository}${github}: when making it, choose the repository’s owner under Resource owner and the repository under Only select repositories.`;
    case 409:
      return `GitHub refused to ${step.doing}${github}: the repository is empty or busy. Wait a minute, then try again.`;
    default:
      return status >= 500
        ? `GitHub had a problem of its own and could not ${step.doing} (${status}): wait a few minutes, then try again.`
        : `GitHub refused to ${step.doing} (${status})${github}: try again, and if it says the same, ask whoever looks after the site’s code.`;
  }
}
