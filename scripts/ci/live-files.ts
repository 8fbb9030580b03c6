/**
 * The content's text files that could still hold the demo (content/…, .yml, .md and the pages'
 * .ts), by their path from the project: what `npm run check:live` reads, and what the live job's
 * sparse checkout holds. Needs no installed package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function liveContentFiles(projectRoot: string): Map<string, string> {
  return new Map(
    readdirSync(path.join(projectRoot, 'content'), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join('content', file).split(path.sep).join('/'))
      .filter((file) => /\.(ya?ml|md)$/.test(file) || /^content\/pages\/[^/]+\.ts$/.test(file))
      // A README explains the files; the site never shows it.
      .filter((file) => !file.endsWith('.test.ts') && path.basename(file) !== 'README.md')
      .map((file) => [file, readFileSync(path.join(projectRoot, file), 'utf8')] as const),
  );
}
