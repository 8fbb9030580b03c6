/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.join(__dirname, '..');
const SETTINGS = 'content/settings/site.yml';
const PAGE_PHOTOS = 'content/settings/page-photos.yml';

describe('the check of her files (npm run test:content, step 1), on a copy of her content', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'content-problems-'));
    cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));

  /** The problems, with every module imported afresh while the project is the copy, as the script runs. */
  function check(): string[] {
    jest.spyOn(process, 'cwd').mockReturnValue(root);
    let problems: string[] = [];
    try {
      jest.isolateModules(() => {
        problems = jest.requireActual<typeof import('./content-problems')>('./content-problems').contentProblems(root);
      });
    } finally {
      jest.restoreAllMocks();
    }
    return problems;
  }

  it('finds nothing to fix in the demo’s files', () => {
    expect(check()).toEqual([]);
  });

  it.each<[string, string, (text: string) => string, string]>([
    [
      'settings that are not YAML',
      SETTINGS,
      () => 'name: [Luz do Sul\nemail: hello@luzdosul.pt\n',
      `${SETTINGS} cannot be read:`,
    ],
    [
      'a deposit of “fifty”',
      SETTINGS,
      (text) => text.replace(/^ {2}deposit: 200$/m, '  deposit: fifty'),
      `${SETTINGS}: Prices and delivery times → Deposit (€) should be a whole number of euros, 1 or more`,
    ],
    [
      'pages’ photos of the wrong shape',
      PAGE_PHOTOS,
      (text) => text.replace(/^portfolio:\n(?: {2}.*\n)+/m, 'portfolio: 3\n'),
      `${PAGE_PHOTOS}: Home page portfolio tiles should be filled in`,
    ],
  ])('names %s, naming the file and the field, instead of stopping', (_what, file, change, message) => {
    edit(file, change);
    const problems = check();
    expect(problems).toEqual([expect.stringContaining(message)]);
    expect(problems.join('\n')).not.toMatch(/\n\s+at /);
  });
});
