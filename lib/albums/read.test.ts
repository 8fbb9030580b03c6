/** @jest-environment node */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { storyOf } from '@/lib/stories';
import { readAlbums } from './read';
import { SUMMARY_MAX } from './schema';
import { projectWithAlbumFiles as projectWith } from '@/test-support/temporary-folders';

/*
 * An album as the editor writes it (content/albums/<album>/index.en.md and index.pt.md): what the
 * site reads from it, and the message that stops the build for each way it can be broken. Each
 * message names the album, the file and the language.
 */

const englishFields = [
  'title: Rita & Nuno',
  'kind: weddings',
  'position: 1',
  'place:',
  '  en: Quinta da Luz, Tavira',
  '  pt: Quinta da Luz, Tavira',
  '  at: at',
  '  em: na',
  'date: 2024-06',
  "summary: A summer wedding at Quinta da Luz, with a dinner under the fig trees and a dance that didn't stop.",
  'photos:',
  '  - file: 01.webp',
  '    description: Rita laughing as her sister fixes her veil',
  '  - file: 02.webp',
  '    description: The first dance under the fig trees',
  '    cover: true',
  '  - file: 10.webp',
  '    description: Sparklers at midnight',
  'credits:',
  '  - role: venue',
  '    name: Quinta da Luz',
  '    url: https://quintadaluz.example',
  '  - role: florist',
  '    name: Flor & Sal',
].join('\n');
const front = (fields: string, body: string) => `---\n${fields}\n---\n\n${body}\n`;
const goodEnglish = front(englishFields, 'They met in Lisbon.\n\nThe day was *hot*, & nobody minded.');
// The Portuguese descriptions in another order than the English list: they are found by file name.
const portugueseFields = [
  'title: Rita & Nuno',
  'summary: Um casamento de verão na Quinta da Luz.',
  'photos:',
  '  - file: 10.webp',
  '    description: Estrelinhas à meia-noite',
  '  - file: 01.webp',
  '    description: A Rita a rir enquanto a irmã lhe ajeita o véu',
  '  - file: 02.webp',
  '    description: A primeira dança debaixo das figueiras',
].join('\n');
const goodPortuguese = front(portugueseFields, 'Conheceram-se em Lisboa.');

const album = (en: string | null = goodEnglish, pt: string | null = goodPortuguese) =>
  readAlbums(
    projectWith({
      ...(en === null ? {} : { 'rita-nuno/index.en.md': en }),
      ...(pt === null ? {} : { 'rita-nuno/index.pt.md': pt }),
    }),
  );

