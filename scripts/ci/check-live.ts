/**
 * `npm run check:live`: whether the site may go live (be opened to search engines), and what stops
 * it, each with where she fixes it (lib/going-live/readiness.ts, the decision the build, own-work
 * and the editor's go-live page read too). Exit 1 while anything stops it. With --notice it only
 * tells (exit 0), as a notice on the workflow's page. Reads content/ and NEXT_PUBLIC_SITE_URL;
 * needs no installed package.
 */
import path from 'node:path';
import { emailJsIdsOf } from '../../lib/contact/emailjs-settings';
import { goingLive } from '../../lib/going-live/readiness';
import { liveCheckOutput } from './check-live-output';
import { liveContentFiles } from './live-files';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

// The contact form's ids as the environment gives them (the workflow passes the repository's
// variables); on a computer without them, only her test's e-mail can be compared.
const emailjs = emailJsIdsOf(process.env);
const { blockers } = goingLive({
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  ...(Object.values(emailjs).some(Boolean) ? { emailjs } : {}),
  ...liveContentFiles(projectRoot),
});
const { stdout, stderr, exitCode } = liveCheckOutput(blockers, { notice: process.argv.includes('--notice') });
for (const line of stdout) console.log(line);
for (const line of stderr) console.error(line);
process.exit(exitCode);
