import { fileURLToPath } from 'node:url';

/** The project's folder (this file is scripts/perf/paths.ts). */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
