/**
 * `npm run setup`'s runner, without the terminal: runs the steps in order, each with what the ones
 * before it found, and tells each as a checklist line as it ends (✓ already so, or what was made;
 * ✗ what she does, and where, after a ✓ of its own for what the step made first; – what she may do
 * later, needed neither to be online nor to go live, or what she said she did that her sign-in may
 * not read back). The last line says whether anything changed: "Nothing to change" when no step
 * changed anything and none failed, even when a ✗ is left that only she can do (her domain's DNS
 * records while Google does not see them), so that a run again after all is set says so.
 *
 * A step that throws (a 503, no answer) is a ✗ in plain words, and the run goes on: each later
 * step reads the services itself and says what it lacks, so the steps that do not depend on it
 * still happen, and a run again picks up where this one stopped. A sign-in the service refuses
 * (a 401) stops the run instead: every later call to that service would be refused too, and the
 * one thing to do is to sign in again.
 */
import { checklist, type CheckLine } from '@/admin/site-check/service-checks';
import type { Found, SetupContext, SetupStep } from './step';

type Service = 'GitHub' | 'Google';

/** What she does when a service no longer accepts her sign-in. */
const SIGN_IN_AGAIN: Record<Service, string> = {
  GitHub:
    'GitHub did not accept your token (it may have expired, or been deleted): run npm run setup again, and paste a new one when it asks.',
  Google:
    'Google did not accept your sign-in (it may have expired): run gcloud auth login (in Cloud Shell, closing and opening it again does the same), then npm run setup again.',
};

/** Thrown by a call whose sign-in the service refused: the run stops with what to do. */
class SignInRefused extends Error {
  constructor(readonly service: Service) {
    super(SIGN_IN_AGAIN[service]);
  }
}

/**
 * Thrown when a service gave no answer the set-up can use (busy, down, or out of this computer's
 * reach): whatever was asking, the one thing to do is to run it again.
 */
export class Unanswered extends Error {
  constructor(
    readonly service: Service,
    why: string,
  ) {
    super(`${service} did not answer (${why}): run npm run setup again.`);
  }
}

/** A service's calls, a call that reached no one (fetch failed) thrown as Unanswered. */
export const reaching =
  (service: Service, call: typeof fetch): typeof fetch =>
  async (input, init) => {
    try {
      return await call(input, init);
    } catch (error) {
      const said = error instanceof Error ? error.message : String(error);
      throw new Unanswered(service, `${said}: no answer reached this computer; check its internet connection`);
    }
  };

/** Calls to a service with her sign-in (an access token of the service's own tool). */
export const signedIn =
  (call: typeof fetch, token: string): SetupContext['github'] =>
  (url, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return call(url, { ...init, headers });
  };

/** A service's calls that throw SignInRefused on a 401, whichever step makes them. */
const refusing =
  (service: Service, call: SetupContext['github']): SetupContext['github'] =>
  async (url, init) => {
    const answer = await call(url, init);
    if (answer.status === 401) throw new SignInRefused(service);
    return answer;
  };

export type SetupResult = {
  lines: CheckLine[];
  /** What the steps found, merged in order. */
  found: Found;
  /** Some step made something. */
  changed: boolean;
  /** No step changed anything or failed: what is left (each ✗) is hers to do. */
  nothingToChange: boolean;
  /** A refused sign-in stopped the run before its last step. */
  stopped: boolean;
  /** The closing sentence. */
  summary: string;
};

/** A thrown error's words: the steps and `reaching` throw theirs in her words, with what to do. */
export const wordsOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function runSetup(
  steps: readonly SetupStep[],
  context: SetupContext,
  print: (line: string) => void = () => {},
): Promise<SetupResult> {
  const lines: CheckLine[] = [];
  let found: Found = context.found;
  let changed = false;
  let stopped = false;
  let failed = false;
  const github = refusing('GitHub', context.github);
  const google = refusing('Google', context.google);
  const tell = (line: CheckLine) => {
    // Steps that wait on the same missing thing say the same words: said once is enough.
    if (line.mark === 'problem' && lines.some((each) => each.text === line.text)) return;
    lines.push(line);
    // A line's own lines (DNS records, a key) stay under its mark.
    print(checklist([line]).replace(/\n(?! {4})/g, '\n    '));
  };
  for (const [index, step] of steps.entries()) {
    try {
      const outcome = await step.run({ ...context, found, github, google });
      found = { ...found, ...outcome.found };
      if (outcome.status === 'made' || (outcome.status === 'todo' && outcome.made)) changed = true;
      // What the step made is a ✓ of its own: her ✗ stands beside only what is hers to do.
      if (outcome.status === 'todo' && outcome.made) tell({ mark: 'ok', text: outcome.made });
      tell(
        outcome.status === 'todo'
          ? { mark: 'problem', text: outcome.todo }
          : outcome.status === 'later' || outcome.status === 'noted'
            ? { mark: 'unchecked', text: outcome.said }
            : { mark: 'ok', text: outcome.status === 'made' ? outcome.said : (outcome.said ?? step.title) },
      );
    } catch (error) {
      if (error instanceof SignInRefused) {
        tell({ mark: 'problem', text: error.message });
        stopped = index < steps.length - 1;
        break;
      }
      failed = true;
      tell({ mark: 'problem', text: `${step.title.replace(/\.$/, '')}: not done. ${wordsOf(error)}` });
    }
  }
  const problems = lines.some((line) => line.mark === 'problem');
  const nothingToChange = !changed && !failed && !stopped;
  const summary = stopped
    ? 'Stopped: nothing after that line was done.'
    : nothingToChange
      ? problems
        ? 'Nothing to change: what is left is yours to do, as each ✗ above says.'
        : 'Nothing to change: everything was already so.'
      : problems
        ? 'Not finished: do what each ✗ says, then run npm run setup again; it changes only what is still missing.'
        : 'Done: everything above is set up.';
  print(summary);
  return { lines, found, changed, nothingToChange, stopped, summary };
}
