/**
 * `npm run check:settings -- --offline`: the site's build settings checked before the site is built
 * with them (scripts/settings/settings-check.ts says what is checked), every problem named with
 * what to do; exits 1 on any. It reads the environment (the workflow passes the GitHub variables),
 * and on this computer .env.local under it, as the build does. Writes what it found to
 * .cache/content-check/result.json, so that the workflow tells the draft the first problem.
 *
 * Only the offline checks exist: the read-only calls to the services (the Hosting site, Anonymous
 * sign-in, the EmailJS template, the token, the key) are not written yet.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { contentCheckResultFile, type ContentCheckResult } from './ci/content-check';
import { settingsProblems } from './settings/settings-check';

const projectRoot = path.resolve(import.meta.dirname, '..');
const envFile = (name: string) => {
  const file = path.join(projectRoot, name);
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
};

if (!process.argv.includes('--offline')) {
  console.log('Only the offline checks exist for now (the shapes of the settings); running them.\n');
}
// The environment wins over .env.local, as in Next's own loading.
const problems = settingsProblems({ ...envFile('.env.local'), ...process.env }, envFile('.env.example'));
const result: ContentCheckResult = { ok: problems.length === 0, stage: 'the settings', problems };
const resultFile = contentCheckResultFile(projectRoot);
mkdirSync(path.dirname(resultFile), { recursive: true });
writeFileSync(resultFile, JSON.stringify(result, null, 1) + '\n');
if (problems.length > 0) {
  console.error(`The site's settings are not ready to build with:\n  ✗ ${problems.join('\n  ✗ ')}`);
  process.exit(1);
}
console.log('✓ The site’s settings are in their shapes (offline check).');
