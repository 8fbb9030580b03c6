import type { HostingConfig } from '../lib/hosting/hosting-config';

/**
 * The host's rules without the site's Content-Security-Policy, for a peer: the policy is written for
 * this site's scripts (moved out of the HTML after the build) and would block a peer's inline scripts.
 */
export function withoutContentSecurityPolicy(config: HostingConfig): HostingConfig {
  const headers = config.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.filter(({ key }) => key.toLowerCase() !== 'content-security-policy'),
  }));
  return { ...config, headers };
}
