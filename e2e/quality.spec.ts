import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { LinkChecker, LinkState } from 'linkinator';
import { canonicalPages, storyPages } from './support/site';

test.describe('accessibility (axe-core, WCAG 2.2 AA) on every canonical page and every story', () => {
  // Every story at phone width; the first of each language at desktop width as well.
  const stories = storyPages.map(({ path, album }) => ({
    path,
    widths: album === storyPages[0]!.album ? [1280, 390] : [390],
  }));
  for (const { path, widths } of [...canonicalPages.map(({ path }) => ({ path, widths: [1280, 390] })), ...stories]) {
    for (const width of widths) {
      test(`${path} at ${width}px has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        expect(
          results.violations.map(({ id, help, nodes }) => ({
            id,
            help,
            targets: nodes.map((node) => node.target.join(' ')),
          })),
        ).toEqual([]);
      });
    }
  }
});

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('every exported HTML file validates', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
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

test('every internal link and asset of the served site resolves', async ({ baseURL }) => {
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
