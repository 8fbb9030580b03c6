import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The boot loader (boot-loader.ts) as one classic script for every browser the site supports,
 * with what it imports inlined.
 */
export function compileBootLoader(): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(import.meta.dirname, 'boot-loader.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    minify: true,
    write: false,
  });
  return outputFiles[0]!.text;
}
