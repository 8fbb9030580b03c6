/**
 * `npm run setup`: her first day in one command, run again whenever in doubt. It signs in with the
 * vendors' own tools (gh, gcloud), finds what it can (the Firebase project, her address and e-mail,
 * the EmailJS ids already set) and asks only for the rest, then runs the steps (scripts/setup/
 * steps.ts) as a checklist: each reads Google or GitHub and changes only what differs, so a second
 * run changes nothing and a run stopped halfway is finished by running it again. Then it starts
 * her own work (npm run own-work) and checks the settings online (npm run check:settings) with the
 * sign-in it has.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { promisify } from 'node:util';
import { emailOfSite, projectOfFirebaserc, signInProblem, siteAddress, type Tool } from './setup/answers';
import { repositoryOfRemote } from './setup/github-repository';
import { EMAILJS_VARIABLES, githubVariables } from './setup/github-variables';
import { runSetup, signedIn } from './setup/run-setup';
import { setupSteps } from './setup/steps';

const projectRoot = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const output = async (command: string, args: string[]) =>
  (await run(command, args, { cwd: projectRoot })).stdout.trim();

/** Her sign-in from the tool's own command, or the words saying how to get one. */
async function token(tool: Tool, args: string[]): Promise<{ token: string } | { problem: string }> {
  try {
    const value = await output(tool, args);
    return value ? { token: value } : { problem: signInProblem(tool, null) };
  } catch (error) {
    return { problem: signInProblem(tool, error) };
  }
}

const readIfThere = (file: string) => {
  const full = path.join(projectRoot, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

async function main() {
  const [github, google] = await Promise.all([
    token('gh', ['auth', 'token']),
    token('gcloud', ['auth', 'print-access-token']),
  ]);
  const missing = [github, google].flatMap((each) => ('problem' in each ? [each.problem] : []));
  if (!('token' in github) || !('token' in google)) {
    console.error(missing.map((problem) => `  ✗ ${problem}`).join('\n'));
    process.exit(1);
  }
  const ask = createInterface({ input: process.stdin });
  // Lines read as they come, so that answers typed (or piped) ahead of a question are kept.
  const answersGiven: AsyncIterator<string> = ask[Symbol.asyncIterator]();
  const question = async (words: string, optional = false) => {
    process.stdout.write(`${words} `);
    const line = await answersGiven.next();
    if (line.done === true) {
      if (optional) return '';
      console.error(`\n  ✗ npm run setup needs an answer to: ${words}`);
      process.exit(1);
    }
    return line.value.trim();
  };
  const githubCall = signedIn(fetch, github.token);

  const firebaserc = readIfThere('.firebaserc');
  let project = firebaserc === undefined ? undefined : projectOfFirebaserc(firebaserc);
  if (!project) project = (await output('gcloud', ['config', 'get-value', 'project']).catch(() => '')) || undefined;
  while (!project)
    project = (await question('Your Firebase project’s id (Firebase console → Project settings):')) || undefined;

  // On a run again, what she gave before is on GitHub already: asked only when it is not.
  const remote = await output('git', ['remote', 'get-url', 'origin']).catch(() => '');
  const repository = repositoryOfRemote(remote);
  const variables = (repository && (await githubVariables(githubCall, repository).catch(() => null))) || {};
  let domain = variables.NEXT_PUBLIC_SITE_URL ? siteAddress(variables.NEXT_PUBLIC_SITE_URL) : undefined;
  while (!domain) domain = siteAddress(await question('Your site’s address (e.g. https://www.yourname.pt):'));
  const site = readIfThere(path.join('content', 'settings', 'site.yml'));
  let email = site === undefined ? undefined : emailOfSite(site);
  while (!email) email = (await question('Your e-mail (where enquiries arrive):')) || undefined;
  const answers: Record<string, string> = {};
  for (const { name, missing: where } of EMAILJS_VARIABLES) {
    if (variables[name]) continue;
    const answer = await question(`${where} (Enter to leave it for later):`, true);
    if (answer) answers[name] = answer;
  }
  ask.close();

  console.log('\nYour site’s setup:');
  const result = await runSetup(
    setupSteps(),
    {
      domain,
      email,
      found: { GOOGLE_PROJECT: project, ...answers },
      github: githubCall,
      google: signedIn(fetch, google.token),
    },
    (line) => console.log(line),
  );
  if (result.stopped) process.exit(1);

  console.log('\nStarting with your own work:');
  const ownWork = spawnSync('npm', ['run', '--silent', 'own-work'], { cwd: projectRoot, stdio: 'inherit' });
  if (ownWork.status !== 0)
    console.log('  When your own albums are in the folder, run npm run own-work (it says what is missing).');

  // The settings as GitHub now holds them, checked online with the Google sign-in this run has.
  const settings =
    (result.found.GITHUB_REPOSITORY && (await githubVariables(githubCall, result.found.GITHUB_REPOSITORY))) || {};
  console.log('');
  const check = spawnSync('npm', ['run', '--silent', 'check:settings'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ...settings, GOOGLE_OAUTH_ACCESS_TOKEN: google.token },
  });
  process.exit(result.lines.some((line) => line.mark === 'problem') || check.status !== 0 ? 1 : 0);
}

void main();
