/**
 * Her first day with weddings alone: a copy of the project (the demo) gets one wedding of hers and
 * no couple or family album, `npm run own-work` takes the demo away, and the copy builds. The
 * export then has no couples or family page in any language, its sitemap lists neither, their
 * address answers as an unknown one does (the home screen, 404), and neither is in the menu (the
 * navbar at 1280 px, the sidebar at 390 px) or on the home page, in both languages. One copy, built
 * once (a build takes one to two minutes), checked from its files and then served: the tests share
 * it, one after another.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pagesMessages } from '@/content/dictionaries/pages';
import { shellMessages } from '@/content/dictionaries/shell';
import { homePage } from '@/content/pages/home';
import { getPage, getSite } from '@/content/read';
import { albumsByCategory } from '@/lib/albums';
import { locales } from '@/lib/i18n';
import { menuLabel } from '@/lib/navigation';
import { hrefFor, storyHref } from '@/lib/routing';
import { startSiteHost } from '../scripts/server/site-host';
import type { StaticHost } from '../scripts/server/static-host';
import { isShippedDemo } from '../test-support/demo-content';
import { copyProject } from '../test-support/project-copy';
import { waitForHydration } from './support/site';

test.describe.configure({ mode: 'serial' });
// What is taken away is the demo: on a project that has gone live there is none to take.
test.skip(!isShippedDemo(albumsByCategory, getSite().region), 'content/ is not the shipped demo');

/** Her wedding: its folder, and the camera files she took (the demo's painted bytes under her names). */
const WEDDING = 'rita-nuno';
const HER_PHOTOS = ['IMG_1001.jpg', 'IMG_1002.jpg', 'IMG_1003.jpg'];
const GONE = ['couples', 'family'] as const;

let project: string;
let site: StaticHost;
let ownWorkSaid: string;

/** Her wedding as the editor writes it, in both languages, its second photo the cover. */
function addHerWedding(root: string): void {
  const folder = path.join(root, 'content', 'albums', WEDDING);
  mkdirSync(folder, { recursive: true });
  // Any photo the demo has: its bytes make the shelf's encodings serve hers too.
  const demo = path.join(process.cwd(), 'content', 'albums', 'ana-joao');
  HER_PHOTOS.forEach((file, index) => linkSync(path.join(demo, `demo-0${index + 1}.jpg`), path.join(folder, file)));
  const photos = (words: string[], cover: boolean) =>
    HER_PHOTOS.map(
      (file, index) =>
        `  - file: ${file}\n    description: ${words[index]}\n${cover && index === 1 ? '    cover: true\n' : ''}`,
    ).join('');
  writeFileSync(
    path.join(folder, 'index.en.md'),
    `---\ntitle: Rita & Nuno\nkind: weddings\nposition: 1\ndate: 2025-06\nsummary: A June wedding by the sea.\nphotos:\n${photos(['Rita laughing', 'The first dance', 'Sparklers at midnight'], true)}---\n\nThey met in Lisbon.\n`,
  );
  writeFileSync(
    path.join(folder, 'index.pt.md'),
    `---\ntitle: Rita & Nuno\nsummary: Um casamento de junho junto ao mar.\nphotos:\n${photos(['A Rita a rir', 'A primeira dança', 'Estrelinhas à meia-noite'], false)}---\n\nConheceram-se em Lisboa.\n`,
  );
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BUILD_TYPES_CHECKED_APART: '1' },
  });
  expect(result.status, `${command} ${args.join(' ')}:\n${`${result.stdout}\n${result.stderr}`.slice(-4000)}`).toBe(0);
  return result.stdout;
}

const exported = (pagePath: string) =>
  path.join(project, 'out', pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  project = mkdtempSync(path.join(os.tmpdir(), 'own-work-e2e-'));
  // The copy's build starts from the project's build cache: it compiles again only what differs.
  copyProject(project, { buildCache: true });
  addHerWedding(project);
  ownWorkSaid = run('npm', ['run', '--silent', 'own-work']);
  run('npm', ['run', 'build']);
  site = await startSiteHost({ projectRoot: project, port: 0, quiet: true });
});

