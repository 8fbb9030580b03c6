/** @jest-environment node */
import { readHostingConfig } from '../lib/hosting/read-hosting-config';
import { withoutContentSecurityPolicy } from './peer-hosting';
import { projectRoot } from './paths';

const keysOf = (config: ReturnType<typeof readHostingConfig>) =>
  config.headers.flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase()));

test("a peer is served with every rule of the site's host but its Content-Security-Policy", () => {
  const site = readHostingConfig(projectRoot);
  expect(keysOf(site)).toContain('content-security-policy');
  const peer = withoutContentSecurityPolicy(site);
  expect(keysOf(peer)).not.toContain('content-security-policy');
  expect(keysOf(peer)).toEqual(keysOf(site).filter((key) => key !== 'content-security-policy'));
  expect(peer.headers.map((rule) => rule.source)).toEqual(site.headers.map((rule) => rule.source));
  expect({ ...peer, headers: [] }).toEqual({ ...site, headers: [] });
});

test('the policy is found whatever its letter case', () => {
  const config = {
    ...readHostingConfig(projectRoot),
    headers: [
      {
        source: '**',
        headers: [
          { key: 'Content-Security-Policy', value: "default-src 'self'" },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ],
  };
  expect(withoutContentSecurityPolicy(config).headers).toEqual([
    { source: '**', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
  ]);
});
