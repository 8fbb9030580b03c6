/**
 * Whether her site may go live (be opened to search engines), and if not, what stops it, each with
 * where she fixes it. The one decision that `npm run check:live`, `npm run own-work`'s checklist,
 * the build's robots.txt and the editor's go-live page all read, so that they say the same thing at
 * every moment. Pure, and free of packages, as demo.ts is.
 *
 * The site is published from her first set-up on, demo and all, at her Hosting address; it is
 * opened to search engines ("goes live") only once nothing of the demo remains, it has an address
 * of her own, and she has confirmed that a test enquiry reached her with every field filled in,
 * through the EmailJS ids the site is built with and to her e-mail as it is now.
 *
 * Each blocker has its words for the terminal (`words`: what, and how it goes away); a page that
 * links to the fix shows `what` beside its own link.
 */
import type { EmailJsIds } from '../contact/emailjs-settings';
import { dataCollections, pagesCollection, whereOf, type PageName } from '../../content/collections';

const SETTINGS_FILE = dataCollections.settings.file;
const TESTIMONIALS_FILE = dataCollections.testimonials.file;
import { DEMO_NAME, demoFindings, herEmailOf, type ContentFiles, type DemoAlbum, type DemoFinding } from './demo';
import { enquiryTestOf, enquiryTestProblem } from './enquiry-test';
import { GO_LIVE_PAGE } from './preview-context';

/** Where in the editor she fixes a blocker: its collection and entry, as the editor names them. */
export type EditorPlace =
  | { collection: 'albums'; album: string; title: string }
  | { collection: 'albums'; new: true }
  | { collection: 'settings'; entry: 'site' | 'page-photos' }
  | { collection: 'pages'; file: string }
  | { collection: 'testimonials' };

/** How a blocker goes away. */
export type Fix =
  /** Taking the demo away (the go-live page's button, or `npm run own-work`) removes it. */
  | { by: 'taking-the-demo-away' }
  /** She changes something in the editor, at this place ("change it" unless it says what to do). */
  | { by: 'editor'; place: EditorPlace; do?: string }
  /** A setting of the repository that the set-up makes (the site's address). */
  | { by: 'setup' }
  /** A test enquiry sent from the go-live page, and her confirmation that it arrived whole. */
  | { by: 'test-enquiry' };

export type Blocker = {
  /** What stops going live, in her words, without the fix ("The demo album “Ana & João” is still there"). */
  what: string;
  fix: Fix;
  /** The whole sentence: what, then how it goes away. */
  words: string;
};

export type GoingLive = {
  /** Whether search engines may index the site: nothing stops it. */
  open: boolean;
  blockers: Blocker[];
};

export type GoingLiveInput = ContentFiles & {
  /** The site's public address (NEXT_PUBLIC_SITE_URL), as the build reads it. */
  siteUrl: string | undefined;
  /**
   * The contact form's EmailJS ids the site is built with; none where they are not known (a terminal
   * without the repository's variables), and then only her test's e-mail is compared.
   */
  emailjs?: EmailJsIds;
};

/** The names of the editor's places, as its menus show them. */
export function editorPlaceName(place: EditorPlace): string {
  switch (place.collection) {
    case 'albums':
      return 'new' in place ? 'Albums → New' : `Albums → “${place.title}”`;
    case 'settings':
      return whereOf(dataCollections[place.entry === 'site' ? 'settings' : 'pagePhotos'].editor);
    case 'pages':
      return `${pagesCollection.editor.label} → ${pageNameOf(place.file)}`;
    case 'testimonials':
      return whereOf(dataCollections.testimonials.editor);
  }
}

/** A page file's name in the editor's Pages ("content/pages/faq.en.yml" → "FAQ"). */
function pageNameOf(file: string): string {
  const page = /^content\/pages\/([a-z-]+)/.exec(file)?.[1] ?? file;
  return page in pagesCollection.pages ? pagesCollection.pages[page as PageName] : page;
}

/** How a fix is done, in her words. */
function fixInWords(fix: Fix): string {
  switch (fix.by) {
    case 'taking-the-demo-away':
      return `Take the demo away removes it (the go-live page, ${GO_LIVE_PAGE}, or npm run own-work)`;
    case 'editor':
      return `${fix.do ?? 'change it'} in the editor (${editorPlaceName(fix.place)})`;
    case 'setup':
      return 'the set-up gives the site your domain once Google sees its DNS records (npm run setup, in Cloud Shell)';
    case 'test-enquiry':
      return `send yourself a test enquiry from the go-live page (${GO_LIVE_PAGE}) and confirm that it arrived with every field filled in`;
  }
}

const blocker = (what: string, fix: Fix): Blocker => ({ what, fix, words: `${what}: ${fixInWords(fix)}.` });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What stops taking the demo away while she has no album of her own (one showing no demo photo):
 * her pages need photos of hers in the demo's place, and the site a gallery. Said by this list
 * and by the plan's refusal alike.
 */
export function noAlbumOfHers(demo: readonly Pick<DemoAlbum, 'removable'>[]): string {
  return demo.some((album) => !album.removable)
    ? 'Every album of yours still shows a demo photo, and taking the demo away needs one that does not'
    : 'You have no album of your own yet';
}

