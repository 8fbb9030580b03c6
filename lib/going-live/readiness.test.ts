/** @jest-environment node */
import type { EmailJsIds } from '@/lib/contact/emailjs-settings';
import path from 'node:path';
import { HER_EMAILJS, HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from '@/test-support/her-settings';
import { liveContentFiles } from '@/scripts/ci/live-files';
import { DEMO_NAME, demoAlbums, demoFindings, isDemoTestimonial, type ContentFiles } from './demo';
import { ENQUIRY_TEST_FILE, enquiryTestOf, enquiryTestText } from './enquiry-test';
import { goingLive, type Fix } from './readiness';

const projectRoot = path.join(__dirname, '..', '..');
const HER_SITE = 'https://ritasousa.pt';

/** The content as the project ships it: the demo. */
const shipped = (): ContentFiles => liveContentFiles(projectRoot);

const CONFIRMED = enquiryTestText(HER_ENQUIRY_TEST);

/** A site that is all hers: her settings, one album of her photos, her testimonial, her page photos, a confirmed test enquiry. */
const hers = (): { texts: Map<string, string>; albumFolders: Record<string, string[]> } => ({
  texts: new Map([
    ['content/settings/site.yml', HER_SETTINGS_YAML],
    [
      'content/albums/rita-nuno/index.en.md',
      '---\ntitle: Rita & Nuno\nphotos:\n  - file: IMG_1002.webp\n    description: The first dance\n  - file: IMG_1003.webp\n    description: The cake\n---\nStory.',
    ],
    ['content/albums/rita-nuno/index.pt.md', '---\ntitle: Rita & Nuno\n---\nHistória.'],
    ['content/testimonials.yml', 'testimonials:\n  - couple: Rita & Nuno\n    venue: Quinta da Luz\n    lang: pt\n'],
    [
      'content/settings/page-photos.yml',
      [
        'slideshow:',
        '  - rita-nuno/IMG_1002.webp',
        '  - rita-nuno/IMG_1003.webp',
        'portfolio:',
        '  weddings: rita-nuno/IMG_1002.webp',
        "portrait: 'rita-nuno/IMG_1002.webp'",
      ].join('\n'),
    ],
    [ENQUIRY_TEST_FILE, CONFIRMED],
  ]),
  albumFolders: { 'rita-nuno': ['index.en.md', 'index.pt.md', 'IMG_1002.webp', 'IMG_1003.webp'] },
});

const wordsOf = (content: ContentFiles, siteUrl: string | undefined = HER_SITE) =>
  goingLive({ siteUrl, ...content }).blockers.map((blocker) => blocker.words);

/** An album of painted demo photos only, as the demo ships one. */
function addDemoAlbum(content: ReturnType<typeof hers>, album: string, title: string, extra: string[] = []): void {
  content.texts.set(
    `content/albums/${album}/index.en.md`,
    `---\ntitle: ${title}\nphotos:\n  - file: demo-01.jpg\n    description: Painted\n  - file: demo-02.jpg\n    description: Painted\n---\n`,
  );
  content.albumFolders[album] = ['index.en.md', 'index.pt.md', 'demo-01.jpg', 'demo-02.jpg', ...extra];
}

describe('goingLive', () => {
  it('opens a site that is all hers, at her own address, with her test enquiry confirmed', () => {
    expect(goingLive({ siteUrl: HER_SITE, ...hers() })).toEqual({ open: true, blockers: [] });
  });

  it('keeps the demo the project ships closed, naming each thing of it with how it goes', () => {
    const words = wordsOf(shipped(), 'https://luzdosul.example');
    const about = (text: string) => words.filter((line) => line.includes(text));
    expect(
      about('The site’s own address is the demo’s placeholder, https://luzdosul.example: the set-up gives'),
    ).toHaveLength(1);
    expect(
      about(
        `Your name is still the demo’s, ${DEMO_NAME}: change it in the editor (Settings → Your details and prices).`,
      ),
    ).toHaveLength(1);
    expect(about('Your e-mail address is still the demo’s placeholder, hello@luzdosul.example')).toHaveLength(1);
    expect(about('The demo album “')).toHaveLength(11);
    expect(
      about(
        'The demo album “Emma & James” (content/albums/emma-james) is still there: Take the demo away removes it (the go-live page, /admin/go-live, or npm run own-work).',
      ),
    ).toHaveLength(1);
    expect(about('The home page shows 11 demo photos (emma-james/demo-19.jpg,')).toHaveLength(1);
    expect(
      about(
        'The about page shows a demo photo (ana-joao/demo-11.jpg): Take the demo away removes it (the go-live page, /admin/go-live, or npm run own-work).',
      ),
    ).toHaveLength(1);
    // Taking the demo away needs an album of hers: that comes first, before the demo's albums.
    const noAlbum = words.indexOf('You have no album of your own yet: add one in the editor (Albums → New).');
    expect(noAlbum).toBeGreaterThanOrEqual(0);
    expect(noAlbum).toBeLessThan(words.findIndex((line) => line.startsWith('The demo album')));
    expect(
      about(
        'The Testimonials page still shows the demo’s 8 testimonials, kept while you have none of your own: add a couple’s message of yours in the editor (Testimonials).',
      ),
    ).toHaveLength(1);
    expect(about('No test enquiry is confirmed yet: send yourself a test enquiry from the go-live page')).toHaveLength(
      1,
    );
  });

  it.each<[string, (content: ReturnType<typeof hers>) => void, string]>([
    [
      'an e-mail at .example',
      ({ texts }) => {
        texts.set('content/settings/site.yml', HER_SETTINGS_YAML.replace('ola@ritasousa.pt', 'ola@ritasousa.example'));
        // Her test enquiry went there too: only the placeholder is left to name.
        texts.set(ENQUIRY_TEST_FILE, enquiryTestText({ ...HER_ENQUIRY_TEST, email: 'ola@ritasousa.example' }));
      },
      'Your e-mail address is still the demo’s placeholder, ola@ritasousa.example: change it in the editor (Settings → Your details and prices).',
    ],
    [
      'her e-mail changed since her test enquiry went to the old one',
      ({ texts }) =>
        texts.set('content/settings/site.yml', HER_SETTINGS_YAML.replace('ola@ritasousa.pt', 'rita@sousa.pt')),
      'Your e-mail is rita@sousa.pt now, and your test enquiry went to ola@ritasousa.pt: send yourself a test enquiry from the go-live page (/admin/go-live) and confirm that it arrived with every field filled in.',
    ],
    [
      'a social page at .example',
      ({ texts }) =>
        texts.set(
          'content/settings/site.yml',
          HER_SETTINGS_YAML.replace('facebook.com/ritasousa', 'facebook.com/luzdosul.example'),
        ),
      'Your Facebook page is still the demo’s placeholder, https://www.facebook.com/luzdosul.example: change it in the editor (Settings → Your details and prices).',
    ],
    [
      'the demo’s name',
      ({ texts }) =>
        texts.set(
          'content/settings/site.yml',
          HER_SETTINGS_YAML.replace('photographer: Rita Sousa', `photographer: ${DEMO_NAME}`),
        ),
      `Your name is still the demo’s, ${DEMO_NAME}: change it in the editor (Settings → Your details and prices).`,
    ],
    [
      'the demo’s name in a page of hers',
      ({ texts }) => texts.set('content/pages/about.en.yml', `text: I am ${DEMO_NAME}.\n`),
      `content/pages/about.en.yml still names the demo’s photographer, ${DEMO_NAME}: change it in the editor (Pages → About).`,
    ],
    [
      'a demo album of painted photos only',
      (content) => addDemoAlbum(content, 'emma-james', 'Emma & James'),
      'The demo album “Emma & James” (content/albums/emma-james) is still there: Take the demo away removes it (the go-live page, /admin/go-live, or npm run own-work).',
    ],
    [
      'a demo album whose folder holds a photo of hers',
      (content) => addDemoAlbum(content, 'emma-james', 'Emma & James', ['IMG_2001.webp']),
      'The album “Emma & James” (content/albums/emma-james) still shows 2 painted demo photos beside yours: take them out in the editor (Albums → “Emma & James”).',
    ],
    [
      'an album of hers showing a painted photo beside hers, beside another album of hers',
      ({ texts, albumFolders }) => {
        texts.set('content/albums/joana-rui/index.en.md', texts.get('content/albums/rita-nuno/index.en.md')!);
        albumFolders['joana-rui'] = albumFolders['rita-nuno']!;
        texts.set(
          'content/albums/rita-nuno/index.en.md',
          texts.get('content/albums/rita-nuno/index.en.md')!.replace('IMG_1003.webp', 'demo-02.jpg'),
        );
      },
      'The album “Rita & Nuno” (content/albums/rita-nuno) still shows 1 painted demo photo beside yours: take it out in the editor (Albums → “Rita & Nuno”).',
    ],
    [
      'a demo photo chosen for a page while she has an album',
      ({ texts }) =>
        texts.set(
          'content/settings/page-photos.yml',
          texts
            .get('content/settings/page-photos.yml')!
            .replace('  weddings: rita-nuno/IMG_1002.webp', '  weddings: leonor-miguel/demo-05.jpg'),
        ),
      'The home page shows a demo photo (leonor-miguel/demo-05.jpg): Take the demo away removes it (the go-live page, /admin/go-live, or npm run own-work).',
    ],
    [
      'a demo testimonial beside hers',
      ({ texts }) =>
        texts.set(
          'content/testimonials.yml',
          `${texts.get('content/testimonials.yml')!}  - couple: Hannah & Oliver\n    venue: Quinta do Alecrim Azul\n    lang: en\n`,
        ),
      'The Testimonials page still shows a testimonial of the demo’s: Take the demo away removes it (the go-live page, /admin/go-live, or npm run own-work).',
    ],
    [
      'no confirmed test enquiry',
      ({ texts }) => texts.delete(ENQUIRY_TEST_FILE),
      'No test enquiry is confirmed yet: send yourself a test enquiry from the go-live page (/admin/go-live) and confirm that it arrived with every field filled in.',
    ],
    [
      'a test enquiry record without a date',
      ({ texts }) => texts.set(ENQUIRY_TEST_FILE, CONFIRMED.replace(/confirmedAt: .*/, "confirmedAt: ''")),
      'No test enquiry is confirmed yet: send yourself a test enquiry from the go-live page (/admin/go-live) and confirm that it arrived with every field filled in.',
    ],
  ])('names %s, and only that', (_what, change, words) => {
    const content = hers();
    change(content);
    expect(wordsOf(content)).toEqual([words]);
    expect(goingLive({ siteUrl: HER_SITE, ...content }).open).toBe(false);
  });

  it.each<[string | undefined, string]>([
    [undefined, 'The site’s own address is not set (NEXT_PUBLIC_SITE_URL)'],
    ['  ', 'The site’s own address is not set (NEXT_PUBLIC_SITE_URL)'],
    ['https://luzdosul.example', 'The site’s own address is the demo’s placeholder, https://luzdosul.example'],
    [
      'https://rita-sousa.web.app',
      'The site is at its Hosting address, https://rita-sousa.web.app, and has no domain of yours yet',
    ],
    [
      'https://rita-sousa.firebaseapp.com',
      'The site is at its Hosting address, https://rita-sousa.firebaseapp.com, and has no domain of yours yet',
    ],
    ['not an address', 'The site’s own address, not an address, is not an address'],
  ])('keeps the site closed at the address %p, for the set-up to give it hers', (siteUrl, what) => {
    const { open, blockers } = goingLive({ siteUrl, ...hers() });
    expect(open).toBe(false);
    expect(blockers).toEqual([
      {
        what,
        fix: { by: 'setup' } satisfies Fix,
        words: `${what}: the set-up gives the site your domain once Google sees its DNS records (npm run setup, in Cloud Shell).`,
      },
    ]);
  });

  it('asks first for an album of her own while her only album still shows a demo photo', () => {
    const content = hers();
    content.texts.set(
      'content/albums/rita-nuno/index.en.md',
      content.texts.get('content/albums/rita-nuno/index.en.md')!.replace('IMG_1003.webp', 'demo-02.jpg'),
    );
    expect(wordsOf(content)).toEqual([
      'Every album of yours still shows a demo photo, and taking the demo away needs one that does not: add one in the editor (Albums → New).',
      'The album “Rita & Nuno” (content/albums/rita-nuno) still shows 1 painted demo photo beside yours: take it out in the editor (Albums → “Rita & Nuno”).',
    ]);
  });

  it('opens only while the site is built with the very ids her test enquiry went through', () => {
    const built = (change: Partial<EmailJsIds> = {}) =>
      goingLive({ siteUrl: HER_SITE, emailjs: { ...HER_EMAILJS, ...change }, ...hers() });
    expect(built()).toEqual({ open: true, blockers: [] });
    const other = 'The contact form’s EmailJS ids are not the ones your test enquiry went through';
    for (const change of [{ publicKey: 'public_other' }, { serviceId: '' }, { templateId: 'template_rita2' }])
      expect(built(change).blockers.map((blocker) => blocker.what)).toEqual([other]);
  });

  it('lets in a domain of hers, www or not', () => {
    expect(wordsOf(hers(), 'https://www.ritasousa.pt')).toEqual([]);
    expect(wordsOf(hers(), 'https://ritasousa.web.app.pt')).toEqual([]);
  });

  it('neither requires her postal address and NIF nor refuses hers', () => {
    const content = hers();
    content.texts.set(
      'content/settings/site.yml',
      `${HER_SETTINGS_YAML}address: Rua das Flores 12, 8000-123 Faro\ntaxNumber: '123456789'\n`,
    );
    expect(wordsOf(content)).toEqual([]);
  });
});

describe('the demo, for taking it away', () => {
  it('names each album showing a painted photo, with its counts and whether it can go', () => {
    const albums = demoAlbums(shipped());
    expect(albums).toHaveLength(11);
    expect(albums).toContainEqual({
      album: 'emma-james',
      title: 'Emma & James',
      painted: 25,
      photos: 25,
      removable: true,
    });
    const content = hers();
    content.texts.set(
      'content/albums/rita-nuno/index.en.md',
      content.texts
        .get('content/albums/rita-nuno/index.en.md')!
        .replace('photos:\n', 'photos:\n  - file: demo-02.jpg\n    description: A painted one\n'),
    );
    expect(demoAlbums(content)).toEqual([
      { album: 'rita-nuno', title: 'Rita & Nuno', painted: 1, photos: 3, removable: false },
    ]);
  });

  it('keeps a demo album whose folder holds any file that is not the demo’s', () => {
    const content = hers();
    addDemoAlbum(content, 'emma-james', 'Emma & James', ['notes.txt']);
    expect(demoAlbums(content).map((album) => album.removable)).toEqual([false]);
  });

  it('tells a demo testimonial by its couple and its venue together', () => {
    expect(isDemoTestimonial({ couple: 'Ana & João', venue: 'Herdade da Vinha Velha' })).toBe(true);
    expect(isDemoTestimonial({ couple: 'Ana & João', venue: 'Quinta da Luz' })).toBe(false);
  });

  it('counts the demo’s testimonials and hers', () => {
    const found = demoFindings(shipped()).filter((finding) => finding.kind === 'testimonials');
    expect(found).toEqual([{ kind: 'testimonials', demo: expect.any(Array) as unknown, hers: 0 }]);
  });
});

describe('her test enquiry’s confirmation', () => {
  it('reads back what the go-live page writes', () => {
    const texts = new Map([[ENQUIRY_TEST_FILE, CONFIRMED]]);
    expect(enquiryTestOf(texts)).toEqual(HER_ENQUIRY_TEST);
  });

  it('is none while the file is missing or its date is not one', () => {
    expect(enquiryTestOf(new Map())).toBeUndefined();
    expect(enquiryTestOf(new Map([[ENQUIRY_TEST_FILE, 'confirmedAt: yesterday\n']]))).toBeUndefined();
  });
});
