/** @jest-environment node */
import path from 'node:path';
import firebase from '@/firebase.json';
import { compileRules, headersFor } from './host-rules';
import { parseHostingConfig } from './hosting-config';
import { CLOSED_ROBOTS_TXT, keepsSearchEnginesOut, servedHostingConfig } from './search-engines';

/** next-sitemap's own writer of robots.txt, as the build runs it (the package exports only its sitemaps). */
const { RobotsTxtBuilder } = jest.requireActual<{
  RobotsTxtBuilder: new () => { generateRobotsTxt: (config: unknown) => string };
}>(path.join(process.cwd(), 'node_modules/next-sitemap/dist/cjs/builders/robots-txt-builder.js'));

const usual = new RobotsTxtBuilder().generateRobotsTxt({
  siteUrl: 'https://ritasousa.pt',
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
    additionalSitemaps: ['https://ritasousa.pt/sitemap.xml'],
  },
});

describe('whether a build keeps search engines out, read from its robots.txt', () => {
  it('reads the closed robots.txt as closed, and next-sitemap’s usual one as open', () => {
    expect(keepsSearchEnginesOut(CLOSED_ROBOTS_TXT)).toBe(true);
    expect(usual).toContain('Sitemap: https://ritasousa.pt/sitemap.xml');
    expect(keepsSearchEnginesOut(usual)).toBe(false);
  });

  it('keeps a build with no robots.txt out: it is not finished', () => {
    expect(keepsSearchEnginesOut(null)).toBe(true);
  });

  it('closes the closed robots.txt to every agent and names no sitemap', () => {
    expect(CLOSED_ROBOTS_TXT).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(CLOSED_ROBOTS_TXT).not.toMatch(/sitemap/i);
  });

  it.each([
    [
      'every agent of a group of several, written in any case',
      'User-agent: Googlebot\nuser-agent: *\nDISALLOW: / # all\n',
      true,
    ],
    ['a group for one crawler only', 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\n', false],
    ['an empty Disallow, which disallows nothing', 'User-agent: *\nDisallow:\n', false],
    ['a part of the site only', 'User-agent: *\nDisallow: /admin\n', false],
    ['the whole site disallowed and a part allowed back', 'User-agent: *\nDisallow: /\nAllow: /about\n', false],
    ['a commented-out rule', 'User-agent: *\n# Disallow: /\n', false],
    ['Windows line ends', 'User-agent: *\r\nDisallow: /\r\n', true],
    ['old Mac line ends', 'User-agent: *\rDisallow: /\r', true],
    ['indented lines', '  User-agent: *\n\tDisallow: /\n', true],
    ['spaces before the colons', 'User-agent : *\nDisallow : /\n', true],
    ['no space after the colons', 'User-agent:*\nDisallow:/\n', true],
    ['every agent named before another in the same group', 'User-agent: *\nUser-agent: Bingbot\nDisallow: /\n', true],
    [
      'a group opening the site to one crawler, then the closed group for every agent',
      'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n',
      true,
    ],
    ['an empty Allow, which allows nothing back', 'User-agent: *\nDisallow: /\nAllow:\n', true],
    [
      'rules before any User-agent, which belong to no group',
      'Allow: /about\nDisallow: /\n\nUser-agent: *\nDisallow: /\n',
      true,
    ],
    ['a rule before any User-agent alone', 'Disallow: /\n', false],
    ['a field other than Disallow', 'User-agent: *\nNoindex: /\n', false],
    ['a line that does not start with a field name', 'User-agent: *\nDisallow: /\n*Allow: /about\n', true],
  ])('reads %s', (_, robots, closed) => {
    expect(keepsSearchEnginesOut(robots)).toBe(closed);
  });
});

describe('firebase.json’s rules as a build is served', () => {
  const config = parseHostingConfig(firebase.hosting);
  const robotsTag = (closed: boolean, pathname: string) =>
    headersFor(compileRules(servedHostingConfig(config, closed)), pathname).get('x-robots-tag')?.value;

  it.each(['/', '/about/pt-pt', '/stories/weddings/ana-joao', '/photos/ana-joao/demo-01-1200.jpg', '/robots.txt'])(
    'a closed build answers noindex at %s, an open one nothing',
    (pathname) => {
      expect(robotsTag(true, pathname)).toBe('noindex');
      expect(robotsTag(false, pathname)).toBeUndefined();
    },
  );

  it('keeps the editor’s own rule, open or closed', () => {
    for (const closed of [true, false]) {
      expect(robotsTag(closed, '/admin')).toBe('noindex, nofollow');
      expect(robotsTag(closed, '/admin/check')).toBe('noindex, nofollow');
    }
  });

  it('changes nothing else', () => {
    const closed = servedHostingConfig(config, true);
    expect({ ...closed, headers: closed.headers.slice(1) }).toEqual(config);
    expect(servedHostingConfig(config, false)).toEqual(config);
  });
});
