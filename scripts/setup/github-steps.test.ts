/** @jest-environment node */
import path from 'node:path';
import { githubStandIn, githubState } from '@/test-support/setup/github-stand-in';
import { readWorkflows, type Workflow } from './github-call';
import { neededDefaultPermissions } from './github-environment';
import { repositoryOfRemote } from './github-repository';
import { runAgainStep, startsByHand } from './github-run-again';
import { SETUP_VARIABLES } from './github-variables';
import { signedIn } from './run-setup';

const root = path.resolve(__dirname, '../..');
const workflows = readWorkflows(root);

describe('the GitHub steps', () => {
  it('set every variable the workflows read, and no other', () => {
    // Read from the workflows' text, apart from the steps' own list.
    const read = new Set(
      workflows.flatMap(({ text }) => [...text.matchAll(/\bvars\.([A-Z0-9_]+)/g)].map((m) => m[1]!)),
    );
    expect([...SETUP_VARIABLES].sort()).toEqual([...read].sort());
  });

  it('find the repository in an https or an ssh remote, and in no other host', () => {
    expect(repositoryOfRemote('https://github.com/marta/site.git')).toBe('marta/site');
    expect(repositoryOfRemote('git@github.com:marta/site.git\n')).toBe('marta/site');
    expect(repositoryOfRemote('https://github.com/marta/site')).toBe('marta/site');
    expect(repositoryOfRemote('https://gitlab.com/marta/site.git')).toBeUndefined();
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
      SETUP_VARIABLES.map((name) => [name, { value: 'x', updated_at: '2026-11-02T00:00:00Z' }]),
    );
    const github = githubStandIn(githubState({ variables }));
    const step = runAgainStep([{ file: 'ci.yml', text: 'on:\n  push:\n  workflow_dispatch:\n' }]);
    const context = {
      domain: 'https://www.luzdosul.pt',
      email: 'marta@luzdosul.pt',
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
