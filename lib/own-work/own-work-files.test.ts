/**
 * @jest-environment node
 *
 * Taking the demo away on the project's files as text, as the go-live page has them from GitHub:
 * what it writes and deletes must leave a site check:live lets go live, firebase.json laid out
 * exactly as `npm run redirects` and Prettier would write it, and nothing to do a second time.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { galleryRoutes, routes } from '@/content/routes';
import { ENQUIRY_TEST_FILE, enquiryTestText } from '@/lib/going-live/enquiry-test';
import { goingLive } from '@/lib/going-live/readiness';
import { englishAliasRedirects } from '@/lib/hosting/alias-redirects';
import { englishPagePaths } from '@/lib/routing';
import { dataCollections } from '@/content/collections';

const TESTIMONIALS_FILE = dataCollections.testimonials.file;
import { HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from '@/test-support/her-settings';
import { liveContentFiles } from '@/scripts/ci/live-files';
import { movedPagesIn } from './moved-pages-text';
import { isOwnWorkText, ROUTES_FILE, takeTheDemoAway } from './own-work-files';
import { NOTHING_CHANGED } from './plan';
import { FIREBASE_FILE, withoutMovedRedirects } from './redirects-text';

const projectRoot = path.join(__dirname, '..', '..');
const HER_SITE = 'https://ritasousa.pt';
const firebaseText = readFileSync(path.join(projectRoot, FIREBASE_FILE), 'utf8');

/** The project's files as shipped (the demo), as the plan reads them. */
function shipped() {
  const content = liveContentFiles(projectRoot);
  const texts = new Map(content.texts);
  const albumFolders: Record<string, readonly string[]> = { ...content.albumFolders };
  texts.set(ROUTES_FILE, readFileSync(path.join(projectRoot, ROUTES_FILE), 'utf8'));
  texts.set(FIREBASE_FILE, firebaseText);
  return { texts, albumFolders };
}

/** The shipped files with her settings, her testimonial, her confirmed test enquiry and her albums, as the editor writes them. */
function withHers(albums: readonly (readonly [slug: string, kind: string, title: string])[]) {
  const files = shipped();
  files.texts.set('content/settings/site.yml', HER_SETTINGS_YAML);
  files.texts.set(
    TESTIMONIALS_FILE,
    `${files.texts.get(TESTIMONIALS_FILE)!.trimEnd()}\n  - couple: Rita & Nuno\n    venue: Quinta da Luz\n    lang: pt\n    message: Obrigada por tudo.\n`,
  );
  files.texts.set(ENQUIRY_TEST_FILE, enquiryTestText(HER_ENQUIRY_TEST));
  for (const [slug, kind, title] of albums) {
    const photos = (first: string, second: string) =>
      `photos:\n  - file: IMG_${slug}-1.webp\n    description: ${first}\n  - file: IMG_${slug}-2.webp\n    description: ${second}\n`;
    files.texts.set(
      `content/albums/${slug}/index.en.md`,
      `---\ntitle: ${title}\nkind: ${kind}\nposition: 1\ndate: 2025-06\nsummary: A day of hers.\n${photos('The first photo', 'The second photo')}    cover: true\n---\n\nHer story.\n`,
    );
    files.texts.set(
      `content/albums/${slug}/index.pt.md`,
      `---\ntitle: ${title}\nsummary: Um dia dela.\n${photos('A primeira fotografia', 'A segunda fotografia')}---\n\nA história dela.\n`,
    );
    files.albumFolders[slug] = ['index.en.md', 'index.pt.md', `IMG_${slug}-1.webp`, `IMG_${slug}-2.webp`];
  }
  return files;
}

const onePerKind = [
  ['rita-nuno', 'weddings', 'Rita & Nuno'],
  ['joana-rui', 'couples', 'Joana & Rui'],
  ['familia-lopes', 'family', 'The Lopes family'],
] as const;

/**
 * firebase.json as `npm run redirects` writes it for a route table's moved pages: every redirect
 * from the table, laid out by the project's Prettier (its command: Jest cannot load its modules).
 */
function asRedirectsWritesIt(moved: Record<string, string>): string {
  const config = JSON.parse(firebaseText) as { hosting: { redirects?: unknown } };
  config.hosting.redirects = englishAliasRedirects({
    pagePaths: englishPagePaths(),
    galleryPaths: galleryRoutes.map((gallery) => routes[gallery].path),
    moved,
  });
  return execFileSync(
    path.join(projectRoot, 'node_modules', '.bin', 'prettier'),
    ['--stdin-filepath', path.join(projectRoot, FIREBASE_FILE)],
    { input: JSON.stringify(config, null, 2), encoding: 'utf8', cwd: projectRoot },
  );
}

