/**
 * What of the demo her content still holds, from the text of the content's files, read by the
 * content's two readers: a data file's YAML as content/data-file.ts reads it, an album's front
 * matter as lib/albums/front-matter.ts does. Pure, and working on text: the editor's go-live page
 * runs it in the browser on the files GitHub gives it, the terminal's check and the publishing
 * workflow on a checkout, once its packages are installed.
 *
 * The demo is recognised by what it is made of, not by a list kept beside it:
 * - an address at `.example`, the domain reserved for examples (her e-mail, social accounts and the
 *   site's own address);
 * - the demo's name, Marta Example;
 * - a painted demo photo (demo-NN.jpg, which the editor never writes): an album showing one is a
 *   demo album, a page showing one (content/settings/page-photos.yml) shows the demo;
 * - the demo's testimonials, by couple and venue (declared with the collections: nothing else tells
 *   them apart).
 */
import { DEMO_TESTIMONIALS, ENQUIRY_TEST_FILE, dataCollections } from '../../content/collections';
import { yamlData } from '../../content/data-file';
import { splitFrontMatter } from '../albums/front-matter';

const SETTINGS_FILE = dataCollections.settings.file;
const PAGE_PHOTOS_FILE = dataCollections.pagePhotos.file;
const TESTIMONIALS_FILE = dataCollections.testimonials.file;

export const DEMO_NAME = 'Marta Example';

/**
 * A painted demo photo (scripts/photos/demo-photos.ts): the demo's albums show these, and the
 * editor never writes one (it stores her photos as .webp), so one still shown is the demo's.
 */
export const DEMO_PHOTO_FILE = /^demo-(\d+)\.jpg$/;

/** Whether a testimonial is one the demo ships with: its couple and its venue are both the demo's. */
export const isDemoTestimonial = ({ couple, venue }: { couple: string; venue: string }): boolean =>
  DEMO_TESTIMONIALS.some((demo) => demo.couple === couple && demo.venue === venue);

/** Her e-mail's key in her settings. */
export const EMAIL_KEY = 'email';

/**
 * A host or address at the reserved example domain: hello@luzdosul.example, www.x.example/y, a
 * handle luzdosul.example; not www.example.pt or rita.example.photo, whose domain is another.
 */
const EXAMPLE_ADDRESS = /[\w.@:/-]*\.example(?![\w-]|\.\w)[\w./-]*/g;

/** The settings' fields as she knows them (the editor's labels), by their key in the file. */
const settingWords: Record<string, string> = {
  name: 'business name',
  photographer: 'name',
  email: 'e-mail address',
  phone: 'phone',
  address: 'postal address',
  taxNumber: 'tax number (NIF)',
  'instagram.handle': 'name on Instagram',
  'instagram.url': 'Instagram page',
  'facebook.handle': 'name on Facebook',
  'facebook.url': 'Facebook page',
  region: 'region',
};

/** A data file's data as its parser reads it; none when there is no file or it cannot be read (the build names why). */
function dataOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return yamlData(text);
  } catch {
    return undefined;
  }
}

/** An album's front matter as its parser reads it; none when it cannot be read (the build names why). */
function frontMatterOf(text: string): Record<string, unknown> {
  try {
    const { data } = splitFrontMatter(text);
    return isMapping(data) ? data : {};
  } catch {
    return {};
  }
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a text: a string as it is, a number or a yes/no written out, anything else none. */
const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // YAML reads a timestamp written without quotes as a date.
  return value instanceof Date ? value.toISOString() : undefined;
};

/** Each value a data file's text holds, with its key path ('instagram.url', 'testimonials.0.couple'). */
export function settingValues(text: string | undefined): { key: string; value: string }[] {
  const found: { key: string; value: string }[] = [];
  const visit = (value: unknown, keys: string[]) => {
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...keys, key]);
      return;
    }
    const written = textOf(value);
    if (written !== undefined) found.push({ key: keys.join('.'), value: written });
  };
  const data = dataOf(text);
  if (isMapping(data)) visit(data, []);
  return found;
}

/** The strings a value holds, at any depth. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** Each photo file an album's front matter lists. */
const photosNamed = (data: Record<string, unknown>): string[] =>
  (Array.isArray(data.photos) ? data.photos : []).map((photo: unknown) =>
    isMapping(photo) ? (textOf(photo.file) ?? '') : '',
  );

/** The page each place of content/settings/page-photos.yml is on, by its key in the file. */
const pageOfPlace: Record<string, 'home' | 'about'> = { slideshow: 'home', portfolio: 'home', portrait: 'about' };

/** Each photo content/settings/page-photos.yml chooses ("album/file"), with the page that shows it. */
function pagePhotosChosen(text: string | undefined): { page: 'home' | 'about'; photo: string }[] {
  const data = dataOf(text);
  if (!isMapping(data)) return [];
  return Object.entries(data).flatMap(([place, value]) => {
    const page = pageOfPlace[place];
    return page ? stringsIn(value).map((photo) => ({ page, photo })) : [];
  });
}

/**
 * Whether a file of the project (its path from the project, '/'-separated) is one of the content's
 * text files the checks read: a .yml, .yaml or .md under content/ (what the editor writes), except a
 * README, which explains the files and which the site never shows.
 */
export const isContentText = (file: string): boolean =>
  file.startsWith('content/') && /\.(ya?ml|md)$/.test(file) && file.split('/').at(-1) !== 'README.md';

/** Her e-mail as her settings file says it now (Settings → Your details and prices); empty when it says none. */
export const herEmailOf = (texts: ReadonlyMap<string, string>): string =>
  settingValues(texts.get(SETTINGS_FILE)).find(({ key }) => key === EMAIL_KEY)?.value ?? '';

