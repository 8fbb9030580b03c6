/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from './proxy';

const run = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));

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

  it.each(['/nope', '/about/fr-fr', '/stories/nothing/pt-pt'])('shows the home screen with status 404 at the unknown path %s', (path) => {
    const response = run(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/');
  });

  it.each(['/', '/about', '/about/pt-pt', '/stories', '/home/pt-pt'])('lets the page %s through', (path) => {
    const response = run(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
