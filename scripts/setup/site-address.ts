/**
 * Where her site answers. Before she has a domain, at its Firebase Hosting address
 * (`https://<site>.web.app`), where it is online from the first run, kept out of search engines;
 * with a domain, at the address she gave, the other of the bare domain and `www` redirecting to it.
 */
import type { SetupContext } from './step';

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

/** Where the site answers now: her domain when she gave one, else its Hosting address; undefined before the site is known. */
export function liveAddress(context: Pick<SetupContext, 'domain' | 'found'>): string | undefined {
  if (context.domain) return context.domain;
  const site = context.found.FIREBASE_SITE;
  return site ? hostingAddress(site) : undefined;
}

/**
 * The hosts of her domain, the one she gave first: with `www.` the bare domain beside it, without it
 * `www.` beside it, so that both answer and one redirects to the other.
 */
export function domainHosts(domain: string): [canonical: string, redirecting: string] {
  const host = new URL(domain).hostname;
  return [host, host.startsWith('www.') ? host.slice('www.'.length) : `www.${host}`];
}
