import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failureCause, failureNotice, failureOfAnswer, failureStillTrue, ServiceFailure } from './service-failure';
import { GEMINI_TRANSLATE_NOTICE } from '../translation/translation-request';

/** Google's error body, as both services answer it. */
const googleError = (code: number, status: string, message: string, reasons: string[] = [], legacy: string[] = []) => ({
  error: {
    code,
    message,
    status,
    details: reasons.map((reason) => ({ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason })),
    ...(legacy.length > 0 ? { errors: legacy.map((reason) => ({ reason, message })) } : {}),
  },
});

describe('failureOfAnswer', () => {
  it('reads Google’s message, its status and every reason given', () => {
    const failure = failureOfAnswer(
      400,
      googleError(
        400,
        'INVALID_ARGUMENT',
        'API key not valid. Please pass a valid API key.',
        ['API_KEY_INVALID'],
        ['badRequest'],
      ),
    );
    expect(failure).toBeInstanceOf(ServiceFailure);
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('API key not valid. Please pass a valid API key.');
    expect(failure.reasons).toEqual(['INVALID_ARGUMENT', 'API_KEY_INVALID', 'badRequest']);
  });

  it('takes an answer without Google’s error body as a failure with no words', () => {
    for (const body of [null, 'Bad Gateway', { error: 'nope' }, { error: { details: 'x', errors: [null, 3] } }]) {
      const failure = failureOfAnswer(502, body);
      expect([failure.status, failure.message, failure.reasons]).toEqual([502, '', []]);
    }
  });
});

describe('failureCause', () => {
  it('takes a request that got no answer as no network', () => {
    expect(failureCause(new TypeError('Failed to fetch'))).toBe('offline');
  });

  it('tells a refused key from a malformed request', () => {
    const refused = [
      failureOfAnswer(
        400,
        googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', ['API_KEY_INVALID']),
      ),
      failureOfAnswer(
        403,
        googleError(403, 'PERMISSION_DENIED', 'Requests from referer http://localhost:3040/ are blocked.', [
          'API_KEY_HTTP_REFERRER_BLOCKED',
        ]),
      ),
      failureOfAnswer(
        403,
        googleError(
          403,
          'PERMISSION_DENIED',
          'Generative Language API has not been used in project 123 before or it is disabled.',
          ['SERVICE_DISABLED'],
        ),
      ),
      failureOfAnswer(
        403,
        googleError(403, 'PERMISSION_DENIED', 'This API method requires billing to be enabled.', ['BILLING_DISABLED']),
      ),
      new ServiceFailure(401, ''),
      // What the photos field builds today from a refusal: the status and message alone.
      new ServiceFailure(400, 'API key not valid. Please pass a valid API key.'),
    ];
    for (const failure of refused) expect(failureCause(failure)).toBe('refused-key');
    expect(
      failureCause(failureOfAnswer(400, googleError(400, 'INVALID_ARGUMENT', 'Unable to process input image.'))),
    ).toBe('other');
  });

  it('takes a spent prepayment as no credit, whether Google answers 402 or 429', () => {
    const spent =
      'Your prepayment credits are depleted. Please go to AI Studio at https://ai.studio/projects to manage your project and billing.';
    expect(failureCause(failureOfAnswer(402, googleError(402, 'RESOURCE_EXHAUSTED', spent)))).toBe('no-credit');
    expect(failureCause(new ServiceFailure(402, ''))).toBe('no-credit');
    expect(failureCause(failureOfAnswer(429, googleError(429, 'RESOURCE_EXHAUSTED', spent)))).toBe('no-credit');
  });

  it('takes a retired model, a precondition and any other refusal of the request as their own', () => {
    expect(
      failureCause(
        failureOfAnswer(
          404,
          googleError(404, 'NOT_FOUND', 'models/gemini-3.5-flash-lite is not found for API version v1beta.'),
        ),
      ),
    ).toBe('not-found');
    expect(
      failureCause(
        failureOfAnswer(
          400,
          googleError(400, 'FAILED_PRECONDITION', 'User location is not supported for the API use.'),
        ),
      ),
    ).toBe('precondition');
    expect(failureCause(failureOfAnswer(413, googleError(413, 'INVALID_ARGUMENT', 'Request too large.')))).toBe(
      'refused',
    );
    expect(
      failureCause(
        failureOfAnswer(
          401,
          googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.', [
            'ACCESS_TOKEN_TYPE_UNSUPPORTED',
          ]),
        ),
      ),
    ).toBe('refused-key');
  });

  it('takes 429, RESOURCE_EXHAUSTED and Translation’s daily limit (403) as a reached limit', () => {
    const limits = [
      failureOfAnswer(429, googleError(429, 'RESOURCE_EXHAUSTED', 'You exceeded your current quota.')),
      new ServiceFailure(429, ''),
      failureOfAnswer(403, {
        error: { code: 403, message: 'Daily Limit Exceeded', errors: [{ reason: 'dailyLimitExceeded' }] },
      }),
      failureOfAnswer(403, {
        error: { code: 403, message: 'User Rate Limit Exceeded', errors: [{ reason: 'userRateLimitExceeded' }] },
      }),
    ];
    for (const failure of limits) expect(failureCause(failure)).toBe('limit');
  });

  it('takes a server error or an unreadable answer as something else', () => {
    expect(failureCause(new ServiceFailure(500, 'Internal error encountered.'))).toBe('other');
    expect(failureCause(new ServiceFailure(503, 'The model is overloaded.'))).toBe('other');
    expect(failureCause(new Error('the service answered without a text'))).toBe('other');
    expect(failureCause('a string')).toBe('other');
  });
});

