/**
 * An album's story page in a language (/stories/<kind>/<album>): its names, summary, month, cover,
 * credits and the photographer's text as HTML, from the album's files (lib/albums/). Server and
 * build side only.
 */
import { Marked } from 'marked';
import type { GalleryRouteKey } from '@/content/routes';
import { albumsOfKind, type Album, type GalleryImage } from './albums';
import type { Credit } from './albums/schema';
import { escapeHtml } from './escape-html';
import type { Locale } from './i18n';

export type Story = {
  category: GalleryRouteKey;
  album: string;
  locale: Locale;
  title: string;
  summary: string;
  /** The month of the wedding or session. */
  month: { year: number; month: number };
  /** The cover photo's file name in the album's folder. */
  cover: string;
  credits: Credit[];
  /** The story's paragraphs as HTML (from the photographer's Markdown; raw HTML is shown as text). */
  html: string;
};

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
    category: album.category,
    album: album.slug,
    locale,
    title: album.title[locale],
    summary: album.summary[locale],
    month: album.month,
    cover: album.cover,
    credits: album.credits,
    html: markdown.parse(album.story[locale], { async: false }),
  };
}

/** The album of a gallery behind a story page; there is a page for every album, so any other is a mistake. */
function findAlbum(category: GalleryRouteKey, slug: string): Album {
  const album = albumsOfKind[category].find((candidate) => candidate.slug === slug);
  if (!album) throw new Error(`There is no album ${slug} among the ${category} of content/albums/.`);
  return album;
}

/** The story of an album of a gallery in a language. */
export function getStory(category: GalleryRouteKey, slug: string, locale: Locale): Story {
  return storyOf(findAlbum(category, slug), locale);
}

/** Where a story's cover is among its album's images (lib/albums/read.ts makes sure it is one of them). */
export function coverIndexOf(story: Story, images: readonly GalleryImage[]): number {
  const index = images.findIndex((image) => image.src === `${story.album}/${story.cover}`);
  if (index < 0) throw new Error(`Album ${story.album}: its cover ${story.cover} is not one of its photos.`);
  return index;
}
