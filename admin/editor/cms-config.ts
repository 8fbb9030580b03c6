/**
 * The editor's configuration (Sveltia CMS, served at /admin/): what the photographer edits, with
 * her labels and hints, and where each field is written. The album's field list is generated from
 * lib/albums/schema.ts, and her settings' from content/site.ts, which the build checks the files
 * against (which fields, which are required and translated, the choices of each list, the patterns
 * and lengths), plus the tables below of what the schema cannot say: her labels, hints and widgets.
 * The two cannot drift.
 */
import type { CmsConfig, Field } from '@sveltia/cms';
import { z } from 'zod';
import { pagesMessages } from '@/content/dictionaries/pages';
import { storyMessages } from '@/content/dictionaries/stories';
import { pagePhotoChoices } from '@/content/page-photo-choices';
import { aboutFile, aboutPage } from '@/content/pages/about';
import { faqFile, faqPage } from '@/content/pages/faq';
import { homeFile, homePage } from '@/content/pages/home';
import { pageFile } from '@/content/pages/page-file';
import { photoshootProcessFile, photoshootProcessPage } from '@/content/pages/photoshoot-process';
import { LINK_EXAMPLE, placeholderList } from '@/content/prose';
import { galleryRoutes, routes } from '@/content/routes';
import { siteSettings } from '@/content/site';
import { albumsCollection, dataCollections, pagesCollection } from '@/content/collections';
import { englishFrontMatter, portugueseFrontMatter, SUMMARY_MAX } from '@/lib/albums/schema';
import { PREVIEW_CONTEXT } from '@/lib/going-live/preview-context';
import { PHOTOS_AT_ONCE, PHOTOS_FIELD_NAME, PHOTOS_FIELD_TYPE, STORED_PHOTO } from '../photos-field/photo-limits';
import { PAGE_PHOTO_FIELD_TYPE } from '../page-photo/picker';
import { ALBUMS_FOLDER } from '../translation/portuguese-file';
import { ALBUM_ENTRY_PATH } from './editor-places';
import { PLAIN_DIGITS } from './plain-digits';

/** What the schema cannot say of a field: how the editor shows it. */
type FieldLook = {
  /** Her label; without one, the schema's title (her settings carry theirs in content/site.ts). */
  label?: string;
  hint?: string;
  /** The editor's widget when the schema's type alone does not choose it (a text box, a custom field). */
  widget?: string;
  /** The labels of a list's choices, by value. */
  choices?: Record<string, string>;
  /** What the editor says when the value does not match the schema's pattern. */
  patternMessage?: string;
  /** How the value is kept in each language, for a field inside a translated list. */
  i18n?: true | false | 'duplicate';
  /** The looks of the fields of an object, or of each item of a list. */
  fields?: Record<string, FieldLook>;
  /** Anything else the editor's widget takes (a default, a summary line, markdown buttons). */
  extra?: Record<string, unknown>;
};

const kindLabels = { weddings: 'Wedding', couples: 'Couple', family: 'Family' } as const satisfies Record<
  (typeof galleryRoutes)[number],
  string
>;

