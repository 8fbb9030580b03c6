/** @jest-environment node */
import { githubStandIn, githubState } from './github-stand-in';

const headers = { authorization: 'Bearer gho_her-sign-in', accept: 'application/vnd.github+json' };

describe("the GitHub stand-in's own checks", () => {
  it('refuses a token without the permission GitHub documents for the route, naming it as GitHub does', async () => {
    const github = githubStandIn(githubState({ tokenPermissions: { actions_variables: 'read' } }));
    const read = await github.fetch('https://api.github.com/repos/marta/site/actions/variables', { headers });
    expect(read.status).toBe(200);
    const write = await github.fetch('https://api.github.com/repos/marta/site/actions/variables', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'A', value: 'b' }),
    });
    expect(write.status).toBe(403);
    expect(write.headers.get('x-accepted-github-permissions')).toBe('actions_variables=write');
    expect(await write.json()).toEqual({ message: 'Resource not accessible by personal access token', status: '403' });
    expect(github.state.variables).toEqual({});
    expect(github.violations).toEqual([]);
  });

  it('answers a repository the token was not given as a stranger’s: not found', async () => {
    const github = githubStandIn(githubState({ reachesRepository: false }));
    expect((await github.fetch('https://api.github.com/repos/marta/site', { headers })).status).toBe(404);
    expect(await (await github.fetch('https://api.github.com/user/repos', { headers })).json()).toEqual([]);
    expect(github.violations).toEqual([]);
  });

  it('records a request outside the description', async () => {
    const github = githubStandIn(githubState());
    expect((await github.fetch('https://api.github.com/repos/marta/site/actions/secrets', { headers })).status).toBe(
      400,
    );
    expect(github.violations).toEqual([expect.stringContaining('is not an operation of GitHub')]);
  });
});