describe('an album as the editor writes it', () => {
  it('reads the kind, place, month, photos with their descriptions, cover and credits, and each language’s texts', () => {
    const { albums, problems } = album();
    expect(problems).toEqual([]);
    expect(albums).toEqual([
      {
        slug: 'rita-nuno',
        category: 'weddings',
        position: 1,
        month: { year: 2024, month: 6 },
        title: { en: 'Rita & Nuno', pt: 'Rita & Nuno' },
        heading: { en: 'Rita & Nuno', pt: 'Rita & Nuno' },
        place: { en: 'Quinta da Luz, Tavira', pt: 'Quinta da Luz, Tavira', at: 'at', em: 'na' },
        summary: {
          en: "A summer wedding at Quinta da Luz, with a dinner under the fig trees and a dance that didn't stop.",
          pt: 'Um casamento de verão na Quinta da Luz.',
        },
        story: {
          en: '\nThey met in Lisbon.\n\nThe day was *hot*, & nobody minded.\n',
          pt: '\nConheceram-se em Lisboa.\n',
        },
        photos: [
          {
            file: '01.webp',
            alt: {
              en: 'Rita laughing as her sister fixes her veil',
              pt: 'A Rita a rir enquanto a irmã lhe ajeita o véu',
            },
          },
          {
            file: '02.webp',
            alt: { en: 'The first dance under the fig trees', pt: 'A primeira dança debaixo das figueiras' },
          },
          { file: '10.webp', alt: { en: 'Sparklers at midnight', pt: 'Estrelinhas à meia-noite' } },
        ],
        cover: '02.webp',
        credits: [
          { role: 'venue', name: 'Quinta da Luz', url: 'https://quintadaluz.example' },
          { role: 'florist', name: 'Flor & Sal' },
        ],
      },
    ]);
  });

  it.each([
    'http://quintadaluz.example',
    'https://quintadaluz.example:8080/menu?day=1#dinner',
    '  https://quintadaluz.example  ',
  ])('takes a credit’s link a visitor can follow: %s', (url) => {
    const { albums, problems } = album(goodEnglish.replace('https://quintadaluz.example', url));
    expect(problems).toEqual([]);
    expect(albums[0]!.credits[0]!.url).toBe(url.trim());
  });

  it('reads a month YAML takes for a date as that month', () => {
    const { albums } = album(goodEnglish.replace('date: 2024-06', 'date: 2024-06-15'));
    expect(albums[0]!.month).toEqual({ year: 2024, month: 6 });
  });

  it('heads the album on its gallery page with its own heading when it has one', () => {
    const { albums } = album(goodEnglish.replace('kind: weddings', 'kind: couples\nheading: Costa Vicentina'));
    expect(albums[0]).toMatchObject({ category: 'couples', heading: { en: 'Costa Vicentina', pt: 'Costa Vicentina' } });
  });

  it('takes fields the editor leaves empty (an empty heading, no place, an empty link) as not given', () => {
    const withoutPlace = englishFields.replace(/place:\n(  .*\n){4}/, '');
    const { albums, problems } = album(
      front(
        `${withoutPlace.replace('position: 1', "position: 1\nheading: ''")}`.replace(
          '    url: https://quintadaluz.example',
          "    url: ''",
        ),
        'Text.',
      ),
    );
    expect(problems).toEqual([]);
    expect(albums[0]).toMatchObject({ place: null, heading: { en: 'Rita & Nuno' } });
    expect(albums[0]!.credits[0]).toEqual({ role: 'venue', name: 'Quinta da Luz' });
  });

  it('renders the story as HTML, raw HTML shown as text, its headings below the page’s own <h1>', () => {
    const { albums } = album(
      front(
        englishFields,
        'They met in *Lisbon*, & danced.\n\n<script>alert(1)</script>\n\n# The day\n\n## The evening',
      ),
    );
    const { html } = storyOf(albums[0]!, 'en');
    expect(html).toContain('<p>They met in <em>Lisbon</em>, &amp; danced.</p>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h2>The day</h2>');
    expect(html).toContain('<h3>The evening</h3>');
    expect(html).not.toContain('<h1');
  });

  it('ignores a folder with no files (git keeps none) and anything that is not a folder', () => {
    const root = projectWith({
      'rita-nuno/index.en.md': goodEnglish,
      'rita-nuno/index.pt.md': goodPortuguese,
      'README.md': '# Albums',
    });
    mkdirSync(path.join(root, 'content', 'albums', 'empty'));
    expect(readAlbums(root).albums.map((each) => each.slug)).toEqual(['rita-nuno']);
  });

  it('ignores a hidden folder, and a folder holding only hidden files', () => {
    const root = projectWith({
      'rita-nuno/index.en.md': goodEnglish,
      'rita-nuno/index.pt.md': goodPortuguese,
      '.drafts/index.en.md': 'not an album',
      'kept/.gitkeep': '',
    });
    expect(readAlbums(root)).toMatchObject({ albums: [expect.objectContaining({ slug: 'rita-nuno' })], problems: [] });
  });
});

