/**
 * The public template this project is published from (package.json's `repository`): Cloud Shell
 * clones only a public repository, so her "Open in Cloud Shell" link opens the template, and the
 * set-up finds her own, private repository from her GitHub token. The address is stated once, in
 * package.json; the guide's and the README's links are built from it (a test holds them to it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
  repository?: { url?: string } | string;
};

const url = typeof packageJson.repository === 'string' ? packageJson.repository : packageJson.repository?.url;
const fullName = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(url ?? '')?.[1];
if (!fullName)
  throw new Error('package.json has no GitHub repository (its "repository" field): the template is not known.');

/** The template's owner/name on GitHub. */
export const TEMPLATE_REPOSITORY = fullName;

/** The template's page, where “Use this template” makes her own repository. */
export const TEMPLATE_PAGE = `https://github.com/${TEMPLATE_REPOSITORY}`;

/** Opens Google Cloud Shell (Node, git and a signed-in gcloud) with the template cloned, its terminal open. */
export const CLOUD_SHELL_LINK = `https://shell.cloud.google.com/cloudshell/editor?${new URLSearchParams({
  cloudshell_git_repo: `https://github.com/${TEMPLATE_REPOSITORY}.git`,
  cloudshell_print: 'docs/cloud-shell.txt',
  show: 'terminal',
}).toString()}`;
