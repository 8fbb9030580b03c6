/**
 * The offline part of `npm run check:settings`: the shapes of the settings the site is built with
 * (the `NEXT_PUBLIC_*` GitHub variables, or .env.local on this computer). The build never stops
 * on them: it quietly falls back (the fictional address in every canonical address and the
 * sitemap, an enquiry form that sends nowhere, no analytics, no sign-in), so each mistake that
 * fails silently is named here, in plain words, with what to do. Pure: the command
 * (scripts/check-settings.ts) reads the environment and .env.example's placeholders.
 */
import {
  EMAILJS_IDS,
  EMAILJS_SETTING_NAMES,
  EMAILJS_SETTINGS,
  type EmailJsSettingName,
} from '@/lib/contact/emailjs-settings';
import { MEASUREMENT_ID } from '@/lib/analytics/gtag';

/** The settings the site reads at build time, by name. */
export type Settings = Readonly<Record<string, string | undefined>>;

/**
 * Where the settings checked come from: GitHub's variables, which the workflows build the site with
 * (and the site check beside the editor shows, as the site was built with them), or the settings
 * file of the computer the check runs on (.env.local), which builds the site there.
 */
export type SettingsSource = { kind: 'github' } | { kind: 'file'; file: string; exists: boolean };

export const GITHUB_VARIABLES: SettingsSource = { kind: 'github' };

/** Where she sets one: a variable, which the workflow reads (a secret is never passed to the build), or a line of the file. */
const whereOf = (source: SettingsSource) =>
  source.kind === 'github'
    ? 'in GitHub: the repository’s Settings → Secrets and variables → Actions → Variables tab'
    : `in ${source.file} on this computer, as a line NAME=value`;

/** The contact form's EmailJS settings, in her words, from their one list. */
const EMAILJS_WORDS = Object.fromEntries(
  EMAILJS_IDS.map((id) => [
    EMAILJS_SETTINGS[id].setting,
    { what: `the EmailJS ${EMAILJS_SETTINGS[id].name}`, from: EMAILJS_SETTINGS[id].where },
  ]),
) as Record<EmailJsSettingName, { what: string; from: string }>;

/** What each setting is, in her words, and where its value is found. */
const SETTINGS = {
  NEXT_PUBLIC_SITE_URL: { what: 'the site address', from: 'your domain, e.g. https://www.yourname.pt' },
  ...EMAILJS_WORDS,
  NEXT_PUBLIC_FIREBASE_API_KEY: {
    what: 'the Firebase web app’s API key',
    from: 'Firebase console: Project settings → Your apps → SDK setup and configuration (apiKey)',
  },
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: {
    what: 'the Firebase auth domain',
    from: 'Firebase console: Project settings → Your apps (authDomain)',
  },
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: {
    what: 'the Firebase project id',
    from: 'Firebase console: Project settings → General (Project ID)',
  },
  NEXT_PUBLIC_FIREBASE_APP_ID: {
    what: 'the Firebase web app id',
    from: 'Firebase console: Project settings → Your apps (appId)',
  },
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: {
    what: 'the Google Analytics measurement id',
    from: 'Firebase console: Project settings → Integrations → Google Analytics, or GA4: Admin → Data streams (G-…)',
  },
} as const;

type Name = keyof typeof SETTINGS;
const NAMES = Object.keys(SETTINGS) as Name[];
const EMAILJS: readonly Name[] = EMAILJS_SETTING_NAMES;

/** What goes wrong when each is missing or wrong, so she knows why it matters. */
const CONSEQUENCE: Record<Name, string> = {
  NEXT_PUBLIC_SITE_URL:
    'the pages would name the fictional https://luzdosul.example in every canonical address, sharing tag and the sitemap',
  ...(Object.fromEntries(
    EMAILJS_SETTING_NAMES.map((name) => [name, 'a visitor’s enquiry would not reach you']),
  ) as Record<EmailJsSettingName, string>),
  NEXT_PUBLIC_FIREBASE_API_KEY: 'the site would skip its sign-in and analytics without a word',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'the site would skip its sign-in and analytics without a word',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'the site would skip its sign-in and analytics without a word',
  NEXT_PUBLIC_FIREBASE_APP_ID: 'the site would skip its sign-in and analytics without a word',
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'no visit would be counted, without a word',
};

