/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HER_SETTINGS_YAML } from '@/test-support/her-settings';
import {
  contentPlaceholders,
  DEMO_NAME,
  demoAlbums,
  demoLeft,
  isDemoTestimonial,
  livePlaceholders,
} from './live-placeholders';

const projectRoot = path.join(__dirname, '..', '..');

/** The content's files as the project ships them: the demo. */
function shippedFiles(): Map<string, string> {
  return new Map(
    readdirSync(path.join(projectRoot, 'content'), { recursive: true, encoding: 'utf8' })
      .map((file) => `content/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.(ya?ml|md)$/.test(file) || /^content\/pages\/[^/]+\.ts$/.test(file))
      .filter((file) => !file.endsWith('README.md'))
      .map((file) => [file, readFileSync(path.join(projectRoot, file), 'utf8')]),
  );
}

/** A site that is all hers: her settings, one album of her photos, her testimonial, a page showing her photo. */
const hers = (): Map<string, string> =>
  new Map([
    [
      'content/settings/site.yml',
      `# Your details
${HER_SETTINGS_YAML}`,
    ],
    [
      'content/albums/rita-nuno/index.en.md',
      '---\ntitle: Rita & Nuno\nphotos:\n  - file: IMG_1002.webp\n    description: The first dance\n---\nStory.',
    ],
    ['content/testimonials.yml', 'testimonials:\n  - couple: Rita & Nuno\n    venue: Quinta da Luz\n    lang: pt\n'],
    [
      'content/settings/page-photos.yml',
      [
        '# The photos your pages show',
        'slideshow:',
        '  - rita-nuno/IMG_1002.webp',
        '  - rita-nuno/IMG_1003.webp',
        'portfolio:',
        '  weddings: rita-nuno/IMG_1002.webp',
        '  couples: rita-nuno/IMG_1003.webp',
        '  family: rita-nuno/IMG_1003.webp',
        "portrait: 'rita-nuno/IMG_1002.webp'",
      ].join('\n'),
    ],
  ]);

describe('livePlaceholders', () => {
  it('finds nothing on a site that is all hers', () => {
    expect(livePlaceholders({ siteUrl: 'https://ritasousa.pt', files: hers() })).toEqual([]);
  });

  it('refuses the demo the project ships, naming each kind of placeholder in plain words', () => {
    const found = livePlaceholders({ siteUrl: 'https://luzdosul.example', files: shippedFiles() });
    const about = (text: string) => found.filter((line) => line.includes(text));
    expect(about('The site’s own address is the demo’s placeholder, https://luzdosul.example')).toHaveLength(1);
    expect(about(`Your name is still the demo’s, ${DEMO_NAME}`)).toHaveLength(1);
    expect(about('Your e-mail address is still the demo’s placeholder, hello@luzdosul.example')).toHaveLength(1);
    expect(about('Your Instagram page is still the demo’s placeholder')).toHaveLength(1);
    expect(about('Your Facebook page is still the demo’s placeholder')).toHaveLength(1);
    expect(about('The demo album “')).toHaveLength(11);
    expect(
      about('The demo album “Emma & James” (content/albums/emma-james) is still there, with 25 painted demo photos'),
    ).toHaveLength(1);
    expect(about('The home page shows 11 demo photos (emma-james/demo-19.jpg,')).toHaveLength(1);
    expect(
      about(
        'The about page shows a demo photo (ana-joao/demo-11.jpg): choose your own in the editor (Settings → Photos on your pages).',
      ),
    ).toHaveLength(1);
    expect(about('The demo testimonial of ')).toHaveLength(8);
    expect(about('The demo testimonial of Ana & João (Herdade da Vinha Velha)')).toHaveLength(1);
  });

  it.each<[string, (files: Map<string, string>) => void, string]>([
    [
      'an e-mail at .example',
      (files) =>
        files.set(
          'content/settings/site.yml',
          files.get('content/settings/site.yml')!.replace('ola@ritasousa.pt', 'ola@ritasousa.example'),
        ),
      'Your e-mail address is still the demo’s placeholder, ola@ritasousa.example: put yours in Settings → Your details and prices.',
    ],
    [
      'a social page at .example',
      (files) =>
        files.set(
          'content/settings/site.yml',
          files.get('content/settings/site.yml')!.replace('facebook.com/ritasousa', 'facebook.com/luzdosul.example'),
        ),
      'Your Facebook page is still the demo’s placeholder, https://www.facebook.com/luzdosul.example: put yours in Settings → Your details and prices.',
    ],
    [
      'the demo’s name',
      (files) =>
        files.set(
          'content/settings/site.yml',
          files.get('content/settings/site.yml')!.replace('photographer: Rita Sousa', `photographer: ${DEMO_NAME}`),
        ),
      `Your name is still the demo’s, ${DEMO_NAME}: put yours in Settings → Your details and prices.`,
    ],
    [
      'an album still showing a painted photo',
      (files) =>
        files.set(
          'content/albums/rita-nuno/index.en.md',
          files.get('content/albums/rita-nuno/index.en.md')!.replace('IMG_1002.webp', 'demo-02.jpg'),
        ),
      'The demo album “Rita & Nuno” (content/albums/rita-nuno) is still there, with 1 painted demo photo: remove it in the editor (Albums), or replace its photos with yours.',
    ],
    [
      'a page showing a painted photo',
      (files) => files.set('content/pages/home.ts', "slides: [{ album: 'emma-james', file: 'demo-19.jpg' }]"),
      'The home page shows a demo photo (emma-james/demo-19.jpg): choose your own photos (content/pages/home.ts).',
    ],
    [
      'a demo photo chosen for a page, after its album is gone',
      (files) =>
        files.set(
          'content/settings/page-photos.yml',
          files
            .get('content/settings/page-photos.yml')!
            .replace('  couples: rita-nuno/IMG_1003.webp', '  couples: leonor-miguel/demo-05.jpg'),
        ),
      'The home page shows a demo photo (leonor-miguel/demo-05.jpg): choose your own in the editor (Settings → Photos on your pages).',
    ],
    [
      'a demo testimonial among hers',
      (files) =>
        files.set(
          'content/testimonials.yml',
          `${files.get('content/testimonials.yml')!}  - couple: Hannah & Oliver\n    venue: Quinta do Alecrim Azul\n    lang: en\n`,
        ),
      'The demo testimonial of Hannah & Oliver (Quinta do Alecrim Azul) is still on the Testimonials page: remove it in the editor (Testimonials).',
    ],
  ])('names %s', (_what, change, message) => {
    const files = hers();
    change(files);
    expect(livePlaceholders({ siteUrl: 'https://ritasousa.pt', files })).toEqual([message]);
  });

  it('neither requires her postal address and NIF nor refuses hers', () => {
    const files = hers();
    expect(files.get('content/settings/site.yml')).not.toMatch(/^(address|taxNumber):/m);
    files.set(
      'content/settings/site.yml',
      `${files.get('content/settings/site.yml')!}address: Rua das Flores 12, 8000-123 Faro\ntaxNumber: '123456789'\n`,
    );
    expect(livePlaceholders({ siteUrl: 'https://ritasousa.pt', files })).toEqual([]);
  });

  it('names a site address that is not set', () => {
    expect(livePlaceholders({ siteUrl: undefined, files: hers() })).toEqual([
      'The site’s own address is not set: set NEXT_PUBLIC_SITE_URL to it (the repository’s variables on GitHub).',
    ]);
  });
});

describe('demoLeft', () => {
  it('counts what remains of the shipped demo by kind, as her status says it', () => {
    const left = demoLeft({ siteUrl: 'https://luzdosul.example', files: shippedFiles() });
    expect(left).toMatchObject({ name: true, albums: 11, testimonials: 8 });
    expect(left.pagesWithDemoPhotos).toBeGreaterThan(0);
    expect(left.addresses).toBeGreaterThan(0);
  });

  it('counts nothing on a site that is all hers, and one album still showing a painted photo', () => {
    const files = hers();
    expect(demoLeft({ siteUrl: 'https://ritasousa.pt', files })).toEqual({
      name: false,
      albums: 0,
      testimonials: 0,
      pagesWithDemoPhotos: 0,
      addresses: 0,
    });
    files.set(
      'content/albums/rita-nuno/index.en.md',
      files.get('content/albums/rita-nuno/index.en.md')!.replace('IMG_1002.webp', 'demo-02.jpg'),
    );
    expect(demoLeft({ siteUrl: 'https://ritasousa.pt', files })).toMatchObject({ name: false, albums: 1 });
  });
});

describe('what the demo is, for the first day’s step (npm run own-work)', () => {
  it('names each album showing a painted photo, with how many of its photos are painted', () => {
    const shipped = demoAlbums(shippedFiles());
    expect(shipped).toHaveLength(11);
    expect(shipped).toContainEqual({ album: 'emma-james', title: 'Emma & James', painted: 25, photos: 25 });
    const files = hers();
    files.set(
      'content/albums/rita-nuno/index.en.md',
      files
        .get('content/albums/rita-nuno/index.en.md')!
        .replace('photos:\n', 'photos:\n  - file: demo-02.jpg\n    description: A painted one\n'),
    );
    expect(demoAlbums(files)).toEqual([{ album: 'rita-nuno', title: 'Rita & Nuno', painted: 1, photos: 2 }]);
  });

  it('tells a demo testimonial by its couple and its venue together', () => {
    expect(isDemoTestimonial({ couple: 'Ana & João', venue: 'Herdade da Vinha Velha' })).toBe(true);
    expect(isDemoTestimonial({ couple: 'Ana & João', venue: 'Quinta da Luz' })).toBe(false);
  });

  it('names what her content holds of the demo, leaving out the site’s address (a setting on GitHub)', () => {
    const words = contentPlaceholders(shippedFiles()).map((placeholder) => placeholder.words);
    expect(words).toEqual(
      livePlaceholders({ siteUrl: 'https://luzdosul.example', files: shippedFiles() }).filter(
        (line) => !line.startsWith('The site’s own address'),
      ),
    );
    expect(words.length).toBeGreaterThan(20);
  });
});
