/** The tests of a Playwright JSON report, timed and ranked (bench/test-times.ts prints them). */

type Result = { duration: number; status: string };
type Spec = { title: string; file: string; line: number; tests: { projectName: string; results: Result[] }[] };
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
export type Report = {
  suites: Suite[];
  stats: { duration: number; expected: number; flaky: number; unexpected: number };
};

export type TestTime = { file: string; line: number; title: string; project: string; seconds: number; status: string };

/** Every test's first attempt, as listed in the report. */
export function testTimes(report: Report): TestTime[] {
  const times: TestTime[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const first = test.results[0];
        if (!first) continue;
        times.push({
          file: spec.file,
          line: spec.line,
          title: spec.title,
          project: test.projectName,
          seconds: first.duration / 1000,
          status: first.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return times;
}

export const slowest = (times: readonly TestTime[], top: number) =>
  [...times].sort((a, b) => b.seconds - a.seconds).slice(0, top);

/** Seconds of test time per spec file, slowest first. */
export function byFile(times: readonly TestTime[]): { file: string; tests: number; seconds: number }[] {
  const files = new Map<string, { file: string; tests: number; seconds: number }>();
  for (const time of times) {
    const entry = files.get(time.file) ?? { file: time.file, tests: 0, seconds: 0 };
    entry.tests += 1;
    entry.seconds += time.seconds;
    files.set(time.file, entry);
  }
  return [...files.values()].sort((a, b) => b.seconds - a.seconds);
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function markdown(report: Report, top: number): string {
  const times = testTimes(report);
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const { duration, expected, flaky, unexpected } = report.stats;
  return [
    `${times.length} tests, ${(total / 60).toFixed(1)} min of test time in ${(duration / 60_000).toFixed(1)} min ` +
      `of wall clock (${expected} passed, ${flaky} flaky, ${unexpected} failed).`,
    '',
    `| # | seconds | project | test |`,
    `|---:|---:|---|---|`,
    ...slowest(times, top).map(
      (time, index) =>
        `| ${index + 1} | ${time.seconds.toFixed(1)} | ${time.project} | ${cell(`${time.file}:${time.line} ${time.title}`)} |`,
    ),
    '',
    `| spec | tests | seconds |`,
    `|---|---:|---:|`,
    ...byFile(times).map((file) => `| ${file.file} | ${file.tests} | ${file.seconds.toFixed(0)} |`),
  ].join('\n');
}
