/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hosting } from './apis';

/** A host whose release list comes in pages, with page tokens holding characters a URL must encode. */
let server: Server;
let base: string;
const received: string[] = [];
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
