/**
 * The Actions variables .github/workflows/*.yml read (variables, never secrets: the site's pages
 * carry the NEXT_PUBLIC_* ones), set from what the Google steps found and her address. The step
 * reads GitHub's variables first and writes only those that differ. The EmailJS ids are read by
 * the workflows too, but the set-up never sets them: the editor's go-live page saves them, once a
 * test enquiry sent with them has reached her.
 */
import { DEFAULT_CONSENT_COOKIE_NAME } from '@/lib/consent/storage';
import { NO_REPOSITORY, refused, repositoryCall, unexpected, type RepositoryCall } from './github-call';
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

/** The variable that holds the site's address. */
const SITE_URL = 'NEXT_PUBLIC_SITE_URL';

const SITE_VARIABLES: readonly Variable[] = [
  {
    name: SITE_URL,
    // Her domain once Hosting serves it, else the Hosting address the site is online at from the
    // first run (the domain step decides); unknown when that step did not finish: then kept as it is.
    value: (context) => context.found.SITE_ADDRESS,
    missing:
      'The site’s address is not known: the step for the live site or your domain above did not finish. Run npm run setup again.',
  },
  // The name the site falls back to: the consent cookie keeps it whatever the variable says.
  { name: 'NEXT_PUBLIC_CONSENT_COOKIE_NAME', value: () => DEFAULT_CONSENT_COOKIE_NAME },
];

/** The enquiry form's EmailJS ids: read by the workflows, saved by the editor's go-live page, never by the set-up. */
export const EMAILJS_VARIABLES = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
] as const;

/** The variables the set-up sets, by name. */
export const SETUP_VARIABLES: readonly string[] = [...GOOGLE_VARIABLES, ...SITE_VARIABLES].map(
  (variable) => variable.name,
);

/** Every variable the workflows read: the set-up's and the go-live page's. */
export const WORKFLOW_VARIABLES: readonly string[] = [...SETUP_VARIABLES, ...EMAILJS_VARIABLES];

export type RepositoryVariables = Map<string, { value: string; updated_at: string }>;

/** Every variable of the repository, with when it last changed; GitHub's refusal when it refused to show them. */
export async function repositoryVariables(call: RepositoryCall): Promise<RepositoryVariables | { refusal: Response }> {
  const variables: RepositoryVariables = new Map();
  // GitHub gives at most 30 a page.
  for (let page = 1; ; page++) {
    const answer = await call('GET', `/actions/variables?per_page=30&page=${page}`);
    if (answer.status === 403 || answer.status === 404) return { refusal: answer };
    if (!answer.ok) throw unexpected(answer, 'when asked for the repository’s variables');
    const body = (await answer.json()) as {
      total_count: number;
      variables: { name: string; value: string; updated_at: string }[];
    };
    for (const { name, value, updated_at } of body.variables) variables.set(name, { value, updated_at });
    if (body.variables.length === 0 || variables.size >= body.total_count) return variables;
  }
}

/** Every variable the set-up sets, read first and written only where it differs. */
export const variablesStep: SetupStep = {
  title: 'Your site’s settings are saved on GitHub',
  async run(context) {
    const call = repositoryCall(context);
    if (!call) return NO_REPOSITORY;
    const current = await repositoryVariables(call);
    if ('refusal' in current) return refused(context, 'the variables', current.refusal);
    const added: string[] = [];
    const changed: string[] = [];
    const missing: string[] = [];
    // Values of another Google project (set by hand, or from a project chosen before) are replaced: she is told which.
    const before = current.get('NEXT_PUBLIC_FIREBASE_PROJECT_ID')?.value;
    const otherProject = before && before !== context.found.GOOGLE_PROJECT ? before : undefined;
    for (const variable of [...GOOGLE_VARIABLES, ...SITE_VARIABLES]) {
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
      if (answer.status === 403 || answer.status === 404) return refused(context, 'the variables', answer);
      if (!answer.ok) throw unexpected(answer, `when ${variable.name} was saved`);
      (now === undefined ? added : changed).push(variable.name);
    }
    const moved = changed.includes(SITE_URL) ? context.found.SITE_ADDRESS : undefined;
    const others = changed.filter((name) => name !== SITE_URL);
    const said = [
      added.length > 0 ? `Saved your site’s settings on GitHub (${added.length} of them).` : '',
      moved ? `Your site’s address is now ${moved} (${SITE_URL}).` : '',
      others.length > 0
        ? `Changed ${others.length === 1 ? 'one of your site’s settings' : `${others.length} of your site’s settings`} to what Google says now (${others.join(', ')}${
            otherProject && others.includes('NEXT_PUBLIC_FIREBASE_PROJECT_ID')
              ? `; they were of another Google project, ${otherProject}, and are now of ${context.found.GOOGLE_PROJECT}`
              : ''
          }).`
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (missing.length > 0)
      return { status: 'todo', ...(said ? { made: said } : {}), todo: `Still missing: ${missing.join(' ')}` };
    return said ? { status: 'made', said } : { status: 'already' };
  },
};
