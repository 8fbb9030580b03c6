/**
 * @jest-environment node
 *
 * The step on a copy of the content as the project ships it (its text files; the site's photos are
 * not needed to decide), with her albums added as the editor writes them: what it leaves must pass
 * check:live's test and the content check's first stage, the one that reads her files.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readAlbums } from '@/lib/albums/read';
import { PAGE_PHOTOS_FILE } from '@/content/page-photo-choices';
import { dataCollections } from '@/content/collections';
import { readDataFile, readTestimonials } from '@/content/read';
import { temporaryFolder } from '@/test-support/temporary-folders';
import { HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from '@/test-support/her-settings';
import { liveContentFiles } from '../ci/live-files';
import { ENQUIRY_TEST_FILE, enquiryTestText } from '@/lib/going-live/enquiry-test';
import { goingLive } from '@/lib/going-live/readiness';
import { pagePhotoErrors } from '../photos/page-photos-check';
import { isPhotoFile } from '../photos/photo-files';
import { galleryRoutes, routes } from '@/content/routes';
import { movedPagesToMissingAlbums } from '../ci/moved-pages';
import { movedPagesIn } from '@/lib/own-work/moved-pages-text';
import { startOwnWork } from './start-own-work';

const projectRoot = path.join(__dirname, '..', '..');
const HER_SITE = 'https://ritasousa.pt';

/** One album of hers, as the editor writes it: two photos of hers, the second its cover. */
function addAlbum(root: string, slug: string, kind: string, title: string): void {
  const folder = path.join(root, 'content', 'albums', slug);
  mkdirSync(folder, { recursive: true });
  const photos = (first: string, second: string) =>
    `photos:\n  - file: IMG_${slug}-1.webp\n    description: ${first}\n  - file: IMG_${slug}-2.webp\n    description: ${second}\n`;
  writeFileSync(
    path.join(folder, 'index.en.md'),
    `---\ntitle: ${title}\nkind: ${kind}\nposition: 1\ndate: 2025-06\nsummary: A day of hers.\n${photos('The first photo', 'The second photo')}    cover: true\n---\n\nHer story.\n`,
  );
  writeFileSync(
    path.join(folder, 'index.pt.md'),
    `---\ntitle: ${title}\nsummary: Um dia dela.\n${photos('A primeira fotografia', 'A segunda fotografia')}---\n\nA história dela.\n`,
  );
}

/** The content's text files as shipped (the demo), with her settings, her testimonial and her albums. */
function checkout(albums: readonly (readonly [slug: string, kind: string, title: string])[]): string {
  const root = temporaryFolder('own-work');
  cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), {
    recursive: true,
    filter: (source) => !isPhotoFile(path.basename(source)),
  });
  cpSync(path.join(projectRoot, 'firebase.json'), path.join(root, 'firebase.json'));
  writeFileSync(path.join(root, 'content', 'settings', 'site.yml'), HER_SETTINGS_YAML);
  const testimonials = path.join(root, dataCollections.testimonials.file);
  writeFileSync(
    testimonials,
    `${readFileSync(testimonials, 'utf8').trimEnd()}\n  - couple: Rita & Nuno\n    venue: Quinta da Luz\n    lang: pt\n    message: Obrigada por tudo.\n`,
  );
  writeFileSync(path.join(root, ENQUIRY_TEST_FILE), enquiryTestText(HER_ENQUIRY_TEST));
  for (const [slug, kind, title] of albums) addAlbum(root, slug, kind, title);
  return root;
}

/** Every file under content/, with its text: what a run changed, or did not. */
function contentOf(root: string): Map<string, string> {
  const folder = path.join(root, 'content');
  return new Map(
    readdirSync(folder, { recursive: true, encoding: 'utf8', withFileTypes: false })
      .filter((file) => !file.endsWith('/') && /\.[a-z]+$/.test(file))
      .map((file) => [file, readFileSync(path.join(folder, file), 'utf8')]),
  );
}

const onePerKind = [
  ['rita-nuno', 'weddings', 'Rita & Nuno'],
  ['joana-rui', 'couples', 'Joana & Rui'],
  ['familia-lopes', 'family', 'The Lopes family'],
] as const;

