/**
 * Her content as the site is built with it, read from the project's files: one reader for every
 * data file (content/collections.ts declares them, content/data-file.ts reads their text) and one
 * memo, so that each file is read once per build. The pages ask for what they show by calling
 * these; the checks (npm run test:content) call the `read…` functions, which name the problems
 * instead of stopping on them. Build side only (it reads the file system).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { dataCollections } from './collections';
import { readCollectionText } from './data-file';
import type { Localized } from './languages';
import { pagePhotoChoices } from './page-photo-choices';
import { readPage, type PageSpec } from './pages/page-file';
import { sharingSettings } from './sharing';
import { siteSettings, siteUrlOf, type Site } from './site';
import { parseTestimonials, testimonialsFile, type Testimonial } from './testimonials';

/** The schema of each data file. */
const schemas = {
  settings: siteSettings,
  pagePhotos: pagePhotoChoices,
  sharing: sharingSettings,
  testimonials: testimonialsFile,
} as const satisfies Record<keyof typeof dataCollections, z.ZodType>;

type DataName = keyof typeof schemas;
type DataOf<N extends DataName> = z.output<(typeof schemas)[N]>;

/** A file's text, or undefined when the project has none. */
function textOf(root: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** A data file of a project: its data, or its problems, each naming the file and where she changes it. */
export function readDataFile<N extends DataName>(name: N, root: string = process.cwd()) {
  const collection = dataCollections[name];
  return readCollectionText(collection, schemas[name], textOf(root, collection.file)) as {
    data?: DataOf<N>;
    problems: string[];
  };
}

const memo = new Map<string, unknown>();

/** What `read` gives, read once per project and key; a problem stops the build, naming what to fix. */
function once<T>(key: string, read: () => { value?: T; problems: string[] }, what: string): T {
  const full = `${process.cwd()}\0${key}`;
  if (memo.has(full)) return memo.get(full) as T;
  const { value, problems } = read();
  if (value === undefined)
    throw new Error(`The site cannot be built until ${what} is fixed:\n  ${problems.join('\n  ')}`);
  memo.set(full, value);
  return value;
}

function loadDataFile<N extends DataName>(name: N): DataOf<N> {
  return once(
    name,
    () => {
      const { data, problems } = readDataFile(name);
      return { value: data, problems };
    },
    dataCollections[name].file,
  );
}

/** Her settings and the site's public address. */
export const getSite = (): Site => ({ ...loadDataFile('settings'), url: siteUrlOf(process.env) });

/** The photos her pages show. */
export const getPagePhotos = () => loadDataFile('pagePhotos');

/** The testimonials of a project, each message in paragraphs, or the problems of the file. */
export const readTestimonials = (root: string = process.cwd()) =>
  parseTestimonials(textOf(root, dataCollections.testimonials.file));

/** The testimonials, in the order the page shows them. */
export const getTestimonials = (): Testimonial[] =>
  once(
    'testimonials',
    () => {
      const { testimonials, problems } = readTestimonials();
      return { value: problems.length === 0 ? testimonials : undefined, problems };
    },
    dataCollections.testimonials.file,
  );

/** A page's words in both languages, with her settings in them. */
export function getPage<S extends z.ZodType, T>(spec: PageSpec<S, T>): Localized<T> {
  return once(
    `page:${spec.name}`,
    () => {
      const { page, problems } = readPage(spec, process.cwd(), loadDataFile('settings'));
      return { value: page, problems };
    },
    `the ${spec.where} page`,
  );
}
