/**
 * The editor's configuration (Sveltia CMS, served at /admin/): what the photographer edits, with
 * her labels and hints, and where each field is written. Its field list states the same as
 * lib/albums/schema.ts, which the build checks the files against (required, translated, the
 * choices of each list); cms-config.test.ts keeps the two from drifting.
 */
import type { CmsConfig, Field } from '@sveltia/cms';
import { storyMessages } from '@/content/dictionaries/stories';
import { galleryRoutes } from '@/content/routes';
import { SHARING_SETTINGS_FILE } from '@/lib/sharing-settings';
import { TESTIMONIALS_FILE } from '@/lib/testimonials';
import { creditRoles } from '@/lib/story-format';
import { englishPrepositions, portuguesePrepositions, SUMMARY_MAX } from '@/lib/albums/schema';
import { PHOTOS_AT_ONCE, PHOTOS_FIELD_TYPE, STORED_PHOTO } from './photo-limits';

const kindLabels = { weddings: 'Wedding', couples: 'Couple', family: 'Family' } as const satisfies Record<
  (typeof galleryRoutes)[number],
  string
>;

/** The fields of an album, in the order she sees them. `i18n: true` fields are written once per language. */
export const albumFields = [
  {
    name: 'title',
    label: 'Names',
    widget: 'string',
    i18n: true,
    hint: 'The couple’s names (“Rita & Nuno”), or the family’s (“The Ferreira family” / “Família Ferreira”). The address is made from the English names when the album is created.',
  },
  {
    name: 'kind',
    label: 'Kind',
    widget: 'select',
    options: galleryRoutes.map((value) => ({ value, label: kindLabels[value] })),
    default: 'weddings',
    i18n: false,
    hint: 'The gallery page it shows on. Changing it later changes the story’s address.',
  },
  {
    name: 'position',
    label: 'Order on its gallery page',
    widget: 'number',
    value_type: 'int',
    min: 1,
    default: 1,
    i18n: false,
    hint: '1 shows first. Albums with the same number show the newest first.',
  },
  {
    name: 'heading',
    label: 'Heading on the gallery page',
    widget: 'string',
    required: false,
    i18n: false,
    hint: 'Leave empty to show the names. A place reads well for couples and families (“Costa Vicentina”).',
  },
  {
    name: 'place',
    label: 'Place',
    widget: 'object',
    required: false,
    i18n: false,
    hint: 'Where it was taken, shown under the names and in the page title (“wedding at Quinta da Luz, Tavira”).',
    fields: [
      { name: 'en', label: 'In English', widget: 'string' },
      { name: 'pt', label: 'Em português', widget: 'string' },
      {
        name: 'at',
        label: 'English word before it',
        widget: 'select',
        options: [...englishPrepositions],
        default: 'at',
        hint: '“at” a venue (at Quinta da Luz), “in” a town or region (in Aljezur), “on” a coast or island.',
      },
      {
        name: 'em',
        label: 'Palavra portuguesa antes do local',
        widget: 'select',
        options: [...portuguesePrepositions],
        default: 'na',
        hint: '“na” Quinta/Herdade/Praia, “no” Monte/Clube, “em” uma vila ou região (em Lagos), “nas”/“nos” no plural.',
      },
    ],
  },
  {
    name: 'date',
    label: 'Month',
    widget: 'string',
    i18n: false,
    pattern: ['^\\d{4}-(0[1-9]|1[0-2])$', 'Write the month as YYYY-MM, e.g. 2025-06'],
    hint: 'The month of the wedding or session, as YYYY-MM (2025-06).',
  },
  {
    name: 'summary',
    label: 'Summary',
    widget: 'text',
    i18n: true,
    maxlength: SUMMARY_MAX,
    hint: `One sentence for Google and link previews, at most ${SUMMARY_MAX} characters.`,
  },
  {
    name: 'photos',
    label: 'Photos',
    widget: PHOTOS_FIELD_TYPE,
    i18n: false,
    hint: `Add up to ${PHOTOS_AT_ONCE} at a time, straight from the camera or Lightroom: each is stored at ${STORED_PHOTO.longEdge} px without its location. Describe each in both languages (a blind visitor hears it; a Lightroom caption fills in the English one), and choose the cover.`,
  },
  {
    name: 'credits',
    label: 'Credits',
    label_singular: 'credit',
    widget: 'list',
    required: false,
    i18n: false,
    summary: '{{fields.name}} ({{fields.role}})',
    fields: [
      {
        name: 'role',
        label: 'Role',
        widget: 'select',
        options: creditRoles.map((role) => ({ value: role, label: storyMessages.en.roles[role] })),
      },
      { name: 'name', label: 'Name', widget: 'string' },
      {
        name: 'url',
        label: 'Link',
        widget: 'string',
        required: false,
        pattern: ['^https?://', 'Start the link with https://'],
      },
    ],
  },
  {
    name: 'body',
    label: 'Story',
    widget: 'markdown',
    i18n: true,
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
    editor_components: [],
    hint: 'The story of the day. Paragraphs are separated by an empty line.',
  },
] as const satisfies readonly Field[];

/** One testimonial, as content/testimonials.yml holds it (lib/testimonials.ts). */
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
      // The deploy workflow posts each pull request's preview address as this commit status.
      preview_context: 'Deploy preview',
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
        name: 'albums',
        label: 'Albums',
        label_singular: 'Album',
        description: 'Weddings, couples and families: each album is a gallery block and a story page.',
        folder: 'content/albums',
        path: '{{slug}}/index',
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
    ],
    singletons: [
      {
        name: 'testimonials',
        label: 'Testimonials',
        file: TESTIMONIALS_FILE,
        fields: [
          {
            name: 'testimonials',
            label: 'Testimonials',
            label_singular: 'testimonial',
            widget: 'list',
            summary: '{{fields.couple}} · {{fields.venue}}',
            fields: [...testimonialFields],
          },
        ],
      },
      {
        name: 'sharing',
        label: 'Sharing image',
        file: SHARING_SETTINGS_FILE,
        fields: [
          {
            name: 'album',
            label: 'The cover of this album stands for the site when its address is shared',
            widget: 'relation',
            collection: 'albums',
            value_field: '{{slug}}',
            search_fields: ['title'],
            display_fields: ['{{title}} ({{kind}})'],
          },
        ],
      },
    ],
  };
}
