/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { dataCollections, type PageName } from './collections';
import { aboutPage } from './pages/about';
import { getPage, getSite } from './read';

const projectRoot = path.join(__dirname, '..');
const shippedSettings = () =>
  yaml.load(readFileSync(path.join(projectRoot, dataCollections.settings.file), 'utf8')) as Record<string, unknown>;

/** Runs `test` in a project of its own (a fresh folder as the working directory), which writes its settings. */
function inProject(test: (writeSettings: (photographer: string) => void) => void) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'read-'));
  const settingsFile = path.join(root, dataCollections.settings.file);
  mkdirSync(path.dirname(settingsFile), { recursive: true });
  const writeSettings = (photographer: string) =>
    writeFileSync(settingsFile, yaml.dump({ ...shippedSettings(), photographer }));
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  try {
    test(writeSettings);
  } finally {
    jest.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  }
}

describe('her content as the build reads it', () => {
  it('reads a file once per build: a change after its first reading is not seen', () => {
    inProject((writeSettings) => {
      writeSettings('Marta');
      expect(getSite().photographer).toBe('Marta');
      writeSettings('Joana');
      expect(getSite().photographer).toBe('Marta');
    });
  });

  it('reads the files of each project apart', () => {
    inProject((writeSettings) => {
      writeSettings('Marta');
      expect(getSite().photographer).toBe('Marta');
    });
    inProject((writeSettings) => {
      writeSettings('Joana');
      expect(getSite().photographer).toBe('Joana');
    });
  });

  it('stops the build naming every problem of a page, each on a line of its own', () => {
    const nowhere = { ...aboutPage, name: 'no-such-page' as PageName, where: 'Pages → Nowhere' };
    expect(() => getPage(nowhere)).toThrow(
      new Error(
        'The site cannot be built until the Pages → Nowhere page is fixed:\n' +
          "  content/pages/no-such-page.en.yml is missing: write the page's English text (Pages → Nowhere).\n" +
          "  content/pages/no-such-page.pt.yml is missing: write the page's Portuguese text (Pages → Nowhere).",
      ),
    );
  });
});
