/**
 * `npm run test:content`: proves the content is fit to publish, the code being already tested.
 *   1. her files: every album, the testimonials, her settings, the pages she writes (home, FAQ,
 *      photoshoot process, about), the sharing setting and the pages' photos against their
 *      schemas, each photo a page shows against its album, and each old address of
 *      content/routes.ts against the album it leads to, one message per thing to fix, naming the
 *      album, the file, the language and the field;
 *   2. the build: with the tests' settings (fictional services), or with --deploy-build with the
 *      settings in the environment (the workflow's secrets), so that the build checked is the build
 *      deployed; --built skips it and checks out/ as it is;
 *   3. the pages her content makes: the end-to-end tests tagged @content (stories, galleries,
 *      covers, sitemap, titles and alternates, budgets, links, accessibility, photo metadata).
 *      With --since <commit>, a browser visits the story pages of the albums changed since that
 *      commit (every gallery page, file and sitemap entry is still read); without it, every story.
 * Writes what happened to .cache/content-check/result.json, for the workflow to tell her.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentProblems } from './content-problems';
import { contentCheckResultFile, failedTests, type ContentCheckResult } from './ci/content-check';

const projectRoot = path.resolve(import.meta.dirname, '..');
const built = process.argv.includes('--built');
const deployBuild = process.argv.includes('--deploy-build');
const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex === -1 ? undefined : process.argv[sinceIndex + 1];
const resultFile = contentCheckResultFile(projectRoot);
const reportFile = path.join(path.dirname(resultFile), 'pages.json');

function finish(result: ContentCheckResult): never {
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, JSON.stringify(result, null, 1) + '\n');
  if (!result.ok) {
    console.error(`\nThe content is not ready to publish (${result.stage}):\n  ${result.problems.join('\n  ')}`);
  } else {
    console.log('\nThe content is ready to publish.');
  }
  process.exit(result.ok ? 0 : 1);
}

/**
 * The album folders changed since a commit (added, edited, renamed from or to, deleted), or
 * undefined (every album visited) when git cannot tell.
 */
function albumsChangedSince(commit: string): string[] | undefined {
  let files: string;
  try {
    const range = `${commit}...HEAD`;
    files = execFileSync('git', ['diff', '--name-only', '-z', '--no-renames', range, '--', 'content/albums'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
  } catch {
    console.log(`The changes since ${commit} cannot be listed: every story is visited.`);
    return undefined;
  }
  const albums = files
    .split('\0')
    .map((file) => file.split('/')[2])
    .filter((album): album is string => album !== undefined && !album.includes('.'));
  return [...new Set(albums)].sort();
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(command, args, { cwd: projectRoot, stdio: ['ignore', 'inherit', 'pipe'], env, encoding: 'utf8' });
}

console.log('1/3 Her files: albums, testimonials, settings, pages, sharing image, pages’ photos, old addresses');
const problems = contentProblems(projectRoot);
if (problems.length > 0) finish({ ok: false, stage: 'her files', problems });

if (built) {
  if (!existsSync(path.join(projectRoot, 'out', 'index.html'))) {
    finish({ ok: false, stage: 'the build', problems: ['--built was given but out/ holds no build.'] });
  }
  console.log('2/3 The build: out/ as built for the deploy');
} else {
  console.log(`2/3 The build, with ${deployBuild ? 'the settings of the environment' : "the tests' settings"}`);
  const build = deployBuild
    ? run('npm', ['run', 'build'])
    : run('npx', ['tsx', 'scripts/with-test-env.ts', 'npm', 'run', 'build']);
  process.stderr.write(build.stderr ?? '');
  if (build.status !== 0) {
    const lines = (build.stderr ?? '').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm '));
    finish({
      ok: false,
      stage: 'the build',
      problems: [lines[0]?.trim() ?? 'The build stopped.', ...lines.slice(1, 20)],
    });
  }
}

console.log('3/3 The pages her content makes (end-to-end tests tagged @content)');
rmSync(reportFile, { force: true });
const visited = since === undefined ? undefined : albumsChangedSince(since);
if (visited) console.log(`Story pages visited: ${visited.length > 0 ? visited.join(', ') : 'none (no album changed)'}`);
const pages = run('npx', ['playwright', 'test', '--grep', '@content', '--reporter', 'list,json'], {
  ...process.env,
  PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
  ...(visited ? { CONTENT_ALBUMS: visited.join(',') } : {}),
});
process.stderr.write(pages.stderr ?? '');
if (pages.status !== 0) {
  const failures = existsSync(reportFile)
    ? failedTests(JSON.parse(readFileSync(reportFile, 'utf8')) as Parameters<typeof failedTests>[0])
    : [];
  finish({
    ok: false,
    stage: 'the pages',
    problems: failures.length > 0 ? failures : ['The end-to-end tests of her pages did not run.'],
  });
}
finish({ ok: true, stage: 'the pages', problems: [] });
