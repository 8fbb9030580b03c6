import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { LinkChecker, LinkState } from 'linkinator';
import { CONTENT } from './support/site';

/** html-validate checks this against its own schema as it loads it, and names a wrong rule or severity. */
const rules = JSON.parse(readFileSync(join(process.cwd(), 'e2e', 'html-validate.json'), 'utf8')) as ConfigData;

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('every exported HTML file validates', CONTENT, async () => {
  // These rules only: no .htmlvalidate.json beside or above a file changes what is checked.
  const validator = new HtmlValidate(rules);
  const out = join(process.cwd(), 'out');
  const problems: string[] = [];
  for (const file of htmlFiles(out)) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages.filter((m) => m.severity === 2)) {
        problems.push(`${relative(out, file)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every internal link and asset of the served site resolves', CONTENT, async ({ baseURL }) => {
  test.setTimeout(120_000);
  const checker = new LinkChecker();
  const broken: string[] = [];
  const result = await checker.check({
    path: baseURL!,
    recurse: true,
    concurrency: 10,
    linksToSkip: [`^(?!${baseURL!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`],
  });
  for (const link of result.links) {
    if (link.state === LinkState.BROKEN) broken.push(`${link.status} ${link.url} (on ${link.parent})`);
  }
  expect(result.links.length).toBeGreaterThan(30);
  expect(broken).toEqual([]);
});
