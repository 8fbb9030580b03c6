/**
 * A page whose words the photographer writes in the editor (Pages in the editor): one YAML file
 * per language side by side, content/pages/<page>.en.yml and <page>.pt.yml, as the editor writes
 * a translated page. One schema per page states what each file holds: the build checks both files
 * against it, the editor's fields are generated from it (admin/editor/cms-config.ts), and the
 * texts are read as she writes them (content/prose.ts). Every problem names the file, the
 * language, the field in her words and what she wrote. Build side only (it reads the file system).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describePath, parseDataFile } from '@/content/data-file';
import { locales, type Locale, type Localized } from '@/content/languages';
import { pageOf, parseLine, parseProse, placeholderValues, type PlaceholderValues } from '@/content/prose';
import type { RouteKey } from '@/content/routes';
import type { SiteSettings } from '@/content/site';
import { pagesCollection, type PageName } from '@/content/collections';
import type { Paragraph } from '@/content/types';

const languageNames: Record<Locale, string> = { en: 'English', pt: 'Portuguese' };

/** A line of text: a heading, a question, a button's words. */
export const line = (title: string, rule = 'some text') => z.string().trim().min(1).meta({ title, rule });
/** Paragraphs as she writes them (content/prose.ts). */
export const prose = (title: string) => z.string().trim().min(1).meta({ title, rule: 'some text' });

/** Reads a file's texts, each named by the field it came from, and collects their problems. */
type TextReader = {
  prose(text: string, ...at: (string | number)[]): Paragraph[];
  line(text: string, ...at: (string | number)[]): string;
  page(address: string, ...at: (string | number)[]): RouteKey;
};

export type PageSpec<S extends z.ZodType, T> = {
  /** The files' name: content/pages/<name>.en.yml and <name>.pt.yml. */
  name: PageName;
  /** Where she changes it, as the editor names it (“Pages → FAQ”). */
  where: string;
  schema: S;
  /** The page in one language, from its file's data. */
  build(data: z.output<S>, read: TextReader): T;
  /** Problems between the two languages (a question without its translation). */
  compare?(page: Localized<T>): string[];
};

/** The file of a page in a language; `{{locale}}` is how the editor names both. */
export const pageFile = (name: string, locale: Locale | '{{locale}}') =>
  path.join(pagesCollection.folder, `${name}.${locale}.yml`);

/** One language's page from its file's text, or the problems, each naming the file, the language and the field. */
export function pageProblems<S extends z.ZodType, T>(
  spec: PageSpec<S, T>,
  locale: Locale,
  source: string,
  values: PlaceholderValues,
): { page?: T; problems: string[] } {
  const file = `${pageFile(spec.name, locale)} (${languageNames[locale]})`;
  const where = `(${spec.where})`;
  const parsed = parseDataFile(source, spec.schema, { file, where, ...pagesCollection.words });
  if (parsed.data === undefined) return { problems: parsed.problems };
  const problems: string[] = [];
  const named =
    <V>(parse: (text: string) => { value: V; problems: string[] }) =>
    (text: string, ...at: (string | number)[]): V => {
      const result = parse(text);
      const field = describePath(spec.schema, at).where;
      problems.push(...result.problems.map((problem) => `${file}: ${field}: ${problem} ${where}`));
      return result.value;
    };
  const read: TextReader = {
    prose: named((text) => parseProse(text, values)),
    line: named((text) => parseLine(text, values)),
    page: named((address) => {
      const route = pageOf(address);
      return route
        ? { value: route, problems: [] }
        : {
            value: 'home',
            problems: [`“${address}” is no page of the site: write a page's address, like /contact.`],
          };
    }),
  };
  const page = spec.build(parsed.data, read);
  return problems.length === 0 ? { page, problems } : { problems };
}

/** The page in both languages from a project's files, or the problems that stop the build. */
export function readPage<S extends z.ZodType, T>(
  spec: PageSpec<S, T>,
  root: string,
  settings: SiteSettings,
): { page?: Localized<T>; problems: string[] } {
  const values = placeholderValues(settings);
  const pages: Partial<Localized<T>> = {};
  const problems: string[] = [];
  for (const locale of locales) {
    const file = pageFile(spec.name, locale);
    let source: string;
    try {
      source = readFileSync(path.join(root, file), 'utf8');
    } catch {
      problems.push(`${file} is missing: write the page's ${languageNames[locale]} text (${spec.where}).`);
      continue;
    }
    const result = pageProblems(spec, locale, source, values);
    problems.push(...result.problems);
    if (result.page !== undefined) pages[locale] = result.page;
  }
  if (problems.length > 0 || !pages.en || !pages.pt) return { problems };
  const page = { en: pages.en, pt: pages.pt };
  const differences = spec.compare?.(page).map((problem) => `${problem} (${spec.where}).`) ?? [];
  return differences.length === 0 ? { page, problems: [] } : { problems: differences };
}
