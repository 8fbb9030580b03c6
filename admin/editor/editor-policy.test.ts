/** @jest-environment node */
/**
 * The editor's page (/admin) may reach exactly what it needs beyond the site (docs/decisions/0004):
 * the repository and GitHub's status, and the two Google services called with her key, the
 * translation and the drafting from the photos, at the very addresses the editor's code calls.
 */
import firebase from '@/firebase.json';
import { DRAFTING_ENDPOINT } from '../drafting/draft-request';
import { TRANSLATION_ENDPOINT } from '../translation/translation-request';

/** A directive of the Content-Security-Policy that firebase.json's rule for `source` sends, as its list of sources. */
const policyOf = (source: string) => {
  const header = firebase.hosting.headers
    .find((rule) => rule.source === source)
    ?.headers.find(({ key }) => key === 'Content-Security-Policy');
  return new Map(
    (header?.value ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
};

describe('the /admin policy’s connect-src', () => {
  it('allows exactly the repository, GitHub’s status and the two Google services the editor calls', () => {
    expect(policyOf('/admin{,/**}').get('connect-src')?.sort()).toEqual(
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

  it('lets the site check beside it reach her services, and the go-live page GitHub and EmailJS, which the editor itself never calls', () => {
    expect(policyOf('/admin/check{,/**}').get('connect-src')?.sort()).toEqual(
      [
        "'self'",
        'https://api.github.com',
        new URL(TRANSLATION_ENDPOINT).origin,
        new URL(DRAFTING_ENDPOINT).origin,
      ].sort(),
    );
    expect(policyOf('/admin/go-live{,/**}').get('connect-src')?.sort()).toEqual(
      ["'self'", 'https://api.github.com', 'https://api.emailjs.com'].sort(),
    );
    expect(policyOf('/admin{,/**}').get('connect-src')).not.toContain('https://api.emailjs.com');
  });

  it('gives the go-live page, which commits with her token, no inline script or style and nothing from elsewhere', () => {
    const policy = policyOf('/admin/go-live{,/**}');
    for (const directive of ['default-src', 'script-src', 'style-src', 'img-src', 'font-src'])
      expect([directive, policy.get(directive)]).toEqual([directive, ["'self'"]]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('is the editor’s alone: the site’s pages reach neither Google service', () => {
    const site = policyOf('**').get('connect-src') ?? [];
    expect(site).not.toContain(new URL(DRAFTING_ENDPOINT).origin);
    expect(site).not.toContain(new URL(TRANSLATION_ENDPOINT).origin);
  });
});