/** A Google Cloud project id: 6 to 30 lowercase letters, digits and hyphens, from a letter, not ending in a hyphen. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
/** A Firebase web app id: `1:` the project's number `:web:` and hexadecimal digits. */
const WEB_APP_ID = /^1:\d+:web:[0-9a-f]+$/;
/** A host name alone: no scheme, no path. */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** A value copied with its spaces or quotes, or across two lines. */
const SPACE = /\s|^["']|["']$/;

const named = (name: Name) => `${SETTINGS[name].what} (${name})`;
const missing = (name: Name, where: string) =>
  `${capitalised(named(name))} is not set: ${CONSEQUENCE[name]}. Copy it from ${SETTINGS[name].from}, and set it ${where}.`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The problem of the site address, if any. */
function siteAddressProblem(value: string, where: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${capitalised(named('NEXT_PUBLIC_SITE_URL'))} “${value}” is not an address: write it whole, starting with https://, e.g. https://www.yourname.pt. Set it ${where}.`;
  }
  if (url.protocol !== 'https:')
    return `${capitalised(named('NEXT_PUBLIC_SITE_URL'))} “${value}” does not start with https://: the site is served over https only, and search engines and link previews would be sent to the wrong address. Write it with https://. Set it ${where}.`;
  if (url.hostname.endsWith('.example') || url.hostname === 'localhost')
    return `${capitalised(named('NEXT_PUBLIC_SITE_URL'))} is still the fictional “${value}”: ${CONSEQUENCE.NEXT_PUBLIC_SITE_URL}. Set it to your own domain ${where}.`;
  if (url.pathname !== '/' || url.search || url.hash)
    return `${capitalised(named('NEXT_PUBLIC_SITE_URL'))} “${value}” has more than the domain: write the address of the home page alone, e.g. https://www.yourname.pt. Set it ${where}.`;
  return undefined;
}

/** The problem of one setting's shape (it is set and not a placeholder), if any. */
function shapeProblem(name: Name, value: string, where: string): string | undefined {
  if (SPACE.test(value))
    return `${capitalised(named(name))} has a space, a line break or quotes in it: copy the value alone from ${SETTINGS[name].from}. Set it ${where}.`;
  switch (name) {
    case 'NEXT_PUBLIC_SITE_URL':
      return siteAddressProblem(value, where);
    case 'NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID':
      return MEASUREMENT_ID.test(value)
        ? undefined
        : `${capitalised(named(name))} “${value}” is not a Google Analytics 4 measurement id, which is G- followed by letters and digits (G-ABC123XYZ9)${/^UA-/i.test(value) ? '; UA- ids are the old Universal Analytics, which no longer collects anything' : ''}: ${CONSEQUENCE[name]}. Copy it from ${SETTINGS[name].from}.`;
    case 'NEXT_PUBLIC_FIREBASE_PROJECT_ID':
      return PROJECT_ID.test(value)
        ? undefined
        : `${capitalised(named(name))} “${value}” is not a project id (6 to 30 lowercase letters, digits and hyphens): copy the Project ID, not the project’s name, from ${SETTINGS[name].from}.`;
    case 'NEXT_PUBLIC_FIREBASE_APP_ID':
      return WEB_APP_ID.test(value)
        ? undefined
        : `${capitalised(named(name))} “${value}” is not a web app id (1:…:web:…): copy appId from ${SETTINGS[name].from}.`;
    case 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN':
      return HOST.test(value)
        ? undefined
        : `${capitalised(named(name))} “${value}” is not a domain alone (e.g. your-project.firebaseapp.com, without https:// or a path): copy authDomain from ${SETTINGS[name].from}.`;
    default:
      return undefined;
  }
}

/**
 * Every problem of `settings`, in her words, with what to do; none when they are fit to build the
 * real site with. `placeholders` are .env.example's values: one copied as it is is named so.
 */
export function settingsProblems(
  settings: Settings,
  placeholders: Settings = {},
  source: SettingsSource = GITHUB_VARIABLES,
): string[] {
  const where = whereOf(source);
  const given = NAMES.filter((name) => (settings[name] ?? '').trim() !== '');
  if (given.length === 0)
    return [
      source.kind === 'github'
        ? // The workflow reads variables; values saved as secrets reach the build as nothing at all.
          `None of the site’s settings reached the build: they are set as GitHub secrets, or not at all. The workflow reads them as variables: set each NEXT_PUBLIC_… value ${where}, not under Secrets.`
        : `None of the site’s settings is set on this computer: ${source.file} ${source.exists ? 'sets none of them' : 'does not exist'}, so the site built here uses the demo’s stand-ins. Your site’s own settings are GitHub variables, which npm run setup saves: to check those, give your editor token on the same line, GITHUB_EDITOR_TOKEN=github_pat_… npm run check:settings.`,
    ];
  // The contact form's ids come later, from the go-live page, which tests them with an enquiry
  // before saving them: until she has given any, a build without them is the site of her first
  // day (its form says to write to her e-mail instead), and going live waits for that test.
  const emailjsLater = EMAILJS.every((name) => (settings[name] ?? '').trim() === '');
  return NAMES.filter((name) => !(emailjsLater && EMAILJS.includes(name))).flatMap((name) => {
    const value = (settings[name] ?? '').trim();
    if (value === '') return [missing(name, where)];
    if (value === placeholders[name]?.trim())
      return [
        `${capitalised(named(name))} is still .env.example’s placeholder “${value}”: ${CONSEQUENCE[name]}. Copy your own from ${SETTINGS[name].from}, and set it ${where}.`,
      ];
    const problem = shapeProblem(name, value, where);
    return problem ? [problem] : [];
  });
}
