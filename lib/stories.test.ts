/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { albumsByCategory, type AlbumGroup } from '@/content/albums';
import { galleryRoutes } from '@/content/routes';
import { brazilianForms } from '@/test-support/portuguese';
import { SUMMARY_MAX, getStory, readAlbumStories, storyErrors } from './stories';

/*
 * The stories as the photographer writes them: what a story page gets from its two files, and
 * the message that stops the build for each way a story can be broken.
 */

const album: AlbumGroup = {
  album: 'rita-nuno',
  title: 'Rita & Nuno',
  place: { en: 'Quinta da Luz, Tavira', pt: 'Quinta da Luz, Tavira', em: 'na' },
  images: ['01.jpg', '02.jpg', '10.jpg'].map((file, index) => ({
    id: index + 1,
    album: 'rita-nuno',
    alt: { en: `Photo ${file}`, pt: `Fotografia ${file}` },
    src: `weddings/rita-nuno/${file}`,
  })),
  left: true,
  first: true,
  family: false,
};
const albums = { weddings: [album], couples: [], family: [] };

const english = (fields: string, body = 'They met in Lisbon.\n\nThe day was *hot*, & nobody minded.') =>
  `---\n${fields}\n---\n\n${body}\n`;
const goodEnglish = english(
  [
    'title: Rita & Nuno',
    "summary: A summer wedding at Quinta da Luz, with a dinner under the fig trees and a dance that didn't stop.",
    'date: 2024-06',
    'cover: 02.jpg',
    'credits:',
    '  - role: venue',
    '    name: Quinta da Luz',
    '    url: https://quintadaluz.example',
    '  - role: florist',
    '    name: Flor & Sal',
  ].join('\n'),
);
const goodPortuguese = `---\ntitle: Rita & Nuno\nsummary: Um casamento de verão na Quinta da Luz.\n---\n\nConheceram-se em Lisboa.\n`;

