/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hosting } from './apis';
import type { Clock } from './retry';

/** A host whose release list comes in pages, with page tokens holding characters a URL must encode. */
let server: Server;
let base: string;
const received: string[] = [];
const flaky = new Map<string, number>();
const pages: Record<string, { releases: unknown[]; nextPageToken?: string }> = {
  '': {
    releases: [{ name: 'r2', releaseTime: '2026-11-02T10:00:00Z', version: { name: 'sites/luz/versions/B' } }],
    nextPageToken: 'a+b/c=&d',
  },
  'a+b/c=&d': {
    // A release that serves no version: the site was disabled.
    releases: [{ name: 'r1', releaseTime: '2026-11-01T10:00:00Z', type: 'SITE_DISABLE' }],
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname.includes(':populateFiles') || url.pathname.startsWith('/upload/')) {
      request.resume();
      // Each of these fails once, as a busy host does, then answers.
      const failed = flaky.get(url.pathname) ?? 0;
      flaky.set(url.pathname, failed + 1);
      if (failed === 0) {
        response.writeHead(url.pathname.startsWith('/upload/') ? 429 : 503, { 'retry-after': '3' });
        response.end('busy');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ uploadRequiredHashes: ['h'], uploadUrl: `${base}/upload` }));
      }
      return;
    }
    received.push(url.searchParams.get('pageToken') ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(pages[url.searchParams.get('pageToken') ?? ''] ?? { releases: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('hosting().liveReleases', () => {
  test('sends each page token back whole (encoded), and keeps a release without a version', async () => {
    const releases = await hosting({ api: base, site: 'luz', token: 't' }).liveReleases();
    expect(received).toEqual(['', 'a+b/c=&d']);
    expect(releases.map((release) => [release.name, release.versionName])).toEqual([
      ['r2', 'sites/luz/versions/B'],
      ['r1', null],
    ]);
  });
});

describe('hosting(): the calls a deploy makes are tried again when the host is busy', () => {
  test('a 503 on populateFiles and a 429 on an upload are each followed by a success, after the wait asked', async () => {
    const waits: number[] = [];
    const clock: Clock = {
      now: () => new Date(),
      random: () => 1,
      sleep: (ms) => Promise.resolve(void waits.push(ms)),
    };
    const host = hosting({ api: base, site: 'luz', token: 't', clock });
    const answer = await host.populateFiles('sites/luz/versions/V', { '/index.html': 'h' });
    expect(answer.uploadRequiredHashes).toEqual(['h']);
    await host.upload(answer.uploadUrl, 'h', Buffer.from('gzipped'));
    expect(waits).toEqual([3000, 3000]);
    expect([...flaky.values()]).toEqual([2, 2]);
  });
});
