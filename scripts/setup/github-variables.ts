/**
 * The Actions variables .github/workflows/*.yml read (variables, never secrets: the site's pages
 * carry the NEXT_PUBLIC_* ones), set from what the Google steps found, her address and her
 * answers. Each step reads GitHub's variables first and writes only those that differ.
 */
import { DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import { notAdmin, NO_REPOSITORY, repositoryCall, todo, unexpected, type RepositoryCall } from './github-call';
import type { SetupContext, SetupStep } from './step';

type Variable = {
  name: string;
  /** Its value, when the steps or her answers give one. */
  value(context: SetupContext): string | undefined;
  /** What to do when no value is given and GitHub has none; none: it may stay unset. */
  missing?: string;
};

const fromFound = (name: string, missing?: string): Variable => ({
  name,
  value: (context) => context.found[name]?.trim() || undefined,
  missing,
});

const GOOGLE_MISSING = (name: string) =>
  `${name} is not known: the Google steps above did not find it. Run npm run setup again once they pass.`;

/** What the Google steps find (step.ts names them): Hosting, the two identities and the web app. */
const GOOGLE_VARIABLES: readonly Variable[] = [
  ...[
    'FIREBASE_SITE',
    'FIREBASE_PREVIEW_SITE',
    'GCP_WORKLOAD_IDENTITY_PROVIDER',
    'GCP_SERVICE_ACCOUNT',
    'GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER',
    'GCP_PREVIEW_SERVICE_ACCOUNT',
    'NEXT_PUBLIC_FIREBASE_API_KEY',
    'NEXT_PUBLIC_FIREBASE_APP_ID',
    'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
    'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  ].map((name) => fromFound(name, GOOGLE_MISSING(name))),
  // Only when Analytics is linked to the Firebase project: without it the site counts nothing.
  fromFound('NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID'),
];

const SITE_VARIABLES: readonly Variable[] = [
  {
    name: 'NEXT_PUBLIC_SITE_URL',
    // The address as the site writes it into its links: without a trailing slash.
    value: (context) => context.domain.trim().replace(/\/+$/, '') || undefined,
    missing: 'The site’s address is not known: run npm run setup again and give it (https://www.…).',
  },
  // The name the site falls back to: the consent cookie keeps it whatever the variable says.
  { name: 'NEXT_PUBLIC_CONSENT_COOKIE_NAME', value: () => DEFAULT_CONSENT_COOKIE_NAME },
];

/** EmailJS has no API that shows them: she copies each from its dashboard, and the orchestrator asks. */
export const EMAILJS_VARIABLES: readonly Variable[] = [
  fromFound(
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: in EmailJS’s dashboard, Account → General → API keys → Public Key.',
  ),
  fromFound(
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID: in EmailJS’s dashboard, Email Services → your service → Service ID (service_…).',
  ),
  fromFound(
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: in EmailJS’s dashboard, Email Templates → your template → Settings → Template ID (template_…).',
  ),
];

/** Every variable the steps set, by name. */
export const SETUP_VARIABLES: readonly string[] = [...GOOGLE_VARIABLES, ...SITE_VARIABLES, ...EMAILJS_VARIABLES].map(
  (variable) => variable.name,
);
/** Every variable of the repository, with when it last changed; null when GitHub refused to show them. */
export async function repositoryVariables(
  call: RepositoryCall,
): Promise<Map<string, { value: string; updated_at: string }> | null> {
  const variables = new Map<string, { value: string; updated_at: string }>();
  // GitHub gives at most 30 a page.
  for (let page = 1; ; page++) {
    const answer = await call('GET', `/actions/variables?per_page=30&page=${page}`);
    if (answer.status === 403 || answer.status === 404) return null;
    if (!answer.ok) throw unexpected(answer, 'when asked for the repository’s variables');
    const body = (await answer.json()) as {
      total_count: number;
      variables: { name: string; value: string; updated_at: string }[];
    };
    for (const { name, value, updated_at } of body.variables) variables.set(name, { value, updated_at });
    if (body.variables.length === 0 || variables.size >= body.total_count) return variables;
  }
}

/** The repository's variables by name, as the orchestrator reads them before asking her; null when refused. */
export async function githubVariables(
  github: SetupContext['github'],
  repository: string,
): Promise<Record<string, string> | null> {
  const call = repositoryCall({ found: { GITHUB_REPOSITORY: repository }, github })!;
  const variables = await repositoryVariables(call);
  return variables && Object.fromEntries([...variables].map(([name, { value }]) => [name, value]));
}

function variablesStep(title: string, variables: readonly Variable[]): SetupStep {
  return {
    title,
    async run(context) {
      const call = repositoryCall(context);
      if (!call) return NO_REPOSITORY;
      const current = await repositoryVariables(call);
      if (!current) return notAdmin(context, 'the variables');
      const added: string[] = [];
      const changed: string[] = [];
      const missing: string[] = [];
      for (const variable of variables) {
        const value = variable.value(context);
        const now = current.get(variable.name)?.value;
        if (value === undefined) {
          if (now === undefined && variable.missing) missing.push(variable.missing);
          continue;
        }
        if (value === now) continue;
        const answer =
          now === undefined
            ? await call('POST', '/actions/variables', { name: variable.name, value })
            : await call('PATCH', `/actions/variables/${variable.name}`, { name: variable.name, value });
        if (answer.status === 403 || answer.status === 404) return notAdmin(context, 'the variables');
        if (!answer.ok) throw unexpected(answer, `when ${variable.name} was saved`);
        (now === undefined ? added : changed).push(variable.name);
      }
      const said = [
        added.length > 0 ? `Set the GitHub variables ${added.join(', ')}.` : '',
        changed.length > 0 ? `Changed ${changed.join(', ')} to what the services say now.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (missing.length > 0) return todo(`${said ? `${said} ` : ''}Still missing: ${missing.join(' ')}`);
      return said ? { status: 'made', said } : { status: 'already' };
    },
  };
}

/** The variables' steps: Google's values, the site's own, and EmailJS's. */
export const variablesSteps = (): readonly SetupStep[] => [
  variablesStep('GitHub’s variables for Firebase and Google’s sign-in are set.', GOOGLE_VARIABLES),
  variablesStep('GitHub’s variables for the site’s address and its consent cookie are set.', SITE_VARIABLES),
  variablesStep('GitHub’s variables for the enquiry form (EmailJS) are set.', EMAILJS_VARIABLES),
];
