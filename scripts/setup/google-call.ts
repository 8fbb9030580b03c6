/**
 * Google's REST APIs as the setup's steps call them: JSON in and out, a missing resource read as
 * none (a step then makes it), any other refusal thrown in Google's own words, and a long-running
 * operation waited for until Google reports it done.
 */
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
export const projectOf = (context: SetupContext) => {
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

async function call<T>(
  context: SetupContext,
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

const refusal = (url: string, status: number, value: unknown) => {
  const message = (value as { error?: { message?: string } }).error?.message ?? `HTTP ${status}`;
  return new Error(`Google refused ${new URL(url).pathname}: ${message}`);
};

/** The resource at `url`; none when Google has no such thing (404, or the statuses given). */
export async function read<T>(
  context: SetupContext,
  url: string,
  absent: readonly number[] = [404],
): Promise<T | null> {
  const { status, value } = await call<T>(context, url);
  if (absent.includes(status)) return null;
  if (status >= 400) throw refusal(url, status, value);
  return value;
}

/** A change (POST, PATCH), its answer; any refusal thrown. */
export async function send<T>(context: SetupContext, method: string, url: string, body: unknown): Promise<T> {
  const { status, value } = await call<T>(context, url, { method, body });
  if (status >= 400) throw refusal(url, status, value);
  return value;
}

/** The operation once done (read again at `root` + its name), its error thrown. */
export async function finished(
  context: SetupContext,
  root: string,
  operation: Operation,
  waiting: Waiting,
): Promise<Operation> {
  let current = operation;
  for (let poll = 0; !current.done; poll++) {
    if (poll >= waiting.polls) throw new Error(`Google has not finished ${operation.name ?? 'a change'} yet.`);
    await new Promise((resolve) => setTimeout(resolve, waiting.pollMs));
    const next = await read<Operation>(context, `${root}/${current.name}`);
    if (!next) throw new Error(`Google lost track of ${current.name}.`);
    current = next;
  }
  if (current.error) throw new Error(`Google could not finish it: ${current.error.message ?? 'no reason given'}`);
  return current;
}
