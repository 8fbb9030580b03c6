/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AlbumGroup } from '@/content/albums';
import { assertContent, contentErrors } from './content-errors';

/*
 * What the photographer sees when content/ has something to fix: the build stops with one
 * message per problem, naming the album and the file to fix.
 */

const files = ['01.jpg', '02.jpg', '03.jpg'];

const albumOf = (described: string[], alt = (file: string) => ({ en: `Photo ${file}`, pt: `Fotografia ${file}` })) => ({
  weddings: [
    {
      album: 'rita-nuno',
      title: 'Rita & Nuno',
      place: null,
      images: described.map((file, index) => ({
        id: index + 1,
        album: 'rita-nuno',
        alt: alt(file),
        src: `weddings/rita-nuno/${file}`,
      })),
      left: true,
      first: true,
      family: false,
    } satisfies AlbumGroup,
  ],
  couples: [],
  family: [],
});

const english = (cover: string | null) =>
  `---\ntitle: Rita & Nuno\nsummary: A summer wedding.\ndate: 2024-06\n${cover ? `cover: ${cover}\n` : ''}---\n\nThey met in Lisbon.\n`;
const portuguese = '---\ntitle: Rita & Nuno\nsummary: Um casamento de verão.\n---\n\nConheceram-se em Lisboa.\n';

function projectWith(stories: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const dir = path.join(root, 'content', 'stories', 'weddings');
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(stories)) writeFileSync(path.join(dir, file), text);
  return root;
}

const bothStories = { 'rita-nuno.en.md': english('02.jpg'), 'rita-nuno.pt.md': portuguese };

/** A project with the album rita-nuno: its photo descriptions, its folder's photos, its story files. */
function checkOf({
  described = files,
  inFolder = files,
  stories = bothStories,
  alt,
}: {
  described?: readonly string[];
  inFolder?: readonly string[];
  stories?: Record<string, string>;
  alt?: (file: string) => { en: string; pt: string };
}) {
  return {
    projectRoot: projectWith(stories),
    found: { 'weddings/rita-nuno': inFolder },
    albums: albumOf([...described], alt),
  };
}

describe('the content check', () => {
  it('passes content with nothing to fix', () => {
    expect(contentErrors(checkOf({}))).toEqual([]);
    expect(() => assertContent(checkOf({}))).not.toThrow();
  });

  it.each([
    [
      'a photo without a description',
      { inFolder: [...files, '04.jpg'] },
      /weddings\/rita-nuno.*04\.jpg has no description/,
    ],
    [
      'a description without its photo',
      { described: [...files, '04.jpg'] },
      /weddings\/rita-nuno.*describes 04\.jpg, but content\/photos\/weddings\/rita-nuno\/ has no such photo/,
    ],
    [
      'a story missing a language',
      { stories: { 'rita-nuno.en.md': english('02.jpg') } },
      /weddings\/rita-nuno has no Portuguese story: write content\/stories\/weddings\/rita-nuno\.pt\.md/,
    ],
    [
      'a cover that is not in the folder',
      { stories: { ...bothStories, 'rita-nuno.en.md': english('07.jpg') } },
      /content\/stories\/weddings\/rita-nuno\.en\.md: the cover 07\.jpg is not a photo of the album weddings\/rita-nuno/,
    ],
    [
      'a story without its cover: line',
      { stories: { ...bothStories, 'rita-nuno.en.md': english(null) } },
      /content\/stories\/weddings\/rita-nuno\.en\.md: cover: missing/,
    ],
    [
      'an empty description',
      { alt: (file: string) => ({ en: `Photo ${file}`, pt: file === '02.jpg' ? ' ' : `Fotografia ${file}` }) },
      /weddings\/rita-nuno: the photo 02\.jpg has an empty Portuguese description/,
    ],
  ] as const)('stops at %s with one message naming the album and the file', (_case, content, message) => {
    expect(contentErrors(checkOf(content))).toEqual([expect.stringMatching(message)]);
    expect(() => assertContent(checkOf(content))).toThrow(
      /^The site cannot be built until content\/ is fixed:\n {2}\S[^\n]*$/,
    );
  });

  it('stops at a folder name that cannot be an address', () => {
    const albums = albumOf(files);
    const group = { ...albums.weddings[0]!, album: 'Rita_Nuno' };
    const errors = contentErrors({
      projectRoot: projectWith({ 'Rita_Nuno.en.md': english('02.jpg'), 'Rita_Nuno.pt.md': portuguese }),
      found: { 'weddings/Rita_Nuno': files },
      albums: { ...albums, weddings: [group] },
    });
    expect(errors).toEqual([expect.stringMatching(/^Album weddings\/Rita_Nuno: its folder name .*lowercase/)]);
  });
});
