/** @jest-environment node */
import { z } from 'zod';
import { galleryRoutes } from '@/content/routes';
import { creditRoles } from '@/lib/story-format';
import {
  credit,
  englishFrontMatter,
  englishPrepositions,
  place,
  portugueseFrontMatter,
  portuguesePrepositions,
  SUMMARY_MAX,
} from '@/lib/albums/schema';
import { testimonialEntry } from '@/lib/testimonials';
import { albumFields, cmsConfig, testimonialFields } from './cms-config';
import { PHOTOS_FIELD_TYPE } from './photo-limits';

/*
 * The editor's field list says the same as the schema the build checks (lib/albums/schema.ts):
 * the same fields, the same required ones, the same translated ones, the same choices. A field
 * added to one and not the other fails here, naming it.
 */

type AnyField = {
  name: string;
  required?: boolean;
  i18n?: boolean | string;
  options?: unknown;
  fields?: readonly AnyField[];
};

const fields = albumFields as readonly AnyField[];
const fieldNamed = (name: string) => fields.find((field) => field.name === name);
const isRequired = (schema: z.ZodType) => !schema.safeParse(undefined).success;
const optionValues = (field: AnyField | undefined) =>
  ((field?.options ?? []) as (string | { value: string })[]).map((option) =>
    typeof option === 'string' ? option : option.value,
  );

describe('the editor’s album fields and the build’s schema', () => {
  const english = englishFrontMatter.shape;
  const portuguese = portugueseFrontMatter.shape;

  it('have the same fields: the English file’s, and the story (the Markdown under them)', () => {
    expect(fields.map((field) => field.name).toSorted()).toEqual([...Object.keys(english), 'body'].toSorted());
  });

  it.each(Object.keys(englishFrontMatter.shape))('agree whether %s is required', (name) => {
    const schema = english[name as keyof typeof english];
    expect([name, fieldNamed(name)?.required ?? true]).toEqual([name, isRequired(schema)]);
  });

  it('translate exactly the fields the Portuguese file holds, and the story', () => {
    const translated = fields.filter((field) => field.i18n === true).map((field) => field.name);
    expect(translated.toSorted()).toEqual([...Object.keys(portuguese), 'body'].toSorted());
  });

  it('offer the kinds, prepositions and credit roles the schema accepts', () => {
    expect(optionValues(fieldNamed('kind'))).toEqual([...galleryRoutes]);
    const placeFields = fieldNamed('place')!.fields!;
    expect(placeFields.map((field) => field.name).toSorted()).toEqual(Object.keys(place.shape).toSorted());
    expect(optionValues(placeFields.find((field) => field.name === 'at'))).toEqual([...englishPrepositions]);
    expect(optionValues(placeFields.find((field) => field.name === 'em'))).toEqual([...portuguesePrepositions]);
    const creditFields = fieldNamed('credits')!.fields!;
    expect(creditFields.map((field) => field.name).toSorted()).toEqual(Object.keys(credit.shape).toSorted());
    expect(optionValues(creditFields.find((field) => field.name === 'role'))).toEqual([...creditRoles]);
    expect(creditFields.find((field) => field.name === 'url')?.required).toBe(false);
  });

  it('limit the summary where the schema does, and list the photos with the photos field', () => {
    expect(fieldNamed('summary')).toMatchObject({ maxlength: SUMMARY_MAX });
    expect(fieldNamed('photos')).toMatchObject({ widget: PHOTOS_FIELD_TYPE });
  });
});

describe('the editor’s testimonial fields and the build’s schema', () => {
  it('have the same fields, all required, and the same languages', () => {
    const listed = testimonialFields as readonly AnyField[];
    expect(listed.map((field) => field.name).toSorted()).toEqual(Object.keys(testimonialEntry.shape).toSorted());
    for (const field of listed) expect([field.name, field.required ?? true]).toEqual([field.name, true]);
    expect(optionValues(listed.find((field) => field.name === 'lang'))).toEqual([
      ...testimonialEntry.shape.lang.options,
    ]);
  });
});

describe('cmsConfig', () => {
  const config = cmsConfig({ repository: 'marta/site', branch: 'main', siteUrl: 'https://luzdosul.example' });

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

  it('stores each added photo as a WebP of at most 2400 px, and offers no stock photos (no third party)', () => {
    expect(config.media_libraries).toEqual({
      default: {
        config: { transformations: { raster_image: { format: 'webp', quality: 82, width: 2400, height: 2400 } } },
      },
      stock_assets: false,
    });
  });
});
