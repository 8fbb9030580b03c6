/** @jest-environment node */
/**
 * The editor's page (/admin) may reach exactly what it needs beyond the site (docs/decisions/0004):
 * the repository and GitHub's status, and the two Google services called with her key, the
 * translation and the drafting from the photos, at the very addresses the editor's code calls.
 */
import { compileRules, headersFor } from '@/scripts/server/host-rules';
import { readHostingConfig } from '@/scripts/server/hosting-config';
import { DRAFTING_ENDPOINT } from './drafting';
import { TRANSLATION_ENDPOINT } from './translation';

const policyOf = (path: string) =>
  new Map(
    (headersFor(compileRules(readHostingConfig(process.cwd())), path).get('content-security-policy')?.value ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('the /admin policy’s connect-src', () => {
  it('allows exactly the repository, GitHub’s status and the two Google services the editor calls', () => {
    expect(policyOf('/admin').get('connect-src')?.sort()).toEqual(
      [
        "'self'",
        'blob:',
        'data:',
        'https://api.github.com',
        'https://www.githubstatus.com',
        new URL(TRANSLATION_ENDPOINT).origin,
        new URL(DRAFTING_ENDPOINT).origin,
      ].sort(),
    );
  });

  it('is the editor’s alone: the site’s pages reach neither Google service', () => {
    const site = policyOf('/about').get('connect-src') ?? [];
    expect(site).not.toContain(new URL(DRAFTING_ENDPOINT).origin);
    expect(site).not.toContain(new URL(TRANSLATION_ENDPOINT).origin);
  });
});
