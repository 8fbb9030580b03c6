import { isEditorContent, parseNameStatus, suiteFor, type ChangedFile } from './change-set';

const change = (status: string, ...paths: string[]): ChangedFile => ({ status, paths });

describe('suiteFor: the checks a change set needs', () => {
  const cases: Array<[string, ChangedFile[] | null, 'content' | 'full']> = [
    [
      'a new album: its two texts and its photos',
      [
        change('A', 'content/albums/rita-nuno/index.en.md'),
        change('A', 'content/albums/rita-nuno/index.pt.md'),
        change('A', 'content/albums/rita-nuno/IMG_1002.webp'),
        change('A', 'content/albums/rita-nuno/IMG_1003.JPG'),
      ],
      'content',
    ],
    ['a caption corrected', [change('M', 'content/albums/ana-joao/index.pt.md')], 'content'],
    ['a testimonial added', [change('M', 'content/testimonials.yml')], 'content'],
    ['the sharing image chosen', [change('M', 'content/settings/sharing.yml')], 'content'],
    [
      'an album deleted',
      [
        change('D', 'content/albums/ana-joao/index.en.md'),
        change('D', 'content/albums/ana-joao/index.pt.md'),
        change('D', 'content/albums/ana-joao/demo-01.jpg'),
      ],
      'content',
    ],
    [
      'an album renamed',
      [
        change('R100', 'content/albums/ana-joao/index.en.md', 'content/albums/ana-e-joao/index.en.md'),
        change('R097', 'content/albums/ana-joao/IMG_1.webp', 'content/albums/ana-e-joao/IMG_1.webp'),
      ],
      'content',
    ],
    ['a photo replaced (type change)', [change('T', 'content/albums/ana-joao/IMG_1.webp')], 'content'],
    [
      'content plus one script',
      [change('M', 'content/albums/ana-joao/index.en.md'), change('M', 'scripts/photos/build-photos.ts')],
      'full',
    ],
    [
      'a file renamed from outside the content folders into them',
      [change('R100', 'lib/albums/schema.ts', 'content/albums/ana-joao/index.en.md')],
      'full',
    ],
    [
      'a file renamed from the content folders to outside them',
      [change('R100', 'content/testimonials.yml', 'public/testimonials.yml')],
      'full',
    ],
    ['a renamed file outside the content folders', [change('R100', 'lib/old-name.ts', 'lib/new-name.ts')], 'full'],
    ['the workflow file itself', [change('M', '.github/workflows/ci.yml')], 'full'],
    ['the typed content (routes, dictionaries) is code', [change('M', 'content/dictionaries/meta.ts')], 'full'],
    [
      'the albums README is documentation, not what the editor writes',
      [change('M', 'content/albums/README.md')],
      'full',
    ],
    ['a script dropped inside an album folder', [change('A', 'content/albums/ana-joao/evil.ts')], 'full'],
    ['a third language file in an album', [change('A', 'content/albums/ana-joao/index.fr.md')], 'full'],
    ['an album folder that cannot be an address', [change('A', 'content/albums/Ana João/index.en.md')], 'full'],
    ['a nested folder in an album', [change('A', 'content/albums/ana-joao/raw/IMG_1.jpg')], 'full'],
    ['a hidden file in an album', [change('A', 'content/albums/ana-joao/.DS_Store')], 'full'],
    ['the lock file', [change('M', 'package-lock.json')], 'full'],
    ['a status git may add later', [change('X', 'content/testimonials.yml')], 'full'],
    ['unmerged paths', [change('U', 'content/testimonials.yml')], 'full'],
    ['nothing changed', [], 'full'],
    ['the changes could not be listed', null, 'full'],
  ];

  test.each(cases)('%s', (_name, changes, suite) => {
    expect(suiteFor(changes).suite).toBe(suite);
  });

  test('names the first file outside the content in its reason', () => {
    expect(
      suiteFor([change('M', 'content/testimonials.yml'), change('M', 'scripts/photos/build-photos.ts')]).reason,
    ).toBe('scripts/photos/build-photos.ts is not content the editor writes');
  });

  test('counts the content files in its reason', () => {
    expect(suiteFor([change('M', 'content/testimonials.yml')]).reason).toBe(
      'all 1 changed file are content the editor writes',
    );
  });
});

describe('isEditorContent', () => {
  test.each([
    ['content/albums/rita-nuno/index.en.md', true],
    ['content/albums/rita-nuno-1/IMG_1002.webp', true],
    ['content/albums/rita-nuno/photo.tiff', true],
    ['content/settings/sharing.yaml', true],
    ['content/albums/index.en.md', false],
    ['content/site.ts', false],
    ['content/albums/rita-nuno/index.en.md.orig', false],
    ['./content/testimonials.yml', false],
  ])('%s → %s', (path, expected) => {
    expect(isEditorContent(path)).toBe(expected);
  });
});

describe('parseNameStatus', () => {
  test('reads added, deleted and renamed files from NUL-separated output', () => {
    const output = ['A', 'content/a b.md', 'D', 'lib/x.ts', 'R087', 'old/name.ts', 'new/name.ts', ''].join('\0');
    expect(parseNameStatus(output)).toEqual([
      change('A', 'content/a b.md'),
      change('D', 'lib/x.ts'),
      change('R087', 'old/name.ts', 'new/name.ts'),
    ]);
  });

  test('refuses output cut in the middle of a rename', () => {
    expect(() => parseNameStatus(['R100', 'old/name.ts', ''].join('\0'))).toThrow(/R100/);
  });
});