/** A Firebase Hosting address of the project's own: the site is there before it has a domain of hers. */
const HOSTING_ADDRESS = /\.(web\.app|firebaseapp\.com)$/i;

function siteAddressBlockers(siteUrl: string | undefined): Blocker[] {
  const url = siteUrl?.trim() ?? '';
  if (url === '') return [blocker('The site’s own address is not set (NEXT_PUBLIC_SITE_URL)', { by: 'setup' })];
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return [blocker(`The site’s own address, ${url}, is not an address`, { by: 'setup' })];
  }
  if (host.endsWith('.example'))
    return [blocker(`The site’s own address is the demo’s placeholder, ${url}`, { by: 'setup' })];
  if (HOSTING_ADDRESS.test(host))
    return [blocker(`The site is at its Hosting address, ${url}, and has no domain of yours yet`, { by: 'setup' })];
  return [];
}

/**
 * Whether she has an album of her own, one showing no demo photo: taking the demo away needs one,
 * for her pages to show its photos in the demo's place and for the site to keep a gallery.
 */
const hasAlbumOfHers = (content: ContentFiles, demo: readonly DemoAlbum[]) =>
  Object.keys(content.albumFolders).some(
    (album) => !demo.some((each) => each.album === album) && content.texts.has(`content/albums/${album}/index.en.md`),
  );

function demoBlocker(finding: DemoFinding): Blocker {
  const details: Fix = { by: 'editor', place: { collection: 'settings', entry: 'site' } };
  switch (finding.kind) {
    case 'settings-missing':
      return blocker(`${SETTINGS_FILE} is missing`, details);
    case 'name':
      return blocker(`Your ${finding.setting} is still the demo’s, ${DEMO_NAME}`, details);
    case 'address':
      return blocker(`Your ${finding.setting} is still the demo’s placeholder, ${finding.value}`, details);
    case 'name-in-file':
      return blocker(`${finding.file} still names the demo’s photographer, ${DEMO_NAME}`, placeOfFile(finding.file));
    case 'address-in-file':
      return blocker(
        `${finding.file} still holds the demo’s placeholder address ${finding.address}`,
        placeOfFile(finding.file),
      );
    case 'album': {
      const { album, title, painted, removable } = finding.album;
      const photos = plural(painted, 'painted demo photo', 'painted demo photos');
      return removable
        ? blocker(`The demo album “${title}” (content/albums/${album}) is still there`, { by: 'taking-the-demo-away' })
        : blocker(`The album “${title}” (content/albums/${album}) still shows ${photos} beside yours`, {
            by: 'editor',
            place: { collection: 'albums', album, title },
            do: painted === 1 ? 'take it out' : 'take them out',
          });
    }
    case 'page-photos':
      return blocker(
        `The ${finding.page} page shows ${finding.photos.length === 1 ? 'a demo photo' : `${finding.photos.length} demo photos`} (${finding.photos.join(', ')})`,
        { by: 'taking-the-demo-away' },
      );
    case 'testimonials': {
      const what = `The Testimonials page still shows ${finding.demo.length === 1 ? 'a testimonial of the demo’s' : `the demo’s ${finding.demo.length} testimonials`}`;
      return finding.hers > 0
        ? blocker(what, { by: 'taking-the-demo-away' })
        : blocker(`${what}, kept while you have none of your own`, {
            by: 'editor',
            place: { collection: 'testimonials' },
            do: 'add a couple’s message of yours',
          });
    }
  }
}

/** Where a file of hers is changed in the editor. */
function placeOfFile(file: string): Fix {
  const album = /^content\/albums\/([^/]+)\//.exec(file)?.[1];
  if (album) return { by: 'editor', place: { collection: 'albums', album, title: album } };
  if (file.startsWith('content/pages/')) return { by: 'editor', place: { collection: 'pages', file } };
  if (file === TESTIMONIALS_FILE) return { by: 'editor', place: { collection: 'testimonials' } };
  return { by: 'editor', place: { collection: 'settings', entry: 'site' } };
}

/** Whether the site may go live, and everything that stops it, in the order she meets them. */
export function goingLive(input: GoingLiveInput): GoingLive {
  const findings = demoFindings(input);
  const demo = findings.flatMap((finding) => (finding.kind === 'album' ? [finding.album] : []));
  // Taking the demo away refuses until she has an album of her own: said first, as what to do first.
  const albumFirst =
    demo.length > 0 && !hasAlbumOfHers(input, demo)
      ? [blocker(noAlbumOfHers(demo), { by: 'editor', place: { collection: 'albums', new: true }, do: 'add one' })]
      : [];
  const enquiry = enquiryTestProblem(enquiryTestOf(input.texts), herEmailOf(input.texts), input.emailjs);
  const blockers = [
    ...siteAddressBlockers(input.siteUrl),
    ...albumFirst,
    ...findings.map(demoBlocker),
    ...(enquiry ? [blocker(enquiry, { by: 'test-enquiry' })] : []),
  ];
  return { open: blockers.length === 0, blockers };
}