/** Her labels, hints and widgets for each field of an album, in the order she sees them. */
const albumLooks = {
  title: {
    label: 'Names',
    hint: 'The couple’s names (“Rita & Nuno”), or the family’s (“The Ferreira family” / “Família Ferreira”). The address is made from the English names when the album is created.',
  },
  kind: {
    label: 'Kind',
    choices: kindLabels,
    extra: { default: 'weddings' },
    hint: 'The gallery page it shows on. Changing it later changes the story’s address.',
  },
  position: {
    label: 'Order on its gallery page',
    extra: { default: 1 },
    hint: '1 shows first. Albums with the same number show the newest first.',
  },
  heading: {
    label: 'Heading on the gallery page',
    hint: 'Leave empty to show the names. A place reads well for couples and families (“Costa Vicentina”).',
  },
  place: {
    label: 'Place',
    hint: 'Where it was taken, shown under the names and in the page title (“wedding at Quinta da Luz, Tavira”).',
    fields: {
      en: { label: 'In English' },
      pt: { label: 'In Portuguese' },
      at: {
        label: 'English word before it',
        extra: { default: 'at' },
        hint: '“at” a venue (at Quinta da Luz), “in” a town or region (in Aljezur), “on” a coast or island.',
      },
      em: {
        label: 'Portuguese word before it',
        extra: { default: 'na' },
        hint: '“na” a Quinta, Herdade or Praia (na Quinta da Luz), “no” a Monte or Clube, “em” a town or region (em Lagos), “nas”/“nos” for a plural.',
      },
    },
  },
  date: {
    label: 'Month',
    patternMessage: 'Write the month as YYYY-MM, e.g. 2025-06',
    hint: 'The month of the wedding or session, as YYYY-MM (2025-06).',
  },
  summary: {
    label: 'Summary',
    widget: 'text',
    hint: `One sentence for Google and link previews, at most ${SUMMARY_MAX} characters.`,
  },
  [PHOTOS_FIELD_NAME]: {
    label: 'Photos',
    widget: PHOTOS_FIELD_TYPE,
    hint: `Add up to ${PHOTOS_AT_ONCE} at a time, straight from the camera or Lightroom: each is stored at ${STORED_PHOTO.longEdge} px without its location. Choose the cover, and describe each photo in each language (a blind visitor hears it; a Lightroom caption fills in the English one).`,
    // The field checks its photos itself (admin/photos-field/, admin/photos-field/photo-rows.ts),
    // naming each photo; the editor's own "required" would say "This field is required" without a
    // name, and of an album's state before the change the photographer just made.
    extra: { required: false },
    fields: {
      file: { label: 'File', i18n: 'duplicate' },
      description: { label: 'Description', i18n: true, extra: { required: false } },
      cover: { label: 'Cover', i18n: false },
    },
  },
  credits: {
    label: 'Credits',
    extra: { label_singular: 'credit', summary: '{{fields.name}} ({{fields.role}})' },
    fields: {
      role: { label: 'Role', choices: storyMessages.en.roles },
      name: { label: 'Name' },
      url: { label: 'Link', patternMessage: 'Write the whole address, starting with https://' },
    },
  },
} as const satisfies Record<keyof z.infer<typeof englishFrontMatter>, FieldLook>;

/** The story: the Markdown under each file's front matter, written in each language. */
const storyField = {
  name: 'body',
  label: 'Story',
  widget: 'markdown',
  i18n: true,
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  hint: 'The story of the day. Paragraphs are separated by an empty line.',
} as const satisfies Field;

type JsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * What an album's English file may hold, as JSON Schema: the input side, so a field the build fills
 * in when it is left out (an empty list of credits) is not required.
 */
const englishFile = z.toJSONSchema(englishFrontMatter, { io: 'input' });

/** A pattern as the editor reads it (`/source/`), so a pattern holding a slash stays whole. */
const editorPattern = (source: string) => `/${source}/`;

/** The editor's field for one field of the schema, with her look. */
function fieldOf(name: string, schema: JsonSchema, required: boolean, look: FieldLook, i18n: Field['i18n']): Field {
  const base: Record<string, unknown> = {
    name,
    label: look.label ?? schema.title ?? name,
    ...(look.hint ? { hint: look.hint } : {}),
    ...(required ? {} : { required: false }),
    ...(i18n === undefined ? {} : { i18n }),
    ...look.extra,
  };
  const childrenOf = (object: JsonSchema) =>
    Object.entries(object.properties ?? {}).map(([key, child]) => {
      const childLook = look.fields?.[key] ?? {};
      return fieldOf(key, child as JsonSchema, object.required?.includes(key) ?? false, childLook, childLook.i18n);
    });
  if (schema.enum) {
    const values = schema.enum.map(String);
    const options = look.choices ? values.map((value) => ({ value, label: look.choices?.[value] ?? value })) : values;
    return { ...base, widget: 'select', options } as Field;
  }
  switch (schema.type) {
    case 'string':
      return {
        ...base,
        widget: look.widget ?? 'string',
        ...(schema.pattern
          ? { pattern: [editorPattern(schema.pattern), look.patternMessage ?? 'Check the value'] }
          : {}),
        ...(schema.maxLength === undefined ? {} : { maxlength: schema.maxLength }),
      } as Field;
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
      } as Field;
    case 'boolean':
      return { ...base, widget: 'boolean' } as Field;
    case 'object':
      return { ...base, widget: 'object', fields: childrenOf(schema) } as Field;
    case 'array':
      return { ...base, widget: look.widget ?? 'list', fields: childrenOf(schema.items as JsonSchema) } as Field;
    default:
      throw new Error(`The editor has no field for the schema's ${String(schema.type)} (${name})`);
  }
}

