/**
 * Whether a page speaks one language: the strings of content/dictionaries and content/pages that
 * exist in one language only, and the text a visitor sees on a page.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { locales, otherLocale, type Locale } from '@/lib/i18n';

type Strings = { en: string[]; pt: string[] };

/**
 * Keys whose values are not words of their own side's language: the language toggle names the
 * other language, in that language (it carries its own `lang`).
 */
const otherLanguageKeys = new Set(['languageToggle.label', 'languageToggle.description']);

function collectStrings(value: unknown, path: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => collectStrings(item, `${path}.${index}`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collectStrings(item, path ? `${path}.${key}` : key, out);
}

function isLocalized(value: unknown): value is Record<Locale, unknown> {
  return !!value && typeof value === 'object' && 'en' in value && 'pt' in value && Object.keys(value).length === 2;
}

type LoadedStrings = { dictionaries: Strings; pages: Strings };

/**
 * Every string of content/dictionaries/*.ts, per language and key, and every string of the
 * localized page texts of content/pages/*.ts.
 */
function readStrings(): LoadedStrings {
  const result: LoadedStrings = { dictionaries: { en: [], pt: [] }, pages: { en: [], pt: [] } };
  for (const [folder, target] of [
    ['dictionaries', result.dictionaries],
    ['pages', result.pages],
  ] as const) {
    const dir = join(process.cwd(), 'content', folder);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Playwright's loader compiles TS on require, not on import()
      const moduleExports = require(join(dir, file)) as Record<string, unknown>;
      for (const exported of Object.values(moduleExports).filter(isLocalized)) {
        for (const locale of locales) {
          const strings = new Map<string, string>();
          collectStrings(exported[locale], '', strings);
          for (const [key, text] of strings) {
            if (folder === 'dictionaries' && otherLanguageKeys.has(key.split('.').slice(-2).join('.'))) continue;
            target[locale].push(text);
          }
        }
      }
    }
  }
  return result;
}

let loaded: LoadedStrings | undefined;

/** The strings of `readStrings`, read once. */
function loadStrings(): LoadedStrings {
  loaded ??= readStrings();
  return loaded;
}

const letter = '[\\p{L}\\p{N}]';

/** A whole-phrase, case-insensitive pattern; `{placeholders}` match any word. */
export function phrasePattern(text: string): RegExp {
  const body = text
    .trim()
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
    .join('\\S+');
  return new RegExp(`(?<!${letter})${body}(?!${letter})`, 'iu');
}

const onlyStrings = new Map<Locale, string[]>();

/**
 * Strings of `locale` that belong to that language only: longer than 3 characters, and found
 * (as a whole phrase, ignoring case) in no string of the other language. Dictionary strings
 * whose counterpart is the same word ('FAQ', 'Instagram', 'Email') drop out by that rule.
 * Worked out once per language.
 */
export function languageOnlyStrings(locale: Locale): string[] {
  const known = onlyStrings.get(locale);
  if (known) return known;
  const { dictionaries, pages } = loadStrings();
  const other = otherLocale(locale);
  const otherStrings = [...dictionaries[other], ...pages[other]];
  const candidates = [...new Set([...dictionaries[locale], ...pages[locale]])].filter(
    (text) => text.replace(/\{\w+\}/g, '').trim().length > 3,
  );
  const found = candidates.filter((text) => {
    const pattern = phrasePattern(text);
    return !otherStrings.some((otherText) => pattern.test(otherText));
  });
  onlyStrings.set(locale, found);
  return found;
}

/** The rendered text of the page, leaving out elements marked as written in another language. */
export async function visibleTextInPageLanguage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang.toLowerCase().split('-')[0];
    const foreign = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter(
      (element) => element.lang.toLowerCase().split('-')[0] !== pageLang,
    );
    const previous = foreign.map((element) => element.style.display);
    foreign.forEach((element) => element.style.setProperty('display', 'none', 'important'));
    const text = document.body.innerText;
    foreign.forEach((element, index) => {
      element.style.display = previous[index]!;
    });
    return text.replace(/\s+/g, ' ');
  });
}
