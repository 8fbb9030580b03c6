/**
 * The online part of `npm run check:settings`: one read-only call to each service the site and the
 * editor rely on, each answer told in plain words with what to do. A check needs a credential
 * (a Google sign-in, her key, her token); without it the check says "not checked" and how to give
 * one, never ✓. Nothing is written anywhere: no user is made, no e-mail sent, nothing committed.
 *
 * - The Hosting site: Firebase Hosting's projects.sites.get, with a Google sign-in.
 * - Anonymous sign-in: Identity Toolkit's admin projects.getConfig (signIn.anonymous.enabled),
 *   with a Google sign-in. The public accounts:signUp would need only the web API key, but it makes
 *   a real anonymous user in her project on every run: a write, so it is not used.
 * - Her translation key: Cloud Translation v2's list of languages; her Gemini key: the Gemini API's
 *   models.get of the model the editor drafts with (a 404 then means the model is retired). Both sent
 *   as the editor sends them, from the site's address, since a key restricted to it refuses others.
 *   Refusals are told in the editor's own words (admin/google/service-failure.ts).
 * - Her editor token: GitHub's repository read (her account's access), then reads of the drafts
 *   and of commit statuses, which a fine-grained token may do only when granted them.
 * - EmailJS: not checked. EmailJS offers no read-only call that shows a template or its variables
 *   (its API sends e-mails, and lists those sent with the private key); only sending checks one.
 */
import { DRAFTING_MODEL, DRAFTING_ORIGIN } from '@/admin/drafting/draft-request';
import { draftingKeyProblem } from '@/admin/drafting/drafting-key';
import { failureNotice, failureOfAnswer, type GoogleService } from '@/admin/google/service-failure';
import { TRANSLATION_ENDPOINT } from '@/admin/translation/translation-request';
import { HOSTING_API } from '../ci/apis';
import type { ContentCheckResult } from '../ci/content-check';
import type { Settings } from './settings-check';

/** ✓ it is as it should be; ✗ it is not, with what to do; or not checked, with how to check it. */
type Mark = 'ok' | 'problem' | 'unchecked';
export type CheckLine = { mark: Mark; text: string };

/** Where each service answers; the tests give their stand-ins'. */
export type Services = {
  hosting: string;
  identityToolkit: string;
  translation: string;
  generativeLanguage: string;
  github: string;
};

export const SERVICES: Services = {
  hosting: HOSTING_API,
  identityToolkit: 'https://identitytoolkit.googleapis.com/v2',
  translation: TRANSLATION_ENDPOINT,
  generativeLanguage: `${DRAFTING_ORIGIN}/v1beta`,
  github: 'https://api.github.com',
};

/**
 * The credentials the checks read, by the names she gives them on the command line (or in
 * .env.local): none of them is a GitHub variable, and CI gives none but its own Google sign-in.
 */
const CREDENTIALS = {
  /** A Google access token: Google's tools' own name for one; the workflow passes its sign-in as HOSTING_TOKEN. */
  googleToken: ['GOOGLE_OAUTH_ACCESS_TOKEN', 'HOSTING_TOKEN'],
  translationKey: 'GOOGLE_TRANSLATION_KEY',
  geminiKey: 'GEMINI_API_KEY',
  editorToken: 'GITHUB_EDITOR_TOKEN',
} as const;

const SIGN_IN =
  'sign in to Google first: GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) npm run check:settings';
const ok = (text: string): CheckLine => ({ mark: 'ok', text });
const problem = (text: string): CheckLine => ({ mark: 'problem', text });
const unchecked = (text: string): CheckLine => ({ mark: 'unchecked', text });

