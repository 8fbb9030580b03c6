/**
 * Whether a build is open to search engines. The build states it once, in its robots.txt (closed
 * until the site goes live: lib/going-live/readiness.ts decides), and whatever serves that build
 * reads it back from there: the deploy, into the version's serving rules, and the local host. So
 * a version carries its own decision wherever it goes (a promoted preview included), and a closed
 * build answers `X-Robots-Tag: noindex` on every path, photos and all. Pure, and free of packages.
 */
import type { HostingConfig } from './hosting-config';

/** robots.txt of a build that is not open to search engines: every agent kept out, no sitemap named. */
export const CLOSED_ROBOTS_TXT = '# Not open to search engines yet.\nUser-agent: *\nDisallow: /\n';

/** The file a build states it in, relative to the published folder. */
export const ROBOTS_FILE = 'robots.txt';

/** What every path of a closed build answers. */
const NOINDEX_HEADER = { key: 'X-Robots-Tag', value: 'noindex' } as const;

/**
 * Whether a build's robots.txt keeps search engines out: a group for every agent (`User-agent: *`)
 * disallows the whole site and allows nothing back. A build without one is not finished, and is
 * kept out too.
 */
export function keepsSearchEnginesOut(robotsTxt: string | null): boolean {
  if (robotsTxt === null) return true;
  type Group = { agents: string[]; allow: string[]; disallow: string[] };
  const groups: Group[] = [];
  let current: Group | undefined;
  let inAgents = false;
  // A line ends at CR, LF or CRLF (RFC 9309); read as one line, a closed file would pass for open.
  for (const raw of robotsTxt.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'user-agent') {
      if (!inAgents) groups.push((current = { agents: [], allow: [], disallow: [] }));
      current!.agents.push(value);
      inAgents = true;
      continue;
    }
    inAgents = false;
    if (field === 'allow' && value !== '') current?.allow.push(value);
    if (field === 'disallow') current?.disallow.push(value);
  }
  return groups.some((group) => group.agents.includes('*') && group.disallow.includes('/') && group.allow.length === 0);
}

/**
 * firebase.json's rules as a build is served: while it keeps search engines out (its robots.txt,
 * read by keepsSearchEnginesOut), every path also answers noindex. The rule comes first, so a later
 * rule of firebase.json for the same header (the editor's own "noindex, nofollow") still has the
 * last word where it applies.
 */
export function servedHostingConfig(config: HostingConfig, closed: boolean): HostingConfig {
  if (!closed) return config;
  return { ...config, headers: [{ source: '**', headers: [{ ...NOINDEX_HEADER }] }, ...config.headers] };
}
