/** @jest-environment node */
import { githubStandIn, githubState } from '@/test-support/setup/github-stand-in';
import { followRun, whereItIs } from './follow-run';
import { signedIn } from './run-setup';

const run = (status: string, runEnds: 'success' | 'failure' = 'success') =>
  githubStandIn(
    githubState({ runEnds, runs: [{ id: 4001, status, run_started_at: '2026-11-28T09:00:00Z', run_attempt: 2 }] }),
  );

async function follow(github: ReturnType<typeof githubStandIn>, polls: number) {
  const printed: string[] = [];
  const waited: number[] = [];
  const end = await followRun(
    signedIn(github.fetch, 'gho_her-sign-in'),
    'marta/site',
    '4001',
    (line) => printed.push(line),
    (ms) => (waited.push(ms), Promise.resolve()),
    { pollMs: 30_000, polls },
  );
  return { end, printed, waited };
}

describe('following the publish', () => {
  it('says each change once, until the run is live', async () => {
    const { end, printed, waited } = await follow(run('queued'), 10);
    expect(end).toBe('live');
    expect(printed).toEqual([
      '  … GitHub is waiting for a computer at GitHub.',
      '  … GitHub is checking and building your site.',
    ]);
    expect(waited).toEqual([30_000, 30_000]);
  });

  it('says where GitHub tells why when it failed', async () => {
    const { end, printed } = await follow(run('in_progress', 'failure'), 10);
    expect(end).toBe('failed');
    expect(printed.at(-1)).toMatch(/^  ✗ The publish did not finish: GitHub says why, in plain words/);
  });

  it('stops following after its minutes, saying how long a first publish takes and where to watch it', async () => {
    const { end, printed } = await follow(run('queued'), 1);
    expect(end).toBe('under way');
    expect(printed.at(-1)).toBe(
      '  … Still under way after 1 minute: the first publish takes about 20 minutes. Follow it at https://github.com/marta/site/actions/runs/4001; when it shows a green ✓, your site is online.',
    );
  });
});

describe('where her site and editor are', () => {
  const hosting = 'https://luz-do-sul-photo.web.app';

  it('gives the link that signs her in only with the token she gave on this run, and where to open it', () => {
    const lines = whereItIs(hosting, undefined, 'github_pat_11her0token');
    expect(lines[1]).toBe(
      `Your editor: ${hosting}/admin. This link opens it signed in with your token; it holds your token and stays in the history of the browser you open it in, so open it on your own computer only:`,
    );
    expect(lines[2]).toContain('/admin/#/signin/');
    expect(whereItIs(hosting, undefined, undefined)).toEqual([
      `Your site: ${hosting} (kept out of search engines until you go live)`,
      `Your editor: ${hosting}/admin`,
    ]);
  });

  it('says the site moves to her domain while it is at its Hosting address, and nothing once it is there', () => {
    expect(whereItIs(hosting, 'https://www.luzdosul.pt', undefined)[0]).toBe(
      `Your site: ${hosting} (kept out of search engines until you go live); it moves to https://www.luzdosul.pt once Google sees your domain's DNS records and npm run setup runs again`,
    );
    expect(whereItIs('https://www.luzdosul.pt', 'https://www.luzdosul.pt', undefined)).toEqual([
      'Your site: https://www.luzdosul.pt (kept out of search engines until you go live)',
      'Your editor: https://www.luzdosul.pt/admin',
    ]);
  });
});
