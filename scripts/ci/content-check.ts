/**
 * What `npm run test:content` found, and how the workflow tells the photographer: the first
 * problem in her words as the draft's status (GitHub keeps 140 characters of it), every problem
 * in a comment on the draft.
 */
import path from 'node:path';

export type ContentCheckResult = {
  ok: boolean;
  /** The step that stopped it: the site's settings, the site's code (its full suite), her files, the build, or the pages. */
  stage: 'the settings' | 'the code' | 'her files' | 'the build' | 'the pages';
  problems: string[];
};

export const contentCheckResultFile = (projectRoot: string): string =>
  path.join(projectRoot, '.cache', 'content-check', 'result.json');

/** GitHub cuts a status description at 140 characters. */
export const STATUS_DESCRIPTION_MAX = 140;

type ReportSuite = { title: string; suites?: ReportSuite[]; specs?: ReportSpec[] };
type ReportSpec = {
  title: string;
  tests: { results: { status: string; errors?: { message?: string }[] }[] }[];
};

const firstLine = (text: string | undefined) =>
  (text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '') // the terminal colours of Playwright's messages
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/** Each failed test of a Playwright JSON report, as "title: first line of its error". */
export function failedTests(report: { suites?: ReportSuite[] }): string[] {
  const failed: string[] = [];
  const visit = (suite: ReportSuite, trail: string[]) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      const results = spec.tests.flatMap((test) => test.results);
      if (results.length === 0 || results.some((result) => result.status === 'passed')) continue;
      const error = firstLine(results[0]?.errors?.[0]?.message);
      failed.push(`${[...here, spec.title].join(' › ')}${error ? `: ${error}` : ''}`);
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return failed;
}

/** What the draft is told when the full suite fails on it: the code, not her content, is at fault. */
export const CODE_FAILED: ContentCheckResult = {
  ok: false,
  stage: 'the code',
  problems: [
    "The site's code failed its checks (not the draft's content): the site's developer must fix it. Nothing was published.",
  ],
};

/** The draft's status description: the first problem, cut to what GitHub keeps. */
export function statusDescription(result: ContentCheckResult): string {
  const first = result.problems[0] ?? `The check of ${result.stage} failed.`;
  return first.length <= STATUS_DESCRIPTION_MAX ? first : `${first.slice(0, STATUS_DESCRIPTION_MAX - 1)}…`;
}

/** The comment on the draft: what to fix, in her words, and where the whole log is. */
export function draftComment(result: ContentCheckResult, logUrl: string): string {
  const intro: Record<ContentCheckResult['stage'], string> = {
    'the settings':
      "This draft cannot be published yet: a setting of the site (a GitHub variable) is missing or mistyped. Fix it in the repository's Settings → Secrets and variables → Actions → Variables, then run the check again:",
    'the code':
      "This draft cannot be published yet: the site's own code failed its checks, before the draft's content was checked. This is for the site's developer to fix, not something in the draft:",
    'her files':
      'This draft cannot be published yet: the editor saved something the site cannot show. Open the draft in the editor and fix:',
    'the build':
      'This draft cannot be published yet: the site could not be built from it. The first lines of the error:',
    'the pages': 'This draft cannot be published yet: a page made from it failed a check:',
  };
  const problems = result.problems.slice(0, 20).map((problem) => `- ${problem}`);
  const more = result.problems.length > 20 ? [`- … and ${result.problems.length - 20} more`] : [];
  return [intro[result.stage], '', ...problems, ...more, '', `Nothing was published. The whole log: ${logUrl}`].join(
    '\n',
  );
}
