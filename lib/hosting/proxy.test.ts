/**
 * @jest-environment node
 *
 * proxy.ts itself (at the root, where Next.js looks for it), as next dev loads it: the real
 * firebase.json and the pages the export writes, handed to this folder's engine (dev-proxy.ts).
 */
import { NextRequest } from 'next/server';
import { galleryRoutes, routes } from '@/content/routes';
import { storyParams } from '@/lib/story-routes';
import firebase from '@/firebase.json';
import { proxy } from '@/proxy';

// The path is appended, not resolved, so that '//host/…' stays a path as it does in a request line.
const run = (path: string) => proxy(new NextRequest(new URL('http://localhost:3000' + path)));
const [story] = storyParams();
const storyPath = `/stories/${story!.category}/${story!.album}`;

describe('proxy (next dev applies firebase.json with the static host’s engine)', () => {
  it.each([
    ['/en-en', 'http://localhost:3000/'],
    ['/about/en-en', 'http://localhost:3000/about'],
    ['/stories/weddings/en-en', 'http://localhost:3000/stories/weddings'],
    [`${storyPath}/en-en`, `http://localhost:3000${storyPath}`],
    ['/about/en-en?x=1', 'http://localhost:3000/about?x=1'],
    ['/about/', 'http://localhost:3000/about'],
  ])('redirects %s permanently to %s', async (path, location) => {
    const response = await run(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['/nope', '/about/fr-fr', '/stories/nothing', `${routes[galleryRoutes[0]].path}/no-such-album`])(
    'shows the home screen with status 404 at the unknown path %s',
    async (path) => {
      const response = await run(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/');
    },
  );

  it.each(['/stories/nothing/pt-pt', '/no-such-page/pt-pt', '/pt-pt/nothing'])(
    'shows the Portuguese not-found page at the unknown path %s',
    async (path) => {
      const response = await run(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/pt-pt/404');
    },
  );

  it.each(['//evil.example/en-en', '/https:/evil.example/en-en', '/nope/en-en'])(
    'never redirects the unknown path %s anywhere',
    async (path) => {
      const response = await run(path);
      expect(response.headers.get('location')).toBeNull();
      expect(response.status).toBe(404);
    },
  );

  it.each(['/%ff', '/..%2fsecret', '/a%00b'])('refuses the malformed path %s as the host does', async (path) => {
    expect((await run(path)).status).toBe(400);
  });

  it.each(['/', '/about', '/about/pt-pt', '/stories', '/home/pt-pt', storyPath, `${storyPath}/pt-pt`])(
    'lets the page %s through',
    async (path) => {
      const response = await run(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-next')).toBe('1');
    },
  );

  it('follows a rule changed in firebase.json, which states every rule it applies', async () => {
    const redirects = [{ source: '/about', destination: '/contact', type: 302 }];
    let edited: typeof proxy | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/firebase.json', () => ({ hosting: { ...firebase.hosting, redirects } }));
      ({ proxy: edited } = await import('@/proxy'));
    });
    const response = await edited!(new NextRequest(new URL('http://localhost:3000/about')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/contact');
    const alias = await edited!(new NextRequest(new URL('http://localhost:3000/about/en-en')));
    expect(alias.headers.get('x-middleware-next')).toBe('1');
  });
});
