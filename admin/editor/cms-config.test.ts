import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { galleryRoutes } from '@/content/routes';
import { creditRoles } from '@/lib/story-format';
import {
  englishFrontMatter,
  englishPrepositions,
  portugueseFrontMatter,
  portuguesePrepositions,
  SUMMARY_MAX,
} from '@/lib/albums/schema';
import { dataCollections } from '@/content/collections';
import { siteSettings } from '@/content/site';
import { testimonialEntry } from '@/content/testimonials';
import { aboutFile } from '@/content/pages/about';
import { faqFile } from '@/content/pages/faq';
import { homeFile } from '@/content/pages/home';
import { pageFile } from '@/content/pages/page-file';
import { photoshootProcessFile } from '@/content/pages/photoshoot-process';
import { albumFields, cmsConfig, pagePhotoFields, settingsFields, testimonialFields } from './cms-config';
import { PAGE_PHOTOS_ENTRY, PAGES_COLLECTION, SETTINGS_COLLECTION, SITE_SETTINGS_ENTRY } from './editor-places';
import { englishProblems, isDescribed } from '../photos-field/photo-rows';
import { PHOTOS_FIELD_TYPE } from '../photos-field/photo-limits';
import { PAGE_PHOTO_FIELD_TYPE } from '../page-photo/picker';
import { PAGE_PHOTOS_FILE, pagePhotoChoices } from '@/content/page-photo-choices';
import { ALBUMS_COLLECTION } from '../translation/portuguese-file';
import { editorWith } from '@/test-support/editor-validation';

const projectRoot = path.join(__dirname, '..', '..');

/*
 * The editor's album fields are generated from the schema the build checks (lib/albums/schema.ts).
 * These tests hold what the generation must keep: the same fields, required and translated alike,
 * the same choices, and one table of values that the build and the editor both accept or both
 * refuse.
 */

type AnyField = {
  name: string;
  widget?: string;
  required?: boolean;
  i18n?: boolean | string;
  options?: unknown;
  maxlength?: number;
  fields?: readonly AnyField[];
};

const fields = albumFields as readonly AnyField[];
const fieldAt = (...names: string[]): AnyField => {
  let list = fields;
  let found: AnyField | undefined;
  for (const name of names) {
    found = list.find((field) => field.name === name);
    list = found?.fields ?? [];
  }
  if (!found) throw new Error(`no field ${names.join('.')}`);
  return found;
};
const optionValues = (field: AnyField) =>
  ((field.options ?? []) as (string | { value: string })[]).map((option) =>
    typeof option === 'string' ? option : option.value,
  );

const schemaAccepts = (schema: z.ZodType, value: string) => schema.safeParse(value).success;

/**
 * One table of values, each marked valid or invalid, fed to the build's schema and to the editor's
 * own check of the same field (its code, as installed, with our configuration loaded): they must
 * agree with the mark, and so with each other.
 */
const sharedValues: [what: string, path: string[], value: string, valid: boolean][] = [
  ['a link with no host', ['credits', 'url'], 'https://', false],
  ['a link with a space', ['credits', 'url'], 'http://a b', false],
  ['an e-mail address as a link', ['credits', 'url'], 'mailto:x@y.pt', false],
  ['a whole link', ['credits', 'url'], 'https://example.com/x', true],
  ['a link with capitals in its host', ['credits', 'url'], 'https://Quinta.Example/x', true],
  ['a link with its scheme in capitals', ['credits', 'url'], 'HTTPS://quinta.example', false],
  ['a month 13', ['date'], '2025-13', false],
  ['a month as YYYY-MM', ['date'], '2025-06', true],
  ['a month in words', ['date'], 'June 2025', false],
  ['a summary of only spaces', ['summary'], '   ', false],
  [`a summary of ${SUMMARY_MAX} characters`, ['summary'], 'a'.repeat(SUMMARY_MAX), true],
  [`a summary of ${SUMMARY_MAX + 1} characters`, ['summary'], 'a'.repeat(SUMMARY_MAX + 1), false],
  ['names of only spaces', ['title'], ' \t ', false],
  ['a photo description of only spaces', ['photos', 'description'], '   ', false],
  ['a photo description', ['photos', 'description'], 'The first dance', true],
];