/**
 * The fields of an album, in the order she sees them: the English file's, each translated when the
 * Portuguese file holds it too (`i18n: true` fields are written once per language), then the story.
 */
export const albumFields: Field[] = [
  ...Object.entries(englishFile.properties ?? {}).map(([name, schema]) =>
    fieldOf(
      name,
      schema as JsonSchema,
      englishFile.required?.includes(name) ?? false,
      albumLooks[name as keyof typeof albumLooks],
      name in portugueseFrontMatter.shape,
    ),
  ),
  storyField,
];

/** What a price or a delivery time changes, said under each. */
const QUOTED = 'The FAQ, the photoshoot process and the home page quote it, in both languages.';

/** Her hints for her settings, whose labels are the schema's titles (content/site.ts). */
const settingsLooks = {
  name: { hint: 'Shown at the top of every page, in the page titles and in the legal notice.' },
  photographer: { hint: 'As the about page, the home page and the legal notice give it (“Hello, I’m …”).' },
  email: {
    patternMessage: 'Write an e-mail address, like you@example.pt',
    hint: 'Where enquiries go; shown on the contact page and in the legal texts.',
  },
  phone: {
    patternMessage: 'Write the number in digits, with + and the country code if you like',
    hint: 'Optional: leave it empty to give none.',
  },
  address: {
    hint: 'Optional: the legal notice and the privacy policy give it when you fill it in; leave it empty to give none.',
  },
  taxNumber: {
    patternMessage: 'Write the nine digits of your NIF, without spaces',
    hint: 'Optional: the legal notice and the privacy policy give it when you fill it in; leave it empty if you have none.',
  },
  instagram: {
    fields: {
      handle: { hint: 'As visitors see it, like @luzdosul.' },
      url: { patternMessage: 'Write the whole address, starting with https://' },
    },
  },
  facebook: {
    fields: {
      handle: {},
      url: { patternMessage: 'Write the whole address, starting with https://' },
    },
  },
  region: {
    hint: 'Where you work, like “Algarve, Portugal”: search engines are told you serve it, the country after the last comma.',
  },
  since: {
    hint: 'The year you began photographing weddings: the home, about and FAQ pages say “since …”.',
    // A year is written as digits alone: "2016", not "2,016".
    extra: { [PLAIN_DIGITS]: true },
  },
  terms: {
    hint: 'Whole numbers. Every page that states one follows it.',
    fields: {
      deposit: { hint: `The deposit that secures a date and is counted towards the pack. ${QUOTED}` },
      albumsFrom: { hint: `The lowest price of an album. ${QUOTED}` },
      sessionDeliveryWorkingDays: { hint: QUOTED },
      weddingDeliveryDays: { hint: QUOTED },
      rushDeliveryDays: { hint: QUOTED },
    },
  },
} as const satisfies Record<keyof z.infer<typeof siteSettings>, FieldLook>;

/** Her settings as JSON Schema: the input side, so the phone she may leave out is not required. */
const settingsFile = z.toJSONSchema(siteSettings, { io: 'input' });

/** The fields of her settings, in the file's order; the same in both languages (not translated). */
export const settingsFields: Field[] = Object.entries(settingsFile.properties ?? {}).map(([name, schema]) =>
  fieldOf(
    name,
    schema as JsonSchema,
    settingsFile.required?.includes(name) ?? false,
    settingsLooks[name as keyof typeof settingsLooks],
    undefined,
  ),
);

/** The title content/page-photos.ts gives a field. */
const titleOf = (schema: z.ZodType) => (schema.meta() as { title?: string } | undefined)?.title ?? '';

/** One photo chosen from her albums with the picker, never typed; one she may leave empty when the file may. */
const pagePhoto = (name: string, schema: z.ZodType, hint?: string): Field =>
  ({
    name,
    label: titleOf(schema),
    widget: PAGE_PHOTO_FIELD_TYPE,
    ...(schema.safeParse(undefined).success ? { required: false } : {}),
    ...(hint ? { hint } : {}),
  }) as Field;

const { slideshow, portfolio, portrait } = pagePhotoChoices.shape;

