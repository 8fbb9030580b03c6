/** @jest-environment node */
import { TOKEN_PERMISSIONS, tokenCreationLink, wantedPermissions } from './editor-token';

describe('her one GitHub token', () => {
  it('is made from a link that fills in its name, its year and each permission, by GitHub’s parameter names', () => {
    const link = new URL(tokenCreationLink());
    expect(link.origin + link.pathname).toBe('https://github.com/settings/personal-access-tokens/new');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      name: 'Site editor and set-up',
      description: expect.stringContaining("Give it your site's repository only.") as unknown,
      expires_in: '366',
      contents: 'write',
      pull_requests: 'write',
      statuses: 'read',
      actions_variables: 'write',
      administration: 'write',
      actions: 'write',
    });
    // GitHub takes a name of 40 characters at most.
    expect(link.searchParams.get('name')!.length).toBeLessThanOrEqual(40);
  });

  it('asks for no permission it does not say why it needs', () => {
    for (const permission of TOKEN_PERMISSIONS) expect(permission.why).not.toBe('');
  });

  it('reads the permission GitHub wanted as the token’s page names it', () => {
    expect(wantedPermissions('actions_variables=write')).toEqual(['Variables: Read and write']);
    expect(wantedPermissions('statuses=read')).toEqual(['Commit statuses: Read-only']);
    // Several sets, any one of which would do: the one her token can be given.
    expect(wantedPermissions('organization_projects=admin; contents=read, pull_requests=read')).toEqual([
      'Contents: Read-only',
      'Pull requests: Read-only',
    ]);
    expect(wantedPermissions('repository_projects=write')).toEqual([]);
    expect(wantedPermissions(null)).toEqual([]);
  });
});
