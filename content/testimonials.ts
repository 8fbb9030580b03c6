/**
 * The testimonials (content/testimonials.yml, which the editor writes): each couple's message as
 * they wrote it, read and checked when the site is built (content/read.ts). The types the code uses
 * are inferred from the schema, which the editor's field list is checked against
 * (admin/editor/cms-config.test.ts). The page's heading and the line under it are interface words,
 * in content/dictionaries/pages.ts (`testimonials`).
 */
import { z } from 'zod';
import { dataCollections } from './collections';
import { readCollectionText } from './data-file';
import { locales } from './languages';

const text = (title: string) => z.string().trim().min(1).meta({ title, rule: 'some text' });

/** One couple's message; each field titled as the editor labels it. */
export const testimonialEntry = z
  .object({
    couple: text('Names'),
    venue: text('Venue'),
    /** The language the message is written in (screen readers pronounce it so). */
    lang: z.enum(locales).meta({ title: 'Written in', rule: 'en or pt' }),
    /** Paragraphs separated by an empty line. */
    message: text('Message'),
  })
  .strict()
  .meta({ title: 'Testimonial' });

/** The one statement of what content/testimonials.yml holds. */
export const testimonialsFile = z
  .object({
    testimonials: z.array(testimonialEntry).min(1).meta({ title: 'Testimonials', rule: 'at least one testimonial' }),
  })
  .strict();

export type Testimonial = Omit<z.infer<typeof testimonialEntry>, 'message'> & {
  /** Its paragraphs. */
  message: string[];
};

/** The testimonials of a file's text (undefined: no file), or the problems that stop the build, naming the file and the entry. */
export function parseTestimonials(source: string | undefined): { testimonials: Testimonial[]; problems: string[] } {
  const { data, problems } = readCollectionText(dataCollections.testimonials, testimonialsFile, source);
  return {
    testimonials: (data?.testimonials ?? []).map(({ message, ...testimonial }) => ({
      ...testimonial,
      message: message
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    })),
    problems,
  };
}
