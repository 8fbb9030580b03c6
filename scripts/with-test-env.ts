/**
 * Runs a command with the fictional build settings the end-to-end tests expect (the tests intercept
 * every third-party request, so these never reach a real service):
 *   tsx scripts/with-test-env.ts npm run build
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { saveBuildRecord } from './build-inputs';

const testEnv = {
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

const projectRoot = path.resolve(import.meta.dirname, '..');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/with-test-env.ts <command> [arguments…]');
  process.exit(2);
}
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, ...testEnv },
  shell: process.platform === 'win32',
});
// `npm start` rebuilds a test build before serving it to a person.
saveBuildRecord(projectRoot, { flavour: 'test', inputs: {} });
process.exit(result.status ?? 1);
