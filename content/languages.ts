/**
 * The site's two languages: English (no address suffix) and European Portuguese. Every text of
 * this folder is written once in each. You do not need to edit this file to change a text.
 */
export const locales = ['en', 'pt'] as const;
export type Locale = (typeof locales)[number];

/** A piece of content written once per language. */
export type Localized<T> = Record<Locale, T>;
