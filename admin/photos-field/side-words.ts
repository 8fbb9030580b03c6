/**
 * The photos field's own words where they name a side or a photo. The editor's interface is in
 * English in both panes, so the field's words are too, on either side: only her descriptions are
 * in the side's language. A side's words differ from the other's only by the language they name.
 */
import type { SideLanguage } from '../visit/visit-store';

/** Each side's language, as the field's words name it. */
export const LANGUAGE_NAMES = { en: 'English', pt: 'Portuguese' } as const satisfies Record<SideLanguage, string>;

/** The list of the album's photos, as a screen reader names it. */
export const PHOTO_LIST_LABEL = 'Photos of the album';

/** A photo's line above its description: its number, its name, and whether it is the cover. */
export const photoLine = (index: number, name: string, cover: boolean | undefined) =>
  `${index + 1}. ${name}${cover ? ' · cover' : ''}`;

/** A description box's label, and which photo it is of (said to a screen reader only, in the field). */
export const descriptionLabel = (language: SideLanguage, index: number): [string, string] => [
  `${LANGUAGE_NAMES[language]} description`,
  `of photo ${index + 1}`,
];

/** What a side says while the album has no photo: the Portuguese side cannot add them. */
export const noPhotosYet = (language: SideLanguage) =>
  language === 'en' ? 'No photos yet.' : `No photos yet: add them on the ${LANGUAGE_NAMES.en} side.`;

/** Each side's language as an element's `lang`: its descriptions are read in it. */
export const LANG_ATTRIBUTES = { en: 'en', pt: 'pt-PT' } as const satisfies Record<SideLanguage, string>;