/**
 * The fields of the pages' photos (content/page-photos.ts), labelled with its titles: the
 * slideshow a list she adds to, removes from and reorders by dragging, each slide and tile and the
 * about photo chosen from her albums' thumbnails.
 */
export const pagePhotoFields: Field[] = [
  {
    name: 'slideshow',
    label: titleOf(slideshow),
    label_singular: 'slide',
    widget: 'list',
    min: z.toJSONSchema(slideshow).minItems,
    hint: 'In order: the first is the first thing visitors see, so choose a strong landscape photo. Drag a slide to move it.',
    field: pagePhoto('photo', slideshow.element),
  } as Field,
  {
    name: 'portfolio',
    label: titleOf(portfolio),
    widget: 'object',
    required: false,
    hint: 'The cover of each tile of the home page’s portfolio. Upright photos suit the tiles best. A tile left empty shows the cover of the first album of its gallery; a gallery without an album has no tile.',
    fields: Object.entries(portfolio.unwrap().shape).map(([name, schema]) => pagePhoto(name, schema)),
  } as Field,
  pagePhoto('portrait', portrait, 'Beside the introduction of the about page.'),
];
/** How she writes paragraphs, links and her settings' numbers (content/prose.ts), said under each text. */
const PROSE_HINT = `An empty line starts a new paragraph. A link to a page of the site: \`${LINK_EXAMPLE}\` (it opens in the visitor’s language). Numbers and names from Settings, filled in on the page: ${placeholderList
  .split(', ')
  .map((placeholder) => `\`${placeholder}\``)
  .join(', ')}.`;

/** Her labels and hints for the FAQ, whose every field is written in each language. */
const faqLooks = {
  questions: {
    extra: { label_singular: 'question', summary: '{{fields.question}}' },
    hint: 'Add, remove or drag questions; the page numbers them in this order. Give each in both languages.',
    fields: {
      question: { i18n: true, hint: 'Without its number: the page adds it.' },
      answer: { i18n: true, widget: 'text', hint: PROSE_HINT },
    },
  },
} as const satisfies Record<keyof z.infer<typeof faqFile>, FieldLook>;

/** The pages a button may lead to, by their English address. */
const pageAddresses = Object.values(routes).map(({ path }) => path);

/** Her labels and hints for the photoshoot process. */
const photoshootProcessLooks = {
  heading: { hint: 'The title at the top of the page.' },
  intro: { widget: 'text', hint: PROSE_HINT },
  steps: {
    extra: { label_singular: 'step', summary: '{{fields.title}}' },
    hint: 'Add, remove or drag steps; the page numbers them in this order. Give each in both languages.',
    fields: {
      title: { i18n: true, hint: 'Without its number: the page adds it.' },
      text: { i18n: true, widget: 'text', hint: PROSE_HINT },
    },
  },
  closing: { widget: 'text', hint: PROSE_HINT },
  button: {
    fields: {
      label: { label: 'Words on the button', i18n: true },
      page: {
        i18n: true,
        widget: 'select',
        extra: { options: pageAddresses },
        hint: 'The page the button opens, in the visitor’s language.',
      },
    },
  },
} as const satisfies Record<keyof z.infer<typeof photoshootProcessFile>, FieldLook>;

/** Her labels and hints for the about page's words (its photo is chosen elsewhere). */
const aboutLooks = {
  greeting: { hint: 'The line above the text; `{photographer}` is your name from Settings.' },
  text: { widget: 'text', hint: PROSE_HINT },
} as const satisfies Record<keyof z.infer<typeof aboutFile>, FieldLook>;

/** The home page's labels, as the site shows them: her hints name the parts by them. */
const homeLabels = pagesMessages.en.home;

/** Her labels and hints for the home page's words (its photos are chosen in Settings). */
const homeLooks = {
  heading: {
    hint: 'Not shown on the page: the first words search engines and screen readers read of it. `{name}` is your business name from Settings.',
  },
  about: {
    hint: `The card under the slideshow, above its “${homeLabels.about.link}” button.`,
    fields: {
      title: { i18n: true, hint: '`{photographer}` is your name from Settings.' },
      quote: { i18n: true, hint: 'Shown in italics, under the title.' },
      text: { i18n: true, widget: 'text', hint: PROSE_HINT },
    },
  },
  adventure: {
    hint: `The section headed “${homeLabels.adventure.heading}”: your words, your wedding packs and a note under them.`,
    fields: {
      text: { i18n: true, widget: 'text', hint: PROSE_HINT },
      packs: {
        i18n: true,
        extra: { label_singular: 'pack', summary: '{{fields.name}}' },
        hint: 'Add, remove or drag packs; the page shows them in this order. Give each its name and description in both languages.',
        fields: {
          name: { i18n: true },
          // Set once, on the English side: a pack is the same offer in both languages.
          guests: {
            i18n: 'duplicate',
            choices: { upTo50: homeLabels.adventure.upTo50, over150: homeLabels.adventure.over150 },
            hint: 'Chosen on the English side; the Portuguese page follows it.',
          },
          bestSeller: {
            i18n: 'duplicate',
            hint: `Shows the “${homeLabels.adventure.bestSeller}” badge on this pack. Only one pack can have it. Set on the English side; the Portuguese page follows it.`,
          },
          description: { i18n: true, widget: 'text', hint: 'Plain text: a sentence or two on what the pack covers.' },
        },
      },
      note: { i18n: true, widget: 'text', hint: PROSE_HINT },
    },
  },
  process: {
    hint: `The “${homeLabels.process.heading}” block, above its button to the photoshoot process.`,
    fields: { text: { i18n: true, widget: 'text', hint: PROSE_HINT } },
  },
  portfolio: {
    hint: 'Above the tiles of your galleries, one for each gallery that has an album (their photos are in Settings → Photos on your pages).',
    fields: { heading: { i18n: true }, text: { i18n: true } },
  },
  stayConnected: {
    hint: `Under “${homeLabels.stayConnected.heading}”, above your Instagram name.`,
    fields: { text: { i18n: true } },
  },
} as const satisfies Record<keyof z.infer<typeof homeFile>, FieldLook>;

/**
 * The fields of a page she writes in both languages (content/pages/page-file.ts), in the file's
 * order, each written once per language and required in both, so that a missing translation is
 * refused before Save, at the field.
 */
function pageFields(file: z.ZodType, looks: Record<string, FieldLook>): Field[] {
  const json = z.toJSONSchema(file, { io: 'input' });
  return Object.entries(json.properties ?? {}).map(([name, schema]) =>
    fieldOf(name, schema as JsonSchema, json.required?.includes(name) ?? false, looks[name] ?? {}, true),
  );
}

const homeFields = pageFields(homeFile, homeLooks);
const faqFields = pageFields(faqFile, faqLooks);
const photoshootProcessFields = pageFields(photoshootProcessFile, photoshootProcessLooks);
const aboutFields = pageFields(aboutFile, aboutLooks);

/** One testimonial, as content/testimonials.yml holds it (content/testimonials.ts). */
export const testimonialFields = [
  { name: 'couple', label: 'Names', widget: 'string' },
  { name: 'venue', label: 'Venue', widget: 'string', hint: 'Where the wedding or session took place.' },
  {
    name: 'lang',
    label: 'Written in',
    widget: 'select',
    options: [
      { value: 'en', label: 'English' },
      { value: 'pt', label: 'Portuguese' },
    ],
    hint: 'The language of the message, so screen readers pronounce it right. It is shown as written, not translated.',
  },
  {
    name: 'message',
    label: 'Message',
    widget: 'text',
    hint: 'As they wrote it. Paragraphs are separated by an empty line.',
  },
] as const satisfies readonly Field[];

export type CmsConfigOptions = {
  /** The GitHub repository the editor commits to ('owner/name'). */
  repository: string;
  branch: string;
  /** The live site's address, for the editor's "view on site" links. */
  siteUrl: string;
};

export function cmsConfig({ repository, branch, siteUrl }: CmsConfigOptions): CmsConfig {
  return {
    load_config_file: false,
    app_title: 'Luz do Sul · editor',
    logo: { src: '/icon.svg' },
    site_url: siteUrl,
    backend: {
      name: 'github',
      repo: repository,
      branch,
      // A fine-grained token limited to this repository: no server of our own, no OAuth app.
      auth_methods: ['token'],
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}”',
        update: 'Update {{collection}} “{{slug}}”',
        delete: 'Remove {{collection}} “{{slug}}”',
        uploadMedia: 'Add photo “{{path}}”',
        deleteMedia: 'Remove photo “{{path}}”',
      },
      // The workflows post each draft's preview address, and each publish's outcome, as this commit status.
      preview_context: PREVIEW_CONTEXT,
    },
    // The editor needs a folder for files that belong to no album; nothing of the site uses it.
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    // Saving makes a draft (a pull request): its preview address shows the real page before she
    // publishes it (merges it), which deploys the live site.
    publish_mode: 'editorial_workflow',
    media_libraries: {
      default: {
        config: {
          transformations: {
            raster_image: {
              format: 'webp',
              quality: STORED_PHOTO.quality,
              width: STORED_PHOTO.longEdge,
              height: STORED_PHOTO.longEdge,
            },
          },
        },
      },
      stock_assets: false,
    },
    slug: { encoding: 'ascii', clean_accents: true },
    // An optional field left empty is left out of the file, which stays as short as a hand-written one.
    output: { omit_empty_optional_fields: true },
    i18n: { structure: 'multiple_files', locales: ['en', 'pt'], default_locale: 'en' },
    collections: [
      {
        ...albumsCollection.editor,
        label_singular: 'Album',
        // Deleting an album a page shows is refused in its Delete dialog (admin/editor/delete-guard.ts),
        // from the pages' photos as she last saved them; said here too, and the content check names
        // the page that would lose its photo (lib/page-photo-uses.ts).
        description:
          'Weddings, couples and families: each album is a gallery block and a story page. Before you delete an album, choose other photos for your pages if they show one of its photos (Settings → Photos on your pages).',
        folder: ALBUMS_FOLDER,
        path: ALBUM_ENTRY_PATH,
        slug: '{{title}}',
        media_folder: '',
        public_folder: '',
        format: 'frontmatter',
        extension: 'md',
        create: true,
        delete: true,
        i18n: true,
        identifier_field: 'title',
        summary: '{{title}} · {{kind}} · {{date}}',
        sortable_fields: { fields: ['position', 'title', 'date'], default: { field: 'position' } },
        view_groups: { groups: [{ name: 'kind', label: 'Kind', field: 'kind' }] },
        preview_path: 'stories/{{fields.kind}}/{{slug}}',
        fields: [...albumFields],
      },
      {
        name: dataCollections.settings.editor.name,
        label: dataCollections.settings.editor.label,
        description:
          'Your details, prices and delivery times: every page that states one follows it. The photos your home and about pages show.',
        files: [
          {
            ...dataCollections.settings.editor.entry,
            file: dataCollections.settings.file,
            fields: settingsFields,
          },
          {
            ...dataCollections.pagePhotos.editor.entry,
            file: dataCollections.pagePhotos.file,
            fields: pagePhotoFields,
          },
        ],
      },
      {
        ...pagesCollection.editor,
        description:
          'The words of the home page, the FAQ, the photoshoot process and the about page, both languages side by side.',
        i18n: true,
        files: [
          { spec: homePage, fields: homeFields },
          { spec: faqPage, fields: faqFields },
          { spec: photoshootProcessPage, fields: photoshootProcessFields },
          { spec: aboutPage, fields: aboutFields },
        ].map(({ spec, fields }) => ({
          name: spec.name,
          label: pagesCollection.pages[spec.name],
          file: pageFile(spec.name, '{{locale}}'),
          i18n: true,
          fields,
        })),
      },
    ],
    singletons: [
      {
        name: dataCollections.testimonials.editor.name,
        label: dataCollections.testimonials.editor.label,
        file: dataCollections.testimonials.file,
        fields: [
          {
            name: 'testimonials',
            label: 'Testimonials',
            label_singular: 'testimonial',
            hint: 'Each couple’s message, shown on the English and the Portuguese page alike, as they wrote it.',
            widget: 'list',
            summary: '{{fields.couple}} · {{fields.venue}}',
            fields: [...testimonialFields],
          },
        ],
      },
      {
        name: dataCollections.sharing.editor.name,
        label: dataCollections.sharing.editor.label,
        file: dataCollections.sharing.file,
        fields: [
          {
            name: 'album',
            label: 'The cover of this album stands for the site when its address is shared',
            hint: 'On WhatsApp, Facebook and the like. Each story page is shared with its own album’s cover.',
            widget: 'relation',
            collection: albumsCollection.editor.name,
            value_field: '{{slug}}',
            search_fields: ['title'],
            display_fields: ['{{title}} ({{kind}})'],
          },
        ],
      },
    ],
  };
}
