/**
 * What the site check beside the editor (/admin/check, admin/site-check/page.ts) knows of the build
 * and of this browser, and the lines it shows for them. Pure: the page reads storage and the
 * build's values and hands them here.
 */
import { settingsProblems } from './settings-check';
import { ok, problem, unchecked, type CheckLine } from './service-checks';

/** What the build writes into the page: the settings the site was built with and what it knows of her. */
export type SiteCheckBuild = {
  /** The site's NEXT_PUBLIC_* settings as this build had them: what every page of the site carries. */
  settings: Record<string, string>;
  /** .env.example's values: one copied as it is is named so. */
  placeholders: Record<string, string>;
  /** Her e-mail (content/settings/site.yml), where the test enquiry arrives. */
  email: string;
  /** owner/name of the repository the editor commits to. */
  repository: string;
};

/** Her GitHub token from the editor's sign-in as stored (`stored` as read); none when she signed in otherwise or not at all. */
export function keptEditorToken(stored: string | null): string | undefined {
  if (!stored) return undefined;
  try {
    const user = JSON.parse(stored) as { backendName?: unknown; token?: unknown } | null;
    if (user?.backendName !== 'github' || typeof user.token !== 'string') return undefined;
    return user.token.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The shapes of the settings the site was built with, in the terminal's words. */
export function builtSettingsLines(build: Pick<SiteCheckBuild, 'settings' | 'placeholders'>): CheckLine[] {
  const problems = settingsProblems(build.settings, build.placeholders);
  return problems.length > 0 ? problems.map(problem) : [ok('The site’s settings are in their shapes.')];
}

/** What a browser cannot check: it needs a Google sign-in, which only the terminal has. */
export const TERMINAL_ONLY: readonly CheckLine[] = [
  unchecked(
    'The Firebase Hosting site is not checked here: it needs a Google sign-in. On your computer, run GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) npm run check:settings',
  ),
  unchecked(
    'Anonymous sign-in is not checked here: it needs a Google sign-in. On your computer, run GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) npm run check:settings',
  ),
];

/** The line for a credential she has not given: where to give it. */
export const notGiven = (what: 'translation key' | 'Gemini key' | 'editor token'): CheckLine =>
  unchecked(
    `Your ${what} is not checked: none is kept in this browser. Paste it in its field above, then press Check my keys and token.`,
  );
