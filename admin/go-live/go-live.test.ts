/** @jest-environment node */
import path from 'node:path';
import type { EmailJsIds } from '@/lib/contact/emailjs-settings';
import { ENQUIRY_TEST_FILE, enquiryTestOf } from '@/lib/going-live/enquiry-test';
import { goingLive } from '@/lib/going-live/readiness';
import { liveContentFiles } from '@/scripts/ci/live-files';
import { HER_EMAILJS, HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from '@/test-support/her-settings';
import {
  blockerLink,
  confirmationChange,
  confirmationLines,
  confirmationStands,
  contactForm,
  goingLiveList,
  publishedAgainIn,
  removesWords,
  savedIdsWords,
  stateWords,
  takeTheDemoAwayChange,
  whenInWords,
} from './go-live';

const shipped = () => liveContentFiles(path.join(__dirname, '..', '..'));
/** The shipped content with her own settings (her e-mail among them). */
const withHerSettings = () => {
  const files = shipped();
  return { ...files, texts: new Map([...files.texts, ['content/settings/site.yml', HER_SETTINGS_YAML]]) };
};

describe('the go-live page’s list', () => {
  const state = goingLive({ siteUrl: 'https://luzdosul.example', ...shipped() });
  const { blockers } = state;
  const { lines, removed } = goingLiveList(state);
  const lineOf = (start: string) => lines.find((line) => line.what.startsWith(start));

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

  it('shows each thing in her words, never the terminal’s (commands, this very page)', () => {
    for (const { what } of lines) expect(what).not.toMatch(/npm run|\/admin\/go-live|NEXT_PUBLIC/);
    expect(lineOf('Your name is still the demo’s')?.what).toBe(
      blockers.find((blocker) => blocker.what.startsWith('Your name is still the demo’s'))?.what,
    );
  });

  it('links each thing to where she fixes it: the editor’s place, or the part of the page that does it', () => {
    expect(lineOf('Your name is still the demo’s')?.link).toEqual({
      href: '/admin/#/collections/settings/entries/site',
      text: 'Open Settings → Your details and prices in the editor',
    });
    expect(lineOf('The Testimonials page still shows')?.link).toEqual({
      href: '/admin/#/collections/_singletons/entries/testimonials',
      text: 'Add a couple’s message of yours in the editor (Testimonials)',
    });
    expect(lineOf('No test enquiry is confirmed yet')?.link).toEqual({
      href: '#contact-form',
      text: 'Go to Your contact form',
    });
    expect(lineOf('The site’s own address')?.link).toEqual({ href: '#your-domain', text: 'Go to Your domain' });
  });

  it('gathers what Take the demo away removes in one line, listed under its button', () => {
    const byTakingAway = blockers.filter((blocker) => blocker.fix.by === 'taking-the-demo-away');
    expect(byTakingAway.length).toBeGreaterThan(1);
    expect(removed).toEqual(byTakingAway.map(({ what }) => what));
    expect(lines.filter((line) => line.link.href === '#take-the-demo-away')).toEqual([
      {
        what: `${byTakingAway.length} things of the demo are still there, which Take the demo away removes`,
        link: blockerLink(byTakingAway[0]!),
      },
    ]);
    expect(lines).toHaveLength(blockers.length - byTakingAway.length + 1);
    expect(removesWords(14)).toBe('Take the demo away removes these 14 things:');
    expect(removesWords(1)).toBe('Take the demo away removes this:');
  });
});

describe('Take the demo away’s change', () => {
  it('is none while the plan refuses, with the plan’s own lines', () => {
    const decided = takeTheDemoAwayChange(shipped(), 'https://ritasousa.pt');
    expect(decided).not.toHaveProperty('change');
    expect(decided.result.refused).toBe(true);
  });

  it('is published as soon as main’s checks allow: the whole site’s when it changes the route table', () => {
    const album = ['content/albums/ana-joao/index.en.md', 'content/albums/ana-joao/demo-01.jpg'];
    const settings = new Map([['content/settings/sharing.yml', 'album: rita-nuno\n']]);
    expect(publishedAgainIn({ writes: settings, deletions: album })).toBe('in about 5 minutes');
    expect(
      publishedAgainIn({
        writes: new Map([...settings, ['content/routes.ts', '…'], ['firebase.json', '{}']]),
        deletions: album,
      }),
    ).toBe('in about 20 minutes (GitHub checks the whole site first)');
  });
});

describe('her contact form’s part', () => {
  it('waits for her site to be read', () => {
    expect(contactForm(undefined)).toEqual({ kind: 'unread' });
  });

  it('gives no template and sends no test while her e-mail is the demo’s, saying where to put hers', () => {
    expect(contactForm(shipped())).toEqual({
      kind: 'demo-email',
      email: 'hello@luzdosul.example',
      wait: 'Your e-mail in Settings → Your details and prices is still the demo’s, hello@luzdosul.example: put yours there and publish it first. Your template then sends your enquiries to it, and the test enquiry goes to it.',
      link: {
        href: '/admin/#/collections/settings/entries/site',
        text: 'Open Settings → Your details and prices in the editor',
      },
    });
    const without = withHerSettings();
    const texts = new Map(without.texts);
    texts.set('content/settings/site.yml', HER_SETTINGS_YAML.replace(/^email: .*\n/m, ''));
    expect(contactForm({ ...without, texts })).toMatchObject({
      kind: 'demo-email',
      wait: expect.stringMatching(/^Your e-mail is not in Settings → Your details and prices yet: /) as unknown,
    });
  });

  it('sends to her e-mail as her settings hold it', () => {
    expect(contactForm(withHerSettings())).toEqual({ kind: 'ready', email: 'ola@ritasousa.pt' });
  });
});

describe('her confirmation', () => {
  const sent = { ...HER_EMAILJS, email: 'ola@ritasousa.pt' };

  it('is asked for only while the ids and her e-mail are still the ones the test was sent with', () => {
    expect(confirmationStands(sent, HER_EMAILJS, 'ola@ritasousa.pt')).toBe(true);
    expect(confirmationStands(sent, { ...HER_EMAILJS, serviceId: 'service_other' }, 'ola@ritasousa.pt')).toBe(false);
    expect(confirmationStands(sent, HER_EMAILJS, 'rita@ritasousa.pt')).toBe(false);
    expect(confirmationStands(undefined, HER_EMAILJS, 'ola@ritasousa.pt')).toBe(false);
  });

  it('is recorded as check:live reads it back, with the ids and the e-mail the test was sent with', () => {
    const { writes, deletions } = confirmationChange(sent, new Date('2026-12-06T10:15:00Z'));
    expect(deletions).toEqual([]);
    expect(enquiryTestOf(new Map(writes))).toEqual({ confirmedAt: '2026-12-06T10:15:00.000Z', ...sent });
    expect([...writes.keys()]).toEqual([ENQUIRY_TEST_FILE]);
  });

  it('is said in her words: when, to which e-mail, through which ids', () => {
    expect(whenInWords('2026-12-06T10:15:00.000Z')).toBe('6 December 2026, 10:15 UTC');
    expect(
      confirmationLines({
        record: HER_ENQUIRY_TEST,
        herEmail: 'ola@ritasousa.pt',
        built: HER_EMAILJS,
        saved: undefined,
        where: 'github',
      }),
    ).toEqual([
      {
        mark: 'ok',
        text: 'Your test enquiry was confirmed on 6 December 2026, 10:15 UTC: it reached ola@ritasousa.pt, through your public key public_rita, service id service_rita and template id template_rita.',
      },
      { mark: 'ok', text: 'Your site is built with these ids.' },
    ]);
    expect(
      confirmationLines({ record: undefined, herEmail: '', built: HER_EMAILJS, saved: undefined, where: 'github' }),
    ).toEqual([]);
  });

  it('says when the site is not built with its ids yet: saved for the next publish, or changed since and to be tested again', () => {
    const built = { ...HER_EMAILJS, serviceId: 'service_built' };
    const last = (saved: EmailJsIds | undefined) =>
      confirmationLines({ record: HER_ENQUIRY_TEST, herEmail: 'ola@ritasousa.pt', built, saved, where: 'github' }).at(
        -1,
      );
    expect(last(HER_EMAILJS)).toEqual({
      mark: 'ok',
      text: 'Your site is built with another service id: the ids your test went through are already saved on GitHub; used from the next publish.',
    });
    expect(last({ ...HER_EMAILJS, serviceId: 'service_by_hand' })).toEqual({
      mark: 'problem',
      text: 'Your site is built with another service id, and the service id saved on GitHub is no longer the one your test went through: send a new test with the ids you want your site to use, and confirm it.',
    });
    expect(last(undefined)?.text).toMatch(
      /^Your site is built with another service id: if you confirmed your test a moment ago/,
    );
  });

  it('says when her e-mail changed since', () => {
    expect(
      confirmationLines({
        record: HER_ENQUIRY_TEST,
        herEmail: 'rita@ritasousa.pt',
        built: HER_EMAILJS,
        saved: undefined,
        where: 'github',
      })[1],
    ).toEqual({
      mark: 'problem',
      text: 'Your e-mail is rita@ritasousa.pt now, and the test went to ola@ritasousa.pt: send a new test enquiry below, and confirm it.',
    });
  });

  it('saves its ids, and says so truly when they were saved already', () => {
    const built = { ...HER_EMAILJS, serviceId: 'service_built' };
    expect(
      savedIdsWords({ changed: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID'], sent: HER_EMAILJS, built, where: 'github' }),
    ).toBe('Saved your EmailJS ids as your site’s settings on GitHub (NEXT_PUBLIC_EMAILJS_SERVICE_ID).');
    // Saved by an earlier confirmation whose record was refused: not the ids the site is built with.
    expect(savedIdsWords({ changed: [], sent: HER_EMAILJS, built, where: 'github' })).toBe(
      'Your EmailJS ids are already saved on GitHub; used from the next publish.',
    );
    expect(savedIdsWords({ changed: [], sent: HER_EMAILJS, built: HER_EMAILJS, where: 'github' })).toBe(
      'Your EmailJS ids are the ones your site is built with.',
    );
  });
});
