/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_TESTIMONIALS, dataCollections } from '@/content/collections';
import { yamlData } from '@/content/data-file';
import { editorYamlText } from '@/content/editor-format';
import { HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from '@/test-support/her-settings';
import { splitFrontMatter } from '@/lib/albums/front-matter';
import { liveContentFiles } from '@/scripts/ci/live-files';
import {
  DEMO_PHOTO_FILE,
  demoAlbums,
  demoFindings,
  herEmailOf,
  isContentText,
  isDemoTestimonial,
  settingValues,
} from './demo';
import { ENQUIRY_TEST_FILE, enquiryTestOf, enquiryTestText } from './enquiry-test';

const projectRoot = path.join(__dirname, '..', '..');

describe('the content files the checks read', () => {
  it.each([
    ['content/settings/site.yml', true],
    ['content/settings/sharing.yaml', true],
    ['content/albums/rita-nuno/index.en.md', true],
    ['content/albums/rita-nuno/index.pt.md', true],
    ['content/pages/faq.en.yml', true],
    ['content/pages/faq.ts', false],
    ['content/README.md', false],
    ['content/albums/README.md', false],
    ['content/pages/faq.test.ts', false],
    ['content/albums/rita-nuno/IMG_1002.webp', false],
    ['content/site.ts', false],
    ['docs/photographer-guide.md', false],
    ['README.md', false],
  ])('%s: %s', (file, read) => {
    expect(isContentText(file)).toBe(read);
  });
});

/** Values that the editor writes quoted, or that a plain reading would cut. */
const awkward = [
  'Rita Sousa #fotografia',
  'Atelier Rita: casamentos',
  "Rita's #1 studio",
  "o'neill@ritasousa.pt",
  'Say "sim" #2',
  'Rita "Ri" O\'Neill: photos',
  'C:\\fotos #1',
  "It's C:\\fotos #1",
  '@ritasousa',
  'https://ritasousa.pt/#contacto',
  "'quoted'",
];

describe('what the checks read of her files', () => {
  it.each(awkward)('reads a setting the editor saved as %s as she wrote it', (value) => {
    const url = 'https://www.instagram.com/rita';
    expect(settingValues(editorYamlText({ name: value, instagram: { handle: value, url } }))).toEqual([
      { key: 'name', value },
      { key: 'instagram.handle', value },
      { key: 'instagram.url', value: url },
    ]);
  });

  it.each([
    ['a comment after a plain value', "phone: +351 912 345 678 # the studio's\n", '+351 912 345 678'],
    ['a comment after a quoted value', "phone: '+351 912 # 345' # the studio's\n", '+351 912 # 345'],
    ['a block scalar', 'phone: |-\n  +351 912 345 678\n  +351 289 000 000\n', '+351 912 345 678\n+351 289 000 000'],
    ['a folded scalar', 'phone: >-\n  +351 912\n  345 678\n', '+351 912 345 678'],
    ['a value on the next line', 'phone:\n  +351 912 345 678\n', '+351 912 345 678'],
    ['a number', 'phone: 912345678\n', '912345678'],
  ])('reads %s as YAML does', (_, text, value) => {
    expect(settingValues(text)).toEqual([{ key: 'phone', value }]);
  });

  it('reads back a confirmation whose time is written without quotes', () => {
    const text = enquiryTestText(HER_ENQUIRY_TEST).replace(/^confirmedAt: '(.*)'$/m, 'confirmedAt: $1');
    expect(text).toMatch(/^confirmedAt: 2026/m);
    expect(enquiryTestOf(new Map([[ENQUIRY_TEST_FILE, text]]))).toEqual(HER_ENQUIRY_TEST);
  });

  it('reads her e-mail from her settings, and none from a file that cannot be read', () => {
    expect(herEmailOf(new Map([[dataCollections.settings.file, HER_SETTINGS_YAML]]))).toBe('ola@ritasousa.pt');
    expect(herEmailOf(new Map([[dataCollections.settings.file, 'email: [ola@ritasousa.pt\n']]))).toBe('');
  });

  it.each(awkward)('reads back a test enquiry to %s as the data files’ parser does', (email) => {
    const text = enquiryTestText({ ...HER_ENQUIRY_TEST, email });
    const { emailjs, ...confirmation } = yamlData(text) as Record<string, unknown> & { emailjs: object };
    expect(enquiryTestOf(new Map([[ENQUIRY_TEST_FILE, text]]))).toEqual({ ...confirmation, ...emailjs });
  });

  it.each([
    [
      'the testimonials the project holds',
      readFileSync(path.join(projectRoot, dataCollections.testimonials.file), 'utf8'),
    ],
    [
      'the demo’s testimonials and hers, saved by the editor',
      editorYamlText({
        testimonials: [
          ...DEMO_TESTIMONIALS.map((demo) => ({ ...demo, lang: 'en', message: 'venue: not this one' })),
          ...awkward.map((couple) => ({ couple, venue: 'Quinta da Luz', lang: 'pt', message: 'Obrigada.' })),
        ],
      }),
    ],
  ])('tells the demo’s testimonials from hers in %s as the data files’ parser reads them', (_, text) => {
    const { testimonials } = yamlData(text) as { testimonials: { couple: string; venue: string }[] };
    const demo = testimonials.filter(isDemoTestimonial).map(({ couple, venue }) => ({ couple, venue }));
    const found = demoFindings({ texts: new Map([[dataCollections.testimonials.file, text]]), albumFolders: {} });
    expect(found.filter((finding) => finding.kind === 'testimonials')).toEqual(
      demo.length > 0 ? [{ kind: 'testimonials', demo, hers: testimonials.length - demo.length }] : [],
    );
  });
});

describe('what the checks read of her albums', () => {
  /** An album's English text as the editor saves it. */
  const albumText = (title: string, photos: { file: string; description: string }[]) =>
    `---\n${editorYamlText({ title, kind: 'weddings', photos })}---\n\nTheir story.\n`;
  const demoPhotos = ['demo-01.jpg', 'demo-02.jpg'].map((file) => ({
    file,
    description: 'Painted: file: demo-09.jpg',
  }));

  it.each(
    (
      [
        ...liveContentFiles(projectRoot).texts,
        ['content/albums/rita-nuno/index.en.md', albumText('Rita & Nuno: o dia', demoPhotos)],
        [
          'content/albums/joana-rui/index.en.md',
          "---\ntitle: 'Joana & Rui'\nphotos:\n  - file: 'demo-01.jpg'\n  - file: \"demo-02.jpg\" # quoted by hand\n---\n",
        ],
        [
          'content/albums/familia-lopes/index.en.md',
          albumText("Rita & Nuno's day #1", [...demoPhotos, { file: 'IMG 1002.webp', description: 'Hers' }]),
        ],
      ] as [string, string][]
    ).filter(([file]) => file.endsWith('/index.en.md')),
  )('counts the painted photos of %s as the data files’ parser reads them', (file, text) => {
    const album = /^content\/albums\/([^/]+)\//.exec(file)![1]!;
    const { data } = splitFrontMatter(text);
    const { title, photos } = data as { title: string; photos: { file: string }[] };
    const painted = photos.filter((photo) => DEMO_PHOTO_FILE.test(photo.file)).length;
    const folder = ['index.en.md', 'index.pt.md', ...photos.map((photo) => photo.file)];
    expect(demoAlbums({ texts: new Map([[file, text]]), albumFolders: { [album]: folder } })).toEqual(
      painted > 0 ? [{ album, title, painted, photos: photos.length, removable: painted === photos.length }] : [],
    );
  });
});

describe('what the checks read of her pages’ photos', () => {
  it.each([
    [
      'the page photos the project holds',
      readFileSync(path.join(projectRoot, dataCollections.pagePhotos.file), 'utf8'),
    ],
    [
      'demo photos beside hers, saved by the editor',
      editorYamlText({
        slideshow: ['rita-nuno/IMG #1.webp', 'emma-james/demo-19.jpg', 'rita-nuno/@2.webp'],
        portfolio: { weddings: 'emma-james/demo-08.jpg', family: 'rita-nuno/IMG_3.webp' },
        portrait: 'rita-nuno/IMG_4.webp',
      }),
    ],
  ])('names the demo photos of %s as the data files’ parser reads them', (_, text) => {
    const {
      slideshow,
      portfolio = {},
      portrait,
    } = yamlData(text) as {
      slideshow: string[];
      portfolio?: Record<string, string>;
      portrait: string;
    };
    const demo = (photos: string[]) => photos.filter((photo) => DEMO_PHOTO_FILE.test(photo.split('/')[1]!));
    const expected = [
      { kind: 'page-photos', page: 'home', photos: demo([...slideshow, ...Object.values(portfolio)]) },
      { kind: 'page-photos', page: 'about', photos: demo([portrait]) },
    ].filter(({ photos }) => photos.length > 0);
    const found = demoFindings({ texts: new Map([[dataCollections.pagePhotos.file, text]]), albumFolders: {} });
    expect(found.filter((finding) => finding.kind === 'page-photos')).toEqual(expected);
  });
});
