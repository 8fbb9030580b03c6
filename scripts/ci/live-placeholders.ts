/**
 * What of the demo would go live: the placeholders `npm run check:live` names, each in plain
 * words, from the text of the content's files. Pure, and free of packages (no YAML parser): the
 * live job runs it on a sparse checkout before it installs anything.
 *
 * The demo is recognised by what it is made of, not by a list kept beside it:
 * - an address at `.example`, the domain reserved for examples (her e-mail, social accounts and the
 *   site's own address);
 * - the demo's name, Marta Example;
 * - a painted demo photo (demo-NN.jpg, which the editor never writes): an album showing one is a
 *   demo album, a page showing one (content/settings/page-photos.yml) shows the demo;
 * - the demo's testimonials, by couple and venue (listed below: nothing else tells them apart).
 */
import { DEMO_PHOTO_FILE } from '../photos/photo-files';
import type { DemoLeft } from './preview-status';

export const DEMO_NAME = 'Marta Example';

/** The testimonials the demo ships with (content/testimonials.yml), by couple and venue. */
const DEMO_TESTIMONIALS: readonly { couple: string; venue: string }[] = [
  { couple: 'Ana & João', venue: 'Herdade da Vinha Velha' },
  { couple: 'Emma & James', venue: 'Quinta da Figueira Brava' },
  { couple: 'Inês & Tiago', venue: 'Clube da Praia Dourada' },
  { couple: 'Sophie & Lucas', venue: 'Monte da Azinheira' },
  { couple: 'Mariana & Pedro', venue: 'Quinta do Sobreiro' },
  { couple: 'Charlotte & Tom', venue: 'Quinta das Amendoeiras' },
  { couple: 'Hannah & Oliver', venue: 'Quinta do Alecrim Azul' },
  { couple: 'Beatriz & Duarte', venue: 'Quinta da Ribeira Seca' },
];

/** Whether a testimonial is one the demo ships with: its couple and its venue are both the demo's. */
export const isDemoTestimonial = ({ couple, venue }: { couple: string; venue: string }): boolean =>
  DEMO_TESTIMONIALS.some((demo) => demo.couple === couple && demo.venue === venue);

const SETTINGS_FILE = 'content/settings/site.yml';
const PAGE_PHOTOS_FILE = 'content/settings/page-photos.yml';
const PAGE_PHOTOS_WHERE = 'Settings → Photos on your pages';
const TESTIMONIALS_FILE = 'content/testimonials.yml';
const WHERE = 'Settings → Your details and prices';

/** A host or address at the reserved example domain: hello@luzdosul.example, www.x.example/y. */
const EXAMPLE_ADDRESS = /[\w.@:/-]*\.example\b[\w./-]*/g;

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

