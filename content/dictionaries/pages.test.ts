/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { dataCollections } from '@/content/collections';
import { routes, type RouteKey } from '@/content/routes';
import { locales } from '@/lib/i18n';
import { metaMessages } from './meta';
import { pagesMessages } from './pages';

const routeKeys = Object.keys(routes) as RouteKey[];

describe('page titles and descriptions', () => {
  it.each(locales)('exist for every route in %s', (locale) => {
    expect(
      Object.keys(metaMessages[locale])
        .filter((key) => key !== 'siteTagline')
        .sort(),
    ).toEqual([...routeKeys].sort());
  });

  it('are distinct for every page and language', () => {
    const titles = locales.flatMap((locale) => routeKeys.map((route) => metaMessages[locale][route].title));
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = locales.flatMap((locale) => routeKeys.map((route) => metaMessages[locale][route].description));
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(locales)('have descriptions of 50 to 160 characters in %s', (locale) => {
    for (const route of routeKeys) {
      const { description } = metaMessages[locale][route];
      expect([route, description.length >= 50 && description.length <= 160]).toEqual([route, true]);
    }
  });
});

// These labels are the product's fixed wording, not copy to edit; every other word may change freely.
describe('home and testimonials labels', () => {
  it('use the fixed wording', () => {
    expect(pagesMessages.en.home.about.subtitle).toBe('A STORYTELLER PHOTOGRAPHER');
    expect(pagesMessages.en.home.about.link).toBe('More about me');
    expect(pagesMessages.pt.home.about.link).toBe('Mais sobre mim');
    expect(pagesMessages.en.home.adventure.heading).toBe('the adventure begins');
    expect(pagesMessages.en.home.process.heading).toBe('MY WORK PROCESS');
    expect(pagesMessages.en.home.process.link).toBe('Learn more');
    expect(pagesMessages.pt.home.process.link).toBe('Vê aqui');
    expect(pagesMessages.en.home.portfolio).toEqual({ weddings: 'Weddings', couples: 'Couples', family: 'Family' });
    expect(pagesMessages.pt.home.portfolio).toEqual({ weddings: 'CASAMENTOS', couples: 'CASAIS', family: 'FAMÍLIA' });
    expect(pagesMessages.en.home.adventure).toMatchObject({
      bestSeller: 'Best seller',
      upTo50: 'Up to 50 wedding guests',
      over150: '+150 wedding guests',
    });
    expect(pagesMessages.en.home.stayConnected.heading).toBe('Stay connected');
    expect(pagesMessages.en.testimonials.heading).toBe('testimonials');
    expect(pagesMessages.pt.testimonials.heading).toBe('testemunhos');
    expect(pagesMessages.en.testimonials.intro).toBe('Kind words from my clients');
  });
});

describe('the home page’s Instagram link', () => {
  it('shows the handle of her settings, in both languages', () => {
    const projectRoot = path.join(__dirname, '..', '..');
    const root = mkdtempSync(path.join(os.tmpdir(), 'instagram-'));
    const settingsFile = dataCollections.settings.file;
    const settings = yaml.load(readFileSync(path.join(projectRoot, settingsFile), 'utf8')) as Record<string, unknown>;
    mkdirSync(path.join(root, path.dirname(settingsFile)), { recursive: true });
    const instagram = { handle: '@marta.fotografia', url: 'https://www.instagram.com/marta.fotografia' };
    writeFileSync(path.join(root, settingsFile), yaml.dump({ ...settings, instagram }));
    jest.spyOn(process, 'cwd').mockReturnValue(root);
    try {
      const { en, pt } = pagesMessages;
      expect([en.home.stayConnected.handle, en.home.stayConnected.linkLabel]).toEqual([
        '@marta.fotografia',
        '@marta.fotografia on Instagram',
      ]);
      expect([pt.home.stayConnected.handle, pt.home.stayConnected.linkLabel]).toEqual([
        '@marta.fotografia',
        '@marta.fotografia no Instagram',
      ]);
    } finally {
      jest.restoreAllMocks();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
