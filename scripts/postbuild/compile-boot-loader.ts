import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The boot loader (boot-loader.ts) as one classic script for every browser the site supports
 * (those Next.js 16 supports: ES2020 and later), with what it imports inlined.
 */
export function compileBootLoader(): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(import.meta.dirname, 'boot-loader.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
  });
  return outputFiles[0]!.text;
}
