/**
 * `npm run check:settings`: the site's settings checked before the site is built with them, every
 * problem named with what to do, as a checklist (✓ as it should be, ✗ with what to do, – not
 * checked and how to check it); exits 1 on any ✗. It reads the environment (the workflow passes the
 * GitHub variables), and on this computer .env.local under it, as the build does. Writes what it
 * found to .cache/content-check/result.json, so that the workflow tells the draft the first problem.
 *
 * First the shapes of the settings (admin/site-check/settings-check.ts, which the site check beside
 * the editor runs too); then, without `--offline`, one read-only call to each service
 * (scripts/settings/online-checks.ts): the Hosting
 * site and Anonymous sign-in with a Google sign-in (GOOGLE_OAUTH_ACCESS_TOKEN, or the workflow's
 * HOSTING_TOKEN), her translation key (GOOGLE_TRANSLATION_KEY), her Gemini key (GEMINI_API_KEY)
 * and her editor token (GITHUB_EDITOR_TOKEN), each given on the command line for her own run: the
 * editor keeps them in her browser, and CI has none of them. A check without its credential says
 * "not checked", never ✓. The EmailJS template is never checked: EmailJS has no read-only call
 * that shows one.
 *
 *   npm run check:settings -- --offline     the shapes only (what CI runs before a deploy)
 *   GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) GITHUB_EDITOR_TOKEN=github_pat_… \
 *     npm run check:settings                 the shapes, then the services
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { contentCheckResultFile } from './ci/content-check';
import { checklist, type CheckLine } from '@/admin/site-check/service-checks';
import { settingsProblems } from '@/admin/site-check/settings-check';
import { onlineChecks, SERVICES, settingsResult } from './settings/online-checks';
import { settingsRead } from './settings/settings-read';

const projectRoot = path.resolve(import.meta.dirname, '..');
const envFile = (name: string) => {
  const file = path.join(projectRoot, name);
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
};

/** owner/name of this folder's GitHub remote, which the editor commits to unless ADMIN_REPOSITORY says otherwise. */
function originRepository(): string | undefined {
  try {
    const url = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/.exec(url)?.[1];
  } catch {
    return undefined;
  }
}

async function main() {
  const offline = process.argv.includes('--offline');
  const github = process.env.GITHUB_API_URL || SERVICES.github;
  const repository =
    process.env.ADMIN_REPOSITORY?.trim() || process.env.GITHUB_REPOSITORY?.trim() || originRepository();
  const localFile = path.join(projectRoot, '.env.local');
  const { settings, source, lines } = await settingsRead({
    env: process.env,
    file: { path: localFile, values: existsSync(localFile) ? envFile('.env.local') : null },
    offline,
    repository,
    github,
  });
  const offlineProblems = settingsProblems(settings, envFile('.env.example'), source);
  lines.push(
    ...(offlineProblems.length > 0
      ? offlineProblems.map((text): CheckLine => ({ mark: 'problem', text }))
      : [{ mark: 'ok' as const, text: 'The site’s settings are in their shapes.' }]),
  );
  if (!offline) {
    const online = await onlineChecks({ GITHUB_REPOSITORY: repository, ...settings }, { ...SERVICES, github });
    lines.push(...online);
  }
  const result = settingsResult(lines);
  const { problems } = result;
  const resultFile = contentCheckResultFile(projectRoot);
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, JSON.stringify(result, null, 1) + '\n');
  if (offline) {
    // What CI prints before a deploy, as it always has.
    if (problems.length > 0) {
      console.error(`The site's settings are not ready to build with:\n  ✗ ${problems.join('\n  ✗ ')}`);
      process.exitCode = 1;
      return;
    }
    console.log('✓ The site’s settings are in their shapes (offline check).');
  } else {
    (problems.length > 0 ? console.error : console.log)(`The site’s settings and services:\n${checklist(lines)}`);
    if (problems.length > 0) process.exit(1);
  }
}

void main();