function contentDir(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'stories-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'content', 'stories', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

const errorsFor = (files: Record<string, string>) =>
  storyErrors(contentDir(files), albums, (category) =>
    category === 'weddings' ? Object.keys(files).map((file) => file.split('/')[1]!) : [],
  );

describe('a story as written', () => {
  it('reads the names, summary, month, cover and credits, and the Markdown text in each language', () => {
    const root = contentDir({ 'weddings/rita-nuno.en.md': goodEnglish, 'weddings/rita-nuno.pt.md': goodPortuguese });
    const { en, pt } = readAlbumStories('weddings', album, root);
    expect(en).toMatchObject({
      title: 'Rita & Nuno',
      month: { year: 2024, month: 6 },
      cover: '02.jpg',
      credits: [
        { role: 'venue', name: 'Quinta da Luz', url: 'https://quintadaluz.example' },
        { role: 'florist', name: 'Flor & Sal' },
      ],
    });
    expect(en.summary).toContain("didn't stop");
    expect(en.html).toBe('<p>They met in Lisbon.</p>\n<p>The day was <em>hot</em>, &amp; nobody minded.</p>\n');
    expect(pt).toMatchObject({
      title: 'Rita & Nuno',
      summary: 'Um casamento de verão na Quinta da Luz.',
      cover: '02.jpg',
    });
    expect(pt.html).toBe('<p>Conheceram-se em Lisboa.</p>\n');
  });

  it('shows raw HTML in a story as text, never as markup', () => {
    const root = contentDir({
      'weddings/rita-nuno.en.md': english(goodEnglish.split('---')[1]!.trim(), '<script>alert(1)</script>'),
      'weddings/rita-nuno.pt.md': goodPortuguese,
    });
    expect(readAlbumStories('weddings', album, root).en.html).not.toContain('<script>');
  });

  it("puts a story's headings below the page's own <h1>", () => {
    const root = contentDir({
      'weddings/rita-nuno.en.md': english(goodEnglish.split('---')[1]!.trim(), '# The day\n\n## The *evening*'),
      'weddings/rita-nuno.pt.md': goodPortuguese,
    });
    const { html } = readAlbumStories('weddings', album, root).en;
    expect(html).toContain('<h2>The day</h2>');
    expect(html).toContain('<h3>The <em>evening</em></h3>');
    expect(html).not.toContain('<h1');
  });

  it('has no problem when both files are right', () => {
    expect(errorsFor({ 'weddings/rita-nuno.en.md': goodEnglish, 'weddings/rita-nuno.pt.md': goodPortuguese })).toEqual(
      [],
    );
  });
});

describe('the build stops, naming the album and the file, when', () => {
  it('a language is missing', () => {
    expect(errorsFor({ 'weddings/rita-nuno.en.md': goodEnglish })).toEqual([
      expect.stringMatching(
        /^Album weddings\/rita-nuno has no Portuguese story: write content\/stories\/weddings\/rita-nuno\.pt\.md/,
      ),
    ]);
  });

  it('the cover is not a photo of the album', () => {
    const errors = errorsFor({
      'weddings/rita-nuno.en.md': goodEnglish.replace('cover: 02.jpg', 'cover: 03.jpg'),
      'weddings/rita-nuno.pt.md': goodPortuguese,
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/stories\/weddings\/rita-nuno\.en\.md: the cover 03\.jpg is not a photo of the album weddings\/rita-nuno/,
      ),
    ]);
  });

  it('the cover is not given', () => {
    const errors = errorsFor({
      'weddings/rita-nuno.en.md': goodEnglish.replace('cover: 02.jpg\n', ''),
      'weddings/rita-nuno.pt.md': goodPortuguese,
    });
    expect(errors).toEqual([expect.stringMatching(/^content\/stories\/weddings\/rita-nuno\.en\.md: cover: missing/)]);
  });

  it('the summary is longer than search results show', () => {
    const long = 'A'.repeat(SUMMARY_MAX + 1);
    const errors = errorsFor({
      'weddings/rita-nuno.en.md': goodEnglish,
      'weddings/rita-nuno.pt.md': goodPortuguese.replace('Um casamento de verão na Quinta da Luz.', long),
    });
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^content/stories/weddings/rita-nuno\\.pt\\.md: summary: .*${SUMMARY_MAX}`)),
    ]);
  });

  it('a field is missing or mistyped', () => {
    const errors = errorsFor({
      'weddings/rita-nuno.en.md': goodEnglish
        .replace('date: 2024-06', 'date: June 2024')
        .replace('role: florist', 'role: baker'),
      'weddings/rita-nuno.pt.md': goodPortuguese.replace('summary: Um casamento de verão na Quinta da Luz.\n', ''),
    });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^content\/stories\/weddings\/rita-nuno\.en\.md: date: .*YYYY-MM.*; credits\.1\.role/);
    expect(errors[1]).toMatch(/^content\/stories\/weddings\/rita-nuno\.pt\.md: summary/);
  });

  it('the Portuguese file repeats what belongs to the English one', () => {
    const errors = errorsFor({
      'weddings/rita-nuno.en.md': goodEnglish,
      'weddings/rita-nuno.pt.md': goodPortuguese.replace('title:', 'cover: 01.jpg\ntitle:'),
    });
    expect(errors).toEqual([expect.stringMatching(/rita-nuno\.pt\.md: .*cover/)]);
  });

  it('a story file has no album', () => {
    const errors = errorsFor({
      'weddings/rita-nuno.en.md': goodEnglish,
      'weddings/rita-nuno.pt.md': goodPortuguese,
      'weddings/rita-nuna.en.md': goodEnglish,
    });
    expect(errors).toEqual([
      expect.stringMatching(/^content\/stories\/weddings\/rita-nuna\.en\.md: no album of content\/albums\.ts/),
    ]);
  });
});

describe('the stories of content/', () => {
  it('has every album’s story in both languages, with nothing to fix', () => {
    expect(storyErrors()).toEqual([]);
  });

  it.each(
    galleryRoutes.flatMap((category) => albumsByCategory[category].map((group) => [category, group.album] as const)),
  )('%s/%s has its own text in each language, and a summary short enough for search results', (category, folder) => {
    const en = getStory(category, folder, 'en');
    const pt = getStory(category, folder, 'pt');
    expect(en.html).not.toBe(pt.html);
    for (const story of [en, pt]) expect(story.summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
  });

  it.each(
    galleryRoutes.flatMap((category) => albumsByCategory[category].map((group) => [category, group.album] as const)),
  )('%s/%s is written in European Portuguese (no Brazilian word or gerund)', (category, folder) => {
    const { html, summary, title } = getStory(category, folder, 'pt');
    expect(brazilianForms(`${title} ${summary} ${html.replace(/<[^>]+>/g, ' ')}`)).toEqual([]);
  });
});
