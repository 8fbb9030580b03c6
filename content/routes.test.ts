import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { exportedPagePaths } from '@/lib/story-routes';

/*
 * Every route of the table (content/routes.ts) has a page file per language under app/, and every
 * page file belongs to a route: a row without its pages, or a page the table does not know, fails.
 */

const appDir = join(__dirname, '..', 'app');

type PageModule = { generateStaticParams?: () => Record<string, string>[] | Promise<Record<string, string>[]> };

function pageFiles(): string[][] {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${sep}page.tsx`) || file === 'page.tsx')
    .map((file) => file.split(sep).slice(0, -1));
}

/** The URL paths a page file pre-renders: route groups dropped, dynamic segments filled in. */
async function pathsOf(segments: string[]): Promise<string[]> {
  const visible = segments.filter((segment) => !/^\(.*\)$/.test(segment));
  const pattern = '/' + visible.join('/');
  if (!visible.some((segment) => segment.startsWith('['))) return [pattern];
  const pageModule = (await import(join(appDir, ...segments, 'page.tsx'))) as PageModule;
  const params = (await pageModule.generateStaticParams?.()) ?? [];
  expect(params.length).toBeGreaterThan(0);
  return params.map((values) => pattern.replace(/\[(\w+)\]/g, (_, name: string) => values[name] ?? `[${name}]`));
}

test('the page files under app/ pre-render exactly the paths of the route table', async () => {
  const actual = (await Promise.all(pageFiles().map((file) => pathsOf(file)))).flat().sort();
  const expected = exportedPagePaths().sort();
  expect(actual).toEqual(expected);
});

test('no page path is pre-rendered twice', () => {
  const paths = exportedPagePaths();
  expect(new Set(paths).size).toBe(paths.length);
});
