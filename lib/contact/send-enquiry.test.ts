import { emptyValues, textFieldMaxLength, textFieldNames, type ContactValues } from './fields';
import { SEND_THROTTLE_ID, readEmailJsConfig, sendEnquiry, toFailure, type EmailJsConfig } from './send-enquiry';

/*
 * The real @emailjs/browser 4.4.1 runs here; only `fetch` (its transport) is replaced, so these
 * tests see exactly the request the browser would make.
 */

const config: EmailJsConfig = {
  publicKey: 'test-public-key',
  serviceId: 'test-service',
  templateId: 'test-template',
  origin: undefined,
};

const values: ContactValues = {
  ...emptyValues(),
  from_name: 'Ana Silva',
  partners_name: 'Rui',
  phone_number: '+351912345678',
  email: 'ana@example.pt',
  desired_date: 'Setembro 2027',
  wedding_venue: 'Quinta do Mar',
  message: 'Olá!',
  service: ['Wedding', 'Family'],
  about_me: ['Instagram', 'Friend'],
  guest_photos: 'Not decided yet',
};

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
const answer = (status: number, text: string): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(text),
});

/** The SDK posts its payload as JSON text. */
function bodyText(init: RequestInit): string {
  if (typeof init.body !== 'string') throw new Error('the request body is not text');
  return init.body;
}

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer(200, 'OK'));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  window.localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  delete (globalThis as { fetch?: unknown }).fetch;
});

function lastRequest() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was made');
  const [url, init] = call;
  const text = bodyText(init);
  return { url, init, text, body: JSON.parse(text) as Record<string, unknown> };
}

describe('sendEnquiry: the request', () => {
  it('posts the exact EmailJS payload to its default origin', async () => {
    await expect(sendEnquiry(values, config)).resolves.toEqual({ ok: true, status: 200, text: 'OK' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, body } = lastRequest();
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-type': 'application/json' });
    expect(body).toEqual({
      lib_version: '4.4.1',
      user_id: 'test-public-key',
      service_id: 'test-service',
      template_id: 'test-template',
      template_params: {
        from_name: 'Ana Silva',
        partners_name: 'Rui',
        phone_number: '+351912345678',
        email: 'ana@example.pt',
        desired_date: 'Setembro 2027',
        wedding_venue: 'Quinta do Mar',
        message: 'Olá!',
        service: 'Wedding, Family',
        about_me: 'Instagram, Friend',
        guest_photos: 'Not decided yet',
      },
    });
  });

  it('posts to the configured origin (the local inbox), then back to the default without one', async () => {
    await sendEnquiry(values, { ...config, origin: 'http://localhost:3025' });
    expect(lastRequest().url).toBe('http://localhost:3025/api/v1.0/email/send');

    window.localStorage.clear(); // past the throttle
    await sendEnquiry(values, config);
    expect(lastRequest().url).toBe('https://api.emailjs.com/api/v1.0/email/send');
  });

  it('sends hostile text exactly as typed', async () => {
    const message = `<script>alert("x")</script> <img src=x onerror=alert(1)> 💍👰🏽‍♀️ مرحبا שלום ${'a'.repeat(10_000)}`;
    await sendEnquiry({ ...values, message, from_name: '"; DROP TABLE --' }, config);
    const params = lastRequest().body.template_params as Record<string, string>;
    expect(params.message).toBe(message);
    expect(params.from_name).toBe('"; DROP TABLE --');
  });
});

describe('sendEnquiry: failures never throw', () => {
  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [400, 'The service ID is invalid'],
    [500, 'Internal Server Error'],
  ])('answers %i → failure with the status and text', async (status, text) => {
    fetchMock.mockResolvedValue(answer(status, text));
    await expect(sendEnquiry(values, config)).resolves.toEqual({ ok: false, status, text });
  });

  it('turns a network failure into status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendEnquiry(values, config)).resolves.toEqual({ ok: false, status: 0, text: 'Network Error' });
  });

  it.each([
    ['publicKey', 'public key'],
    ['serviceId', 'service ID'],
    ['templateId', 'template ID'],
  ] as const)("fails without sending when %s is missing (the SDK's own check)", async (key, named) => {
    const result = await sendEnquiry(values, { ...config, [key]: '' });
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(result.text).toContain(`The ${named} is required`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs every failure for the developer', async () => {
    fetchMock.mockResolvedValue(answer(500, 'boom'));
    await sendEnquiry(values, config);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('500'));
  });
});

