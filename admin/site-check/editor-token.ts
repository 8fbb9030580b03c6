/**
 * Her one GitHub token: the editor signs in with it, and `npm run setup` sets up her repository with
 * it, so she makes one token on her first day. What it may do, each permission with why, is decided
 * here once; the page that makes it is linked pre-filled (GitHub's URL parameters), and a refusal
 * GitHub answers with the permission it wanted (its X-Accepted-GitHub-Permissions header) is told
 * in the words of that page.
 */

type Access = 'read' | 'write';

/** A repository permission of a fine-grained token: GitHub's parameter name, the page's label, what needs it. */
type Permission = { readonly name: string; readonly label: string; readonly access: Access; readonly why: string };

export const TOKEN_PERMISSIONS: readonly Permission[] = [
  { name: 'contents', label: 'Contents', access: 'write', why: 'the editor saves your albums and pages' },
  { name: 'pull_requests', label: 'Pull requests', access: 'write', why: 'each save is a draft, published from it' },
  { name: 'statuses', label: 'Commit statuses', access: 'read', why: 'the editor shows each preview’s address' },
  {
    name: 'actions_variables',
    label: 'Variables',
    access: 'write',
    why: 'the set-up and the go-live page keep the site’s settings',
  },
  {
    name: 'administration',
    label: 'Administration',
    access: 'write',
    why: 'the set-up limits what the workflows may do',
  },
  { name: 'actions', label: 'Actions', access: 'write', why: 'the set-up starts the site’s publishing' },
];

/** What she names the token, and the year it lasts (GitHub's longest, 366 days). */
const TOKEN_NAME = 'Site editor and set-up';
const TOKEN_DESCRIPTION = "For your site's editor and its set-up (npm run setup). Give it your site's repository only.";
const TOKEN_DAYS = 366;

/** GitHub's page that makes a fine-grained token, filled in with its name, its year and its permissions. */
export function tokenCreationLink(): string {
  const query = new URLSearchParams({
    name: TOKEN_NAME,
    description: TOKEN_DESCRIPTION,
    expires_in: String(TOKEN_DAYS),
    ...Object.fromEntries(TOKEN_PERMISSIONS.map((permission) => [permission.name, permission.access])),
  });
  return `https://github.com/settings/personal-access-tokens/new?${query.toString()}`;
}

/** Where she changes a token she made: its permissions and its repository can be edited without a new token. */
export const TOKEN_SETTINGS = 'https://github.com/settings/personal-access-tokens';

const ACCESS_LABEL: Record<Access, string> = { read: 'Read-only', write: 'Read and write' };

/** One permission as the token's page shows it: “Variables: Read and write”. */
export const permissionWords = (permission: Pick<Permission, 'label' | 'access'>) =>
  `${permission.label}: ${ACCESS_LABEL[permission.access]}`;

/** Every permission as the page should show it, for her to check before pressing Generate token. */
export const TOKEN_PAGE_CHECKLIST = [...TOKEN_PERMISSIONS, { label: 'Metadata', access: 'read' as const }]
  .map(permissionWords)
  .join(', ');

/**
 * The permissions a refusal asks for, from GitHub's X-Accepted-GitHub-Permissions header
 * (`name=access`, several sets separated by semicolons, any one of which would do), as the
 * token's page has them; none when the header names none she can give.
 */
export function acceptedPermissions(header: string | null): Pick<Permission, 'name' | 'label' | 'access'>[] {
  if (!header) return [];
  const sets = header.split(';').map((set) =>
    set
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  // The set made only of permissions her token is meant to have: the one she can give.
  const ours = sets.find((set) => set.every(([name]) => TOKEN_PERMISSIONS.some((each) => each.name === name)));
  return (ours ?? []).map(([name, access]) => ({
    name,
    label: TOKEN_PERMISSIONS.find((each) => each.name === name)!.label,
    access: access === 'read' ? 'read' : 'write',
  }));
}

/** The permissions a refusal asks for (acceptedPermissions), in the words of the token's page. */
export const wantedPermissions = (header: string | null): string[] => acceptedPermissions(header).map(permissionWords);

/**
 * A link that opens her editor signed in with her token: the editor's own sign-in link
 * (`#/signin/` and base64 of `{"token": …}`, checked in its code at build: admin/vendor/couplings.ts),
 * which signs in and takes itself out of the tab's Back list (replaceState). The browser's history
 * of visited pages still keeps it, token and all: the set-up prints it only on the run she gave her
 * token, for her own computer, so that she opens her editor rather than pasting the token a second
 * time. The part after # never reaches a server.
 */
export function editorSignInLink(siteAddress: string, token: string): string {
  // A token is ASCII (github_pat_ and letters, digits, underscores): btoa takes it as it is.
  const data = btoa(JSON.stringify({ token }));
  return `${siteAddress.replace(/\/+$/, '')}/admin/#/signin/${encodeURIComponent(data)}`;
}
