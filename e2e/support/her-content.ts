/**
 * What her content files say, read straight from content/ with the parsers' own libraries and not
 * through the site's code (lib/albums, content/pages): the oracle of the checks whose expected
 * counts follow her albums and pages, so that a site reading them wrongly fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { Locale } from '@/lib/i18n';

const content = join(process.cwd(), 'content');

type AlbumFile = { slug: string; kind: string; photos: number };

/** Each album folder's kind and number of photos, as its index.en.md lists them. */
export function albumFiles(): AlbumFile[] {
  const albums = join(content, 'albums');
  return readdirSync(albums, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const { data } = matter(readFileSync(join(albums, name, 'index.en.md'), 'utf8'));
      const { kind, photos } = data as { kind: string; photos: unknown[] };
      return { slug: name, kind, photos: photos.length };
    });
}

/** The photos a gallery page shows: those of every album of its kind. */
export const photosOfKind = (kind: string) =>
  albumFiles()
    .filter((album) => album.kind === kind)
    .reduce((sum, album) => sum + album.photos, 0);

/** The photos an album's story page shows. */
export const photosOfAlbum = (slug: string) => albumFiles().find((album) => album.slug === slug)!.photos;

/** The questions of her FAQ in a language, as content/pages/faq.<locale>.yml lists them. */
export function faqQuestions(locale: Locale): number {
  const file = yaml.load(readFileSync(join(content, 'pages', `faq.${locale}.yml`), 'utf8')) as {
    questions: unknown[];
  };
  return file.questions.length;
}

/**
 * What she wrote of her albums that a gallery page shows as she wrote it, in a language: each
 * album's title, heading and place. Names are hers in whichever language she writes them
 * ('Família Costa' on the English page is her English title).
 */
export function albumWords(locale: Locale): string[] {
  const albums = join(content, 'albums');
  return albumFiles().flatMap(({ slug }) => {
    const english = matter(readFileSync(join(albums, slug, 'index.en.md'), 'utf8')).data as Record<string, unknown>;
    const own = locale === 'en' ? english : matter(readFileSync(join(albums, slug, 'index.pt.md'), 'utf8')).data;
    const place = english.place as Record<Locale, string> | undefined;
    return [own.title, own.heading ?? english.heading, place?.[locale]].filter(
      (words): words is string => typeof words === 'string' && words.trim() !== '',
    );
  });
}

/** Her business name, as content/settings/site.yml gives it. */
export function businessName(): string {
  return (yaml.load(readFileSync(join(content, 'settings', 'site.yml'), 'utf8')) as { name: string }).name;
}

type Place = Record<Locale, string> & { at: string; em: string };

/**
 * What a story's title is made of, as her album's files say it: its names in a language (the
 * Portuguese file's own, or the English ones), its kind and its place.
 */
export function albumTitleFacts(slug: string, locale: Locale): { names: string; kind: string; place?: Place } {
  const folder = join(content, 'albums', slug);
  const english = matter(readFileSync(join(folder, 'index.en.md'), 'utf8')).data as {
    title: string;
    kind: string;
    place?: Place;
  };
  const own =
    locale === 'en' ? english : (matter(readFileSync(join(folder, 'index.pt.md'), 'utf8')).data as { title?: string });
  return { names: own.title ?? english.title, kind: english.kind, ...(english.place ? { place: english.place } : {}) };
}
