import { fileURLToPath } from 'node:url';

/** The project's folder (this file is bench/paths.ts). */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
