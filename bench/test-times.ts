/**
 * The slowest end-to-end tests of a run, from Playwright's JSON report:
 *   PLAYWRIGHT_JSON_OUTPUT_NAME=/abs/e2e.json npm test
 *   npx tsx bench/test-times.ts /abs/e2e.json [--top 20]
 * prints, as Markdown, each test's first attempt (a retry is a second figure, not a longer test),
 * and the time each spec file takes in all, slowest first. Test time is summed over the workers,
 * so the wall clock of a run is about the total divided by the workers.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { markdown, type Report } from './test-table';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '20' } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file) {
  console.error('Usage: npx tsx bench/test-times.ts /abs/e2e.json [--top 20]');
  process.exit(2);
}
console.log(markdown(JSON.parse(readFileSync(file, 'utf8')) as Report, Number(values.top)));
