/**
 * The testimonials (content/testimonials.yml, which the editor writes): each couple's message as
 * they wrote it, read and checked when the site is built. Build side only (it reads the file
 * system); the types the code uses are inferred from the schema, which the editor's field list is
 * checked against (admin/editor/cms-config.test.ts). The page's heading and the line under it are
 * interface words, in content/dictionaries/pages.ts (`testimonials`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDataFile } from '@/content/data-file';
import { locales } from './i18n';
import { TESTIMONIALS_FILE, TESTIMONIALS_WHERE } from './going-live/content-files';

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

const testimonialsFile = z
  .object({
    testimonials: z.array(testimonialEntry).min(1).meta({ title: 'Testimonials', rule: 'at least one testimonial' }),
  })
  .strict();

export type Testimonial = Omit<z.infer<typeof testimonialEntry>, 'message'> & {
  /** Its paragraphs. */
  message: string[];
};

/** The testimonials of a file's text, or the problems that stop the build, naming the file and the entry. */
export function parseTestimonials(source: string): { testimonials: Testimonial[]; problems: string[] } {
  const { data, problems } = parseDataFile(source, testimonialsFile, {
    file: TESTIMONIALS_FILE,
    where: `(${TESTIMONIALS_WHERE})`,
    unknownKey: 'a field of a testimonial',
    whole: 'list the testimonials',
  });
  if (!data) return { testimonials: [], problems };
  return {
    testimonials: data.testimonials.map(({ message, ...testimonial }) => ({
      ...testimonial,
      message: message
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    })),
    problems: [],
  };
}

let loaded: Testimonial[] | null = null;

/** The testimonials, in the order the page shows them (read once). */
export function siteTestimonials(): Testimonial[] {
  if (loaded) return loaded;
  const { testimonials, problems } = parseTestimonials(
    readFileSync(path.join(process.cwd(), TESTIMONIALS_FILE), 'utf8'),
  );
  if (problems.length > 0)
    throw new Error(`The site cannot be built until ${TESTIMONIALS_FILE} is fixed:\n  ${problems.join('\n  ')}`);
  loaded = testimonials;
  return testimonials;
}
