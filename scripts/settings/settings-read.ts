/**
 * Which settings `npm run check:settings` checks, and where they come from. In GitHub's workflows,
 * the environment the workflow passes (its variables). On her computer or in Cloud Shell, with her
 * editor token on the command line and not `--offline`: the repository's GitHub variables, which
 * the live site is built with (the set-up saves them there, not in a file). Otherwise this
 * computer's settings file, .env.local, named in every problem, since that is what a build here reads.
 */
import { wantedPermissions, TOKEN_SETTINGS } from '@/admin/site-check/editor-token';
import { ok, problem, unchecked, type CheckLine, type Fetch } from '@/admin/site-check/service-checks';
import { GITHUB_VARIABLES, type Settings, type SettingsSource } from '@/admin/site-check/settings-check';

export type SettingsRead = { settings: Settings; source: SettingsSource; lines: CheckLine[] };

export type SettingsPlaces = {
  /** The process's environment: the workflow's variables in CI, her credentials on the command line. */
  env: Settings;
  /** This computer's settings file: its path, and its values (null when it does not exist). */
  file: { path: string; values: Settings | null };
  offline: boolean;
  /** owner/name of the repository the variables are read from. */
  repository: string | undefined;
  /** GitHub's REST API root. */
  github: string;
  fetcher?: Fetch;
};

/** GitHub gives at most this many variables a page. */
const PAGE_SIZE = 30;

export async function settingsRead({
  env,
  file,
  offline,
  repository,
  github,
  fetcher = fetch,
}: SettingsPlaces): Promise<SettingsRead> {
  // The environment wins over the file, as in Next's own loading.
  const fromFile = (lines: CheckLine[]): SettingsRead => ({
    settings: { ...(file.values ?? {}), ...env },
    source: { kind: 'file', file: file.path, exists: file.values !== null },
    lines,
  });
  if (env.GITHUB_ACTIONS === 'true')
    return { settings: { ...(file.values ?? {}), ...env }, source: GITHUB_VARIABLES, lines: [] };
  const token = env.GITHUB_EDITOR_TOKEN?.trim();
  if (offline || !token || !repository) return fromFile([]);

  const variables: Record<string, string> = {};
  for (let page = 1; ; page++) {
    let answer: Response;
    try {
      answer = await fetcher(`${github}/repos/${repository}/actions/variables?per_page=${PAGE_SIZE}&page=${page}`, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
        },
      });
    } catch {
      return fromFile([
        unchecked(
          `Your site’s GitHub variables are not read: GitHub could not be reached from this computer. The settings file ${file.path} is checked instead.`,
        ),
      ]);
    }
    if (answer.status === 401)
      return fromFile([
        problem(
          `GitHub does not accept your editor token, so your site’s GitHub variables are not read: it has expired, or was copied in part. The settings file ${file.path} is checked instead.`,
        ),
      ]);
    if (answer.status === 403 || answer.status === 404) {
      const wanted = wantedPermissions(answer.headers.get('x-accepted-github-permissions'));
      return fromFile([
        problem(
          `Your editor token may not read the GitHub variables of ${repository}: on ${TOKEN_SETTINGS} open the token, under Repository permissions set ${wanted.length > 0 ? wanted.join(', ') : 'Variables: Read and write'} (and check that the repository is among its repositories), then press Update. The settings file ${file.path} is checked instead.`,
        ),
      ]);
    }
    if (!answer.ok)
      return fromFile([
        unchecked(
          `Your site’s GitHub variables are not read: GitHub answered ${answer.status}; run the check again later. The settings file ${file.path} is checked instead.`,
        ),
      ]);
    const body = (await answer.json()) as { total_count: number; variables: { name: string; value: string }[] };
    for (const { name, value } of body.variables) variables[name] = value;
    if (body.variables.length === 0 || Object.keys(variables).length >= body.total_count) break;
  }
  return {
    // Her credentials come from the command line; the site's settings are GitHub's alone.
    settings: { ...env, ...variables },
    source: GITHUB_VARIABLES,
    lines: [
      ok(`Read your site’s settings from the GitHub variables of ${repository}, as the live site is built with them.`),
    ],
  };
}
