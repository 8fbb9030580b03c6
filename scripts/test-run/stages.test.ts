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
  [
    ['format', 'lint', 'unit'],
    ['build', 'export'],
  ],
  [['e2e', 'browsers']],
];

test('lanes of a stage run side by side, steps of a lane in turn, the next stage after all', async () => {
  const { running, started, runStep, finish, settle } = heldSteps();
  const run = runStages(stages, runStep);
  await settle();
  expect([...running.keys()]).toEqual(['format', 'build']);
  await finish('format');
  await finish('lint');
  expect([...running.keys()].sort()).toEqual(['build', 'unit']);
  await finish('unit');
  await finish('build');
  expect([...running.keys()]).toEqual(['export']);
  await finish('export');
  expect([...running.keys()]).toEqual(['e2e']);
  await finish('e2e');
  await finish('browsers');
  const results = await run;
  expect(started).toEqual(['format', 'build', 'lint', 'unit', 'export', 'e2e alone', 'browsers alone']);
  expect(results.every(({ passed }) => passed)).toBe(true);
});

test('a failed step ends its lane, the other lane runs to its end, and no later stage starts', async () => {
  const { running, started, runStep, finish, settle } = heldSteps(['lint']);
  const run = runStages(stages, runStep);
  await settle();
  await finish('format');
  await finish('lint');
  expect([...running.keys()]).toEqual(['build']);
  await finish('build');
  await finish('export');
  const results = await run;
  expect(started).toEqual(['format', 'build', 'lint', 'export']);
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
  const steps = testStages.flat(2);
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
