/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { albumsByCategory } from '@/lib/albums';
import { pagesMessages } from '@/content/dictionaries/pages';
import type { InlinePiece, NumberedSection } from '@/content/types';
import { locales } from '@/lib/i18n';
import { brazilianForms } from '@/test-support/portuguese';
import { aboutPhoto } from './about';
import { faqPage } from './faq';
import { homePhotos } from './home';
import { legalNotice } from './legal-notice';
import { photoshootProcessPage } from './photoshoot-process';
import { privacyPolicy } from './privacy-policy';
import type { z } from 'zod';
import { getPage, getTestimonials } from '@/content/read';
import type { PageSpec } from './page-file';
import { isShippedPages } from '@/test-support/demo-content';
import { DEMO_TESTIMONIALS, dataCollections } from '@/content/collections';
import { yamlData } from '@/content/data-file';
import { isDemoTestimonial } from '@/lib/going-live/demo';
import type { PhotoRef } from './types';

function pieces(section: NumberedSection): InlinePiece[] {
  return [...section.paragraphs, ...(section.list ?? [])].flat();
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(text).join(' ');
  return '';
}

// The legal counts (6 legal sections, 11 privacy sections) are fixed; the texts are copy to edit. The
// FAQ's questions and the process's steps are hers to add and remove in the editor, in both languages.
describe('page content counts', () => {
  it('asks each FAQ question in both languages', () => {
    expect(getPage(faqPage).pt).toHaveLength(getPage(faqPage).en.length);
  });

  // The demo has 8 testimonials; the photographer adds and removes them in the editor. Whether the
  // file holds the demo's is read from the file as YAML, not from the reader under test, so a reader
  // that loses one is caught while her own testimonials never turn it red.
  const written = (
    yamlData(readFileSync(dataCollections.testimonials.file, 'utf8')) as {
      testimonials: { couple: string; venue: string }[];
    }
  ).testimonials.map(({ couple, venue }) => ({ couple, venue }));
  (written.length === DEMO_TESTIMONIALS.length && written.every(isDemoTestimonial) ? it : it.skip)(
    'has exactly 8 testimonials (the demo)',
    () => {
      expect(getTestimonials().map(({ couple, venue }) => ({ couple, venue }))).toEqual(written);
      expect(getTestimonials()).toHaveLength(8);
    },
  );

  it.each(locales)('has exactly 6 legal notice sections in %s', (locale) => {
    expect(legalNotice()[locale].sections).toHaveLength(6);
  });

  it.each(locales)('has exactly 11 privacy policy sections in %s', (locale) => {
    expect(privacyPolicy()[locale].sections).toHaveLength(11);
  });

  it('tells each photoshoot process step in both languages', () => {
    expect(getPage(photoshootProcessPage).pt.sections).toHaveLength(getPage(photoshootProcessPage).en.sections.length);
  });

  const demoPages = isShippedPages(
    getPage(faqPage).en.map((item) => item.question),
    getPage(photoshootProcessPage).en.sections.map((step) => step.title),
  );
  (demoPages ? it : it.skip).each(locales)(
    'has the demo’s 10 FAQ questions and 3 process steps, planning first, in %s',
    (locale) => {
      expect(getPage(faqPage)[locale]).toHaveLength(10);
      expect(getPage(photoshootProcessPage)[locale].sections).toHaveLength(3);
      expect(getPage(photoshootProcessPage)[locale].sections[0]!.title).toMatch(/plan/i);
    },
  );
});

describe('legal texts', () => {
  it.each(locales)('gives the e-mail and links to the privacy policy in the legal notice (%s)', (locale) => {
    const [, contact, , , , data] = legalNotice()[locale].sections;
    expect(pieces(contact!)).toContainEqual(expect.objectContaining({ email: true }));
    expect(pieces(data!)).toContainEqual(expect.objectContaining({ route: 'privacyPolicy' }));
  });

  it.each(locales)('opens the cookie preferences from sections 6 and 11 only (%s)', (locale) => {
    const withAction = privacyPolicy()
      [locale].sections.map((section, index) =>
        pieces(section).some((piece) => typeof piece === 'object' && 'action' in piece) ? index + 1 : 0,
      )
      .filter(Boolean);
    expect(withAction).toEqual([6, 11]);
  });

  it.each(locales)('links to the cookie help of four browsers in section 11 (%s)', (locale) => {
    const links = pieces(privacyPolicy()[locale].sections[10]!).filter(
      (piece): piece is { text: string; href: string } => typeof piece === 'object' && 'href' in piece,
    );
    expect(links.map((link) => new URL(link.href).host)).toEqual([
      'support.google.com',
      'support.mozilla.org',
      'support.apple.com',
      'support.microsoft.com',
    ]);
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(link.text.trim()).not.toBe('');
    }
  });
});

describe('European Portuguese', () => {
  // Every text of this folder, a page added later included: each page's `pt` (a page's statement
  // read as the site reads it, or what a function of no arguments gives); and the testimonials
  // written in Portuguese.
  const pageOf = (value: unknown): unknown =>
    value && typeof value === 'object' && 'schema' in value && 'build' in value
      ? getPage(value as PageSpec<z.ZodType, unknown>)
      : typeof value === 'function' && value.length === 0
        ? (value as () => unknown)()
        : value;
  const pageTexts: (readonly [string, unknown])[] = readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module of the folder, whatever its name
      Object.entries(require(join(__dirname, file)) as Record<string, unknown>).flatMap(([name, value]) => {
        const page = pageOf(value);
        return page && typeof page === 'object' && 'pt' in page ? [[`${file} ${name}`, page.pt] as const] : [];
      }),
    );
  pageTexts.push(['content/testimonials.yml', getTestimonials().filter(({ lang }) => lang === 'pt')]);

  it('reads every page text, the photoshoot process and the testimonials among them', () => {
    expect(pageTexts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['photoshoot-process.ts photoshootProcessPage', 'content/testimonials.yml']),
    );
  });

  it.each([...pageTexts, ['content/dictionaries/pages.ts', pagesMessages.pt] as const])(
    '%s has no Brazilian forms',
    (_name, value) => {
      expect(brazilianForms(text(value))).toEqual([]);
    },
  );
});

describe('photos', () => {
  const refs: PhotoRef[] = [...homePhotos().slides, ...Object.values(homePhotos().portfolio), aboutPhoto()];

  it.each(refs.map((ref) => [`${ref.album}/${ref.file}`, ref]))(
    '%s is a photo of an album, with alt text in both languages',
    (_name, ref) => {
      const album = Object.values(albumsByCategory)
        .flat()
        .find((group) => group.slug === ref.album);
      expect(album).toBeDefined();
      const alt = ref.alt ?? album!.photos.find((photo) => photo.file === ref.file)?.alt;
      expect(alt?.en).toBeTruthy();
      expect(alt?.pt).toBeTruthy();
    },
  );

  it('gives the slideshow more than one photo', () => {
    expect(homePhotos().slides.length).toBeGreaterThan(1);
  });
});
