/**
 * Google's REST APIs as the setup's steps call them: JSON in and out, a missing resource read as
 * none (a step then makes it), any other refusal thrown as a GoogleRefusal in her words
 * (google-refusal.ts), and a long-running operation waited for until Google reports it done.
 */
import { billingPage, googleRefusalWords } from './google-refusal';
import type { SetupContext } from './step';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A long-running operation, as every Google API gives one. */
export type Operation = {
  name?: string;
  done?: boolean;
  error?: { code?: number; message?: string };
  response?: Record<string, Json>;
};

/** How long to wait between two reads of an operation that is not done, and how many reads at most. */
export type Waiting = { pollMs: number; polls: number };
export const DEFAULT_WAITING: Waiting = { pollMs: 2000, polls: 90 };

/** The project every call is made for and billed to (a `gcloud` sign-in has no project of its own). */
export const projectOf = (context: Pick<SetupContext, 'found'>) => {
  const project = context.found.GOOGLE_PROJECT;
  if (!project) throw new Error('No Google project is named: GOOGLE_PROJECT is missing.');
  return project;
};

/** What an earlier step found, or a plain error naming which value is missing. */
export const needFound = (context: SetupContext, name: string) => {
  const value = context.found[name];
  if (!value) throw new Error(`${name} is missing: the step that finds it has not run yet.`);
  return value;
};

/** A refusal of Google's: its status and reasons kept for a step that acts on them, its message in her words. */
export class GoogleRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    words: string,
  ) {
    super(words);
  }

  /** Google's machine-readable reasons (`PERMISSION_DENIED`, `ACCESS_TOKEN_SCOPE_INSUFFICIENT`…). */
  get reasons(): string {
    const error = (this.body as { error?: { status?: string; details?: { reason?: string }[] } } | null)?.error;
    return [error?.status, ...(error?.details ?? []).map((detail) => detail.reason)].filter(Boolean).join(' ');
  }
}

async function call<T>(
  context: Pick<SetupContext, 'found' | 'google'>,
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; value: T }> {
  const response = await context.google(url, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-goog-user-project': projectOf(context),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  const value = (text ? JSON.parse(text) : {}) as T;
  return { status: response.status, value };
}

const refusal = (context: Pick<SetupContext, 'found'>, url: string, status: number, value: unknown) =>
  new GoogleRefusal(status, value, googleRefusalWords(url, status, value, context.found.GOOGLE_PROJECT ?? ''));

/** The resource at `url`; none when Google has no such thing (404, or the statuses given). */
export async function read<T>(
  context: Pick<SetupContext, 'found' | 'google'>,
  url: string,
  absent: readonly number[] = [404],
): Promise<T | null> {
  const { status, value } = await call<T>(context, url);
  if (absent.includes(status)) return null;
  if (status >= 400) throw refusal(context, url, status, value);
  return value;
}

/** A change (POST, PATCH), its answer; any refusal thrown. */
export async function send<T>(
  context: Pick<SetupContext, 'found' | 'google'>,
  method: string,
  url: string,
  body: unknown,
): Promise<T> {
  const { status, value } = await call<T>(context, url, { method, body });
  if (status >= 400) throw refusal(context, url, status, value);
  return value;
}

/**
 * The operation once done (read again at `root` + its name), its error thrown: in the words `told`
 * gives for it, when it has some, else in the words every step says.
 */
export async function finished(
  context: Pick<SetupContext, 'found' | 'google'>,
  root: string,
  operation: Operation,
  waiting: Waiting,
  told: (error: NonNullable<Operation['error']>) => string | undefined = () => undefined,
): Promise<Operation> {
  let current = operation;
  for (let poll = 0; !current.done; poll++) {
    if (poll >= waiting.polls)
      throw new Error('Google has not finished this change yet: run npm run setup again in a few minutes.');
    await new Promise((resolve) => setTimeout(resolve, waiting.pollMs));
    const next = await read<Operation>(context, `${root}/${current.name}`);
    if (!next) throw new Error('Google lost track of this change: run npm run setup again.');
    current = next;
  }
  if (current.error)
    throw new Error(
      told(current.error) ??
        (/billing/i.test(current.error.message ?? '')
          ? `Google wants billing on your project ${projectOf(context)} for this: link a billing account at ${billingPage(projectOf(context))}, then run npm run setup again.`
          : `Google could not finish this change${current.error.message ? ` (Google said: “${current.error.message}”)` : ''}: run npm run setup again; if it says the same, ask your developer.`),
    );
  return current;
}