const schemaFor: Record<string, (value: string) => boolean> = {
  'credits.url': (value) =>
    englishFrontMatter.shape.credits.safeParse([{ role: 'venue', name: 'Quinta', url: value }]).success,
  date: (value) => schemaAccepts(englishFrontMatter.shape.date, value),
  summary: (value) => schemaAccepts(englishFrontMatter.shape.summary, value),
  title: (value) => schemaAccepts(englishFrontMatter.shape.title, value),
  'photos.description': (value) =>
    englishFrontMatter.shape.photos.safeParse([{ file: 'a.webp', description: value, cover: true }]).success,
};

describe('the build’s schema and the editor agree on one table of values', () => {
  let editor: ReturnType<typeof editorWith>;
  beforeAll(() => {
    editor = editorWith(cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://luzdosul.example' }));
  });
  /** Where the editor keeps a field's value: the first item of a list is at its index 0. */
  const keyPathOf = (path: string[]) => (path.length > 1 ? `${path[0]}.0.${path.slice(1).join('.')}` : path[0]!);

  it.each(sharedValues)('%s (%j: %j) is valid: %s', (_what, path, value, valid) => {
    const schema = schemaFor[path.join('.')]!(value);
    // The photos field checks its descriptions itself (admin/photos-field/photo-rows.ts), the other fields by their configuration.
    const editorSays =
      path[0] === 'photos' ? isDescribed(value) : editor.check(ALBUMS_COLLECTION, keyPathOf(path), value).valid;
    expect({ schema, editor: editorSays }).toEqual({ schema: valid, editor: valid });
  });
});

describe('the editor’s album fields, generated from the build’s schema', () => {
  const english = englishFrontMatter.shape;
  const portuguese = portugueseFrontMatter.shape;

  it('are the English file’s fields in its order, then the story (the Markdown under them)', () => {
    expect(fields.map((field) => field.name)).toEqual([...Object.keys(english), 'body']);
  });

  // The photos field checks its photos itself, naming each (admin/photos-field/photo-rows.ts); the others by the editor's `required`.
  const checkedByTheEditor = Object.keys(englishFrontMatter.shape).filter((name) => name !== 'photos');

  it.each(checkedByTheEditor)('agree whether %s is required', (name) => {
    const schema = english[name as keyof typeof english] as z.ZodType;
    expect([name, fieldAt(name).required ?? true]).toEqual([name, !schema.safeParse(undefined).success]);
  });

  it('leave the photos’ checks to the photos field, which refuses an album without photos', () => {
    expect(english.photos.safeParse(undefined).success).toBe(false);
    expect([fieldAt('photos').required, fieldAt('photos', 'description').required]).toEqual([false, false]);
    expect(englishProblems([])).toEqual(['Add the album’s photos.']);
  });

  it('translate exactly the fields the Portuguese file holds, and the story', () => {
    const translated = fields.filter((field) => field.i18n === true).map((field) => field.name);
    expect(translated.toSorted()).toEqual([...Object.keys(portuguese), 'body'].toSorted());
  });

  it('copy each photo’s file name into the Portuguese file, translate its description, keep the cover in English', () => {
    expect(fieldAt('photos')).toMatchObject({ widget: PHOTOS_FIELD_TYPE, i18n: true });
    expect(fieldAt('photos').fields?.map(({ name, i18n }) => [name, i18n])).toEqual([
      ['file', 'duplicate'],
      ['description', true],
      ['cover', false],
    ]);
  });

  it('offer the kinds, prepositions and credit roles the schema accepts', () => {
    expect(optionValues(fieldAt('kind'))).toEqual([...galleryRoutes]);
    expect(optionValues(fieldAt('place', 'at'))).toEqual([...englishPrepositions]);
    expect(optionValues(fieldAt('place', 'em'))).toEqual([...portuguesePrepositions]);
    expect(optionValues(fieldAt('credits', 'role'))).toEqual([...creditRoles]);
    expect(fieldAt('credits', 'url').required).toBe(false);
  });

  it('limit the summary where the schema does, and number the order from 1', () => {
    expect(fieldAt('summary')).toMatchObject({ widget: 'text', maxlength: SUMMARY_MAX });
    expect(fieldAt('position')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
  });
});

describe('the editor’s testimonial fields and the build’s schema', () => {
  it('have the same fields, all required, and the same languages', () => {
    const listed = testimonialFields as readonly AnyField[];
    expect(listed.map((field) => field.name).toSorted()).toEqual(Object.keys(testimonialEntry.shape).toSorted());
    for (const field of listed) expect([field.name, field.required ?? true]).toEqual([field.name, true]);
    expect(optionValues(listed.find((field) => field.name === 'lang')!)).toEqual([
      ...testimonialEntry.shape.lang.options,
    ]);
  });
});

describe('the editor’s settings fields, generated from the build’s schema (content/site.ts)', () => {
  type Labelled = AnyField & { label?: string; value_type?: string; min?: number };
  const settings = settingsFields as readonly Labelled[];
  const settingAt = (...names: string[]): Labelled => {
    let list: readonly Labelled[] = settings;
    let found: Labelled | undefined;
    for (const name of names) {
      found = list.find((field) => field.name === name);
      list = found?.fields ?? [];
    }
    if (!found) throw new Error(`no setting ${names.join('.')}`);
    return found;
  };
  const shape = siteSettings.shape;

  it('are the file’s settings, in its order, labelled in her words, the prices and delivery times whole numbers', () => {
    expect(settings.map((field) => field.name)).toEqual(Object.keys(shape));
    expect(settingAt('terms', 'deposit')).toMatchObject({
      label: 'Deposit (€)',
      widget: 'number',
      value_type: 'int',
      min: 1,
    });
    expect(settingAt('instagram', 'url').label).toBe('Instagram page');
    expect(settings.every((field) => field.i18n === undefined)).toBe(true);
  });

  it.each(Object.keys(shape))('agree whether %s is required', (name) => {
    const schema = shape[name as keyof typeof shape] as z.ZodType;
    expect([name, settingAt(name).required ?? true]).toEqual([name, !schema.safeParse(undefined).success]);
  });

  const values: [what: string, path: string[], value: unknown, valid: boolean][] = [
    ['an e-mail address', ['email'], 'marta@luzdosul.pt', true],
    ['an e-mail without its @', ['email'], 'marta.luzdosul.pt', false],
    ['an e-mail with a space', ['email'], 'marta @luzdosul.pt', false],
    ['an Instagram page', ['instagram', 'url'], 'https://www.instagram.com/luzdosul', true],
    ['an Instagram page without https', ['instagram', 'url'], 'www.instagram.com/luzdosul', false],
    ['a phone with its country code', ['phone'], '+351 912 345 678', true],
    ['a phone in words', ['phone'], 'ring me', false],
    ['a postal address', ['address'], 'Rua das Flores 12, 8000-123 Faro', true],
    ['a NIF of nine digits', ['taxNumber'], '123456789', true],
    ['a NIF of eight digits', ['taxNumber'], '12345678', false],
    ['a NIF with a space', ['taxNumber'], '123 456 789', false],
    ['a deposit of 250 €', ['terms', 'deposit'], 250, true],
    ['a deposit of 0 €', ['terms', 'deposit'], 0, false],
  ];

  let editor: ReturnType<typeof editorWith>;
  beforeAll(() => {
    editor = editorWith(cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://luzdosul.example' }));
  });

  it.each(values)('%s (%j: %j) is valid: %s, to the build and to the editor', (_what, path, value, valid) => {
    const shipped = siteSettings.parse({
      name: 'Luz do Sul',
      photographer: 'Marta',
      email: 'marta@luzdosul.pt',
      instagram: { handle: '@luzdosul', url: 'https://www.instagram.com/luzdosul' },
      facebook: { handle: 'luzdosul', url: 'https://www.facebook.com/luzdosul' },
      region: 'Algarve',
      since: 2016,
      terms: {
        deposit: 200,
        albumsFrom: 200,
        sessionDeliveryWorkingDays: 15,
        weddingDeliveryDays: 60,
        rushDeliveryDays: 5,
      },
    });
    const changed = structuredClone(shipped) as Record<string, unknown>;
    let parent = changed;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    parent[path.at(-1)!] = value;
    const schema = siteSettings.safeParse(changed).success;
    // Her settings are not translated: the editor keeps them under its locale '_default'.
    const editorSays = editor.check(SETTINGS_COLLECTION, path.join('.'), value, '_default', SITE_SETTINGS_ENTRY).valid;
    expect({ schema, editor: editorSays }).toEqual({ schema: valid, editor: valid });
  });
});

describe('the editor’s page photo fields (content/page-photo-choices.ts)', () => {
  const byName = (name: string) => pagePhotoFields.find((field) => field.name === name) as Record<string, unknown>;

  it('are the file’s places, in its order, each photo chosen with the picker, never typed', () => {
    expect(pagePhotoFields.map((field) => field.name)).toEqual(Object.keys(pagePhotoChoices.shape));
    const photos = [
      byName('slideshow').field,
      ...(byName('portfolio').fields as unknown[]),
      byName('portrait'),
    ] as Record<string, unknown>[];
    expect(photos.map((field) => field.widget)).toEqual(Array(5).fill(PAGE_PHOTO_FIELD_TYPE));
    expect(photos.map((field) => field.label)).toEqual([
      'Slide',
      'Weddings tile',
      'Couples tile',
      'Families tile',
      'About page photo',
    ]);
  });

  it('let each portfolio tile, and only a tile, be left empty: the build and the editor alike', () => {
    const editor = editorWith(cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://x.pt' }));
    const shipped = {
      slideshow: ['ana-joao/demo-01.jpg', 'ana-joao/demo-02.jpg'],
      portfolio: { weddings: 'ana-joao/demo-03.jpg', couples: 'ana-joao/demo-04.jpg', family: 'ana-joao/demo-05.jpg' },
      portrait: 'ana-joao/demo-06.jpg',
    };
    const emptied = (path: string[]) => {
      const changed = structuredClone(shipped) as Record<string, unknown>;
      let parent = changed;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      delete parent[path.at(-1)!];
      return {
        build: pagePhotoChoices.safeParse(changed).success,
        editor: editor.check(SETTINGS_COLLECTION, path.join('.'), '', '_default', PAGE_PHOTOS_ENTRY).valid,
      };
    };
    for (const tile of ['weddings', 'couples', 'family'])
      expect([tile, emptied(['portfolio', tile])]).toEqual([tile, { build: true, editor: true }]);
    expect(emptied(['portrait'])).toEqual({ build: false, editor: false });
    expect(emptied(['slideshow', '0'])).toMatchObject({ editor: false });
    expect((byName('portfolio').fields as { required?: boolean }[]).map((field) => field.required)).toEqual([
      false,
      false,
      false,
    ]);
    expect(byName('portrait').required).toBeUndefined();
  });

  it('keep the slideshow a list of at least as many slides as the build asks for', () => {
    expect(byName('slideshow')).toMatchObject({ widget: 'list', label: 'Home page slideshow', min: 2 });
  });

  it('are the Settings entry “Photos on your pages”, written to the file the build reads', () => {
    const config = cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://x.pt' });
    const settings = config.collections?.find((collection) => collection.name === SETTINGS_COLLECTION) as {
      files: { name: string; label: string; file: string }[];
    };
    expect(settings.files.find((file) => file.name === PAGE_PHOTOS_ENTRY)).toMatchObject({
      label: 'Photos on your pages',
      file: PAGE_PHOTOS_FILE,
    });
  });
});

describe('the editor’s Pages, generated from the build’s schemas (content/pages/)', () => {
  type PageEntry = { name: string; label: string; file: string; i18n: boolean; fields: AnyField[] };
  let pages: { i18n: boolean; files: PageEntry[] };
  // Made in each test, not once for the file: a mutant of cmsConfig() is then judged by the tests
  // that read what it made (Stryker ties what runs outside a test to none).
  beforeEach(() => {
    const config = cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://luzdosul.example' });
    pages = config.collections?.find((collection) => collection.name === PAGES_COLLECTION) as unknown as typeof pages;
  });
  const schemas = { home: homeFile, faq: faqFile, 'photoshoot-process': photoshootProcessFile, about: aboutFile };
  /** What is set once, on the English side, and copied to the Portuguese: a pack's guests and best seller. */
  const setOnce = ['guests', 'bestSeller'];
  /** Every field of a list, its fields’ fields included. */
  const everyField = (list: readonly AnyField[]): AnyField[] =>
    list.flatMap((field) => [field, ...everyField(field.fields ?? [])]);

  it('write each page to the files the site reads, one per language side by side', () => {
    expect(pages.i18n).toBe(true);
    expect(pages.files.map(({ name, label }) => [name, label])).toEqual([
      ['home', 'Home'],
      ['faq', 'FAQ'],
      ['photoshoot-process', 'The photoshoot process'],
      ['about', 'About'],
    ]);
    for (const { name, file, i18n } of pages.files) {
      expect(i18n).toBe(true);
      expect(file.replace('{{locale}}', 'pt')).toBe(pageFile(name, 'pt'));
    }
  });

  it.each(Object.entries(schemas))(
    'offer the fields of %s’s schema, each written (or set once) and required in both languages',
    (name, schema) => {
      const entry = pages.files.find((file) => file.name === name)!;
      expect(entry.fields.map((field) => field.name)).toEqual(Object.keys(schema.shape));
      for (const field of everyField(entry.fields)) {
        expect({ field: field.name, i18n: field.i18n, required: field.required }).toEqual({
          field: field.name,
          i18n: setOnce.includes(field.name) ? 'duplicate' : true,
          required: undefined,
        });
      }
    },
  );

  describe('a wedding pack of the home page', () => {
    let editor: ReturnType<typeof editorWith>;
    beforeAll(() => {
      editor = editorWith(cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://luzdosul.example' }));
    });
    const pack = (field: string, value: unknown, locale = 'en') =>
      editor.check(PAGES_COLLECTION, `adventure.packs.0.${field}`, value, locale, 'home');

    it('is a list she adds to, removes from and drags, each pack named by its name', () => {
      const adventure = pages.files.find((file) => file.name === 'home')!.fields.find((f) => f.name === 'adventure')!;
      expect(adventure.fields?.find((field) => field.name === 'packs')).toMatchObject({
        widget: 'list',
        label: 'Wedding packs',
        label_singular: 'pack',
        summary: '{{fields.name}}',
      });
    });

    it('offers the guests by the words the page shows, and the best seller as a toggle', () => {
      const packs = everyField(pages.files.find((file) => file.name === 'home')!.fields);
      expect(packs.find((field) => field.name === 'guests')).toMatchObject({
        widget: 'select',
        options: [
          { value: 'upTo50', label: 'Up to 50 wedding guests' },
          { value: 'over150', label: '+150 wedding guests' },
        ],
      });
      expect(packs.find((field) => field.name === 'bestSeller')).toMatchObject({
        widget: 'boolean',
        label: 'Best seller',
      });
    });

    it.each(['en', 'pt'])('is refused before Save without its name in %s', (locale) => {
      expect(pack('name', '', locale).valueMissing).toBe(true);
      expect(pack('name', 'Elopement', locale).valid).toBe(true);
    });

    it('may be no best seller: the toggle off is a value', () => {
      expect(pack('bestSeller', false).valid).toBe(true);
    });
  });

  describe('an answer of the FAQ', () => {
    let editor: ReturnType<typeof editorWith>;
    beforeAll(() => {
      editor = editorWith(cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://luzdosul.example' }));
    });

    it.each(['en', 'pt'])('is refused before Save when it is missing in %s', (locale) => {
      const answer = (value: string) => editor.check(PAGES_COLLECTION, 'questions.0.answer', value, locale, 'faq');
      expect(answer('').valueMissing).toBe(true);
      expect(answer('Gladly. Tell me about it on the [contact page](/contact).').valid).toBe(true);
    });
  });
});

describe('cmsConfig', () => {
  let config: ReturnType<typeof cmsConfig>;
  // Made in each test, as above.
  beforeEach(() => {
    config = cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://luzdosul.example' });
  });

  it('commits to the repository by a token only (no server of ours), drafts as pull requests', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'marta/site',
      branch: 'main',
      auth_methods: ['token'],
    });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('writes one file per language into each album’s own folder, its photos beside them', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'pt'], default_locale: 'en' });
    expect(config.collections?.[0]).toMatchObject({
      folder: 'content/albums',
      path: '{{slug}}/index',
      media_folder: '',
      public_folder: '',
      format: 'frontmatter',
    });
  });

  it('writes files that hold no comment, which it would drop on her first save', () => {
    // What a comment would say belongs in a field's hint, the schema's words or her guide. A line
    // starting with # is a comment: her texts' lines are indented under their field.
    const entries = [...(config.collections ?? []), ...(config.singletons ?? [])].flatMap((entry) => [
      entry,
      ...('files' in entry && Array.isArray(entry.files) ? entry.files : []),
    ]) as { file?: string }[];
    const files = entries
      .flatMap(({ file }) => (file ? ['en', 'pt'].map((locale) => file.replace('{{locale}}', locale)) : []))
      .filter((file, index, all) => all.indexOf(file) === index);
    expect(files).toEqual(
      expect.arrayContaining([dataCollections.settings.file, PAGE_PHOTOS_FILE, 'content/pages/faq.pt.yml']),
    );
    const commented = files.filter((file) => /^#/m.test(readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(commented).toEqual([]);
  });

  it('stores each added photo as a WebP of at most 2400 px, and offers no stock photos (no third party)', () => {
    expect(config.media_libraries).toEqual({
      default: {
        config: { transformations: { raster_image: { format: 'webp', quality: 82, width: 2400, height: 2400 } } },
      },
      stock_assets: false,
    });
  });
});
