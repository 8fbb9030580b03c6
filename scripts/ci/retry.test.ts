/** @jest-environment node */
import { realClock, retryAfterMs, retryDelay, withRetries, type Clock, type RetryPolicy } from './retry';

const policy: RetryPolicy = { retries: 3, firstDelayMs: 1000, maxDelayMs: 5000, maxRetryAfterMs: 60_000 };
const at = new Date('2026-11-28T12:00:00Z');
/** With random 1 a wait is the whole backoff; with 0, half of it. */
const whole = { now: at, random: 1 };
const answer = (status: number, retryAfter: string | null = null) => ({ status, retryAfter });

describe('retryDelay: which failures are tried again, and after how long', () => {
  test.each([429, 500, 502, 503, 504])('%i is tried again', (status) => {
    expect(retryDelay(answer(status), 1, policy, whole)).toBe(1000);
  });

  test.each([400, 401, 403, 404, 409, 412])('%i is the request’s own fault: not tried again', (status) => {
    expect(retryDelay(answer(status), 1, policy, whole)).toBeNull();
  });

  test('a request that got no answer is tried again', () => {
    expect(retryDelay({ networkError: true }, 1, policy, whole)).toBe(1000);
  });

  test('each wait is twice the one before, up to the longest', () => {
    const long = { ...policy, retries: 5 };
    expect([1, 2, 3, 4, 5].map((retry) => retryDelay(answer(503), retry, long, whole))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  test('after the last retry the failure stands', () => {
    expect(retryDelay(answer(503), 3, policy, whole)).toBe(4000);
    expect(retryDelay(answer(503), 4, policy, whole)).toBeNull();
    expect(retryDelay({ networkError: true }, 4, policy, whole)).toBeNull();
  });

  test('calls that failed together wait between half and all of the backoff', () => {
    expect(retryDelay(answer(503), 2, policy, { now: at, random: 0 })).toBe(1000);
    expect(retryDelay(answer(503), 2, policy, { now: at, random: 0.5 })).toBe(1500);
  });

  test('a Retry-After is honoured, in seconds or as a date', () => {
    expect(retryDelay(answer(429, '7'), 1, policy, whole)).toBe(7000);
    expect(retryDelay(answer(503, 'Sat, 28 Nov 2026 12:00:30 GMT'), 1, policy, whole)).toBe(30_000);
  });

  test('a Retry-After longer than the job will wait fails the call instead', () => {
    expect(retryDelay(answer(429, '3600'), 1, policy, whole)).toBeNull();
  });

  test('retryAfterMs: absent, unreadable or past', () => {
    expect(retryAfterMs(null, at)).toBeNull();
    expect(retryAfterMs('soon', at)).toBeNull();
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', at)).toBe(0);
  });
});

describe('withRetries', () => {
  const clock = () => {
    const waits: number[] = [];
    const fake: Clock = {
      now: () => at,
      random: () => 1,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    };
    return { waits, fake };
  };
  const answers = (...items: (number | Error)[]) => {
    const calls = { count: 0 };
    const request = () => {
      const item = items[Math.min(calls.count++, items.length - 1)]!;
      if (item instanceof Error) return Promise.reject(item);
      return Promise.resolve(
        new Response(`answer ${item}`, { status: item, headers: item === 429 ? { 'retry-after': '2' } : {} }),
      );
    };
    return { calls, request };
  };

  test('a 503, a lost answer and a 429 with Retry-After, then success: the success, after the waits asked', async () => {
    const { waits, fake } = clock();
    const { calls, request } = answers(503, new TypeError('fetch failed'), 429, 200);
    const response = await withRetries(request, policy, fake);
    expect(response.status).toBe(200);
    expect(calls.count).toBe(4);
    expect(waits).toEqual([1000, 2000, 2000]);
  });

  test('a 5xx every time: the last answer, after the bounded number of retries', async () => {
    const { waits, fake } = clock();
    const { calls, request } = answers(500);
    const response = await withRetries(request, policy, fake);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('answer 500');
    expect(calls.count).toBe(1 + policy.retries);
    expect(waits).toHaveLength(policy.retries);
  });

  test('no answer every time: the last error is thrown', async () => {
    const { fake } = clock();
    const { calls, request } = answers(new TypeError('fetch failed'));
    await expect(withRetries(request, policy, fake)).rejects.toThrow('fetch failed');
    expect(calls.count).toBe(1 + policy.retries);
  });

  test('a 404 is answered at once, without a wait', async () => {
    const { waits, fake } = clock();
    const { calls, request } = answers(404, 200);
    expect((await withRetries(request, policy, fake)).status).toBe(404);
    expect(calls.count).toBe(1);
    expect(waits).toEqual([]);
  });
});

describe('retryDelay at the edges of what is tried again', () => {
  test.each([
    [428, false],
    [429, true],
    [430, false],
    [499, false],
    [500, true],
    [599, true],
  ])('an answer %i is tried again: %s', (status, again) => {
    expect(retryDelay(answer(status), 1, policy, whole) !== null).toBe(again);
  });

  test('a Retry-After of exactly the longest the job waits is honoured', () => {
    expect(retryDelay(answer(429, String(policy.maxRetryAfterMs / 1000)), 1, policy, whole)).toBe(
      policy.maxRetryAfterMs,
    );
  });
});

describe('retryAfterMs reads seconds or an HTTP date in any of its three forms, and nothing else', () => {
  test.each<[string, number | null]>([
    ['7', 7_000],
    ['30', 30_000],
    [' 7 ', 7_000],
    ['Sat, 28 Nov 2026 12:00:30 GMT', 30_000],
    ['Saturday, 28-Nov-26 12:00:30 GMT', 30_000],
    ['Sat Nov 28 12:00:30 2026', 30_000],
    ['Sat Nov 28 12:01:00 2026', 60_000],
    ['Sun Nov 29 00:00:00 2026', 12 * 60 * 60 * 1000],
    ['Sat Dec  5 12:00:00 2026', 7 * 24 * 60 * 60 * 1000],
    ['Sat Nov  8 12:00:30 2026', 0],
    ['Sat Nov 28 12:00:30 2027', 365 * 24 * 60 * 60 * 1000 + 30_000],
    // Not HTTP dates, though Date.parse reads each as some date: the usual backoff instead.
    ['28 Nov 2026 12:00:30 GMT', null],
    ['2026-11-29', null],
    ['Sat, 28 Nov 2026 12:00:30 +0000', null],
    ['Sat, 28 Nov 2026 12:00:30 GMT, 7', null],
    ['Saturday, 28-Nov-26 12:00:30 GMTX', null],
    ['Sat Nov 28 12:00:30 20260', null],
    ['x Sat Nov 28 12:00:30 2026', null],
    ['x Saturday, 28-Nov-26 12:00:30 GMT', null],
    ['1.5', null],
    ['-3', null],
    ['after 7', null],
    ['7 seconds', null],
    ['', null],
    ['   ', null],
  ])('a Retry-After of %j waits %p ms (null: none asked)', (header, ms) => {
    expect(retryAfterMs(header, at)).toBe(ms);
  });
});

describe('withRetries tells the log each wait', () => {
  test('an answer or a lost one is logged with the wait that follows it', async () => {
    const items: (number | Error)[] = [503, new TypeError('fetch failed'), 200];
    const request = () => {
      const item = items.shift()!;
      return item instanceof Error ? Promise.reject(item) : Promise.resolve(new Response('', { status: item }));
    };
    const lines: string[] = [];
    const clock: Clock = { now: () => at, random: () => 1, sleep: () => Promise.resolve() };
    expect((await withRetries(request, policy, clock, (line) => lines.push(line))).status).toBe(200);
    expect(lines).toEqual([
      'Answer 503; trying again in 1000 ms.',
      'No answer (fetch failed); trying again in 2000 ms.',
    ]);
  });
});

describe('the real clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('sleeps for the time asked, and no less', async () => {
    let woke = false;
    const sleeping = realClock.sleep(1000).then(() => {
      woke = true;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(woke).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(woke).toBe(true);
  });
});
