/** Stryker's JSON reports (mutation-testing-report-schema), one per room, as the table of bench/reports/mutation.md. */
import { braceExpand } from 'minimatch';

/**
 * A part's file patterns as Stryker's `--mutate` option: Stryker splits it at every comma, so each
 * pattern's braces ('lib/{albums,consent}/**') are expanded into patterns of their own first.
 */
export const mutateOption = (patterns: readonly string[]): string =>
  patterns.flatMap((pattern) => braceExpand(pattern)).join(',');

type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Timeout' | 'Ignored' | 'Pending';

/** The part of the report this table reads. */
export type MutationReport = { files: Record<string, { mutants: readonly { status: MutantStatus }[] }> };

/** How a room, or a part of one, was run, written by bench/mutation.ts beside its report. */
export type RunRecord = {
  part: string;
  command: string;
  /** ISO date and time the run started. */
  date: string;
  cores: number;
  concurrency: number;
  seconds: number;
};

/** A room's parts: each with its report and run once it has been run. */
export type RoomResult = { room: string; parts: readonly { report?: MutationReport; run?: RunRecord }[] };

export type Tally = {
  files: number;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  /** Mutants that did not compile or broke the test run: not counted in the score, as Stryker counts. */
  errors: number;
  /** Percent of the mutants that count (killed and timed out over all but errors and ignored), or null when none count. */
  score: number | null;
};

export function tally(report: MutationReport): Tally {
  const counts = { Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0, CompileError: 0, RuntimeError: 0 };
  const files = Object.values(report.files);
  for (const file of files) {
    for (const { status } of file.mutants) {
      if (status in counts) counts[status as keyof typeof counts] += 1;
    }
  }
  const detected = counts.Killed + counts.Timeout;
  const counted = detected + counts.Survived + counts.NoCoverage;
  return {
    files: files.length,
    killed: counts.Killed,
    survived: counts.Survived,
    noCoverage: counts.NoCoverage,
    timeout: counts.Timeout,
    errors: counts.CompileError + counts.RuntimeError,
    score: counted === 0 ? null : (detected / counted) * 100,
  };
}

/** Floored to one decimal, so that 79.96 % never shows as 80.0 %. */
const percent = (score: number | null) => (score === null ? '–' : `${(Math.floor(score * 10) / 10).toFixed(1)} %`);

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

export function markdown(rooms: readonly RoomResult[], goal: number): string {
  const rows = rooms.map(({ room, parts }) => {
    const done = parts.flatMap(({ report, run }) => (report && run ? [{ report, run }] : []));
    if (done.length === 0) return `| ${room} | not run | | | | | | | |`;
    const t = tally({ files: Object.assign({}, ...done.map(({ report }) => report.files)) as MutationReport['files'] });
    const name = done.length === parts.length ? room : `${room} (${done.length} of ${parts.length} parts)`;
    const mark = t.score !== null && t.score >= goal ? '' : ' (below the goal)';
    const seconds = done.reduce((sum, { run }) => sum + run.seconds, 0);
    return (
      `| ${name} | ${t.files} | ${t.killed} | ${t.survived} | ${t.noCoverage} | ${t.timeout} | ${t.errors} | ` +
      `${percent(t.score)}${mark} | ${minutes(seconds)} |`
    );
  });
  const runs = rooms.flatMap(({ parts }) =>
    parts.flatMap(({ report, run }) =>
      report && run
        ? [
            `- ${run.part}: \`${run.command}\`, ${run.date}, ${run.cores} cores, concurrency ${run.concurrency}, ` +
              `${minutes(run.seconds)}.`,
          ]
        : [],
    ),
  );
  return [
    '| room | files | killed | survived | no coverage | timeout | errors | score | run time |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...runs,
  ].join('\n');
}

const START = '<!-- mutation table: written by npm run test:mutation -->';
const END = '<!-- end of mutation table -->';

/** The page with its table replaced (or added at the end), the text around it kept. */
export function withTable(page: string, table: string): string {
  const block = `${START}\n\n${table}\n\n${END}`;
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end < start) return `${page.trimEnd()}${page.trim() ? '\n\n' : ''}${block}\n`;
  return page.slice(0, start) + block + page.slice(end + END.length);
}
