#!/usr/bin/env node
// Runs a command with the fictional build settings the end-to-end tests expect
// (the tests intercept every third-party request, so these never reach a real service).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFlavourFile } from './local-env.mjs';

export const testEnv = {
  NEXT_PUBLIC_SITE_URL: 'https://luzdosul.example',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'test-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'test-template',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'test-api-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'demo-test.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-test',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:1:web:1',
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-TEST123',
  NEXT_PUBLIC_CONSENT_COOKIE_NAME: 'luzdosul_cookies_consent',
};

const [command, ...args] = process.argv.slice(2);
if (command) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...testEnv }, shell: process.platform === 'win32' });
  // `npm start` rebuilds a test build before serving it to a person.
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  mkdirSync(dirname(buildFlavourFile(root)), { recursive: true });
  writeFileSync(buildFlavourFile(root), 'test');
  process.exit(result.status ?? 1);
}