/** Her content as the checks read it: the text files, and every file of each album's folder. */
export type ContentFiles = {
  /** The content's text files (content/…, .yml and .md), by their path from the project. */
  texts: ReadonlyMap<string, string>;
  /** The names of the files in each album's folder (its texts and its photos), by the folder's name. */
  albumFolders: Readonly<Record<string, readonly string[]>>;
};

/** The names of the files right in each album's folder, by the folder's name, from the project's paths ('/'-separated). */
export function albumFolderListing(paths: Iterable<string>): Record<string, string[]> {
  const albumFolders: Record<string, string[]> = {};
  for (const file of paths) {
    const [, album, name] = /^content\/albums\/([^/]+)\/([^/]+)$/.exec(file) ?? [];
    if (album && name) (albumFolders[album] ??= []).push(name);
  }
  return albumFolders;
}

/** A demo album: one that shows a painted demo photo, with how many of its photos are painted. */
export type DemoAlbum = {
  album: string;
  title: string;
  painted: number;
  photos: number;
  /**
   * Whether taking the demo away removes it: all it shows, and all its folder holds, is the
   * demo's. One that holds a photo of hers stays, for her to take the demo photos out.
   */
  removable: boolean;
};

/** The files a demo album's folder may hold: its two texts and the painted photos. */
const isDemoFolderFile = (file: string) => /^index\.(en|pt)\.md$/.test(file) || DEMO_PHOTO_FILE.test(file);

/** The albums that show a painted demo photo, each with its title, its counts and whether it can go. */
export function demoAlbums({ texts, albumFolders }: ContentFiles): DemoAlbum[] {
  const found: DemoAlbum[] = [];
  for (const [file, text] of texts) {
    const album = /^content\/albums\/([^/]+)\/index\.en\.md$/.exec(file)?.[1];
    if (!album) continue;
    const data = frontMatterOf(text);
    const photos = photosNamed(data);
    const painted = photos.filter((photo) => DEMO_PHOTO_FILE.test(photo)).length;
    if (painted === 0) continue;
    const others = (albumFolders[album] ?? []).filter((name) => !isDemoFolderFile(name));
    found.push({
      album,
      title: textOf(data.title) || album,
      painted,
      photos: photos.length,
      removable: painted === photos.length && others.length === 0,
    });
  }
  return found;
}

/** The testimonials of content/testimonials.yml: each couple and venue, in order. */
function testimonialsWritten(texts: ContentFiles['texts']): { couple: string; venue: string }[] {
  const data = dataOf(texts.get(TESTIMONIALS_FILE));
  const testimonials = isMapping(data) && Array.isArray(data.testimonials) ? (data.testimonials as unknown[]) : [];
  return testimonials
    .filter(isMapping)
    .map((entry) => ({ couple: textOf(entry.couple) ?? '', venue: textOf(entry.venue) ?? '' }));
}

/** What of the demo one of her files still holds, with what it is in her words. */
export type DemoFinding =
  | { kind: 'settings-missing' }
  | { kind: 'name'; setting: string }
  /** `key` is the setting's key in the file ('email', 'instagram.url'), `setting` her word for it. */
  | { kind: 'address'; key: string; setting: string; value: string }
  | { kind: 'name-in-file'; file: string }
  | { kind: 'address-in-file'; file: string; address: string }
  | { kind: 'album'; album: DemoAlbum }
  | { kind: 'page-photos'; page: 'home' | 'about'; photos: string[] }
  | { kind: 'testimonials'; demo: { couple: string; venue: string }[]; hers: number };

/** Everything of the demo her content still holds; [] when it is all hers. */
export function demoFindings(content: ContentFiles): DemoFinding[] {
  const { texts } = content;
  const found: DemoFinding[] = [];

  const settings = texts.get(SETTINGS_FILE);
  if (settings === undefined) found.push({ kind: 'settings-missing' });
  for (const { key, value } of settingValues(settings)) {
    const setting = settingWords[key] ?? key;
    if (value === DEMO_NAME) found.push({ kind: 'name', setting });
    else if (value.match(EXAMPLE_ADDRESS)) found.push({ kind: 'address', key, setting, value });
  }

  const demo = demoAlbums(content);
  for (const album of demo) found.push({ kind: 'album', album });
  const demoFolders = new Set(demo.map(({ album }) => album));

  for (const [file, text] of texts) {
    // Her settings are named field by field above; her test enquiry's record is no page of hers.
    if (file === SETTINGS_FILE || file === ENQUIRY_TEST_FILE) continue;
    const album = /^content\/albums\/([^/]+)\//.exec(file)?.[1];
    if (album && demoFolders.has(album)) continue;
    if (text.includes(DEMO_NAME)) found.push({ kind: 'name-in-file', file });
    if (/\.(ya?ml|md)$/.test(file)) {
      for (const address of new Set(text.match(EXAMPLE_ADDRESS) ?? []))
        found.push({ kind: 'address-in-file', file, address });
    }
  }

  // A demo album may be gone while a page still shows one of its photos: the build then stops too.
  const chosen = pagePhotosChosen(texts.get(PAGE_PHOTOS_FILE)).filter(({ photo }) =>
    DEMO_PHOTO_FILE.test(photo.slice(photo.indexOf('/') + 1)),
  );
  for (const page of [...new Set(chosen.map((photo) => photo.page))])
    found.push({
      kind: 'page-photos',
      page,
      photos: chosen.filter((photo) => photo.page === page).map((photo) => photo.photo),
    });

  const testimonials = testimonialsWritten(texts);
  const demoTestimonials = testimonials.filter(isDemoTestimonial);
  if (demoTestimonials.length > 0)
    found.push({ kind: 'testimonials', demo: demoTestimonials, hers: testimonials.length - demoTestimonials.length });
  return found;
}
