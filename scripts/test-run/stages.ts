/**
 * How `npm test` orders its steps. A stage's lanes run side by side, each lane's steps one after
 * another; the next stage starts once every lane of this one has passed. On a two-core machine the
 * first stage is two lanes of about equal length: the build, then the type check, beside the
 * format check (the quickest to fail), ESLint and the unit tests, one core each. The browser tests
 * run alone, since some of them time the page against the wall clock.
 */
export type Stage = string[][];

export const testStages: Stage[] = [
  [
    ['format:check', 'lint', 'test:unit'],
    ['build:test', 'typecheck'],
  ],
  [['test:e2e', 'test:browsers']],
];

export type StepResult = { step: string; passed: boolean; seconds: number };
export type RunStep = (step: string, stage: { alone: boolean }) => Promise<Omit<StepResult, 'step'>>;

/**
 * Runs the stages in order. A failed step ends its lane; the other lanes of its stage still run
 * to their end, so that one run reports every failure of a stage, and no later stage starts.
 */
export async function runStages(stages: Stage[], runStep: RunStep): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const lanes of stages) {
    const alone = lanes.length === 1;
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) {
          const result = { step, ...(await runStep(step, { alone })) };
          results.push(result);
          if (!result.passed) return;
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