/** A YAML scalar as written: without its quotes. */
const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The `key: value` lines of a plain YAML mapping, each with its key path ('instagram.url'). */
function settingLines(text: string): { key: string; value: string }[] {
  const parents: { indent: number; key: string }[] = [];
  const found: { key: string; value: string }[] = [];
  for (const line of text.split('\n')) {
    const match = /^( *)([A-Za-z][\w-]*):(.*)$/.exec(line);
    if (!match) continue;
    const [, spaces = '', key = '', rest = ''] = match;
    while (parents.length > 0 && parents.at(-1)!.indent >= spaces.length) parents.pop();
    const value = unquote(rest.replace(/\s#.*$/, ''));
    if (value === '') parents.push({ indent: spaces.length, key });
    else found.push({ key: [...parents.map((parent) => parent.key), key].join('.'), value });
  }
  return found;
}

/** The value of a front matter's or a list item's `key:` line. */
const valueOf = (text: string, key: string) =>
  unquote(new RegExp(`^\\s*(?:- )?${key}:(.*)$`, 'm').exec(text)?.[1] ?? '');

/** Each photo file a text names (`file: demo-19.jpg`, `file: 'demo-19.jpg'`), with the album before it when given. */
function photosNamed(text: string): { album?: string; file: string }[] {
  return [...text.matchAll(/(?:album:\s*['"]?([a-z0-9-]+)['"]?\s*,\s*)?file:\s*['"]?([^'"\s,}]+)/g)].map(
    ([, album, file]) => ({ album, file: file! }),
  );
}

/** A page's name in her words, from its file: content/pages/home.ts → the home page. */
const pageName = (file: string) =>
  `the ${
    file
      .replace(/^content\/pages\//, '')
      .replace(/\.[a-z]+$/, '')
      .replace(/-/g, ' ') || 'a'
  } page`;

/** The page each place of content/settings/page-photos.yml is on, by its key in the file. */
const pageOfPlace: Record<string, string> = { slideshow: 'home', portfolio: 'home', portrait: 'about' };

/** Each photo content/settings/page-photos.yml chooses ("album/file"), with the page that shows it. */
function pagePhotosChosen(text: string): { page: string; photo: string }[] {
  const chosen: { page: string; photo: string }[] = [];
  let page: string | undefined;
  for (const line of text.split('\n')) {
    const top = /^([A-Za-z][\w-]*):/.exec(line)?.[1];
    if (top !== undefined) page = pageOfPlace[top];
    const photo = /^(?:[^#]*?[:-]\s+)?['"]?([a-z0-9-]+\/[^'"\s#]+)['"]?\s*(?:#.*)?$/.exec(line)?.[1];
    if (page && photo) chosen.push({ page, photo });
  }
  return chosen;
}

export type LiveInput = {
  /** The site's public address (NEXT_PUBLIC_SITE_URL), as the build reads it. */
  siteUrl: string | undefined;
  /** The content's text files (content/…, .yml, .md and the pages' .ts), by their path from the project. */
  files: ReadonlyMap<string, string>;
};

/** What a placeholder is: the photographer's status counts them by kind (preview-status.ts). */
type PlaceholderKind = 'site-address' | 'name' | 'address' | 'settings' | 'album' | 'page-photos' | 'testimonial';
export type Placeholder = { kind: PlaceholderKind; words: string };

/** Every placeholder that would go live, in plain words; [] when the site is all hers. */
export function livePlaceholders(input: LiveInput): string[] {
  return placeholders(input).map((placeholder) => placeholder.words);
}

/** What remains of the demo, counted by kind: the first thing she is told when the publish stops. */
export function demoLeft(input: LiveInput): DemoLeft {
  const found = placeholders(input);
  const kinds = (kind: PlaceholderKind) => found.filter((placeholder) => placeholder.kind === kind).length;
  return {
    name: kinds('name') > 0,
    albums: kinds('album'),
    testimonials: kinds('testimonial'),
    pagesWithDemoPhotos: kinds('page-photos'),
    addresses: kinds('address') + kinds('site-address'),
  };
}

/**
 * What of the demo her content still holds, in plain words: every placeholder but the site's own
 * address, which is a setting of the repository on GitHub rather than a file of hers.
 */
export function contentPlaceholders(files: LiveInput['files']): Placeholder[] {
  return contentFound(files);
}

/** A demo album: one that shows a painted demo photo, with how many of its photos are painted. */
export type DemoAlbum = { album: string; title: string; painted: number; photos: number };

/** The albums that show a painted demo photo, each with its title and its count of painted photos. */
export function demoAlbums(files: LiveInput['files']): DemoAlbum[] {
  const found: DemoAlbum[] = [];
  for (const [file, text] of files) {
    const album = /^content\/albums\/([^/]+)\/index\.en\.md$/.exec(file)?.[1];
    if (!album) continue;
    const photos = photosNamed(text);
    const painted = photos.filter((photo) => DEMO_PHOTO_FILE.test(photo.file)).length;
    if (painted > 0) found.push({ album, title: valueOf(text, 'title') || album, painted, photos: photos.length });
  }
  return found;
}

function placeholders({ siteUrl, files }: LiveInput): Placeholder[] {
  const found: Placeholder[] = [];
  const url = siteUrl?.trim() ?? '';
  if (url === '') {
    found.push({
      kind: 'site-address',
      words:
        'The site’s own address is not set: set NEXT_PUBLIC_SITE_URL to it (the repository’s variables on GitHub).',
    });
  } else if (url.match(EXAMPLE_ADDRESS)) {
    found.push({
      kind: 'site-address',
      words: `The site’s own address is the demo’s placeholder, ${url}: set NEXT_PUBLIC_SITE_URL to yours.`,
    });
  }
  return [...found, ...contentFound(files)];
}

function contentFound(files: LiveInput['files']): Placeholder[] {
  const found: Placeholder[] = [];
  const push = (kind: PlaceholderKind, words: string) => found.push({ kind, words });

  const settings = files.get(SETTINGS_FILE);
  if (settings === undefined) push('settings', `${SETTINGS_FILE} is missing: fill in your details (${WHERE}).`);
  for (const { key, value } of settingLines(settings ?? '')) {
    const words = settingWords[key] ?? key;
    if (value === DEMO_NAME) push('name', `Your ${words} is still the demo’s, ${DEMO_NAME}: put yours in ${WHERE}.`);
    else if (value.match(EXAMPLE_ADDRESS))
      push('address', `Your ${words} is still the demo’s placeholder, ${value}: put yours in ${WHERE}.`);
  }

  const demo = demoAlbums(files);
  for (const { album, title, painted } of demo)
    push(
      'album',
      `The demo album “${title}” (content/albums/${album}) is still there, with ${painted} painted demo photo${painted === 1 ? '' : 's'}: remove it in the editor (Albums), or replace its photos with yours.`,
    );
  const demoFolders = new Set(demo.map(({ album }) => album));

  for (const [file, text] of files) {
    if (file === SETTINGS_FILE) continue;
    const album = /^content\/albums\/([^/]+)\//.exec(file)?.[1];
    if (album && demoFolders.has(album)) continue;
    if (text.includes(DEMO_NAME)) push('name', `${file} still names the demo’s photographer, ${DEMO_NAME}.`);
    if (/\.(ya?ml|md)$/.test(file)) {
      for (const address of new Set(text.match(EXAMPLE_ADDRESS) ?? []))
        push('address', `${file} still holds the demo’s placeholder address ${address}.`);
    }
    if (file.startsWith('content/pages/')) {
      const painted = photosNamed(text)
        .filter((named) => DEMO_PHOTO_FILE.test(named.file))
        .map((photo) => `${photo.album ? `${photo.album}/` : ''}${photo.file}`);
      const page = pageName(file);
      if (painted.length > 0)
        push(
          'page-photos',
          `${page[0]!.toUpperCase()}${page.slice(1)} shows ${painted.length === 1 ? 'a demo photo' : `${painted.length} demo photos`} (${painted.join(', ')}): choose your own photos (${file}).`,
        );
    }
  }

  // A demo album may be gone while a page still shows one of its photos: the build then stops too.
  const chosen = pagePhotosChosen(files.get(PAGE_PHOTOS_FILE) ?? '').filter(({ photo }) =>
    DEMO_PHOTO_FILE.test(photo.slice(photo.indexOf('/') + 1)),
  );
  for (const page of [...new Set(chosen.map((photo) => photo.page))]) {
    const painted = chosen.filter((photo) => photo.page === page).map((photo) => photo.photo);
    push(
      'page-photos',
      `The ${page} page shows ${painted.length === 1 ? 'a demo photo' : `${painted.length} demo photos`} (${painted.join(', ')}): choose your own in the editor (${PAGE_PHOTOS_WHERE}).`,
    );
  }

  const testimonials = files.get(TESTIMONIALS_FILE) ?? '';
  for (const entry of testimonials.split(/^\s*- (?=couple:|venue:)/m).slice(1)) {
    const couple = valueOf(entry, 'couple');
    const venue = valueOf(entry, 'venue');
    if (isDemoTestimonial({ couple, venue }))
      push(
        'testimonial',
        `The demo testimonial of ${couple} (${venue}) is still on the Testimonials page: remove it in the editor (Testimonials).`,
      );
  }
  return found;
}
