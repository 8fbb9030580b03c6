/**
 * The texts the editor's own Translate writes, into either language's pane (Portuguese from
 * English, English from Portuguese): an album's names, summary and story besides its photo
 * descriptions, and every field of her other entries (the FAQ, a page's texts).
 * Like a suggested description, a text Google gave is marked "Translated by machine: check it."
 * beside its field until she corrects it or keeps it, and saving waits for that: nothing a service
 * wrote is published unseen. Her texts are never marked: what she kept, and what the entry's file
 * holds since she saved it in this visit. A reload starts a new visit, in which nothing is a
 * service's. Pure; each side of the photos field shows an album's marks
 * (admin/photos-field/translated-marks.ts), the page those of her other entries
 * (admin/translation/page-marks.ts).
 */
import { MARK_WORDS } from '../photos-field/marks';
import type { SideLanguage } from '../visit/visit-store';

/** The event the bundle's Translate sends once it has written its texts (admin/vendor/editor-patch.ts). */
export const TRANSLATED_EVENT = 'editor-translated';

/**
 * The function the page puts on `globalThis` under this name, which the bundle's Translate asks
 * whether a field it wrote is saved, `(locale, keyPath) => boolean`: its count tells only those.
 */
export const TRANSLATION_SAVED = 'editorTranslationSaved';

/**
 * The function the page puts on `globalThis` under this name, which the editor's check of a field
 * asks (admin/vendor/editor-patch.ts) what stops a save of it, with the entry, the language, the key
 * path, the value and the field's label: a sentence, or nothing.
 */
export const FIELD_STOPPING = 'editorFieldStopping';

/** What the event tells: the language written, and each field's key with the text written there. */
type TranslatedDetail = { locale: string; written: readonly (readonly [string, string])[] };

/** The fields marked, by the editor's key, with her label for each (admin/editor/cms-config.ts). */
export const TRANSLATED_FIELDS = { title: 'Names', summary: 'Summary', body: 'Story' } as const;

export type TranslatedField = keyof typeof TRANSLATED_FIELDS;

export const TRANSLATED_MARK = `${MARK_WORDS.translated.says}: check it.`;

const isTranslatedField = (key: string): key is TranslatedField => Object.hasOwn(TRANSLATED_FIELDS, key);

/** Both panes Translate writes into, each from the other's language. */
export const SIDE_LANGUAGES: readonly SideLanguage[] = ['en', 'pt'];

/** The texts Translate wrote into `language`'s pane, by key path, from an event's detail: none empty. */
export function translatedTexts(detail: unknown, language: SideLanguage): [string, string][] {
  const { locale, written } = (detail ?? {}) as Partial<TranslatedDetail>;
  if (locale !== language || !Array.isArray(written)) return [];
  return written.flatMap(([key, text]) =>
    typeof key === 'string' && typeof text === 'string' && text.trim() !== '' ? [[key, text] as [string, string]] : [],
  );
}

/** The texts Translate wrote into an album's marked fields of `language`'s pane, from an event's detail. */
export const translatedFieldTexts = (detail: unknown, language: SideLanguage): [TranslatedField, string][] =>
  translatedTexts(detail, language).filter((pair): pair is [TranslatedField, string] => isTranslatedField(pair[0]));

/**
 * The photo descriptions Translate wrote on `language`'s side, from an event's detail: each with
 * its place (from 0) in the side's list `list` ("photos.3.description" is the fourth photo's).
 */
export function translatedDescriptionTexts(detail: unknown, list: string, language: SideLanguage): [number, string][] {
  const { locale, written } = (detail ?? {}) as Partial<TranslatedDetail>;
  if (locale !== language || !Array.isArray(written)) return [];
  const description = new RegExp(`^${list}\\.(\\d+)\\.description$`);
  return written.flatMap(([key, text]) => {
    const place = typeof key === 'string' ? description.exec(key)?.[1] : undefined;
    return place !== undefined && typeof text === 'string' && text.trim() !== '' ? [[Number(place), text]] : [];
  });
}

/** An album's marked fields, in the form's order. */
export const ALBUM_TRANSLATED_FIELDS = Object.keys(TRANSLATED_FIELDS) as TranslatedField[];

/**
 * The fields among `keys` still as Translate wrote them and not hers, in the order of `keys`:
 * `values` are the side's now, `translated` the texts Translate wrote in this visit by
 * field, `hers` the texts she kept or saved, by field.
 */
export function fieldsToCheck<Key extends string>(
  keys: readonly Key[],
  values: Readonly<Record<string, unknown>>,
  translated: ReadonlyMap<string, ReadonlySet<string>>,
  hers: readonly ReadonlyMap<string, string>[],
): Key[] {
  return keys.filter((key) => {
    const value = values[key];
    return (
      typeof value === 'string' &&
      value.trim() !== '' &&
      translated.get(key)?.has(value) === true &&
      !hers.some((texts) => texts.get(key) === value)
    );
  });
}

const LANGUAGE_NAMES: Readonly<Record<SideLanguage, string>> = { en: 'English', pt: 'Portuguese' };

/** What stops a save while the field of this label, in `language`'s pane, is as Translate wrote it. */
export const translatedFieldStoppingSave = (label: string, language: SideLanguage): string =>
  `The ${LANGUAGE_NAMES[language]} field ${label} is as translated by machine: correct it, or press Keep under it.`;

/**
 * The entry a page's address shows, other than an album and a new entry, as the editor's check of
 * a field names it (`collection/file`): "pages/faq" for "#/collections/pages/entries/faq". Only
 * her single pages are entries of this kind; an album's marks are the photos field's.
 */
