/** @jest-environment node */
import path from 'node:path';
import { githubStandIn, githubState } from '@/test-support/setup/github-stand-in';
import { readWorkflows, type Workflow } from './github-call';
import { neededDefaultPermissions } from './github-environment';
import { missingPermissions, tokenRepositories } from './github-repository';
import { runAgainStep, startsByHand } from './github-run-again';
import { EMAILJS_VARIABLES, SETUP_VARIABLES, WORKFLOW_VARIABLES } from './github-variables';
import { signedIn } from './run-setup';

const root = path.resolve(__dirname, '../..');
const workflows = readWorkflows(root);

describe('the GitHub steps', () => {
  it('know every variable the workflows read, and set all but the EmailJS ids, which the go-live page saves', () => {
    // Read from the workflows' text, apart from the steps' own list.
    const read = new Set(
      workflows.flatMap(({ text }) => [...text.matchAll(/\bvars\.([A-Z0-9_]+)/g)].map((m) => m[1]!)),
    );
    expect([...WORKFLOW_VARIABLES].sort()).toEqual([...read].sort());
    expect(SETUP_VARIABLES.filter((name) => (EMAILJS_VARIABLES as readonly string[]).includes(name))).toEqual([]);
  });

  it('find the repositories her token reaches, and nothing when GitHub does not take the token', async () => {
    const github = githubStandIn(githubState({ otherRepositories: ['marta/holidays'] }));
    expect(await tokenRepositories(signedIn(github.fetch, 'gho_her-sign-in'))).toEqual([
      { fullName: 'marta/site', private: false },
      { fullName: 'marta/holidays', private: false },
    ]);
    expect(await tokenRepositories(signedIn(github.fetch, 'github_pat_expired'))).toBeNull();
    expect(github.violations).toEqual([]);
  });

  it('name each permission her token lacks as its page names it, and none her account’s role refuses', async () => {
    const github = githubStandIn(
      githubState({ admin: false, tokenPermissions: { contents: 'write', pull_requests: 'write', actions: 'write' } }),
    );
    expect(await missingPermissions(signedIn(github.fetch, 'gho_her-sign-in'), 'marta/site')).toEqual([
      'Commit statuses: Read-only',
      'Variables: Read and write',
      'Administration: Read and write',
    ]);
    expect(github.violations).toEqual([]);
  });

  it('ask for read-only default permissions, since every workflow says what it needs', () => {
    expect(neededDefaultPermissions(workflows)).toBe('read');
    const silent: Workflow = { file: 'x.yml', text: 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n' };
    expect(neededDefaultPermissions([...workflows, silent])).toBe('write');
    const perJob: Workflow = {
      file: 'y.yml',
      text: 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: read\n',
    };
    expect(neededDefaultPermissions([...workflows, perJob])).toBe('read');
  });

  it('re-run main’s latest run, since ci.yml cannot be started by hand', () => {
    const ci = workflows.find((each) => each.file === 'ci.yml')!;
    expect(startsByHand(ci)).toBe(false);
    expect(startsByHand({ file: 'ci.yml', text: 'on:\n  push:\n  workflow_dispatch:\n' })).toBe(true);
  });

  it('start main’s workflow by hand when ci.yml allows it, and only when a variable changed since', async () => {
    const variables = Object.fromEntries(
      WORKFLOW_VARIABLES.map((name) => [name, { value: 'x', updated_at: '2026-11-02T00:00:00Z' }]),
    );
    const github = githubStandIn(githubState({ variables }));
    const step = runAgainStep([{ file: 'ci.yml', text: 'on:\n  push:\n  workflow_dispatch:\n' }]);
    const context = {
      domain: 'https://www.luzdosul.pt',
      found: { GITHUB_REPOSITORY: 'marta/site' },
      github: signedIn(github.fetch, 'gho_her-sign-in'),
      google: () => Promise.reject(new Error('no Google call')),
    };
    expect((await step.run(context)).status).toBe('made');
    expect(github.state.dispatches).toBe(1);
    expect(github.state.runs[0]!.run_attempt).toBe(1);
    expect((await step.run(context)).status).toBe('already');
    expect(github.state.dispatches).toBe(1);
    expect(github.violations).toEqual([]);
  });
});
