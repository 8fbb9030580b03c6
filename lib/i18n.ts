import type { Locale, Localized } from '@/content/languages';

export { locales, type Locale, type Localized } from '@/content/languages';

/** The trailing URL segment of each language (pt-pt, and en-en for the English aliases). */
export const localeSuffix = { en: 'en-en', pt: 'pt-pt' } as const satisfies Record<Locale, string>;

/** Value of `<html lang>` and `hreflang` for each language. */
export const htmlLang = { en: 'en', pt: 'pt-PT' } as const satisfies Record<Locale, string>;

/** Open Graph locale of each language. */
export const ogLocale = { en: 'en_GB', pt: 'pt_PT' } as const satisfies Record<Locale, string>;

/** The language is Portuguese when the path contains pt-pt, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname.includes(`/${localeSuffix.pt}`) ? 'pt' : 'en';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'pt' : 'en';
}

/** One language's side of a value written per language; any other value stays as it is. */
type InOneLanguage<Value> = Value extends Localized<infer Text> ? Text : Value;

/** A shape with every field written per language (`Localized`) read in one language. */
export type InLanguage<Shape> = { [Key in keyof Shape]: InOneLanguage<Shape[Key]> };
