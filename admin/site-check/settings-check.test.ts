/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { settingsProblems } from './settings-check';

/** .env.example's values, as the command reads them. */
const placeholders = parseEnv(readFileSync(path.join(process.cwd(), '.env.example'), 'utf8'));

/** A set a photographer could really have: every value in its shape, none of them a placeholder. */
const good = {
  NEXT_PUBLIC_SITE_URL: 'https://www.luzdosulfotografia.pt',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'k3Xq9vZ_public1',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_8f2k1qz',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_enquiry',
  NEXT_PUBLIC_FIREBASE_API_KEY: `AIza${'S'.repeat(35)}`,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'luz-do-sul-site.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'luz-do-sul-site',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:481516234200:web:9f3c2a1b0d4e5f60',
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-7KQ2M4XZ9P',
  NEXT_PUBLIC_CONSENT_COOKIE_NAME: 'luzdosul_cookies_consent',
};

const check = (changes: Record<string, string | undefined>) => settingsProblems({ ...good, ...changes }, placeholders);

describe('settingsProblems', () => {
  it('passes a good set', () => {
    expect(check({})).toEqual([]);
  });

  it('names the EmailJS values when they are .env.example’s placeholders', () => {
    const problems = check({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: placeholders.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: placeholders.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: placeholders.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^The EmailJS public key \(NEXT_PUBLIC_EMAILJS_PUBLIC_KEY\) is still \.env\.example’s placeholder/,
      ),
      expect.stringMatching(
        /^The EmailJS service id \(NEXT_PUBLIC_EMAILJS_SERVICE_ID\) is still \.env\.example’s placeholder/,
      ),
      expect.stringMatching(
        /^The EmailJS template id \(NEXT_PUBLIC_EMAILJS_TEMPLATE_ID\) is still \.env\.example’s placeholder/,
      ),
    ]);
    for (const problem of problems) expect(problem).toContain('a visitor’s enquiry would not reach you');
  });

  it('names an EmailJS value left empty, with where to copy it from', () => {
    expect(check({ NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '' })).toEqual([
      'The EmailJS template id (NEXT_PUBLIC_EMAILJS_TEMPLATE_ID) is not set: a visitor’s enquiry would not reach you. Copy it from EmailJS: Email Templates, and set it in GitHub: the repository’s Settings → Secrets and variables → Actions → Variables tab.',
    ]);
  });

  it('names the site address when nothing is set, or when it is the fictional one', () => {
    expect(check({ NEXT_PUBLIC_SITE_URL: undefined })).toEqual([
      expect.stringMatching(
        /^The site address \(NEXT_PUBLIC_SITE_URL\) is not set: the pages would name the fictional/,
      ),
    ]);
    expect(check({ NEXT_PUBLIC_SITE_URL: 'https://luz.example' })).toEqual([
      expect.stringMatching(
        /^The site address \(NEXT_PUBLIC_SITE_URL\) is still the fictional “https:\/\/luz\.example”/,
      ),
    ]);
    expect(check({ NEXT_PUBLIC_SITE_URL: placeholders.NEXT_PUBLIC_SITE_URL })).toEqual([
      expect.stringMatching(/^The site address \(NEXT_PUBLIC_SITE_URL\) is still \.env\.example’s placeholder/),
    ]);
  });

  it('names a site address without https, or with more than the domain', () => {
    expect(check({ NEXT_PUBLIC_SITE_URL: 'http://www.luzdosulfotografia.pt' })).toEqual([
      expect.stringContaining('does not start with https://'),
    ]);
    expect(check({ NEXT_PUBLIC_SITE_URL: 'www.luzdosulfotografia.pt' })).toEqual([
      expect.stringContaining('is not an address: write it whole, starting with https://'),
    ]);
    expect(check({ NEXT_PUBLIC_SITE_URL: 'https://www.luzdosulfotografia.pt/pt-pt' })).toEqual([
      expect.stringContaining('has more than the domain'),
    ]);
    expect(check({ NEXT_PUBLIC_SITE_URL: 'https://www.luzdosulfotografia.pt/' })).toEqual([]);
  });

  it('names the measurement id for UA-12345, or any id that is not G- and letters and digits', () => {
    expect(check({ NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'UA-12345' })).toEqual([
      'The Google Analytics measurement id (NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID) “UA-12345” is not a Google Analytics 4 measurement id, which is G- followed by letters and digits (G-ABC123XYZ9); UA- ids are the old Universal Analytics, which no longer collects anything: no visit would be counted, without a word. Copy it from Firebase console: Project settings → Integrations → Google Analytics, or GA4: Admin → Data streams (G-…).',
    ]);
    for (const id of ['G-', 'G-ABC 123', 'GA-7KQ2M4XZ9P', '7KQ2M4XZ9P', 'G-7KQ2-M4XZ'])
      expect(check({ NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: id })).toEqual([
        expect.stringContaining('(NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID)'),
      ]);
  });

  it('waits for the contact form’s three ids until she gives any, and names the others missing once she has', () => {
    const emailjs = [
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
      'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    ];
    expect(check(Object.fromEntries(emailjs.map((name) => [name, undefined])))).toEqual([]);
    expect(check({ NEXT_PUBLIC_EMAILJS_SERVICE_ID: undefined, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '' })).toEqual([
      expect.stringContaining('(NEXT_PUBLIC_EMAILJS_SERVICE_ID) is not set'),
      expect.stringContaining('(NEXT_PUBLIC_EMAILJS_TEMPLATE_ID) is not set'),
    ]);
  });

  it('names every setting saved as a secret (none reaches the build) in one problem that says variables', () => {
    const none = Object.fromEntries(Object.keys(good).map((name) => [name, undefined]));
    expect(settingsProblems(none, placeholders)).toEqual([
      'None of the site’s settings reached the build: they are set as GitHub secrets, or not at all. The workflow reads them as variables: set each NEXT_PUBLIC_… value in GitHub: the repository’s Settings → Secrets and variables → Actions → Variables tab, not under Secrets.',
    ]);
  });

  it('on her computer, tells her to set each in this computer’s settings file, never in GitHub', () => {
    const file = { kind: 'file', file: '/home/rita/site/.env.local', exists: true } as const;
    const problems = settingsProblems(
      { ...good, NEXT_PUBLIC_SITE_URL: 'http://www.luzdosul.pt', NEXT_PUBLIC_FIREBASE_APP_ID: '' },
      placeholders,
      file,
    );
    expect(problems).toEqual([
      expect.stringContaining('Set it in /home/rita/site/.env.local on this computer, as a line NAME=value.'),
      expect.stringContaining('and set it in /home/rita/site/.env.local on this computer, as a line NAME=value.'),
    ]);
    expect(problems.join(' ')).not.toMatch(/GitHub|secret/);
    expect(settingsProblems({}, placeholders, file)).toEqual([
      expect.stringMatching(
        /^None of the site’s settings is set on this computer: \/home\/rita\/site\/\.env\.local sets none of them/,
      ),
    ]);
  });

  it('names the Firebase config when it is the placeholders, or not in its shape', () => {
    const firebase = [
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
      'NEXT_PUBLIC_FIREBASE_APP_ID',
    ];
    expect(check(Object.fromEntries(firebase.map((name) => [name, placeholders[name]])))).toEqual(
      firebase.map((name): unknown => expect.stringContaining(`(${name}) is still .env.example’s placeholder`)),
    );
    expect(check({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'Luz do Sul' })).toEqual([
      expect.stringContaining('(NEXT_PUBLIC_FIREBASE_PROJECT_ID) has a space'),
    ]);
    expect(check({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'LuzDoSul' })).toEqual([
      expect.stringContaining('copy the Project ID, not the project’s name'),
    ]);
    expect(check({ NEXT_PUBLIC_FIREBASE_APP_ID: '481516234200' })).toEqual([
      expect.stringContaining('is not a web app id (1:…:web:…)'),
    ]);
    expect(check({ NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'https://luz-do-sul-site.firebaseapp.com' })).toEqual([
      expect.stringContaining('is not a domain alone'),
    ]);
    expect(check({ NEXT_PUBLIC_FIREBASE_API_KEY: `"AIza${'S'.repeat(35)}"` })).toEqual([
      expect.stringContaining('has a space, a line break or quotes in it'),
    ]);
  });
});
