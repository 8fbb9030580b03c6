/**
 * How `npm test` orders its steps. Each stage's steps are taken in order by its runners: a runner
 * that finishes takes the next step not yet started, so the stage ends as soon as the work allows
 * whatever each step takes on this machine. Two runners for the first stage, one per core of a
 * two-core machine, given the longest steps first: Jest, then the build (about three minutes on a
 * machine whose photo shelf is empty, about one once it holds the photos: scripts/photos/),
 * ESLint, the editor in Firefox and WebKit, the type check and the format check. The editor's
 * check in other browsers builds and serves its own copy of the project, so it needs nothing of
 * the build and gives each step a minute, time enough beside another step. The site's browser
 * tests run alone, since some of them time the page against the wall clock, and after the first
 * stage, which builds what they serve. The next stage starts once every step of this one has
 * passed.
 */
export type Stage = { runners: number; steps: string[] };

export const testStages: Stage[] = [
  { runners: 2, steps: ['test:unit', 'build:test', 'lint', 'test:browsers', 'typecheck', 'format:check'] },
  { runners: 1, steps: ['test:e2e'] },
];

export type StepResult = { step: string; passed: boolean; seconds: number };
export type RunStep = (step: string, stage: { alone: boolean }) => Promise<Omit<StepResult, 'step'>>;

/**
 * Runs the stages in order. A failed step does not stop the other steps of its stage, so that one
 * run reports every failure of a stage; no later stage starts.
 */
export async function runStages(stages: Stage[], runStep: RunStep): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const { runners, steps } of stages) {
    const alone = runners === 1;
    const queue = [...steps];
    await Promise.all(
      Array.from({ length: Math.min(runners, steps.length) }, async () => {
        for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
          results.push({ step, ...(await runStep(step, { alone })) });
        }
      }),
    );
    if (results.some((result) => !result.passed)) break;
  }
  return results;
}

/** The closing table: each step that ran, passed or failed, and its time. */
export function summary(results: StepResult[]): string {
  const width = Math.max(...results.map(({ step }) => step.length));
  return results
    .map(
      ({ step, passed, seconds }) => `${passed ? '✓' : '✗'} ${step.padEnd(width)} ${seconds.toFixed(0).padStart(5)} s`,
    )
    .join('\n');
}