describe('the build stops, naming the album, the file and the language, when', () => {
  const en = 'content/albums/rita-nuno/index.en.md, English';
  const pt = 'content/albums/rita-nuno/index.pt.md';

  it('a photo has no English description', () => {
    const { problems } = album(
      goodEnglish.replace('    description: Rita laughing as her sister fixes her veil\n', ''),
    );
    expect(problems).toEqual([
      `Album rita-nuno: the photo 01.webp has no English description (${en}). Say what the photo shows: a blind visitor hears it.`,
    ]);
  });

  it('a photo has no Portuguese description: said of the Portuguese file, by the photo’s file name', () => {
    const { problems } = album(
      goodEnglish,
      goodPortuguese.replace('  - file: 01.webp\n    description: A Rita a rir enquanto a irmã lhe ajeita o véu\n', ''),
    );
    expect(problems).toEqual([
      `Album rita-nuno: the photo 01.webp has no Portuguese description (${pt}, Portuguese). Say what the photo shows: a blind visitor hears it.`,
    ]);
  });

  it.each([
    ['English', 'en', '    description: Sparklers at midnight'],
    ['Portuguese', 'pt', '    description: Estrelinhas à meia-noite'],
  ] as const)('a %s description is left empty, or holds only spaces', (language, key, line) => {
    for (const blank of ["''", "'   '"]) {
      const emptied = (text: string) => text.replace(line, `    description: ${blank}`);
      const { problems } = key === 'en' ? album(emptied(goodEnglish)) : album(goodEnglish, emptied(goodPortuguese));
      expect(problems).toEqual([
        expect.stringContaining(
          `the photo 10.webp has no ${language} description (content/albums/rita-nuno/index.${key}.md`,
        ),
      ]);
    }
  });

  it('a language’s file is missing', () => {
    expect(album(goodEnglish, null).problems).toEqual([
      `Album rita-nuno: there is no Portuguese version (${pt} is missing). Write its Portuguese side in the editor.`,
    ]);
    expect(album(null, goodPortuguese).problems).toEqual([
      expect.stringMatching(
        /^Album rita-nuno: there is no English version \(content\/albums\/rita-nuno\/index\.en\.md/,
      ),
    ]);
  });

  it.each([
    ['English', goodEnglish.replace(/They met[^]*$/, ''), goodPortuguese],
    ['Portuguese', goodEnglish, goodPortuguese.replace('Conheceram-se em Lisboa.', '  ')],
  ])('the %s story is empty', (language, english, portuguese) => {
    expect(album(english, portuguese).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Album rita-nuno: the ${language} story is empty \\(content/albums/rita-nuno/index\\.(en|pt)\\.md\\)`,
        ),
      ),
    ]);
  });

  it('no photo is its cover, or two are', () => {
    expect(album(goodEnglish.replace('    cover: true\n', '')).problems).toEqual([
      expect.stringMatching(
        /^Album rita-nuno: no photo is chosen as its cover \(content\/albums\/rita-nuno\/index\.en\.md\)/,
      ),
    ]);
    expect(
      album(
        goodEnglish.replace('    description: Sparklers at midnight', '    description: Sparklers\n    cover: true'),
      ).problems,
    ).toEqual([expect.stringContaining('2 photos are marked as its cover')]);
  });

  it('a photo is listed twice', () => {
    const twice = goodEnglish.replace(
      '  - file: 10.webp\n',
      '  - file: 01.webp\n    description: Rita again, by the window\n  - file: 10.webp\n',
    );
    expect(album(twice).problems).toEqual([
      `Album rita-nuno: the photo 01.webp is listed twice (content/albums/rita-nuno/index.en.md). Remove one of the two.`,
    ]);
  });

  it.each(['12024-06', '2024-060', '2024-13', '2024-6'])('the month is %s: not YYYY-MM', (date) => {
    expect(album(goodEnglish.replace('date: 2024-06', `date: "${date}"`)).problems).toEqual([
      `Album rita-nuno: the month (date) "${date}" is not right (${en}): write the month as YYYY-MM, e.g. '2025-06'.`,
    ]);
  });

  it.each([
    'quintadaluz.example',
    'see https://quintadaluz.example',
    'https://quintadaluz.example and the menu',
    'ftp://quintadaluz.example',
    'https://quintadaluz.example:menu',
    'https://quintadaluz',
  ])('a credit’s link cannot be followed: %s', (url) => {
    expect(album(goodEnglish.replace('https://quintadaluz.example', url)).problems).toEqual([
      `Album rita-nuno: credit number 1 needs a link starting with https:// (${en}).`,
    ]);
  });

  it('the names are only spaces', () => {
    expect(album(goodEnglish.replace('title: Rita & Nuno', 'title: "   "')).problems).toEqual([
      `Album rita-nuno: the names (title) "   " is not right (${en}): Too small: expected string to have >=1 characters.`,
    ]);
  });

  it('a language’s file is missing, and the other has a problem too: both are named', () => {
    const blank = goodPortuguese.replace('    description: Estrelinhas à meia-noite', "    description: ''");
    expect(album(null, blank).problems).toEqual([
      expect.stringMatching(/^Album rita-nuno: there is no English version/),
      expect.stringContaining(`the photo 10.webp has no Portuguese description (${pt}, Portuguese)`),
    ]);
  });

  it('it has no photos', () => {
    const none = goodEnglish.replace(/photos:\n[^]*?credits:/, 'photos: []\ncredits:');
    expect(album(none, goodPortuguese.replace(/photos:\n[^]*?---/, '---')).problems).toEqual([
      `Album rita-nuno: it has no photos (${en}). Add its photos in the editor.`,
    ]);
  });

  it('a photo has no file', () => {
    const noFile = goodEnglish.replace('  - file: 10.webp\n    description:', '  - description:');
    expect(album(noFile).problems).toEqual([`Album rita-nuno: photo number 3 has no file (${en}).`]);
  });

  it('the place on its gallery page is 0', () => {
    expect(album(goodEnglish.replace('position: 1', 'position: 0')).problems).toEqual([
      `Album rita-nuno: the place on its gallery page (position) "0" is not right (${en}): write a whole number from 1 (1 shows first).`,
    ]);
  });

  it.each(['rita-nuno-', '-rita-nuno', 'rita--nuno', 'Rita-nuno'])(
    'the folder name %s cannot be an address',
    (name) => {
      const root = projectWith({ [`${name}/index.en.md`]: goodEnglish, [`${name}/index.pt.md`]: goodPortuguese });
      expect(readAlbums(root).problems).toEqual([
        expect.stringMatching(new RegExp(`^Album folder content/albums/${name}: its name is the album's address`)),
      ]);
    },
  );

  it('a field is mistyped: a month that is not YYYY-MM, a kind or a role the site does not know', () => {
    const { problems } = album(
      goodEnglish
        .replace('date: 2024-06', 'date: June 2024')
        .replace('kind: weddings', 'kind: wedding')
        .replace('role: florist', 'role: baker'),
    );
    expect(problems).toEqual([
      `Album rita-nuno: the kind (wedding, couple or family) "wedding" is not right (${en}): write one of weddings, couples, family.`,
      `Album rita-nuno: the month (date) "June 2024" is not right (${en}): write the month as YYYY-MM, e.g. '2025-06'.`,
      `Album rita-nuno: credit number 2 needs a role the site knows (${en}).`,
    ]);
  });

  it('a field is missing, or unknown (a typo)', () => {
    const { problems } = album(goodEnglish.replace('date: 2024-06\n', 'dat: 2024-06\n'));
    expect(problems).toEqual([
      `Album rita-nuno: the month (date) is missing (${en}). Write the month as YYYY-MM, e.g. '2025-06'.`,
      `Album rita-nuno: "dat" is not a field of an album (${en}); check its spelling or remove it.`,
    ]);
  });

  it('the summary is longer than search results show', () => {
    const long = 'A'.repeat(SUMMARY_MAX + 1);
    expect(
      album(goodEnglish, goodPortuguese.replace('Um casamento de verão na Quinta da Luz.', long)).problems,
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Album rita-nuno: the summary "A+" is not right \\(${pt}, Portuguese\\): .*${SUMMARY_MAX} characters`,
        ),
      ),
    ]);
  });

  it('the lines between the --- lines cannot be read (a quote left open)', () => {
    const { problems } = album(goodEnglish.replace('title: Rita & Nuno', 'title: "Rita & Nuno'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^Album rita-nuno: content\/albums\/rita-nuno\/index\.en\.md \(English\) cannot be read: .*\. Open it in the editor/,
      ),
    ]);
  });

  it('the Portuguese file holds a field that belongs to the English one', () => {
    expect(album(goodEnglish, goodPortuguese.replace('title:', 'date: 2024-06\ntitle:')).problems).toEqual([
      `Album rita-nuno: "date" is not a field of an album (${pt}, Portuguese); check its spelling or remove it.`,
    ]);
  });

  it('the folder name cannot be an address', () => {
    const root = projectWith({ 'Rita e Nuno/index.en.md': goodEnglish, 'Rita e Nuno/index.pt.md': goodPortuguese });
    expect(readAlbums(root).problems).toEqual([
      expect.stringMatching(/^Album folder content\/albums\/Rita e Nuno: its name is the album's address/),
    ]);
  });
});
