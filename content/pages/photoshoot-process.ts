/**
 * The photoshoot process (/stories/photoshoot-process): its words are in
 * content/pages/photoshoot-process.en.yml and photoshoot-process.pt.yml, which the editor writes
 * (Pages → The photoshoot process). This file states what those files hold and reads them as a
 * page of words (`TextPage`, content/types.ts: components/pages/text-page-screen.tsx shows it).
 */
import { z } from 'zod';
import type { TextPage } from '@/content/types';
import { pageWhere } from '@/content/collections';
import { line, prose, type PageSpec } from './page-file';

/** The one statement of what content/pages/photoshoot-process.<language>.yml holds. */
export const photoshootProcessFile = z
  .object({
    heading: line('Heading'),
    intro: prose('Introduction'),
    steps: z
      .array(
        z
          .object({
            title: line('Title', 'the step’s title, without its number'),
            text: prose('Text'),
          })
          .strict()
          .meta({ title: 'Step' }),
      )
      .min(1)
      .meta({ title: 'Steps', rule: 'at least one step' }),
    closing: prose('Closing words'),
    button: z
      .object({
        label: line('Button', 'the words on the button'),
        page: line('Button leads to', 'a page’s address, like /contact'),
      })
      .strict()
      .meta({ title: 'Button' }),
  })
  .strict();

export const photoshootProcessPage: PageSpec<typeof photoshootProcessFile, TextPage> = {
  name: 'photoshoot-process',
  where: pageWhere('photoshoot-process'),
  schema: photoshootProcessFile,
  build: ({ heading, intro, steps, closing, button }, read) => ({
    heading: read.line(heading, 'heading'),
    intro: read.prose(intro, 'intro'),
    sections: steps.map(({ title, text }, index) => ({
      title: read.line(title, 'steps', index, 'title'),
      paragraphs: read.prose(text, 'steps', index, 'text'),
    })),
    closing: read.prose(closing, 'closing'),
    link: { text: read.line(button.label, 'button', 'label'), route: read.page(button.page, 'button', 'page') },
  }),
  // The steps are numbered: each language tells the same steps.
  compare: ({ en, pt }) =>
    en.sections.length === pt.sections.length
      ? []
      : [
          `The English photoshoot process has ${en.sections.length} steps and the Portuguese ${pt.sections.length}: give each step in both languages`,
        ],
};
