/**
 * Her content's collections, each declared once: its file or folder, its place in the editor (the
 * names and labels admin/editor/cms-config.ts gives it) and the "where" her messages name, and how
 * a problem of its file is worded. What each file holds (its schema) and how it is read are in the
 * readers: content/data-file.ts for the data files, lib/albums/read.ts for the albums' Markdown.
 *
 * Free of packages, and imported by what runs before anything is installed (npm run check:live and
 * the publishing steps, from a sparse checkout that holds this file), so that the build, the
 * editor's configuration, own-work, check:live and the go-live page all name the same files.
 */

/**
 * A collection's place in the editor: the editor's name and label for it, the entry's for a file
 * in it, and the menu it is under when that is not its own label.
 */
type Place = { name: string; label: string; entry?: { name: string; label: string }; menu?: string };

/** How the problems of a data file word it. */
type Words = {
  /** What a key the schema does not know is not: “a setting”. */
  unknownKey: string;
  /** What the whole file should be when it is not a mapping: “list your settings”. */
  whole: string;
  /** What to do when there is no file: “fill in your details”. */
  missing: string;
};

/** A data file she writes in the editor. */
export type DataCollection = { file: string; editor: Place; words: Words };

const settings = { name: 'settings', label: 'Settings' };

/** Her data files, by the name the code gives each. */
export const dataCollections = {
  /** Her details and prices (content/site.ts states them). */
  settings: {
    file: 'content/settings/site.yml',
    editor: { ...settings, entry: { name: 'site', label: 'Your details and prices' } },
    words: { unknownKey: 'a setting', whole: 'list your settings', missing: 'fill in your details' },
  },
  /** The photos her pages show (content/page-photo-choices.ts). */
  pagePhotos: {
    file: 'content/settings/page-photos.yml',
    editor: { ...settings, entry: { name: 'page-photos', label: 'Photos on your pages' } },
    words: {
      unknownKey: 'a place for a photo',
      whole: 'list your pages’ photos',
      missing: 'choose your pages’ photos',
    },
  },
  /** Which album's cover stands for the site when its address is shared (content/sharing.ts). */
  sharing: {
    file: 'content/settings/sharing.yml',
    editor: { name: 'sharing', label: 'Sharing image', menu: 'Settings' },
    words: {
      unknownKey: 'a setting',
      whole: 'name the album whose cover stands for the site',
      missing: 'choose the album whose cover stands for the site',
    },
  },
  /** The couples' messages (content/testimonials.ts). */
  testimonials: {
    file: 'content/testimonials.yml',
    editor: { name: 'testimonials', label: 'Testimonials' },
    words: { unknownKey: 'a field of a testimonial', whole: 'list the testimonials', missing: 'list the testimonials' },
  },
} as const satisfies Record<string, DataCollection>;

/** The pages whose words she writes, one file per language (content/pages/<name>.<language>.yml). */
export const pagesCollection = {
  folder: 'content/pages',
  editor: { name: 'pages', label: 'Pages' },
  /** Each page's entry: its files' name and its label in the editor. */
  pages: {
    home: 'Home',
    faq: 'FAQ',
    'photoshoot-process': 'The photoshoot process',
    about: 'About',
  },
  words: { unknownKey: 'a field of this page', whole: "hold the page's fields" } as Omit<Words, 'missing'>,
} as const;

export type PageName = keyof typeof pagesCollection.pages;

/** Her albums: a folder each, with its two texts (index.en.md, index.pt.md) and its photos. */
export const albumsCollection = {
  folder: 'content/albums',
  editor: { name: 'albums', label: 'Albums' },
} as const;

/**
 * Her confirmation of a test enquiry (lib/going-live/enquiry-test.ts), which the go-live page
 * writes, not the editor: where it went, which may be any address.
 */
export const ENQUIRY_TEST_FILE = 'content/settings/enquiry-test.yml';

/** Where she changes a collection's file, as the editor names it: “Settings → Your details and prices”. */
export const whereOf = ({ label, entry, menu }: Place): string =>
  entry ? `${label} → ${entry.label}` : menu ? `${menu} → ${label}` : label;

/** Where she changes a page's words: “Pages → FAQ”. */
export const pageWhere = (page: PageName): string => `${pagesCollection.editor.label} → ${pagesCollection.pages[page]}`;

/**
 * The testimonials the demo ships with (content/testimonials.yml as the template holds it), by
 * couple and venue: nothing else tells them apart from hers.
 */
export const DEMO_TESTIMONIALS: readonly { couple: string; venue: string }[] = [
  { couple: 'Ana & João', venue: 'Herdade da Vinha Velha' },
  { couple: 'Emma & James', venue: 'Quinta da Figueira Brava' },
  { couple: 'Inês & Tiago', venue: 'Clube da Praia Dourada' },
  { couple: 'Sophie & Lucas', venue: 'Monte da Azinheira' },
  { couple: 'Mariana & Pedro', venue: 'Quinta do Sobreiro' },
  { couple: 'Charlotte & Tom', venue: 'Quinta das Amendoeiras' },
  { couple: 'Hannah & Oliver', venue: 'Quinta do Alecrim Azul' },
  { couple: 'Beatriz & Duarte', venue: 'Quinta da Ribeira Seca' },
];
