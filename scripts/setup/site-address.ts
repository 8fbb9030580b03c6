/**
 * Where her site answers. Before Google serves her domain, at its Firebase Hosting address
 * (`https://<site>.web.app`), where it is online from the first run, kept out of search engines;
 * then at the address she gave, the other of the bare domain and `www` redirecting to it (the domain
 * step decides which: google-firebase.ts).
 */

/** A site address as the variable holds it: https, no path, no trailing slash; undefined when it is not one. */
export function siteAddress(answer: string): string | undefined {
  const trimmed = answer.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.pathname === '/' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The Hosting address of a site. */
export const hostingAddress = (site: string) => `https://${site}.web.app`;

/**
 * The hosts of her domain, the one she gave first: with `www.` the bare domain beside it, without it
 * `www.` beside it, so that both answer and one redirects to the other.
 */
export function domainHosts(domain: string): [canonical: string, redirecting: string] {
  const host = new URL(domain).hostname;
  return [host, host.startsWith('www.') ? host.slice('www.'.length) : `www.${host}`];
}
