/**
 * @jest-environment node
 *
 * The pages' photos as GitHub holds them, on main and in her draft, read with her editor token from
 * a stand-in held to GitHub's published description, through a browser's HTTP cache as the editor's are.
 */
import yaml from 'js-yaml';
import { PAGE_PHOTOS_FILE, type PagePhotoChoices } from '@/content/page-photo-choices';
import { photoUses } from '@/lib/page-photo-uses';
import { withHttpCache } from '@/test-support/browser-http-cache';
import { commitAll, herRepository, textOnMain, writeFiles } from '@/test-support/her-repository';
import { GITHUB_API, RepositoryStandIn } from '@/test-support/publishing/repository-stand-in';
import { draftBranch, readGitHubPagePhotos } from './saved-page-photos';

const TOKEN = 'github_pat_rita';
const DRAFT = draftBranch('settings', 'page-photos');

function standInOfHerRepository() {
  const standIn = new RepositoryStandIn(herRepository(), 'rita/site');
  standIn.tokens.set(TOKEN, { contents: 'write' });
  return standIn;
}

/** Her browser in front of each stand-in: one HTTP cache for a test's reads. */
const browsers = new WeakMap<RepositoryStandIn, typeof fetch>();
function browserOf(standIn: RepositoryStandIn): typeof fetch {
  const browser = browsers.get(standIn) ?? withHttpCache(standIn.fetch);
  browsers.set(standIn, browser);
  return browser;
}

const read = (standIn: RepositoryStandIn) =>
  readGitHubPagePhotos({
    api: GITHUB_API,
    repository: 'rita/site',
    branch: 'main',
    draft: DRAFT,
    token: TOKEN,
    fetcher: browserOf(standIn),
  });

describe('the pages’ photos as GitHub holds them', () => {
  it('are main’s, with no draft while her draft’s branch is not there', async () => {
    const standIn = standInOfHerRepository();
    const main = yaml.load(textOnMain(standIn.origin, PAGE_PHOTOS_FILE)) as PagePhotoChoices;
    expect(await read(standIn)).toEqual({ published: photoUses(main), draft: undefined });
    expect(standIn.violations).toEqual([]);
  });

  it('are main’s and her draft’s, each from its own branch', async () => {
    const standIn = standInOfHerRepository();
    const main = yaml.load(textOnMain(standIn.origin, PAGE_PHOTOS_FILE)) as PagePhotoChoices;
    const drafted: PagePhotoChoices = { ...main, portrait: main.slideshow[0]! };
    standIn.git(['checkout', '-q', '-b', DRAFT]);
    writeFiles(standIn.origin, { [PAGE_PHOTOS_FILE]: yaml.dump(drafted) });
    commitAll(standIn.origin, 'Update settings “page-photos”');
    standIn.git(['checkout', '-q', 'main']);
    expect(await read(standIn)).toEqual({ published: photoUses(main), draft: photoUses(drafted) });
    expect(standIn.violations).toEqual([]);
  });

  it('are main’s as saved a moment ago, though GitHub lets a browser keep a read for a minute', async () => {
    const standIn = standInOfHerRepository();
    const main = yaml.load(textOnMain(standIn.origin, PAGE_PHOTOS_FILE)) as PagePhotoChoices;
    await read(standIn);
    const saved: PagePhotoChoices = { ...main, portrait: main.slideshow[0]! };
    writeFiles(standIn.origin, { [PAGE_PHOTOS_FILE]: yaml.dump(saved) });
    commitAll(standIn.origin, 'Update settings “page-photos”');
    expect(await read(standIn)).toEqual({ published: photoUses(saved), draft: undefined });
  });

  it('are none when her token may not read them, so the editor keeps what it had', async () => {
    const standIn = standInOfHerRepository();
    standIn.tokens.set(TOKEN, {});
    expect(await read(standIn)).toBeUndefined();
  });
});
