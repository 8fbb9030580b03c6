/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { builtSettingsLines, keptEditorToken } from './site-check';

describe('her editor token as the editor keeps it', () => {
  it('is the token of a GitHub sign-in', () => {
    expect(keptEditorToken(JSON.stringify({ backendName: 'github', token: 'github_pat_abc' }))).toBe('github_pat_abc');
  });

  it.each([
    ['no sign-in', null],
    ['a signed-out editor', '{}'],
    ['the local folder', JSON.stringify({ backendName: 'local' })],
    ['another service’s sign-in', JSON.stringify({ backendName: 'gitlab', token: 'glpat-abc' })],
    ['storage that is not JSON', 'github_pat_abc'],
    ['an empty token', JSON.stringify({ backendName: 'github', token: ' ' })],
  ])('is none for %s', (_case, stored) => {
    expect(keptEditorToken(stored)).toBeUndefined();
  });
});

describe('the settings the site was built with', () => {
  const placeholders = parseEnv(readFileSync(path.join(process.cwd(), '.env.example'), 'utf8')) as Record<
    string,
    string
  >;

  it('are ✓ in the terminal’s words when every shape is right', () => {
    const settings = {
      NEXT_PUBLIC_SITE_URL: 'https://www.luzdosulfotografia.pt',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'k3Xq9vZ_public1',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_8f2k1qz',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_enquiry',
      NEXT_PUBLIC_FIREBASE_API_KEY: `AIza${'S'.repeat(35)}`,
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'luz-do-sul-site.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'luz-do-sul-site',
      NEXT_PUBLIC_FIREBASE_APP_ID: '1:481516234200:web:9f3c2a1b0d4e5f60',
      NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-7KQ2M4XZ9P',
    };
    expect(builtSettingsLines({ settings, placeholders })).toEqual([
      { mark: 'ok', text: 'The site’s settings are in their shapes.' },
    ]);
  });

  it('name each setting still .env.example’s placeholder as a ✗', () => {
    const lines = builtSettingsLines({ settings: placeholders, placeholders });
    expect(lines.map((line) => line.mark)).toEqual(lines.map(() => 'problem'));
    expect(lines[0]?.text).toMatch(/^The site address \(NEXT_PUBLIC_SITE_URL\) is still \.env\.example’s placeholder/);
  });
});