describe('sendEnquiry: throttle', () => {
  it("refuses a second send within a few seconds of a successful one, without a request (the SDK's limitRate)", async () => {
    await expect(sendEnquiry(values, config)).resolves.toMatchObject({ ok: true });
    await expect(sendEnquiry(values, config)).resolves.toEqual({ ok: false, status: 429, text: 'Too Many Requests' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(SEND_THROTTLE_ID)).not.toBeNull();
  });

  it('lets "Try again" send at once after a failed send', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, 'boom'));
    await expect(sendEnquiry(values, config)).resolves.toMatchObject({ ok: false });
    expect(window.localStorage.getItem(SEND_THROTTLE_ID)).toBeNull();
    await expect(sendEnquiry(values, config)).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps throttling after a refused second send', async () => {
    await sendEnquiry(values, config);
    const slot = window.localStorage.getItem(SEND_THROTTLE_ID);
    await expect(sendEnquiry(values, config)).resolves.toMatchObject({ status: 429 });
    expect(window.localStorage.getItem(SEND_THROTTLE_ID)).toBe(slot);
  });

  it('still sends when the storage is full (only the throttle is lost)', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await expect(sendEnquiry(values, config)).resolves.toMatchObject({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('sendEnquiry: browsers that refuse storage', () => {
  it('still sends where reading localStorage throws (all cookies blocked)', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    });
    try {
      await jest.isolateModulesAsync(async () => {
        // A fresh copy of this module and of the SDK, loaded while storage is refused.
        const fresh = await import('./send-enquiry');
        await expect(fresh.sendEnquiry(values, config)).resolves.toMatchObject({ ok: true, status: 200 });
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // The browser's refusal is back in place afterwards.
      expect(() => window.localStorage).toThrow('Access is denied');
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});

describe('sendEnquiry: size', () => {
  it('keeps the largest possible enquiry under the 50 KB EmailJS accepts', async () => {
    // A control character is the most JSON can make of one character: six bytes (\u0001).
    const longest: ContactValues = {
      ...values,
      service: ['Wedding', 'Engagements', 'Proposal', 'Couple', 'Family', 'Other work'],
      about_me: ['Instagram', 'Google search', 'Facebook', 'Friend', 'Other'],
    };
    for (const field of textFieldNames) longest[field] = '\u0001'.repeat(textFieldMaxLength[field]);
    longest.phone_number = '+35191234567890';
    await sendEnquiry(longest, config);
    const bytes = Buffer.byteLength(lastRequest().text, 'utf8');
    expect(bytes).toBeGreaterThan(30_000); // the message alone, at its limit
    expect(bytes).toBeLessThan(50_000);
  });
});

describe('toFailure', () => {
  it("maps the SDK's thrown configuration strings and unknown errors", () => {
    expect(toFailure('The public key is required. Visit https://dashboard.emailjs.com/admin/account')).toEqual({
      ok: false,
      status: 0,
      text: 'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    });
    expect(toFailure(new Error('chunk failed'))).toEqual({ ok: false, status: 0, text: 'chunk failed' });
  });

  it.each<[string, unknown, { status: number; text: string }]>([
    ['an answer with its text', { status: 503, text: 'Busy' }, { status: 503, text: 'Busy' }],
    ['an answer without text', { status: 503 }, { status: 503, text: '' }],
    ['an answer whose text is not text', { status: 503, text: 42 }, { status: 503, text: '' }],
    ['a status that is not a number', { status: '503', text: 'Busy' }, { status: 0, text: '[object Object]' }],
    ['text without a status', { text: 'Busy' }, { status: 0, text: '[object Object]' }],
    ['no answer at all (fetch)', new TypeError('Failed to fetch'), { status: 0, text: 'Network Error' }],
    ['null', null, { status: 0, text: 'null' }],
    ['undefined', undefined, { status: 0, text: 'undefined' }],
  ])('maps %s', (_, error, expected) => {
    expect(toFailure(error)).toEqual({ ok: false, ...expected });
  });
});

describe('readEmailJsConfig', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads the three ids and the optional origin from the environment', () => {
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = 'pk';
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID = 'svc';
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID = 'tpl';
    process.env.NEXT_PUBLIC_EMAILJS_ORIGIN = 'http://localhost:3025/';
    expect(readEmailJsConfig()).toEqual({
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
      origin: 'http://localhost:3025',
    });
  });

  it('leaves the origin to the SDK when it is not set', () => {
    delete process.env.NEXT_PUBLIC_EMAILJS_ORIGIN;
    expect(readEmailJsConfig().origin).toBeUndefined();
  });

  it('reads no ids as empty ones (the SDK then says which is missing)', () => {
    delete process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
    delete process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
    delete process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
    expect(readEmailJsConfig()).toMatchObject({ publicKey: '', serviceId: '', templateId: '' });
  });

  it.each([
    ['blank', '  ', undefined],
    ['with its slashes', ' https://api.example.test/// ', 'https://api.example.test'],
    ['same-origin (the local inbox)', 'same-origin', 'http://localhost'],
    ['same-origin with a slash', 'same-origin/', 'http://localhost'],
  ])('reads an origin set %s', (_, setting, origin) => {
    process.env.NEXT_PUBLIC_EMAILJS_ORIGIN = setting;
    expect(readEmailJsConfig().origin).toBe(origin);
  });
});
