/** @jest-environment node */
import path from 'node:path';
import { ENQUIRY_TEST_FILE, enquiryTestOf } from '@/lib/going-live/enquiry-test';
import { goingLive } from '@/lib/going-live/readiness';
import { liveContentFiles } from '@/scripts/ci/live-files';
import { blockerLink, confirmationChange, herEmail, stateWords, takeTheDemoAwayChange } from './go-live';

const shipped = () => liveContentFiles(path.join(__dirname, '..', '..'));

describe('the go-live page’s list', () => {
  const { blockers } = goingLive({ siteUrl: 'https://luzdosul.example', ...shipped() });
  const linkOf = (start: string) => blockerLink(blockers.find((blocker) => blocker.words.startsWith(start))!);

  it('says plainly whether search engines are let in', () => {
    expect(stateWords({ open: true, blockers: [] })).toBe(
      'Your site is open to search engines: nothing stops it from going live.',
    );
    expect(stateWords({ open: false, blockers: blockers.slice(0, 1) })).toBe(
      'Your site is not open to search engines yet: one thing stops it.',
    );
    expect(stateWords({ open: false, blockers })).toBe(
      `Your site is not open to search engines yet: ${blockers.length} things stop it.`,
    );
  });

  it('links each thing to where she fixes it: the editor’s place, or the part of the page that does it', () => {
    expect(linkOf('Your name is still the demo’s')).toEqual({
      href: '/admin/#/collections/settings/entries/site',
      text: 'Open Settings → Your details and prices in the editor',
    });
    expect(linkOf('The Testimonials page still shows')).toEqual({
      href: '/admin/#/collections/_singletons/entries/testimonials',
      text: 'Open Testimonials in the editor',
    });
    expect(linkOf('The demo album “Emma & James”')).toEqual({
      href: '#take-the-demo-away',
      text: 'Go to Take the demo away',
    });
    expect(linkOf('No test enquiry is confirmed yet')).toEqual({
      href: '#contact-form',
      text: 'Go to Your contact form',
    });
    // The site's address is the set-up's: the words say how, and there is nowhere on the page to go.
    expect(linkOf('The site’s own address')).toBeUndefined();
  });
});

describe('Take the demo away’s change', () => {
  it('is none while the plan refuses, with the plan’s own lines', () => {
    const decided = takeTheDemoAwayChange(shipped(), 'https://ritasousa.pt');
    expect(decided).not.toHaveProperty('change');
    expect(decided.result.refused).toBe(true);
  });
});

describe('her confirmation', () => {
  it('is recorded as check:live reads it back, with the ids she tested', () => {
    const { writes, deletions } = confirmationChange(
      { publicKey: 'key_rita', serviceId: 'service_rita', templateId: 'template_rita' },
      'ola@ritasousa.pt',
      new Date('2026-12-06T10:15:00Z'),
    );
    expect(deletions).toEqual([]);
    expect(enquiryTestOf(new Map(writes))).toEqual({
      confirmedAt: '2026-12-06T10:15:00.000Z',
      email: 'ola@ritasousa.pt',
      publicKey: 'key_rita',
      serviceId: 'service_rita',
      templateId: 'template_rita',
    });
    expect([...writes.keys()]).toEqual([ENQUIRY_TEST_FILE]);
  });

  it('is sent to her e-mail as her settings hold it now', () => {
    const files = shipped();
    expect(herEmail(files, 'built@example.invalid')).toBe('hello@luzdosul.example');
    expect(herEmail({ texts: new Map(), albumFolders: {} }, 'built@example.invalid')).toBe('built@example.invalid');
  });
});