test.afterAll(async () => {
  await site?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

test('npm run own-work takes the demo away, leaving couples and family out, and the site builds without their pages', async ({
  request,
}) => {
  expect(ownWorkSaid).toContain(
    '✓ Couples and Family have no album now: your site leaves them out of its menu and home page until you add one (Albums → New, kind Couple or Family).',
  );
  expect(ownWorkSaid).not.toContain('✗ You have no album');
  // The build wrote her wedding's pages, and none of the couples' or the family's.
  for (const locale of locales) {
    expect(existsSync(exported(hrefFor('weddings', locale)))).toBe(true);
    expect(existsSync(exported(storyHref('weddings', WEDDING, locale)))).toBe(true);
  }
  for (const gallery of GONE) {
    for (const pagePath of [hrefFor(gallery, 'en'), hrefFor(gallery, 'pt'), `${hrefFor(gallery, 'en')}/en-en`])
      expect(existsSync(exported(pagePath)), pagePath).toBe(false);
  }

  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${storyHref('weddings', WEDDING, 'pt')}</loc>`);
  expect(sitemap).toContain(`${hrefFor('weddings', 'en')}</loc>`);
  expect(sitemap).not.toMatch(/\/stories\/(couples|family)/);
});

test('the address of a gallery without an album shows the home screen with 404, its language toggle leading home', async ({
  page,
}) => {
  for (const locale of locales) {
    const address = hrefFor('couples', locale);
    const response = await page.goto(`${site.url}${address}`);
    // Unknown English addresses are answered 404; Portuguese ones by the host's rewrite to the Portuguese home screen.
    if (locale === 'en') expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getPage(homePage)[locale].heading);
    await expect(page).toHaveURL(`${site.url}${address}`);
    // Once the page runs, its real address decides where the toggle leads.
    await waitForHydration(page);
    const toggle = page
      .getByRole('banner')
      .getByRole('link', { name: shellMessages[locale].languageToggle.label, exact: true })
      .first();
    await expect(toggle).toHaveAttribute('href', locale === 'en' ? '/home/pt-pt' : '/home/en-en');
  }
});

/** The names of the links of a menu, in order. */
const linkNames = (page: Page, navigation: string) =>
  page.getByRole('navigation', { name: navigation }).getByRole('link').allTextContents();

for (const locale of locales) {
  const nav = shellMessages[locale].nav;
  const gone = GONE.map((gallery) => menuLabel(gallery, locale));

  test(`the menu in ${locale}, at 1280 and 390 px, and the home page's tiles hold the weddings and no empty gallery`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}${hrefFor('home', locale)}`);
    const stories = page
      .getByRole('navigation', { name: nav.label })
      .getByRole('link', { name: menuLabel('stories', locale), exact: true });
    await expect(stories).toHaveAttribute('href', hrefFor('weddings', locale));
    await stories.hover();
    const weddings = page
      .getByRole('navigation', { name: nav.label })
      .getByRole('link', { name: menuLabel('weddings', locale), exact: true });
    await expect(weddings).toBeVisible();
    await expect(weddings).toHaveAttribute('href', hrefFor('weddings', locale));
    const navbar = await linkNames(page, nav.label);
    expect(navbar).toContain(menuLabel('photoshootProcess', locale));
    for (const label of gone) expect(navbar).not.toContain(label);
    await page.screenshot({ path: testInfo.outputPath(`menu-${locale}-1280.png`) });

    // Her tiles: the weddings' alone.
    const portfolio = page.getByRole('region', { name: getPage(homePage)[locale].portfolio.heading, exact: true });
    await expect(portfolio.getByRole('link')).toHaveText([pagesMessages[locale].home.portfolio.weddings]);
    await expect(portfolio.getByRole('link')).toHaveAttribute('href', hrefFor('weddings', locale));
    // The tile as a visitor sees it: its photo (her wedding's cover) arrived, its label over it.
    await portfolio.getByRole('link').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        portfolio.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    // Her one tile keeps a third of the row, centred under the heading, as the middle of three would be.
    const list = await portfolio.getByRole('list').boundingBox();
    const tile = await portfolio.getByRole('listitem').boundingBox();
    expect(Math.abs(tile!.x + tile!.width / 2 - (list!.x + list!.width / 2))).toBeLessThan(1);
    expect(tile!.width).toBeGreaterThan(list!.width / 4);
    expect(tile!.width).toBeLessThan(list!.width / 2.5);
    await page.screenshot({ path: testInfo.outputPath(`tiles-${locale}-1280.png`) });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: nav.openMenu }).click();
    const sidebar = page.getByRole('dialog', { name: nav.sidebarLabel });
    await expect(sidebar).toBeVisible();
    const sidebarLinks = await linkNames(page, nav.sidebarNavigationLabel);
    expect(sidebarLinks).toEqual(
      expect.arrayContaining([menuLabel('weddings', locale), menuLabel('photoshootProcess', locale)]),
    );
    for (const label of gone) expect(sidebarLinks).not.toContain(label);
    // The sidebar slides in: the screenshot waits until it stands whole in the window.
    await sidebar.evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((move) => move.finished)));
    await expect(sidebar.getByRole('link', { name: menuLabel('weddings', locale), exact: true })).toBeInViewport({
      ratio: 1,
    });
    await page.screenshot({ path: testInfo.outputPath(`menu-${locale}-390.png`) });
  });
}
