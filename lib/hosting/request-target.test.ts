/** @jest-environment node */
import { MAX_TARGET_LENGTH, isSameSitePath, locationOf, parseRequestTarget, pathnameOf } from './request-target';

function pathOf(target: string): string {
  const parsed = parseRequestTarget(target);
  if (!parsed.ok) throw new Error(`${target} was refused: ${parsed.reason}`);
  return pathnameOf(parsed);
}

describe('parseRequestTarget', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about/'],
    ['/stories/weddings?utm_source=x', '/stories/weddings'],
    ['/caf%C3%A9', '/café'],
    ['/a%20b', '/a b'],
    ['//evil.example/en-en', '/evil.example/en-en'],
    ['/about//pt-pt', '/about/pt-pt'],
    ['http://evil.example/about', '/about'],
    ['https://evil.example', '/'],
    ['/https:/evil.example/en-en', '/https:/evil.example/en-en'],
  ])('reads %s as the site path %s', (target, expected) => {
    expect(pathOf(target)).toBe(expected);
  });

  it.each([
    ['/%ff', 'invalid UTF-8'],
    ['/%', 'a lone percent sign'],
    ['/%zz', 'a percent sign without hex digits'],
    ['/?q=%ff', 'a malformed query'],
    ['/..', 'a dot-dot segment'],
    ['/a/../../etc/passwd', 'a traversal'],
    ['/%2e%2e/secret', 'an encoded traversal'],
    ['/.%2e/secret', 'a half-encoded traversal'],
    ['/./about', 'a dot segment'],
    ['/..%2fsecret', 'an encoded slash'],
    ['/a%5cb', 'an encoded backslash'],
    ['/a\\b', 'a backslash'],
    ['/%00', 'NUL'],
    ['/a%0d%0aSet-Cookie:x', 'an encoded line break'],
    ['*', 'the asterisk form'],
    ['evil.example:443', 'the authority form'],
  ])('refuses %s (%s) with 400', (target) => {
    expect(parseRequestTarget(target)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a target longer than the limit with 414, and accepts one at the limit', () => {
    expect(parseRequestTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toMatchObject({ ok: false, status: 414 });
    expect(parseRequestTarget(`/${'a'.repeat(MAX_TARGET_LENGTH - 1)}`)).toMatchObject({ ok: true });
  });

  it('keeps the query, made safe for a header', () => {
    expect(parseRequestTarget('/about?a=1&b=%20c')).toMatchObject({ ok: true, search: '?a=1&b=%20c' });
    expect(parseRequestTarget('/about?x=é')).toMatchObject({ ok: true, search: '?x=%C3%A9' });
    expect(parseRequestTarget('/about')).toMatchObject({ ok: true, search: '' });
  });
});

describe('isSameSitePath', () => {
  it.each(['/', '/about', '/about?x=1', '/stories/weddings'])('accepts %s', (location) => {
    expect(isSameSitePath(location)).toBe(true);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'evil.example',
    '',
    '/a\r\nb',
    'javascript:alert(1)',
  ])('refuses %p', (location) => {
    expect(isSameSitePath(location)).toBe(false);
  });
});

describe('locationOf', () => {
  it('encodes each segment again, so a decoded path can never become another origin', () => {
    expect(locationOf('/https:/evil.example', '')).toBe('/https%3A/evil.example');
    expect(locationOf('/café', '?q=1')).toBe('/caf%C3%A9?q=1');
    expect(locationOf('/', '')).toBe('/');
    expect(locationOf('//evil.example/', '')).toBe('/evil.example/');
  });
});

describe('parseRequestTarget at the edges of the absolute form', () => {
  it.each([
    ['xhttp://evil.example/about', 'a scheme that only ends in http'],
    ['about/http://evil.example/x', 'a relative path that only contains http://'],
    ['http://evil.example/a\nb', 'a line break after the path'],
  ])('refuses %p (%s) with 400', (target) => {
    expect(parseRequestTarget(target)).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    ['http://evil.example?x=1', '/', '?x=1'],
    ['HTTPS://evil.example/about/?x=1#top', '/about/', '?x=1'],
  ])('reads %p as the site path %s with the query %s', (target, pathname, search) => {
    const parsed = parseRequestTarget(target);
    expect(parsed).toMatchObject({ ok: true, search });
    if (parsed.ok) expect(pathnameOf(parsed)).toBe(pathname);
  });
});

describe('pathnameOf', () => {
  it('gives / for the root even when it is marked with a trailing slash', () => {
    expect(pathnameOf({ segments: [], trailingSlash: true })).toBe('/');
  });
});