describe('failureStillTrue', () => {
  it('takes back "offline" once Google was reached since, and never what Google itself answered', () => {
    const offline = new TypeError('Failed to fetch');
    expect(failureStillTrue(offline, false)).toBe(true);
    expect(failureStillTrue(offline, true)).toBe(false);
    expect(failureStillTrue(new ServiceFailure(429, 'Quota exceeded.'), true)).toBe(true);
    expect(failureStillTrue(new ServiceFailure(403, 'API key not valid.'), true)).toBe(true);
  });
});

describe('failureNotice', () => {
  it('gives each cause its own words, naming the API to check for each service', () => {
    const offline = new TypeError('Failed to fetch');
    const refused = new ServiceFailure(403, 'Requests from referer http://localhost:3040/ are blocked.');
    const limit = new ServiceFailure(429, '');
    const other = new ServiceFailure(503, 'Backend Error');
    const notices = [offline, refused, limit, other].map((failure) => failureNotice(failure, 'translation'));
    expect(new Set(notices).size).toBe(4);
    expect(notices[0]).toBe(
      'Google could not be reached: this computer seems to be offline. Check the internet connection, then try again.',
    );
    expect(notices[1]).toBe(
      'Google refused the key (Google said: “Requests from referer http://localhost:3040/ are blocked.”). In the Google Cloud console, check that the Cloud Translation API is enabled in the key’s project, that billing is set up, and that the key allows that API and this site’s address.',
    );
    expect(notices[2]).toBe(
      'Google’s limit for translations is reached for now. Wait a few minutes, then try again; if it happens every time, raise the quota in the Google Cloud console.',
    );
    expect(notices[3]).toBe('Google did not answer as expected (Google said: “Backend Error”). Try again in a moment.');
    expect(failureNotice(refused, 'drafting')).toContain(
      'check that the Gemini API (called Generative Language API in the console) is enabled',
    );
    expect(failureNotice(limit, 'drafting')).toContain('limit for drafts from the photos');
  });

  it('tells a spent prepayment, a retired model and a precondition with Google’s words and what to do, never to wait', () => {
    const spent = failureNotice(
      new ServiceFailure(402, 'Your prepayment credits are depleted.', ['RESOURCE_EXHAUSTED']),
      'drafting',
    );
    expect(spent).toBe(
      'Your Gemini prepayment is used up (Google said: “Your prepayment credits are depleted.”): add credit in Google AI Studio (Billing), then try again. Waiting does not help.',
    );
    const retired = failureNotice(
      new ServiceFailure(404, 'models/gemini-3.5-flash-lite is not found for API version v1beta.', ['NOT_FOUND']),
      'drafting',
    );
    expect(retired).toBe(
      'Google no longer offers what the editor asks it for (Google said: “models/gemini-3.5-flash-lite is not found for API version v1beta.”): the model or service it names has been retired. Trying again does not help: ask your developer to update the editor.',
    );
    const precondition = failureNotice(
      new ServiceFailure(400, 'User location is not supported for the API use.', ['FAILED_PRECONDITION']),
      'drafting',
    );
    expect(precondition).toBe(
      'Google refused to serve the key’s project as it is (Google said: “User location is not supported for the API use.”). Set up billing for that project in Google AI Studio (Billing) (the free tier is not offered in every country), then try again.',
    );
    expect(failureNotice(new ServiceFailure(409, 'Aborted.'), 'drafting')).toBe(
      'Google refused the request (Google said: “Aborted.”). Trying again does not help: ask your developer to look at what Google said.',
    );
    for (const notice of [spent, retired, precondition]) expect(notice).not.toMatch(/wait a few minutes/i);
  });

  it('never blames the key or the network for what was neither', () => {
    const notice = failureNotice(new ServiceFailure(500, ''), 'drafting');
    expect(notice).not.toMatch(/key|offline|internet/);
  });
});

describe('the photographer’s guide’s table of what to check', () => {
  it('names only messages the editor says, and every cause of both services', () => {
    const guide = readFileSync(join(process.cwd(), 'docs', 'photographer-guide.md'), 'utf8');
    const table = guide.slice(guide.indexOf('| The message says'));
    const lines = table.split('\n').slice(2);
    // The table ends at its first line that is not a row; another table may follow.
    const rows = lines
      .slice(
        0,
        lines.findIndex((line) => !line.startsWith('|')),
      )
      .map((line) => line.split('|')[1]!.trim());
    const failures = [
      new TypeError('Failed to fetch'),
      new ServiceFailure(403, ''),
      new ServiceFailure(429, ''),
      new ServiceFailure(402, ''),
      new ServiceFailure(404, ''),
      new ServiceFailure(400, '', ['FAILED_PRECONDITION']),
      new ServiceFailure(409, ''),
      new ServiceFailure(503, ''),
    ];
    const messages = [
      ...failures.flatMap((failure) => [failureNotice(failure, 'translation'), failureNotice(failure, 'drafting')]),
      GEMINI_TRANSLATE_NOTICE,
    ].map((message) => message.replace(/’/g, "'"));
    const found = (row: string) => {
      const [start, end = ''] = row.split(' … ');
      return messages.filter((message) => message.startsWith(start!) && message.includes(end));
    };
    for (const row of rows) expect([row, found(row).length > 0]).toEqual([row, true]);
    for (const message of messages)
      expect([message, rows.some((row) => found(row).includes(message))]).toEqual([message, true]);
  });
});
