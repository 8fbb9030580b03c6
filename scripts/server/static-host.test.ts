/**
 * @jest-environment node
 *
 * The site's server as `npm start` runs it (startSiteHost: the project's firebase.json, the local
 * inbox on the same origin), serving a small stand-in for out/ next to a secret file it must never
 * reveal. Hostile requests are sent verbatim; every one must be answered without a 5xx, without an
 * external Location and without the secret, the inbox file must hold only whole JSON lines, and the
 * server must still serve the home page afterwards.
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SEND_PATH } from './local-inbox';
import { isSameSitePath } from '@/lib/hosting/request-target';
import { CLOSED_ROBOTS_TXT } from '@/lib/hosting/search-engines';
import { startSiteHost } from './site-host';
import type { StaticHost } from './static-host';
import { send, sendRawBytes, type RawRequestOptions, type RawResponse } from '@/test-support/raw-http';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-PUBLISHED-FOLDER';
const HOME = '<h1>Home screen</h1>';
const padding = `<p>${'Fotografia de casamento no Algarve. '.repeat(60)}</p>`;

let dir: string;
let root: string;
let inboxFile: string;
let host: StaticHost;
const logged: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-host-'));
  root = path.join(dir, 'out');
  inboxFile = path.join(dir, 'inbox', 'enquiries.jsonl');
  const files: Record<string, string> = {
    'index.html': `<html lang="en">${HOME}${padding}</html>`,
    '404.html': `<html lang="en">${HOME}${padding}</html>`,
    'about.html': `<html lang="en"><h1>About</h1>${padding}</html>`,
    'about/pt-pt.html': `<html lang="pt-PT"><h1>Sobre</h1>${padding}</html>`,
    'about/en-en.html': `<html lang="en"><h1>About</h1></html>`,
    'stories/weddings.html': `<html lang="en"><h1>Weddings</h1>${padding}</html>`,
    '_next/static/chunks/app.js': `console.log(${JSON.stringify(padding)});`,
    'favicon.ico': 'icon',
    'admin.html': '<html lang="en"><h1>Editor</h1></html>',
    '.env': SECRET,
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  await writeFile(path.join(dir, 'secret.txt'), SECRET);
  await symlink(path.join(dir, 'secret.txt'), path.join(root, 'leak.html'));
  host = await startSiteHost({
    projectRoot: path.resolve(__dirname, '..', '..'),
    publicDir: root,
    port: 0,
    quiet: true,
    localInbox: { inboxFile },
    log: (line) => logged.push(line),
  });
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (target: string, options?: RawRequestOptions) => send(host.url, target, options);
const siteOrigin = () => host.url;
const json = { 'Content-Type': 'application/json' };
const enquiry = (params: Record<string, unknown> = {}) =>
  JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-public-key',
    service_id: 'local-service',
    template_id: 'local-template',
    template_params: { from_name: 'Ana', message: 'Olá', ...params },
  });

async function inboxLines(): Promise<unknown[]> {
  const text = await readFile(inboxFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

function expectHarmless(response: RawResponse) {
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(500);
  const location = response.headers.location;
  if (location !== undefined) expect(isSameSitePath(location)).toBe(true);
  expect(response.body).not.toContain(SECRET);
}

describe('serving the site with firebase.json’s rules', () => {
  it('serves pages by clean URL with the security and cache headers, gzipped', async () => {
    const response = await get('/about', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<h1>About</h1>');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('gives the home page the same Cache-Control as every other page', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.body).toContain(HOME);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves hashed assets as immutable, with their content type', async () => {
    const response = await get('/_next/static/chunks/app.js');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends uncompressed bytes to a client that does not accept gzip', async () => {
    const response = await get('/about', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  });

  it('answers a repeated request with 304 when the ETag still matches', async () => {
    const first = await get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    const again = await get('/about', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/about', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toBe('');
  });

  it.each([
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/index.html', '/'],
    ['/about/en-en', '/about'],
    ['/en-en', '/'],
    ['/about/en-en?x=1', '/about?x=1'],
  ])('redirects %s to %s with 301', async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('answers an unknown path with the home screen and status 404, cached like a page', async () => {
    const response = await get('/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toContain(HOME);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers methods other than GET and HEAD with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/about', { method, headers: json, body: '{}' });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
  });
});

const longSegment = 'a'.repeat(252);
const hostileRequests: [string, string, RawRequestOptions?, number[]?][] = [
  ['malformed percent-encoding', '/%ff', undefined, [400]],
  ['a lone percent sign', '/%', undefined, [400]],
  ['a percent sign without hex digits', '/%zz', undefined, [400]],
  ['a malformed query', '/?q=%ff', undefined, [400]],
  ['malformed encoding before a redirect source', '/%ff/en-en', undefined, [400]],
  ['a 252-character path', `/${longSegment}`, undefined, [404]],
  ['a 300-character segment under a language', `/${'b'.repeat(300)}/pt-pt`, undefined, [404]],
  ['a long multi-byte segment', `/${encodeURIComponent('é'.repeat(200))}`, undefined, [404]],
  ['a 10,000-character path', `/${'a'.repeat(10_000)}`, undefined, [414]],
  ['dot-dot', '/../secret.txt', undefined, [400]],
  ['deep dot-dot', '/about/../../../../../../etc/passwd', undefined, [400]],
  ['encoded dot-dot', '/%2e%2e/secret.txt', undefined, [400]],
  ['encoded slash', '/..%2fsecret.txt', undefined, [400]],
  ['encoded dot-dot and slash', '/%2e%2e%2fsecret.txt', undefined, [400]],
  ['encoded backslashes', '/about/..%5c..%5csecret.txt', undefined, [400]],
  ['backslashes', '/..\\secret.txt', undefined, [400]],
  ['NUL', '/%00', undefined, [400]],
  ['NUL before an extension', '/index.html%00.txt', undefined, [400]],
  ['a symlink out of the folder', '/leak.html', undefined, [404]],
  ['a symlink out of the folder, clean URL', '/leak', undefined, [404]],
  ['an ignored dotfile', '/.env', undefined, [404]],
  ['a protocol-relative path', '//evil.example/en-en', undefined, [404]],
  ['a protocol-relative folder', '//evil.example/', undefined, [301, 404]],
  ['many slashes', '///evil.example//', undefined, [301, 404]],
  ['a backslash host', '/\\evil.example', undefined, [400]],
  ['a URL in the path', '/https:/evil.example/en-en', undefined, [404]],
  ['a URL in the path, http', '/http:/evil.example/en-en', undefined, [404]],
  ['an encoded URL in the path', '/%68ttps:/evil.example/en-en', undefined, [404]],
  ['encoded slashes in a URL', '/https:%2f%2fevil.example/en-en', undefined, [400]],
  ['an absolute-form target', 'http://evil.example/about/en-en', undefined, [301]],
  ['an absolute-form target to a folder', 'https://evil.example//evil.example/', undefined, [301, 404]],
  ['the asterisk form', '*', { method: 'OPTIONS' }, [400, 405]],
  ['another Host header', '/about/', { headers: { Host: 'evil.example' } }, [301]],
  ['a redirect parameter in the query', '/about/?next=https://evil.example', undefined, [301]],
  ['a header-splitting query', '/about/?a=%0d%0aSet-Cookie:%20x=1', undefined, [301]],
  ['a POST with a body', '/', { method: 'POST', headers: json, body: '{"a":1}' }, [405]],
  ['an unknown method', '/', { method: 'PROPFIND' }, [405]],
  ['the inbox without an origin', SEND_PATH, { method: 'POST', headers: json, body: enquiry() }, [403]],
  [
    'the inbox from another site',
    SEND_PATH,
    { method: 'POST', headers: { ...json, Origin: 'https://evil.example' }, body: enquiry() },
    [403],
  ],
  [
    'the inbox as a form post',
    SEND_PATH,
    { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: 'SITE' }, body: enquiry() },
    [415],
  ],
  [
    'the inbox with broken JSON',
    SEND_PATH,
    { method: 'POST', headers: { ...json, Origin: 'SITE' }, body: '{"user_id": ' },
    [400],
  ],
  [
    'the inbox with deeply nested JSON',
    SEND_PATH,
    { method: 'POST', headers: { ...json, Origin: 'SITE' }, body: '['.repeat(60_000) },
    [400],
  ],
  [
    'the inbox with nested params',
    SEND_PATH,
    {
      method: 'POST',
      headers: { ...json, Origin: 'SITE' },
      body: JSON.stringify({ user_id: 'a', service_id: 'b', template_id: 'c', template_params: { deep: [[[[1]]]] } }),
    },
    [400],
  ],
  [
    'the inbox with a prototype key',
    SEND_PATH,
    {
      method: 'POST',
      headers: { ...json, Origin: 'SITE' },
      body: '{"user_id":"k","service_id":"local-service","template_id":"local-template","template_params":{"__proto__":"x","constructor":"y"}}',
    },
    [200],
  ],
  [
    'the inbox with terminal escapes',
    SEND_PATH,
    {
      method: 'POST',
      headers: { ...json, Origin: 'SITE' },
      body: enquiry({ from_name: 'Ana\u001b[2J\u001b]0;pwned\u0007\r\u009b31m' }),
    },
    [200],
  ],
  [
    'the inbox with 200 KB',
    SEND_PATH,
    { method: 'POST', headers: { ...json, Origin: 'SITE' }, body: enquiry({ message: 'x'.repeat(200_000) }) },
    [413],
  ],
  [
    'the inbox with 200 KB, chunked',
    SEND_PATH,
    {
      method: 'POST',
      headers: { ...json, Origin: 'SITE', 'Transfer-Encoding': 'chunked' },
      body: enquiry({ message: 'x'.repeat(200_000) }),
    },
    [413],
  ],
  ['the inbox read with GET', SEND_PATH, undefined, [405]],
];

describe('a build kept out of search engines', () => {
  it('answers noindex on every path while its robots.txt is closed, from the next request after a rebuild opens or closes it', async () => {
    const robotsTag = async (target: string) => (await get(target)).headers['x-robots-tag'];
    const paths = ['/', '/about', '/_next/static/chunks/app.js', '/does-not-exist'];
    // No robots.txt yet: a build not finished is kept out too.
    for (const target of paths) expect([target, await robotsTag(target)]).toEqual([target, 'noindex']);
    await writeFile(
      path.join(root, 'robots.txt'),
      'User-agent: *\nAllow: /\n\nSitemap: https://ritasousa.pt/sitemap.xml\n',
    );
    for (const target of paths) expect([target, await robotsTag(target)]).toEqual([target, undefined]);
    await writeFile(path.join(root, 'robots.txt'), CLOSED_ROBOTS_TXT);
    for (const target of paths) expect([target, await robotsTag(target)]).toEqual([target, 'noindex']);
    // The editor keeps its own rule.
    expect(await robotsTag('/admin')).toBe('noindex, nofollow');
    await rm(path.join(root, 'robots.txt'));
  });
});

describe('hostile requests', () => {
  it.each(hostileRequests)('%s (%s) is answered harmlessly', async (_label, target, options = {}, statuses = []) => {
    const headers = Object.fromEntries(
      Object.entries(options.headers ?? {}).map(([key, value]) => [key, value === 'SITE' ? siteOrigin() : value]),
    );
    const response = await get(target, { ...options, headers });
    expectHarmless(response);
    if (statuses.length > 0) expect(statuses).toContain(response.status);
    if (response.status === 404) expect(response.body).toContain(HOME);
  });

  it('never answers with a Location to another site', async () => {
    for (const [, target, options] of hostileRequests) {
      const { location } = (await get(target, { ...options, headers: {} })).headers;
      if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/);
    }
  });

  it('survives requests node:http itself refuses', async () => {
    expect(await sendRawBytes(host.url, Buffer.from('GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'))).toMatch(
      /^HTTP\/1\.1 4\d\d/,
    );
    expect(
      await sendRawBytes(host.url, Buffer.from(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)),
    ).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(await sendRawBytes(host.url, Buffer.from('NONSENSE\r\n\r\n'))).toMatch(/^HTTP\/1\.1 4\d\d/);
  });

  it('answers many concurrent requests, hostile and not, without a 5xx', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 24 });
    try {
      const targets = [
        '/',
        '/about',
        '/about/pt-pt',
        '/stories/weddings',
        '/_next/static/chunks/app.js',
        '/%ff',
        '/../secret.txt',
        `/${longSegment}`,
        '/https:/evil.example/en-en',
        '/nothing',
      ];
      const responses = await Promise.all(
        Array.from({ length: 400 }, (_, index) =>
          get(targets[index % targets.length]!, { agent, headers: { 'Accept-Encoding': 'gzip' } }),
        ),
      );
      for (const response of responses) expectHarmless(response);
      expect(responses.filter((response) => response.status === 200)).toHaveLength(200);
    } finally {
      agent.destroy();
    }
  });

  it('leaves only whole JSON lines in the inbox, and still serves the home page', async () => {
    for (const line of await inboxLines())
      expect(line).toMatchObject({ service_id: 'local-service', template_id: 'local-template' });
    expect(await inboxLines()).toHaveLength(2);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain(HOME);
    expect(logged.filter((line) => line.startsWith('Unexpected error'))).toEqual([]);
    // The enquiry with terminal escapes was printed without them.
    expect(logged.join('\n')).toContain('from_name: Ana');
    expect(logged.join('\n')).not.toContain('pwned');
    expect(logged.join('\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});

describe('the local inbox on the site’s own origin', () => {
  it('accepts an enquiry from the site’s pages under either loopback name, without a wildcard CORS header', async () => {
    for (const origin of [siteOrigin(), siteOrigin().replace('localhost', '127.0.0.1')]) {
      const response = await get(SEND_PATH, { method: 'POST', headers: { ...json, Origin: origin }, body: enquiry() });
      expect(response.status).toBe(200);
      expect(response.body).toBe('OK');
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('refuses a page of another site, also in the CORS preflight', async () => {
    const preflight = await get(SEND_PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:1', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
