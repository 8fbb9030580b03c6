/**
 * The checks of her own credentials, one read-only call each, every answer told in plain words with
 * what to do: the same implementation for `npm run check:settings` (scripts/settings/online-checks.ts,
 * given them on the command line) and for the site check beside the editor (admin/site-check/page.ts,
 * which finds them where the editor keeps them in her browser). Nothing is written anywhere: no
 * e-mail sent, nothing committed. A credential is sent to its own service only.
 *
 * - Her translation key: Cloud Translation v2's list of languages; her Gemini key: the Gemini API's
 *   models.get of the model the editor drafts with (a 404 then means the model is retired). A key
 *   restricted to the site's address refuses a call from elsewhere: the terminal sends the site's
 *   address as the editor's page does, a browser sends its own. Refusals are told in the editor's
 *   own words (admin/google/service-failure.ts).
 * - Her editor token: GitHub's repository read (her account's access), then reads of the drafts
 *   and of commit statuses, which a fine-grained token may do only when granted them.
 */
import { DRAFTING_MODEL, DRAFTING_ORIGIN } from '@/admin/drafting/draft-request';
import { draftingKeyProblem } from '@/admin/drafting/drafting-key';
import { failureNotice, failureOfAnswer, type GoogleService } from '@/admin/google/service-failure';
import { TRANSLATION_ENDPOINT } from '@/admin/translation/translation-request';
import { PREVIEW_CONTEXT } from '@/lib/going-live/preview-context';

/** ✓ it is as it should be; ✗ it is not, with what to do; or not checked, with how to check it. */
type Mark = 'ok' | 'problem' | 'unchecked';
export type CheckLine = { mark: Mark; text: string };

/** Where each service her credentials are for answers; the tests give their stand-ins'. */
export type KeyServices = {
  translation: string;
  generativeLanguage: string;
  github: string;
};

export const KEY_SERVICES: KeyServices = {
  translation: TRANSLATION_ENDPOINT,
  generativeLanguage: `${DRAFTING_ORIGIN}/v1beta`,
  github: 'https://api.github.com',
};

export const ok = (text: string): CheckLine => ({ mark: 'ok', text });
export const problem = (text: string): CheckLine => ({ mark: 'problem', text });
export const unchecked = (text: string): CheckLine => ({ mark: 'unchecked', text });

/** The JSON of an answer, or null when it has none. */
export const bodyOf = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/** The words of a request that got no answer: the network, not the service, failed. */
const unreachable = (service: string, error: unknown) => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return `${service} could not be reached${typeof cause === 'string' ? ` (${cause})` : ''}: check this computer’s internet connection, then run the check again.`;
};

export type Fetch = typeof fetch;
type Request = { url: string; headers: Record<string, string> };

/** An answer, or the words for none. */
export async function call(fetcher: Fetch, request: Request, service: string): Promise<Response | CheckLine> {
  try {
    return await fetcher(request.url, { headers: request.headers });
  } catch (error) {
    return problem(unreachable(service, error));
  }
}

async function googleKey(
  service: GoogleService,
  key: string,
  url: string,
  from: Record<string, string>,
  fetcher: Fetch,
  passed: string,
): Promise<CheckLine> {
  const name = service === 'translation' ? 'Your translation key' : 'Your Gemini key';
  let answer: Response;
  try {
    answer = await fetcher(url, { headers: { 'x-goog-api-key': key, ...from } });
  } catch {
    // fetch rejects only when no answer came (a TypeError, though of another realm under a test
    // runner): told in the editor's words for being offline.
    return problem(`${name}: ${failureNotice(new TypeError('no answer'), service)}`);
  }
  if (answer.ok) return ok(passed);
  return problem(`${name}: ${failureNotice(failureOfAnswer(answer.status, await bodyOf(answer)), service)}`);
}

/** Where a call is made from, for a key restricted to her site's address: `{ referer }`, or none (a browser sends its own). */
export type CallOrigin = Record<string, string>;

/** Where the checks call (the tests give their stand-ins'), with what, and from where. */
type KeyCheckOptions = { services?: KeyServices; fetcher?: Fetch; from?: CallOrigin };

/** Her translation key, checked against Cloud Translation. */
export async function translationKeyCheck(
  key: string,
  { services = KEY_SERVICES, fetcher = fetch, from = {} }: KeyCheckOptions = {},
): Promise<CheckLine> {
  if (!key.trim().startsWith('AIza'))
    return problem(
      'Your translation key does not start with AIza: the editor ignores it. Copy the API key whole from the Google Cloud console (APIs & Services → Credentials).',
    );
  return googleKey(
    'translation',
    key.trim(),
    `${services.translation}/languages?target=en`,
    from,
    fetcher,
    'Your translation key reaches Google Cloud Translation.',
  );
}

/** Her Gemini key, checked against the model the editor drafts with. */
export async function geminiKeyCheck(
  key: string,
  { services = KEY_SERVICES, fetcher = fetch, from = {} }: KeyCheckOptions = {},
): Promise<CheckLine> {
  const shape = draftingKeyProblem(key);
  if (shape) return problem(`Your Gemini key: ${shape}`);
  return googleKey(
    'drafting',
    key.trim(),
    `${services.generativeLanguage}/models/${DRAFTING_MODEL}`,
    from,
    fetcher,
    `Your Gemini key reaches the Gemini API, and its model ${DRAFTING_MODEL} is there.`,
  );
}

/** Where she changes what her token may do. */
export const TOKEN_PAGE =
  'on github.com: your picture → Settings → Developer settings → Personal access tokens → Fine-grained tokens → the token → Edit';

