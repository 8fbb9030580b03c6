/**
 * The testimonials (content/testimonials.yml, which the editor writes): each couple's message as
 * they wrote it, read and checked when the site is built. Build side only (it reads the file
 * system); the types the code uses are inferred from the schema, which the editor's field list is
 * checked against (admin/editor/cms-config.test.ts). The page's heading and the line under it are
 * interface words, in content/dictionaries/pages.ts (`testimonials`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';
import { locales } from './i18n';
import { TESTIMONIALS_FILE } from './testimonials-file';

const text = z.string().trim().min(1);

export const testimonialEntry = z
  .object({
    couple: text,
    venue: text,
    /** The language the message is written in (screen readers pronounce it so). */
    lang: z.enum(locales),
    /** Paragraphs separated by an empty line. */
    message: text,
  })
  .strict();

const testimonialsFile = z.object({ testimonials: z.array(testimonialEntry).min(1) }).strict();

export type Testimonial = Omit<z.infer<typeof testimonialEntry>, 'message'> & {
  /** Its paragraphs. */
  message: string[];
};

/** The testimonials of a file's text, or the problems that stop the build, naming the file and the entry. */
export function parseTestimonials(source: string): { testimonials: Testimonial[]; problems: string[] } {
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { testimonials: [], problems: [`${TESTIMONIALS_FILE} cannot be read: ${reason}.`] };
  }
  const parsed = testimonialsFile.safeParse(data);
  if (!parsed.success) {
    return {
      testimonials: [],
      problems: parsed.error.issues.map((issue) => {
        const [, index, field] = issue.path;
        const which = typeof index === 'number' ? `testimonial number ${index + 1}` : 'the testimonials';
        return `${TESTIMONIALS_FILE}: ${which}${field ? ` needs its ${String(field)}` : ` are not right (${issue.message})`}${field === 'lang' ? ' (en or pt)' : ''}.`;
      }),
    };
  }
  return {
    testimonials: parsed.data.testimonials.map(({ message, ...testimonial }) => ({
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
