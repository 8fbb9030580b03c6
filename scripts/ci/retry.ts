/**
 * When a call to a service is worth making again, and after how long. A 429 (too many requests), a
 * 5xx (the service failing for a moment) and a request that never got an answer are tried again,
 * each wait twice the one before, up to a bounded number of tries; any other 4xx is the request's
 * own fault and fails at once. A Retry-After the service sends is honoured instead of the backoff.
 */

export type RetryPolicy = {
  /** How many times a call is made again after its first try. */
  retries: number;
  /** The wait before the first retry; each later one waits twice as long. */
  firstDelayMs: number;
  /** No backoff waits longer than this. */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails instead of holding the job. */
  maxRetryAfterMs: number;
};

/**
 * Firebase Hosting's calls, bounded as the firebase CLI bounds its own: it tries a batch of
 * populateFiles again 3 times and an upload 5 times; the other calls get the populate bound.
 */
export const HOSTING_RETRIES: RetryPolicy = {
  retries: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
};
export const UPLOAD_RETRIES: RetryPolicy = { ...HOSTING_RETRIES, retries: 5 };
/**
 * GitHub's calls, bounded as Hosting's: a 5xx or a 429 is GitHub failing or busy for a moment, and
 * a status left unposted leaves the editor saying nothing true.
 */
export const GITHUB_RETRIES: RetryPolicy = { ...HOSTING_RETRIES };

/** What a try ended with: an answer's status and its Retry-After header, or no answer at all. */
export type Outcome = { status: number; retryAfter: string | null } | { networkError: true };

/** True for the answers that another try may change: too many requests, or the service failing. */
function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

const DAY = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun';
const WEEKDAY = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = MONTHS.join('|');
const TIME = '\\d{2}:\\d{2}:\\d{2}';
/** The IMF-fixdate services send (`Sat, 28 Nov 2026 12:00:30 GMT`). */
const IMF_FIXDATE = new RegExp(`^(?:${DAY}), \\d{2} (?:${MONTH}) \\d{4} ${TIME} GMT$`);
/** RFC 850's obsolete form (`Saturday, 28-Nov-26 12:00:30 GMT`), which a recipient still reads. */
const RFC_850_DATE = new RegExp(`^(?:${WEEKDAY}), \\d{2}-(?:${MONTH})-\\d{2} ${TIME} GMT$`);
/** asctime's obsolete form (`Sat Nov 28 12:00:30 2026`), read field by field: it names no zone and means GMT. */
const ASCTIME_DATE = new RegExp(`^(?:${DAY}) (${MONTH}) ([ \\d]\\d) (\\d{2}):(\\d{2}):(\\d{2}) (\\d{4})$`);

/**
 * An HTTP date in one of its three forms as milliseconds, or null for anything else: `Date.parse`
 * alone takes `1.5` or `after 7` for dates in 2001, which would mean "try again at once".
 */
function httpDate(value: string): number | null {
  const asctime = ASCTIME_DATE.exec(value);
  if (asctime) {
    const [month, day, hours, minutes, seconds, year] = asctime.slice(1);
    return Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day), Number(hours), Number(minutes), Number(seconds));
  }
  const at = IMF_FIXDATE.test(value) || RFC_850_DATE.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? null : at;
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from now, or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = httpDate(value);
  return at === null ? null : Math.max(0, at - now.getTime());
}

/**
 * How long to wait before retry number `retry` (1 for the first), or null when the call must not
 * be made again. `random` (0 ≤ r < 1) spreads the waits of calls that failed together (the
 * uploads run side by side) over the second half of each backoff.
 */
export function retryDelay(
  outcome: Outcome,
  retry: number,
  policy: RetryPolicy,
  { now, random }: { now: Date; random: number },
): number | null {
  if (retry > policy.retries) return null;
  if ('status' in outcome) {
    if (!isRetryableStatus(outcome.status)) return null;
    const asked = retryAfterMs(outcome.retryAfter, now);
    if (asked !== null) return asked <= policy.maxRetryAfterMs ? asked : null;
  }
  const backoff = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (retry - 1));
  return Math.round(backoff * (0.5 + random / 2));
}

export type Clock = { now: () => Date; sleep: (ms: number) => Promise<void>; random: () => number };

export const realClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/**
 * Makes a request, again after each retryable failure, and returns the last answer (which the
 * caller checks as it would a single one), or throws the last network error.
 */
export async function withRetries(
  request: () => Promise<Response>,
  policy: RetryPolicy,
  clock: Clock,
  log: (line: string) => void = () => {},
): Promise<Response> {
  for (let retry = 1; ; retry++) {
    let outcome: Outcome;
    let response: Response | undefined;
    try {
      response = await request();
      outcome = { status: response.status, retryAfter: response.headers.get('retry-after') };
      if (response.ok) return response;
    } catch (error) {
      outcome = { networkError: true };
      const delay = retryDelay(outcome, retry, policy, { now: clock.now(), random: clock.random() });
      if (delay === null) throw error;
      log(`No answer (${error instanceof Error ? error.message : String(error)}); trying again in ${delay} ms.`);
      await clock.sleep(delay);
      continue;
    }
    const delay = retryDelay(outcome, retry, policy, { now: clock.now(), random: clock.random() });
    if (delay === null) return response;
    // Read the answer away so that its connection is free for the next try.
    await response.arrayBuffer().catch(() => undefined);
    log(`Answer ${response.status}; trying again in ${delay} ms.`);
    await clock.sleep(delay);
  }
}
