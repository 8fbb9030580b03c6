/**
 * The end of her first run: where her site and her editor are, and the publishing GitHub does
 * next, followed for a few minutes (the run's state read again every half minute) until it is
 * live, failed, or still under way (then where to watch it). A first publish runs every check
 * first: about 20 minutes.
 */
import { editorSignInLink } from '@/admin/site-check/editor-token';
import { GITHUB_API, HEADERS } from './github-call';
import type { SetupContext } from './step';

/** How long the run is followed: every `pollMs`, `polls` times. */
export type Following = { pollMs: number; polls: number };
export const DEFAULT_FOLLOWING: Following = { pollMs: 30_000, polls: 10 };

type Run = { status?: string; conclusion?: string | null; html_url?: string };

export type RunEnd = 'live' | 'failed' | 'under way';

/**
 * Where each part of the site is, in plain words: online at `address` (its Hosting address from the
 * first run, her domain once Google serves it); her editor beside it. On the run she gave her token
 * (`token`), a link that opens the editor signed in with it, so she need not paste it again: the
 * link holds the token and stays in the history of the browser that opens it, so it is printed
 * that once, for her own computer.
 */
export const whereItIs = (address: string, domain: string | undefined, token: string | undefined) => [
  `Your site: ${address} (kept out of search engines until you go live)${domain && domain !== address ? `; it moves to ${domain} once Google sees your domain's DNS records and npm run setup runs again` : ''}`,
  ...(token
    ? [
        `Your editor: ${address}/admin. This link opens it signed in with your token; it holds your token and stays in the history of the browser you open it in, so open it on your own computer only:`,
        `  ${editorSignInLink(address, token)}`,
      ]
    : [`Your editor: ${address}/admin`]),
];

/** Follows the run `runId` of `repository`, saying each change; its end as far as it was followed. */
export async function followRun(
  github: SetupContext['github'],
  repository: string,
  runId: string,
  print: (line: string) => void,
  sleep: (ms: number) => Promise<void>,
  { pollMs, polls }: Following = DEFAULT_FOLLOWING,
): Promise<RunEnd> {
  let said = '';
  let page = `https://github.com/${repository}/actions`;
  for (let poll = 0; poll < polls; poll++) {
    if (poll > 0) await sleep(pollMs);
    const answer = await github(`${GITHUB_API}/repos/${repository}/actions/runs/${runId}`, { headers: HEADERS });
    if (!answer.ok) break;
    const run = (await answer.json()) as Run;
    page = run.html_url ?? page;
    if (run.status === 'completed') {
      if (run.conclusion === 'success') return 'live';
      print(
        `  ✗ The publish did not finish: GitHub says why, in plain words, beside the newest commit at https://github.com/${repository} (the red ✗) and at ${page}. Do what it says; each later change publishes again.`,
      );
      return 'failed';
    }
    const now = run.status === 'queued' ? 'waiting for a computer at GitHub' : 'checking and building your site';
    if (now !== said) print(`  … GitHub is ${(said = now)}.`);
  }
  const minutes = Math.max(1, Math.round((polls * pollMs) / 60_000));
  print(
    `  … Still under way after ${minutes} minute${minutes === 1 ? '' : 's'}: the first publish takes about 20 minutes. Follow it at ${page}; when it shows a green ✓, your site is online.`,
  );
  return 'under way';
}
