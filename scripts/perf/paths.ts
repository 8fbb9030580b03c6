import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder (this file is scripts/perf/paths.ts). */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const perfDir = join(projectRoot, 'perf');
export const rawDir = join(perfDir, 'raw');
export const rawResultsFile = join(rawDir, 'results.json');
export const reportFile = join(perfDir, 'report.md');
