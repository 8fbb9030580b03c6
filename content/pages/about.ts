/**
 * The about page's words (/about) are in content/pages/about.en.yml and about.pt.yml, which the
 * editor writes (Pages → About); its heading and button label are in
 * content/dictionaries/pages.ts, under `about`. This file states what the two files hold, reads
 * them, and names the photo beside the words (`aboutPhoto`, at the end), which is chosen in the editor
 * (Settings → Photos on your pages, content/settings/page-photos.yml).
 */
import { z } from 'zod';
import { chosenPhoto } from '@/content/page-photo-choices';
import { loadPagePhotos } from '@/content/page-photos';
import type { Paragraph } from '@/content/types';
import { line, loadPage, prose, type PageSpec } from './page-file';
import type { PhotoRef } from './types';

/** The pages' photos, read when the photo is first asked for (see home.ts). */
let chosen: ReturnType<typeof loadPagePhotos> | undefined;
const portrait = () => chosenPhoto((chosen ??= loadPagePhotos()).portrait);

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
  where: 'Pages → About',
  schema: aboutFile,
  build: ({ greeting, text }, read) => ({
    greeting: read.line(greeting, 'greeting'),
    paragraphs: read.prose(text, 'text'),
  }),
};

/** The about page's words in both languages, read once. */
export const about = loadPage(aboutPage);

/**
 * The photo beside the introduction, as chosen in content/settings/page-photos.yml. Its
 * description for blind visitors comes from the album.
 */
export const aboutPhoto: PhotoRef = {
  get album() {
    return portrait().album;
  },
  get file() {
    return portrait().file;
  },
};
