/*
 * Jest's transform for the editor's views (admin/**\/*.tsx): esbuild, the compiler that bundles them
 * (admin/build/build-admin.ts), so a test runs the code the editor runs. Their JSX calls the `h`
 * each view is handed (its pragmas: the classic runtime, factory h); Next's SWC, which compiles the
 * other files, renames such a local `h` away from the calls it makes (swc-project/swc#10553).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads a transform as a CommonJS module
const { transformSync } = require('esbuild');

module.exports = {
  process(source, file) {
    const { code, map } = transformSync(source, {
      loader: 'tsx',
      format: 'cjs',
      target: 'es2022',
      sourcefile: file,
      sourcemap: 'external',
    });
    return { code, map };
  },
};
