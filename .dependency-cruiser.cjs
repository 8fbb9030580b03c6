/*
 * The house's layers, checked by `npm run lint` (so by `npm test`): app/ → components/ → lib/ →
 * content/, each importing only the layers below it; the code the site runs never imports the
 * tools that build, test or measure it; and no module imports itself back through others. Tests
 * sit beside what they test and may import test helpers, so they are outside the layers.
 */
const tests = '\\.test\\.tsx?$';
/** From the top down. */
const layers = ['app', 'components', 'lib', 'content'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other in a loop: move what both need below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layers.slice(1).map((layer, index) => ({
      name: `${layer}-imports-no-layer-above`,
      comment: `${layer}/ imports only the layers below it (${layers.join(' → ')}).`,
      severity: 'error',
      from: { path: `^${layer}/`, pathNot: tests },
      // app/globals.css, the design tokens, sits where Next.js expects it; the root layout's component loads it.
      to: { path: `^(${layers.slice(0, index + 1).join('|')})/`, pathNot: '^app/globals\\.css$' },
    })),
    {
      name: 'runtime-imports-no-tooling',
      comment: 'What the site runs never imports the build, test or measurement tools.',
      severity: 'error',
      from: { path: `^(${layers.join('|')})/|^proxy\\.ts$`, pathNot: tests },
      to: { path: '^(scripts|e2e|test-support|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|\\.next|\\.cache|public)/' },
    // Type-only imports count: a type is as much a dependency as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