describe('npm run own-work on the demo with her albums', () => {
  it('with one album of hers per gallery: takes the demo away, and check:live and the content check pass', () => {
    const root = checkout(onePerKind);
    expect(goingLive({ siteUrl: HER_SITE, ...liveContentFiles(root) }).open).toBe(false);

    const { refused, changed, lines } = startOwnWork(root, HER_SITE);

    expect({ refused, changed }).toEqual({ refused: false, changed: true });
    expect(lines.filter((line) => line.startsWith('✗'))).toEqual([]);
    expect(goingLive({ siteUrl: HER_SITE, ...liveContentFiles(root) })).toEqual({ open: true, blockers: [] });
    const { albums, problems } = readAlbums(root);
    expect(problems).toEqual([]);
    expect(albums.map((album) => album.slug).sort()).toEqual(['familia-lopes', 'joana-rui', 'rita-nuno']);
    expect(pagePhotoErrors(root, albums)).toEqual([]);
    // The demo's old addresses led to its albums: they went with them.
    const moved = movedPagesIn(readFileSync(path.join(root, 'content', 'routes.ts'), 'utf8'));
    const galleries = Object.fromEntries(galleryRoutes.map((gallery) => [gallery, routes[gallery].path]));
    expect(movedPagesToMissingAlbums(moved, galleries, albums)).toEqual([]);
    expect(moved).toEqual({});
    // Their redirects left firebase.json with them.
    expect(readFileSync(path.join(root, 'firebase.json'), 'utf8')).not.toContain('1-ria-formosa');
    // The demo albums' folders went with their files.
    expect(readdirSync(path.join(root, 'content', 'albums')).sort()).toEqual([
      'README.md',
      'familia-lopes',
      'joana-rui',
      'rita-nuno',
    ]);
    expect(readDataFile('sharing', root).data).toEqual({ album: 'rita-nuno' });
    expect(readTestimonials(root)).toEqual({
      testimonials: [{ couple: 'Rita & Nuno', venue: 'Quinta da Luz', lang: 'pt', message: ['Obrigada por tudo.'] }],
      problems: [],
    });
  });

  it('run a second time: changes nothing and says so', () => {
    const root = checkout(onePerKind);
    startOwnWork(root, HER_SITE);
    const before = contentOf(root);

    const second = startOwnWork(root, HER_SITE);

    expect(second).toEqual({
      refused: false,
      changed: false,
      lines: ['✓ Nothing to change: this step has already done all it can.'],
    });
    expect(contentOf(root)).toEqual(before);
  });

  it('with her wedding album only: takes the demo away, the couples and family galleries with it, and check:live and the content check pass', () => {
    const root = checkout([onePerKind[0]]);

    const { refused, changed, lines } = startOwnWork(root, HER_SITE);

    expect({ refused, changed }).toEqual({ refused: false, changed: true });
    expect(lines.filter((line) => line.startsWith('✗'))).toEqual([]);
    expect(lines).toContain(
      '✓ Couples and Family have no album now: your site leaves them out of its menu and home page until you add one (Albums → New, kind Couple or Family).',
    );
    expect(goingLive({ siteUrl: HER_SITE, ...liveContentFiles(root) })).toEqual({ open: true, blockers: [] });
    const { albums, problems } = readAlbums(root);
    expect(problems).toEqual([]);
    expect(albums.map((album) => album.slug)).toEqual(['rita-nuno']);
    expect(pagePhotoErrors(root, albums)).toEqual([]);
    // The couples and family tiles went with their galleries: the file names the wedding's alone.
    expect(readFileSync(path.join(root, PAGE_PHOTOS_FILE), 'utf8')).toContain(
      'portfolio:\n  weddings: rita-nuno/IMG_rita-nuno-2.webp\nportrait:',
    );
    expect(readDataFile('sharing', root).data).toEqual({ album: 'rita-nuno' });
    expect(startOwnWork(root, HER_SITE)).toMatchObject({ refused: false, changed: false });
  });

  it('on the demo as shipped, run by mistake: refuses, saying she has no album of her own, and changes nothing', () => {
    const root = checkout([]);
    const before = contentOf(root);

    const { refused, changed, lines } = startOwnWork(root);

    expect({ refused, changed }).toEqual({ refused: true, changed: false });
    expect(lines[0]).toBe(
      '✗ You have no album of your own yet: without the demo’s albums, your site would have no gallery to show.',
    );
    expect(contentOf(root)).toEqual(before);
  });

  it('on a project without firebase.json (hosted elsewhere): takes the demo away all the same, and writes no firebase.json', () => {
    const root = checkout(onePerKind);
    rmSync(path.join(root, 'firebase.json'));

    const { refused, changed } = startOwnWork(root, HER_SITE);

    expect({ refused, changed }).toEqual({ refused: false, changed: true });
    expect(
      readAlbums(root)
        .albums.map((album) => album.slug)
        .sort(),
    ).toEqual(['familia-lopes', 'joana-rui', 'rita-nuno']);
    expect(existsSync(path.join(root, 'firebase.json'))).toBe(false);
  });

  it('leaves check:live’s words for what only she can put in, her name and her addresses', () => {
    const root = checkout(onePerKind);
    writeFileSync(
      path.join(root, 'content', 'settings', 'site.yml'),
      HER_SETTINGS_YAML.replace('ola@ritasousa.pt', 'hello@luzdosul.example'),
    );

    const { lines } = startOwnWork(root, HER_SITE);

    expect(lines.filter((line) => line.startsWith('✗'))).toEqual([
      '✗ Your e-mail address is still the demo’s placeholder, hello@luzdosul.example: change it in the editor (Settings → Your details and prices).',
      // Her test enquiry went to her own address: a change of e-mail asks for a new one.
      '✗ Your e-mail is hello@luzdosul.example now, and your test enquiry went to ola@ritasousa.pt: send yourself a test enquiry from the go-live page (/admin/go-live) and confirm that it arrived with every field filled in.',
    ]);
    expect(readFileSync(path.join(root, 'content', 'settings', 'site.yml'), 'utf8')).toContain(
      'email: hello@luzdosul.example',
    );
  });
});
