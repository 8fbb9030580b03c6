/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  DEV_SITE_ORIGIN,
  MAX_BODY_BYTES,
  SEND_PATH,
  checkPayload,
  formatEnquiry,
  isJsonContentType,
  startLocalInbox,
  type LocalInbox,
} from './local-inbox';
import { send } from '@/test-support/raw-http';

let inbox: LocalInbox;
let dir: string;
const logged: string[] = [];

const enquiry = {
  lib_version: '4.4.1',
  user_id: 'local-public-key',
  service_id: 'local-service',
  template_id: 'local-template',
  template_params: {
    from_name: 'Ana <script>alert(1)</script>',
    email: 'ana@example.pt',
    message: `💍 مرحبا ${'x'.repeat(4_900)}`,
    service: 'Wedding, Family',
    about_me: 'Instagram',
    guest_photos: 'Yes',
  },
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-inbox-'));
  inbox = await startLocalInbox({
    port: 0,
    host: '127.0.0.1',
    inboxFile: path.join(dir, 'inbox', 'enquiries.jsonl'),
    log: (line) => logged.push(line),
  });
});

afterAll(async () => {
  await inbox.close();
  await rm(dir, { recursive: true, force: true });
});

function post(
  body: string | object,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
  origin: string | null = DEV_SITE_ORIGIN,
) {
  return fetch(inbox.url + SEND_PATH, {
    method: 'POST',
    headers: { ...(origin === null ? {} : { Origin: origin }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedLines(): Promise<Record<string, unknown>[]> {
  const text = await readFile(inbox.inboxFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('local inbox', () => {
  it('accepts an enquiry from the dev site like EmailJS: 200 OK as text, CORS for that origin only', async () => {
    const response = await post(enquiry);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe(DEV_SITE_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('appends each enquiry, intact, as one JSON line and prints it', async () => {
    const before = (await storedLines()).length;
    await post(enquiry);
    const lines = await storedLines();
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({
      origin: DEV_SITE_ORIGIN,
      lib_version: '4.4.1',
      user_id: 'local-public-key',
      service_id: 'local-service',
      template_id: 'local-template',
      template_params: enquiry.template_params,
    });
    expect(logged.join('\n')).toContain('from_name: Ana <script>alert(1)</script>');
  });

  it('answers the CORS preflight of the dev site', async () => {
    const response = await fetch(inbox.url + SEND_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: DEV_SITE_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEV_SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it.each([['https://evil.example'], ['http://localhost:3001'], ['null']])(
    'refuses pages of %s with 403, in the preflight too, storing nothing',
    async (origin) => {
      const before = (await storedLines()).length;
      const response = await post(enquiry, { 'Content-Type': 'application/json' }, origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(inbox.url + SEND_PATH, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(await storedLines()).toHaveLength(before);
    },
  );

  it('refuses a request without an Origin (browsers always send one with a POST)', async () => {
    expect((await post(enquiry, { 'Content-Type': 'application/json' }, null)).status).toBe(403);
  });

  it.each([
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
    ['application/jsonp'],
  ])('refuses %s with 415, storing nothing', async (type) => {
    const before = (await storedLines()).length;
    const response = await post(enquiry, { 'Content-Type': type });
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/application\/json/);
    expect(await storedLines()).toHaveLength(before);
  });

  it.each([
    ['user_id', 'The public key is required'],
    ['service_id', 'The service ID is required'],
    ['template_id', 'The template ID is required'],
  ])('refuses a request without %s with 400 and a message', async (key, message) => {
    const before = (await storedLines()).length;
    const response = await post({ ...enquiry, [key]: '' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
    expect(await storedLines()).toHaveLength(before);
  });

  it.each([['a string'], [['a', 'list']], [null]])(
    'refuses template_params that are not an object (%p)',
    async (params) => {
      const response = await post({ ...enquiry, template_params: params });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('The template params have to be an object');
    },
  );

  it('refuses a body that is not JSON', async () => {
    expect((await post('{not json')).status).toBe(400);
  });

  it('answers 404 elsewhere and 405 to other methods', async () => {
    expect((await fetch(`${inbox.url}/elsewhere`)).status).toBe(404);
    expect((await fetch(inbox.url + SEND_PATH)).status).toBe(405);
  });
});

describe('size limit', () => {
  it('accepts an enquiry just under the limit', async () => {
    const body = JSON.stringify({ ...enquiry, template_params: { message: 'x'.repeat(MAX_BODY_BYTES - 300) } });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect((await post(body)).status).toBe(200);
  });

  it.each([
    ['just over the limit', MAX_BODY_BYTES + 1],
    ['1 MiB', 1024 * 1024 + 1],
    ['5 MiB', 5 * 1024 * 1024],
  ])('answers a body %s with a readable 413, not a reset, storing nothing', async (_label, size) => {
    const before = (await storedLines()).length;
    const response = await post('x'.repeat(size));
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large/);
    expect(await storedLines()).toHaveLength(before);
  });

  it('answers a chunked upload without Content-Length that grows past the limit with 413', async () => {
    const response = await send(inbox.url, SEND_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: DEV_SITE_ORIGIN, 'Transfer-Encoding': 'chunked' },
      body: Buffer.alloc(2 * 1024 * 1024, 'x'),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatch(/too large/);
  });

  it('refuses an oversized upload before its body is sent when the client asks first (Expect: 100-continue)', async () => {
    const outcome = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      const { hostname, port } = new URL(inbox.url);
      let continued = false;
      const request = httpRequest({
        hostname,
        port,
        method: 'POST',
        path: SEND_PATH,
        headers: {
          'Content-Type': 'application/json',
          Origin: DEV_SITE_ORIGIN,
          'Content-Length': 3 * 1024 * 1024,
          Expect: '100-continue',
        },
      });
      request.on('continue', () => {
        continued = true;
        request.end(Buffer.alloc(3 * 1024 * 1024, 'x'));
      });
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, continued });
        request.destroy();
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(outcome).toEqual({ status: 413, continued: false });
  });
});

describe('concurrent enquiries', () => {
  it('stores five concurrent ~60 KB enquiries as five whole lines', async () => {
    const before = (await storedLines()).length;
    const messages = Array.from({ length: 5 }, (_, index) => String(index).repeat(60_000));
    const responses = await Promise.all(messages.map((message) => post({ ...enquiry, template_params: { message } })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = (await storedLines())
      .slice(before)
      .map((line) => (line.template_params as { message: string }).message);
    expect(stored.sort()).toEqual(messages);
  });

  it('never glues an enquiry to a half-written line left in the file', async () => {
    const text = await readFile(inbox.inboxFile, 'utf8');
    await writeFile(inbox.inboxFile, `${text}{"half-written":`);
    expect((await post(enquiry)).status).toBe(200);
    const lines = (await readFile(inbox.inboxFile, 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-3)).toBe('{"half-written":');
    expect(JSON.parse(lines.at(-2)!)).toMatchObject({ template_params: enquiry.template_params });
  });
});

describe('checks', () => {
  it('accepts application/json with parameters only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain; application/json')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('accepts only texts, numbers and booleans as template params', () => {
    expect(
      checkPayload({
        user_id: 'a',
        service_id: 'b',
        template_id: 'c',
        template_params: { a: 'x', b: 1, c: true, d: null },
      }),
    ).toBeNull();
    expect(
      checkPayload({ user_id: 'a', service_id: 'b', template_id: 'c', template_params: { a: { b: 'c' } } }),
    ).toMatchObject({ status: 400 });
  });

  it('prints an enquiry without the terminal control sequences it carries', () => {
    const printed = formatEnquiry({
      received_at: '2026-01-01T00:00:00.000Z',
      origin: DEV_SITE_ORIGIN,
      lib_version: null,
      user_id: 'k',
      service_id: 'svc\u001b[31m',
      template_id: 'tpl',
      template_params: {
        'from\u001b[2Jname': 'Ana\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 \u202eright-to-left',
        message: 'line one\nline two\ttab\r\nthree',
      },
    });
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(printed).toContain('(service svc, template tpl)');
    expect(printed).toContain('fromname: Analink right-to-left');
    expect(printed).toContain('message: line one\nline two\ttab\nthree');
  });
});
