import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const typeScriptFiles = ['**/*.{ts,tsx,mts}'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Type-aware rules (typescript-eslint's recommendedTypeChecked) on the TypeScript files only: the
  // JavaScript config files (eslint.config.mjs) are outside tsconfig.json and keep the untyped rules.
  ...tseslint.configs.recommendedTypeChecked.map((entry) => ({ ...entry, files: typeScriptFiles })),
  {
    files: typeScriptFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  // The editor's views (admin/) are drawn by the editor's own React, not by Next: next/image has no place there.
  { files: ['admin/**/*.tsx'], rules: { '@next/next/no-img-element': 'off' } },
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/raw/**',
      '.local/**',
      '.cache/**',
      '.stryker-tmp/**',
    ],
  },
];

export default config;
