/**
 * The home page's words are in content/pages/home.en.yml and home.pt.yml, which the editor writes
 * (Pages → Home): the heading for search engines, the about card, the wedding packs and the note
 * under them, the work process, the portfolio and the Instagram invitation. Short labels (buttons,
 * section headings such as 'the adventure begins', 'Best seller', the guests of a pack) are in
 * content/dictionaries/pages.ts, under `home`. This file states what the two files hold and reads
 * them; the build stops, naming the file, the language and the field, when one is not right.
 * `homePhotos` (at the end) names the slideshow's and the portfolio tiles' photos, chosen in the
 * editor (Settings → Photos on your pages, content/settings/page-photos.yml).
 */
import { z } from 'zod';
import { pagesMessages } from '@/content/dictionaries/pages';
import { chosenPhoto } from '@/content/page-photo-choices';
import { pageWhere } from '@/content/collections';
import { getPagePhotos } from '@/content/read';
import type { Paragraph } from '@/content/types';
import type { GalleryRouteKey } from '@/content/routes';
import { line, prose, type PageSpec } from './page-file';
import type { PhotoRef } from './types';

/** Which guest-count label a pack shows, as the dictionaries word it. */
const guestCounts = ['upTo50', 'over150'] as const;
const { adventure: packLabels } = pagesMessages.en.home;

/** One wedding pack as she writes it: the same guests and best seller in both languages. */
const packFile = z
  .object({
    name: line('Name', 'the pack’s name'),
    guests: z.enum(guestCounts).meta({
      title: 'Guests',
      rule: guestCounts.map((count) => `${count} (“${packLabels[count]}”)`).join(' or '),
    }),
    bestSeller: z.boolean().meta({ title: 'Best seller', rule: 'true or false' }),
    description: line('Description', 'a sentence or two on what the pack covers'),
  })
  .strict()
  .meta({ title: 'Pack' });

/** The one statement of what content/pages/home.<language>.yml holds. */
export const homeFile = z
  .object({
    heading: line('Heading for search engines'),
    about: z
      .object({
        title: line('Title', 'a line, like “Hello, I’m {photographer}”'),
        quote: line('Quote'),
        text: prose('Text'),
      })
      .strict()
      .meta({ title: 'About you' }),
    adventure: z
      .object({
        text: prose('Text'),
        packs: z
          .array(packFile)
          .min(1)
          // The badge singles one pack out: on two it would say nothing.
          .refine((packs) => packs.filter((pack) => pack.bestSeller).length <= 1, {
            message: 'only one pack can be the best seller: turn “Best seller” off on the others.',
          })
          .meta({ title: 'Wedding packs', rule: 'at least one pack' }),
        note: prose('Below the packs'),
      })
      .strict()
      .meta({ title: 'The adventure begins' }),
    process: z
      .object({ text: prose('Text') })
      .strict()
      .meta({ title: 'Your work process' }),
    portfolio: z
      .object({ heading: line('Heading'), text: line('Text') })
      .strict()
      .meta({ title: 'Portfolio' }),
    stayConnected: z
      .object({ text: line('Text') })
      .strict()
      .meta({ title: 'Stay connected' }),
  })
  .strict();

type WeddingPack = {
  name: string;
  /** Which guest-count label shows on the pack (texts in content/dictionaries/pages.ts). */
  guests: (typeof guestCounts)[number];
  /** true shows the 'Best seller' badge. */
  bestSeller: boolean;
  description: string;
};

export type HomeContent = {
  /** The page's main heading, read by search engines and screen readers (not shown on screen). */
  heading: string;
  about: { title: string; quote: string; text: Paragraph[] };
  adventure: { text: Paragraph[]; packs: WeddingPack[]; note: Paragraph[] };
  process: { text: Paragraph[] };
  portfolio: { heading: string; text: string };
  stayConnected: { text: string };
};

export const homePage: PageSpec<typeof homeFile, HomeContent> = {
  name: 'home',
  where: pageWhere('home'),
  schema: homeFile,
  build: ({ heading, about, adventure, process, portfolio, stayConnected }, read) => ({
    heading: read.line(heading, 'heading'),
    about: {
      title: read.line(about.title, 'about', 'title'),
      quote: read.line(about.quote, 'about', 'quote'),
      text: read.prose(about.text, 'about', 'text'),
    },
    adventure: {
      text: read.prose(adventure.text, 'adventure', 'text'),
      packs: adventure.packs.map(({ name, guests, bestSeller, description }, index) => ({
        name: read.line(name, 'adventure', 'packs', index, 'name'),
        guests,
        bestSeller,
        description: read.line(description, 'adventure', 'packs', index, 'description'),
      })),
      note: read.prose(adventure.note, 'adventure', 'note'),
    },
    process: { text: read.prose(process.text, 'process', 'text') },
    portfolio: {
      heading: read.line(portfolio.heading, 'portfolio', 'heading'),
      text: read.line(portfolio.text, 'portfolio', 'text'),
    },
    stayConnected: { text: read.line(stayConnected.text, 'stayConnected', 'text') },
  }),
  // A pack is one offer told in two languages: the same packs, in the same order, for the same
  // guests, the same one the best seller.
  compare: ({ en, pt }) => {
    const [english, portuguese] = [en.adventure.packs, pt.adventure.packs];
    if (english.length !== portuguese.length) {
      return [
        `The English home page has ${english.length} wedding packs and the Portuguese ${portuguese.length}: give each pack in both languages`,
      ];
    }
    return english.flatMap((pack, index) => {
      const other = portuguese[index]!;
      const named = `Wedding pack ${index + 1} (“${pack.name}” / “${other.name}”)`;
      return [
        ...(pack.guests === other.guests
          ? []
          : [`${named} is for different guests in English and in Portuguese: choose the same in both`]),
        ...(pack.bestSeller === other.bestSeller
          ? []
          : [`${named} is the best seller in one language only: mark it the same in both`]),
      ];
    });
  },
};

/**
 * Photos of the home page, as chosen in content/settings/page-photos.yml (Settings → Photos on
 * your pages). Their descriptions for blind visitors (alt text) come from the albums.
 */
export function homePhotos(): { slides: PhotoRef[]; portfolio: Partial<Record<GalleryRouteKey, PhotoRef>> } {
  const { slideshow, portfolio } = getPagePhotos();
  return {
    /** The slideshow, in order. The first photo is the first thing visitors see. */
    slides: slideshow.map(chosenPhoto),
    /** The photo chosen for each portfolio tile; a tile left empty has none (lib/portfolio-tiles.ts). */
    portfolio: Object.fromEntries(
      Object.entries(portfolio).flatMap(([gallery, photo]) =>
        photo === undefined ? [] : [[gallery, chosenPhoto(photo)]],
      ),
    ),
  };
}
