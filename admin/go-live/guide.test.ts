/**
 * @jest-environment node
 *
 * Her guide's step on the go-live page names what the page shows, in the page's own words: each of
 * its bold names (a section, a field, a button, a place in the editor) is one the page has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { liveContentFiles } from '@/scripts/ci/live-files';
import { contactForm } from './go-live';
import { goLiveHtml } from './page-html';

const root = path.join(__dirname, '..', '..');

/** The page's words as she reads them: its HTML's text, and what its contact form says while her e-mail is the demo's. */
function pageWords(): string {
  const html = goLiveHtml({ title: 'Going live', repository: 'rita/site', local: false, script: '', stylesheet: '' });
  const waiting = contactForm(liveContentFiles(root));
  return [html.replace(/<[^>]+>/g, ' '), waiting.kind === 'demo-email' ? `${waiting.wait} ${waiting.link.text}` : '']
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('her guide’s step on the go-live page', () => {
  const guide = readFileSync(path.join(root, 'docs', 'photographer-guide.md'), 'utf8');
  const step = /^8\. \*\*The go-live page\*\*[\s\S]*?(?=^9\. )/m.exec(guide)?.[0] ?? '';
  const named = [...step.matchAll(/\*\*([^*]+)\*\*/g)].map(([, name]) => name!.replace(/\s+/g, ' ')).slice(1);

  it('names what the page shows, each in the page’s own words', () => {
    expect(named.length).toBeGreaterThan(5);
    const words = pageWords();
    expect(named.filter((name) => !words.includes(name))).toEqual([]);
  });

  it('says what the page says while her e-mail is the demo’s', () => {
    expect(step.replace(/\s+/g, ' ')).toContain('put yours there and publish it first');
    expect(pageWords()).toContain('put yours there and publish it first');
  });
});
