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
 * - Her translation key, her Gemini key and her editor token: the checks the site check beside the
 *   editor runs too (admin/site-check/service-checks.ts), the keys sent from the site's address as
 *   the editor's page sends them, since a key restricted to it refuses others.
 * - EmailJS: not checked. EmailJS offers no read-only call that shows a template or its variables
 *   (its API sends e-mails, and lists those sent with the private key); only sending checks one,
 *   which the go-live page's "Send a test enquiry" does.
 */
import {
  bodyOf,
  call,
  editorTokenCheck,
  geminiKeyCheck,
  KEY_SERVICES,
  ok,
  problem,
  translationKeyCheck,
  unchecked,
  type CallOrigin,
  type CheckLine,
  type Fetch,
  type KeyServices,
} from '@/admin/site-check/service-checks';
import type { Settings } from '@/admin/site-check/settings-check';
import { HOSTING_API } from '../ci/apis';
import type { ContentCheckResult } from '../ci/content-check';

/** Where each service answers; the tests give their stand-ins'. */
export type Services = KeyServices & {
  hosting: string;
  identityToolkit: string;
};

export const SERVICES: Services = {
  ...KEY_SERVICES,
  hosting: HOSTING_API,
  identityToolkit: 'https://identitytoolkit.googleapis.com/v2',
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
const editorAddress = (settings: Settings): CallOrigin => {
  const site = settings.NEXT_PUBLIC_SITE_URL?.trim();
  try {
    return site ? { referer: new URL('/admin/', site).href } : {};
  } catch {
    return {};
  }
};

async function translationKey(settings: Settings, services: Services, fetcher: Fetch): Promise<CheckLine> {
  const key = settings[CREDENTIALS.translationKey]?.trim();
  if (!key)
    return unchecked(
      `Your translation key is not checked: it stays in your browser. To check it, run ${CREDENTIALS.translationKey}=AIza… npm run check:settings`,
    );
  return translationKeyCheck(key, { services, fetcher, from: editorAddress(settings) });
}

async function geminiKey(settings: Settings, services: Services, fetcher: Fetch): Promise<CheckLine> {
  const key = settings[CREDENTIALS.geminiKey]?.trim();
  if (!key)
    return unchecked(
      `Your Gemini key is not checked: it stays in your browser. To check it, run ${CREDENTIALS.geminiKey}=AQ.… npm run check:settings`,
    );
  return geminiKeyCheck(key, { services, fetcher, from: editorAddress(settings) });
}

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
  return editorTokenCheck(token, repository, { services, fetcher });
}

const EMAILJS = unchecked(
  'The EmailJS template is not checked: EmailJS offers no read-only way to see a template’s variables. Send yourself a test enquiry from the go-live page (your site’s address followed by /admin/go-live) and confirm there that every field arrived.',
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

/** What the workflow tells the draft: every ✗ in order, the first as its status; a line not checked is no problem. */
export function settingsResult(lines: readonly CheckLine[]): ContentCheckResult {
  const problems = lines.filter((line) => line.mark === 'problem').map((line) => line.text);
  return { ok: problems.length === 0, stage: 'the settings', problems };
}
