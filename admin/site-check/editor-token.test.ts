/** @jest-environment node */
import { editorSignInLink, TOKEN_PERMISSIONS, tokenCreationLink, wantedPermissions } from './editor-token';

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

describe('editorSignInLink', () => {
  it('opens the editor at its sign-in route with the token as base64 of JSON, escaped for the address', () => {
    const token = 'github_pat_11AAAAAA0abcdefghijklmnopqrstuvwxyz';
    const link = editorSignInLink('https://rita-photo.web.app/', token);
    const [page, route] = link.split('#');
    expect(page).toBe('https://rita-photo.web.app/admin/');
    expect(route).toMatch(/^\/signin\/[A-Za-z0-9%]+$/);
    // As the editor reads it: the path after the route, decoded, then base64 of JSON with the token.
    const data = decodeURIComponent(route!.replace(/^\/signin\//, ''));
    expect(JSON.parse(atob(data))).toEqual({ token });
  });
});