/** Her editor token, checked against the repository `owner/name` the editor commits to. */
export async function editorTokenCheck(
  token: string,
  repository: string,
  { services = KEY_SERVICES, fetcher = fetch }: Omit<KeyCheckOptions, 'from'> = {},
): Promise<CheckLine[]> {
  const headers = {
    authorization: `Bearer ${token.trim()}`,
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
  };
  const get = (route: string) =>
    call(fetcher, { url: `${services.github}/repos/${repository}${route}`, headers }, 'GitHub');
  const answer = await get('');
  if (!(answer instanceof Response)) return [answer];
  if (answer.status === 401)
    return [
      problem(
        'GitHub does not accept your editor token: it has expired, or was copied in part. Make a new one as your guide’s “Signing in” says, and sign in to the editor with it.',
      ),
    ];
  if (answer.status === 403 || answer.status === 404)
    return [
      problem(
        `Your editor token cannot see the repository ${repository}: when making it, choose the repository’s owner under Resource owner and the repository under Only select repositories. A token of an organisation that approves tokens works only once an owner approves it.`,
      ),
    ];
  if (!answer.ok) return [problem(`GitHub did not answer as expected (${answer.status}): run the check again later.`)];
  const repo = (await bodyOf(answer)) as {
    default_branch?: string;
    private?: boolean;
    permissions?: { push?: boolean };
  } | null;
  // `permissions` is her account's role in the repository: without write, no token of hers can save.
  if (repo?.permissions?.push !== true)
    return [
      problem(
        `Your GitHub account may only read ${repository}: the editor could save nothing. Ask the repository’s owner to give you Write access (Settings → Collaborators).`,
      ),
    ];
  // A classic token lists its scopes; `repo` (or `public_repo` for a public repository) lets it write.
  const scopes = answer.headers.get('x-oauth-scopes');
  if (scopes !== null) {
    const granted = scopes.split(',').map((scope) => scope.trim());
    return granted.includes('repo') || (repo.private === false && granted.includes('public_repo'))
      ? [ok(`Your editor token (a classic token) may change ${repository}.`)]
      : [
          problem(
            `Your editor token is a classic token without the repo scope: the editor could save nothing. Make a fine-grained token as your guide’s “Signing in” says.`,
          ),
        ];
  }
  const lines: CheckLine[] = [];
  const pulls = await get('/pulls?per_page=1');
  if (!(pulls instanceof Response)) return [pulls];
  lines.push(
    pulls.ok
      ? ok(`Your editor token reaches ${repository} and its drafts (pull requests).`)
      : problem(
          `Your editor token may not read the drafts of ${repository}: set Pull requests to Read and write ${TOKEN_PAGE}.`,
        ),
  );
  const statuses = await get(`/commits/${encodeURIComponent(repo.default_branch ?? 'main')}/status?per_page=1`);
  if (!(statuses instanceof Response)) return [...lines, statuses];
  lines.push(
    statuses.ok
      ? ok('Your editor token reads the previews’ statuses.')
      : problem(
          `Your editor token may not read commit statuses: the editor shows neither a preview’s address nor a red ✗. Set Commit statuses to Read-only ${TOKEN_PAGE}.`,
        ),
  );
  // GitHub tells a fine-grained token's write grants only by refusing a write, which a check must not make.
  lines.push(
    unchecked(
      `Whether your editor token may write is not checked (GitHub shows it only when a save is refused): ${TOKEN_PAGE}, Contents and Pull requests must both say Read and write.`,
    ),
  );
  return lines;
}

/** The "Deploy preview" status of main's newest commit, as GitHub keeps it. */
type PublishStatus = { state: string; description: string | null };

/**
 * What is live against main's newest commit, in the words its last run left: each Publish and each
 * Put back tells it as that commit's status, success only once the live site shows it. After the
 * editor stops asking (10 minutes), this is where she sees a Publish still waiting or building.
 */
function newestPublishLine(status: PublishStatus | undefined): CheckLine {
  const said = status?.description ?? '';
  switch (status?.state) {
    case undefined:
      return unchecked('GitHub has no word yet on your newest Publish: check again in a minute.');
    case 'pending':
      return unchecked(`Your newest Publish is not live yet. ${said}`);
    case 'success':
      return ok(said || 'The live site shows your newest Publish.');
    default:
      return problem(`Your newest Publish is not on the live site. ${said}`);
  }
}

/** What is live, read with her editor token from main's newest commit; not checked when the token cannot read it. */
export async function newestPublishCheck(
  token: string,
  repository: string,
  { services = KEY_SERVICES, fetcher = fetch }: Omit<KeyCheckOptions, 'from'> = {},
): Promise<CheckLine> {
  const headers = {
    authorization: `Bearer ${token.trim()}`,
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
  };
  const get = (route: string) =>
    call(fetcher, { url: `${services.github}/repos/${repository}${route}`, headers }, 'GitHub');
  const notRead = unchecked('What is live is not checked: your editor token cannot read it (see its lines above).');
  const repo = await get('');
  if (!(repo instanceof Response)) return repo;
  if (!repo.ok) return notRead;
  const branch = ((await bodyOf(repo)) as { default_branch?: string } | null)?.default_branch ?? 'main';
  const combined = await get(`/commits/${encodeURIComponent(branch)}/status?per_page=100`);
  if (!(combined instanceof Response)) return combined;
  if (!combined.ok) return notRead;
  const { statuses } =
    ((await bodyOf(combined)) as { statuses?: (PublishStatus & { context: string })[] } | null) ?? {};
  return newestPublishLine(statuses?.find((status) => status.context === PREVIEW_CONTEXT));
}

const MARKS: Record<Mark, string> = { ok: '✓', problem: '✗', unchecked: '–' };

/** The checklist as the terminal shows it, one line each. */
export const checklist = (lines: readonly CheckLine[]): string =>
  lines.map((line) => `  ${MARKS[line.mark]} ${line.text}`).join('\n');