describe('takeTheDemoAway on her files', () => {
  it('writes her pages’ choices, the sharing image, the testimonials and the moved pages, and deletes every demo album’s file', () => {
    const files = withHers(onePerKind);
    const result = takeTheDemoAway(files, HER_SITE);
    if (result.refused) throw new Error(result.lines.join('\n'));

    expect([...result.writes.keys()].sort()).toEqual(
      [
        'content/settings/page-photos.yml',
        'content/settings/sharing.yml',
        TESTIMONIALS_FILE,
        ROUTES_FILE,
        FIREBASE_FILE,
      ].sort(),
    );
    const demoFiles = Object.entries(shipped().albumFolders).flatMap(([album, names]) =>
      names.map((name) => `content/albums/${album}/${name}`),
    );
    expect([...result.deletions].sort()).toEqual(demoFiles.sort());
    expect(result.done[0]).toMatch(/^✓ Removed the 11 demo albums: /);
    expect(goingLive({ siteUrl: HER_SITE, ...result.after })).toEqual({ open: true, blockers: [] });
  });

  it('leaves firebase.json with the redirects npm run redirects writes, laid out as Prettier lays them', () => {
    const result = takeTheDemoAway(withHers(onePerKind), HER_SITE);
    if (result.refused) throw new Error(result.lines.join('\n'));
    const moved = movedPagesIn(result.writes.get(ROUTES_FILE)!);
    expect(moved).toEqual({});
    expect(result.writes.get(FIREBASE_FILE)).toBe(asRedirectsWritesIt(moved));
  });

  it('run on what it left: changes nothing', () => {
    const first = takeTheDemoAway(withHers(onePerKind), HER_SITE);
    if (first.refused) throw new Error(first.lines.join('\n'));
    const second = takeTheDemoAway(first.after, HER_SITE);
    expect(second).toMatchObject({ refused: false, changed: false, deletions: [], done: [] });
    expect(second.refused === false && second.writes.size).toBe(0);
  });

  it('refuses on the demo as shipped with the plan’s own lines, writing and deleting nothing', () => {
    const result = takeTheDemoAway(shipped(), HER_SITE);
    expect(result.refused).toBe(true);
    expect(result.lines[0]).toBe(
      '✗ You have no album of your own yet: without the demo’s albums, your site would have no gallery to show.',
    );
    expect(result).not.toHaveProperty('writes');
  });

  it('names what still stops going live once it is done, in check:live’s words', () => {
    const files = withHers(onePerKind);
    files.texts.delete(ENQUIRY_TEST_FILE);
    const result = takeTheDemoAway(files, HER_SITE);
    expect(result.lines.filter((line) => line.startsWith('✗'))).toEqual([
      '✗ No test enquiry is confirmed yet: send yourself a test enquiry from the go-live page (/admin/go-live) and confirm that it arrived with every field filled in.',
    ]);
  });

  it('leaves the site’s address to the set-up when it is not known (the terminal), and names it when it is', () => {
    const crosses = (siteUrl: string | undefined) => {
      const result = takeTheDemoAway(withHers(onePerKind), siteUrl);
      return result.lines.filter((line) => line.startsWith('✗'));
    };
    expect(crosses(undefined)).toEqual([]);
    expect(crosses('https://luz.example')).toEqual([
      expect.stringMatching(/^✗ The site’s own address is the demo’s placeholder, https:\/\/luz\.example/),
    ]);
  });

  it('refuses, writing nothing, when a moved page’s redirect in firebase.json was changed by hand', () => {
    const files = withHers(onePerKind);
    const [from, to] = Object.entries(movedPagesIn(files.texts.get(ROUTES_FILE)!))[0]!;
    files.texts.set(FIREBASE_FILE, firebaseText.replaceAll(`"destination": "${to}"`, '"destination": "/"'));
    expect(takeTheDemoAway(files, HER_SITE)).toEqual({
      refused: true,
      lines: [
        `✗ firebase.json has no redirect from ${from} to ${to}: ask whoever looks after the site’s code to run npm run redirects.`,
        NOTHING_CHANGED,
      ],
    });
  });
});

describe('isOwnWorkText', () => {
  it.each([
    ['content/albums/rita-nuno/index.en.md', true],
    ['content/settings/site.yml', true],
    [ROUTES_FILE, true],
    [FIREBASE_FILE, true],
    ['content/README.md', false],
    ['content/albums/rita-nuno/IMG_0001.webp', false],
    ['content/routes.test.ts', false],
    ['package.json', false],
    ['scripts/own-work.ts', false],
  ])('%s: %s', (file, read) => {
    expect(isOwnWorkText(file)).toBe(read);
  });
});

describe('withoutMovedRedirects', () => {
  const moved = { '/stories/family/1-ria-formosa': '/stories/family/ferreira-family' };

  it('takes out the three redirects of an old address, keeping every other line as written', () => {
    const text = withoutMovedRedirects(firebaseText, moved);
    if (text instanceof Error) throw text;
    const removed = firebaseText.split('\n').filter((line) => !text.split('\n').includes(line));
    expect(removed.filter((line) => line.includes('"source"'))).toEqual([
      '        "source": "/stories/family/1-ria-formosa",',
      '        "source": "/stories/family/1-ria-formosa/pt-pt",',
      '        "source": "/stories/family/1-ria-formosa/en-en",',
    ]);
    expect(firebaseText.split('\n').length - text.split('\n').length).toBe(15);
  });

  it('takes out the list’s last entry with the comma before it', () => {
    const kept = { source: '/about/en-en', destination: '/about', type: 301 as const };
    const layout = (redirects: unknown[]) => JSON.stringify({ hosting: { redirects } }, null, 2);
    const text = layout([kept, ...englishAliasRedirects({ pagePaths: [], galleryPaths: [], moved })]);
    expect(withoutMovedRedirects(text, moved)).toBe(layout([kept]));
  });

  it('changes nothing, and says so, when a redirect is not there as expected', () => {
    const result = withoutMovedRedirects(firebaseText, { '/stories/weddings/old': '/stories/weddings/new' });
    expect(result).toEqual(
      new Error('firebase.json has no redirect from /stories/weddings/old to /stories/weddings/new'),
    );
  });
});
