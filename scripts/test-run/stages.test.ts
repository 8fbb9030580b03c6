/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runStages, summary, testStages, type RunStep } from './stages';

/** Steps that end only when the test says so, each passing unless named in `failing`. */
function heldSteps(failing: string[] = []) {
  const running = new Map<string, () => void>();
  const started: string[] = [];
  const runStep: RunStep = (step, { alone }) => {
    started.push(`${step}${alone ? ' alone' : ''}`);
    return new Promise((resolve) => {
      running.set(step, () => {
        running.delete(step);
        resolve({ passed: !failing.includes(step), seconds: 1 });
      });
    });
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (step: string) => {
    running.get(step)!();
    await settle();
  };
  return { running, started, runStep, finish, settle };
}

const stages = [
  { runners: 2, steps: ['build', 'format', 'unit', 'lint', 'types'] },
  { runners: 1, steps: ['e2e', 'browsers'] },
];

test('each runner of a stage takes the next step when it is free, and the next stage starts after all', async () => {
  const { running, started, runStep, finish, settle } = heldSteps();
  const run = runStages(stages, runStep);
  await settle();
  expect([...running.keys()]).toEqual(['build', 'format']);
  await finish('format');
  expect([...running.keys()]).toEqual(['build', 'unit']);
  // A short build frees its runner for the next step while the unit tests still run.
  await finish('build');
  expect([...running.keys()]).toEqual(['unit', 'lint']);
  await finish('lint');
  expect([...running.keys()]).toEqual(['unit', 'types']);
  await finish('types');
  expect([...running.keys()]).toEqual(['unit']);
  await finish('unit');
  expect([...running.keys()]).toEqual(['e2e']);
  await finish('e2e');
  expect([...running.keys()]).toEqual(['browsers']);
  await finish('browsers');
  const results = await run;
  expect(started).toEqual(['build', 'format', 'unit', 'lint', 'types', 'e2e alone', 'browsers alone']);
  expect(results.every(({ passed }) => passed)).toBe(true);
});

test('a long build leaves the other runner every step after the format check', async () => {
  const { running, runStep, finish, settle } = heldSteps();
  const run = runStages(stages, runStep);
  await settle();
  for (const step of ['format', 'unit', 'lint', 'types']) {
    expect([...running.keys()]).toEqual(['build', step]);
    await finish(step);
  }
  expect([...running.keys()]).toEqual(['build']);
  await finish('build');
  await finish('e2e');
  await finish('browsers');
  await run;
});

test('a failed step lets the rest of its stage run, and no later stage starts', async () => {
  const { running, started, runStep, finish, settle } = heldSteps(['lint']);
  const run = runStages(stages, runStep);
  await settle();
  await finish('format');
  await finish('unit');
  await finish('lint');
  expect([...running.keys()]).toEqual(['build', 'types']);
  await finish('types');
  await finish('build');
  const results = await run;
  expect(started).toEqual(['build', 'format', 'unit', 'lint', 'types']);
  expect(results.filter(({ passed }) => !passed).map(({ step }) => step)).toEqual(['lint']);
});

test('the summary names each step, whether it passed, and its seconds', () => {
  expect(
    summary([
      { step: 'lint', passed: true, seconds: 61.6 },
      { step: 'test:e2e', passed: false, seconds: 600 },
    ]),
  ).toBe(['✓ lint        62 s', '✗ test:e2e   600 s'].join('\n'));
});

test('npm test runs each of its checks exactly once, whatever lane it sits in', () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts,
  );
  const steps = testStages.flatMap((stage) => stage.steps);
  expect([...steps].sort()).toEqual([
    'build:test',
    'format:check',
    'lint',
    'test:browsers',
    'test:e2e',
    'test:unit',
    'typecheck',
  ]);
  expect(steps.filter((step) => !scripts.includes(step))).toEqual([]);
});
