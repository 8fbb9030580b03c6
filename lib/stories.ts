/**
 * An album's story page in a language (/stories/<kind>/<album>): its names, summary, month, cover,
 * credits and the photographer's text as HTML, from the album's files (lib/albums/). Server and
 * build side only.
 */
import { Marked } from 'marked';
import type { GalleryRouteKey } from '@/content/routes';
import type { Album } from './albums';
import { escapeHtml } from './escape-html';
import type { InLanguage, Locale } from './i18n';
import { albumOf } from './story-routes';

/**
 * What a story page tells of its album, in its language: the album's own fields, and the story's
 * paragraphs as HTML (from the photographer's Markdown; raw HTML is shown as text).
 */
export type Story = Pick<
  InLanguage<Album>,
  'slug' | 'category' | 'title' | 'summary' | 'month' | 'cover' | 'credits'
> & { locale: Locale; html: string };

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in a story is shown as written, never run: a story is prose, not markup.
    html: ({ text: raw }) => escapeHtml(raw),
    // The page's own <h1> is the names: a story's headings ('# The day') come below it.
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** An album's story in a language. */
export function storyOf(album: Album, locale: Locale): Story {
  return {
    slug: album.slug,
    category: album.category,
    locale,
    title: album.title[locale],
    summary: album.summary[locale],
    month: album.month,
    cover: album.cover,
    credits: album.credits,
    html: markdown.parse(album.story[locale], { async: false }),
  };
}

/** The story of an album of a gallery in a language. */
export function getStory(category: GalleryRouteKey, slug: string, locale: Locale): Story {
  return storyOf(albumOf(category, slug), locale);
}

/** Where an album's cover is among its photos (lib/albums/read.ts makes sure it is one of them). */
export function coverIndexOf({ slug, cover, photos }: Album): number {
  const index = photos.findIndex((photo) => photo.file === cover);
  if (index < 0) throw new Error(`Album ${slug}: its cover ${cover} is not one of its photos.`);
  return index;
}
