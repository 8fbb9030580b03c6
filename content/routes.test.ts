/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { localeSuffix } from '@/lib/i18n';
import { exportedPagePaths, storyPaths } from '@/lib/story-routes';

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

/**
 * The page file that writes a path of the route table: English under app/(en)/ ('/about' →
 * app/(en)/about/page.tsx, '/about/en-en' → app/(en)/about/en-en/page.tsx), Portuguese under
 * app/(pt)/ ('/about/pt-pt' → app/(pt)/about/pt-pt/page.tsx). Story pages come from the
 * generateStaticParams of app/(en|pt)/stories/[category]/[album]/.
 */
function pageFileOf(urlPath: string, stories: string[]): string {
  if (stories.includes(urlPath)) return `${urlPath}: a story the [album] page files do not list`;
  const segments = urlPath.split('/').filter(Boolean);
  const group = segments.at(-1) === localeSuffix.pt ? '(pt)' : '(en)';
  return ['app', group, ...segments, 'page.tsx'].join('/');
}

test('the page files under app/ pre-render exactly the paths of the route table', async () => {
  const actual = (await Promise.all(pageFiles().map((file) => pathsOf(file)))).flat();
  const stories = storyPaths();
  const expected = exportedPagePaths();
  const problems = {
    'page files to add': expected.filter((path) => !actual.includes(path)).map((path) => pageFileOf(path, stories)),
    'pages the route table does not list (add their row to content/routes.ts, or delete them)': actual.filter(
      (path) => !expected.includes(path),
    ),
    'paths two page files write': actual.filter((path, index) => actual.indexOf(path) !== index),
  };
  expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((problem) => [problem, []])));
});

test('no page path is pre-rendered twice', () => {
  const paths = exportedPagePaths();
  expect(new Set(paths).size).toBe(paths.length);
});
