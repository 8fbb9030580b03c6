/**
 * @jest-environment node
 *
 * The local editor's file API against what a page could send it: the editor's own calls work
 * inside content/, and every hostile request (another site, another host name, a path out of
 * content/ by any spelling or symlink, a huge body, many at once) is refused with a 4xx, never
 * a 5xx or a change outside content/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_API, LOCAL_API_HEADER } from '@/admin/local/local-api';
import { acceptedPath, createLocalRepositoryApi, MAX_FILE_BYTES } from './local-repository-api';

let root: string;
let outside: string;
let server: Server;
let port: number;
const written: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'local-api-'));
  outside = mkdtempSync(path.join(os.tmpdir(), 'local-api-outside-'));
  mkdirSync(path.join(root, 'content', 'albums', 'rita-nuno'), { recursive: true });
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git', 'config'), '[core]\n');
  writeFileSync(path.join(root, 'package.json'), '{}');
  writeFileSync(path.join(root, 'content', 'albums', 'rita-nuno', 'index.en.md'), '---\ntitle: Rita\n---\n');
  writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  symlinkSync(outside, path.join(root, 'content', 'escape'));
  const api = createLocalRepositoryApi({ root, port: () => port, onWrite: (file) => written.push(file) });
  server = createServer((request, response) => {
    void api.handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const call = (
  method: string,
  operation: string,
  query: Record<string, string>,
  { body, headers = {} }: { body?: BodyInit; headers?: Record<string, string> } = {},
) =>
  fetch(`http://127.0.0.1:${port}${LOCAL_API}/${operation}?${new URLSearchParams(query).toString()}`, {
    method,
    body,
    headers: { [LOCAL_API_HEADER]: '1', ...headers },
  });

describe('the editor’s own calls', () => {
  it('list the root as content/ and .git only', async () => {
    const response = await call('GET', 'list', { path: '' });
    expect(await response.json()).toEqual([
      { name: 'content', kind: 'directory' },
      { name: '.git', kind: 'directory' },
    ]);
  });

  it('read, write, move and delete inside content/, each write reported', async () => {
    const file = 'content/albums/rita-nuno/IMG_1.webp';
    expect((await call('PUT', 'file', { path: file }, { body: 'photo' })).status).toBe(200);
    expect(readFileSync(path.join(root, file), 'utf8')).toBe('photo');
    const read = await call('GET', 'file', { path: file });
    expect(await read.text()).toBe('photo');
    expect(Number(read.headers.get('x-last-modified'))).toBeGreaterThan(0);
    expect(await (await call('GET', 'stat', { path: file, kind: 'file' })).json()).toEqual({ kind: 'file' });
    expect((await call('POST', 'move', { from: file, to: 'content/albums/rita-nuno/IMG_2.webp' })).status).toBe(200);
    expect(existsSync(path.join(root, 'content/albums/rita-nuno/IMG_2.webp'))).toBe(true);
    expect((await call('DELETE', 'entry', { path: 'content/albums/rita-nuno/IMG_2.webp' })).status).toBe(200);
    expect(written).toEqual([file, 'content/albums/rita-nuno/IMG_2.webp', 'content/albums/rita-nuno/IMG_2.webp']);
  });

  it('make a missing folder or file when asked, and say 404 otherwise', async () => {
    expect((await call('GET', 'stat', { path: 'content/albums/sofia-rui', kind: 'directory' })).status).toBe(404);
    const made = await call('POST', 'stat', { path: 'content/albums/sofia-rui', kind: 'directory', create: '1' });
    expect(await made.json()).toEqual({ kind: 'directory' });
    expect(existsSync(path.join(root, 'content/albums/sofia-rui'))).toBe(true);
  });

  it('refuse to empty a folder that is not empty unless asked to', async () => {
    expect((await call('DELETE', 'entry', { path: 'content/albums/rita-nuno' })).status).toBe(409);
  });
});

describe('hostile requests get a 4xx and change nothing', () => {
  it.each([
    ['without the editor’s header', { [LOCAL_API_HEADER]: '' }],
    ['from another site', { Origin: 'https://evil.example' }],
    ['by another host name (DNS rebinding)', { Host: 'evil.example' }],
  ])('a write %s', async (_case, headers) => {
    // node:http, not fetch: fetch would not send a Host of our choosing.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: `${LOCAL_API}/file?path=content/evil.md`,
          headers: { [LOCAL_API_HEADER]: '1', Host: `localhost:${port}`, ...headers },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end('x');
    });
    expect(status).toBe(403);
    expect(existsSync(path.join(root, 'content/evil.md'))).toBe(false);
  });

  it.each([
    '../package.json',
    'content/../package.json',
    'content/./albums/x.md',
    '/etc/passwd',
    'content//x.md',
    'content\\..\\package.json',
    'content/x\0.md',
    'package.json',
    '.git/config',
    'app/page.tsx',
    'content/escape/secret.txt',
    `content/${'a'.repeat(300)}`,
    Array.from({ length: 40 }, () => 'a').join('/'),
  ])('a read or write of %s', async (target) => {
    const read = await call('GET', 'file', { path: target });
    const write = await call('PUT', 'file', { path: target }, { body: 'overwritten' });
    expect([read.status >= 400 && read.status < 500, write.status >= 400 && write.status < 500]).toEqual([true, true]);
    expect(readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{}');
    expect(readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    expect(readFileSync(path.join(root, '.git', 'config'), 'utf8')).toBe('[core]\n');
  });

  it('a move out of content/, or through a symlink that leaves it', async () => {
    for (const query of [
      { from: 'content/albums/rita-nuno/index.en.md', to: '../stolen.md' },
      { from: 'content/albums/rita-nuno/index.en.md', to: 'content/escape/stolen.md' },
      { from: 'package.json', to: 'content/package.json' },
    ]) {
      expect((await call('POST', 'move', query)).status).toBe(400);
    }
    expect(existsSync(path.join(outside, 'stolen.md'))).toBe(false);
    expect(existsSync(path.join(root, 'content/albums/rita-nuno/index.en.md'))).toBe(true);
  });

  it('a listing of .git or of a folder outside', async () => {
    expect((await call('GET', 'list', { path: '.git' })).status).toBe(403);
    expect((await call('GET', 'list', { path: 'content/escape' })).status).toBe(400);
  });

  it('a body over the limit (413), and the file is not written', async () => {
    const response = await call(
      'PUT',
      'file',
      { path: 'content/huge.bin' },
      { body: new Uint8Array(MAX_FILE_BYTES + 1) },
    );
    expect(response.status).toBe(413);
    expect(existsSync(path.join(root, 'content/huge.bin'))).toBe(false);
  });

  it('an unknown operation or method, or a malformed query', async () => {
    expect((await call('GET', 'format', { path: 'content' })).status).toBe(405);
    expect((await call('PATCH', 'file', { path: 'content/x.md' })).status).toBe(405);
    const malformed = await fetch(`http://127.0.0.1:${port}${LOCAL_API}/file?path=%E0%A4%A`, {
      headers: { [LOCAL_API_HEADER]: '1' },
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });

  it('200 requests at once, reads and writes mixed, all answered without a 5xx', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        index % 2 === 0
          ? call('PUT', 'file', { path: `content/albums/rita-nuno/${index}.txt` }, { body: String(index) })
          : call('GET', 'file', { path: '../package.json' }),
      ).map((request) => request.then((response) => response.status)),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(readFileSync(path.join(root, 'content/albums/rita-nuno/100.txt'), 'utf8')).toBe('100');
  });
});

describe('the go-live page’s one file outside content/, .env.local', () => {
  afterEach(() => rmSync(path.join(root, '.env.local'), { force: true }));

  it('is read and written whole, each write reported, and nowhere listed', async () => {
    expect((await call('GET', 'file', { path: '.env.local' })).status).toBe(404);
    expect(
      (await call('PUT', 'file', { path: '.env.local' }, { body: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=k\n' })).status,
    ).toBe(200);
    expect(readFileSync(path.join(root, '.env.local'), 'utf8')).toBe('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=k\n');
    expect(await (await call('GET', 'file', { path: '.env.local' })).text()).toBe('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=k\n');
    expect(written.at(-1)).toBe('.env.local');
    expect(await (await call('GET', 'list', { path: '' })).json()).toEqual([
      { name: 'content', kind: 'directory' },
      { name: '.git', kind: 'directory' },
    ]);
  });

  it('is never listed, checked, made, moved or deleted', async () => {
    writeFileSync(path.join(root, '.env.local'), 'KEEP=1\n');
    expect((await call('GET', 'list', { path: '.env.local' })).status).toBe(403);
    expect((await call('GET', 'stat', { path: '.env.local', kind: 'file' })).status).toBe(403);
    expect((await call('POST', 'stat', { path: '.env.local', kind: 'directory', create: '1' })).status).toBe(403);
    expect((await call('DELETE', 'entry', { path: '.env.local' })).status).toBe(403);
    expect((await call('POST', 'move', { from: '.env.local', to: 'content/env.txt' })).status).toBe(400);
    expect(
      (await call('POST', 'move', { from: 'content/albums/rita-nuno/index.en.md', to: '.env.local' })).status,
    ).toBe(400);
    expect(readFileSync(path.join(root, '.env.local'), 'utf8')).toBe('KEEP=1\n');
  });

  it.each([
    '.env',
    '.env.production',
    '.env.local.bak',
    '.env.local/x',
    'content/../.env.local',
    '.env.local/../package.json',
    './.env.local',
  ])('is not %s', async (target) => {
    const write = await call('PUT', 'file', { path: target }, { body: 'overwritten' });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(write.status).toBeLessThan(500);
    expect(readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{}');
    expect(existsSync(path.join(root, '.env'))).toBe(false);
  });

  it('is refused when it is a symlink that leaves the project', async () => {
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, '.env.local'));
    expect((await call('GET', 'file', { path: '.env.local' })).status).toBe(400);
    expect((await call('PUT', 'file', { path: '.env.local' }, { body: 'overwritten' })).status).toBe(400);
    expect(readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('acceptedPath', () => {
  it('takes the root, .git, and paths inside content/ only', () => {
    expect(acceptedPath('')).toEqual([]);
    expect(acceptedPath('.git')).toEqual(['.git']);
    expect(acceptedPath('.env.local')).toEqual(['.env.local']);
    expect(acceptedPath('content/albums/x.md')).toEqual(['content', 'albums', 'x.md']);
    for (const refused of [null, 'app', '.git/config', 'content/..', 'content/', '/content', '.env', '.env.local/x']) {
      expect([refused, acceptedPath(refused)]).toEqual([refused, null]);
    }
  });
});
