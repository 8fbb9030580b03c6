/**
 * `npm run check:live`: whether the site may go live (be opened to search engines), and what stops
 * it, each with where she fixes it (lib/going-live/readiness.ts, the decision the build, own-work
 * and the editor's go-live page read too). Exit 1 while anything stops it. With --notice it only
 * tells (exit 0), as a notice on the workflow's page. Reads content/ and NEXT_PUBLIC_SITE_URL;
 * needs no installed package.
 */
import path from 'node:path';
import { goingLive } from '../../lib/going-live/readiness';
import { liveContentFiles } from './live-files';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const notice = process.argv.includes('--notice');

const { blockers } = goingLive({ siteUrl: process.env.NEXT_PUBLIC_SITE_URL, ...liveContentFiles(projectRoot) });
const words = blockers.map((blocker) => blocker.words);

if (words.length === 0) {
  console.log('Nothing stops the site from going live: search engines are let in.');
} else if (notice) {
  // A workflow command: GitHub shows it as a notice on the run's page; %0A is its line break.
  console.log(`::notice title=Not live yet (${words.length} to do)::${words.join('%0A')}`);
} else {
  console.error(`The site is not open to search engines yet (${words.length} to do):`);
  for (const line of words) console.error(`- ${line}`);
}
process.exit(words.length > 0 && !notice ? 1 : 0);
