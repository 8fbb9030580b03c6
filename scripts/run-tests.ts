/**
 * `npm test`: every check, in the stages of test-run/stages.ts. Steps that share a stage print
 * their output whole when they end, so that lines of two steps never mix; a step alone streams.
 */
import { spawn } from 'node:child_process';
import { runStages, summary, testStages, type RunStep } from './test-run/stages';

const runStep: RunStep = (step, { alone }) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', step], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const passed = code === 0;
      if (!alone) {
        process.stdout.write(`\n── ${step}: ${passed ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ passed, seconds });
    });
  });

async function main() {
  const results = await runStages(testStages, runStep);
  console.log(`\n${summary(results)}`);
  process.exitCode = results.every((result) => result.passed) ? 0 : 1;
}

void main();
