/**
 * @jest-environment node
 *
 * The dev proxy follows whatever hosting configuration it is given: a rule changed in firebase.json
 * changes next dev too, because no rule is written anywhere else.
 */
import { NextRequest } from 'next/server';
import { createDevProxy, type ExportedSite } from './dev-proxy';
import type { HostingConfig } from './hosting-config';

const site: ExportedSite = { pages: ['/', '/about', '/about/en-en', '/contact', '/pt-pt/404'], notFoundPage: '/' };
const base: HostingConfig = {
  public: 'out',
  ignore: [],
  cleanUrls: true,
  trailingSlash: false,
  redirects: [{ source: '/about/en-en', destination: '/about', type: 301 }],
  rewrites: [{ source: '**/pt-pt*', destination: '/pt-pt/404.html' }],
  headers: [],
};
const run = (config: HostingConfig, path: string) =>
  createDevProxy(config, site)(new NextRequest(new URL('http://localhost:3000' + path)));
const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('createDevProxy', () => {
  it('redirects by the configured rules only', async () => {
    expect((await run(base, '/about/en-en')).headers.get('location')).toBe('http://localhost:3000/about');
    const without = await run({ ...base, redirects: [] }, '/about/en-en');
    expect(without.headers.get('x-middleware-next')).toBe('1');
  });

  it('follows a redirect added to the configuration, with its status', async () => {
    const config = { ...base, redirects: [{ source: '/contact', destination: '/about', type: 302 as const }] };
    const response = await run(config, '/contact');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/about');
  });

  it('shows the page a rewrite names, and nothing when the rewrite is gone', async () => {
    expect(rewriteOf(await run(base, '/nope/pt-pt'))).toBe('http://localhost:3000/pt-pt/404');
    const response = await run({ ...base, rewrites: [] }, '/nope/pt-pt');
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBe('http://localhost:3000/');
  });

  it('applies cleanUrls and trailingSlash as configured', async () => {
    expect((await run(base, '/about/')).headers.get('location')).toBe('http://localhost:3000/about');
    const slashed = await run({ ...base, trailingSlash: true }, '/about');
    expect(slashed.headers.get('location')).toBe('http://localhost:3000/about/');
    // The export still writes about.html: next dev shows its page at the slashed address.
    expect(rewriteOf(await run({ ...base, trailingSlash: true }, '/about/'))).toBe('http://localhost:3000/about');
    expect((await run({ ...base, cleanUrls: false }, '/about')).status).toBe(404);
  });

  it('shows 404.html’s page with 200 where the host serves 404.html as a file', async () => {
    const response = await run(base, '/404');
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBe('http://localhost:3000/');
  });

  it('shows the home page at / itself, from index.html', async () => {
    const response = await run(base, '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it.each(['/%ff', '/a%2fb', '/a%00'])('answers %s with 400, as the host refuses it', async (path) => {
    const response = await run(base, path);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers 400 rather than redirect to a location that is not plainly on this site', async () => {
    // The query is copied into Location as sent, and a backslash there is refused like one in the path.
    const response = await run(base, '/about/?q=a\\b');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Bad Request');
    expect(response.headers.get('location')).toBeNull();
  });
});
