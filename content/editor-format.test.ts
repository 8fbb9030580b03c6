/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { editorYamlText } from './editor-format';

const projectRoot = path.join(__dirname, '..');
/** The YAML files under content/ the project ships, which she changes in the editor. */
const shippedYaml = execFileSync('git', ['ls-files', 'content'], { cwd: projectRoot, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.ya?ml$/.test(file));

describe('the files she edits, as the editor writes them', () => {
  it('lists the data files of her settings and pages', () => {
    expect(shippedYaml).toEqual(
      expect.arrayContaining(['content/settings/site.yml', 'content/pages/faq.en.yml', 'content/pages/faq.pt.yml']),
    );
  });

  it.each(shippedYaml)('%s is shipped as the editor saves it, so her first Save changes only her lines', (file) => {
    const text = readFileSync(path.join(projectRoot, file), 'utf8');
    expect(editorYamlText(parse(text))).toBe(text);
  });

  it('writes a long answer on one line, quotes a text that needs it, and indents lists', () => {
    const answer = `${'A long answer. '.repeat(12).trim()}`;
    expect(
      editorYamlText({
        questions: [
          { question: 'Since when?', answer: 'Since {since}: at quintas.' },
          { question: 'Long', answer },
        ],
      }),
    ).toBe(
      [
        'questions:',
        '  - question: Since when?',
        "    answer: 'Since {since}: at quintas.'",
        '  - question: Long',
        `    answer: ${answer}`,
        '',
      ].join('\n'),
    );
  });

  it('uses the `yaml` version the installed editor carries', () => {
    const map = readFileSync(path.join(projectRoot, 'node_modules', '@sveltia', 'cms', 'npm', 'index.js.map'), 'utf8');
    const carried = [...new Set([...map.matchAll(/yaml@(\d+\.\d+\.\d+)/g)].map((match) => match[1]))];
    const installed = (
      JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', 'yaml', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(carried).toEqual([installed]);
  });
});
