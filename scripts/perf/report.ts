// `npm run perf:report`: perf/report.md from the raw results of the last `npm run perf`.
import { relative } from 'node:path';
import { projectRoot } from './paths';
import { writeReport } from './write-report';

try {
  console.log(`perf: wrote ${relative(projectRoot, writeReport())}`);
} catch (error) {
  console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
