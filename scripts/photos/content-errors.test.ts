/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectWithAlbumFiles as projectWith } from '@/test-support/temporary-folders';
import { assertContent, contentErrors } from './content-errors';

/*
 * What the photographer sees when content/albums/ has something to fix: the build stops with one
 * message per problem, naming the album, the file and the language (each kind of problem is
 * covered in lib/albums/read.test.ts; this is the check that runs before every build).
 */

const english = [
  '---',
  'title: Rita & Nuno',
  'kind: weddings',
  'position: 1',
  'date: 2024-06',
  'summary: A summer wedding.',
  'photos:',
  '  - file: 01.webp',
  '    description: Rita laughing',
  '    cover: true',
  '  - file: 02.webp',
  '    description: The first dance',
  '---',
  '',
  'They met in Lisbon.',
  '',
].join('\n');
const portuguese = [
  '---',
  'title: Rita & Nuno',
  'summary: Um casamento de verão.',
  'photos:',
  '  - file: 01.webp',
  '    description: A Rita a rir',
  '  - file: 02.webp',
  '    description: A primeira dança',
  '---',
  '',
  'Conheceram-se em Lisboa.',
  '',
].join('\n');

describe('the content check', () => {
  const good = { 'rita-nuno/index.en.md': english, 'rita-nuno/index.pt.md': portuguese };

  it('passes content with nothing to fix', () => {
    const check = { projectRoot: projectWith(good), found: { 'rita-nuno': ['01.webp', '02.webp'] } };
    expect(contentErrors(check)).toEqual([]);
    expect(() => assertContent(check)).not.toThrow();
  });

  it('stops when content/albums/ holds no album, saying where to add one', () => {
    const check = { projectRoot: projectWith({}), found: {} };
    expect(contentErrors(check)).toEqual([
      'content/albums/ holds no album: the site shows your work in its galleries. Add one in the editor (Albums → New).',
    ]);
  });

  it('stops at a photo its folder lacks, the cover among them, naming the album and the file', () => {
    const check = { projectRoot: projectWith(good), found: { 'rita-nuno': ['02.webp'] } };
    expect(contentErrors(check)).toEqual([
      expect.stringMatching(
        /^Album rita-nuno: it shows the photo 01\.webp, but content\/albums\/rita-nuno\/ has no such file/,
      ),
    ]);
  });

  it('gives every message at once, one per line, each naming the album, the file and the language', () => {
    const check = {
      projectRoot: projectWith({
        'rita-nuno/index.en.md': english,
        'rita-nuno/index.pt.md': portuguese.replace('    description: A Rita a rir\n', ''),
        'ines-tiago/index.en.md': english,
        'ines-tiago/index.pt.md': portuguese,
        'sofia-rui/index.en.md': english,
      }),
      found: { 'rita-nuno': ['01.webp', '02.webp'], 'ines-tiago': ['02.webp'] },
    };
    expect(() => assertContent(check)).toThrow(
      new RegExp(
        [
          '^The site cannot be built until content/albums/ \\(or the pages’ photos\\) is fixed:',
          '  Album rita-nuno: the photo 01\\.webp has no Portuguese description \\(content/albums/rita-nuno/index\\.pt\\.md, Portuguese\\)[^\\n]*',
          '  Album sofia-rui: there is no Portuguese version \\(content/albums/sofia-rui/index\\.pt\\.md is missing\\)[^\\n]*',
          '  Album ines-tiago: it shows the photo 01\\.webp, but content/albums/ines-tiago/ has no such file[^\\n]*$',
        ].join('\\n'),
      ),
    );
  });

  it('stops at a photo a page shows that its album no longer holds, naming the file, the page and the photo', () => {
    const projectRoot = projectWith(good);
    mkdirSync(path.join(projectRoot, 'content', 'settings'), { recursive: true });
    writeFileSync(
      path.join(projectRoot, 'content', 'settings', 'page-photos.yml'),
      [
        'slideshow: [rita-nuno/01.webp, rita-nuno/03.webp]',
        'portfolio: { weddings: rita-nuno/01.webp, couples: rita-nuno/02.webp, family: rita-nuno/02.webp }',
        'portrait: rita-nuno/01.webp',
      ].join('\n'),
    );
    expect(contentErrors({ projectRoot, found: { 'rita-nuno': ['01.webp', '02.webp'] } })).toEqual([
      'content/settings/page-photos.yml: the home page’s slideshow (slide 2) shows 03.webp, which is no longer in the album “Rita & Nuno” (rita-nuno): choose another photo (Settings → Photos on your pages), or put the photo back in the album.',
    ]);
  });
});
