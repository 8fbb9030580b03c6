/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from './proxy';

// The path is appended, not resolved, so that '//host/…' stays a path as it does in a request line.
const run = (path: string) => proxy(new NextRequest(new URL('http://localhost:3000' + path)));

describe('proxy (next dev applies the static host rules)', () => {
  it.each([
    ['/en-en', 'http://localhost:3000/'],
    ['/about/en-en', 'http://localhost:3000/about'],
    ['/stories/weddings/en-en', 'http://localhost:3000/stories/weddings'],
  ])('redirects the alias %s permanently to its English URL', (path, location) => {
    const response = run(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['/nope', '/about/fr-fr', '/stories/nothing'])(
    'shows the home screen with status 404 at the unknown path %s',
    (path) => {
      const response = run(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/');
    },
  );

  it.each(['/stories/nothing/pt-pt', '/no-such-page/pt-pt', '/pt-pt/nothing'])(
    'shows the Portuguese home screen at the unknown path %s',
    (path) => {
      const response = run(path);
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/pt-pt/404');
    },
  );

  it.each(['//evil.example/en-en', '/https:/evil.example/en-en', '/nope/en-en'])(
    'never redirects the unknown path %s anywhere',
    (path) => {
      const response = run(path);
      expect(response.headers.get('location')).toBeNull();
      expect(response.status).toBe(404);
    },
  );

  it.each(['/', '/about', '/about/pt-pt', '/stories', '/home/pt-pt'])('lets the page %s through', (path) => {
    const response = run(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
