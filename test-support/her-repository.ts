/**
 * Her repository on GitHub, for the stand-in (test-support/publishing/repository-stand-in.ts): a
 * real git repository whose main holds the project's content as shipped (the demo), the route table,
 * firebase.json and what check:live runs (scripts/ci/, lib/going-live/, lib/contact/, the albums' reader), with, when asked, her
 * settings, her testimonial and her albums as the editor writes them (two photos each).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EmailJsIds } from '@/lib/contact/emailjs-settings';
import { ENQUIRY_TEST_FILE, enquiryTestText } from '@/lib/going-live/enquiry-test';
import { HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from './her-settings';
import { temporaryFolder } from './temporary-folders';

const projectRoot = path.join(__dirname, '..');

export type HerAlbum = readonly [slug: string, kind: 'weddings' | 'couples' | 'family', title: string];

export const ONE_ALBUM_PER_GALLERY: readonly HerAlbum[] = [
  ['rita-nuno', 'weddings', 'Rita & Nuno'],
  ['joana-rui', 'couples', 'Joana & Rui'],
  ['familia-lopes', 'family', 'The Lopes family'],
];

/** An album of hers as the editor writes it: two photos of hers, the second its cover. */
export function herAlbumFiles([slug, kind, title]: HerAlbum): Record<string, string> {
  const photos = (first: string, second: string) =>
    `photos:\n  - file: IMG_${slug}-1.webp\n    description: ${first}\n  - file: IMG_${slug}-2.webp\n    description: ${second}\n`;
  return {
    [`content/albums/${slug}/index.en.md`]: `---\ntitle: ${title}\nkind: ${kind}\nposition: 1\ndate: 2025-06\nsummary: A day of hers.\n${photos('The first photo', 'The second photo')}    cover: true\n---\n\nHer story.\n`,
    [`content/albums/${slug}/index.pt.md`]: `---\ntitle: ${title}\nsummary: Um dia dela.\n${photos('A primeira fotografia', 'A segunda fotografia')}---\n\nA história dela.\n`,
    [`content/albums/${slug}/IMG_${slug}-1.webp`]: 'a photo of hers',
    [`content/albums/${slug}/IMG_${slug}-2.webp`]: 'another photo of hers',
  };
}

/** Her testimonial, added after the demo's. */
const HER_TESTIMONIAL =
  '  - couple: Rita & Nuno\n    venue: Quinta da Luz\n    lang: pt\n    message: Obrigada por tudo.\n';

const git = (origin: string, ...args: string[]) =>
  execFileSync('git', ['-C', origin, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Commits every change of the repository's working tree on main. */
export function commitAll(origin: string, message: string): string {
  git(origin, 'add', '-A');
  git(origin, '-c', 'user.name=Rita Sousa', '-c', 'user.email=rita@example.invalid', 'commit', '-q', '-m', message);
  return git(origin, 'rev-parse', 'HEAD');
}

/** Writes files (path from the repository: text) into its working tree. */
export function writeFiles(origin: string, files: Readonly<Record<string, string>>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(origin, file)), { recursive: true });
    writeFileSync(path.join(origin, file), text);
  }
}

/** A new repository holding the demo as shipped, and what of hers is asked for, committed on main. */
export function herRepository({
  albums = [],
  hers = false,
  origin = temporaryFolder('her-repository'),
  confirmed = false,
}: {
  albums?: readonly HerAlbum[];
  /** Her settings and her testimonial instead of the demo's. */
  hers?: boolean;
  /** An empty folder to make it in (a unit test's temporary folder otherwise). */
  origin?: string;
  /** Her test enquiry confirmed, as the go-live page records it: through her ids, or through these. */
  confirmed?: boolean | EmailJsIds;
} = {}): string {
  git(origin, 'init', '-q', '-b', 'main');
  for (const folder of [
    'content',
    path.join('scripts', 'ci'),
    path.join('lib', 'going-live'),
    path.join('lib', 'contact'),
    path.join('lib', 'albums', 'front-matter.ts'),
  ])
    cpSync(path.join(projectRoot, folder), path.join(origin, folder), {
      recursive: true,
      // Her repository holds the demo's texts; its painted photos are made when the site is built.
      filter: (source) => !/\.(jpe?g|webp|png)$/i.test(source),
    });
  cpSync(path.join(projectRoot, 'firebase.json'), path.join(origin, 'firebase.json'));
  if (hers) {
    const testimonials = path.join(origin, 'content', 'testimonials.yml');
    writeFiles(origin, {
      'content/settings/site.yml': HER_SETTINGS_YAML,
      'content/testimonials.yml': `${readFileSync(testimonials, 'utf8').trimEnd()}\n${HER_TESTIMONIAL}`,
    });
  }
  for (const album of albums) writeFiles(origin, herAlbumFiles(album));
  if (confirmed)
    writeFiles(origin, {
      [ENQUIRY_TEST_FILE]: enquiryTestText(
        confirmed === true ? HER_ENQUIRY_TEST : { ...HER_ENQUIRY_TEST, ...confirmed },
      ),
    });
  commitAll(origin, 'Her site');
  return origin;
}

/** The files of main's tree, by path. */
export const filesOnMain = (origin: string): string[] =>
  git(origin, 'ls-tree', '-r', '--name-only', 'main').split('\n').filter(Boolean);

/** A file's text on main. */
export const textOnMain = (origin: string, file: string): string =>
  execFileSync('git', ['-C', origin, 'show', `main:${file}`], { encoding: 'utf8' });

/** Checks main's tree out into a new folder, as the live job's checkout does, and returns the folder. */
export function checkoutOfMain(origin: string, folder = temporaryFolder('main-checkout')): string {
  execFileSync('sh', ['-c', `git -C "${origin}" archive main | tar -x -C "${folder}"`]);
  return folder;
}
