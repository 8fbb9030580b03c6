/**
 * `npm run setup`, its terminal apart (terminal.ts gives the real one, the scenarios theirs): the
 * options, the Google sign-in, the questions (questions.ts), the steps as a checklist (steps.ts),
 * her Gemini key, and then where her site and editor are, with the publishing followed until it is
 * live. `--help` answers before anything else and calls nothing.
 */
import { DEFAULT_FOLLOWING, followRun, whereItIs, type Following } from './follow-run';
import type { Workflow } from './github-call';
import type { Confirm } from './google-analytics';
import type { Waiting } from './google-call';
import { askDomain, askGeminiKey, askGitHub, askProject, type Ask, type Interview } from './questions';
import { reaching, runSetup, signedIn, wordsOf } from './run-setup';
import type { SavedAnswers } from './saved-answers';
import { hostingAddress } from './site-address';
import { setupSteps } from './steps';

export const HELP = `npm run setup: your site's first day in one command, run again whenever in doubt.

It signs in to Google with gcloud (Google Cloud Shell is signed in already) and to GitHub with your
token, asks only what it does not know yet, checks each answer, sets up your Google project and your
GitHub repository, and starts your site's publishing: your site is then online at its own address,
your editor beside it. A second run changes only what is missing.

  npm run setup               asks what it does not know yet, then sets up what is missing
  npm run setup -- --change   asks every question again (token, repository, project, domain, Gemini key)
  npm run setup -- --help     shows this, and changes nothing

Your answers are kept in .local/setup.json in this folder, your token with them (readable by you only).`;

/** What the command needs from where it runs: the terminal, the network, the Google sign-in, the kept answers. */
export type CommandIo = {
  print: (line: string) => void;
  ask: Ask;
  fetch: typeof fetch;
  /** A Google access token of her `gcloud` sign-in, or what to do to get one. */
  googleToken: () => Promise<{ token: string } | { problem: string }>;
  saved: { read: () => SavedAnswers; write: (answers: SavedAnswers) => void };
  sleep: (ms: number) => Promise<void>;
};

/** How long Google's changes are waited for, the run followed, and the workflows (the scenarios give their own). */
export type CommandOptions = { waiting?: Waiting; following?: Following; workflows?: readonly Workflow[] };

const OPTIONS = new Set(['--help', '-h', '--change']);

/** The command; its exit code. */
export async function setupCommand(
  args: readonly string[],
  io: CommandIo,
  options: CommandOptions = {},
): Promise<number> {
  const unknown = args.filter((arg) => !OPTIONS.has(arg));
  if (args.includes('--help') || args.includes('-h') || unknown.length > 0) {
    if (unknown.length > 0) io.print(`npm run setup does not know ${unknown.join(' ')}.\n`);
    io.print(HELP);
    return unknown.length > 0 ? 2 : 0;
  }
  const google = await io.googleToken();
  if ('problem' in google) {
    io.print(`  ✗ ${google.problem}`);
    return 1;
  }
  const interview: Interview = { ask: io.ask, print: io.print, change: args.includes('--change') };
  let saved = io.saved.read();
  const keep = (change: SavedAnswers) => io.saved.write((saved = { ...saved, ...change }));
  const githubFetch = reaching('GitHub', io.fetch);
  const googleCall = signedIn(reaching('Google', io.fetch), google.token);
  // Whatever stops the run (no answer, a service down) is told in her words, never as a stack trace.
  try {
    const { token, repository, given } = await askGitHub(interview, saved, (each) => signedIn(githubFetch, each));
    keep({ githubToken: token, repository });
    const project = await askProject(interview, saved, googleCall);
    keep({ project: { id: project.id, name: project.name } });
    const domain = await askDomain(interview, saved);
    saved = { ...saved, domain };
    io.saved.write(saved);

    const github = signedIn(githubFetch, token);
    const confirm: Confirm = async (instructions) => {
      io.print(`\n  ${instructions}`);
      return !/^(n|no|later)$/i.test((await io.ask('Done? (Y, or n for later)')) ?? 'n');
    };
    io.print(`\nSetting up ${project.name} and ${repository}:`);
    const result = await runSetup(
      setupSteps({ waiting: options.waiting, confirm, workflows: options.workflows }),
      {
        domain,
        found: {
          GOOGLE_PROJECT: project.id,
          GITHUB_REPOSITORY: repository,
          ...(saved.analyticsOffByHand ? { ANALYTICS_OFF_BY_HAND: saved.analyticsOffByHand } : {}),
        },
        github,
        google: googleCall,
      },
      io.print,
    );
    if (result.found.ANALYTICS_OFF_BY_HAND) keep({ analyticsOffByHand: result.found.ANALYTICS_OFF_BY_HAND });
    if (result.stopped) return 1;

    io.print('');
    const context = { found: { ...result.found }, google: googleCall };
    if (await askGeminiKey(interview, saved, project, context, given)) keep({ geminiKeyProject: project.id });

    const site = result.found.FIREBASE_SITE;
    if (site) {
      // Her domain once the domain step found Google serving it, else the Hosting address.
      const address = result.found.SITE_ADDRESS ?? hostingAddress(site);
      io.print('');
      // The link that signs her in holds her token: printed only on the run she gave it.
      whereItIs(address, domain, given ? token : undefined).forEach((line) => io.print(line));
      const runId = result.found.LIVE_RUN_ID;
      if (runId) {
        const end = await followRun(
          github,
          repository,
          runId,
          io.print,
          io.sleep,
          options.following ?? DEFAULT_FOLLOWING,
        );
        if (end === 'live')
          io.print(`  ✓ Published: your site is online at ${address}, your editor at ${address}/admin.`);
        if (end === 'failed') return 1;
      }
    }
    return result.lines.some((line) => line.mark === 'problem') ? 1 : 0;
  } catch (error) {
    io.print(`\n  ✗ ${wordsOf(error)}`);
    return 1;
  }
}
