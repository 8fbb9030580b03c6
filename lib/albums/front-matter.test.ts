/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { splitFrontMatter } from './front-matter';

const albums = path.join(__dirname, '..', '..', 'content', 'albums');
const shipped = readdirSync(albums, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => ['en', 'pt'].map((language) => path.join(entry.name, `index.${language}.md`)));

/** What gray-matter, the maintained library the build read albums with, makes of a text. */
const asGrayMatterReadsIt = (text: string) => {
  const { data, content } = matter(text, {});
  return { data: data as unknown, story: content };
};

describe('splitFrontMatter', () => {
  it.each(shipped)('reads the shipped %s as gray-matter does', (file) => {
    const text = readFileSync(path.join(albums, file), 'utf8');
    expect(splitFrontMatter(text)).toEqual(asGrayMatterReadsIt(text));
  });

  it.each([
    ['a story without front matter', 'Just a story.\n'],
    ['a rule, not a front matter', '----\ntitle: x\n---\nStory'],
    ['an empty front matter', '---\n---\nStory'],
    ['a front matter of comments only', '---\n# nothing yet\n---\nStory'],
    ['Windows line ends', '---\r\ntitle: Rita & Nuno\r\n---\r\nStory\r\n'],
    ['a byte order mark', '\uFEFF---\ntitle: Rita & Nuno\n---\nStory'],
    ['no closing line', '---\ntitle: Rita & Nuno\n'],
    ['its language named', '---yaml\ntitle: Rita & Nuno\n---\nStory'],
    ['a date YAML reads as one', '---\ndate: 2024-06-01\n---\n'],
    ['a story starting with an empty line', '---\ntitle: x\n---\n\nStory'],
    ['its language named yml', '---yml\ntitle: Rita & Nuno\n---\nStory'],
    ['no closing line nor a last line end', '---\ntitle: Rita & Nuno'],
    ['comments written with spaces before them', '---\n  # nothing yet\n---\nStory'],
    ['a story with Windows line ends under a front matter without them', '---\ntitle: x\n---\nStory\r\nMore'],
    ['a closing line with more after it', '---\ntitle: x\n--- end\nStory\nMore'],
  ])('splits %s as gray-matter does', (_what, text) => {
    expect(splitFrontMatter(text)).toEqual(asGrayMatterReadsIt(text));
  });

  // gray-matter itself misreads this one (its language as "yam").
  it('reads a text of only an opening line naming YAML as an empty front matter', () => {
    expect(splitFrontMatter('---yaml')).toEqual({ data: {}, story: '' });
  });

  it('refuses a front matter in another language than YAML, naming it', () => {
    expect(() => splitFrontMatter('---toml\ntitle = "Rita & Nuno"\n---\nStory')).toThrow(
      'its front matter is written in toml, not YAML',
    );
  });

  it('throws for YAML it cannot read, as gray-matter does', () => {
    const text = '---\ntitle: [unclosed\n---\nStory';
    expect(() => matter(text, {})).toThrow();
    expect(() => splitFrontMatter(text)).toThrow();
  });
});
