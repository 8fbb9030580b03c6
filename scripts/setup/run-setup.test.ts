/** @jest-environment node */
import { reaching, runSetup, Unanswered } from './run-setup';
import type { SetupContext, SetupStep, StepOutcome } from './step';

const context: SetupContext = {
  domain: 'https://www.luzdosul.pt',
  found: { GOOGLE_PROJECT: 'luz-do-sul-photo' },
  github: () => Promise.resolve(new Response(null, { status: 200 })),
  google: () => Promise.resolve(new Response(null, { status: 401 })),
};
const step = (title: string, run: SetupStep['run']): SetupStep => ({ title, run });
const outcome = (value: StepOutcome) => () => Promise.resolve(value);

describe('the setup runner', () => {
  it('gives each step what the ones before found, and prints each line as it ends', async () => {
    const seen: string[] = [];
    const printed: string[] = [];
    const result = await runSetup(
      [
        step('The repository is known.', outcome({ status: 'already', found: { GITHUB_REPOSITORY: 'marta/site' } })),
        step('It sees the repository.', ({ found }) => {
          seen.push(`${found.GOOGLE_PROJECT} ${found.GITHUB_REPOSITORY}`);
          return Promise.resolve({ status: 'already' });
        }),
      ],
      context,
      (line) => printed.push(line),
    );
    expect(seen).toEqual(['luz-do-sul-photo marta/site']);
    expect(printed).toEqual([
      '  ✓ The repository is known.',
      '  ✓ It sees the repository.',
      'Nothing to change: everything was already so.',
    ]);
    expect(result.nothingToChange).toBe(true);
  });

  it('tells a step that got no answer in plain words, naming the service, and goes on to the next', async () => {
    const offline = reaching('GitHub', () => Promise.reject(new TypeError('fetch failed')));
    const result = await runSetup(
      [
        step('The variables are set.', async () => {
          await offline('https://api.github.com/repos/marta/site/actions/variables');
          return { status: 'already' };
        }),
        step('The environment is limited to main.', outcome({ status: 'made', said: 'Made the environment.' })),
      ],
      context,
    );
    expect(result.lines).toEqual([
      {
        mark: 'problem',
        text: 'The variables are set: not done. GitHub did not answer (fetch failed: no answer reached this computer; check its internet connection): run npm run setup again.',
      },
      { mark: 'ok', text: 'Made the environment.' },
    ]);
    expect(result.summary).toMatch(/^Not finished/);
  });

  it('gives what a step made its own ✓ before what is left to her, and counts it as a change', async () => {
    const printed: string[] = [];
    const result = await runSetup(
      [
        step(
          'Your domain.',
          outcome({ status: 'todo', made: 'Connected www.luzdosul.pt.', todo: 'Add your domain’s DNS records.' }),
        ),
      ],
      context,
      (line) => printed.push(line),
    );
    expect(printed).toEqual([
      '  ✓ Connected www.luzdosul.pt.',
      '  ✗ Add your domain’s DNS records.',
      'Not finished: do what each ✗ says, then run npm run setup again; it changes only what is still missing.',
    ]);
    expect(result.changed).toBe(true);
  });

  it('tells what she said she did, which it cannot check, with a –', async () => {
    const printed: string[] = [];
    await runSetup(
      [step('Analytics.', outcome({ status: 'noted', said: 'You switched it off: noted, not checked.' }))],
      context,
      (line) => printed.push(line),
    );
    expect(printed).toEqual([
      '  – You switched it off: noted, not checked.',
      'Nothing to change: everything was already so.',
    ]);
  });

  it('says nothing changed when only what is hers is left, but not when a step got no answer', async () => {
    const hers = step('Your DNS records.', outcome({ status: 'todo', todo: 'Add your DNS records.' }));
    const left = await runSetup([step('The site exists.', outcome({ status: 'already' })), hers], context);
    expect(left.nothingToChange).toBe(true);
    expect(left.summary).toBe('Nothing to change: what is left is yours to do, as each ✗ above says.');
    const broken = await runSetup(
      [step('The site exists.', () => Promise.reject(new Unanswered('Google', '503'))), hers],
      context,
    );
    expect(broken.nothingToChange).toBe(false);
    expect(broken.summary).toMatch(/^Not finished/);
  });

  it('says a ✗ that several steps share once', async () => {
    const waiting = outcome({ status: 'todo', todo: 'Not done: the GitHub repository is not known.' });
    const printed: string[] = [];
    await runSetup(
      [step('The variables are set.', waiting), step('The environment is limited.', waiting)],
      context,
      (line) => printed.push(line),
    );
    expect(printed).toEqual([
      '  ✗ Not done: the GitHub repository is not known.',
      'Nothing to change: what is left is yours to do, as each ✗ above says.',
    ]);
  });

  it('stops at a sign-in Google refuses, whichever step asked', async () => {
    const later = jest.fn(outcome({ status: 'already' }));
    const result = await runSetup(
      [
        step('Hosting is there.', async ({ google }) => {
          await google('https://firebasehosting.googleapis.com/v1beta1/projects/p/sites');
          return { status: 'already' };
        }),
        step('Later.', later),
      ],
      context,
    );
    expect(result.stopped).toBe(true);
    expect(later).not.toHaveBeenCalled();
    expect(result.lines.map((line) => line.text)).toEqual([
      'Google did not accept your sign-in (it may have expired): run gcloud auth login (in Cloud Shell, closing and opening it again does the same), then npm run setup again.',
    ]);
  });

  it('tells what is for later with a –, which leaves nothing undone', async () => {
    const printed: string[] = [];
    const result = await runSetup(
      [step('Billing.', outcome({ status: 'later', said: 'Translating needs billing, when you want it.' }))],
      context,
      (line) => printed.push(line),
    );
    expect(printed).toEqual([
      '  – Translating needs billing, when you want it.',
      'Nothing to change: everything was already so.',
    ]);
    expect(result.nothingToChange).toBe(true);
  });
});
