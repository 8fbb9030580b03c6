/**
 * The about page's words (/about) are in content/pages/about.en.yml and about.pt.yml, which the
 * editor writes (Pages → About); its heading and button label are in
 * content/dictionaries/pages.ts, under `about`. This file states what the two files hold, reads
 * them, and names the photo beside the words (`aboutPhoto`, at the end), which is chosen in the editor
 * (Settings → Photos on your pages, content/settings/page-photos.yml).
 */
import { z } from 'zod';
import { chosenPhoto } from '@/content/page-photo-choices';
import { pageWhere } from '@/content/collections';
import { getPagePhotos } from '@/content/read';
import type { Paragraph } from '@/content/types';
import { line, prose, type PageSpec } from './page-file';
import type { PhotoRef } from './types';

export type AboutContent = {
  greeting: string;
  paragraphs: Paragraph[];
};

/** The one statement of what content/pages/about.<language>.yml holds. */
export const aboutFile = z
  .object({
    greeting: line('Greeting', 'a line of greeting, like “Hi, I’m {photographer}”'),
    text: prose('Text'),
  })
  .strict();

export const aboutPage: PageSpec<typeof aboutFile, AboutContent> = {
  name: 'about',
  where: pageWhere('about'),
  schema: aboutFile,
  build: ({ greeting, text }, read) => ({
    greeting: read.line(greeting, 'greeting'),
    paragraphs: read.prose(text, 'text'),
  }),
};

/**
 * The photo beside the introduction, as chosen in content/settings/page-photos.yml. Its
 * description for blind visitors comes from the album.
 */
export const aboutPhoto = (): PhotoRef => chosenPhoto(getPagePhotos().portrait);
