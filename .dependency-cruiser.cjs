/*
 * The house's layers, checked by `npm run lint` (so by `npm test`): app/ → components/ → lib/ →
 * content/, each importing only the layers below it; the code the site runs never imports the
 * tools that build, test or measure it, nor the editor (admin/, a product of its own that reads
 * the site's lib/ and content/ but never its pages or components, nor the tools, which import it
 * instead); and no module imports itself back through others. Tests sit beside what they test and
 * may import test helpers, so they are outside the layers.
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
    {
      name: 'site-imports-no-editor',
      comment: 'The site never imports the editor: admin/ is built and served on its own.',
      severity: 'error',
      from: { path: `^(${layers.join('|')})/|^proxy\\.ts$` },
      to: { path: '^admin/' },
    },
    {
      name: 'editor-imports-no-tooling',
      comment:
        'The editor never imports what builds, serves or publishes the site: scripts/ serves and builds the editor, and what both need lives in lib/ or content/.',
      severity: 'error',
      from: { path: '^admin/', pathNot: tests },
      to: { path: '^(scripts|e2e|test-support|bench)/' },
    },
    {
      name: 'editor-imports-no-site-screens',
      comment: "The editor reads the site's rules (lib/) and content (content/), never its pages or components.",
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^(app|components)/' },
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
