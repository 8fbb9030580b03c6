/**
 * What `npm run setup` finds before it asks her anything, each read from where it already is: the
 * Firebase project in .firebaserc, her e-mail in her settings (unless it is still the demo's), and
 * how to sign in when a vendor's tool is missing or signed out.
 */
import yaml from 'js-yaml';

/** The default project of a .firebaserc (`firebase use`'s record), if any. */
export function projectOfFirebaserc(text: string): string | undefined {
  try {
    const project = (JSON.parse(text) as { projects?: { default?: unknown } }).projects?.default;
    return typeof project === 'string' && project.trim() ? project.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** Her e-mail in content/settings/site.yml, unless it is the demo's (at the reserved .example domain). */
export function emailOfSite(text: string): string | undefined {
  const email = (yaml.load(text) as { email?: unknown } | null)?.email;
  if (typeof email !== 'string' || !email.includes('@')) return undefined;
  return /\.example$/i.test(email.trim()) ? undefined : email.trim();
}

/** A site address as the variable holds it: https, no trailing slash; undefined when it is not one. */
export function siteAddress(answer: string): string | undefined {
  const trimmed = answer.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export type Tool = 'gh' | 'gcloud';

const TOOLS: Record<Tool, { name: string; install: string; login: string }> = {
  gh: { name: 'GitHub’s tool gh', install: 'https://cli.github.com', login: 'gh auth login' },
  gcloud: {
    name: 'Google Cloud’s tool gcloud',
    install: 'https://cloud.google.com/sdk/docs/install',
    login: 'gcloud auth login',
  },
};

/** What to do when a tool gave no sign-in: install it when it is not there, else sign in with it. */
export function signInProblem(tool: Tool, error: unknown): string {
  const { name, install, login } = TOOLS[tool];
  return (error as { code?: unknown } | null)?.code === 'ENOENT'
    ? `${name} is not installed: install it from ${install}, run ${login}, then npm run setup again.`
    : `${name} is not signed in: run ${login}, then npm run setup again.`;
}