/** The JSON of an answer, or null when it has none. */
const bodyOf = async (response: Response): Promise<unknown> => {
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

type Fetch = typeof fetch;
type Request = { url: string; headers: Record<string, string> };

/** An answer, or the words for none. */
async function call(fetcher: Fetch, request: Request, service: string): Promise<Response | CheckLine> {
  try {
    return await fetcher(request.url, { headers: request.headers });
  } catch (error) {
    return problem(unreachable(service, error));
  }
}

const googleToken = (settings: Settings) =>
  CREDENTIALS.googleToken.map((name) => settings[name]?.trim()).find((value) => value) ?? undefined;
const projectOf = (settings: Settings) => settings.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim() || undefined;
/** The Hosting site: FIREBASE_SITE, or the project's default site, which has the project's id. */
const siteOf = (settings: Settings) => settings.FIREBASE_SITE?.trim() || projectOf(settings);

/** A sign-in Google no longer takes (an access token lasts an hour). */
const EXPIRED_SIGN_IN =
  'Google did not accept the sign-in: an access token lasts an hour. Sign in again (gcloud auth print-access-token), then run the check again.';

async function hostingSite(settings: Settings, services: Services, fetcher: Fetch): Promise<CheckLine> {
  const token = googleToken(settings);
  const project = projectOf(settings);
  const site = siteOf(settings);
  if (!token) return unchecked(`The Firebase Hosting site is not checked: ${SIGN_IN}.`);
  if (!project || !site)
    return unchecked('The Firebase Hosting site is not checked: the Firebase project id is not set (above).');
  const answer = await call(
    fetcher,
    { url: `${services.hosting}/projects/${project}/sites/${site}`, headers: { authorization: `Bearer ${token}` } },
    'Firebase Hosting',
  );
  if (!(answer instanceof Response)) return answer;
  if (answer.ok) return ok(`The Firebase Hosting site “${site}” is in the project “${project}”.`);
  if (answer.status === 401) return problem(EXPIRED_SIGN_IN);
  if (answer.status === 404)
    return problem(
      `The Firebase project “${project}” has no Hosting site “${site}”: nothing could be published to it. In the Firebase console, open Hosting and copy the site’s ID into the GitHub variable FIREBASE_SITE (or leave it empty for the project’s own site), and check NEXT_PUBLIC_FIREBASE_PROJECT_ID.`,
    );
  if (answer.status === 403)
    return problem(
      `Google refused to show the Hosting site “${site}” of the project “${project}” to this sign-in: the project id is not the site’s, or the account signed in is not allowed to publish it (it needs the role Firebase Hosting Admin). Check NEXT_PUBLIC_FIREBASE_PROJECT_ID in the Firebase console (Project settings → General).`,
    );
  return problem(
    `Firebase Hosting did not answer as expected (${answer.status}) about the site “${site}”: run the check again in a few minutes.`,
  );
}

async function anonymousSignIn(settings: Settings, services: Services, fetcher: Fetch): Promise<CheckLine> {
  const token = googleToken(settings);
  const project = projectOf(settings);
  if (!token) return unchecked(`Anonymous sign-in is not checked: ${SIGN_IN}.`);
  if (!project) return unchecked('Anonymous sign-in is not checked: the Firebase project id is not set (above).');
  const answer = await call(
    fetcher,
    {
      url: `${services.identityToolkit}/projects/${project}/config`,
      // A sign-in of a person (gcloud's) must name the project its call is counted against.
      headers: { authorization: `Bearer ${token}`, 'x-goog-user-project': project },
    },
    'Firebase Authentication',
  );
  if (!(answer instanceof Response)) return answer;
  const turnOn =
    'In the Firebase console, open Authentication → Sign-in method → Add new provider → Anonymous, and enable it.';
  if (answer.ok) {
    const config = (await bodyOf(answer)) as { signIn?: { anonymous?: { enabled?: boolean | null } } } | null;
    return config?.signIn?.anonymous?.enabled === true
      ? ok('Anonymous sign-in is on.')
      : problem(`Anonymous sign-in is off: the site’s visitors are not signed in, and nothing is counted. ${turnOn}`);
  }
  if (answer.status === 401) return problem(EXPIRED_SIGN_IN);
  if (answer.status === 404)
    return problem(
      `Authentication is not set up in the Firebase project “${project}”: open Authentication → Get started in the Firebase console. ${turnOn}`,
    );
  if (answer.status === 403)
    return problem(
      `Google refused to show the sign-in settings of the project “${project}” to this sign-in: sign in as an owner of the project, or give the account the role Firebase Authentication Viewer; and check that NEXT_PUBLIC_FIREBASE_PROJECT_ID is the project’s id.`,
    );
  return problem(
    `Firebase Authentication did not answer as expected (${answer.status}): run the check again in a few minutes.`,
  );
}

/** The address the editor's requests come from: a key restricted to the site's address refuses any other. */
const editorAddress = (settings: Settings): Record<string, string> => {
  const site = settings.NEXT_PUBLIC_SITE_URL?.trim();
  try {
    return site ? { referer: new URL('/admin/', site).href } : {};
  } catch {
    return {};
  }
};

async function googleKey(
  service: GoogleService,
  key: string,
  url: string,
  settings: Settings,
  fetcher: Fetch,
  passed: string,
): Promise<CheckLine> {
  const name = service === 'translation' ? 'Your translation key' : 'Your Gemini key';
  let answer: Response;
  try {
    answer = await fetcher(url, { headers: { 'x-goog-api-key': key, ...editorAddress(settings) } });
  } catch {
    // fetch rejects only when no answer came (a TypeError, though of another realm under a test
    // runner): told in the editor's words for being offline.
    return problem(`${name}: ${failureNotice(new TypeError('no answer'), service)}`);
  }
  if (answer.ok) return ok(passed);
  return problem(`${name}: ${failureNotice(failureOfAnswer(answer.status, await bodyOf(answer)), service)}`);
}

async function translationKey(settings: Settings, services: Services, fetcher: Fetch): Promise<CheckLine> {
  const key = settings[CREDENTIALS.translationKey]?.trim();
  if (!key)
    return unchecked(
      `Your translation key is not checked: it stays in your browser. To check it, run ${CREDENTIALS.translationKey}=AIza… npm run check:settings`,
    );
  if (!key.startsWith('AIza'))
    return problem(
      'Your translation key does not start with AIza: the editor ignores it. Copy the API key whole from the Google Cloud console (APIs & Services → Credentials).',
    );
  return googleKey(
    'translation',
    key,
    `${services.translation}/languages?target=en`,
    settings,
    fetcher,
    'Your translation key reaches Google Cloud Translation.',
  );
}

async function geminiKey(settings: Settings, services: Services, fetcher: Fetch): Promise<CheckLine> {
  const key = settings[CREDENTIALS.geminiKey]?.trim();
  if (!key)
    return unchecked(
      `Your Gemini key is not checked: it stays in your browser. To check it, run ${CREDENTIALS.geminiKey}=AQ.… npm run check:settings`,
    );
  const shape = draftingKeyProblem(key, 'en');
  if (shape) return problem(`Your Gemini key: ${shape}`);
  return googleKey(
    'drafting',
    key,
    `${services.generativeLanguage}/models/${DRAFTING_MODEL}`,
    settings,
    fetcher,
    `Your Gemini key reaches the Gemini API, and its model ${DRAFTING_MODEL} is there.`,
  );
}

/** Where she changes what her token may do. */
const TOKEN_PAGE =
  'on github.com: your picture → Settings → Developer settings → Personal access tokens → Fine-grained tokens → the token → Edit';

async function editorToken(settings: Settings, services: Services, fetcher: Fetch): Promise<CheckLine[]> {
  const token = settings[CREDENTIALS.editorToken]?.trim();
  const repository = settings.ADMIN_REPOSITORY?.trim() || settings.GITHUB_REPOSITORY?.trim();
  if (!token)
    return [
      unchecked(
        `Your editor token is not checked: it stays in your browser. To check it, run ${CREDENTIALS.editorToken}=github_pat_… npm run check:settings`,
      ),
    ];
  if (!repository)
    return [
      unchecked('Your editor token is not checked: the repository is not known. Set ADMIN_REPOSITORY=owner/name.'),
    ];
  const headers = {
    authorization: `Bearer ${token}`,
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

const EMAILJS = unchecked(
  'The EmailJS template is not checked: EmailJS offers no read-only way to see a template’s variables. Send yourself an enquiry from the site’s contact form and check that every field arrives.',
);

/** Every online check's line, in the order she set things up. */
export async function onlineChecks(
  settings: Settings,
  services: Services = SERVICES,
  fetcher: Fetch = fetch,
): Promise<CheckLine[]> {
  const [site, anonymous, translation, gemini, token] = await Promise.all([
    hostingSite(settings, services, fetcher),
    anonymousSignIn(settings, services, fetcher),
    translationKey(settings, services, fetcher),
    geminiKey(settings, services, fetcher),
    editorToken(settings, services, fetcher),
  ]);
  return [site, anonymous, EMAILJS, translation, gemini, ...token];
}

const MARKS: Record<Mark, string> = { ok: '✓', problem: '✗', unchecked: '–' };

/** The checklist as the terminal shows it, one line each. */
export const checklist = (lines: readonly CheckLine[]): string =>
  lines.map((line) => `  ${MARKS[line.mark]} ${line.text}`).join('\n');

/** What the workflow tells the draft: every ✗ in order, the first as its status; a line not checked is no problem. */
export function settingsResult(lines: readonly CheckLine[]): ContentCheckResult {
  const problems = lines.filter((line) => line.mark === 'problem').map((line) => line.text);
  return { ok: problems.length === 0, stage: 'the settings', problems };
}
