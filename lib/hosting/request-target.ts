/**
 * Turns the raw request target of an HTTP request into a clean site path, or says why it cannot be
 * one. Everything the host does afterwards (rules, files, Location headers) works on the result,
 * so hostile input is dealt with once, here:
 * - percent-encoding is decoded once, segment by segment; malformed encoding is a 400;
 * - an encoded or literal separator inside a segment (`%2f`, `\`, `%5c`), NUL and other control
 *   characters, and dot segments (`.`, `..`, `%2e%2e`) are a 400: no page of the site has them,
 *   and refusing them means no later step can be tricked into leaving the published folder;
 * - repeated slashes collapse (`//evil.example/x` is the site path `/evil.example/x`);
 * - an absolute-form target (`GET http://other.example/x`) keeps only its path;
 * - targets longer than MAX_TARGET_LENGTH are a 414.
 */

/** Far above any URL of the site (the longest is under 60 characters), far below Node's header limit. */
export const MAX_TARGET_LENGTH = 2048;

export type SitePath = {
  /** Decoded path segments, none empty. */
  segments: string[];
  /** Whether the path ended with a slash (never true for the root). */
  trailingSlash: boolean;
  /** The query string including its `?`, or ''. Safe to copy into a Location header. */
  search: string;
};

export type ParsedTarget = ({ ok: true } & SitePath) | { ok: false; status: 400 | 414; reason: string };

const CONTROL_OR_SEPARATOR = /[\u0000-\u001f\u007f/\\]/;

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The query as sent, with anything outside printable ASCII percent-encoded (header-safe). */
function headerSafeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

export function parseRequestTarget(target: string): ParsedTarget {
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, reason: 'The address is too long.' };

  let pathAndQuery = target;
  if (!target.startsWith('/')) {
    // Absolute form (RFC 9112 §3.2.2): only the path matters, the host never reaches a response.
    const absolute = /^https?:\/\/[^/?#]*(.*)$/i.exec(target);
    if (!absolute) return { ok: false, status: 400, reason: 'The request target is not a path.' };
    pathAndQuery = absolute[1] || '/';
    if (!pathAndQuery.startsWith('/')) pathAndQuery = `/${pathAndQuery}`;
  }

  const withoutFragment = pathAndQuery.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  const rawPath = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : withoutFragment.slice(queryStart + 1);

  if (decodeSegment(rawQuery.replace(/\+/g, ' ')) === null)
    return { ok: false, status: 400, reason: 'The query string has malformed percent-encoding.' };

  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    const segment = decodeSegment(raw);
    if (segment === null) return { ok: false, status: 400, reason: 'The path has malformed percent-encoding.' };
    if (segment === '.' || segment === '..') return { ok: false, status: 400, reason: 'The path has a dot segment.' };
    if (CONTROL_OR_SEPARATOR.test(segment))
      return { ok: false, status: 400, reason: 'The path has a control character or an encoded separator.' };
    segments.push(segment);
  }

  return {
    ok: true,
    segments,
    trailingSlash: segments.length > 0 && rawPath.endsWith('/'),
    search: rawQuery === '' ? '' : `?${headerSafeQuery(rawQuery)}`,
  };
}

/** The decoded path: '/', '/about', '/about/' (with the trailing slash when the request had one). */
export function pathnameOf({ segments, trailingSlash }: Pick<SitePath, 'segments' | 'trailingSlash'>): string {
  if (segments.length === 0) return '/';
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}

/** Splits a decoded site path ('/stories/weddings/') into its segments and trailing slash. */
function sitePathOf(pathname: string): Pick<SitePath, 'segments' | 'trailingSlash'> {
  const segments = pathname.split('/').filter(Boolean);
  return { segments, trailingSlash: segments.length > 0 && pathname.endsWith('/') };
}

/**
 * A path on this site: exactly one leading slash, no backslash, no control character. Browsers read
 * `//host` and `/\host` as another site, so neither may ever start a Location header.
 */
export function isSameSitePath(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !/[\u0000-\u001f\u007f\\]/.test(location);
}

/** A decoded site path as a Location header value: each segment percent-encoded again. */
export function locationOf(pathname: string, search: string): string {
  const { segments, trailingSlash } = sitePathOf(pathname);
  const encoded =
    segments.length === 0 ? '/' : `/${segments.map(encodeURIComponent).join('/')}${trailingSlash ? '/' : ''}`;
  return encoded + search;
}
