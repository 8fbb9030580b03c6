/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SEND_PATH, startLocalInbox, type LocalInbox } from './local-inbox.mjs';

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
    message: `💍 مرحبا ${'x'.repeat(10_000)}`,
    service: 'Wedding, Family',
    about_me: 'Instagram',
    guest_photos: 'Yes',
  },
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-inbox-'));
  inbox = await startLocalInbox({ port: 0, inboxFile: path.join(dir, 'inbox', 'enquiries.jsonl'), log: (line) => logged.push(line) });
});

afterAll(async () => {
  await inbox.close();
  await rm(dir, { recursive: true, force: true });
});

function post(body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return fetch(inbox.url + SEND_PATH, {
    method: 'POST',
    headers: { Origin: 'http://localhost:3000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedLines(): Promise<Record<string, unknown>[]> {
  try {
    const text = await readFile(inbox.inboxFile, 'utf8');
    return text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  } catch {
    return [];
  }
}

describe('local inbox', () => {
  it('accepts an enquiry like EmailJS: 200 OK as text, with CORS', async () => {
    const response = await post(enquiry);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('appends each enquiry, intact, as one JSON line and prints it', async () => {
    const before = (await storedLines()).length;
    await post(enquiry);
    const lines = await storedLines();
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({
      origin: 'http://localhost:3000',
      lib_version: '4.4.1',
      user_id: 'local-public-key',
      service_id: 'local-service',
      template_id: 'local-template',
      template_params: enquiry.template_params,
    });
    expect(logged.join('\n')).toContain('from_name: Ana <script>alert(1)</script>');
  });

  it('answers the CORS preflight the browser sends before the JSON POST', async () => {
    const response = await fetch(inbox.url + SEND_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
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

  it.each([['a string'], [['a', 'list']], [null]])('refuses template_params that are not an object (%p)', async (params) => {
    const response = await post({ ...enquiry, template_params: params });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The template params have to be an object');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('{not json');
    expect(response.status).toBe(400);
  });

  it('answers 404 elsewhere and 405 to other methods', async () => {
    expect((await fetch(`${inbox.url}/elsewhere`)).status).toBe(404);
    expect((await fetch(inbox.url + SEND_PATH)).status).toBe(405);
  });
});
