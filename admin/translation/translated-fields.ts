/**
 * The album's Portuguese texts the editor's own Translate writes besides the photo descriptions:
 * the names, the summary and the story. Like a suggested description, a text Google gave is marked
 * "Translated by machine: check it." beside its field until she corrects it or keeps it, and saving
 * waits for that: nothing a service wrote is published unseen. Her texts are never marked: what she
 * kept, and what the album's file holds since she saved it in this visit. A reload starts a new
 * visit, in which nothing is a service's. Pure; the photos field's Portuguese side shows the marks
 * (admin/photos-field/translated-marks.ts).
 */

/** The event the bundle's Translate sends once it has written its texts (admin/vendor/editor-patch.ts). */
export const TRANSLATED_EVENT = 'editor-translated';

/**
 * The function the page puts on `globalThis` under this name, which the bundle's Translate asks
 * whether a field it wrote is saved, `(locale, keyPath) => boolean`: its count tells only those.
 */
export const TRANSLATION_SAVED = 'editorTranslationSaved';

/** What the event tells: the language written, and each field's key with the text written there. */
type TranslatedDetail = { locale: string; written: readonly (readonly [string, string])[] };

/** The fields marked, by the editor's key, with her label for each (admin/editor/cms-config.ts). */
export const TRANSLATED_FIELDS = { title: 'Names', summary: 'Summary', body: 'Story' } as const;

export type TranslatedField = keyof typeof TRANSLATED_FIELDS;

export const TRANSLATED_MARK = 'Translated by machine: check it.';

const isTranslatedField = (key: string): key is TranslatedField => Object.hasOwn(TRANSLATED_FIELDS, key);

/** The texts Translate wrote into the marked fields, from an event's detail: the Portuguese side's only. */
export function translatedFieldTexts(detail: unknown): [TranslatedField, string][] {
  const { locale, written } = (detail ?? {}) as Partial<TranslatedDetail>;
  if (locale !== 'pt' || !Array.isArray(written)) return [];
  return written.flatMap(([key, text]) =>
    typeof key === 'string' && typeof text === 'string' && isTranslatedField(key) && text.trim() !== ''
      ? [[key, text] as [TranslatedField, string]]
      : [],
  );
}

/**
 * The photo descriptions Translate wrote on the Portuguese side, from an event's detail: each with
 * its place (from 0) in the side's list `list` ("photos.3.description" is the fourth photo's).
 */
export function translatedDescriptionTexts(detail: unknown, list: string): [number, string][] {
  const { locale, written } = (detail ?? {}) as Partial<TranslatedDetail>;
  if (locale !== 'pt' || !Array.isArray(written)) return [];
  const description = new RegExp(`^${list}\\.(\\d+)\\.description$`);
  return written.flatMap(([key, text]) => {
    const place = typeof key === 'string' ? description.exec(key)?.[1] : undefined;
    return place !== undefined && typeof text === 'string' && text.trim() !== '' ? [[Number(place), text]] : [];
  });
}

/**
 * The fields still as Translate wrote them and not hers, in the form's order: `values` are the
 * Portuguese side's now, `translated` the texts Translate wrote in this visit by field, `hers` the
 * texts she kept or saved, by field.
 */
export function fieldsToCheck(
  values: Readonly<Record<string, unknown>>,
  translated: ReadonlyMap<string, ReadonlySet<string>>,
  hers: readonly ReadonlyMap<string, string>[],
): TranslatedField[] {
  return (Object.keys(TRANSLATED_FIELDS) as TranslatedField[]).filter((key) => {
    const value = values[key];
    return (
      typeof value === 'string' &&
      value.trim() !== '' &&
      translated.get(key)?.has(value) === true &&
      !hers.some((texts) => texts.get(key) === value)
    );
  });
}

/** What stops a save while a field is as Translate wrote it, one sentence each. */
export const translatedFieldsStoppingSave = (fields: readonly TranslatedField[]): string[] =>
  fields.map(
    (key) =>
      `The Portuguese field ${TRANSLATED_FIELDS[key]} is as translated by machine: correct it, or press Keep under it.`,
  );
