/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_PAGE_CHECKLIST, tokenCreationLink } from '@/admin/site-check/editor-token';
import { CLOUD_SHELL_LINK, TEMPLATE_PAGE, TEMPLATE_REPOSITORY } from './template';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** A Markdown text with its line breaks and indents made single spaces, as a reader sees it. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ');

describe('the links to the template and to her token', () => {
  it('take the template from package.json, and open Cloud Shell on it, its terminal printing what to type', () => {
    const { repository } = JSON.parse(read('package.json')) as { repository: { url: string } };
    expect(repository.url).toBe(`git+https://github.com/${TEMPLATE_REPOSITORY}.git`);
    const link = new URL(CLOUD_SHELL_LINK);
    expect(link.origin).toBe('https://shell.cloud.google.com');
    expect(link.searchParams.get('cloudshell_git_repo')).toBe(`https://github.com/${TEMPLATE_REPOSITORY}.git`);
    const printed = link.searchParams.get('cloudshell_print')!;
    expect(existsSync(path.join(root, printed))).toBe(true);
    expect(read(printed)).toContain('npm install && npm run setup');
  });

  it('are the ones her guide and the README give', () => {
    const guide = read('docs/photographer-guide.md');
    expect(guide).toContain(`(${CLOUD_SHELL_LINK})`);
    expect(guide).toContain(`(${TEMPLATE_PAGE})`);
    expect(guide.split(`(${tokenCreationLink()})`)).toHaveLength(3);
    // What she checks on the token's page, as the link asks it.
    expect(flat(guide)).toContain(`permissions say ${TOKEN_PAGE_CHECKLIST}.`);
    expect(read('README.md')).toContain(`(${CLOUD_SHELL_LINK})`);
  });
});
