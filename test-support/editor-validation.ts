/**
 * The editor's own check of a field's value (Sveltia CMS, the installed package), for tests that
 * hold our generated configuration to what the editor will accept or refuse. The package exports
 * no such function, so this takes it from its code: the installed `npm/index.js`, with a line added
 * that exports the module's own `validateAnyField` (what the editor runs on every field when she
 * saves), its configuration store and its collection reader, each found by its original name in the
 * source map the package ships. Nothing of the editor's rules is written again here.
 *
 * It runs in Jest's jsdom environment (the editor's code expects a browser). esbuild turns the
 * module into CommonJS for Jest; its JavaScript API refuses to run inside jsdom, so its binary
 * does. The code the editor loads later (the preview, image encoders, its translations) is left
 * out: the checks never reach it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import type { CmsConfig } from '@sveltia/cms';

const packageCode = path.join(process.cwd(), 'node_modules', '@sveltia', 'cms', 'npm');

/** What the editor knows of a value after checking it, as a browser's ValidityState. */
export type EditorValidity = {
  valid: boolean;
  valueMissing: boolean;
  patternMismatch: boolean;
  tooLong: boolean;
  tooShort: boolean;
  typeMismatch: boolean;
};

/** The module's bindings to export, by their name in the package's source and the file declaring them. */
const BINDINGS = {
  validateAnyField: 'contents/draft/validate/fields.js',
  cmsConfig: 'services/config/index.js',
  getCollection: 'contents/collection/index.js',
} as const;

type Bindings = {
  validateAnyField: (args: {
    draft: Record<string, unknown>;
    locale: string;
    keyPath: string;
    value: unknown;
    valueMap: Record<string, unknown>;
    validities: Record<string, Record<string, unknown>>;
  }) => EditorValidity | undefined;
  cmsConfig: { current: unknown };
  getCollection: (name: string) => Record<string, unknown> | undefined;
};

/** The minified name of each binding, where the source map says its declaration (`name=`) was written. */
function minifiedNames(code: string): Record<keyof typeof BINDINGS, string> {
  const lines = code.split('\n');
  const map = new TraceMap(readFileSync(path.join(packageCode, 'index.js.map'), 'utf8'));
  const found = new Map<string, Set<string>>();
  eachMapping(map, ({ name, source, generatedLine, generatedColumn }) => {
    if (!name || !(name in BINDINGS) || !source?.endsWith(BINDINGS[name as keyof typeof BINDINGS])) return;
    const line = lines[generatedLine - 1] ?? '';
    const identifier = /^[\w$]+/.exec(line.slice(generatedColumn))?.[0];
    if (identifier && line[generatedColumn + identifier.length] === '=') {
      found.set(name, (found.get(name) ?? new Set()).add(identifier));
    }
  });
  return Object.fromEntries(
    Object.keys(BINDINGS).map((name) => {
      const identifiers = [...(found.get(name) ?? [])];
      if (identifiers.length !== 1) {
        throw new Error(
          `@sveltia/cms: ${name} is declared ${identifiers.length} times in its source map, where the editor's checks expect it once.`,
        );
      }
      return [name, identifiers[0]!];
    }),
  ) as Record<keyof typeof BINDINGS, string>;
}

/** Browser features the editor's code uses when it loads and jsdom lacks. */
function completeJsdom(): void {
  globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
  if ('matchMedia' in window) return;
  const matchMedia = (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Object.assign(window, { matchMedia });
}

function loadBindings(): Bindings {
  const code = readFileSync(path.join(packageCode, 'index.js'), 'utf8');
  const names = minifiedNames(code);
  const exported = Object.entries(names).map(([name, identifier]) => `${identifier} as ${name}`);
  const commonJs = execFileSync(
    path.join(process.cwd(), 'node_modules', 'esbuild', 'bin', 'esbuild'),
    [
      '--bundle',
      '--format=cjs',
      '--platform=browser',
      '--loader=js',
      '--log-level=error',
      '--packages=external',
      ...['heic', 'react-dom', 'shiki', 'webp'].map((chunk) => `--external:./chunks/${chunk}*`),
      '--external:../locales/*',
      `--define:import.meta.url=${JSON.stringify(pathToFileURL(path.join(packageCode, 'index.js')).href)}`,
      '--define:import.meta.resolve=undefined',
    ],
    {
      input: `${code}\nexport{${exported.join(',')}};`,
      cwd: packageCode,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  completeJsdom();
  const loaded = { exports: {} as Bindings };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the editor's own code, as installed
  const run = new Function('module', 'exports', 'require', commonJs) as (
    module: { exports: Bindings },
    exports: Bindings,
    require: NodeJS.Require,
  ) => void;
  run(loaded, loaded.exports, require);
  return loaded.exports;
}

/**
 * The editor with `config` loaded: `check(collection, keyPath, value)` answers what its save would
 * say of one field ('credits.0.url' is the first credit's link), in the default language; with a
 * `fileName`, of one field of that file of a files collection.
 */
export function editorWith(config: CmsConfig) {
  const editor = loadBindings();
  editor.cmsConfig.current = config;
  return {
    check(collectionName: string, keyPath: string, value: unknown, locale = 'en', fileName?: string): EditorValidity {
      const collection = editor.getCollection(collectionName);
      if (!collection) throw new Error(`The editor has no collection ${collectionName}.`);
      // A file of a files collection (her settings) is checked with that file's own configuration.
      const collectionFile = fileName
        ? (collection._fileMap as Record<string, unknown> | undefined)?.[fileName]
        : undefined;
      if (fileName && !collectionFile) throw new Error(`The editor has no file ${fileName} in ${collectionName}.`);
      const draft = { collection, collectionName, fileName, collectionFile, files: {}, isIndexFile: false };
      const validity = editor.validateAnyField({
        draft,
        locale,
        keyPath,
        value,
        valueMap: { [keyPath]: value },
        validities: { [locale]: {} },
      });
      if (!validity) throw new Error(`The editor does not check ${collectionName}.${keyPath}.`);
      return validity;
    },
  };
}
