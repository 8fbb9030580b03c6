/**
 * `npm run check:live`: refuses (exit 1) while anything of the demo would go live, naming each
 * placeholder in plain words (scripts/ci/live-placeholders.ts): the live job runs it before it
 * releases. With --notice it only tells (exit 0), as a notice on the workflow's page: a draft's
 * preview still builds, and says what remains. Reads content/ and NEXT_PUBLIC_SITE_URL; needs no
 * installed package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { livePlaceholders } from './live-placeholders';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const notice = process.argv.includes('--notice');

const files = new Map(
  readdirSync(path.join(projectRoot, 'content'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('content', file).split(path.sep).join('/'))
    .filter((file) => /\.(ya?ml|md)$/.test(file) || /^content\/pages\/[^/]+\.ts$/.test(file))
    // A README explains the files; the site never shows it.
    .filter((file) => !file.endsWith('.test.ts') && path.basename(file) !== 'README.md')
    .map((file) => [file, readFileSync(path.join(projectRoot, file), 'utf8')] as const),
);
const placeholders = livePlaceholders({ siteUrl: process.env.NEXT_PUBLIC_SITE_URL, files });

if (placeholders.length === 0) {
  console.log('Nothing of the demo is left: the site can go live.');
} else if (notice) {
  // A workflow command: GitHub shows it as a notice on the run's page; %0A is its line break.
  console.log(
    `::notice title=Not ready to go live (${placeholders.length} left of the demo)::${placeholders.join('%0A')}`,
  );
} else {
  console.error(`The site cannot go live while the demo remains (${placeholders.length}):`);
  for (const placeholder of placeholders) console.error(`- ${placeholder}`);
}
process.exit(placeholders.length > 0 && !notice ? 1 : 0);