export function pageEntryOf(shown: string | undefined, albums: string): string | undefined {
  const match = /^([^/]+)\/entries\/([^/]+)$/.exec(shown ?? '');
  return match && match[1] !== albums ? `${match[1]}/${match[2]}` : undefined;
}

/** A field the editor checks, as it asks the page what stops a save of it (admin/vendor/editor-patch.ts). */
export type FieldAsked = {
  collectionName: string;
  fileName?: string;
  locale: string;
  keyPath: string;
  value: unknown;
  label: string;
  /** The entry's name: an album's, empty while it is new. */
  slug?: string;
  /** Has the editor check this field again, as a write into it would. */
  checkAgain?: () => void;
};

/** What Translate wrote into one of her entries in this visit, and what she kept of it, by key path. */
export type PageTexts = {
  translated: ReadonlyMap<string, ReadonlySet<string>>;
  kept: ReadonlyMap<string, string>;
};

const isSideLanguage = (locale: string): locale is SideLanguage =>
  (SIDE_LANGUAGES as readonly string[]).includes(locale);

/**
 * What stops a save of a field of her single pages, in either pane: the sentence naming it while it
 * holds a text Translate wrote there in this visit that she has neither corrected nor kept. Nothing
 * for an album (`albumFieldStopping`).
 */
export function pageFieldStopping(
  asked: FieldAsked,
  albums: string,
  textsOf: (entry: string, language: SideLanguage) => PageTexts,
): string | undefined {
  const { collectionName, fileName, locale, keyPath, value, label } = asked;
  if (!isSideLanguage(locale) || collectionName === albums || !fileName) return undefined;
  const { translated, kept } = textsOf(`${collectionName}/${fileName}`, locale);
  return fieldsToCheck([keyPath], { [keyPath]: value }, translated, [kept]).length > 0
    ? translatedFieldStoppingSave(label, locale)
    : undefined;
}

/** What Translate wrote into an album's names, summary and story in this visit, and what of it is hers (kept or saved). */
export type AlbumTexts = {
  translated: ReadonlyMap<string, ReadonlySet<string>>;
  hers: readonly ReadonlyMap<string, string>[];
};

/**
 * What stops a save of an album's names, summary or story, in either pane: the sentence naming the
 * field while it holds a text Translate wrote there in this visit that she has neither corrected nor
 * kept, said under that field as her pages' are. Nothing for any other field, nor for her pages.
 */
export function albumFieldStopping(
  asked: FieldAsked,
  albums: string,
  textsOf: (album: string, language: SideLanguage) => AlbumTexts,
): string | undefined {
  const { collectionName, locale, keyPath, value, slug = '' } = asked;
  if (!isSideLanguage(locale) || collectionName !== albums || !isTranslatedField(keyPath)) return undefined;
  const { translated, hers } = textsOf(slug, locale);
  return fieldsToCheck([keyPath], { [keyPath]: value }, translated, hers).length > 0
    ? translatedFieldStoppingSave(TRANSLATED_FIELDS[keyPath], locale)
    : undefined;
}

/**
 * The function the page puts on `globalThis` under this name, which the bundle's Translate asks of
 * each value it would send, `(collectionName, fileName, keyPath) => boolean`: only her words go.
 */
export const HER_TEXT = 'editorHerText';

/** A field as the editor's configuration holds it: its name, its label, how it is written, the fields within it. */
type ConfiguredField = {
  name: string;
  label?: string;
  widget?: string;
  i18n?: unknown;
  fields?: readonly ConfiguredField[];
};

/** The entries of the editor's configuration, as far as their fields are found. */
type ConfiguredCollections = readonly {
  name: string;
  fields?: readonly ConfiguredField[];
  files?: readonly { name: string; fields?: readonly ConfiguredField[] }[];
}[];

/**
 * The field at `keyPath` of an entry, a file of a collection or one of a folder's (no file name),
 * as the editor's configuration gives it: "questions.5.answer" is the answer of the sixth question.
 */
function fieldAt(
  collections: ConfiguredCollections,
  collectionName: string,
  fileName: string | undefined,
  keyPath: string,
): ConfiguredField | undefined {
  const collection = collections.find(({ name }) => name === collectionName);
  let fields = (collection?.files ? collection.files.find(({ name }) => name === fileName) : collection)?.fields ?? [];
  let found: ConfiguredField | undefined;
  for (const part of keyPath.split('.').filter((part) => !/^\d+$/.test(part))) {
    found = fields.find(({ name }) => name === part);
    if (!found) return undefined;
    fields = found.fields ?? [];
  }
  return found;
}

/**
 * The label the editor shows above the field at `keyPath` of an entry (`collection/file`), as its
 * configuration gives it (its name when it has none): "questions.5.answer" is the answer of the
 * sixth question, labelled "Answer".
 */
export function labelAt(collections: ConfiguredCollections, entry: string, keyPath: string): string | undefined {
  const [collectionName = '', fileName] = entry.split('/');
  const found = fieldAt(collections, collectionName, fileName, keyPath);
  return found && (found.label ?? found.name);
}

/** How the editor writes her prose: a line, a text box, Markdown. */
const PROSE_WIDGETS: readonly string[] = ['string', 'text', 'markdown', 'richtext'];

/**
 * Whether the value at `keyPath` of an entry is her words, which Translate may send to Google: a
 * field of the configuration written in each language, as prose. An album's month ("2025-09"), its
 * place and its credits are written once for both languages, and a value the editor keeps beside
 * her fields (a list item's id) has no field at all: none of them is hers to translate.
 */
export function isHerText(
  collections: ConfiguredCollections,
  collectionName: string,
  fileName: string | undefined,
  keyPath: string,
): boolean {
  const found = fieldAt(collections, collectionName, fileName, keyPath);
  return found?.i18n === true && PROSE_WIDGETS.includes(found.widget ?? 'string');
}
