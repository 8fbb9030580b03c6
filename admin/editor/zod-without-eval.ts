/**
 * The editor's page checks descriptions with the build's own schema (zod). Zod tries `new
 * Function` when it first builds an object schema, to compile faster checks; /admin's
 * Content-Security-Policy forbids it and reports the attempt as a violation. Imported first, so
 * it runs before any schema is built: zod then checks without compiling.
 */
import { config } from 'zod';

config({ jitless: true });
